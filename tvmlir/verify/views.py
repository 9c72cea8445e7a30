"""Views: memrefs that name cells of another memref's storage.

A view is a `Buffer` with `via = (parent, f)`: its index `x` is the
parent's index `f(x)`, and so on down to the buffer that owns the storage
(an argument, an allocation).  Every `f` here is quasi-affine, so a cell
of a view is a quasi-affine function of the access indices and isl keeps
deciding bounds, races and coverage.  Where a view would need a product of
two unknowns (a dynamic stride times an index), it is `unsupported` at the
view op, with that reason.

* `memref.subview` (rank-reducing included): `f(x) = offsets + strides * x`
  with the dropped unit dimensions at their offset;
* `memref.collapse_shape`: a collapsed index is delinearized by the sizes
  of the inner dimensions of its group (`y div n`, `y mod n`);
* `memref.expand_shape`: the source index is linearized (`i * n + j`);
* `memref.extract_strided_metadata` / `memref.reinterpret_cast` (what
  `expand-strided-metadata` makes of views): the storage is addressed by
  its row-major linear address, `offset + sum(strides * x)`, delinearized
  by the storage's sizes;
* `memref.view` of a byte buffer used by nothing else: a buffer of its own.

MLIR 19 does not make an out-of-bounds view an error, only an access
through it (a tiled convolution builds views of empty thread tiles that
stick out of the input and never reads them).  So a view op has no
obligation; every access through a view is checked against the view's
sizes *and* against the storage it lands in (`storage_bounds`, recorded
as `view in bounds`).
"""

from __future__ import annotations

from collections.abc import Callable

import islpy as isl
from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType, NoneAttr, StridedLayoutAttr
from xdsl.ir import Operation

from tvmlir.affine import space
from tvmlir.affine.space import const
from tvmlir.ir.rank_reduction import subview_dropped_dims
from tvmlir.ir.view_types import static_type_parts, strides_and_offset
from tvmlir.verify.frame import Buffer, Frame
from tvmlir.verify.names import value_label
from tvmlir.verify.obligations import VerifyUnsupported

Index = list[isl.PwAff]


def _scaled(x: isl.PwAff, k: int) -> isl.PwAff:
    return x.scale_val(isl.Val.int_from_si(space.CTX, k))


def _floordiv(x: isl.PwAff, k: int) -> isl.PwAff:
    return x.scale_down_val(isl.Val.int_from_si(space.CTX, k)).floor()


def _mixed(ev, op: Operation, static, dynamic, frame: Frame, gamma: isl.Set) -> Index:
    """Static values with `?` filled from the dynamic operands, in order."""
    dyn = iter(ev.indices(op, list(dynamic), frame, gamma))
    return [next(dyn) if v == DYNAMIC_INDEX else const(v) for v in static.get_values()]


def _constants(op: Operation, values: Index, what: str) -> list[int]:
    result = []
    for v in values:
        c = space.constant_value(v)
        if c is None:
            raise VerifyUnsupported(
                op, f"{what} that is not a constant: an index times a symbolic size is not quasi-affine"
            )
        result.append(c)
    return result


def _view(ev, op: Operation, src: Buffer, sizes: Index, f: Callable[[Index], Index], what: str, frame: Frame) -> None:
    rtype = op.results[0].type
    assert isinstance(rtype, MemRefType)
    label = value_label(op.results[0], f"{what} of {src.label}")
    frame.buffers[op.results[0]] = Buffer(src.name, label, rtype, sizes, owner=src.owner, via=(src, f))


def subview(ev, op: Operation, frame: Frame, gamma: isl.Set) -> None:
    """Offsets, sizes and constant positive strides; dimensions dropped by
    a rank-reducing subview are unit dimensions, read at their offset.
    Which unit dimensions are dropped is MLIR's rule
    (`rank_reduction.subview_dropped_dims`, strides decide between unit
    dimensions): it fixes which source dimension each result dimension
    is.  Dropping the first unit dimensions instead read IREE's
    `[1, 2, 1] -> memref<1x2xf32, strided<[8, 4]>>` (MLIR drops the last)
    with its dimensions shifted, a right conv FAILED "outside the storage",
    and a program addressing the other cells could have been read right."""
    src = ev.buffer(op, op.operands[0], frame)
    rtype = op.results[0].type
    assert isinstance(rtype, MemRefType)
    offsets = _mixed(ev, op, op.static_offsets, op.offsets, frame, gamma)  # type: ignore[attr-defined]
    sizes = _mixed(ev, op, op.static_sizes, op.sizes, frame, gamma)  # type: ignore[attr-defined]
    strides = _constants(op, _mixed(ev, op, op.static_strides, op.strides, frame, gamma), "stride")  # type: ignore[attr-defined]
    if any(s <= 0 for s in strides):
        raise VerifyUnsupported(op, "subview with a stride that is not positive")
    source_type = op.operands[0].type
    dropped = subview_dropped_dims(source_type, rtype, list(op.static_sizes.get_values())) \
        if isinstance(source_type, MemRefType) else None  # type: ignore[attr-defined]
    if dropped is None:
        raise VerifyUnsupported(op, "a rank-reducing subview whose dropped dimensions MLIR's rule does not determine")
    kept = [k for k in range(len(sizes)) if k not in dropped]
    if len(kept) != rtype.get_num_dims() or any(space.constant_value(sizes[k]) != 1 for k in dropped):
        raise VerifyUnsupported(op, "rank-reducing subview that drops a dimension not of size 1")

    def f(loc: Index) -> Index:
        full = [const(0)] * len(sizes)
        for k, x in zip(kept, loc):
            full[k] = x
        return [o.add(_scaled(x, s)) for o, x, s in zip(offsets, full, strides)]

    _view(ev, op, src, [sizes[k] for k in kept], f, "subview", frame)


def _groups(op: Operation) -> list[list[int]]:
    return [[i.value.data for i in g.data] for g in op.reassociation.data]  # type: ignore[attr-defined]


def _delinearize(op: Operation, y: isl.PwAff, inner: list[int]) -> Index:
    """`y` as indices of dimensions whose inner sizes are `inner`; the
    outermost is not reduced (an out-of-range `y` stays out of range)."""
    result = []
    for n in reversed(inner):
        result.append(y.mod_val(isl.Val.int_from_si(space.CTX, n)))
        y = _floordiv(y, n)
    result.append(y)
    return list(reversed(result))


def _linearize(xs: Index, inner: list[int]) -> isl.PwAff:
    total = xs[0]
    for x, n in zip(xs[1:], inner):
        total = _scaled(total, n).add(x)
    return total


def collapse_shape(ev, op: Operation, frame: Frame, gamma: isl.Set) -> None:
    src = ev.buffer(op, op.operands[0], frame)
    groups = _groups(op)
    inners = [_constants(op, [src.sizes[k] for k in g[1:]], "size of an inner collapsed dimension") for g in groups]
    sizes = []
    for g, inner in zip(groups, inners):
        size = src.sizes[g[0]]
        for n in inner:
            size = _scaled(size, n)
        sizes.append(size)

    def f(loc: Index) -> Index:
        out: Index = []
        for y, inner in zip(loc, inners):
            out.extend(_delinearize(op, y, inner))
        return out

    _view(ev, op, src, sizes, f, "collapse_shape", frame)


def expand_shape(ev, op: Operation, frame: Frame, gamma: isl.Set) -> None:
    src = ev.buffer(op, op.operands[0], frame)
    groups = _groups(op)
    sizes = _mixed(ev, op, op.static_output_shape, op.output_shape, frame, gamma)  # type: ignore[attr-defined]
    inners = [_constants(op, [sizes[k] for k in g[1:]], "size of an inner expanded dimension") for g in groups]

    def f(loc: Index) -> Index:
        return [_linearize([loc[k] for k in g], inner) for g, inner in zip(groups, inners)]

    _view(ev, op, src, sizes, f, "expand_shape", frame)


def _contiguous_root(op: Operation, buf: Buffer) -> tuple[Buffer, list[int]]:
    """The storage under `buf`, with its row-major strides (constants);
    its layout must be the identity, so that a linear address is a cell."""
    root = buf.root()
    if root.offsets is not None or not isinstance(root.type.layout, NoneAttr | StridedLayoutAttr):
        raise VerifyUnsupported(op, "linear address of a buffer whose layout is not the identity")
    if isinstance(root.type.layout, StridedLayoutAttr):
        raise VerifyUnsupported(op, "linear address of a buffer with a strided layout")
    inner = _constants(op, root.sizes[1:], "size of an inner dimension of the storage (to delinearize an address)")
    strides = [1] * len(root.sizes)
    for k in range(len(root.sizes) - 2, -1, -1):
        strides[k] = strides[k + 1] * inner[k]
    return root, strides


def _address(root_strides: list[int], element: Index) -> isl.PwAff:
    total = const(0)
    for s, x in zip(root_strides, element):
        total = total.add(_scaled(x, s))
    return total


def extract_strided_metadata(ev, op: Operation, frame: Frame, gamma: isl.Set) -> None:
    """The base buffer (the storage, as a 0-d memref) and the offset,
    sizes and strides of `buf` in the storage's linear addresses; offset
    and strides are computed (lazily, when an index uses them) from the
    view's cells, which is exact for views that are linear in their
    indices (every strided view)."""
    buf = ev.buffer(op, op.operands[0], frame)
    base, offset, *rest = op.results
    rank = len(buf.sizes)
    sizes, strides = rest[:rank], rest[rank:]
    btype = base.type
    assert isinstance(btype, MemRefType)
    root = buf.root()
    label = value_label(base, f"base buffer of {buf.label}")
    frame.buffers[base] = Buffer(root.name, label, btype, [], owner=root.owner, via=(root, lambda loc: [const(0)] * len(root.sizes)))
    for r, n in zip(sizes, buf.sizes):
        frame.metadata[r] = n
    try:
        _, root_strides = _contiguous_root(op, buf)
    except VerifyUnsupported:
        return  # offset and strides stay unknown: an index using them is not quasi-affine
    zero = [const(0)] * rank
    a0 = _address(root_strides, buf.element(zero))
    frame.metadata[offset] = a0
    for k, r in enumerate(strides):
        unit = list(zero)
        unit[k] = const(1)
        frame.metadata[r] = _address(root_strides, buf.element(unit)).sub(a0)


def reinterpret_cast(ev, op: Operation, frame: Frame, gamma: isl.Set) -> None:
    """A view of the storage of the source's base: cell
    `delinearize(offset + sum(strides * x))` of the storage."""
    src = ev.buffer(op, op.operands[0], frame)
    root, root_strides = _contiguous_root(op, src)
    (offset,) = _mixed(ev, op, op.static_offsets, op.offsets, frame, gamma)  # type: ignore[attr-defined]
    sizes = _mixed(ev, op, op.static_sizes, op.sizes, frame, gamma)  # type: ignore[attr-defined]
    strides = _constants(op, _mixed(ev, op, op.static_strides, op.strides, frame, gamma), "stride")  # type: ignore[attr-defined]
    for what, operand, want in static_type_parts(op):
        if space.constant_value(ev.indices(op, [operand], frame, gamma)[0]) != want:
            raise VerifyUnsupported(op, f"a static {what} {want} in the result type over a dynamic operand: MLIR 19 "
                                        "accepts it, and its consumers read the type's value, not the operand's")
    inner = root_strides[:-1] and [root_strides[k] // root_strides[k + 1] for k in range(len(root_strides) - 1)]

    def f(loc: Index) -> Index:
        address = offset
        for s, x in zip(strides, loc):
            address = address.add(_scaled(x, s))
        return _delinearize(op, address, inner) if root_strides else []

    rtype = op.results[0].type
    assert isinstance(rtype, MemRefType)
    label = value_label(op.results[0], f"reinterpret_cast of {src.label}")
    frame.buffers[op.results[0]] = Buffer(root.name, label, rtype, sizes, owner=root.owner, via=(root, f))


def view(ev, op: Operation, frame: Frame, gamma: isl.Set) -> None:
    """`memref.view` of a byte buffer at byte shift 0 that nothing else
    uses (what `transform.structured.promote` allocates): the view owns
    the storage, with its own shape and element type."""
    src_value = op.operands[0]
    src = ev.buffer(op, src_value, frame)
    users = {u.operation.name for u in src_value.uses}
    if src.is_view() or len([u for u in src_value.uses if u.operation.name == "memref.view"]) != 1 or users - {
        "memref.view",
        "memref.dealloc",
    }:
        raise VerifyUnsupported(op, "memref.view of a buffer that is also used otherwise")
    shift = space.constant_value(ev.indices(op, [op.operands[1]], frame, gamma)[0])
    if shift != 0:
        raise VerifyUnsupported(op, "memref.view at a byte shift other than 0")
    rtype = op.results[0].type
    assert isinstance(rtype, MemRefType)
    if DYNAMIC_INDEX in rtype.get_shape():
        raise VerifyUnsupported(op, "memref.view with dynamic sizes")
    sizes = [const(n) for n in rtype.get_shape()]
    width = rtype.get_element_type().bitwidth  # type: ignore[attr-defined]
    have = [space.constant_value(n) for n in src.sizes]
    need = width // 8
    for n in rtype.get_shape():
        need *= n
    if None in have or len(have) != 1 or have[0] < need:
        raise VerifyUnsupported(op, f"memref.view of {need} bytes over a buffer not known to hold them")
    label = value_label(op.results[0], f"view of {src.label}")
    frame.buffers[op.results[0]] = ev.register(Buffer(src.name, label, rtype, sizes, owner=src.owner))


def storage_bounds(buf: Buffer, loc: Index) -> isl.Set | None:
    """Parameters where the cell that view index `loc` is lies inside the
    storage (None for a buffer that is not a view)."""
    if not buf.is_view():
        return None
    root = buf.root()
    ok = space.universe_params()
    for x, n in zip(buf.element(loc), root.sizes):
        ok = ok.intersect(space.in_range(x, n))
    return ok


def cast(ev, op: Operation, frame: Frame) -> None:
    """`memref.cast`: the same buffer.  A cast of a function argument's
    memory to a static stride or offset where the argument's own type has
    a dynamic one asserts the caller's layout at run time (MLIR: UB when it
    differs), and the compiled code then addresses the argument by that
    static layout; `--verify` reads an argument by element, whatever its
    layout, so it cannot tell the caller's layout from the asserted one:
    unsupported, never verified (a contiguous read of a strided argument
    reads other elements)."""
    src = ev.buffer(op, op.operands[0], frame)
    root = src.root()
    if root.arg is not None and isinstance(root.type, MemRefType) and isinstance(op.results[0].type, MemRefType):
        declared = strides_and_offset(root.type)
        claimed = strides_and_offset(op.results[0].type)
        source = strides_and_offset(op.operands[0].type) if isinstance(op.operands[0].type, MemRefType) else None
        if declared is not None and claimed is not None and source is not None:
            arg_dynamic = None in declared[0] or declared[1] is None
            pinned = [k for k, (a, b) in enumerate(zip(source[0], claimed[0])) if a is None and b is not None]
            if arg_dynamic and (pinned or (source[1] is None and claimed[1] is not None)):
                raise VerifyUnsupported(
                    op,
                    f"memref.cast of argument {root.label} to the static layout of {op.results[0].type}: "
                    "the compiled code assumes a caller's layout the argument's type does not promise",
                )
    frame.buffers[op.results[0]] = src
