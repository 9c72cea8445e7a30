// SOUNDNESS: right dynamic-extents: the same peeling under scf.if (n > 0), -0.0 otherwise: -0.0 + m[0] is m[0] exactly
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate '    (%0) = scf.for %arg1 = %c0 to %dim step %c1 iter_args\(%arg2 = %cst\) -> \(f32\) \{\n((?:.*\n){3})    \}' '    %%nz = arith.cmpi sgt, %dim, %c0 : index\n    \1 = scf.if %%nz -> (f32) {\n      %%first = memref.load %arg0[%c0] : memref<?xf32>\n      %%p = scf.for %arg1 = %c1 to %dim step %c1 iter_args(%arg2 = %%first) -> (f32) {\n\2      }\n      scf.yield %%p : f32\n    } else {\n      scf.yield %cst : f32\n    }' > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 0 -- tv-check --accept-bounded --max-unknown-dimsize 4 %s %t.mlir | filecheck %s
// EXP: scf.if %nz -> (f32)
// EXP: scf.for %arg1 = %c1 to %dim
// CHECK: @sum: verified

func.func @sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant -0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    %b = arith.addf %a, %v : f32
    scf.yield %b : f32
  }
  return %r : f32
}
