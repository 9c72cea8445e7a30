// REQUIRES: mlir-opt-19
// The source allows contracting a * b + c (fastmath<contract> on the mulf
// and the addf), so the lowered code may carry it: verified through both
// pipelines.  A license the source does not give (reassoc on the addf) is
// still rejected.
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/fused_elementwise_contract.mlir -o %t.ours.out | filecheck %s
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/fused_elementwise_contract.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: filecheck %s --check-prefix=UP < %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out | filecheck %s
// RUN: %mutate '("arith.addf"\([^)]*\) <\{fastmath = #arith.fastmath<)contract>' '\1contract,reassoc>' < %t.up.mlir > %t.bad.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.bad.mlir | filecheck %s --check-prefix=BAD

// UP: "arith.mulf"{{.*}}fastmath<contract>
// UP: "arith.addf"{{.*}}fastmath<contract>

// CHECK-NOT: fast-math licensed
// CHECK:     @fused_elementwise: verified

// BAD: FAILED  fast-math licensed: tv.prophesy at {{.*}}fused_elementwise_contract.mlir:12:5: arith.addf at {{.*}}fused_elementwise_contract.mlir:11:10 carries fastmath<reassoc>, which @fma's arith.addf in the spec does not
// BAD: @fused_elementwise: FAILED (fast-math licensed)
