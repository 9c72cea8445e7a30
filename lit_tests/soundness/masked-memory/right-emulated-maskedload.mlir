// SOUNDNESS: right masked-memory: mlir-opt-19 --test-vector-emulate-masked-load-store of vector.maskedload (a load per lane under scf.if, the passthru lane otherwise), unedited
// REQUIRES: mlir-opt-19
// Lanes the mask turns off are not read (they may lie past the end of m).
// RUN: %mlir-opt --test-vector-emulate-masked-load-store %s > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// EXP-COUNT-4: scf.if
// CHECK: @masked: verified

func.func @masked(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %r = vector.maskedload %m[%i], %mask, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}
