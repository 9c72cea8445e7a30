// Fused locations with metadata, `fused<"pass">[...]` (MLIR's
// Transforms/strip-debuginfo.mlir; a pass may tag the locations it fuses):
// read by tvmlir's own reader (xDSL read only `fused[...]`) and printed
// back as mlir-opt-19 reads them.
// RUN: tv-opt --reader native --print-debuginfo %s | filecheck %s
// RUN: tv-opt --reader native --print-debuginfo %s | %mlir-opt -o /dev/null
// REQUIRES: mlir-opt-19
func.func @f(%a: f32) -> f32 {
  %b = arith.negf %a : f32 loc(fused<"myPass">["model.mlir":7:3, "foo"])
  %c = arith.negf %b : f32 loc(fused<{pass = "cse"}>["model.mlir":8:3])
  return %c : f32
}
// CHECK: arith.negf %{{.*}} : f32 loc(fused<"myPass">["model.mlir":7:3, "foo"])
// CHECK: arith.negf %{{.*}} : f32 loc(fused<{pass = "cse"}>["model.mlir":8:3])
