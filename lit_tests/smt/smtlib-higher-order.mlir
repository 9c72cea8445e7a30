// A lambda makes the script higher-order (HO_ALL): arrays are printed as
// functions, select as application, store and constant arrays as lambdas,
// and shared array terms are let-bound in each assertion (z3's Python
// reader does not expand a define-fun of function sort).
// A[i := 5] = (lambda j. j + 1) at i = 3 is impossible: both solvers say unsat.
// RUN: tv-opt -t smtlib %s | filecheck %s
// RUN: tv-opt -t smtlib %s | z3 -smt2 -in | filecheck %s --check-prefix=VERDICT
// RUN: tv-opt -t smtlib %s | %python -m tvmlir.smt.cvc5_run - | filecheck %s --check-prefix=VERDICT

smt.solver () : () -> () {
  %a = smt.declare_fun "A" : !smt.array<[!smt.bv<4> -> !smt.bv<4>]>
  %i = smt.declare_fun "i" : !smt.bv<4>
  %c3 = smt.bv.constant #smt.bv<3> : !smt.bv<4>
  %c5 = smt.bv.constant #smt.bv<5> : !smt.bv<4>
  %c1 = smt.bv.constant #smt.bv<1> : !smt.bv<4>
  %st = smt.array.store %a[%i], %c5 : !smt.array<[!smt.bv<4> -> !smt.bv<4>]>
  %lam = smtx.lambda ["j"] : !smt.array<[!smt.bv<4> -> !smt.bv<4>]> {
  ^bb0(%j: !smt.bv<4>):
    %p = smt.bv.add %j, %c1 : !smt.bv<4>
    smt.yield %p : !smt.bv<4>
  }
  %eq = smt.eq %st, %lam : !smt.array<[!smt.bv<4> -> !smt.bv<4>]>
  %at = smt.eq %i, %c3 : !smt.bv<4>
  %k = smt.array.broadcast %c1 : !smt.array<[!smt.bv<4> -> !smt.bv<4>]>
  %ne = smt.distinct %k, %a : !smt.array<[!smt.bv<4> -> !smt.bv<4>]>
  smt.assert %eq
  smt.assert %at
  smt.assert %ne
}

// CHECK:      (set-logic HO_ALL)
// CHECK-NEXT: (declare-fun A () (-> (_ BitVec 4) (_ BitVec 4)))
// CHECK-NEXT: (declare-fun i () (_ BitVec 4))
// CHECK-NEXT: (assert (let ((t!0 (lambda ((k (_ BitVec 4))) (ite (= k i) #x5 (A k))))) (let ((t!1 (lambda ((j (_ BitVec 4))) (bvadd j #x1)))) (= t!0 t!1))))
// CHECK-NEXT: (assert (= i #x3))
// CHECK-NEXT: (assert (let ((t!2 (lambda ((k_1 (_ BitVec 4))) #x1))) (distinct t!2 A)))
// CHECK-NEXT: (check-sat)

// VERDICT: unsat
