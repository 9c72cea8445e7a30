"""Pairwise refinement of MLIR functions (`tv-check`, mlir-tv's job).

`check.check_pair` encodes a source and a target function with the
semantics of `tvmlir.semantics`, asks z3 whether some input makes the
target do something the source does not allow, and returns a `Verdict`
(with a counterexample when it does).  `module.load` reads a file.
"""
