"""`tensor` ops: the table `TENSOR` (op name -> handler).

Every result is a `values.Tensor` whose elements are functions of the flat
index of the result; reads are in bounds or UB (MLIR leaves out-of-bounds
indices, runtime extent mismatches and infeasible reshapes undefined; so
does mlir-tv, CAV'22 5.1).  `tensor.empty` is uninitialized: its elements
are poison.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import DYNAMIC_INDEX

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, ite, not_, or_
from tvmlir.semantics.neg_zero import neg_zero_instead
from tvmlir.semantics.values import Scalar, Tensor, default_value


def mixed(interp, dynamic, static) -> list[z3.BitVecRef]:
    """Offsets / sizes / strides given as a static list with DYNAMIC_INDEX
    holes filled from `dynamic` operands in order."""
    it = iter(dynamic)
    out = []
    for v in static.get_values():
        out.append(interp.index(next(it)) if v == DYNAMIC_INDEX else ix.bv(v))
    return out


def _not(c):
    c = z3.simplify(c) if not (z3.is_true(c) or z3.is_false(c)) else c
    return None if z3.is_true(c) else not_(c)


def _not_eq(a, b):
    e = ix.eq(a, b)
    return None if z3.is_true(e) else not_(e)


def _empty(interp, op):
    t = op.tensor.type
    dims = interp.dims_of(t, [interp.index(v) for v in op.dynamic_sizes])
    return [uninitialized(interp, t.get_element_type(), dims)]


def uninitialized(interp, elem_type, dims) -> Tensor:
    sort = interp.sort_of(elem_type)
    value = default_value(sort)  # never observed: reading it is UB
    return Tensor(elem_type, sort, dims, lambda i: value, uninit_fn=lambda J: z3.BoolVal(True))




def _dim(interp, op):
    src = interp.value(op.source)
    k = interp.index(op.index)
    dims = src.dims
    kv = ix.value(k)
    if kv is not None:
        if kv >= len(dims):
            interp.ub(z3.BoolVal(True))
            return [interp.index_value(ix.bv(0))]
        return [interp.index_value(dims[kv])]
    interp.ub(z3.UGE(k, ix.bv(len(dims))))
    out = ix.bv(0)
    for n, d in enumerate(dims):
        out = ite(k == ix.bv(n), d, out)
    return [interp.index_value(out)]


def _extract(interp, op):
    t = interp.tensor(op.tensor)
    idx = [interp.index(i) for i in op.indices]
    interp.ub(not_(ix.in_bounds(idx, t.dims)))
    return [interp.read(t, idx)]


def _insert(interp, op):
    t = interp.tensor(op.dest)
    v = interp.scalar(op.scalar)
    idx = [interp.index(i) for i in op.indices]
    interp.ub(not_(ix.in_bounds(idx, t.dims)))
    return [with_element(t, idx, v)]


def with_element(t: Tensor, indices, v: Scalar) -> Tensor:
    """`t` with the element at `indices` replaced by `v`."""

    def hit(J):
        conds = [ix.eq(a, b) for a, b in zip(J, indices)]
        if any(z3.is_false(c) for c in conds):
            return z3.BoolVal(False)
        conds = [c for c in conds if not z3.is_true(c)]
        return and_(*conds) if conds else z3.BoolVal(True)

    def pick(J, new, old):
        h = hit(J)
        if z3.is_true(h):
            return new
        return old() if z3.is_false(h) else ite(h, new, old())

    poison = None
    if t.has_poison or v.poison is not None:
        poison = lambda J: pick(J, v.poison_or_false(), lambda: t.poison_get(J))  # noqa: E731
    uninit = None
    if t.has_uninit:
        uninit = lambda J: pick(J, z3.BoolVal(False), lambda: t.uninit_get(J))  # noqa: E731
    return Tensor(
        t.elem_type, t.sort, t.dims,
        index_fn=lambda J: pick(J, v.term, lambda: t.elem_get(J)), index_poison_fn=poison, uninit_fn=uninit,
    )  # fmt: skip


def _from_elements(interp, op):
    from tvmlir.semantics.constants import _ConstantElements

    t = op.result.type
    vals = [interp.scalar(e) for e in op.elements]
    sort = interp.sort_of(t)
    dims = [ix.bv(d) for d in t.get_shape()]
    elems = _ConstantElements([v.term for v in vals], vals[0].term if vals else default_value(sort), sort)
    poison = None
    if any(v.poison is not None for v in vals):
        poison = _ConstantElements([v.poison_or_false() for v in vals], z3.BoolVal(False), z3.BoolSort())
    return [Tensor(t.get_element_type(), sort, dims, elems, poison)]


def _splat(interp, op):
    t = op.result.type
    v = interp.scalar(op.input)
    dims = interp.dims_of(t, [interp.index(d) for d in op.dynamicSizes])
    p = v.poison
    return [Tensor(t.get_element_type(), interp.sort_of(t), dims, lambda i: v.term, (lambda i: p) if p is not None else None)]


def _generate(interp, op):
    t = op.result.type
    dims = interp.dims_of(t, [interp.index(d) for d in op.dynamic_extents])
    ivs = [interp.names.fresh("g") for _ in dims]
    with interp.binder(ivs, dims):
        _, (y,) = interp.run_block(op.body.block, [interp.index_value(i) for i in ivs])
    return [tensor_of_body(interp, t.get_element_type(), dims, ivs, y)]


def tensor_of_body(interp, elem_type, dims, ivs, y: Scalar) -> Tensor:
    """The tensor whose element at indices `ivs` is `y` (terms over `ivs`)."""
    from tvmlir.semantics.elementwise import at_indices

    return Tensor(
        elem_type, y.term.sort(), dims,
        index_fn=at_indices(ivs, y.term),
        index_poison_fn=at_indices(ivs, y.poison) if y.poison is not None else None,
    )  # fmt: skip


def same_elements(t: Tensor, dims) -> Tensor:
    """`t`'s elements (same flat order) with extents `dims`."""
    if len(dims) == len(t.dims) and all(a.eq(b) for a, b in zip(dims, t.dims)):
        return Tensor(t.elem_type, t.sort, dims, t.elem_fn, t.poison_fn, index_fn=t.index_fn,
                      index_poison_fn=t.index_poison_fn, uninit_fn=t.uninit_fn)  # fmt: skip
    uninit = (lambda J: t.uninit_at(ix.flatten(J, dims))) if t.has_uninit else None
    return Tensor(t.elem_type, t.sort, dims, t.elem_at, t.poison_at if t.has_poison else None, uninit_fn=uninit)


def _cast(interp, op):
    t = op.dest.type
    if not hasattr(t, "get_shape") or not hasattr(op.source.type, "get_shape"):
        raise Unsupported(op, "casts to or from unranked tensors")
    src = interp.tensor(op.source)
    shape = t.get_shape()
    from tvmlir.semantics.runtime_shape import rank_mismatch

    if rank_mismatch(interp, op, src.rank, len(shape)):
        return [same_elements(src, [ix.bv(max(s, 0)) for s in shape])]
    for d, s in zip(src.dims, shape):
        if s >= 0:
            interp.ub(_not_eq(d, ix.bv(s)))
    return [same_elements(src, src.dims)]


def _extract_slice(interp, op):
    src = interp.tensor(op.source)
    offs = mixed(interp, op.offsets, op.static_offsets)
    sizes = mixed(interp, op.sizes, op.static_sizes)
    strides = mixed(interp, op.strides, op.static_strides)
    kept = _kept_dims(op, sizes, op.result.type.get_shape())
    dims = [sizes[k] for k in kept]

    def src_idx(J):
        full = [ix.bv(0)] * len(sizes)
        for pos, k in enumerate(kept):
            full[k] = J[pos]
        return [ix.add(o, ix.mul(i, s)) for o, i, s in zip(offs, full, strides)]

    # MLIR 19 marks extract_slice Pure (speculatable): passes hoist it out
    # of guards and loops that may not run, so an out-of-bounds slice is no
    # UB by itself.  Its use is (`defer_ub`: any op or terminator using
    # it): after bufferization the slice is a subview whose every read and
    # copy is out of bounds, and the slice has no elements of its own.
    bad = [_outside_at_last(d, o, s, st) for d, o, s, st in zip(src.dims, offs, sizes, strides)]
    bad = [b for b in bad if not z3.is_false(b)]
    if bad:
        interp.defer_ub(op.result, or_(*bad) if len(bad) > 1 else bad[0])
    poison = (lambda J: src.poison_get(src_idx(J))) if src.has_poison else None
    uninit = (lambda J: src.uninit_get(src_idx(J))) if src.has_uninit else None
    return [Tensor(src.elem_type, src.sort, dims, index_fn=lambda J: src.elem_get(src_idx(J)),
                   index_poison_fn=poison, uninit_fn=uninit)]  # fmt: skip


def _kept_dims(op, sizes, reduced_shape) -> list[int]:
    """Which slice dimensions the (possibly rank-reduced) result keeps, as
    MLIR 19 decides (`tvmlir.ir.rank_reduction`: a memref.subview by its
    strides, a tensor slice by its static unit sizes, right to left)."""
    from tvmlir.ir.rank_reduction import slice_dropped_dims, subview_dropped_dims

    static_sizes = list(op.static_sizes.get_values())
    if len(reduced_shape) == len(sizes):
        return list(range(len(sizes)))
    if op.name == "memref.subview":
        dropped = subview_dropped_dims(op.source.type, op.result.type, static_sizes)
    else:
        dropped = slice_dropped_dims(reduced_shape, static_sizes)
    if dropped is None:
        raise Unsupported(op, "not a rank reduction MLIR 19 can decide (its dropped dimensions are undefined)")
    return [k for k in range(len(sizes)) if k not in dropped]


def _outside_at_last(d, o, s, st) -> z3.BoolRef:
    """A non-empty slice dimension one of whose indices `o + i * st` (on
    128 bits, offset and stride signed: `ix.signed_hull`) is negative or
    not below the extent `d`."""
    nonempty = z3.UGT(s, ix.bv(0)) if ix.value(s) is None else z3.BoolVal(ix.value(s) > 0)
    if z3.is_false(nonempty):
        return z3.BoolVal(False)
    lo, hi = ix.signed_hull(o, s, st)
    return z3.simplify(and_(nonempty, not_(ix.swide_inside(lo, hi, d))))


def _slice_in_bounds(interp, op, dims, offs, sizes, strides):
    """UB unless every index `o + i * stride` (i < size) of an inserted
    slice is in bounds (computed without wrap-around).  An empty slice has
    no index, so any offset is defined (issue 21: an empty slice whose
    offset is past the end was UB, a false alarm against a target that
    skips it).  A stride of 0 over one element places it once (attack
    round 10: `[1] [1] [0]` was UB, so such a source was always undefined
    and any target verified); over several elements MLIR 19 does not say
    which one lands: a constant stride 0 of a constant size > 1 is
    unsupported, a dynamic one UB where it is 0 and the size > 1.  Unlike `extract_slice` (UB only when
    used), an insert that reaches outside its destination is UB at once,
    although MLIR 19 marks `insert_slice` Pure too: after bufferization
    the elements it places there are written (by their producer, into the
    destination's subview) outside the buffer, and at the tensor level
    nothing else tells a tile that runs past the end
    (soundness/extent-bounds/wrong-tile-64-size-from-zero.mlir) from one
    that does not."""
    for d, o, s, st in zip(dims, offs, sizes, strides):
        bad = _outside_at_last(d, o, s, st)
        interp.ub(None if z3.is_false(bad) else bad)
        if ix.value(st) in (0, None):
            several = z3.UGT(s, ix.bv(1)) if ix.value(s) is None else z3.BoolVal(ix.value(s) > 1)
            if ix.value(st) == 0 and z3.is_true(several):
                raise Unsupported(op, "a slice of several elements inserted with stride 0 (which one lands is not defined)")
            interp.ub(z3.simplify(and_(several, ix.eq(st, ix.bv(0)))))


def _insert_slice(interp, op):
    src = interp.tensor(op.source)
    dest = interp.tensor(op.dest)
    return [inserted(interp, op, src, dest)]


def slice_operands(interp, op):
    """The offsets, sizes and strides of a slice op (static or dynamic)."""
    return (mixed(interp, op.offsets, op.static_offsets), mixed(interp, op.sizes, op.static_sizes),
            mixed(interp, op.strides, op.static_strides))  # fmt: skip


def inserted(interp, op, src: Tensor, dest: Tensor) -> Tensor:
    """`dest` with `src` in the slice of `op` (`tensor.insert_slice`,
    `tensor.parallel_insert_slice`)."""
    offs, sizes, strides = slice_operands(interp, op)
    _slice_in_bounds(interp, op, dest.dims, offs, sizes, strides)
    kept = _kept_dims(op, sizes, op.source.type.get_shape())
    for pos, k in enumerate(kept):
        interp.ub(_not_eq(src.dims[pos], sizes[k]))

    def locate(J):
        conds, rel = [], []
        for i, o, s, st in zip(J, offs, sizes, strides):
            d = ix.sub(i, o)
            if ix.value(st) == 1:
                q = d
                if ix.value(o) != 0:
                    conds.append(ix.ule(o, i))
            else:
                # Signed: a stride of -1 places slice element q at o - q
                # (the slice is in bounds, so `i - o` does not wrap).
                q = z3.simplify(z3.If(st == 0, ix.bv(0), d / st))  # z3's `/` is signed division
                conds.append(z3.simplify(z3.If(st == 0, d == 0, z3.SRem(d, st) == 0)))
            conds.append(ix.ult(q, s))
            rel.append(q)
        return _all(conds), [rel[k] for k in kept]

    def pick(J, inner, outer):
        return _choose(*locate(J), J, inner, outer)

    poison = None
    if src.has_poison or dest.has_poison:
        poison = lambda J: pick(J, src.poison_get, dest.poison_get)  # noqa: E731
    uninit = None
    if src.has_uninit or dest.has_uninit:
        uninit = lambda J: pick(J, src.uninit_get, dest.uninit_get)  # noqa: E731
    return Tensor(dest.elem_type, dest.sort, dest.dims, index_fn=lambda J: pick(J, src.elem_get, dest.elem_get),
                  index_poison_fn=poison, uninit_fn=uninit)  # fmt: skip


def _choose(inside, inner_idx, J, inner, outer):
    """`inner(inner_idx)` where `inside`, else `outer(J)` (folded when
    `inside` is constant)."""
    if z3.is_true(inside):
        return inner(inner_idx)
    if z3.is_false(inside):
        return outer(J)
    return ite(inside, inner(inner_idx), outer(J))


def _all(conds) -> z3.BoolRef:
    if any(z3.is_false(c) for c in conds):
        return z3.BoolVal(False)
    conds = [c for c in conds if not z3.is_true(c)]
    return and_(*conds) if conds else z3.BoolVal(True)


def _pad(interp, op):
    src = interp.tensor(op.source)
    low = mixed(interp, op.low, op.static_low)
    high = mixed(interp, op.high, op.static_high)
    dims = [ix.add(ix.add(d, lo), hi) for d, lo, hi in zip(src.dims, low, high)]
    for d, lo, hi in zip(src.dims, low, high):  # extents must not wrap around
        interp.ub(_not(ix.fits_index(ix.wide(d) + ix.wide(lo) + ix.wide(hi))))
    for d, s in zip(dims, op.result.type.get_shape()):
        # MLIR lets the result be more static than the pads imply: the
        # run-time extent must then be the static one.
        if s >= 0:
            interp.ub(_not_eq(d, ix.bv(s)))
    ivs = [interp.names.fresh("pad") for _ in dims]
    with interp.binder(ivs, dims):
        _, (y,) = interp.run_block(op.region.block, [interp.index_value(i) for i in ivs])
    fill = tensor_of_body(interp, src.elem_type, dims, ivs, neg_zero_instead(interp, y, src.elem_type))

    def pick(J, inner, outer):
        inside = _all([c for i, lo, d in zip(J, low, src.dims) for c in (ix.ule(lo, i), ix.ult(ix.sub(i, lo), d))])
        return _choose(inside, [ix.sub(i, lo) for i, lo in zip(J, low)], J, inner, outer)

    poison = None
    if src.has_poison or fill.has_poison:
        poison = lambda J: pick(J, src.poison_get, fill.poison_get)  # noqa: E731
    uninit = None
    if src.has_uninit:
        uninit = lambda J: pick(J, src.uninit_get, lambda J: z3.BoolVal(False))  # noqa: E731
    return [Tensor(src.elem_type, src.sort, dims, index_fn=lambda J: pick(J, src.elem_get, fill.elem_get),
                   index_poison_fn=poison, uninit_fn=uninit)]  # fmt: skip


def _groups(op) -> list[list[int]]:
    return [[int(i.value.data) for i in g.data] for g in op.reassociation.data]


def _collapse(interp, op):
    src = interp.tensor(op.src)
    groups = _groups(op)
    if not groups:  # to 0-d (reassociation `[]`): every extent is 1
        for d in src.dims:
            interp.ub(_not_eq(d, ix.bv(1)))
    dims = [ix.product([src.dims[k] for k in g]) for g in groups]
    sizes = [ix.value(n) for n in src.dims]
    if any(n is None for g in groups if len(g) > 1 for n in (sizes[k] for k in g)):
        return [same_elements(src, dims)]

    def index(J):
        out = [ix.bv(0)] * src.rank
        for j, g in zip(J, groups):
            big = [k for k in g if sizes[k] != 1]
            for m, k in enumerate(big):
                stride = _product(sizes[q] for q in big[m + 1 :])
                e = j if stride == 1 else z3.UDiv(j, ix.bv(stride))
                out[k] = e if m == 0 else z3.URem(e, ix.bv(sizes[k]))
        return out

    return [reindexed(src, dims, index)]


def _product(ns) -> int:
    out = 1
    for n in ns:
        out *= n
    return out


def reindexed(src: Tensor, dims, index) -> Tensor:
    """The tensor of extents `dims` whose element J is `src`'s element
    `index(J)`.  Reshapes use it with index terms that avoid division
    where the layout allows: a unit dimension's index is 0 (the only index
    in its range) and an expand is a sum of products.  Flat-index
    reshaping (`same_elements`) divides 64-bit words, which the solver
    pays for in every element of every sum; the elements in range are the
    same either way."""
    poison = (lambda J: src.poison_get(index(J))) if src.has_poison else None  # noqa: E731
    uninit = (lambda J: src.uninit_get(index(J))) if src.has_uninit else None  # noqa: E731
    return Tensor(src.elem_type, src.sort, dims, index_fn=lambda J: src.elem_get(index(J)),
                  index_poison_fn=poison, uninit_fn=uninit)  # fmt: skip


def _expand(interp, op):
    src = interp.tensor(op.src)
    t = op.result.type
    shape = mixed(interp, op.dynamic_output_shape, op.static_output_shape)
    dims = [ix.bv(s) if s >= 0 else v for s, v in zip(t.get_shape(), shape)]
    groups = _groups(op)
    for g, d in zip(groups, src.dims):
        ok = ix.extents_match([dims[k] for k in g], d)
        interp.ub(None if z3.is_true(ok) else not_(ok))
    if not groups:  # a 0-d source (reassociation `[]`): every extent is 1
        for d in dims:
            interp.ub(_not_eq(d, ix.bv(1)))
    sizes = [ix.value(n) for n in dims]
    if any(n is None for g in groups if len(g) > 1 for n in (sizes[k] for k in g)):
        return [same_elements(src, dims)]

    def index(J):
        out = []
        for g in groups:
            big = [k for k in g if sizes[k] != 1]
            e = ix.bv(0)
            for m, k in enumerate(big):
                stride = _product(sizes[q] for q in big[m + 1 :])
                term = J[k] if stride == 1 else J[k] * ix.bv(stride)
                e = term if m == 0 else e + term
            out.append(e)
        return out

    return [reindexed(src, dims, index)]


def _concat(interp, op):
    """`tensor.concat`; a static extent of the result type is a fact the
    op states (its verifier allows `?` inputs with a static result): UB
    when the operands' extents disagree with it, and the result has it
    (issue 21: it was ignored, and a later op read the result at the
    operands' sum)."""
    parts = [interp.tensor(v) for v in op.inputs]
    axis = op.dim.value.data
    t = concatenate(interp, parts, axis)
    for k, n in enumerate(op.results[0].type.get_shape()):
        if n >= 0:
            interp.ub(_not_eq(t.dims[k], ix.bv(n)))
            t.dims[k] = ix.bv(n)
    return [t]


def concatenate(interp, parts: list[Tensor], axis: int) -> Tensor:
    first = parts[0]
    for p in parts[1:]:
        for k, (a, b) in enumerate(zip(first.dims, p.dims)):
            if k != axis:
                interp.ub(_not_eq(a, b))
    starts, total = [], ix.bv(0)
    for p in parts:
        starts.append(total)
        total = ix.add(total, p.dims[axis])
    dims = list(first.dims)
    dims[axis] = total

    def route(J, pick):
        out = None  # the last part starting at or before the index wins
        for p, st in zip(parts, starts):
            here = ix.ule(st, J[axis])
            if out is not None and z3.is_false(here):
                break
            local = list(J)
            local[axis] = ix.sub(J[axis], st)
            v = pick(p, local)
            out = v if out is None or z3.is_true(here) else ite(here, v, out)
        return out

    poison = None
    if any(p.has_poison for p in parts):
        poison = lambda J: route(J, lambda p, L: p.poison_get(L))  # noqa: E731
    uninit = None
    if any(p.has_uninit for p in parts):
        uninit = lambda J: route(J, lambda p, L: p.uninit_get(L))  # noqa: E731
    return Tensor(first.elem_type, first.sort, dims, index_fn=lambda J: route(J, lambda p, L: p.elem_get(L)),
                  index_poison_fn=poison, uninit_fn=uninit)  # fmt: skip


TENSOR = {
    "tensor.empty": _empty,
    "tensor.dim": _dim,
    "tensor.extract": _extract,
    "tensor.insert": _insert,
    "tensor.from_elements": _from_elements,
    "tensor.splat": _splat,
    "tensor.generate": _generate,
    "tensor.cast": _cast,
    "tensor.extract_slice": _extract_slice,
    "tensor.insert_slice": _insert_slice,
    "tensor.pad": _pad,
    "tensor.collapse_shape": _collapse,
    "tensor.expand_shape": _expand,
    "tensor.concat": _concat,
}
