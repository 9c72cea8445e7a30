// --emit-smtlib DIR writes the queries --verify solved, printed from the SMT
// dialect (tvmlir.smt.emit_smtlib); the z3 executable and cvc5 read them and
// give the in-process verdict (unsat: the obligation holds).  Matmul through
// the default lowering, under abstract FP (QF_UFBVLIA: bit-vector floats,
// uninterpreted arithmetic and spec tensors, integer indices) and fp=ieee
// (its value obligation is decided with the arithmetic uninterpreted, which
// is what is written; the final value needs no float reasoning).
// RUN: rm -rf %t.abstract %t.ieee
// RUN: %expect-exit 0 -- tv-opt -p 'annotate,lower,verify{emit-smtlib="%t.abstract"}' %S/../Inputs/programs/matmul.mlir -o /dev/null | filecheck %s --check-prefix=REPORT
// RUN: filecheck %s --check-prefix=SMT < %t.abstract/matmul-001-value-prophecy.smt2
// RUN: %python %S/../Inputs/solve_smtlib.py %t.abstract | filecheck %s --check-prefix=SOLVED
// RUN: %expect-exit 0 -- tv-opt -p 'annotate,lower,verify{fp=ieee emit-smtlib="%t.ieee"}' %S/../Inputs/programs/matmul.mlir -o /dev/null | filecheck %s --check-prefix=REPORT
// RUN: filecheck %s --check-prefix=SMT-IEEE < %t.ieee/matmul-001-value-prophecy.smt2
// RUN: %python %S/../Inputs/solve_smtlib.py %t.ieee | filecheck %s --check-prefix=SOLVED

// REPORT: ok      value = prophecy: memref.store at {{.*}}matmul.mlir:3:9: inferred @AB's partial reduction
// REPORT: ok      final value: result 0 (%C = @AB)
// REPORT: @matmul: verified

// SMT:      (set-logic QF_UFBVLIA)
// SMT:      (declare-fun AB@ (Int Int Int) (_ BitVec 9))
// SMT:      (declare-fun afp.add.f32 ((_ BitVec 9) (_ BitVec 9)) (_ BitVec 8))
// SMT:      (check-sat)

// SMT-IEEE: (declare-fun AB@ (Int Int Int) (_ FloatingPoint 8 24))
// SMT-IEEE: (check-sat)

// SOLVED: matmul-001-value-prophecy.smt2: z3 unsat, cvc5 unsat
// SOLVED: matmul-002-final-value.smt2: z3 unsat, cvc5 unsat
