// SOUNDNESS: right narrow-index: a transfer_read's mask computed as i16(lane) + 125 > 0, true for every lane (no wrap in i16)
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s
// CHECK: ok      value = prophecy
// CHECK: @copy8: verified

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
    %s8 = arith.index_cast %st : vector<8xindex> to vector<8xi16>
    %k = arith.constant dense<125> : vector<8xi16>
    %z = arith.constant dense<0> : vector<8xi16>
    %sum = arith.addi %s8, %k : vector<8xi16>
    %m = arith.cmpi sgt, %sum, %z : vector<8xi16>
    %v = vector.transfer_read %x[%c0], %pad, %m {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
    %i = vector.step : vector<8xindex>
    %p = tv.prophesy %v for @copy8_spec::@r [%i] : vector<8xf32>
    vector.transfer_write %p, %out[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
    func.return %out : memref<8xf32>
  }
}
