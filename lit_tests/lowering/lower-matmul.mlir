// The whole pipeline on the matmul: --annotate --lower (tile sizes 2,4
// divide 8x4: no guard), tile sizes 3,3 (guards), and without outlining.
// The prophecy ends right before its store, its indices rewritten to
// `tid + bid * tile` and the reduction iv, as in the kernel mlir-opt-19
// produces from the same annotated program (interop/annotate-gpu-pipeline).
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower' %S/../Inputs/programs/matmul.mlir | filecheck %s --check-prefix=DIV
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower{tile-sizes=2,4}' %S/../Inputs/programs/matmul.mlir | filecheck %s --check-prefix=DIV
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower{tile-sizes=3,3}' %S/../Inputs/programs/matmul.mlir | filecheck %s --check-prefix=REM
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower{tile-sizes=3,3 outline=false}' %S/../Inputs/programs/matmul.mlir | filecheck %s --check-prefix=INLINE
// RUN: %bad-input tv-opt -p 'lower{tile-sizes=0}' %S/../Inputs/programs/matmul.mlir | filecheck %s --check-prefix=BAD
// BAD: tv-opt: error: bad pass pipeline 'lower{tile-sizes=0}': tile sizes must be positive, got (0,)

// DIV:      builtin.module attributes {gpu.container_module} {
// DIV-NEXT:   tv.spec @matmul_spec
// DIV:        func.func @matmul(%A: memref<8x16xf32>, %B: memref<16x4xf32>, %C: memref<8x4xf32>) -> memref<8x4xf32> {
// DIV:          "gpu.launch_func"(%[[GX:[^,]*]], %[[ONE:[^,]*]], %[[ONE]], %[[TX:[^,]*]], %[[TY:[^,]*]], %[[ONE]], {{.*}}, %A, %B, %C) <{kernel = @matmul_kernel::@matmul_kernel,
// DIV-NEXT:     func.return %C : memref<8x4xf32>
// DIV:        "gpu.module"() <{sym_name = "matmul_kernel"}> ({
// DIV:          %[[BX:.*]] = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
// DIV-NEXT:     %[[BY:.*]] = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
// DIV-NEXT:     %[[TIX:.*]] = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// DIV-NEXT:     %[[TIY:.*]] = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
// DIV-NEXT:     %[[I0:.*]] = arith.muli %[[BX]], %{{.*}} : index
// DIV-NEXT:     %[[J0:.*]] = arith.muli %[[BY]], %{{.*}} : index
// DIV-NEXT:     %[[I:.*]] = arith.addi %[[TIX]], %[[I0]] : index
// DIV-NEXT:     %[[J:.*]] = arith.addi %[[TIY]], %[[J0]] : index
// DIV-NEXT:     scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// DIV-NEXT:       %[[A:.*]] = memref.load %A[%[[I]], %[[K]]] : memref<8x16xf32>
// DIV-NEXT:       %[[B:.*]] = memref.load %B[%[[K]], %[[J]]] : memref<16x4xf32>
// DIV-NEXT:       %[[C:.*]] = memref.load %C[%[[I]], %[[J]]] : memref<8x4xf32>
// DIV-NEXT:       %[[M:.*]] = arith.mulf %[[A]], %[[B]] : f32
// DIV-NEXT:       %[[S:.*]] = arith.addf %[[C]], %[[M]] : f32
// DIV-NEXT:       %[[P:.*]] = tv.prophesy %[[S]] for @matmul_spec::@AB [%[[I]], %[[J]]] stage [%[[K]]] : f32
// DIV-NEXT:       memref.store %[[P]], %C[%[[I]], %[[J]]] : memref<8x4xf32>
// DIV-NEXT:     }
// DIV-NEXT:     "gpu.return"() : () -> ()
// DIV-NEXT:   }) {sym_name = "matmul_kernel", gpu.kernel, workgroup_attributions = 0 : i64} : () -> ()
// DIV-NEXT:   tv.spec @matmul_spec
// DIV:        "gpu.module_end"() : () -> ()

// Tiles of 3x3 over 8x4: 3x2 blocks of 3x3 threads, each guarded by
// `tid < min(3, size - bid * 3)`.
// REM:        "gpu.launch_func"(%[[C3:[^,]*]], %[[C2:[^,]*]], %[[ONE:[^,]*]], %[[C3]], %[[C3]], %[[ONE]],
// REM:        %[[BX:.*]] = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
// REM-NEXT:   %[[BY:.*]] = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
// REM-NEXT:   %[[TIX:.*]] = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// REM-NEXT:   %[[TIY:.*]] = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
// REM-NEXT:   %[[I0:.*]] = arith.muli %[[BX]], %[[TI:.*]] : index
// REM-NEXT:   %[[J0:.*]] = arith.muli %[[BY]], %[[TJ:.*]] : index
// REM-NEXT:   %[[RI:.*]] = arith.subi %{{.*}}, %[[I0]] : index
// REM-NEXT:   %[[MI:.*]] = arith.minsi %[[TI]], %[[RI]] : index
// REM-NEXT:   %[[RJ:.*]] = arith.subi %{{.*}}, %[[J0]] : index
// REM-NEXT:   %[[MJ:.*]] = arith.minsi %[[TJ]], %[[RJ]] : index
// REM-NEXT:   %[[GI:.*]] = arith.cmpi slt, %[[TIX]], %[[MI]] : index
// REM-NEXT:   %[[GJ:.*]] = arith.cmpi slt, %[[TIY]], %[[MJ]] : index
// REM-NEXT:   %[[G:.*]] = arith.andi %[[GI]], %[[GJ]] : i1
// REM-NEXT:   scf.if %[[G]] {
// REM-NEXT:     %[[I:.*]] = arith.addi %[[TIX]], %[[I0]] : index
// REM-NEXT:     %[[J:.*]] = arith.addi %[[TIY]], %[[J0]] : index
// REM-NEXT:     scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// REM:            %[[P:.*]] = tv.prophesy %{{.*}} for @matmul_spec::@AB [%[[I]], %[[J]]] stage [%[[K]]] : f32
// REM-NEXT:       memref.store %[[P]], %C[%[[I]], %[[J]]] : memref<8x4xf32>

// INLINE-NOT:  gpu.container_module
// INLINE:      func.func @matmul
// INLINE:        "gpu.launch"(%[[C3:[^,]*]], %[[C2:[^,]*]], %[[ONE:[^,]*]], %[[C3]], %[[C3]], %[[ONE]])
// INLINE:          scf.if
// INLINE:            tv.prophesy %{{.*}} for @matmul_spec::@AB
// INLINE-NEXT:       memref.store
// INLINE:          "gpu.terminator"() : () -> ()
// INLINE-NOT:  gpu.module
