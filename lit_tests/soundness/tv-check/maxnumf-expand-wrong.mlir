// SOUNDNESS: wrong tv-check: mlir-opt-19 --arith-expand of maxnumf with the NaN operand returned instead of the other one, and of minnumf comparing the wrong way
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --arith-expand %s > %t.mlir
// RUN: %mutate --nth 1 'arith.select %2, %arg1, %1' 'arith.select %2, %arg0, %1' < %t.mlir | %mutate 'cmpf ult' 'cmpf ugt' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s

func.func @maxnum(%x: f32, %y: f32) -> f32 {
  %r = arith.maxnumf %x, %y : f32
  return %r : f32
}

func.func @minnum(%x: f32, %y: f32) -> f32 {
  %r = arith.minnumf %x, %y : f32
  return %r : f32
}

// CHECK: @maxnum: FAILED (return value mismatch)
// CHECK: %x = NaN
// CHECK: @minnum: FAILED (return value mismatch)
