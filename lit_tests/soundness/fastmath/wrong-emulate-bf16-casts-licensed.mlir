// SOUNDNESS: wrong fastmath: mlir-opt-19 --arith-emulate-unsupported-floats of bf16 add/mul, unedited: its extf/truncf carry fastmath<contract>, which the source does not
// REQUIRES: mlir-opt-19
// contract on the casts lets a later canonicalize fold a truncf/extf pair
// between two emulated ops, so a chain would round once in f32 instead of
// after each bf16 op: a license the source does not give.
// RUN: %mlir-opt --arith-emulate-unsupported-floats="source-types=bf16 target-type=f32" %s > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// EXP: arith.truncf %{{.*}} fastmath<contract> : f32 to bf16
// CHECK: @add: FAILED (target adds fastmath<contract> at {{.*}}, not present in the source)
// CHECK: @mul: FAILED (target adds fastmath<contract>

func.func @add(%x: bf16, %y: bf16) -> bf16 {
  %r = arith.addf %x, %y : bf16
  return %r : bf16
}

func.func @mul(%x: bf16, %y: bf16) -> bf16 {
  %r = arith.mulf %x, %y : bf16
  return %r : bf16
}
