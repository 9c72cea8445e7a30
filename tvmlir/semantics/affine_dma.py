"""`affine.dma_start` and `affine.dma_wait` in tv-check: the table
`AFFINE_DMA`, for one form only, the synchronous copy.

MLIR 19 (AffineOps.td): `affine.dma_start %src[..], %dst[..], %tag[..],
%num_elements` starts a transfer of `%num_elements` elements from `%src`
at the source map's indices to `%dst` at the destination map's, and
`affine.dma_wait %tag[..], %num_elements` blocks until the transfer that
signals that tag element is complete.  The transfer is asynchronous: what
the ops between the two see of either buffer is not defined, and the
value the DMA engine leaves in the tag element is not either.  So only
what can be modelled exactly is:

* a `dma_start` whose next op is the `dma_wait` of the same tag element
  (the same tag value, map and index operands) and the same number of
  elements: nothing runs during the transfer, the pair is a copy of
  `%num_elements` consecutive elements (the row-major order of the
  contiguous buffers: `--affine-data-copy-generate`'s DMAs copy rows of
  one buffer into another) and is UB where `memref.copy` would be (a
  start index out of its extents, the run past the end of a buffer, a
  dead or read-only destination); runs that may overlap are unsupported
  (a DMA engine's result is not defined there, neither UB nor memmove);
* with a tag that nothing but DMAs reads: a `memref.alloc`/`alloca` of
  the function whose only uses are these ops' tag operands and
  `memref.dealloc`.  Its element is written (UB out of bounds or in a dead
  block) with a value nobody can observe.

Anything else (a wait that does not follow its start at once, as
`-affine-pipeline-data-transfer` makes, strided transfers, a number of
elements that is not a constant, buffers that are not contiguous, a tag
read elsewhere) is unsupported."""

from __future__ import annotations

import z3
from xdsl.ir import Operation

from tvmlir.semantics import index as ix
from tvmlir.semantics.affine_loops import map_results
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import and_, not_
from tvmlir.semantics.values import MemRef, Scalar

MAX_ELEMENTS = 1 << 16
"""Elements one transfer may copy (a constant; the copy is a view, not one
store per element, but the counterexample search reads it whole)."""


def _map(op, name: str):
    attr = op.attributes.get(name) or op.properties.get(name)
    if attr is None or not hasattr(attr, "data"):
        raise Unsupported(op, f"no {name}")
    return attr.data


def _start_parts(op):
    """(src, src indices, dst, dst indices, tag, tag indices, num, rest)."""
    ops = list(op.operands)
    src_map, dst_map, tag_map = _map(op, "src_map"), _map(op, "dst_map"), _map(op, "tag_map")
    at = 0

    def take(n):
        nonlocal at
        out = ops[at : at + n]
        at += n
        return out

    src = take(1)[0]
    src_idx = take(src_map.num_dims + src_map.num_symbols)
    dst = take(1)[0]
    dst_idx = take(dst_map.num_dims + dst_map.num_symbols)
    tag = take(1)[0]
    tag_idx = take(tag_map.num_dims + tag_map.num_symbols)
    num = take(1)
    if not num:
        raise Unsupported(op, "a dma_start without its number of elements")
    return src, src_idx, dst, dst_idx, tag, tag_idx, num[0], ops[at:], (src_map, dst_map, tag_map)


def _wait_parts(op):
    ops = list(op.operands)
    tag_map = _map(op, "tag_map")
    n = tag_map.num_dims + tag_map.num_symbols
    if len(ops) != n + 2:
        raise Unsupported(op, "a dma_wait of an unexpected form")
    return ops[0], ops[1 : 1 + n], ops[1 + n], tag_map


def _matches(start, wait) -> bool:
    if wait is None or op_name(wait) != "affine.dma_wait":
        return False
    _, _, _, _, tag, tag_idx, num, _, maps = _start_parts(start)
    wtag, widx, wnum, wmap = _wait_parts(wait)
    return tag is wtag and list(tag_idx) == list(widx) and num is wnum and maps[2] == wmap


def _tag_private(op, tag) -> None:
    """The tag is a local allocation read by DMAs only (its value after a
    transfer is the DMA engine's)."""
    owner = tag.owner
    if not isinstance(owner, Operation) or op_name(owner) not in ("memref.alloc", "memref.alloca"):
        raise Unsupported(op, "a DMA tag that is not a memref.alloc of the function")
    for use in tag.uses:
        name = op_name(use.operation)
        if name == "memref.dealloc" or (name == "affine.dma_wait" and use.index == 0):
            continue
        if name == "affine.dma_start":
            parts = _start_parts(use.operation)
            if parts[4] is tag and all(o is not tag for o in (parts[0], parts[2])):
                continue
        raise Unsupported(op, f"a DMA tag that {name} uses (its value after a transfer is not defined)")


def _run(interp, op, m: MemRef, start, n: int) -> MemRef:
    """The `n` consecutive elements of contiguous `m` from indices `start`,
    as a 1-d view; UB unless the start is within the extents and the run
    within the buffer."""
    if m.within is not None or not m.is_identity():
        raise Unsupported(op, "a DMA on a buffer that is not contiguous (a layout or a view)")
    total = ix.wide(ix.bv(1))
    lin = ix.wide(ix.bv(0))
    for i, d in zip(start, m.dims):
        lin = lin * ix.wide(d) + ix.wide(i)
        total = total * ix.wide(d)
    inside = and_(ix.in_bounds(start, m.dims), z3.ULE(lin + z3.BitVecVal(n, ix.WIDE), total))
    interp.ub(z3.simplify(not_(inside)))
    return MemRef(m.elem_type, m.sort, m.bid, m.candidates, m.address(start), [ix.bv(n)], [ix.bv(1)], True, None,
                  m.base)  # fmt: skip


def _start(interp, op):
    src, src_idx, dst, dst_idx, tag, tag_idx, num, rest, maps = _start_parts(op)
    if rest:
        raise Unsupported(op, "a strided DMA")
    if not _matches(op, op.next_op):
        raise Unsupported(op, "a DMA whose dma_wait does not follow it at once (what runs during an "
                              "asynchronous transfer sees either buffer in an undefined state)")  # fmt: skip
    _tag_private(op, tag)
    count = ix.value(z3.simplify(interp.index(num)))
    if count is None or count > MAX_ELEMENTS:
        raise Unsupported(op, f"a DMA whose number of elements is not a constant up to {MAX_ELEMENTS}")
    if src.type.get_element_type() != dst.type.get_element_type():
        raise Unsupported(op, "a DMA between buffers of different element types")
    idx = lambda m, vals: [ix.from_index_value(t) for t in map_results(interp, op, m, vals)]  # noqa: E731
    s_start, d_start, t_idx = idx(maps[0], src_idx), idx(maps[1], dst_idx), idx(maps[2], tag_idx)
    # The tag element is written (UB where a store would be); its value is
    # never read (`_tag_private`).
    t = interp.memref(tag)
    zero = z3.BitVecVal(0, t.sort.size()) if z3.is_bv_sort(t.sort) else None
    if zero is None:
        raise Unsupported(op, f"a DMA tag of {t.elem_type}")
    interp.ub(interp.memory.store(t, t_idx, Scalar(zero)))
    if count == 0:
        return []
    from tvmlir.semantics.loops import never
    from tvmlir.semantics.memory import overlap
    from tvmlir.semantics.whole_view import write_whole_view

    a = _run(interp, op, interp.memref(src), s_start, count)
    b = _run(interp, op, interp.memref(dst), d_start, count)
    # What a DMA engine makes of overlapping runs is not defined (neither
    # UB nor memmove): unsupported unless they never overlap.
    meet = overlap(a, b)
    if meet is None or never(interp, meet) is not True:
        raise Unsupported(op, "a DMA whose source and destination runs may overlap")
    contents, ub = interp.memory.read_view(a)
    interp.ub(ub)
    write_whole_view(interp, op, b, contents)
    return []


def _wait(interp, op):
    prev = op.prev_op
    if prev is None or op_name(prev) != "affine.dma_start" or not _matches(prev, op):
        raise Unsupported(op, "a dma_wait that does not follow its dma_start at once")
    return []


AFFINE_DMA = {
    "affine.dma_start": _start,
    "affine.dma_wait": _wait,
}
