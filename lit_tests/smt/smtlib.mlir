// `tv-opt -t smtlib`: one SMT-LIB script per smt.solver, sharing through
// define-fun (top level) and let (under binders), logic from the content.
// Both solvers read it and agree: x * x = x + x has solutions (x = 0, 2, ...).
// RUN: tv-opt -t smtlib %s | filecheck %s
// RUN: tv-opt -t smtlib %s | z3 -smt2 -in | filecheck %s --check-prefix=VERDICT
// RUN: tv-opt -t smtlib %s | %python -m tvmlir.smt.cvc5_run - | filecheck %s --check-prefix=VERDICT

smt.solver () : () -> () {
  %x = smt.declare_fun "x" : !smt.bv<8>
  %f = smt.declare_fun "f" : !smt.func<(!smt.bv<8>) !smt.bool>
  %sq = smt.bv.mul %x, %x : !smt.bv<8>
  %dbl = smt.bv.add %x, %x : !smt.bv<8>
  %e = smt.eq %sq, %dbl : !smt.bv<8>
  %c1 = smt.bv.constant #smt.bv<1> : !smt.bv<8>
  %fx = smt.apply_func %f(%sq) : !smt.func<(!smt.bv<8>) !smt.bool>
  %q = smt.forall ["y"] {
  ^bb0(%y: !smt.bv<8>):
    %p = smt.bv.add %y, %c1 : !smt.bv<8>
    %lt = smt.bv.cmp ult %p, %p : !smt.bv<8>
    %n = smt.not %lt
    smt.yield %n : !smt.bool
  }
  smt.assert %e
  smt.assert %fx
  smt.assert %q
  %sub = smtx.bv.sub %sq, %c1 : !smt.bv<8>
  %lo = smt.bv.extract %sub from 4 : (!smt.bv<8>) -> !smt.bv<4>
  %z = smtx.bv.zero_extend %lo : !smt.bv<4> to !smt.bv<8>
  %ne = smt.distinct %z, %sq, %c1 : !smt.bv<8>
  smt.assert %ne
  smt.check sat {} unknown {} unsat {}
}

// CHECK:      (set-logic UFBV)
// CHECK-NEXT: (declare-fun x () (_ BitVec 8))
// CHECK-NEXT: (declare-fun f ((_ BitVec 8)) Bool)
// CHECK-NEXT: (define-fun t!0 () (_ BitVec 8) (bvmul x x))
// CHECK-NEXT: (assert (= t!0 (bvadd x x)))
// CHECK-NEXT: (assert (f t!0))
// CHECK-NEXT: (assert (forall ((y (_ BitVec 8))) (let ((t!1 (bvadd y #x01))) (not (bvult t!1 t!1)))))
// CHECK-NEXT: (assert (distinct ((_ zero_extend 4) ((_ extract 7 4) (bvsub t!0 #x01))) t!0 #x01))
// CHECK-NEXT: (check-sat)
// CHECK-EMPTY:

// VERDICT: sat
