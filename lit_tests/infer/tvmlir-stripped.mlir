// tvmlir's own GPU lowering of a matmul with every size dynamic, every
// prophecy and spec stripped: verified against the source for all sizes,
// partial tiles included.
// RUN: tv-opt --annotate --lower --strip-tv --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul_dynamic.mlir > %t.gpu.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../Inputs/programs/matmul_dynamic.mlir"}' %t.gpu.mlir -o %t.out.mlir | filecheck %s
//
// The row guard of a partial tile off by one (i <= n instead of i < n):
// the last row's thread reads and writes one row past the end.
// RUN: %mutate '"arith.cmpi"\((%\w+), (%\w+)\) <\{predicate = 2 : i64\}>' '"arith.cmpi"(\1, \2) <{predicate = 3 : i64}>' < %t.gpu.mlir > %t.guard.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../Inputs/programs/matmul_dynamic.mlir"}' %t.guard.mlir -o %t.out.mlir | filecheck %s --check-prefix=GUARD

// CHECK: note: assumes: dim(A, 1) = dim(B, 0)
// CHECK: note: inferred: memref.store at {{.*}}matmul_dynamic.mlir:3:9: @AB [idx0, idx1] stage [%{{[0-9a-z_]+}}]
// CHECK: ok      coverage: result 0
// CHECK: @matmul_dynamic: verified

// GUARD: FAILED  {{write|read}} in bounds: memref.{{load|store}} at {{.*}}matmul_dynamic.mlir:3:9
// GUARD: @matmul_dynamic: FAILED ({{write|read}} in bounds)
