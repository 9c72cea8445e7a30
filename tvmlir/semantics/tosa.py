"""The few `tosa` ops the listed corpus categories use: `tosa.const`,
elementwise `add` / `sub` / `negate` / `abs` / `exp` / `reciprocal`
(with broadcasting of unit dimensions), and `concat`.  Floats follow the
`FPModel`; TOSA's own ops beyond these are unsupported.
"""

from __future__ import annotations

import z3

from tvmlir.semantics import index as ix
from tvmlir.semantics.constants import tensor_constant
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import or_
from tvmlir.semantics.tensor import concatenate
from tvmlir.semantics.values import Tensor


def _const(interp, op):
    value = op.value_attr() if hasattr(op, "value_attr") else op.values
    return [tensor_constant(interp.ctx, op, value, op.output.type)]


def _broadcast_to(t: Tensor, dims, shape) -> Tensor:
    """Read `t` (whose unit dimensions broadcast) at the indices of `dims`."""
    if [ix.value(d) for d in t.dims] == [ix.value(d) for d in dims] and None not in [ix.value(d) for d in dims]:
        return t

    def src(J):
        return [ix.bv(0) if ix.value(d) == 1 and ix.value(e) != 1 else i for i, d, e in zip(J, t.dims, dims)]

    return Tensor(
        t.elem_type, t.sort, dims, index_fn=lambda J: t.elem_get(src(J)),
        index_poison_fn=(lambda J: t.poison_get(src(J))) if t.has_poison else None,
    )  # fmt: skip


def _elementwise(interp, op):
    name = op_name(op).removeprefix("tosa.")
    ins = [interp.tensor(v) for v in op.operands]
    out_t = op.results[0].type
    shape = out_t.get_shape()
    if any(t.rank != len(shape) for t in ins):
        raise Unsupported(op, "operands of a different rank than the result")
    dims = []
    for k, s in enumerate(shape):
        cands = [t.dims[k] for t in ins if ix.value(t.dims[k]) != 1]
        dims.append(ix.bv(s) if s >= 0 else (cands[0] if cands else ins[0].dims[k]))
    for t in ins:
        for d, e in zip(t.dims, dims):
            if ix.value(d) != 1:
                c = ix.eq(d, e)
                interp.ub(None if z3.is_true(c) else z3.Not(c))
    for t in ins:
        interp.read_all(t)
    ins = [_broadcast_to(t, dims, shape) for t in ins]
    fmt = interp.sem.float_format(out_t.get_element_type())
    fp = interp.sem.fp
    if fmt is not None:
        fns = {
            "add": lambda a, b: fp.add(a, b, fmt),
            "sub": lambda a, b: fp.sub(a, b, fmt),
            "negate": lambda a: fp.neg(a, fmt),
            "abs": lambda a: fp.abs(a, fmt),
            "exp": lambda a: fp.math_function("exp", a, fmt),
            "reciprocal": lambda a: fp.div(fp.constant(1.0, fmt), a, fmt),
        }
    else:
        fns = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "negate": lambda a: -a}
    fn = fns.get(name)
    if fn is None:
        raise Unsupported(op)
    poison = None
    if any(t.has_poison for t in ins):
        poison = lambda J: or_(*[t.poison_get(J) for t in ins])  # noqa: E731
    sort = ins[0].sort
    return [Tensor(out_t.get_element_type(), sort, dims, index_fn=lambda J: fn(*[t.elem_get(J) for t in ins]),
                   index_poison_fn=poison)]  # fmt: skip


def _concat(interp, op):
    parts = [interp.tensor(v) for v in op.tensors]
    return [concatenate(interp, parts, op.axis.value.data)]


TOSA = {
    "tosa.const": _const,
    "tosa.add": _elementwise,
    "tosa.sub": _elementwise,
    "tosa.negate": _elementwise,
    "tosa.abs": _elementwise,
    "tosa.exp": _elementwise,
    "tosa.reciprocal": _elementwise,
    "tosa.concat": _concat,
}
