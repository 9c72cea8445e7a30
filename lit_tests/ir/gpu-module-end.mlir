// gpu.module_end, which MLIR 19 requires at the end of a gpu.module and
// xDSL does not define, is read without --allow-unregistered-dialect and
// printed back in generic form.
// RUN: tv-opt %s | filecheck %s
// RUN: tv-opt %s | tv-opt | filecheck %s

// CHECK:      "gpu.module"() <{sym_name = "kernels"}> ({
// CHECK-NEXT:   "gpu.func"()
// CHECK:        "gpu.module_end"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = () -> ()}> ({
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "k"} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
