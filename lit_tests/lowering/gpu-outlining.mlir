// tv-parallel-loops-to-gpu{outline=true} outlines each launch as
// mlir-opt-19's gpu-kernel-outlining does: gpu.module @f_kernel (then
// @f_kernel_0, ...) holding gpu.func @f_kernel, marked `gpu.kernel`;
// every value from outside becomes a kernel argument in order of first
// use; ids become gpu.block_id / gpu.thread_id; the spec the prophecies
// name is copied into the gpu.module, which ends in gpu.module_end; the
// module is a gpu.container_module.
// RUN: tv-opt -p 'tv-parallel-loop-tiling{tile-sizes=2,4},tv-parallel-loops-to-gpu{outline=true}' %s | filecheck %s

// CHECK:      builtin.module attributes {gpu.container_module} {
tv.spec @s source "" {
  tv.spec_tensor @C : tensor<8x4xf32> stages 1
  tv.spec_tensor @F : tensor<8xf32>
}

// CHECK-LABEL: func.func @matmul
// CHECK:         "gpu.launch_func"(%[[GX:.*]], %[[GY:.*]], %[[ONE:.*]], %[[TX:.*]], %[[TY:.*]], %[[ONE]], %[[S0:.*]], %[[S1:.*]], %c0, %c16, %c1, %A, %B, %C) <{kernel = @matmul_kernel::@matmul_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 8, 0>}>
// CHECK-NEXT:    func.return
// CHECK-NEXT:  }
// CHECK-NEXT:  "gpu.module"() <{sym_name = "matmul_kernel"}> ({
// CHECK-NEXT:    "gpu.func"() <{function_type = (index, index, index, index, index, memref<8x16xf32>, memref<16x4xf32>, memref<8x4xf32>) -> ()}> ({
// CHECK-NEXT:    ^bb0(%[[K0:[^:]*]]: index, %[[K1:[^:]*]]: index, %[[KZ:[^:]*]]: index, %[[K16:[^:]*]]: index, %[[KONE:[^:]*]]: index, %[[KA:[^:]*]]: memref<8x16xf32>, %[[KB:[^:]*]]: memref<16x4xf32>, %[[KC:[^:]*]]: memref<8x4xf32>):
// CHECK-NEXT:      %[[BX:.*]] = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
// CHECK-NEXT:      %[[BY:.*]] = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
// CHECK-NEXT:      %[[TIX:.*]] = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// CHECK-NEXT:      %[[TIY:.*]] = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
// CHECK-NEXT:      %[[I0:.*]] = arith.muli %[[BX]], %[[K0]] : index
// CHECK-NEXT:      %[[J0:.*]] = arith.muli %[[BY]], %[[K1]] : index
// CHECK-NEXT:      %[[I:.*]] = arith.addi %[[TIX]], %[[I0]] : index
// CHECK-NEXT:      %[[J:.*]] = arith.addi %[[TIY]], %[[J0]] : index
// CHECK-NEXT:      scf.for %[[K:.*]] = %[[KZ]] to %[[K16]] step %[[KONE]] {
// CHECK:             %[[P:.*]] = tv.prophesy %{{.*}} for @s::@C [%[[I]], %[[J]]] stage [%[[K]]] : f32
// CHECK-NEXT:        memref.store %[[P]], %[[KC]][%[[I]], %[[J]]] : memref<8x4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      "gpu.return"() : () -> ()
// CHECK-NEXT:    }) {sym_name = "matmul_kernel", gpu.kernel, workgroup_attributions = 0 : i64} : () -> ()
// CHECK-NEXT:    tv.spec @s source "" tensors [@C : tensor<8x4xf32> stages 1, @F : tensor<8xf32>]
// CHECK-NEXT:    "gpu.module_end"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
func.func @matmul(%A: memref<8x16xf32>, %B: memref<16x4xf32>, %C: memref<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  "scf.parallel"(%c0, %c0, %c8, %c4, %c1, %c1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.for %k = %c0 to %c16 step %c1 {
      %a = memref.load %A[%i, %k] : memref<8x16xf32>
      %b = memref.load %B[%k, %j] : memref<16x4xf32>
      %c = memref.load %C[%i, %j] : memref<8x4xf32>
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %c, %m : f32
      %p = tv.prophesy %s for @s::@C [%i, %j] stage [%k] : f32
      memref.store %p, %C[%i, %j] : memref<8x4xf32>
    }
    scf.reduce
  }) : (index, index, index, index, index, index) -> ()
  func.return
}

// Two launches in one function: the second module is renamed, not the
// kernel.  A kernel without prophecies gets no spec copy.
// CHECK-LABEL: func.func @two
// CHECK:         "gpu.launch_func"({{.*}}) <{kernel = @two_kernel::@two_kernel,
// CHECK:         "gpu.launch_func"({{.*}}) <{kernel = @two_kernel_0::@two_kernel,
// CHECK:       "gpu.module"() <{sym_name = "two_kernel"}> ({
// CHECK:           tv.prophesy %{{.*}} for @s::@F
// CHECK:         }) {sym_name = "two_kernel", gpu.kernel, workgroup_attributions = 0 : i64} : () -> ()
// CHECK-NEXT:    tv.spec @s
// CHECK:       "gpu.module"() <{sym_name = "two_kernel_0"}> ({
// CHECK:         }) {sym_name = "two_kernel", gpu.kernel, workgroup_attributions = 0 : i64} : () -> ()
// CHECK-NEXT:    "gpu.module_end"() : () -> ()
func.func @two(%o: memref<8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  "scf.parallel"(%c0, %c8, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    %p = tv.prophesy %v for @s::@F [%i] : f32
    memref.store %p, %o[%i] : memref<8xf32>
    scf.reduce
  }) : (index, index, index) -> ()
  "scf.parallel"(%c0, %c8, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    memref.store %v, %o[%i] : memref<8xf32>
    scf.reduce
  }) : (index, index, index) -> ()
  func.return
}
