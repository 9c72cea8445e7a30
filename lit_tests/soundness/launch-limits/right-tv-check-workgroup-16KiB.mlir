// SOUNDNESS: right launch-limits: tv-check, the same kernel with a 16 KiB workgroup tile (within every target's shared memory), verified
// The target is mlir-opt-19 --gpu-kernel-outlining of a hand-edited launch.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @s: verified

module {
  func.func @s(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c4, %arg12 = %c1, %arg13 = %c1) {
      %0 = memref.load %arg0[%arg5] : memref<4xf32>
      %1 = arith.addf %0, %0 : f32
      memref.store %1, %arg1[%arg5] : memref<4xf32>
      gpu.terminator
    }
    return
  }
}


// ----- target

module attributes {gpu.container_module} {
  func.func @s(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func  @s_kernel::@s_kernel blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)  args(%arg0 : memref<4xf32>, %arg1 : memref<4xf32>)
    return
  }
  gpu.module @s_kernel {
    gpu.func @s_kernel(%arg0: memref<4xf32>, %arg1: memref<4xf32>) workgroup(%arg2 : memref<4096xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 4, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
      %0 = memref.load %arg0[%thread_id_x] : memref<4xf32>
      memref.store %0, %arg2[%thread_id_x] : memref<4096xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %1 = memref.load %arg2[%thread_id_x] : memref<4096xf32, #gpu.address_space<workgroup>>
      %2 = arith.addf %1, %1 : f32
      memref.store %2, %arg1[%thread_id_x] : memref<4xf32>
      gpu.return
    }
  }
}

