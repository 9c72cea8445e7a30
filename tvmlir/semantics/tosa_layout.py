"""TOSA's data-movement ops (spec chapters "Data layout" and "Scatter/gather"):
`transpose`, `reshape`, `reverse`, `tile`, `gather`.

They only move elements, so poison and "uninitialized" flags move with
them (nothing is read, design notes section 9); `gather` reads its indices.
Malformed graphs the spec rejects (ERROR_IF: a permutation that is not one,
extents that do not multiply out) are UB when they depend on dynamic
extents and unsupported when they are static (MLIR's verifier rejects
those)."""

from __future__ import annotations

from collections.abc import Callable

import z3

from tvmlir.ir.compat.tosa import int_attr, ints_attr
from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, or_
from tvmlir.semantics.values import Tensor


def moved(t: Tensor, dims, src: Callable) -> Tensor:
    """The tensor of extents `dims` whose element J is `t`'s at `src(J)`."""
    return Tensor(
        t.elem_type, t.sort, dims, index_fn=lambda J: t.elem_get(src(J)),
        index_poison_fn=(lambda J: t.poison_get(src(J))) if t.has_poison else None,
        uninit_fn=(lambda J: t.uninit_get(src(J))) if t.has_uninit else None,
    )  # fmt: skip


def result_dims(interp, op, computed) -> list:
    """The result's extents: the type's where static, else `computed`; UB
    where a static one differs from the computed one."""
    dims = []
    for s, d in zip(op.results[0].type.get_shape(), computed):
        if s >= 0:
            c = z3.simplify(ix.eq(d, ix.bv(s)))
            if z3.is_false(c):
                raise Unsupported(op, f"result extent {s} differs from the operand's ({ix.value(d)})")
            interp.ub(None if z3.is_true(c) else z3.Not(c))
            dims.append(ix.bv(s))
        else:
            dims.append(d)
    return dims


def constant_ints(interp, op, value) -> list[int]:
    """The elements of a tensor known at compile time (`perms`)."""
    t = interp.tensor(value)
    n = ix.value(t.size())
    if n is None:
        raise Unsupported(op, "a permutation of unknown length")
    out = []
    for k in range(n):
        e = z3.simplify(t.elem_at(ix.bv(k)))
        if not z3.is_bv_value(e) or not z3.is_false(z3.simplify(t.poison_at(ix.bv(k)))):
            raise Unsupported(op, "a permutation that is not a constant")
        out.append(e.as_signed_long())
    return out


def _transpose(interp, op):
    t = interp.tensor(op.operands[0])
    perms = constant_ints(interp, op, op.operands[1])
    if sorted(perms) != list(range(t.rank)):
        raise Unsupported(op, f"perms {perms} is not a permutation of the {t.rank} dimensions")
    dims = result_dims(interp, op, [t.dims[p] for p in perms])

    def src(J):
        index = [None] * t.rank
        for k, p in enumerate(perms):
            index[p] = J[k]
        return index

    return [moved(t, dims, src)]


def _reshape(interp, op):
    t = interp.tensor(op.operands[0])
    shape = ints_attr(op, "new_shape")
    if sum(1 for s in shape if s == -1) > 1 or any(s < -1 for s in shape):
        raise Unsupported(op, f"new_shape {list(shape)}")
    known = ix.product([ix.bv(s) for s in shape if s != -1])
    size = t.size()
    dims = [ix.udiv(size, known) if s == -1 else ix.bv(s) for s in shape]
    c = z3.simplify(ix.eq(ix.product(dims), size))
    if z3.is_false(c):
        raise Unsupported(op, f"new_shape {list(shape)} does not hold the operand's elements")
    interp.ub(None if z3.is_true(c) else z3.Not(c))
    dims = result_dims(interp, op, dims)
    # Row-major order is kept: element J is the operand's at the same flat index.
    return [Tensor(
        t.elem_type, t.sort, dims, index_fn=lambda J: t.elem_at(ix.flatten(J, dims)),
        index_poison_fn=(lambda J: t.poison_at(ix.flatten(J, dims))) if t.has_poison else None,
        uninit_fn=(lambda J: t.uninit_at(ix.flatten(J, dims))) if t.has_uninit else None,
    )]  # fmt: skip


def _reverse(interp, op):
    t = interp.tensor(op.operands[0])
    axis = int_attr(op, "axis")
    if not 0 <= axis < t.rank:
        raise Unsupported(op, f"axis {axis} of a rank-{t.rank} tensor")
    dims = result_dims(interp, op, t.dims)

    def src(J):
        return [ix.sub(ix.sub(t.dims[k], ix.bv(1)), j) if k == axis else j for k, j in enumerate(J)]

    return [moved(t, dims, src)]


def _tile(interp, op):
    t = interp.tensor(op.operands[0])
    multiples = ints_attr(op, "multiples")
    if len(multiples) != t.rank or any(m < 1 for m in multiples):
        raise Unsupported(op, f"multiples {list(multiples)}")
    dims = result_dims(interp, op, [ix.mul(d, ix.bv(m)) for d, m in zip(t.dims, multiples)])

    def src(J):
        return [j if m == 1 else ix.urem(j, d) for j, d, m in zip(J, t.dims, multiples)]

    return [moved(t, dims, src)]


def _gather(interp, op):
    values, indices = (interp.tensor(v) for v in op.operands)
    if values.rank != 3 or indices.rank != 2:
        raise Unsupported(op, "gather of values [N,K,C] by indices [N,W]")
    n, k, c = values.dims
    c0 = ix.eq(indices.dims[0], n)  # ERROR_IF: the batch extents differ
    interp.ub(None if z3.is_true(z3.simplify(c0)) else z3.Not(c0))
    dims = result_dims(interp, op, [n, indices.dims[1], c])
    interp.read_all(indices)
    width = indices.sort.size()

    def index_of(J):
        i = indices.elem_get(J[:2])
        return z3.SignExt(ix.INDEX.size() - width, i) if width < ix.INDEX.size() else i

    # REQUIRE(0 <= k < K) for every index read: UB otherwise.
    w = [interp.names.fresh("w") for _ in range(2)]
    bad = z3.Not(ix.ult(index_of(w), k))
    if indices.has_poison:
        bad = or_(bad, indices.poison_get(w))  # a poison index is observed: UB
    interp.ub(z3.Exists(w, and_(ix.in_bounds(w, indices.dims), ix.ult(ix.bv(0), c), bad)))

    def src(J):
        return [J[0], index_of(J), J[2]]

    return [moved(values, dims, src)]


TOSA_LAYOUT = {
    "tosa.transpose": _transpose,
    "tosa.reshape": _reshape,
    "tosa.reverse": _reverse,
    "tosa.tile": _tile,
    "tosa.gather": _gather,
}
