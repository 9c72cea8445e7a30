"""`vector` ops that move or build lanes: the table `VECTOR`.

A vector is a `values.Tensor` of static extents (elementwise `arith` and
`math` ops on vectors are `elementwise`'s, as on tensors); a scalable
vector (`vector<[4]xf32>`) is not modelled (`Interpreter.eval` refuses
every op with one).  Lanes are read where they are used, so a chain of
shape casts, transposes and extracts reaches the solver as one term on
the source lanes.

MLIR 19 (VectorOps.td): a dynamic position of `extract`/`insert` (and
`extractelement`/`insertelement`) out of bounds makes "the result
undefined": poison (every lane of an `insert`'s result); `create_mask`
treats a negative size as 0 and one beyond the extent as the extent, so a
lane is set where each index is below its size (signed).  Memory and
tensor transfers are in `vector_transfer`, reductions in `vector_reduce`.
"""

from __future__ import annotations

import itertools

import z3
from xdsl.dialects.builtin import IndexType, IntegerType, VectorType

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, ite, not_, or_
from tvmlir.semantics.values import Scalar, Tensor

KDYNAMIC = -(1 << 63)
"""MLIR's marker of a dynamic position in `static_position`."""


def vector_dims(op, t) -> list[z3.BitVecRef]:
    if not isinstance(t, VectorType):
        raise Unsupported(op, f"expected a vector type, got {t}")
    if t.get_num_scalable_dims():
        raise Unsupported(op, "scalable vectors are not modelled")
    return [ix.bv(d) for d in t.get_shape()]


def ints(attr) -> list[int]:
    """A dense array or an `I64ArrayAttr` as integers."""
    from tvmlir.ir.compat.vector import _int_list

    return _int_list(attr)


def _poison_or(p1, p2):
    if p1 is None or z3.is_false(p1):
        return p2
    if p2 is None or z3.is_false(p2):
        return p1
    return or_(p1, p2)


def lanes(op, t: Tensor, index_fn, poison_fn=None, uninit_fn=None, dims=None, elem_type=None, sort=None) -> Tensor:
    """A vector built from `t`'s lanes."""
    return Tensor(elem_type or t.elem_type, sort or t.sort, dims if dims is not None else t.dims,
                  index_fn=index_fn, index_poison_fn=poison_fn, uninit_fn=uninit_fn)  # fmt: skip


def moved(t: Tensor, where, dims, extra_poison=None) -> Tensor:
    """The vector whose lane J is `t`'s lane `where(J)` (lanes moved, not
    read: poison and uninitialized flags move along)."""
    poison = None
    if t.has_poison or extra_poison is not None:
        def poison(J):
            p = _poison_or(t.poison_get(where(J)) if t.has_poison else None,
                           extra_poison(J) if extra_poison is not None else None)  # fmt: skip
            return z3.BoolVal(False) if p is None else p
    uninit = (lambda J: t.uninit_get(where(J))) if t.has_uninit else None
    return Tensor(t.elem_type, t.sort, dims, index_fn=lambda J: t.elem_get(where(J)), index_poison_fn=poison,
                  uninit_fn=uninit)  # fmt: skip


def as_vector(interp, v) -> Tensor:
    x = interp.value(v)
    if not isinstance(x, Tensor):
        raise Unsupported(v.owner if hasattr(v, "owner") else None, "expected a vector value")
    return x


def splat(elem_type, sort, dims, s: Scalar) -> Tensor:
    p = s.poison
    return Tensor(elem_type, sort, dims, index_fn=lambda J: s.term,
                  index_poison_fn=(lambda J: p) if p is not None else None)  # fmt: skip


# --- building ---------------------------------------------------------------------


def _broadcast(interp, op):
    t = op.vector.type
    dims = vector_dims(op, t)
    src = interp.value(op.source)
    if isinstance(src, Scalar):
        return [splat(t.get_element_type(), interp.sort_of(t), dims, src)]
    shape = src.dims
    lead = len(dims) - len(shape)

    def where(J):
        return [ix.bv(0) if ix.value(d) == 1 and ix.value(dims[lead + k]) != 1 else J[lead + k]
                for k, d in enumerate(shape)]  # fmt: skip

    return [moved(src, where, dims)]


def _splat(interp, op):
    t = op.aggregate.type
    return [splat(t.get_element_type(), interp.sort_of(t), vector_dims(op, t), interp.scalar(op.input))]


def _from_elements(interp, op):
    t = op.result.type
    dims = vector_dims(op, t)
    vals = [interp.scalar(e) for e in op.elements]
    shape = [ix.value(d) for d in dims]
    table = {}
    for k, point in enumerate(itertools.product(*[range(n) for n in shape])):
        table[point] = vals[k]

    def pick(J, get):
        key = tuple(ix.value(j) for j in J)
        if None not in key:
            return get(table[key])
        out = None
        for point, v in table.items():
            here = and_(*[j == ix.bv(p) for j, p in zip(J, point)]) if point else z3.BoolVal(True)
            out = get(v) if out is None else ite(here, get(v), out)
        return out

    poison = None
    if any(v.poison is not None for v in vals):
        poison = lambda J: pick(J, lambda v: v.poison_or_false())  # noqa: E731
    return [Tensor(t.get_element_type(), interp.sort_of(t), dims, index_fn=lambda J: pick(J, lambda v: v.term),
                   index_poison_fn=poison)]  # fmt: skip


def _step(interp, op):
    t = op.result.type
    dims = vector_dims(op, t)
    w = interp.sem.index_width
    return [Tensor(t.get_element_type(), interp.sort_of(t), dims,
                   index_fn=lambda J: ix.to_index_value(J[0], w))]  # fmt: skip


def _constant_mask(interp, op):
    t = op.result.type
    dims = vector_dims(op, t)
    sizes = ints(op.mask_dim_sizes)
    one, zero = z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)

    def bit(J):
        c = and_(*[ix.ult(j, ix.bv(s)) for j, s in zip(J, sizes)]) if sizes else z3.BoolVal(True)
        c = z3.simplify(c)
        return one if z3.is_true(c) else zero if z3.is_false(c) else ite(c, one, zero)

    return [Tensor(t.get_element_type(), z3.BitVecSort(1), dims, index_fn=bit)]


def _create_mask(interp, op):
    t = op.mask_vector.type
    dims = vector_dims(op, t)
    sizes = [interp.scalar(s) for s in op.mask_dim_sizes]
    poison = _poison_or(None, or_(*[s.poison for s in sizes if s.poison is not None])) if any(
        s.poison is not None for s in sizes) else None  # fmt: skip
    w = interp.sem.index_width
    one, zero = z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)

    def bit(J):
        c = and_(*[ix.to_index_value(j, w) < s.term for j, s in zip(J, sizes)]) if sizes else z3.BoolVal(True)
        c = z3.simplify(c)
        return one if z3.is_true(c) else zero if z3.is_false(c) else ite(c, one, zero)

    return [Tensor(t.get_element_type(), z3.BitVecSort(1), dims, index_fn=bit,
                   index_poison_fn=(lambda J: poison) if poison is not None else None)]  # fmt: skip


# --- moving lanes -------------------------------------------------------------------


def _shape_cast(interp, op):
    from tvmlir.semantics.tensor import same_elements

    return [same_elements(as_vector(interp, op.source), vector_dims(op, op.result.type))]


def _transpose(interp, op):
    src = as_vector(interp, op.vector)
    perm = ints(op.permutation)
    dims = vector_dims(op, op.result.type)

    def where(J):
        out = [None] * len(perm)
        for k, p in enumerate(perm):
            out[p] = J[k]
        return out

    return [moved(src, where, dims)]


def _position(interp, op, n: int):
    """The static and dynamic position of `extract`/`insert`: index terms,
    and where a dynamic one is out of bounds (poison)."""
    static = ints(op.static_position)
    dyn = iter(op.dynamic_position)
    pos, oob = [], []
    vec = op.vector if op.name == "vector.extract" else op.dest
    shape = vec.type.get_shape()
    for k, p in enumerate(static):
        if p == KDYNAMIC:
            s = interp.scalar(next(dyn))
            t = ix.from_index_value(s.term)
            pos.append(t)
            oob.append(or_(ix.ule(ix.bv(shape[k]), t), s.poison_or_false()))
        else:
            pos.append(ix.bv(p))
    bad = z3.simplify(or_(*oob)) if oob else z3.BoolVal(False)
    return pos, (None if z3.is_false(bad) else bad)


def _extract(interp, op):
    src = as_vector(interp, op.vector)
    pos, bad = _position(interp, op, src.rank)
    rest = src.rank - len(pos)
    if rest == 0 and not isinstance(op.result.type, VectorType):
        s = src.get(pos)
        if src.has_uninit:
            interp.ub(src.uninit_get(pos))
        return [Scalar(s.term, _poison_or(s.poison, bad))]
    dims = vector_dims(op, op.result.type)
    if len(dims) != rest:  # vector<1xT> from the last dimension: MLIR 19 allows a 0-d-like result
        raise Unsupported(op, "an extract whose result rank is not the remaining rank")
    return [moved(src, lambda J: [*pos, *J], dims, (lambda J: bad) if bad is not None else None)]


def _insert(interp, op):
    dest = as_vector(interp, op.dest)
    pos, bad = _position(interp, op, dest.rank)
    v = interp.value(op.source)
    if isinstance(v, Scalar):
        from tvmlir.semantics.tensor import with_element

        out = with_element(dest, pos, v)
    else:
        k = len(pos)

        def hit(J):
            return and_(*[ix.eq(a, b) for a, b in zip(J[:k], pos)]) if pos else z3.BoolVal(True)

        def pick(J, inner, outer):
            h = z3.simplify(hit(J))
            if z3.is_true(h):
                return inner(J[k:])
            if z3.is_false(h):
                return outer(J)
            return ite(h, inner(J[k:]), outer(J))

        poison = None
        if v.has_poison or dest.has_poison:
            poison = lambda J: pick(J, v.poison_get, dest.poison_get)  # noqa: E731
        uninit = None
        if v.has_uninit or dest.has_uninit:
            uninit = lambda J: pick(J, v.uninit_get, dest.uninit_get)  # noqa: E731
        out = Tensor(dest.elem_type, dest.sort, dest.dims, index_fn=lambda J: pick(J, v.elem_get, dest.elem_get),
                     index_poison_fn=poison, uninit_fn=uninit)  # fmt: skip
    if bad is None:
        return [out]
    return [moved(out, lambda J: J, out.dims, lambda J: bad)]


def _element_position(interp, op, vec: Tensor):
    """`extractelement`/`insertelement`'s position (none for 0-d): index
    term and where it is out of bounds."""
    if op.position is None:
        return [], None
    s = interp.scalar(op.position)
    t = s.term
    t = ix.from_index_value(t) if isinstance(op.position.type, IndexType) else z3.ZeroExt(64 - t.size(), t)
    bad = z3.simplify(or_(ix.ule(vec.dims[0], t), s.poison_or_false()))
    return [t], (None if z3.is_false(bad) else bad)


def _extract_element(interp, op):
    src = as_vector(interp, op.vector)
    pos, bad = _element_position(interp, op, src)
    s = src.get(pos)
    if src.has_uninit:
        interp.ub(and_(src.uninit_get(pos), not_(bad)) if bad is not None else src.uninit_get(pos))
    return [Scalar(s.term, _poison_or(s.poison, bad))]


def _insert_element(interp, op):
    from tvmlir.semantics.tensor import with_element

    dest = as_vector(interp, op.dest)
    pos, bad = _element_position(interp, op, dest)
    out = with_element(dest, pos, interp.scalar(op.source))
    if bad is None:
        return [out]
    return [moved(out, lambda J: J, out.dims, lambda J: bad)]


def _extract_strided_slice(interp, op):
    src = as_vector(interp, op.vector)
    offs, strides = ints(op.offsets), ints(op.strides)
    dims = vector_dims(op, op.result.type)

    def where(J):
        return [ix.add(ix.bv(o), ix.mul(j, ix.bv(s))) for j, o, s in zip(J, offs, strides)] + list(J[len(offs):])

    return [moved(src, where, dims)]


def _insert_strided_slice(interp, op):
    src = as_vector(interp, op.source)
    dest = as_vector(interp, op.dest)
    offs, strides = ints(op.offsets), ints(op.strides)
    lead = dest.rank - src.rank
    sizes = [ix.value(d) for d in src.dims]

    def locate(J):
        conds = [ix.eq(J[k], ix.bv(offs[k])) for k in range(lead)]
        inner = []
        for k in range(src.rank):
            j, o, s, n = J[lead + k], offs[lead + k], strides[k], sizes[k]
            d = ix.sub(j, ix.bv(o))
            conds.append(ix.ule(ix.bv(o), j))
            q = ix.udiv(d, ix.bv(s)) if s != 1 else d
            if s != 1:
                conds.append(ix.eq(ix.urem(d, ix.bv(s)), ix.bv(0)))
            conds.append(ix.ult(q, ix.bv(n)))
            inner.append(q)
        return z3.simplify(and_(*conds)) if conds else z3.BoolVal(True), inner

    def pick(J, inner, outer):
        inside, K = locate(J)
        if z3.is_true(inside):
            return inner(K)
        if z3.is_false(inside):
            return outer(J)
        return ite(inside, inner(K), outer(J))

    poison = None
    if src.has_poison or dest.has_poison:
        poison = lambda J: pick(J, src.poison_get, dest.poison_get)  # noqa: E731
    uninit = None
    if src.has_uninit or dest.has_uninit:
        uninit = lambda J: pick(J, src.uninit_get, dest.uninit_get)  # noqa: E731
    return [Tensor(dest.elem_type, dest.sort, dest.dims, index_fn=lambda J: pick(J, src.elem_get, dest.elem_get),
                   index_poison_fn=poison, uninit_fn=uninit)]  # fmt: skip


def _shuffle(interp, op):
    v1, v2 = as_vector(interp, op.v1), as_vector(interp, op.v2)
    mask = ints(op.mask)
    n1 = ix.value(v1.dims[0]) if v1.rank else 1
    dims = vector_dims(op, op.vector.type)

    def source(m):
        """(vector, leading index) of mask entry m (-1: poison, MLIR 19)."""
        if m < 0:
            return None
        return (v1, m) if m < n1 else (v2, m - n1)

    def pick(J, get, poison_value):
        k = ix.value(J[0])
        if k is not None:
            s = source(mask[k])
            return poison_value if s is None else get(s[0], [ix.bv(s[1]), *J[1:]])
        out = None
        for k, m in enumerate(mask):
            s = source(m)
            val = poison_value if s is None else get(s[0], [ix.bv(s[1]), *J[1:]])
            out = val if out is None else ite(J[0] == ix.bv(k), val, out)
        return out

    zero = v1.elem_get([ix.bv(0)] * v1.rank) if v1.rank else v1.elem_get([])
    has_poison = v1.has_poison or v2.has_poison or any(m < 0 for m in mask)
    poison = (lambda J: pick(J, lambda t, K: t.poison_get(K), z3.BoolVal(True))) if has_poison else None
    uninit = None
    if v1.has_uninit or v2.has_uninit:
        uninit = lambda J: pick(J, lambda t, K: t.uninit_get(K), z3.BoolVal(False))  # noqa: E731
    return [Tensor(v1.elem_type, v1.sort, dims, index_fn=lambda J: pick(J, lambda t, K: t.elem_get(K), zero),
                   index_poison_fn=poison, uninit_fn=uninit)]  # fmt: skip


def _interleave(interp, op):
    a, b = as_vector(interp, op.lhs), as_vector(interp, op.rhs)
    dims = vector_dims(op, op.result.type)

    def pick(J, get):
        last = J[-1]
        half = [*J[:-1], ix.udiv(last, ix.bv(2))]
        odd = ix.urem(last, ix.bv(2))
        if ix.value(odd) is not None:
            return get(b if ix.value(odd) else a, half)
        return ite(odd == ix.bv(1), get(b, half), get(a, half))

    poison = (lambda J: pick(J, lambda t, K: t.poison_get(K))) if a.has_poison or b.has_poison else None
    uninit = (lambda J: pick(J, lambda t, K: t.uninit_get(K))) if a.has_uninit or b.has_uninit else None
    return [Tensor(a.elem_type, a.sort, dims, index_fn=lambda J: pick(J, lambda t, K: t.elem_get(K)),
                   index_poison_fn=poison, uninit_fn=uninit)]  # fmt: skip


def _deinterleave(interp, op):
    src = as_vector(interp, op.source)
    dims = vector_dims(op, op.res1.type)
    return [moved(src, lambda J, p=p: [*J[:-1], ix.add(ix.mul(J[-1], ix.bv(2)), ix.bv(p))], dims) for p in (0, 1)]


def _fma(interp, op):
    """Lane-wise `math.fma` (fused: one rounding)."""
    from tvmlir.semantics.elementwise import _elementwise

    return _elementwise(interp, op, [as_vector(interp, v) for v in (op.lhs, op.rhs, op.acc)])


def _bitcast(interp, op):
    """Lanes reinterpreted: the source's bits in lane order (lane 0 in the
    low bits, as LLVM's bitcast of vectors on a little-endian target), cut
    into the result's element width.  Integer lanes only: float bit
    patterns are `bits`' business (not modelled here)."""
    src = as_vector(interp, op.source)
    t = op.result.type
    dims = vector_dims(op, t)
    if not isinstance(src.elem_type, IntegerType) or not isinstance(t.get_element_type(), IntegerType):
        raise Unsupported(op, "a bitcast of float lanes (bit patterns of floats are not modelled)")
    sw = src.elem_type.width.data
    rw = t.get_element_type().width.data
    n = ix.value(dims[-1]) if dims else 1

    def parts(J):
        """(source lane, its bits) making up result lane J (constant)."""
        lo = ix.value(J[-1]) * rw if dims else 0
        return [(b, [*J[:-1], ix.bv(b)]) for b in range(lo // sw, (lo + rw - 1) // sw + 1)], lo

    def at_constant(J, get, combine):
        ps, lo = parts(J)
        word = None
        for _, K in reversed(ps):
            word = get(K) if word is None else combine(word, get(K))
        return word, lo - ps[0][0] * sw

    def elem_const(J):
        word, shift = at_constant(J, src.elem_get, z3.Concat)
        return z3.Extract(shift + rw - 1, shift, word)

    def poison_const(J):
        ps, _ = parts(J)
        return or_(*[src.poison_get(K) for _, K in ps])

    def by_lane(fn):
        def get(J):
            if not dims or ix.value(J[-1]) is not None:
                return fn(J)
            out = None
            for k in range(n):
                v = fn([*J[:-1], ix.bv(k)])
                out = v if out is None else ite(J[-1] == ix.bv(k), v, out)
            return out

        return get

    poison = by_lane(poison_const) if src.has_poison else None
    if src.has_uninit:
        raise Unsupported(op, "a bitcast of uninitialized lanes")
    return [Tensor(t.get_element_type(), interp.sort_of(t), dims, index_fn=by_lane(elem_const),
                   index_poison_fn=poison)]  # fmt: skip


VECTOR = {
    "vector.broadcast": _broadcast,
    "vector.splat": _splat,
    "vector.from_elements": _from_elements,
    "vector.step": _step,
    "vector.constant_mask": _constant_mask,
    "vector.create_mask": _create_mask,
    "vector.shape_cast": _shape_cast,
    "vector.transpose": _transpose,
    "vector.extract": _extract,
    "vector.insert": _insert,
    "vector.extractelement": _extract_element,
    "vector.insertelement": _insert_element,
    "vector.extract_strided_slice": _extract_strided_slice,
    "vector.insert_strided_slice": _insert_strided_slice,
    "vector.shuffle": _shuffle,
    "vector.interleave": _interleave,
    "vector.deinterleave": _deinterleave,
    "vector.fma": _fma,
    "vector.bitcast": _bitcast,
}
