// SOUNDNESS: wrong masked-memory: --test-vector-emulate-masked-load-store output that starts from a zero vector instead of the passthru (masked-off lanes read 0.0)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --test-vector-emulate-masked-load-store %s | %mutate --all '(vector.insert %11, |scf.yield )%arg3( \[0\])?' '\1%%zero\2' | %mutate '(%c1 = arith.constant 1 : index)' '\1\n    %%zero = arith.constant dense<0.0> : vector<4xf32>' > %t.bad.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// EXP: vector.insert %11, %zero [0]
// CHECK: @masked: FAILED (return value mismatch)

func.func @masked(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %r = vector.maskedload %m[%i], %mask, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}
