"""Scalar ops on tensors: `ScalarSemantics` applied elementwise.

`arith`, `math` and the `tv` abstract-FP ops on tensors (and vectors) mean
the scalar op on each element, so the result is the tensor whose element
`i` is the scalar encoding on the operands' elements `i` (a lambda, CAV'22
5.1).  Operands must have equal extents at run time (UB otherwise); UB of
the scalar op on some element is UB of the op.  `arith.select` with an i1
condition picks a whole tensor.
"""

from __future__ import annotations

import z3

from tvmlir.semantics import index as ix
from tvmlir.semantics.contraction import contracted_truncation, fusions, with_contraction, with_round_trip_dropped
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.reassociation import OPS as _REGROUPABLE
from tvmlir.semantics.reassociation import record_target_tree, with_reassociation
from tvmlir.semantics.fp.terms import ite, or_
from tvmlir.semantics.values import MemRef, Scalar, Tensor, either_base


def at_indices(bound: list, term: z3.ExprRef):
    """`J -> term[bound := J]`: a tensor element function from a term over
    bound index variables."""
    if not bound:
        return lambda J: term
    return lambda J: z3.substitute(term, *zip(bound, J))


def _keeping_marks(fp, term, at):
    """`at` (an element function of `term`) whose elements keep `term`'s
    marks in the float domain (`FPModel.substituted`)."""
    return lambda J: fp.substituted(term, at(J))


def encode_scalar_op(interp, op):
    """The handler for every op `ScalarSemantics` knows."""
    values = [interp.value(o) for o in op.operands]
    if all(isinstance(v, Scalar) for v in values):
        enc = interp.sem.encode(op, [v.term for v in values], [v.poison for v in values], interp.choose)
        interp.ub(enc.ub)
        out = [Scalar(r, None if z3.is_false(p) else p) for r, p in zip(enc.results, enc.poison)]
        if fusions(op):
            return [with_contraction(interp, op, out[0])]
        if op.name == "arith.extf":
            return [with_round_trip_dropped(interp, op, out[0])]
        if op.name in _REGROUPABLE:
            record_target_tree(interp, op, out[0])
            return [with_reassociation(interp, op, out[0])]
        return out
    if op.name == "arith.select" and isinstance(values[0], Scalar):
        if all(isinstance(v, MemRef) for v in values[1:]):
            interp.observe(values[0])
            return [_select_memref(*values)]
        return [_select_whole(*values)]
    tensors = [v for v in values if isinstance(v, Tensor)]
    if len(tensors) != len(values):
        raise Unsupported(op, "mixes tensors with scalars or memrefs")
    return _elementwise(interp, op, tensors)


def _select_memref(cond: Scalar, a: MemRef, b: MemRef) -> MemRef:
    """Picks one of two memrefs (a pointer select)."""
    c = cond.term == 1
    return MemRef(
        a.elem_type, a.sort, ite(c, a.bid, b.bid), tuple(sorted(set(a.candidates) | set(b.candidates))),
        ite(c, a.offset, b.offset), [ite(c, x, y) for x, y in zip(a.dims, b.dims)],
        [ite(c, x, y) for x, y in zip(a.strides, b.strides)], a.is_view or b.is_view,
        None if a.within is None and b.within is None else lambda J: ite(c, a.access_ok(J), b.access_ok(J)),
        either_base(c, a, b),
    )  # fmt: skip


def _select_whole(cond: Scalar, a: Tensor, b: Tensor) -> Tensor:
    """Picks a whole tensor: moves elements, reads none."""
    c = cond.term == 1
    dims = [ite(c, x, y) for x, y in zip(a.dims, b.dims)]

    def poison(i):
        return or_(cond.poison_or_false(), ite(c, a.poison_at(i), b.poison_at(i)))

    has_poison = cond.poison is not None or a.has_poison or b.has_poison
    uninit = None
    if a.has_uninit or b.has_uninit:
        uninit = lambda J: ite(c, a.uninit_get(J), b.uninit_get(J))  # noqa: E731
    return Tensor(
        a.elem_type, a.sort, dims, lambda i: ite(c, a.elem_at(i), b.elem_at(i)), poison if has_poison else None,
        uninit_fn=uninit,
    )


def _elementwise(interp, op, tensors: list[Tensor]) -> list[Tensor]:
    first = tensors[0]
    for t in tensors[1:]:
        if t.rank != first.rank:
            raise Unsupported(op, "operands of different ranks")
        for a, b in zip(first.dims, t.dims):
            interp.ub(z3.Not(ix.eq(a, b)) if not z3.is_true(ix.eq(a, b)) else None)
    J = [interp.names.fresh("e") for _ in first.dims]
    with interp.binder(J, first.dims):
        elems = [interp.read(t, J) for t in tensors]
        enc = interp.sem.encode(op, [e.term for e in elems], [e.poison for e in elems], interp.choose)
        interp.ub(enc.ub)
        if op.name == "arith.extf" and _round_trip_operand(interp, op) is not None:
            # The element's truncation operand (already read by the truncf).
            x = _round_trip_operand(interp, op).get(J)
            kept = with_round_trip_dropped(interp, op, Scalar(enc.results[0], _flag_or_none(enc.poison[0])), x)
            enc.results[0], enc.poison[0] = kept.term, kept.poison_or_false()
    out = []
    for r, res in zip(enc.results, op.results):
        p = enc.poison[len(out)]
        out.append(
            Tensor(
                interp.elem_type(res.type),
                r.sort(),
                list(first.dims),
                index_fn=_keeping_marks(interp.sem.fp, r, at_indices(J, r)),
                index_poison_fn=None if z3.is_false(p) else at_indices(J, p),
            )
        )
    return out


def _round_trip_operand(interp, op) -> Tensor | None:
    """The tensor a contract `truncf` rounds before the contract `extf` `op`
    widens it back (`contraction.with_round_trip_dropped`), when it is one."""
    trunc = contracted_truncation(op)
    if trunc is None or not interp.is_source:
        return None
    v = interp.value(trunc.operands[0])
    return v if isinstance(v, Tensor) else None


def _flag_or_none(p):
    return None if p is None or z3.is_false(p) else p
