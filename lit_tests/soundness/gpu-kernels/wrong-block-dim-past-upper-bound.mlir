// SOUNDNESS: wrong gpu-kernels: the tile offset from gpu.block_dim x upper_bound 2 in blocks of 4 threads (UB: the block exceeds the bound; attack round 11: verified)
// REQUIRES: mlir-opt-19, tv-plugin
// Made from right-block-dim-for-tile-size.mlir, edited by hand.
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-debuginfo %s > %t.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.mlir -o %t.out | filecheck %s
// CHECK: upper_bound 2 may be below the launch's extent (4)
// CHECK: @reverse4: unsupported (gpu.block_dim at {{.*}})

builtin.module {
  tv.spec @reverse4_spec source "func.func @reverse4(%a: tensor<8xf32> {tv.name = \22a\22}, %o: tensor<8xf32> {tv.name = \22o\22}) -> tensor<8xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (((((d0 floordiv 4) * 4) + 3) + ((d0 mod 4) * -1)))>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%x: f32, %y: f32):\0A    %n = arith.negf %x : f32\0A    linalg.yield %n : f32\0A  } -> tensor<8xf32>\0A  func.return %r : tensor<8xf32>\0A}" tensors [@a : tensor<8xf32>, @o : tensor<8xf32>, @r : tensor<8xf32>]
  func.func @reverse4(%a: memref<8xf32>, %o: memref<8xf32>) -> memref<8xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) workgroup(%sh : memref<4xf32, #gpu.address_space<workgroup>>) {
      %bd = gpu.block_dim x upper_bound 2
      %base = arith.muli %bx, %bd : index
      %i = arith.addi %base, %tx : index
      %x = memref.load %a[%i] : memref<8xf32>
      memref.store %x, %sh[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %j = arith.subi %c3, %tx : index
      %y = memref.load %sh[%j] : memref<4xf32, #gpu.address_space<workgroup>>
      %n = arith.negf %y : f32
      %p = tv.prophesy %n for @reverse4_spec::@r [%i] : f32
      memref.store %p, %o[%i] : memref<8xf32>
      gpu.terminator
    }
    func.return %o : memref<8xf32>
  }
}
