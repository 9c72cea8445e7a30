// gpu.module_end belongs in a gpu.module only.
// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: gpu-module-end-invalid.mlir:8:3: error: 'gpu.module_end' op 'gpu.module_end' expects parent op 'gpu.module'
"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
  ^bb0:
  }) : () -> ()
  "gpu.module_end"() : () -> ()
}) : () -> ()
