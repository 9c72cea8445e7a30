// Hand-written vector code (the real pipeline does not read a lane from
// padding on purpose): lane 7 of a masked read is the padding value, here
// x[7] loaded separately, so every lane holds x[l] and the copy verifies.
// The padding and the mask are modelled exactly: padding x[6], or a mask
// that leaves lane 6 to the padding, are wrong at that lane.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s
// RUN: %mutate --nth -1 'memref.load %x\[%c7\]' 'memref.load %x[%c6]' < %s > %t.pad.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.pad.mlir | filecheck %s --check-prefix=PAD
// RUN: %mutate --nth -1 'mask_dim_sizes = \[7\]' 'mask_dim_sizes = [6]' < %s > %t.mask.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mask.mlir | filecheck %s --check-prefix=MASK

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
    %m = "vector.constant_mask"() <{mask_dim_sizes = [7]}> : () -> vector<8xi1>
    %v = vector.transfer_read %x[%c0], %pad, %m {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
    %i = vector.step : vector<8xindex>
    %p = tv.prophesy %v for @copy8_spec::@r [%i] : vector<8xf32>
    vector.transfer_write %p, %out[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
    func.return %out : memref<8xf32>
  }
}

// CHECK: ok      read in bounds: vector.transfer_read at {{.*}}padding-mask.mlir:24:10
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}padding-mask.mlir:26:10
// CHECK: @copy8: verified

// PAD:      FAILED  value = prophecy: tv.prophesy at {{.*}}:26:10: the stored lane is not the prophesied spec element
// PAD-NEXT:   instance: lane0@27:5=7; expected r(7)
// PAD:      @copy8: FAILED (value = prophecy)

// MASK:      FAILED  value = prophecy: tv.prophesy at {{.*}}:26:10: the stored lane is not the prophesied spec element
// MASK-NEXT:   instance: lane0@27:5=6; expected r(6)
// MASK:      @copy8: FAILED (value = prophecy)
