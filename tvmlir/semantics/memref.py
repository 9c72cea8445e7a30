"""`memref` ops over `memory.Memory`: the table `MEMREF`.

`alloc` / `alloca` create a local, uninitialized, writable block;
`dealloc` kills it; `load` / `store` / `copy` access views; `get_global`
views a (read-only, constant) global block; `subview`, `cast`,
`collapse_shape` and `expand_shape` make new views of the same block.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import MemRefType, StridedLayoutAttr

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, not_
from tvmlir.semantics.memory import Block, bid_val, moved_by_stores
from tvmlir.semantics.tensor import mixed
from tvmlir.semantics.values import MemRef, default_value, row_major_strides
from tvmlir.semantics.whole_view import write_whole_view


def layout_strides(op, t: MemRefType, dims, fresh=None) -> tuple[list[z3.BitVecRef], z3.BitVecRef] | None:
    """Strides and offset of a memref type's layout (None for identity).

    A dynamic stride or offset (`strided<[?, 1], offset: ?>`) or a symbol
    of an affine-map layout (`(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)`)
    takes the value `fresh(label)` (a memref argument's unknown strides);
    without `fresh` it is unsupported.  An affine-map layout must be a
    strided one: a sum of at most one `d_k * stride` per dimension and an
    offset, each a constant or a symbol."""
    layout = t.layout
    if isinstance(layout, StridedLayoutAttr):
        strides = [s.data if hasattr(s, "data") else s for s in layout.get_strides()]
        offset = layout.get_offset()
        if (any(s is None for s in strides) or offset is None) and fresh is None:
            raise Unsupported(op, f"dynamic strided layout {layout}")
        out = [ix.bv(s) if s is not None else fresh(f"stride{k}") for k, s in enumerate(strides)]
        return out, ix.bv(offset) if offset is not None else fresh("offset")
    if layout is None or str(layout) in ("#none", "NoneAttr()") or layout.__class__.__name__ == "NoneAttr":
        return None
    from xdsl.dialects.builtin import AffineMapAttr
    from xdsl.ir.affine import AffineMap

    if isinstance(layout, AffineMapAttr) and layout.data == AffineMap.identity(len(dims)):
        return None
    if isinstance(layout, AffineMapAttr):
        strided = _strided_map(layout.data, len(dims))
        if strided is not None:
            strides, offset = strided
            if fresh is None and any(isinstance(x, str) for x in [*strides, offset]):
                raise Unsupported(op, f"memref layout {layout} with symbols")
            syms: dict[str, z3.BitVecRef] = {}

            def term(x):
                if isinstance(x, int):
                    return ix.bv(x)
                if x not in syms:
                    syms[x] = fresh(x)
                return syms[x]

            return [term(x) for x in strides], term(offset)
    raise Unsupported(op, f"memref layout {layout} is not modelled")


def _strided_map(m, rank: int):
    """A single-result map `sum_k d_k * stride_k + offset` (each stride and
    the offset a constant or one symbol `s<j>`) as (strides, offset),
    symbols named by string; None for any other map."""
    from xdsl.ir.affine import AffineBinaryOpExpr, AffineBinaryOpKind, AffineConstantExpr, AffineDimExpr, AffineSymExpr

    if len(m.results) != 1 or m.num_dims != rank:
        return None
    strides: list[int | str | None] = [None] * rank
    offset: list[int | str] = []

    def atom(e):
        if isinstance(e, AffineConstantExpr):
            return e.value
        if isinstance(e, AffineSymExpr):
            return f"s{e.position}"
        return None

    def walk(e) -> bool:
        if isinstance(e, AffineBinaryOpExpr) and e.kind == AffineBinaryOpKind.Add:
            return walk(e.lhs) and walk(e.rhs)
        if isinstance(e, AffineDimExpr):
            dim, factor = e.position, 1
        elif isinstance(e, AffineBinaryOpExpr) and e.kind == AffineBinaryOpKind.Mul:
            a, b = (e.lhs, e.rhs) if isinstance(e.lhs, AffineDimExpr) else (e.rhs, e.lhs)
            if not isinstance(a, AffineDimExpr) or atom(b) is None:
                return False
            dim, factor = a.position, atom(b)
        else:
            if atom(e) is None:
                return False
            offset.append(atom(e))
            return True
        if strides[dim] is not None:
            return False
        strides[dim] = factor
        return True

    if not walk(m.results[0]) or len(offset) > 1:
        return None
    # A dimension absent from the sum has stride 0.
    return [0 if s is None else s for s in strides], (offset[0] if offset else 0)


def allocation_assumption(bits: int) -> str:
    """The printed assumption of `_assume_allocation_fits` (--max-block-bits)."""
    if bits >= 64:
        return ("an allocation of the source whose dynamic extents multiply past 2^64 fails, which MLIR leaves "
                "open: such runs are not checked (--max-block-bits=64)")  # fmt: skip
    return (f"an allocation of the source holds fewer than 2^{bits} elements (a larger one, or one whose dynamic "
            "extents multiply past 2^64, fails, which MLIR leaves open: such runs are not checked; "
            "--max-block-bits B raises the bound, up to 64)")  # fmt: skip


def _assume_allocation_fits(interp, dims) -> None:
    """A source allocation of dynamic extents whose element count (on 128
    bits) reaches 2^48 is taken as undefined, printed as an assumption.

    Why: MLIR assumes allocations succeed, and tvmlir's block size is the
    extents' product modulo 2^64.  With extents near 2^63 the product
    wraps, and a target that copies the allocation (`bufferization.clone`
    inserted by -ownership-based-buffer-deallocation) reads past the wrapped
    block where the source never reads it: a false "target is undefined"
    (dealloc-region-branchop-interface.mlir:58).  Only in the source: the
    source's allocation is the precondition (a target allocating more is
    checked as written)."""
    if not interp.is_source or all(ix.value(d) is not None for d in dims):
        return
    count = z3.BitVecVal(1, ix.WIDE)
    for d in dims:
        count = count * ix.wide(d)
    bits = interp.ctx.options.max_block_bits
    interp.ctx.assume(allocation_assumption(bits))
    interp.ub(z3.UGE(count, z3.BitVecVal(1 << bits, ix.WIDE)))


def _alloc(interp, op):
    t = op.memref.type
    dims = interp.dims_of(t, [interp.index(v) for v in op.dynamic_sizes])
    if layout_strides(op, t, dims) is not None:
        raise Unsupported(op, "allocations with a non-identity layout")
    _assume_allocation_fits(interp, dims)
    elem = t.get_element_type()
    sort = interp.sort_of(elem)
    name = f"{'src' if interp.is_source else 'tgt'}.alloc{interp.names.fresh('a').decl().name().split('!')[1]}"
    block = Block(
        elem, sort, ix.product(dims),
        z3.K(ix.INDEX, default_value(sort)), z3.K(ix.INDEX, z3.BoolVal(True)),
        z3.BoolVal(True), z3.BoolVal(True), local=True, name=name, stack=op.name == "memref.alloca",
    )  # fmt: skip
    k = interp.memory.add(block)
    return [MemRef(elem, sort, bid_val(k), (k,), ix.bv(0), dims, row_major_strides(dims))]




def _dealloc(interp, op):
    """Frees the block: UB if it is dead already, if the memref is a view
    (only what `alloc` returned can be freed, mlir-tv's litmus tests), or if
    `alloca` made it (stack memory is released by its scope)."""
    m = interp.memref(op.memref)
    if m.is_view:
        interp.ub(z3.BoolVal(True))
    interp.ub(interp.memory.on_stack(m))
    interp.ub(interp.memory.set_live(m, False))
    return []


def _load(interp, op):
    m = interp.memref(op.memref)
    idx = [interp.index(i) for i in op.indices]
    v, ub = interp.memory.load(m, idx, moved=moved_by_stores(op))
    interp.ub(ub)
    return [v]


def _store(interp, op):
    m = interp.memref(op.memref)
    idx = [interp.index(i) for i in op.indices]
    v = interp.scalar(op.value)
    interp.ub(interp.memory.store(m, idx, v))
    return []


def _copy(interp, op):
    src = interp.memref(op.source)
    dst = interp.memref(op.destination)
    t, ub = interp.memory.read_view(src)
    interp.ub(ub)
    # Overlapping views (other than the same view: one-shot-bufferize
    # copies a slice written in place onto itself) have no meaning MLIR 19
    # states: MemRefOps.td is silent, the LLVM lowering is memcpy (UB on
    # overlap) for contiguous views and the `memrefCopy` runtime call for
    # strided ones.  Read as UB (the memcpy lowering) on both sides, a
    # modelling choice: in the source it frees the target wherever the
    # views overlap (attack round 10: an overlapping copy "lowered" to a
    # forward loop verified), so it is printed whenever a source copy may
    # overlap, and --no-assume-copy-overlap-ub makes such a source copy
    # unsupported instead (the target's stays UB, the stricter reading).
    from tvmlir.semantics.memory import overlap, same_view, ub_if_overlap

    if not same_view(src, dst):
        may_overlap = interp.is_source and _may_overlap(overlap(src, dst))
        if may_overlap and not interp.ctx.options.copy_overlap_ub:
            raise Unsupported(op, "a memref.copy in the source whose views may overlap: MLIR 19 does not say what "
                                  "it copies then (--no-assume-copy-overlap-ub)")
        if may_overlap:
            interp.ctx.assume(COPY_OVERLAP_UB)
        ub_if_overlap(interp, src, dst)
    write_whole_view(interp, op, dst, t)
    return []


def _get_global(interp, op):
    name = op.name_.root_reference.data
    k = interp.module.global_blocks.get(name)
    if k is None:
        raise Unsupported(op, f"global @{name} is not a constant global of the module")
    t = op.memref.type
    dims = [ix.bv(d) for d in t.get_shape()]
    elem = t.get_element_type()
    return [MemRef(elem, interp.sort_of(elem), bid_val(k), (k,), ix.bv(0), dims, row_major_strides(dims))]


def _dim(interp, op):
    """`memref.dim`: as `tensor.dim` (an index out of range is UB: "If the
    dimension index is out of bounds the behavior is undefined", MLIR 19)."""
    from tvmlir.semantics.tensor import _dim as tensor_dim

    return tensor_dim(interp, op)


def _subview(interp, op):
    src = interp.memref(op.source)
    offs = mixed(interp, op.offsets, op.static_offsets)
    sizes = mixed(interp, op.sizes, op.static_sizes)
    strides = mixed(interp, op.strides, op.static_strides)
    # Building the view is never UB: MLIR 19's memref.subview "does not
    # guarantee that the result memref is 'inbounds' w.r.t to base memref.
    # It is upto the client to ensure that the subview is accessed in a
    # manner that is in-bounds" (MemRefOps.td, release 19).  So an access
    # through the view (load, store, copy, a linalg op) is UB when it
    # leaves the source's extents (`within`, printed as an assumption; off
    # with --no-assume-subview-in-bounds), or else when it leaves its block.
    result_shape = op.result.type.get_shape()
    from tvmlir.semantics.tensor import _kept_dims

    kept = _kept_dims(op, sizes, result_shape)
    offset = src.address(offs)
    new_strides = [ix.mul(src.strides[k], strides[k]) for k in kept]
    within = None
    if interp.ctx.options.subview_in_bounds:
        interp.ctx.assume(SUBVIEW_IN_BOUNDS)
        within = _subview_within(src, offs, strides, kept)
    return [MemRef(src.elem_type, src.sort, src.bid, src.candidates, offset, [sizes[k] for k in kept], new_strides,
                   True, within, src.base)]  # fmt: skip


COPY_OVERLAP_UB = (
    "a memref.copy whose views overlap is UB, as its memcpy lowering makes it (MLIR 19 does not say; a source "
    "copy that may overlap then accepts any target there; --no-assume-copy-overlap-ub turns this off)"
)


def _may_overlap(c) -> bool:
    """`overlap`'s condition is not the constant false."""
    return c is None or not z3.is_false(z3.simplify(c))


SUBVIEW_IN_BOUNDS = (
    "an access through a memref.subview outside its source's extents is UB, not only one outside the block "
    "(MLIR 19: 'It is upto the client to ensure that the subview is accessed in a manner that is in-bounds'; "
    "--no-assume-subview-in-bounds turns this off)"
)


def _subview_within(src: MemRef, offs, strides, kept):
    """Indices J of the view whose source indices (`offs[k] + J * strides[k]`,
    `offs[k]` in a dropped unit dimension) lie within the source's extents
    (and within what the source itself allows); bounds on 128 bits, so
    nothing wraps around, with offsets and strides read as MLIR's signed
    index values (`ix.swide`): a view at offset `%n + %c-1 = -1` holds the
    source's element 0 at index 1.  (Read unsigned, its offset was
    2^64 - 1 and index 1 was 2^64, out of bounds: a false alarm on a
    correct target, and UB that made a source accept any target.)"""

    def within(J):
        conds, j = [], iter(J)
        for k in range(src.rank):
            if k in kept:
                w = z3.simplify(ix.swide(offs[k]) + ix.wide(next(j)) * ix.swide(strides[k]))
                conds.append(and_(w >= 0, w < ix.wide(src.dims[k])))  # signed
            else:
                conds.append(ix.ult(offs[k], src.dims[k]))
        if src.within is not None:
            j = iter(J)
            conds.append(src.within([ix.add(offs[k], ix.mul(next(j), strides[k])) if k in kept else offs[k]
                                     for k in range(src.rank)]))  # fmt: skip
        return and_(*conds)

    return within


def _cast(interp, op):
    """A view of the same elements.  Where the result type is more static
    than the source (an extent, or a stride of its layout: row-major for
    the identity layout), MLIR's cast asserts it at run time: a mismatch is
    undefined behaviour.  The layout's offset is not compared: tvmlir
    places a view by its position in the block, not by base + offset (as it
    does for memref arguments)."""
    if not hasattr(op.dest.type, "get_shape") or not hasattr(op.source.type, "get_shape"):
        raise Unsupported(op, "casts to or from unranked memrefs")
    src = interp.memref(op.source)
    shape = op.dest.type.get_shape()
    from tvmlir.semantics.runtime_shape import rank_mismatch

    if rank_mismatch(interp, op, src.rank, len(shape)):
        dims = [ix.bv(max(s, 0)) for s in shape]
        return [MemRef(src.elem_type, src.sort, src.bid, src.candidates, src.offset, dims, row_major_strides(dims), True,
                       None, src.base)]  # fmt: skip
    checks = [(d, ix.bv(s)) for d, s in zip(src.dims, shape) if s >= 0]
    layout = layout_strides(op, op.dest.type, src.dims, lambda label: None)  # a dynamic stride: None
    strides = row_major_strides(src.dims) if layout is None else layout[0]
    checks += [(have, want) for have, want in zip(src.strides, strides) if want is not None]
    for have, want in checks:
        e = z3.simplify(ix.eq(have, want))
        interp.ub(None if z3.is_true(e) else not_(e))
    return [MemRef(src.elem_type, src.sort, src.bid, src.candidates, src.offset, list(src.dims), list(src.strides),
                   src.is_view, src.within, src.base)]  # fmt: skip


def _collapse(interp, op):
    src = interp.memref(op.src)
    groups = [[int(i.value.data) for i in g.data] for g in op.reassociation.data]
    dims = [ix.product([src.dims[k] for k in g]) for g in groups]
    if src.is_identity():
        strides = row_major_strides(dims)
    else:
        strides = [_collapsed_stride(interp, src, g) for g in groups]
    within = None
    if src.within is not None:  # index J of a group is its source indices, row-major

        def within(J):
            if not groups:  # collapsed to rank 0: every source extent is 1, read at 0
                return src.within([ix.bv(0)] * src.rank)
            return src.within([i for g, j in zip(groups, J) for i in ix.unflatten(j, [src.dims[k] for k in g])])

    return [MemRef(src.elem_type, src.sort, src.bid, src.candidates, src.offset, dims, strides, True,
                   within, src.base)]  # fmt: skip


def _collapsed_stride(interp, src: MemRef, group: list[int]) -> z3.BitVecRef:
    """The stride of the dimension that collapses `group` of a strided view.

    MLIR 19 (MemRefOps.td): "Collapsing non-contiguous dimensions is
    undefined behavior", and only the dimensions within a group must be
    contiguous; a unit dimension's stride is meaningless and skipped
    (`computeCollapsedLayoutMap`).  So, innermost first, every dimension
    of extent other than 1 must have stride `expected` (the inner
    non-unit dimension's stride times its extent) -- UB otherwise, unless
    the group is empty (an extent 0: no element to address).  The result
    stride is the innermost non-unit dimension's (the last one's if all
    are unit: then no index but 0 exists)."""
    star = src.strides[group[-1]]
    inner_unit = z3.BoolVal(True)
    for k in reversed(group):
        star = z3.If(inner_unit, src.strides[k], star) if k != group[-1] else star
        inner_unit = and_(inner_unit, ix.eq(src.dims[k], ix.bv(1)))
    star = z3.simplify(star)
    broken, inner = [], ix.bv(1)
    for k in reversed(group):
        unit = ix.eq(src.dims[k], ix.bv(1))
        broken.append(and_(not_(unit), not_(ix.eq(src.strides[k], ix.mul(star, inner)))))
        inner = ix.mul(inner, src.dims[k])
    empty = z3.Or(*[ix.eq(src.dims[k], ix.bv(0)) for k in group])
    bad = z3.simplify(and_(not_(empty), z3.Or(*broken)))
    interp.ub(None if z3.is_false(bad) else bad)
    return star


def _expand(interp, op):
    src = interp.memref(op.src)
    t = op.result.type
    shape = mixed(interp, op.output_shape, op.static_output_shape)
    dims = [ix.bv(s) if s >= 0 else v for s, v in zip(t.get_shape(), shape)]
    groups = [[int(i.value.data) for i in g.data] for g in op.reassociation.data]
    for g, d in zip(groups, src.dims):
        ok = ix.extents_match([dims[k] for k in g], d)
        interp.ub(None if z3.is_true(ok) else not_(ok))
    within = None
    if src.within is not None:  # a group's indices flatten to the source index

        def within(J):
            return src.within([ix.flatten([J[k] for k in g], [dims[k] for k in g]) for g in groups])

    strides = row_major_strides(dims) if src.is_identity() else _expanded_strides(src, groups, dims)
    return [MemRef(src.elem_type, src.sort, src.bid, src.candidates, src.offset, dims, strides, True,
                   within, src.base)]  # fmt: skip


def _expanded_strides(src: MemRef, groups: list[list[int]], dims) -> list[z3.BitVecRef]:
    """A strided view's expanded strides (MLIR's `computeExpandedLayoutMap`):
    a group's innermost dimension keeps its source dimension's stride, each
    outer one that times the extents inside it.  Expanding never needs
    contiguity: index `i` of the source dimension is the group's indices
    flattened, at `i * stride`."""
    strides = [ix.bv(0)] * len(dims)
    for g, stride in zip(groups, src.strides):
        running = stride
        for k in reversed(g):
            strides[k] = running
            running = ix.mul(running, dims[k])
    return strides


def _prefetch(interp, op):
    """`memref.prefetch`: no effect (`affine_loops._prefetch`)."""
    return []


MEMREF = {
    "memref.prefetch": _prefetch,
    "memref.alloc": _alloc,
    "memref.alloca": _alloc,
    "memref.dealloc": _dealloc,
    "memref.load": _load,
    "memref.store": _store,
    "memref.copy": _copy,
    "memref.get_global": _get_global,
    "memref.dim": _dim,
    "memref.subview": _subview,
    "memref.cast": _cast,
    "memref.collapse_shape": _collapse,
    "memref.expand_shape": _expand,
}
