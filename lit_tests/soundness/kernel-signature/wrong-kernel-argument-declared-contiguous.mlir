// SOUNDNESS: wrong kernel-signature: the kernel declares its strided input as a contiguous memref<8xf32> (the compiled kernel then reads with stride 1 whatever the caller passes), verified as if it read the caller's view (verify{source=})
// REQUIRES: mlir-opt-19
// tvmlir binds a kernel argument to the buffer the launch passes, while the
// compiled kernel addresses a static layout through its argument's type:
// mlir-opt-19 rejects a launch whose operand types differ from the kernel's.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/negate_evens.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate 'function_type = \(index, index, index, index, memref<8xf32, strided<\[\?\], offset: \?>>, memref<4xf32>\)' 'function_type = (index, index, index, index, memref<8xf32>, memref<4xf32>)' < %t.low.mlir | %mutate '(%arg\d+): memref<8xf32, strided<\[\?\], offset: \?>> (loc\("[^"]*negate)' '\1: memref<8xf32> \2' | %mutate '\(memref<8xf32, strided<\[\?\], offset: \?>>, index\) -> f32' '(memref<8xf32>, index) -> f32' > %t.bad.mlir
// RUN: %bad-input tv-opt -p 'verify{source="%S/../Inputs/negate_evens.mlir"}' %t.bad.mlir -o %t.out 2>&1 | filecheck %s

// CHECK: negate_evens.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'gpu.launch_func' op type of function argument 4 does not match
