// REQUIRES: mlir-opt-19
// --annotate's output goes through the real upstream GPU pipeline
// (mlir-opt-19, DESIGN.md section 8) and comes back to tv-opt: each
// prophecy is in the kernel right before its store, its indices rewritten
// to block/thread ids and loop ivs; the spec copied into the gpu.module
// resolves, so tv-opt's verifier checks every prophecy against it.
// RUN: tv-opt -p 'annotate{bare-reductions=false}' --print-op-generic %S/../Inputs/programs/matmul.mlir | %mlir-gpu-pipeline > %t.matmul.mlir
// RUN: tv-opt --allow-unregistered-dialect %t.matmul.mlir | filecheck %s --check-prefix=MATMUL
// RUN: tv-opt -p 'annotate{bare-reductions=false}' --print-op-generic %S/../Inputs/programs/softmax.mlir | %mlir-gpu-pipeline > %t.softmax.mlir
// RUN: tv-opt --allow-unregistered-dialect %t.softmax.mlir | filecheck %s --check-prefix=SOFTMAX
// RUN: tv-opt -p 'annotate{bare-reductions=false}' --print-op-generic %S/../Inputs/programs/col_sum.mlir | %mlir-gpu-pipeline > %t.col_sum.mlir
// RUN: tv-opt --allow-unregistered-dialect %t.col_sum.mlir | filecheck %s --check-prefix=COLSUM
// RUN: tv-opt -p 'annotate{bare-reductions=false}' --print-op-generic %S/../Inputs/programs/conv1d.mlir | %mlir-gpu-pipeline > %t.conv1d.mlir
// RUN: tv-opt --allow-unregistered-dialect %t.conv1d.mlir | filecheck %s --check-prefix=CONV

// MATMUL:      tv.spec @matmul_spec source "func.func @matmul(
// MATMUL:      "gpu.module"() <{sym_name = "matmul_kernel"}>
// MATMUL:        "gpu.func"()
// MATMUL-DAG:      %[[BX:.*]] = gpu.block_id x
// MATMUL-DAG:      %[[TX:.*]] = gpu.thread_id x
// MATMUL:          arith.muli %[[BX]], %{{.*}} : index
// MATMUL:          scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// MATMUL:            %[[S:.*]] = arith.addf
// MATMUL-NEXT:       %[[P:.*]] = tv.prophesy %[[S]] for @matmul_spec::@AB [%[[I:.*]], %[[J:.*]]] stage [%[[K]]] : f32
// MATMUL-NEXT:       memref.store %[[P]], %{{.*}}[%[[I]], %[[J]]]
// MATMUL:        tv.spec @matmul_spec source {{.*}} tensors [@A : tensor<8x16xf32>, {{.*}}, @AB : tensor<8x4xf32> stages 1]
// MATMUL:        "gpu.module_end"()

// Nine generics, nine kernels, each prophecy before its store.
// SOFTMAX-COUNT-9: "gpu.launch_func"
// SOFTMAX:     %[[P:.*]] = tv.prophesy %{{.*}} for @softmax_spec::@max_init
// SOFTMAX-NEXT: memref.store %[[P]]
// SOFTMAX:     %[[P:.*]] = tv.prophesy %{{.*}} for @softmax_spec::@max [%{{.*}}] stage [%{{.*}}]
// SOFTMAX-NEXT: memref.store %[[P]]
// SOFTMAX:     %[[P:.*]] = tv.prophesy %{{.*}} for @softmax_spec::@max_b
// SOFTMAX-NEXT: memref.store %[[P]]
// SOFTMAX:     %[[P:.*]] = tv.prophesy %{{.*}} for @softmax_spec::@shifted
// SOFTMAX-NEXT: memref.store %[[P]]
// SOFTMAX:     %[[P:.*]] = tv.prophesy %{{.*}} for @softmax_spec::@exp
// SOFTMAX-NEXT: memref.store %[[P]]
// SOFTMAX:     %[[P:.*]] = tv.prophesy %{{.*}} for @softmax_spec::@sum_init
// SOFTMAX-NEXT: memref.store %[[P]]
// SOFTMAX:     %[[P:.*]] = tv.prophesy %{{.*}} for @softmax_spec::@sum [%{{.*}}] stage [%{{.*}}]
// SOFTMAX-NEXT: memref.store %[[P]]
// SOFTMAX:     %[[P:.*]] = tv.prophesy %{{.*}} for @softmax_spec::@sum_b
// SOFTMAX-NEXT: memref.store %[[P]]
// SOFTMAX:     %[[P:.*]] = tv.prophesy %{{.*}} for @softmax_spec::@soft
// SOFTMAX-NEXT: memref.store %[[P]]

// The column sum's reduction loop stays on the host; its iv is a kernel
// argument and the prophecy's stage.
// COLSUM:      scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// COLSUM:        "gpu.launch_func"
// COLSUM:      "gpu.func"()
// COLSUM:        tv.prophesy %{{.*}} for @col_sum_spec::@s [%{{.*}}] stage [%{{.*}}] : f32
// COLSUM-NEXT:   memref.store

// CONV:        scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CONV:          %[[X:.*]] = arith.addi %{{.*}}, %[[K]] : index
// CONV-NEXT:     memref.load %{{.*}}[%[[X]]]
// CONV:          %[[P:.*]] = tv.prophesy %{{.*}} for @conv1d_spec::@y [%[[I:.*]]] stage [%[[K]]] : f32
// CONV-NEXT:     memref.store %[[P]], %{{.*}}[%[[I]]]
