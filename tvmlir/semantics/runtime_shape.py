"""Ops whose result shape is a run-time value: `tensor.rank` /
`memref.rank`, `tensor.reshape` / `memref.reshape` (the table
`RUNTIME_SHAPE`).

Why here and not with the other tensor / memref ops: they are what MLIR's
unranked values are made of.  tv-check gives an unranked value a rank per
check (`refinement/unranked.py`: the pair is checked once per rank of each
unranked argument and of each source `reshape` whose shape operand has a
dynamic extent), so the ops below only ever see ranked types.  What stays
a run-time fact is written as MLIR 19 defines it:

* `tensor.reshape` (TensorOps.td): "the source and destination tensors
  must have the same number of elements"; the result's extents are the
  shape operand's elements, its rank the shape's extent.  A mismatch, or
  a negative extent, is UB (the op cannot produce a value of its type;
  `index.extents_match`: no product that only wraps around to the count).  The elements keep
  their row-major order.
* `memref.reshape` (MemRefOps.td): the same on memrefs, the shape read from
  memory (a load: UB unless live and in bounds); "the source memref must
  have an identity layout" -- for a source whose strides are only known
  at run time (an unranked or strided argument), a non-contiguous source
  is UB.  The result is the identity-layout view of the same block.
  Integer shape elements are extents by sign extension (the lowering's
  `index_cast`).
* `tensor.rank` / `memref.rank`: the rank, a constant once it is fixed.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, not_
from tvmlir.semantics.values import MemRef, row_major_strides


RANK_FIXED = "tvmlir.rank_fixed"
"""Marks a cast whose operand was unranked before tv-check fixed its rank
(`refinement/unranked.py`): a cast to another rank is then the cast
failing at run time, UB ("the cast is valid if the run-time type matches")."""


def rank_mismatch(interp, op, src_rank: int, dest_rank: int) -> bool:
    """Whether a cast from rank `src_rank` to `dest_rank` is a run-time rank
    mismatch (UB, recorded; True) -- only where the operand's rank was fixed
    by tv-check; elsewhere MLIR's verifier forbids it."""
    if src_rank == dest_rank:
        return False
    if RANK_FIXED not in op.attributes:
        raise Unsupported(op, "a cast between ranks")
    interp.ub(z3.BoolVal(True))
    return True


def _rank(interp, op):
    t = op.operands[0].type
    if not hasattr(t, "get_shape"):
        raise Unsupported(op, "the rank of an unranked value (tv-check fixes it per check; not here)")
    return [interp.index_value(ix.bv(len(t.get_shape())))]


def _extents(interp, op, shape_dims, read) -> list[z3.BitVecRef]:
    """The result's extents, element k of the shape operand each (a static
    result extent must equal it: UB otherwise), and UB unless the shape's
    extent is the result's rank."""
    rank = len(op.results[0].type.get_shape())
    ok = ix.eq(shape_dims[0], ix.bv(rank))
    interp.ub(None if z3.is_true(z3.simplify(ok)) else not_(ok))
    dims = []
    for k, static in enumerate(op.results[0].type.get_shape()):
        d = read(k)
        if static != DYNAMIC_INDEX:
            same = ix.eq(d, ix.bv(static))
            interp.ub(None if z3.is_true(z3.simplify(same)) else not_(same))
            d = ix.bv(static)
        else:  # a dynamic extent: within --max-unknown-dimsize when the check bounds extents
            interp.ctx.bound_extent(d)
        dims.append(d)
    return dims


def _same_count(interp, src_dims, dims) -> None:
    """UB unless the extents are non-negative and multiply, without
    wrapping around, to the source's element count."""
    ok = ix.extents_match(dims, ix.product(list(src_dims)))
    interp.ub(None if z3.is_true(z3.simplify(ok)) else not_(ok))


def _extent_of(interp, s) -> z3.BitVecRef:
    """An element of a shape operand (index or signless integer) as an extent."""
    if isinstance(s.term.sort(), z3.BitVecSortRef) and s.term.size() != 64:
        width = s.term.size()
        return z3.SignExt(64 - width, s.term) if width < 64 else z3.Extract(63, 0, s.term)
    return s.term


def _tensor_reshape(interp, op):
    from tvmlir.semantics.tensor import same_elements

    src = interp.tensor(op.source)
    shape = interp.tensor(op.shape)
    index_elems = isinstance(op.shape.type.get_element_type(), IndexType)

    def read(k):
        s = interp.read(shape, [ix.bv(k)])
        interp.observe(s)
        return ix.from_index_value(s.term) if index_elems else _extent_of(interp, s)

    dims = _extents(interp, op, shape.dims, read)
    _same_count(interp, src.dims, dims)
    return [same_elements(src, dims)]


def _memref_reshape(interp, op):
    src = interp.memref(op.source)
    shape = interp.memref(op.shape)
    index_elems = isinstance(op.shape.type.get_element_type(), IndexType)

    def read(k):
        v, ub = interp.memory.load(shape, [ix.bv(k)])
        interp.ub(ub)
        interp.observe(v)
        return ix.from_index_value(v.term) if index_elems else _extent_of(interp, v)

    dims = _extents(interp, op, shape.dims, read)
    _same_count(interp, src.dims, dims)
    # MemRefOps.td: the source has the identity layout, which an
    # unranked one (ranked here with every stride and the offset `?`,
    # `refinement/unranked.py`) can only have at run time: contiguous
    # (every dimension of extent other than 1 has its row-major
    # stride; a unit dimension's stride addresses nothing, and strides
    # do not matter without elements) and at layout offset 0 (the view
    # starts at its base pointer, where `-memref-expand`'s
    # `reinterpret_cast ... offset: [0]` puts it).
    row_major = row_major_strides(src.dims)
    at_base = ix.eq(src.offset, ix.bv(0) if src.base is None else src.base)  # no base: the block's start
    identity = and_(at_base, z3.Or(
        and_(*[z3.Or(ix.eq(d, ix.bv(1)), ix.eq(s, want)) for d, s, want in zip(src.dims, src.strides, row_major)]),
        *[ix.eq(d, ix.bv(0)) for d in src.dims],
    ))  # fmt: skip
    interp.ub(not_(identity))
    within = None
    if src.within is not None:  # the source index of a result index: same flat position

        def within(J):
            return src.within(ix.unflatten(ix.flatten(J, dims), src.dims))

    return [MemRef(src.elem_type, src.sort, src.bid, src.candidates, src.offset, dims, row_major_strides(dims), True,
                   within, src.base)]  # fmt: skip


RUNTIME_SHAPE = {
    "tensor.rank": _rank,
    "memref.rank": _rank,
    "tensor.reshape": _tensor_reshape,
    "memref.reshape": _memref_reshape,
}
