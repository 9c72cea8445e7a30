// gpu.module_end belongs in a gpu.module only.
// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: gpu-module-end-invalid.mlir:6:3: error: 'gpu.module_end' op 'gpu.module_end' expects parent op 'gpu.module'
func.func @f() {
  func.return
  "gpu.module_end"() : () -> ()
}
