"""`cf.assert` as a scalar op: undefined behaviour when its condition is
false (or poison).

MLIR says a failed `cf.assert` aborts the program.  tvmlir reads that abort
as undefined behaviour (issue 24): a source whose assert fails has no
meaning a target must preserve, so the proof may assume that every assert
of the source holds, a precondition that the reports print (`--verify`:
`verify.spec_asserts`; `tv-check`: its UB rules).  Torch-MLIR emits these
asserts for the checks PyTorch does at run time (an embedding index in
range, a BatchNorm variance that is not zero), which are exactly the
conditions under which the exported function is meant to be used.

The op has no results; its meaning is all in the UB condition, so every
caller that collects UB (tv-check's interpreter, the spec's linalg bodies,
the lowered code in `--verify`) models it without knowing about asserts.
"""

from __future__ import annotations

import z3

from tvmlir.semantics.encoding import any_poison


def _assert(sem, op, args, poison):
    p = any_poison(*poison)
    failed = args[0] == z3.BitVecVal(0, 1)
    return [], [], failed if p is None else z3.Or(failed, p)


ASSERTS = {"cf.assert": _assert}
