"""tvmlir's SMT layer: the query that was solved, as IR and as SMT-LIB.

    z3 assertions --from_z3--> smt/smtx IR --smtlib--> SMT-LIB 2.6 text
                                                       --> z3 CLI, cvc5

* `dialect_types`, `dialect_smt`, `dialect_smtx` (with `op_shapes`): the
  SMT-level IR: xDSL's `smt` dialect, upstream MLIR's ops it lacks, and
  the `smtx` extensions (FP, lambda, more bit-vector ops).
* `from_z3`: z3 terms -> IR, one SSA value per distinct z3 term.
* `smtlib` (with `logic`): IR -> SMT-LIB text, the `tv-opt -t smtlib`
  target.
* `solvers` (with `cvc5_run`): z3 in-process with a timeout; the z3
  executable and cvc5 on SMT-LIB text.
* `errors.Unsupported`: what has no faithful SMT-level form.

docs/design-notes.md section 6 has the decisions.  Modules are imported on
use: importing this package costs nothing.
"""
