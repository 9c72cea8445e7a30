// REQUIRES: mlir-opt-19
// MLIR 19 forms of the gpu dialect that xDSL 0.74's definitions lacked
// (each was "tvmlir cannot read this valid MLIR" on MLIR's own GPU tests):
// a gpu.module's `targets` (module-to-binary-*.mlir, spirv-attach-targets),
// a gpu.func's argument attributes (promotion.mlir), and the subgroup
// queries with `upper_bound` (int-range-interface.mlir; the custom form
// is tvmlir's own reader, the module's through mlir-opt-19's generic form).
// RUN: tv-opt %s --print-op-generic | filecheck %s
// RUN: tv-opt %s > %t.custom.mlir
// RUN: filecheck %s --check-prefix=CUSTOM < %t.custom.mlir
// RUN: %mlir-opt %t.custom.mlir -o /dev/null
// CHECK: "gpu.module"() <{sym_name = "kernels", targets = [#nvvm.target<chip = "sm_70">]}>
// CHECK: "gpu.func"() <{arg_attrs = [{gpu.test_promote_workgroup}], function_type = (memref<5x4xf32>) -> ()}>
// CHECK: "gpu.subgroup_size"() <{upper_bound = 32 : index}> : () -> index
// CHECK: "gpu.lane_id"() <{upper_bound = 32 : index}> : () -> index
// CHECK: "gpu.num_subgroups"() : () -> index
// CHECK: "gpu.subgroup_id"() <{upper_bound = 4 : index}> : () -> index
// CUSTOM: gpu.subgroup_size upper_bound 32 : index
// CUSTOM: gpu.lane_id upper_bound 32
// CUSTOM: gpu.num_subgroups : index
// CUSTOM: gpu.subgroup_id upper_bound 4 : index
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_70">] {
    gpu.func @k(%a: memref<5x4xf32> {gpu.test_promote_workgroup}) kernel {
      gpu.return
    }
  }
  func.func @queries() -> index {
    %a = gpu.subgroup_size upper_bound 32 : index
    %b = gpu.lane_id upper_bound 32
    %c = gpu.num_subgroups : index
    %d = gpu.subgroup_id upper_bound 4 : index
    %s = arith.addi %a, %b : index
    %t = arith.addi %c, %d : index
    %u = arith.addi %s, %t : index
    return %u : index
  }
}
