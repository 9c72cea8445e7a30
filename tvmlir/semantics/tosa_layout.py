"""TOSA's data-movement ops (spec chapters "Data layout" and "Scatter/gather"):
`transpose`, `reshape`, `reverse`, `tile`, `slice`, `pad`, `gather`, `scatter`.

They only move elements, so poison and "uninitialized" flags move with
them (nothing is read, design notes section 9); `gather` reads its indices.
Malformed graphs the spec rejects (ERROR_IF: a permutation that is not one,
extents that do not multiply out) are UB when they depend on dynamic
extents and unsupported when they are static (MLIR's verifier rejects
those)."""

from __future__ import annotations

from collections.abc import Callable

import z3

from tvmlir.ir.compat.tosa import attr, int_attr, ints_attr
from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, ite, or_
from tvmlir.semantics.memo import memo
from tvmlir.semantics.tosa_error_if import ErrorIf, error_if_is_ub
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


def constant_ints(interp, op, value, what: str = "permutation") -> list[int]:
    """The elements of a tensor known at compile time (`perms`, `padding`)."""
    t = interp.tensor(value)
    n = ix.value(t.size())
    if n is None:
        raise Unsupported(op, f"a {what} of unknown length")
    out = []
    for k in range(n):
        e = z3.simplify(t.elem_at(ix.bv(k)))
        if not z3.is_bv_value(e) or not z3.is_false(z3.simplify(t.poison_at(ix.bv(k)))):
            raise Unsupported(op, f"a {what} that is not a constant")
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
        raise ErrorIf(op, f"axis {axis} of a rank-{t.rank} tensor")
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


MAX_SCATTER = 64
"""The longest static W `scatter` folds over."""


def _scatter(interp, op):
    """SCATTER (scatter/gather chapter): `values_out` is `values_in` [N,K,C]
    with, for each (n, w, c), `values_out[n, indices[n, w], c] =
    input[n, w, c]`; REQUIRE(0 <= k < K) and REQUIRE that no position is
    written twice (two equal indices in a row of `indices`, when C > 0):
    UB otherwise, so at most one w writes a position and the order of the
    writes does not matter.  A poison index is UB (it is observed).  W must
    be static (from `indices` or `input`, at most MAX_SCATTER); the batch,
    W and C extents of the three operands must agree (ERROR_IF: UB)."""
    values, indices, inp = (interp.tensor(v) for v in op.operands)
    if values.rank != 3 or indices.rank != 2 or inp.rank != 3:
        raise Unsupported(op, "scatter into values [N,K,C] by indices [N,W] of input [N,W,C]")
    if values.has_poison or inp.has_poison or values.has_uninit or inp.has_uninit:
        raise Unsupported(op, "operands with poison or uninitialized elements")
    if values.elem_type != inp.elem_type:
        raise Unsupported(op, "values and input of different element types")
    n, k, c = values.dims
    w_extent = ix.value(indices.dims[1])
    if w_extent is None:
        w_extent = ix.value(inp.dims[1])
    if w_extent is None or w_extent > MAX_SCATTER:
        raise Unsupported(op, f"an index count W that is not static up to {MAX_SCATTER}")
    for a, b in ((indices.dims[0], n), (inp.dims[0], n), (indices.dims[1], ix.bv(w_extent)),
                 (inp.dims[1], ix.bv(w_extent)), (inp.dims[2], c)):  # fmt: skip
        same = z3.simplify(ix.eq(a, b))
        interp.ub(None if z3.is_true(same) else z3.Not(same))  # ERROR_IF: extents differ
    dims = result_dims(interp, op, [n, k, c])
    for t in (values, indices, inp):
        interp.read_all(t)
    width = indices.sort.size()

    def index_of(b, w):
        i = indices.elem_get([b, ix.bv(w)])
        return z3.SignExt(ix.INDEX.size() - width, i) if width < ix.INDEX.size() else i

    # The REQUIREs, for some batch row (only when C > 0: with no channel the
    # loop body, and its checks, never run).
    b = interp.names.fresh("n")
    bad = []
    for w in range(w_extent):
        bad.append(z3.Not(ix.ult(index_of(b, w), k)))
        if indices.has_poison:
            bad.append(indices.poison_get([b, ix.bv(w)]))
        bad.extend(index_of(b, v) == index_of(b, w) for v in range(w))
    if bad:
        interp.ub(z3.Exists([b], and_(ix.ult(b, n), ix.ult(ix.bv(0), c), or_(*bad))))

    def value(J):
        out = values.elem_get(J)
        for w in range(w_extent):
            out = ite(index_of(J[0], w) == J[1], inp.elem_get([J[0], ix.bv(w), J[2]]), out)
        return out

    return [Tensor(values.elem_type, values.sort, dims, index_fn=memo(value))]


def _slice(interp, op):
    """SLICE (data layout chapter): `output[i] = input[start + i]`;
    ERROR_IF(start < 0 or start + size > the input's extent): UB where the
    extent is dynamic, unsupported where static (the verifier's job)."""
    t = interp.tensor(op.operands[0])
    start, size = ints_attr(op, "start"), ints_attr(op, "size")
    if len(start) != t.rank or len(size) != t.rank or any(s < 0 for s in start) or any(s < 0 for s in size):
        raise Unsupported(op, f"slice start {list(start)} size {list(size)} of a rank-{t.rank} tensor")
    for s, n, d in zip(start, size, t.dims):
        c = z3.simplify(ix.ule(ix.bv(s + n), d))
        if z3.is_false(c):
            raise Unsupported(op, f"slice start {list(start)} size {list(size)} runs past the operand")
        interp.ub(None if z3.is_true(c) else z3.Not(c))
    dims = result_dims(interp, op, [ix.bv(n) for n in size])
    return [moved(t, dims, lambda J: [ix.add(j, ix.bv(s)) for j, s in zip(J, start)])]


def _pad(interp, op):
    """PAD (data layout chapter): the input moved by the low padding, the
    pad constant (`pad_const`, else 0: +0.0 for floats) outside it;
    ERROR_IF(a padding < 0).  The padding is a constant [rank, 2] tensor."""
    if attr(op, "quantization_info") is not None:
        raise Unsupported(op, "quantized operands (quantization_info)")
    t = interp.tensor(op.operands[0])
    padding = constant_ints(interp, op, op.operands[1], "padding")
    if len(padding) != 2 * t.rank or any(p < 0 for p in padding):
        raise Unsupported(op, f"padding {padding} of a rank-{t.rank} tensor")
    lo, hi = padding[0::2], padding[1::2]
    dims = result_dims(interp, op, [ix.add(ix.add(d, ix.bv(a)), ix.bv(b)) for d, a, b in zip(t.dims, lo, hi)])
    fmt = interp.sem.float_format(t.elem_type)
    if len(op.operands) > 2:
        c = interp.tensor(op.operands[2])
        if c.elem_type != t.elem_type:
            raise Unsupported(op, "a pad constant of another element type")
        interp.read_all(c)
        const, const_poison = c.elem_at(ix.bv(0)), (c.poison_at(ix.bv(0)) if c.has_poison else None)
    else:
        const = interp.sem.fp.constant(0.0, fmt) if fmt is not None else z3.BitVecVal(0, t.sort.size())
        const_poison = None

    def src(J):
        return [ix.sub(j, ix.bv(a)) for j, a in zip(J, lo)]

    def inside(J):
        return and_(*[ix.ult(i, d) for i, d in zip(src(J), t.dims)])

    def poison(J):
        p = t.poison_get(src(J)) if t.has_poison else z3.BoolVal(False)
        return ite(inside(J), p, const_poison if const_poison is not None else z3.BoolVal(False))

    return [Tensor(
        t.elem_type, t.sort, dims, index_fn=lambda J: ite(inside(J), t.elem_get(src(J)), const),
        index_poison_fn=poison if t.has_poison or const_poison is not None else None,
        uninit_fn=(lambda J: and_(inside(J), t.uninit_get(src(J)))) if t.has_uninit else None,
    )]  # fmt: skip


TOSA_LAYOUT = {
    "tosa.slice": _slice,
    "tosa.pad": _pad,
    "tosa.transpose": _transpose,
    "tosa.reshape": _reshape,
    "tosa.reverse": error_if_is_ub(_reverse),
    "tosa.tile": _tile,
    "tosa.gather": _gather,
    "tosa.scatter": _scatter,
}
