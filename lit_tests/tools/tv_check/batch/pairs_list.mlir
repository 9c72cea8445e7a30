// tv-check --pairs LIST: lines 'SRC TGT [OPTIONS]' relative to the list;
// a pair's options apply to it only (after the command line's), a bad
// option is that pair's exit 3, and --identity / --succinct work per pair.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %split-pair %s %t/p
// RUN: %split-pair %S/../scalar.mlir %t/w
// RUN: printf '# a comment\n\np.src.mlir p.tgt.mlir\nw.src.mlir w.tgt.mlir --succinct  # no example\nw.src.mlir w.tgt.mlir --fp-bits=99\nw.src.mlir w.tgt.mlir --function commute --identity\n' > %t/list
// RUN: %expect-exit 3 -- tv-check --pairs %t/list | filecheck %s
// The list's lines, not the pairs' files, are bad input:
// RUN: printf 'p.src.mlir\n' > %t/badlist
// RUN: %bad-input tv-check --pairs %t/badlist | filecheck %s --check-prefix=BADLIST
// RUN: %bad-input tv-check --pairs %t/list %t/p.src.mlir %t/p.tgt.mlir | filecheck %s --check-prefix=BOTH
// RUN: %bad-input tv-check --pairs %t/nothing | filecheck %s --check-prefix=MISSING
// RUN: %bad-input tv-check %t/p.src.mlir | filecheck %s --check-prefix=ONE

func.func @f(%x: f32) -> f32 {
  %n = arith.negf %x : f32
  %m = arith.negf %n : f32
  return %m : f32
}

// ----- target

func.func @f(%x: f32) -> f32 {
  return %x : f32
}

// CHECK:      p.src.mlir p.tgt.mlir: exit 0 (
// CHECK-NEXT:   @f: verified
// CHECK-NEXT: w.src.mlir w.tgt.mlir: exit 1 (
// CHECK:        @sub_swapped: FAILED (return value mismatch)
// CHECK-NOT:    returned value
// CHECK:      w.src.mlir w.tgt.mlir: exit 3 (
// CHECK-NEXT:   tv-check: error: --fp-bits must be between 1 and 24
// CHECK-NEXT: w.src.mlir w.tgt.mlir: exit 0 (
// CHECK-NEXT:   @commute: verified
// CHECK-NEXT:   @commute (src vs src): verified
// CHECK-NEXT:   @commute (tgt vs tgt): verified
// CHECK-NEXT: tv-check --pairs: 4 pairs: 2 exit 0 (verified), 1 exit 1 (failed), 0 exit 2 (unsupported/timeout), 1 exit 3 (bad input), 0 exit 4 (internal error);

// BADLIST: badlist:1:1: error: expected 'SRC TGT [OPTIONS...]'
// BOTH: tv-check: error: --pairs takes no SRC TGT: give the pairs in DIR_OR_LIST
// MISSING: nothing:1:1: error: cannot read pair list: No such file or directory
// ONE: tv-check: error: the following arguments are required: SRC TGT (or --pairs)
