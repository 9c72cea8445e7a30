"""`tensor.pack` and `tensor.unpack`: the table `TENSOR_PACK`.

A pack tiles dimensions `inner_dims_pos` of its source by `inner_tiles`:
the result (of the `dest` operand's extents; dest's elements are not read)
has the source's dimensions, each tiled one divided (up) by its tile and
all permuted by `outer_dims_perm` (or larger: MLIR's verifier only asks
dest to be large enough), then one dimension per tile.  Its
element at (outer O, inner T) is the source's element whose index in a
tiled dimension d is `O[d] * tile + T`, in another `O[d]` (O read through
the permutation); an index past the source's extent reads
`padding_value`.  MLIR leaves a pack that needs padding and has none
undefined ("If the tile does not perfectly divide the dimension,
padding_value must be specified, otherwise behavior is undefined"): UB.

An unpack is the inverse read: its result (dest's extents; dest is not
read either) at index I is the packed element at outer `I[d] / tile`,
inner `I[d] % tile`; the packed extents must cover every such read, an
untiled destination extent must equal its packed outer extent (printed as
an assumption: MLIR's canonicalizer infers so), and its tile dimensions
must be the tiles (MLIR's verifier
checks static ones; a dynamic one that differs is UB).  Zero tiles are UB.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import TensorType

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import ite, not_, or_
from tvmlir.semantics.tensor import mixed
from tvmlir.semantics.values import Tensor


def _layout(interp, op, rank: int):
    """(tile of each tiled dimension: {dim: (k, tile)}, perm)."""
    positions = [int(p) for p in op.inner_dims_pos.get_values()]
    tiles = mixed(interp, op.inner_tiles, op.static_inner_tiles)
    perm = [int(p) for p in op.outer_dims_perm.get_values()] if op.outer_dims_perm is not None else []
    perm = perm or list(range(rank))
    for t in tiles:
        if ix.value(t) is None:
            interp.ub(t == ix.bv(0))
    return {d: (k, t) for k, (d, t) in enumerate(zip(positions, tiles))}, perm


def _ceil_div(a, b):
    return ix.udiv(ix.add(a, ix.sub(b, ix.bv(1))), b)


def _tensor_operands(op):
    for v in (op.source, op.dest):
        if not isinstance(v.type, TensorType):
            raise Unsupported(op, "packing memrefs is not modelled")


def _pack(interp, op):
    _tensor_operands(op)
    src = interp.tensor(op.source)
    dest = interp.tensor(op.dest)
    n = src.rank
    tiled, perm = _layout(interp, op, n)
    pad = interp.scalar(op.padding_value) if op.padding_value is not None else None
    # The result's extents are dest's: at least the packed ones (MLIR's
    # verifier: "not large enough to hold the packed data"); what lies
    # beyond the source is padding.
    larger = []
    for i, d in enumerate(perm):
        if d not in tiled:  # an untiled extent is the source's (as for unpack)
            same = _differs(dest.dims[i], src.dims[d])
            if same is not None and not z3.is_true(same):
                interp.ctx.assume(UNTILED_EXTENTS)
            interp.ub(same)
            continue
        want = _ceil_div(src.dims[d], tiled[d][1])
        interp.ub(_not(ix.ule(want, dest.dims[i])))
        larger.append(ix.ult(want, dest.dims[i]))
    for d, (k, t) in tiled.items():
        interp.ub(_differs(dest.dims[n + k], t))
    if pad is None:
        # No padding value: every tile must divide its extent, and dest
        # must be no larger than the packed extents.
        needs = [ix.urem(src.dims[d], t) != ix.bv(0) for d, (_, t) in tiled.items()] + larger
        interp.ub(z3.simplify(or_(*needs)) if needs else None)
    where = {d: i for i, d in enumerate(perm)}

    def source_index(J):
        out = []
        for d in range(n):
            o = J[where[d]]
            if d in tiled:
                k, t = tiled[d]
                o = ix.add(ix.mul(o, t), J[n + k])
            out.append(o)
        return out

    def inside(J):
        return ix.in_bounds(source_index(J), src.dims)

    def pick(J, at_source, padding):
        if pad is None:
            return at_source(source_index(J))
        c = z3.simplify(inside(J))
        if z3.is_true(c):
            return at_source(source_index(J))
        return ite(c, at_source(source_index(J)), padding)

    pad_poison = pad.poison if pad is not None and pad.poison is not None else z3.BoolVal(False)
    poison = None
    if src.has_poison or (pad is not None and not z3.is_false(pad_poison)):
        poison = lambda J: pick(J, src.poison_get, pad_poison)  # noqa: E731
    uninit = (lambda J: pick(J, src.uninit_get, z3.BoolVal(False))) if src.has_uninit else None  # noqa: E731
    value = pad.term if pad is not None else None
    return [Tensor(src.elem_type, src.sort, dest.dims, index_fn=lambda J: pick(J, src.elem_get, value),
                   index_poison_fn=poison, uninit_fn=uninit)]  # fmt: skip


def _unpack(interp, op):
    _tensor_operands(op)
    packed = interp.tensor(op.source)
    dest = interp.tensor(op.dest)
    n = dest.rank
    tiled, perm = _layout(interp, op, n)
    for i, d in enumerate(perm):
        if d in tiled:
            # The last read of dimension d, (extent - 1) / tile, must be in the
            # packed outer extent (the unpack may drop the padding).
            interp.ub(_not(ix.ule(_ceil_div(dest.dims[d], tiled[d][1]), packed.dims[i])))
            continue
        same = _differs(dest.dims[d], packed.dims[i])
        if same is not None and not z3.is_true(same):
            interp.ctx.assume(UNTILED_EXTENTS)
        interp.ub(same)
    for d, (k, t) in tiled.items():
        interp.ub(_differs(packed.dims[n + k], t))

    def packed_index(J):
        out = [None] * (n + len(tiled))
        for i, d in enumerate(perm):
            if d in tiled:
                k, t = tiled[d]
                out[i] = ix.udiv(J[d], t)
                out[n + k] = ix.urem(J[d], t)
            else:
                out[i] = J[d]
        return out

    poison = (lambda J: packed.poison_get(packed_index(J))) if packed.has_poison else None  # noqa: E731
    uninit = (lambda J: packed.uninit_get(packed_index(J))) if packed.has_uninit else None  # noqa: E731
    return [Tensor(packed.elem_type, packed.sort, dest.dims, index_fn=lambda J: packed.elem_get(packed_index(J)),
                   index_poison_fn=poison, uninit_fn=uninit)]  # fmt: skip


UNTILED_EXTENTS = (
    "the untiled extents of a tensor.pack's or tensor.unpack's packed tensor equal the unpacked ones (UB otherwise; "
    "MLIR's canonicalizer infers them so, though its verifier only rejects a smaller static packed one)"
)


def _differs(a, b):
    return _not(ix.eq(a, b))


def _not(c):
    c = z3.simplify(c)
    return None if z3.is_true(c) else not_(c) if not z3.is_false(c) else z3.BoolVal(True)


TENSOR_PACK = {
    "tensor.pack": _pack,
    "tensor.unpack": _unpack,
}
