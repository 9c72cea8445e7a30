"""Writing a whole memref view (`memref.copy`'s destination, a linalg
op's output on buffers) whose strides or extents are unknown.

Why a file of its own: the write finds the element an address holds by
dividing by the strides (`memory._symbolic_inverse`), which is exact only
for a view that does not overlap itself -- nested in some order of its
dimensions (`memory.nested`).  Views of the buffers a bufferized function
receives (`strided<[?, ?], offset: ?>`) are such: every memref argument
with unknown strides is assumed nested (refinement/encode.py) and
subviews keep it.  A view whose nesting depends only on the inputs is
required to be nested, as a precondition printed as an assumption; any
other is UB in the target (which can only make it fail) and unsupported
in the source (assuming it there could hide a wrong target).
"""

from __future__ import annotations

import z3

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.memory import nested
from tvmlir.semantics.values import MemRef, Tensor

ASSUMPTION = ("whole-view writes through memrefs of unknown strides write views that do not overlap themselves "
              "(nested strides in some order of the dimensions; a negative stride is not nested)")  # fmt: skip


def write_whole_view(interp, op, m: MemRef, t: Tensor) -> None:
    """Store `t` into view `m` (UB as `Memory.write_view` says)."""
    if all(ix.value(s) is not None for s in m.strides) and all(ix.value(d) is not None for d in m.dims):
        interp.ub(interp.memory.write_view(m, t, interp.names))
        return
    cond = nested(m)
    if not z3.is_true(cond):
        inputs = {iv.var.get_id() for iv in interp.ctx.inputs}
        if _constants(cond) <= inputs:
            interp.ctx.preconditions.append(cond)
            interp.ctx.assume(ASSUMPTION)
        elif interp.is_source:
            raise Unsupported(op, "writing a whole memref view whose strides are computed inside the function")
        else:
            interp.ub(z3.Not(cond))
    interp.ub(interp.memory.write_view(m, t, interp.names))


def _constants(term: z3.ExprRef) -> set[int]:
    seen, out, todo = set(), set(), [term]
    while todo:
        e = todo.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_const(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.add(e.get_id())
        elif z3.is_app(e):
            todo.extend(e.children())
        else:  # a quantifier's bound variables: not an input
            out.add(-1)
    return out
