// tvmlir's own GPU lowering of a ReLU(x + b) with dynamic sizes, every
// prophecy and spec stripped: verified against this source for all sizes,
// partial tiles included.
// RUN: tv-opt --annotate --lower --strip-tv --print-op-generic --print-debuginfo %s > %t.gpu.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%s"}' %t.gpu.mlir -o %t.out.mlir | filecheck %s
//
// The row guard of a partial tile off by one (i <= n instead of i < n):
// the last row's thread reads and writes one row past the end.
// RUN: %mutate '"arith.cmpi"\((%\w+), (%\w+)\) <\{predicate = 2 : i64\}>' '"arith.cmpi"(\1, \2) <{predicate = 3 : i64}>' < %t.gpu.mlir > %t.guard.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%s"}' %t.guard.mlir -o %t.out.mlir | filecheck %s --check-prefix=GUARD

func.func @bias_relu(%x: tensor<?x?xf32>, %b: tensor<?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<?x?xf32>, tensor<?xf32>) outs(%y : tensor<?x?xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %s = arith.addf %v, %w : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<?x?xf32>
  func.return %r : tensor<?x?xf32>
}

// CHECK: note: assumes: dim(x, 1) = dim(b, 0)
// CHECK: note: inferred: memref.store at {{.*}}tvmlir-stripped.mlir:14:8: @r [idx0, idx1]
// CHECK: ok      coverage: result 0
// CHECK: @bias_relu: verified

// GUARD: FAILED  {{write|read}} in bounds: memref.{{load|store}} at {{.*}}tvmlir-stripped.mlir:14:8
// GUARD: @bias_relu: FAILED ({{write|read}} in bounds)
