"""`scf.forall` over memrefs: a parallel loop (thesis S-PARLOOP).

MLIR's `scf.forall` runs its iterations "in parallel, in an unspecified
order, possibly concurrently", exactly as `scf.parallel`: so it is
evaluated as one: the body once with the indices as parameters, race
obligations between two distinct iterations (`races.check`), and the
union of the writes (`Evaluator.par`).  A device mapping
(`#gpu.thread<x>`, `#gpu.block<y>`, ...) is a hint for a later
`transform.gpu.map_*`; it does not change what the loop computes (the
mapping pass keeps the iteration space, and `gpu.launch` is checked the
same way when it has run), so it is ignored here.

Bounds are static (`static*` properties) or the next dynamic operand of
their group, exactly as MLIR's `getMixed*` reads them; each must be
quasi-affine, and the step a positive constant (as for `scf.for`).

`shared_outs` (the tensor form, before bufferization) would need the
semantics of `tensor.parallel_insert_slice`: `unsupported`, as is a
non-empty `scf.forall.in_parallel` terminator.
"""

from __future__ import annotations

import islpy as isl
from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.ir import Operation

from tvmlir.affine.space import const, param
from tvmlir.verify.frame import Frame
from tvmlir.verify.names import iv_label
from tvmlir.verify.obligations import VerifyUnsupported
from tvmlir.verify.state import SeqState


def mixed(ev, op: Operation, static, dynamic, frame: Frame, gamma: isl.Set) -> list[isl.PwAff]:
    """Static values, with each dynamic marker the next dynamic operand."""
    dyn = iter(ev.indices(op, list(dynamic), frame, gamma))
    return [next(dyn) if v == DYNAMIC_INDEX else const(v) for v in static.get_values()]


def forall_loop(ev, op: Operation, frame: Frame, gamma: isl.Set, st: SeqState, check: bool) -> None:
    if op.outputs:  # type: ignore[attr-defined]
        raise VerifyUnsupported(op, "scf.forall with shared_outs (tensors): bufferize it first")
    body = op.body.block  # type: ignore[attr-defined]
    terminator = body.last_op
    if terminator is not None and any(b.ops for b in terminator.regions[0].blocks):
        raise VerifyUnsupported(terminator, "scf.forall.in_parallel with parallel inserts")
    rank = op.rank  # type: ignore[attr-defined]
    lbs = mixed(ev, op, op.staticLowerBound, op.dynamicLowerBound, frame, gamma)  # type: ignore[attr-defined]
    ubs = mixed(ev, op, op.staticUpperBound, op.dynamicUpperBound, frame, gamma)  # type: ignore[attr-defined]
    steps = mixed(ev, op, op.staticStep, op.dynamicStep, frame, gamma)  # type: ignore[attr-defined]
    ivs = body.args[:rank]
    xs = ev.names.for_op(frame.key, op, [("p", iv_label(iv, op, ev.default_file)) for iv in ivs])
    dom = gamma
    for iv, x, lb, ub, step in zip(ivs, xs, lbs, ubs, steps):
        frame.index.bind(iv, param(x))
        dom = ev.iteration_domain(op, lb, ub, step, x, dom)

    def run(h):
        with ev.iterating(xs):
            return ev.run_block(body, frame, dom, h, check)

    ev.par(op, run, xs, dom, st, check, "parallel iterations")
