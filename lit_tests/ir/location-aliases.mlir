// Location aliases used before their definition at the end of the file, as
// mlir-opt prints debug info without --mlir-print-local-scope: resolved
// once the module is read (xDSL alone wanted each alias defined first).
// RUN: tv-opt --print-debuginfo %s | filecheck %s
// RUN: %mutate '\n#loc2 = ' '\n#other = ' < %s > %t.undefined.mlir
// RUN: %bad-input tv-opt %t.undefined.mlir | filecheck %s --check-prefix=UNDEFINED
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(#loc1)
  return %0 : i32 loc(#loc2)
} loc(#loc)
#loc = loc("model.mlir":1:1)
#loc1 = loc("model.mlir":2:3)
#loc2 = loc(fused[#loc1, callsite(#loc at "caller.mlir":9:9)])
// CHECK: arith.addi %{{.*}}, %{{.*}} : i32 loc("model.mlir":2:3)
// CHECK: func.return %{{.*}} : i32 loc(fused["model.mlir":2:3, callsite("model.mlir":1:1 at "caller.mlir":9:9)])
// UNDEFINED: location-aliases.mlir.tmp.undefined.mlir:9:23: error: undefined symbol alias '#loc2'
