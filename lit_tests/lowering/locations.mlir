// Ops that --annotate and --lower create carry the location of the op they
// come from, as MLIR's rewriters do: the loads, stores, loops, index
// arithmetic, launches and kernels of a lowered linalg op are at that op;
// a prophecy is at the yield of the value it claims (at the op itself for a
// named op, whose body is synthesized); the body's own ops keep theirs.
// --verify's report then points at the user's lines (the tests of
// lit_tests/prophetic pin that through both lowerings).
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower' --print-debuginfo %S/../../examples/dense_relu.mlir | filecheck %s
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower' --print-debuginfo %S/../../examples/dense_relu.mlir | filecheck %s --check-prefix=LOCATED
// RUN: tv-opt -p 'annotate{bare-reductions=false}' --print-debuginfo %S/../../examples/dense_relu.mlir | filecheck %s --check-prefix=ANNOTATE

// ANNOTATE:      tv.spec @dense_relu_spec source "{{.*}}" tensors [@x : tensor<4x16xf32>, {{.*}}] loc("{{.*}}dense_relu.mlir":8:1)
// ANNOTATE:      linalg.index 0 : index loc("{{.*}}dense_relu.mlir":13:8)
// ANNOTATE:      tv.prophesy %r for @dense_relu_spec::@y {{.*}} loc("{{.*}}dense_relu.mlir":20:5)

// The host side: constants and launches at the linalg op lowered.
// CHECK:      func.func @dense_relu
// CHECK:        memref.alloc() {{.*}} loc("{{.*}}dense_relu.mlir":10:12)
// CHECK:        arith.constant 2 : index loc("{{.*}}dense_relu.mlir":11:10)
// CHECK:        "gpu.launch_func"({{.*}}@dense_relu_kernel::@dense_relu_kernel{{.*}} loc("{{.*}}dense_relu.mlir":11:10)
// CHECK:        "gpu.launch_func"({{.*}}@dense_relu_kernel_0::@dense_relu_kernel{{.*}} loc("{{.*}}dense_relu.mlir":12:9)
// CHECK:        "gpu.launch_func"({{.*}}@dense_relu_kernel_1::@dense_relu_kernel{{.*}} loc("{{.*}}dense_relu.mlir":13:8)
// The fill kernel (linalg.fill at 11:10).
// CHECK:      "gpu.module"() <{sym_name = "dense_relu_kernel"}>
// CHECK:        "gpu.block_id"() {{.*}} loc("{{.*}}dense_relu.mlir":11:10)
// CHECK:        tv.prophesy %zero for @dense_relu_spec::@acc {{.*}} loc("{{.*}}dense_relu.mlir":11:10)
// CHECK-NEXT:   memref.store {{.*}} loc("{{.*}}dense_relu.mlir":11:10)
// CHECK:      }) {sym_name = "dense_relu_kernel", gpu.kernel{{.*}} loc("{{.*}}dense_relu.mlir":11:10)
// The matmul kernel (linalg.matmul at 12:9): its synthesized body too.
// CHECK:      "gpu.module"() <{sym_name = "dense_relu_kernel_0"}>
// CHECK:        memref.load %x{{.*}} loc("{{.*}}dense_relu.mlir":12:9)
// CHECK:        arith.mulf {{.*}} loc("{{.*}}dense_relu.mlir":12:9)
// CHECK:        tv.prophesy {{.*}} @dense_relu_spec::@mm {{.*}} loc("{{.*}}dense_relu.mlir":12:9)
// CHECK-NEXT:   memref.store {{.*}} loc("{{.*}}dense_relu.mlir":12:9)
// CHECK-NEXT: } loc("{{.*}}dense_relu.mlir":12:9)
// The relu kernel (linalg.generic at 13:8): body ops keep their lines.
// CHECK:      "gpu.module"() <{sym_name = "dense_relu_kernel_1"}>
// CHECK:        memref.load %b{{.*}} loc("{{.*}}dense_relu.mlir":13:8)
// CHECK:        arith.addf %v, %bias : f32 loc("{{.*}}dense_relu.mlir":18:10)
// CHECK:        arith.maximumf %s, %zero : f32 loc("{{.*}}dense_relu.mlir":19:10)
// CHECK:        tv.prophesy %r for @dense_relu_spec::@y {{.*}} loc("{{.*}}dense_relu.mlir":20:5)
// CHECK-NEXT:   memref.store {{.*}} loc("{{.*}}dense_relu.mlir":13:8)
// No op is left without a location (block arguments have none in xDSL).
// LOCATED-NOT: {{^ *[^ ^].* loc\(unknown\)$}}
// LOCATED:     func.func @dense_relu
// LOCATED-NOT: {{^ *[^ ^].* loc\(unknown\)$}}
