// Dynamic extents: a proof within --max-unknown-dimsize (50) says so in its
// verdict, its assumptions and --json; a proof that holds for every size
// (tried again without the bounds) has no bound.  A proof within the bounds
// whose unbounded query has a model at extents <= 4096 is checked again
// there (refinement/check.check_pair): a program wrong from extent 51 on is
// FAILED (soundness/extent-bounds), and so is one wrong from 70000 on (a
// constant past 2^16 gets one narrow check at K + 2, up to 2^24, session
// 33); one wrong from 20000000 on (past 2^24) stays bounded.
// RUN: %split-pair %s %t
// RUN: tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: tv-check --accept-bounded --fp=ieee %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: tv-check --accept-bounded --json %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=JSON
// RUN: %expect-exit 1 -- tv-check --accept-bounded --max-unknown-dimsize=20000000 --max-tensor-size=20000000 %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=WIDER

// Wrong for extents >= 20000000 (beyond the re-checks: a model at extents <= 4096, a constant K at <= min(2K + 1, 2^16), one past 2^16 at K + 2 up to 2^24): only a bounded proof, which names the constant.
func.func @select_20000000(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c20000000 = arith.constant 20000000 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %big = arith.cmpi uge, %d, %c20000000 : index
  %r = arith.select %big, %c0, %d : index
  return %r : index
}

// Right for every extent.
func.func @dim_plus_zero(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %r = arith.addi %d, %c0 : index
  return %r : index
}

// ----- target

func.func @select_20000000(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d : index
}

func.func @dim_plus_zero(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d : index
}

// CHECK:      @select_20000000: verified for extents <= 50{{$}}
// CHECK-NEXT: @dim_plus_zero: verified{{$}}
// CHECK-NEXT: assumptions of the verified functions:
// CHECK-NEXT:   @select_20000000, @dim_plus_zero: assumes index is 64 bits wide (--index-bitwidth=64)
// CHECK-NEXT:   @select_20000000: assumes dynamic extents <= 50 and element counts <= 10000 (--max-unknown-dimsize, --max-tensor-size)
// CHECK:        @select_20000000: assumes nothing of extents past 65536: a loop whose step, tile size or threshold is one of the constants 20000000{{.*}} was not checked running twice

// JSON:      "function": "select_20000000",
// JSON:      "assumptions": [
// JSON-NEXT:   "index is 64 bits wide (--index-bitwidth=64)",
// JSON-NEXT:   "dynamic extents <= 50 and element counts <= 10000
// JSON:      "bounded": "extents <= 50",
// JSON-NEXT: "line": "@select_20000000: verified for extents <= 50"
// JSON:      "function": "dim_plus_zero",
// JSON:      "assumptions": [
// JSON-NEXT:   "index is 64 bits wide (--index-bitwidth=64)"
// JSON-NEXT: ],
// JSON-NEXT: "bounded": "",

// WIDER:      @select_20000000: FAILED (return value mismatch)
// WIDER:        %t = tensor 20000000 {others =
