// --encode-smt: a function's semantics as SMT-level IR (one smt.solver per
// function), printed as SMT-LIB by -t smtlib; with target=FILE, the
// refinement query of each pair (unsat: the target refines the source).
// RUN: %split-pair %s %t
// RUN: tv-opt --encode-smt %t.src.mlir | filecheck %s --check-prefix=IR
// RUN: tv-opt --encode-smt %t.src.mlir -t smtlib | filecheck %s --check-prefix=SMT
// RUN: tv-opt -p 'encode-smt{target="%t.tgt.mlir"}' %t.src.mlir -t smtlib -o %t.smt2
// RUN: %python -c "from tvmlir.smt.solvers import run_z3_cli as z; import sys; print(z(open(sys.argv[1]).read(), 20000)[0].verdict)" %t.smt2 | filecheck %s --check-prefix=QUERY

func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 31 : i32
  %x = arith.shli %a, %c : i32
  %y = arith.addi %x, %b : i32
  return %y : i32
}

// ----- target

func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 31 : i32
  %x = arith.shli %a, %c : i32
  %y = arith.addi %b, %x : i32
  return %y : i32
}

// IR:      smt.solver () {tv.function = "f"} : () -> () {
// IR-NEXT:   %0 = smt.declare_fun "@f.ub" : !smt.bool

// SMT:      (declare-fun |@f.ub| () Bool)
// SMT:      (declare-fun |@f.ret0| () (_ BitVec 32))
// SMT:      (declare-fun |@f.ret0.poison| () Bool)
// SMT:      (check-sat)

// QUERY: unsat
