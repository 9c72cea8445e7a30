// SOUNDNESS: wrong launch-limits: verify{spec=}, a kernel with a 256 KiB workgroup attribution (no GPU gives a block that much shared memory: the kernel does not launch; attack16: verified, exit 0)
// Made from Inputs/programs/transpose.mlir by lit's %mlir-gpu-pipeline
// (mlir-opt-19), then `workgroup(%w : memref<65536xf32, workgroup>)` added to
// the gpu.func, as a promotion pass that sized a tile wrong would.
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/programs/transpose.mlir"}' %s -o %t.out.mlir | filecheck %s
// CHECK: FAILED  launch limits: gpu.launch_func at {{.*}}: 262144 bytes of workgroup memory per block, beyond the 49152 every target allows (NVIDIA's static shared memory per block): the kernel does not launch
// CHECK: @transpose: FAILED (launch limits)

module attributes {gpu.container_module} {
  func.func @transpose(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x8xf32, strided<[?, ?], offset: ?>>) -> memref<16x8xf32, strided<[?, ?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func  @transpose_kernel::@transpose_kernel blocks in (%c8, %c2, %c1) threads in (%c2, %c4, %c1)  args(%c2 : index, %c0 : index, %c4 : index, %c1 : index, %c0 : index, %arg0 : memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1 : memref<16x8xf32, strided<[?, ?], offset: ?>>)
    return %arg1 : memref<16x8xf32, strided<[?, ?], offset: ?>>
  }
  gpu.module @transpose_kernel {
    gpu.func @transpose_kernel(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg6: memref<16x8xf32, strided<[?, ?], offset: ?>>) workgroup(%w : memref<65536xf32, #gpu.address_space<workgroup>>) kernel {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %0 = arith.muli %block_id_x, %arg0 : index
      %1 = arith.addi %0, %arg1 : index
      %2 = arith.muli %block_id_y, %arg2 : index
      %3 = arith.addi %2, %arg1 : index
      %4 = arith.muli %thread_id_x, %arg3 : index
      %5 = arith.addi %4, %arg4 : index
      %6 = arith.muli %thread_id_y, %arg3 : index
      %7 = arith.addi %6, %arg4 : index
      %8 = arith.addi %5, %1 : index
      %9 = arith.addi %7, %3 : index
      %10 = memref.load %arg5[%9, %8] : memref<8x16xf32, strided<[?, ?], offset: ?>>
      memref.store %10, %arg6[%8, %9] : memref<16x8xf32, strided<[?, ?], offset: ?>>
      gpu.return
    }
  }
}

