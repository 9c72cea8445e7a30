// REQUIRES: mlir-opt-19
// An embedding lookup as Torch-MLIR exports it: the index is loaded data,
// asserted in range, then `tensor.extract` reads the table there (a
// gather).  --verify gives the loaded index an isl parameter bound in z3 to
// its value (verify/gathers.py): the read is in bounds under the asserts,
// and reads the table's element at that index.
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ours.mlir | filecheck %s
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out.mlir | filecheck %s
//
// The wrong gather index: row index + 1 (past the table for index 4), and
// row and column swapped.
// RUN: %mutate '(%\w+) = "memref.load"\((%\w+), (%\w+), (%\w+)\) <\{nontemporal = false\}> : \(memref<5x3xf32>' '%one = "arith.constant"() <{value = 1 : index}> : () -> index\n        %row = "arith.addi"(\3, %one) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index\n        \1 = "memref.load"(\2, %row, \4) <{nontemporal = false}> : (memref<5x3xf32>' < %t.up.mlir > %t.plus1.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.plus1.mlir | filecheck %s --check-prefix=PLUS1
// RUN: %mutate '(%\w+) = "memref.load"\((%\w+), (%\w+), (%\w+)\) <\{nontemporal = false\}> : \(memref<5x3xf32>' '\1 = "memref.load"(\2, \4, \3) <{nontemporal = false}> : (memref<5x3xf32>' < %t.up.mlir > %t.swapped.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.swapped.mlir | filecheck %s --check-prefix=SWAPPED
//
// The asserts dropped from the lowered code: still in bounds under the
// spec's asserts (verified); with assume-asserts=false the lowered code
// must check its index itself: FAILED (read in bounds).
// RUN: %mutate --all '^ *"cf.assert".*$' '' < %t.up.mlir > %t.noassert.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.noassert.mlir -o %t.noassert.out.mlir | filecheck %s --check-prefix=NOASSERT
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{assume-asserts=false}' %t.noassert.mlir | filecheck %s --check-prefix=UNCHECKED
//
// A data-dependent index anywhere but a load is still unsupported (a
// scatter): the stored cell's row made the loaded index.
// RUN: %mutate '"memref.store"\((%\w+), (%\w+), (%\w+), (%\w+)\)' '"memref.store"(\1, \2, %idx_for_store, \4)' < %t.up.mlir | %mutate '(%\w+) = "arith.index_cast"\((%\w+)\) : \(i64\) -> index' '\1 = "arith.index_cast"(\2) : (i64) -> index\n        %idx_for_store = "arith.index_cast"(\2) : (i64) -> index' > %t.scatter.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.scatter.mlir -o %t.scatter.out.mlir | filecheck %s --check-prefix=SCATTER
//
// tv-check: the model against itself after fusion.
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)' %s > %t.fused.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.fused.mlir | filecheck %s --check-prefix=TV

// CHECK: assumes: the spec's 2 cf.assert(s) hold
// CHECK: ok      read in bounds: memref.load at {{.*}}gather-embedding.mlir:64:10
// CHECK: @embed: verified
// PLUS1: FAILED  read in bounds: memref.load at {{.*}}gather-embedding.mlir:64:10: reads @__constant_5x3xf32 at a data-dependent index that may be outside memref<5x3xf32>
// PLUS1-NEXT: instance: {{.*}}=4
// PLUS1: @embed: FAILED (read in bounds)
// SWAPPED: FAILED  read in bounds
// SWAPPED: FAILED  value = prophecy
// SWAPPED: @embed: FAILED (read in bounds)
// NOASSERT: ok      read in bounds: memref.load at {{.*}}gather-embedding.mlir:64:10
// NOASSERT: @embed: verified
// UNCHECKED: FAILED  read in bounds: memref.load at {{.*}}gather-embedding.mlir:64:10: reads @__constant_5x3xf32 at a data-dependent index that may be outside memref<5x3xf32>
// UNCHECKED: @embed: FAILED (read in bounds)
// SCATTER: @embed: unsupported (memref.load at {{.*}}gather-embedding.mlir:55:8)
// TV: @embed: verified

func.func @embed(%ids: tensor<2xi64>) -> tensor<2x3xf32> {
  %c5 = arith.constant 5 : index
  %c0_i64 = arith.constant 0 : i64
  %table = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [10.0, 11.0, 12.0], [13.0, 14.0, 15.0]]> : tensor<5x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<2xi64>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %j = linalg.index 1 : index
    %lt = arith.cmpi slt, %i, %c5 : index
    cf.assert %lt, "index must be smaller than dim size"
    %ge = arith.cmpi sge, %id, %c0_i64 : i64
    cf.assert %ge, "index must be larger or equal to 0"
    %v = tensor.extract %table[%i, %j] : tensor<5x3xf32>
    linalg.yield %v : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
