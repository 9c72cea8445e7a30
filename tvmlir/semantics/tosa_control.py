"""`tosa.cond_if` (the TOSA specification's COND_IF): the `then_branch`
where the rank-0 bool condition is true, else the `else_branch`, each on
the op's `inputs` as its block arguments; the results are the taken
branch's `tosa.yield`.  Run as `scf.if` is (`paths.branch`: both branches
under their conditions, memory and UB merged, exact).  A poison condition
is UB (it decides a branch).  `tosa.while_loop` is not modelled
(unsupported by name).

The results' extents are the yielded values' (unranked result types, what
`tosa-infer-shapes` starts from, are fine); a static result extent that a
branch's value does not have is unsupported.
"""

from __future__ import annotations

import z3

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.paths import branch
from tvmlir.semantics.scf import run_region
from tvmlir.semantics.tosa_broadcast import shapes_from_operands


@shapes_from_operands
def _cond_if(interp, op):
    c = interp.tensor(op.cond)
    if c.rank != 0:
        raise Unsupported(op, f"a rank-{c.rank} condition")
    interp.read_all(c)
    if c.has_poison:
        interp.ub(z3.simplify(c.poison_get([])))
    holds = c.elem_get([]) == z3.BitVecVal(1, 1)
    args = [interp.value(v) for v in op.inputs]
    if not op.else_branch.blocks:
        raise Unsupported(op, "a cond_if without an else branch")
    results = branch(interp, op, holds, lambda: run_region(interp, op.then_branch, args),
                     lambda: run_region(interp, op.else_branch, args))  # fmt: skip
    for r, v in zip(op.results, results):
        shape = r.type.get_shape() if hasattr(r.type, "get_shape") else None
        if shape is None or not hasattr(v, "dims"):
            continue
        if len(shape) != len(v.dims) or any(s >= 0 and ix.value(d) != s for s, d in zip(shape, v.dims)):
            raise Unsupported(op, f"a branch yields extents other than the result type {r.type}'s")
    return results


TOSA_CONTROL = {"tosa.cond_if": _cond_if}
