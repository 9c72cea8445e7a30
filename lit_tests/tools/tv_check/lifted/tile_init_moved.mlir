// REQUIRES: mlir-opt-19
// The lifted route, negative: the tiled matmul with the reduction's init
// moved into the reduction loop (each cell keeps only its last product).
// RUN: %mlir-opt -affine-loop-tile="tile-size=5" %s > %t.tgt.mlir
// RUN: %mutate '(affine.store %cst, %arg2\[%arg5, %arg6\] : memref<12x6xf32>\n)(\s*)(affine.for %arg7 = 0 to 4 \{\n)' '\3\2  \1' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --lift-fallback --no-dataflow-route --memref-inputs-simple %s %t.bad.mlir | filecheck %s

// CHECK: @matmul: FAILED (lifted route: the target differs from the source's proved formula: memref.store at {{.*}}: the value {{.*}} is no element of any spec tensor; confirmed by execution

func.func @matmul(%A: memref<12x4xf32>, %B: memref<4x6xf32>, %C: memref<12x6xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 6 {
      affine.store %cst, %C[%i, %j] : memref<12x6xf32>
      affine.for %k = 0 to 4 {
        %a = affine.load %A[%i, %k] : memref<12x4xf32>
        %b = affine.load %B[%k, %j] : memref<4x6xf32>
        %p = arith.mulf %a, %b : f32
        %c = affine.load %C[%i, %j] : memref<12x6xf32>
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<12x6xf32>
      }
    }
  }
  return
}
