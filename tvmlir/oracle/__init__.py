"""The execution oracle: run lowered code and its spec on concrete inputs.

An independent check of `--verify` (a solver-based proof can be wrong if
the model is): `run.check_function` runs the lowered function on xDSL's
interpreter with concrete semantics (`interpreter.py`, `gpu_exec.py`) and
the `tv.spec` function on the same inputs, and compares.  `confirm.py`
reruns a `--verify` failure; `mutants.py` seeds faults into lowered code
for the differential soundness test.  Imports go downward only: nothing
in tvmlir imports this package except the `confirm` pass and the tests.
"""
