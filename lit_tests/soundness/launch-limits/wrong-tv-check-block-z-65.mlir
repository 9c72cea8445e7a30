// SOUNDNESS: wrong launch-limits: tv-check, 65 blocks of one thread remapped to one block of 1 x 1 x 65 threads (z is at most 64: the launch does not run; attack15: verified, exit 0)
// The target is mlir-opt-19 --gpu-kernel-outlining of a hand-edited launch.
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @z: unsupported (gpu.launch_func at {{.*}}: a launch beyond the target's limits (1024 threads per block, block 1024 x 1024 x 64, grid 2147483647 x 65535 x 65535) for some sizes: the driver rejects it and the kernel does not run)

module {
  func.func @z(%arg0: memref<65xf32>, %arg1: memref<65xf32>) {
    %c1 = arith.constant 1 : index
    %c65 = arith.constant 65 : index
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c65, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c1, %arg12 = %c1, %arg13 = %c1) {
      %0 = memref.load %arg0[%arg2] : memref<65xf32>
      memref.store %0, %arg1[%arg2] : memref<65xf32>
      gpu.terminator
    }
    return
  }
}


// ----- target

module attributes {gpu.container_module} {
  func.func @z(%arg0: memref<65xf32>, %arg1: memref<65xf32>) {
    %c1 = arith.constant 1 : index
    %c65 = arith.constant 65 : index
    gpu.launch_func  @z_kernel::@z_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c65)  args(%arg0 : memref<65xf32>, %arg1 : memref<65xf32>)
    return
  }
  gpu.module @z_kernel {
    gpu.func @z_kernel(%arg0: memref<65xf32>, %arg1: memref<65xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 65>, known_grid_size = array<i32: 1, 1, 1>} {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %grid_dim_z = gpu.grid_dim  z
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %block_dim_z = gpu.block_dim  z
      %0 = memref.load %arg0[%thread_id_z] : memref<65xf32>
      memref.store %0, %arg1[%thread_id_z] : memref<65xf32>
      gpu.return
    }
  }
}

