// SOUNDNESS: wrong narrow-index: a transfer_read's mask computed as i8(lane) + 125 > 0, which wraps for lanes 3..7 (they read the padding x[7])
// Lanes 3..6 get x[7] instead of x[3..6]; read as unbounded integers the
// mask was all-true and the copy verified.  A mask comparing a narrow value
// that may wrap is refused.  (Vector code in the form of
// lit_tests/prophetic/vector/padding-mask.mlir.)
// RUN: %expect-exit 2 -- tv-opt --verify %s -o %t.out | filecheck %s
// CHECK: unsupported: vector.transfer_read at {{.*}}: mask not defined everywhere: it compares an integer narrower than 64 bits that may wrap
// CHECK: @copy8: unsupported

builtin.module {
  tv.spec @copy8_spec source "func.func @copy8(%x: tensor<8xf32> {tv.name = \22x\22}, %out: tensor<8xf32> {tv.name = \22out\22}) -> tensor<8xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%x : tensor<8xf32>) outs(%out : tensor<8xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%a: f32, %o: f32):\0A    linalg.yield %a : f32\0A  } -> tensor<8xf32>\0A  func.return %r : tensor<8xf32>\0A}" {
    tv.spec_tensor @x : tensor<8xf32>
    tv.spec_tensor @out : tensor<8xf32>
    tv.spec_tensor @r : tensor<8xf32>
  }
  func.func @copy8(%x: memref<8xf32>, %out: memref<8xf32>) -> memref<8xf32> {
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %pad = memref.load %x[%c7] : memref<8xf32>
    %st = vector.step : vector<8xindex>
    %s8 = arith.index_cast %st : vector<8xindex> to vector<8xi8>
    %k = arith.constant dense<125> : vector<8xi8>
    %z = arith.constant dense<0> : vector<8xi8>
    %sum = arith.addi %s8, %k : vector<8xi8>
    %m = arith.cmpi sgt, %sum, %z : vector<8xi8>
    %v = vector.transfer_read %x[%c0], %pad, %m {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
    %i = vector.step : vector<8xindex>
    %p = tv.prophesy %v for @copy8_spec::@r [%i] : vector<8xf32>
    vector.transfer_write %p, %out[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
    func.return %out : memref<8xf32>
  }
}
