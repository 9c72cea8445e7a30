"""Vectors to and from memory and tensors: the table `VECTOR_TRANSFER`.

MLIR 19's definitions (VectorOps.td), exactly:

* `transfer_read %src[%i..], %pad [, %mask] {permutation_map, in_bounds}`:
  lane J of the result reads `src` at `%i` plus, in each source dimension
  `d` the map sends to vector dimension j, `J[j]` (a map result `0` is a
  broadcast: the lane reads `%i` in no dimension).  A lane is *active*
  where its mask bit is set (the mask is indexed "before any permutation
  or broadcasting": by the lane's offsets in the source dimensions the map
  uses, in source order, MLIR's `inferTransferOpMaskType`) and, in every
  vector dimension whose `in_bounds` is false, the index is below the
  extent.  Inactive lanes are `%pad` and read nothing.  An active lane out
  of bounds in an `in_bounds` dimension, and any index of a dimension the
  vector does not span (or spans by broadcast) out of bounds, is UB ("must
  always be in-bounds").
* `transfer_write` writes the active lanes (same rules; no broadcasts):
  into a copy of a tensor, or stores into memory.
* `vector.load` / `vector.store` read or write the trailing dimensions at
  `%i`; MLIR 19 leaves their out-of-bounds accesses "target-specific":
  tvmlir makes them UB (printed as an assumption).
* `maskedload` / `maskedstore`: active lanes (mask bit set) as load/store,
  inactive ones the pass-through value (load) or untouched (store).
* `gather %base[%i..][%v], %mask, %pass`: lane J reads the element at
  row-major linear position `lin(%i..) + %v[J]` ("each index is a 1-D
  offset on the base": both of MLIR 19's lowerings address so, the LLVM
  one by offsetting the element pointer of `%base[%i..]`); a set lane
  outside the base is UB.  On a strided base whose rows are not
  contiguous the position could fall between rows: unsupported.
* `vector.mask %m[, %pass] { op }` masks a transfer (its own mask) or a
  reduction (`vector_reduce`); masked-off result lanes of a read are the
  pass-through value when there is one.  Other masked ops are unsupported.

A poison mask bit makes the lane poison (and its access not happen).
"""

from __future__ import annotations

import itertools

from dataclasses import replace

import z3
from xdsl.dialects.builtin import MemRefType, VectorType
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr

from tvmlir.ir.view_types import contiguous_row_major
from tvmlir.semantics import index as ix
from tvmlir.semantics.elementwise import at_indices
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import and_, ite, not_, or_
from tvmlir.semantics.values import MemRef, Scalar, Tensor
from tvmlir.semantics.vector import as_vector, vector_dims

MAX_STORED_LANES = 4096
"""Lanes a transfer into memory stores one by one (each a guarded store)."""

OOB_ASSUMPTION = ("an out-of-bounds lane of vector.load/vector.store is UB (MLIR 19: 'target-specific'), "
                  "as for memref.load/memref.store")  # fmt: skip


class Layout:
    """Where the lanes of a transfer go: for each vector dimension, the
    source dimension it spans (None: a broadcast)."""

    def __init__(self, op, src_rank: int, vec_rank: int):
        m = op.permutation_map.data
        if m.num_dims != src_rank or len(m.results) != vec_rank:
            raise Unsupported(op, "a permutation map that does not match the types")
        self.spans: list[int | None] = []
        for r in m.results:
            if isinstance(r, AffineDimExpr):
                self.spans.append(r.position)
            elif isinstance(r, AffineConstantExpr) and r.value == 0:
                self.spans.append(None)
            else:
                raise Unsupported(op, f"a permutation map result {r}")
        self.src_rank = src_rank
        used = sorted({d for d in self.spans if d is not None})
        # The mask's dimensions: the used source dimensions in order, each
        # indexed by the first vector dimension spanning it.
        self.mask_lanes = [self.spans.index(d) for d in used]
        attr = op.in_bounds
        flags = [bool(a.value.data) for a in attr.data] if attr is not None else [False] * vec_rank
        self.in_bounds = flags

    def source_index(self, idx, J):
        out = list(idx)
        for j, d in enumerate(self.spans):
            if d is not None:
                out[d] = ix.add(out[d], J[j])
        return out

    def mask_index(self, J):
        return [J[j] for j in self.mask_lanes]

    def lane_inside(self, idx, dims, J, j) -> z3.BoolRef:
        """Lane `J`'s index along vector dimension `j` is below the
        extent (the index read signed, as MLIR's index values, on 128
        bits: the lane at `%n - 1 + 1` is element 0, not 2^64)."""
        d = self.spans[j]
        if ix.nonneg_constant(idx[d]):
            return ix.wide_lt(ix.wide(idx[d]) + ix.wide(J[j]), dims[d])
        return ix.swide(idx[d]) + ix.wide(J[j]) < ix.wide(dims[d])

    def lanes_nonneg(self, idx, J) -> z3.BoolRef:
        """Every spanned index of lane `J` is non-negative.  MLIR 19's
        transfers may run out of bounds only "as the index increases"
        (VectorOps.td), and their lowering masks lanes by `idx + j < dim`
        alone, so a lane set at a negative index reads or writes before
        the buffer: UB (attack round 9: read unsigned, such a lane was
        out of bounds and padded, so a transfer hoisted out of its
        `%n >= 1` guard verified)."""
        conds = []
        for j, d in enumerate(self.spans):
            if d is None:
                continue
            if ix.nonneg_constant(idx[d]):
                continue
            conds.append(ix.swide(idx[d]) + ix.wide(J[j]) >= 0)
        return z3.simplify(and_(*conds)) if conds else z3.BoolVal(True)

    def fixed_dims(self) -> list[int]:
        """Source dimensions no lane offsets (not spanned, or broadcast only)."""
        return [d for d in range(self.src_rank) if d not in self.spans]


def _mask_bit(mask: Tensor | None, K) -> tuple[z3.BoolRef, z3.BoolRef | None]:
    """(bit set, bit poison) of lane K of a mask (none: every lane set)."""
    if mask is None:
        return z3.BoolVal(True), None
    s = mask.get(K)
    return s.term == z3.BitVecVal(1, 1), s.poison


def _active_mask(interp, op) -> tuple[Tensor | None, Scalar | None]:
    """The op's mask: its own operand, or the enclosing `vector.mask`'s,
    with that op's pass-through value."""
    own = getattr(op, "mask", None)
    outer = interp.vector_masks[-1] if interp.vector_masks and interp.vector_masks[-1][0] is op else None
    if own is not None and outer is not None:
        raise Unsupported(op, "a transfer with a mask inside vector.mask")
    if outer is not None:
        return outer[1], outer[2]
    return (as_vector(interp, own) if own is not None else None), None


def _elem_ok(op, src_type) -> None:
    if isinstance(src_type.get_element_type(), VectorType):
        raise Unsupported(op, "a memref or tensor of vectors")


def _fixed_ub(interp, layout: Layout, idx, dims, vdims) -> None:
    """Indices of dimensions no lane offsets must be in bounds (when the
    vector has lanes)."""
    nonempty = all(ix.value(d) != 0 for d in vdims)
    if not nonempty:
        return
    for d in layout.fixed_dims():
        interp.ub(z3.simplify(not_(ix.ult(idx[d], dims[d]))))


def _transfer_read(interp, op):
    t = op.result.type
    vdims = vector_dims(op, t)
    src = interp.value(op.source)
    _elem_ok(op, op.source.type)
    idx = [interp.index(i) for i in op.indices]
    pad = interp.scalar(op.padding)
    layout = Layout(op, len(idx), len(vdims))
    mask, passthru = _active_mask(interp, op)
    dims = src.dims
    _fixed_ub(interp, layout, idx, dims, vdims)
    moved = _moved_by_writes(op)
    lane_uninit = z3.BoolVal(False)
    J = [interp.names.fresh("v") for _ in vdims]
    with interp.binder(J, vdims):
        bit, bit_poison = _mask_bit(mask, layout.mask_index(J))
        guarded = [layout.lane_inside(idx, dims, J, j) for j, d in enumerate(layout.spans)
                   if d is not None and not layout.in_bounds[j]]  # fmt: skip
        active = z3.simplify(and_(bit, *guarded)) if guarded else z3.simplify(bit)
        interp.ub(z3.simplify(and_(bit, not_(layout.lanes_nonneg(idx, J)))))
        at = layout.source_index(idx, J)
        # An in_bounds dimension out of bounds on an active lane is UB.
        strict = [layout.lane_inside(idx, dims, J, j) for j, d in enumerate(layout.spans)
                  if d is not None and layout.in_bounds[j]]  # fmt: skip
        if strict:
            interp.ub(z3.simplify(and_(active, not_(and_(*strict)))))
        if isinstance(src, MemRef):
            value, ub = interp.memory.load(src, at, moved=moved)
            interp.ub(z3.simplify(and_(active, ub)))
            term, poison = value.term, value.poison_or_false()
            if value.uninit is not None:
                lane_uninit = z3.simplify(and_(active, value.uninit))
        else:
            if src.has_uninit and moved:
                lane_uninit = z3.simplify(and_(active, src.uninit_get(at)))
            elif src.has_uninit:
                interp.ub(z3.simplify(and_(active, src.uninit_get(at))))
            term, poison = src.elem_get(at), src.poison_get(at)
        lane = ite(active, term, pad.term)
        lane_poison = ite(active, poison, pad.poison_or_false())
        if passthru is not None:
            # vector.mask with a pass-through: masked-off lanes take it.
            pv = as_vector(interp, passthru) if not isinstance(passthru, Tensor) else passthru
            lane = ite(bit, lane, pv.elem_get(J))
            lane_poison = ite(bit, lane_poison, pv.poison_get(J))
        if bit_poison is not None:
            lane_poison = or_(bit_poison, lane_poison)
        lane_poison = z3.simplify(lane_poison)
    return [Tensor(t.get_element_type(), interp.sort_of(t), vdims, index_fn=at_indices(J, lane),
                   index_poison_fn=None if z3.is_false(lane_poison) else at_indices(J, lane_poison),
                   uninit_fn=None if z3.is_false(lane_uninit) else at_indices(J, lane_uninit))]  # fmt: skip


def _moved_by_writes(op) -> bool:
    """Whether the read vector's only uses are as the vector a
    transfer_write writes: the read moves the elements (an uninitialized
    one stays so, as `memref.copy` and `memory.moved_by_stores` loads do)
    rather than reading them.  The vectorized `memref.copy` is such a
    pair (Dialect/Linalg/vectorization-with-patterns.mlir
    @test_vectorize_copy)."""
    uses = list(op.results[0].uses)
    return bool(uses) and all(u.operation.name == "vector.transfer_write" and u.index == 0 for u in uses)


def _transfer_write(interp, op):
    vec = as_vector(interp, op.vector)
    vdims = vec.dims
    dest = interp.value(op.source)
    _elem_ok(op, op.source.type)
    idx = [interp.index(i) for i in op.indices]
    layout = Layout(op, len(idx), len(vdims))
    if None in layout.spans:
        raise Unsupported(op, "a transfer_write with a broadcast dimension")
    mask, _ = _active_mask(interp, op)
    dims = dest.dims
    _fixed_ub(interp, layout, idx, dims, vdims)

    def active_at(J):
        bit, bit_poison = _mask_bit(mask, layout.mask_index(J))
        guarded = [layout.lane_inside(idx, dims, J, j) for j in range(len(vdims)) if not layout.in_bounds[j]]
        return z3.simplify(and_(bit, *guarded)), bit_poison

    J = [interp.names.fresh("v") for _ in vdims]
    with interp.binder(J, vdims):
        active, bit_poison = active_at(J)
        bit, _ = _mask_bit(mask, layout.mask_index(J))
        interp.ub(z3.simplify(and_(bit, not_(layout.lanes_nonneg(idx, J)))))
        strict = [layout.lane_inside(idx, dims, J, j) for j in range(len(vdims)) if layout.in_bounds[j]]
        if strict:
            interp.ub(z3.simplify(and_(active, not_(and_(*strict)))))
        if bit_poison is not None:  # a poison mask bit decides a store
            interp.ub(z3.simplify(bit_poison))
    if isinstance(dest, MemRef):
        return _write_memory(interp, op, vec, dest, idx, layout, active_at)
    return [_write_tensor(interp, op, vec, dest, idx, layout, active_at)]


def _write_tensor(interp, op, vec: Tensor, dest: Tensor, idx, layout: Layout, active_at) -> Tensor:
    """`dest` with the active lanes written."""

    def locate(I):
        conds = [ix.eq(I[d], idx[d]) for d in layout.fixed_dims()]
        lane = []
        for j, d in enumerate(layout.spans):
            # I = idx + off for a lane off (modulo 2^64: idx may be
            # negative where its first lanes are masked off).
            off = ix.sub(I[d], idx[d])
            conds += [ix.ult(off, vec.dims[j])]
            lane.append(off)
        inside = z3.simplify(and_(*conds)) if conds else z3.BoolVal(True)
        if z3.is_false(inside):
            return inside, lane
        active, _ = active_at(lane)
        return z3.simplify(and_(inside, active)), lane

    def pick(I, inner, outer):
        hit, lane = locate(I)
        if z3.is_true(hit):
            return inner(lane)
        if z3.is_false(hit):
            return outer(I)
        return ite(hit, inner(lane), outer(I))

    poison = None
    if vec.has_poison or dest.has_poison:
        poison = lambda I: pick(I, vec.poison_get, dest.poison_get)  # noqa: E731
    uninit = None
    if vec.has_uninit or dest.has_uninit:
        uninit = lambda I: pick(I, vec.uninit_get, dest.uninit_get)  # noqa: E731
    return Tensor(dest.elem_type, dest.sort, dest.dims, index_fn=lambda I: pick(I, vec.elem_get, dest.elem_get),
                  index_poison_fn=poison, uninit_fn=uninit)  # fmt: skip


def _each_lane(op, dims):
    sizes = [ix.value(d) for d in dims]
    total = 1
    for s in sizes:
        total *= s
    if total > MAX_STORED_LANES:
        raise Unsupported(op, f"a store of {total} lanes (more than {MAX_STORED_LANES})")
    return [[ix.bv(v) for v in p] for p in itertools.product(*[range(s) for s in sizes])]


def _write_memory(interp, op, vec: Tensor, dest: MemRef, idx, layout: Layout, active_at) -> list:
    for K in _each_lane(op, vec.dims):
        active, _ = active_at(K)
        if z3.is_false(active):
            continue
        lane = vec.get(K)
        if vec.has_uninit:  # moved lanes (`_moved_by_writes`): the cell becomes uninitialized
            lane = replace(lane, uninit=vec.uninit_get(K))
        interp.ub(interp.memory.store(dest, layout.source_index(idx, K), lane, active))
    return []


# --- loads and stores ----------------------------------------------------------------


def _trailing(idx, J):
    """`idx` with the vector's lanes added to its trailing dimensions."""
    lead = len(idx) - len(J)
    return list(idx[:lead]) + [ix.add(i, j) for i, j in zip(idx[lead:], J)]


def _load(interp, op):
    return load_vector(interp, op, op.base, [interp.index(i) for i in op.indices])


def load_vector(interp, op, base, idx):
    """`vector.load` of `op`'s result type from `base` at the 64-bit
    indices `idx` (shared with `affine.vector_load`, whose indices come
    from its map)."""
    t = op.result.type
    vdims = vector_dims(op, t)
    m = interp.memref(base)
    _elem_ok(op, base.type)
    interp.ctx.assume(OOB_ASSUMPTION)
    J = [interp.names.fresh("v") for _ in vdims]
    with interp.binder(J, vdims):
        value, ub = interp.memory.load(m, _trailing(idx, J))
        interp.ub(ub)
    return [Tensor(t.get_element_type(), interp.sort_of(t), vdims, index_fn=at_indices(J, value.term))]


def _store(interp, op):
    return store_vector(interp, op, op.vector, op.base, [interp.index(i) for i in op.indices])


def store_vector(interp, op, value, base, idx):
    """`vector.store` of `value` into `base` at the 64-bit indices `idx`
    (shared with `affine.vector_store`)."""
    vec = as_vector(interp, value)
    m = interp.memref(base)
    _elem_ok(op, base.type)
    interp.ctx.assume(OOB_ASSUMPTION)
    if vec.has_uninit:
        raise Unsupported(op, "storing uninitialized lanes")
    for K in _each_lane(op, vec.dims):
        interp.ub(interp.memory.store(m, _trailing(idx, K), vec.get(K)))
    return []


def _masked_load(interp, op):
    t = op.result.type
    vdims = vector_dims(op, t)
    m = interp.memref(op.base)
    _elem_ok(op, op.base.type)
    idx = [interp.index(i) for i in op.indices]
    mask = as_vector(interp, op.mask)
    passthru = as_vector(interp, op.pass_thru)
    J = [interp.names.fresh("v") for _ in vdims]
    with interp.binder(J, vdims):
        bit, bit_poison = _mask_bit(mask, J)
        value, ub = interp.memory.load(m, _trailing(idx, J))
        interp.ub(z3.simplify(and_(bit, ub)))
        lane = ite(bit, value.term, passthru.elem_get(J))
        poison = ite(bit, z3.BoolVal(False), passthru.poison_get(J))
        if bit_poison is not None:
            poison = or_(bit_poison, poison)
        poison = z3.simplify(poison)
    return [Tensor(t.get_element_type(), interp.sort_of(t), vdims, index_fn=at_indices(J, lane),
                   index_poison_fn=None if z3.is_false(poison) else at_indices(J, poison))]  # fmt: skip


def _masked_store(interp, op):
    vec = as_vector(interp, op.value_to_store)
    m = interp.memref(op.base)
    _elem_ok(op, op.base.type)
    idx = [interp.index(i) for i in op.indices]
    mask = as_vector(interp, op.mask)
    if vec.has_uninit:
        raise Unsupported(op, "storing uninitialized lanes")
    for K in _each_lane(op, vec.dims):
        bit, bit_poison = _mask_bit(mask, K)
        if bit_poison is not None:
            interp.ub(bit_poison)
        bit = z3.simplify(bit)
        if z3.is_false(bit):
            continue
        interp.ub(interp.memory.store(m, _trailing(idx, K), vec.get(K), bit))
    return []


def _gather_position(idx, off, dims) -> tuple[list, z3.BoolRef]:
    """A gather lane's indices in a base of extents `dims`, and whether its
    row-major linear position `lin(idx) + off` is inside the base: computed
    signed on 128 bits (no index wraps into the base), the indices read
    back from the 64-bit position where it is inside."""
    pos = z3.BitVecVal(0, ix.WIDE)
    for i, d in zip(idx, dims):
        pos = pos * ix.wide(d) + ix.swide(i)
    pos = z3.simplify(pos + ix.swide(off))
    inside = z3.simplify(z3.And(pos >= 0, pos < ix.wide(ix.product(dims))))
    flat = z3.simplify(z3.Extract(ix.INDEX_WIDTH - 1, 0, pos))
    return (ix.unflatten(flat, dims) if len(dims) > 1 else [flat]), inside


def _gather(interp, op):
    t = op.result.type
    vdims = vector_dims(op, t)
    base = interp.value(op.base)
    idx = [interp.index(i) for i in op.indices]
    offsets = as_vector(interp, op.index_vec)
    mask = as_vector(interp, op.mask)
    passthru = as_vector(interp, op.pass_thru)
    if len(idx) > 1 and isinstance(op.base.type, MemRefType) and not contiguous_row_major(op.base.type):
        raise Unsupported(op, "a gather from a view whose rows are not contiguous (a lane offset may address "
                          "memory between its rows)")
    J = [interp.names.fresh("v") for _ in vdims]
    with interp.binder(J, vdims):
        bit, bit_poison = _mask_bit(mask, J)
        off = offsets.get(J)
        wide_off = z3.SignExt(64 - off.term.size(), off.term) if off.term.size() < 64 else off.term
        at, inside = _gather_position(idx, wide_off, base.dims)
        # An enabled lane at a poison offset reads a poison address: UB, as
        # a poison index operand of `memref.load` is (`Interpreter.index`)
        # and `llvm.masked.gather` through a poison pointer is (attack
        # round 12: a lane offset computed `overflow<nsw>` that wraps was a
        # poison lane, and a target that never read the lane verified).
        interp.ub(z3.simplify(and_(bit, off.poison_or_false())))
        poison = ite(bit, off.poison_or_false(), passthru.poison_get(J))
        if isinstance(base, MemRef):
            value, ub = interp.memory.load(base, at)
            interp.ub(z3.simplify(and_(bit, or_(ub, not_(inside)))))
            term = value.term
        else:
            interp.ub(z3.simplify(and_(bit, or_(not_(inside), not_(ix.in_bounds(at, base.dims))))))
            if base.has_uninit:
                interp.ub(z3.simplify(and_(bit, base.uninit_get(at))))
            term = base.elem_get(at)
            poison = ite(bit, or_(off.poison_or_false(), base.poison_get(at)), passthru.poison_get(J))
        lane = ite(bit, term, passthru.elem_get(J))
        if bit_poison is not None:
            poison = or_(bit_poison, poison)
        poison = z3.simplify(poison)
    return [Tensor(t.get_element_type(), interp.sort_of(t), vdims, index_fn=at_indices(J, lane),
                   index_poison_fn=None if z3.is_false(poison) else at_indices(J, poison))]  # fmt: skip


# --- vector.mask ---------------------------------------------------------------------

MASKABLE = {"vector.transfer_read", "vector.transfer_write", "vector.reduction", "vector.multi_reduction",
            "vector.contract"}  # fmt: skip


def _mask(interp, op):
    block = op.maskRegion.blocks[0]
    ops = list(block.ops)
    inner = [o for o in ops if op_name(o) != "vector.yield"]
    if not inner:  # an empty mask region yields values from above
        _, values = interp.run_block(block, [])
        return values
    if len(inner) != 1 or op_name(inner[0]) not in MASKABLE:
        raise Unsupported(inner[0] if inner else op, "masking this op with vector.mask is not modelled")
    mask = as_vector(interp, op.mask)
    passthru = interp.value(op.passthru) if op.passthru is not None else None
    interp.vector_masks.append((inner[0], mask, passthru))
    try:
        _, values = interp.run_block(block, [])
    finally:
        interp.vector_masks.pop()
    return values


VECTOR_TRANSFER = {
    "vector.transfer_read": _transfer_read,
    "vector.transfer_write": _transfer_write,
    "vector.load": _load,
    "vector.store": _store,
    "vector.maskedload": _masked_load,
    "vector.maskedstore": _masked_store,
    "vector.gather": _gather,
    "vector.mask": _mask,
}
