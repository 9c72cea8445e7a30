// SOUNDNESS: wrong masked-memory: --test-vector-emulate-masked-load-store output whose lane-0 load is hoisted above its scf.if (read even where the mask is off)
// REQUIRES: mlir-opt-19
// A masked-off lane may lie out of bounds (i = 8): the hoisted load is UB there.
// RUN: %mlir-opt --test-vector-emulate-masked-load-store %s | %mutate '(    %\d+ = scf.if %0 -> \(vector<4xf32>\) \{\n)      %11 = memref.load %arg0\[%arg1\] : memref<8xf32>\n      %12 = vector.insert %11, ' '    %%h = memref.load %arg0[%arg1] : memref<8xf32>\n\1      %12 = vector.insert %%h, ' > %t.bad.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// EXP: %h = memref.load %arg0[%arg1]
// EXP-NEXT: scf.if %0
// CHECK: @masked: FAILED (target is undefined where the source is defined)

func.func @masked(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %r = vector.maskedload %m[%i], %mask, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}
