// SOUNDNESS: wrong int-ops: an scf.index_switch case renumbered from 1 to 2
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%k: index) -> i32 {
  %r = scf.index_switch %k -> i32
  case 0 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 1 {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 30 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

// ----- target

func.func @f(%k: index) -> i32 {
  %r = scf.index_switch %k -> i32
  case 0 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 2 {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 30 : i32
    scf.yield %d : i32
  }
  return %r : i32
}
