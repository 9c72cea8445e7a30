"""tvmlir's SMT layer: the query that was solved, as IR and as SMT-LIB.

    z3 assertions --from_z3--> smt/smtx IR --smtlib--> SMT-LIB 2.6 text
                                                       --> z3 CLI, cvc5

* `dialect_types`, `dialect_smt`, `dialect_smtx`: the SMT-level IR
  (xDSL's `smt` dialect, upstream MLIR's ops it lacks, and the `smtx`
  extensions: FP, lambda, more bit-vector ops).
* `from_z3`: z3 terms -> IR, one SSA value per distinct z3 term.
* `smtlib`: IR -> SMT-LIB text (also the `tv-opt -t smtlib` target).
* `solvers`: z3 in-process with a timeout; z3 CLI and cvc5 on text.

Modules are imported on use: importing this package costs nothing.
"""
