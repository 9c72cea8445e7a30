"""The `tv` reduction ops on tensors: `tv.fsum`, `tv.fdot` (their docstrings
in `tv_dialect/reductions.py` are the contract), encoded by
`reductions.fp_sum` / `fp_dot` with their abstraction rounds.  Both read
every element (uninitialized ones make them UB); a poison element makes the
result poison."""

from __future__ import annotations

import z3

from tvmlir.semantics import index as ix
from tvmlir.semantics import reductions
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_
from tvmlir.semantics.values import Scalar


def _poison(interp, tensors) -> z3.BoolRef | None:
    parts = []
    for t in tensors:
        if t.has_poison:
            i = interp.names.fresh("p")
            parts.append(z3.Exists([i], and_(ix.ult(i, t.size()), t.poison_at(i))))
    return z3.Or(*parts) if parts else None


def _fsum(interp, op):
    t = interp.tensor(op.input)
    interp.read_all(t)
    fmt = interp.sem.float_format(op.result.type)
    return [Scalar(reductions.fp_sum(interp.ctx, fmt, t.elem_at, t.size(), names=interp.names), _poison(interp, [t]))]


def _fdot(interp, op):
    a, b = interp.tensor(op.lhs), interp.tensor(op.rhs)
    if a.rank != 1 or b.rank != 1:
        raise Unsupported(op, "tv.fdot of tensors of rank other than 1")
    e = ix.eq(a.dims[0], b.dims[0])
    interp.ub(None if z3.is_true(e) else z3.Not(e))
    interp.read_all(a)
    interp.read_all(b)
    fmt = interp.sem.float_format(op.result.type)
    value = reductions.fp_dot(interp.ctx, fmt, a.elem_at, b.elem_at, a.size(), names=interp.names)
    return [Scalar(value, _poison(interp, [a, b]))]


TV_TENSOR = {
    "tv.fsum": _fsum,
    "tv.fdot": _fdot,
}
