// REQUIRES: mlir-opt-19
// mlir-opt's debug info as it prints it by default (location aliases at the
// end of the file): --verify reads it and reports at the user's lines.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../examples/dense_relu.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo -o %t.lowered.mlir
// RUN: filecheck %s --check-prefix=ALIASES < %t.lowered.mlir
// RUN: tv-opt --verify %t.lowered.mlir -o %t.out.mlir 2>&1 | filecheck %s
// ALIASES: #loc{{[0-9]+}} = loc("{{.*}}examples/dense_relu.mlir":20:5)
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}examples/dense_relu.mlir:20:5
// CHECK: @dense_relu: verified
