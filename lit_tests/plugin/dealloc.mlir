// REQUIRES: tv-plugin
// buffer-deallocation-pipeline refuses ops with unknown memory side effects,
// which unregistered tv.prophesy ops are.  With the plugin (tv.prophesy is
// Pure) the annotated program bufferizes and deallocates exactly as the
// plain one: stripped of its annotations, the code is the same.
// RUN: tv-opt --annotate --print-op-generic %S/../../examples/dense_relu.mlir -o %t.ann.mlir
// RUN: %expect-exit 1 -- %mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),buffer-deallocation-pipeline)' %t.ann.mlir | filecheck %s --check-prefix=NOPLUGIN
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),buffer-deallocation-pipeline,canonicalize,cse)' %t.ann.mlir -o %t.low.mlir
// RUN: filecheck %s < %t.low.mlir
// RUN: tv-opt --strip-tv %t.low.mlir -o %t.stripped.mlir
// RUN: %mlir-opt --mlir-print-op-generic %t.stripped.mlir -o %t.n1.mlir
// RUN: %mlir-opt --linalg-generalize-named-ops %S/../../examples/dense_relu.mlir | %mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),buffer-deallocation-pipeline,canonicalize,cse)' -o %t.plain.mlir
// RUN: tv-opt %t.plain.mlir | %mlir-opt --mlir-print-op-generic -o %t.n2.mlir
// Both sides pass through tv-opt once (it elides default properties such
// as nontemporal = false) and are compared in mlir-opt's generic form.
// RUN: diff %t.n1.mlir %t.n2.mlir

// NOPLUGIN: error: ops with unknown memory side effects are not supported

// CHECK: tv.prophesy
// CHECK: memref.dealloc
