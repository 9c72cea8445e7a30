"""MLIR's rules for the result types of `memref.subview` (the type the
source's layout and the op's static offsets, sizes and strides imply, or
a rank-reduced version of it), `memref.reinterpret_cast` (every static
extent, stride and offset of the type is the op's static operand) and
`memref.collapse_shape` / `memref.expand_shape` (the layout the source's
implies for the regrouped dimensions).

Why: tvmlir reads a view's cells from the op's operands, but code
compiled from the module addresses a view whose layout is static through
its *type* (MLIR's LLVM lowering folds a static offset and static strides
into the address).  A subview whose static offsets say 19 and whose type
says 20 is invalid MLIR (mlir-opt-19 rejects it); read by the operands it
could be "verified" while the compiled code reads the cell after.  So it
is bad input, as in MLIR.

The arithmetic is MLIR's (`SubViewOp::inferResultType`, with
`SaturatedInteger`): a dynamic value (None here) makes a sum or product
dynamic, except that a product with a static 0 is 0.
"""

from __future__ import annotations

from itertools import combinations

from xdsl.dialects.builtin import DYNAMIC_INDEX, AffineMapAttr, MemRefType, NoneAttr, StridedLayoutAttr
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import AffineMap

Static = int | None
"""A static extent, stride or offset; None where MLIR prints `?`."""


def _mul(a: Static, b: Static) -> Static:
    if a == 0 or b == 0:
        return 0
    return None if a is None or b is None else a * b


def _add(a: Static, b: Static) -> Static:
    return None if a is None or b is None else a + b


def strides_and_offset(t: MemRefType) -> tuple[list[Static], Static] | None:
    """The layout's strides and offset (row-major for the identity layout);
    None for a layout this rule does not read (an affine map other than the
    identity), which the rule then does not check."""
    shape = [None if n == DYNAMIC_INDEX else n for n in t.get_shape()]
    layout = t.layout
    identity = isinstance(layout, NoneAttr) or (
        isinstance(layout, AffineMapAttr) and layout.data == AffineMap.identity(len(shape))
    )
    if identity:
        strides: list[Static] = []
        running: Static = 1
        for n in reversed(shape):
            strides.append(running)
            running = _mul(running, n)
        return list(reversed(strides)), 0
    if isinstance(layout, StridedLayoutAttr):
        strides = [s.data if hasattr(s, "data") else s for s in layout.get_strides()]
        return [None if s is None or s == DYNAMIC_INDEX else s for s in strides], layout.get_offset()
    return None


def _show(x: Static) -> str:
    return "?" if x is None else str(x)


def _type_text(shape: list[Static], strides: list[Static], offset: Static, elem, space) -> str:
    dims = "".join(f"{_show(n)}x" for n in shape)
    layout = f"strided<[{', '.join(_show(s) for s in strides)}]" + (f", offset: {_show(offset)}>" if offset != 0 else ">")
    memory = "" if isinstance(space, NoneAttr) else f", {space}"
    return f"memref<{dims}{elem}, {layout}{memory}>"


def subview_type_violation(op: Operation) -> str | None:
    """MLIR's message when `op` (a memref.subview) has a result type other
    than the one its source type and static operands imply."""
    src_t, res_t = op.operands[0].type, op.results[0].type
    if not isinstance(src_t, MemRefType) or not isinstance(res_t, MemRefType):
        return None
    source = strides_and_offset(src_t)
    result = strides_and_offset(res_t)
    if source is None or result is None:
        return None
    src_strides, offset = source
    props = op.properties
    static = [
        [None if v == DYNAMIC_INDEX else v for v in props[name].get_values()]  # type: ignore[union-attr]
        for name in ("static_offsets", "static_sizes", "static_strides")
    ]
    offsets, sizes, steps = static
    if not (len(offsets) == len(sizes) == len(steps) == len(src_strides)):
        return None  # xDSL's own verifier or the semantics report the ranks
    for o, s in zip(offsets, src_strides):
        offset = _add(offset, _mul(o, s))
    strides = [_mul(s, k) for s, k in zip(src_strides, steps)]
    expected = _type_text(sizes, strides, offset, src_t.get_element_type(), src_t.memory_space)
    head = f"expected result type to be '{expected}' or a rank-reduced version."
    if res_t.get_element_type() != src_t.get_element_type():
        return f"{head} (mismatch of result element type)"
    if res_t.memory_space != src_t.memory_space:
        return f"{head} (mismatch of result memory space)"
    res_shape = [None if n == DYNAMIC_INDEX else n for n in res_t.get_shape()]
    res_strides, res_offset = result
    dropped = len(sizes) - len(res_shape)
    if dropped < 0:
        return f"{head} (mismatch of result rank)"
    sized = False
    # A rank-reduced type drops unit dimensions: any choice of them whose
    # remaining sizes and strides match is accepted (never stricter than MLIR).
    for drop in combinations(range(len(sizes)), dropped):
        if any(sizes[k] != 1 for k in drop):
            continue
        kept = [k for k in range(len(sizes)) if k not in drop]
        if [sizes[k] for k in kept] != res_shape:
            continue
        sized = True
        if [strides[k] for k in kept] == res_strides and offset == res_offset:
            return None
    return f"{head} (mismatch of result {'layout' if sized else 'sizes'})"


def reinterpret_cast_type_violation(op: Operation) -> str | None:
    """MLIR's message when a static part of `op`'s (a
    memref.reinterpret_cast) result type is not its static operand (a
    dynamic part of the type matches anything)."""
    src_t, res_t = op.operands[0].type, op.results[0].type
    if not isinstance(res_t, MemRefType):
        return None
    if isinstance(src_t, MemRefType) and res_t.get_element_type() != src_t.get_element_type():
        return "different element types specified for source and result"
    layout = strides_and_offset(res_t)
    if layout is None:
        return None
    props = op.properties
    offsets, sizes, steps = (
        [None if v == DYNAMIC_INDEX else v for v in props[name].get_values()]  # type: ignore[union-attr]
        for name in ("static_offsets", "static_sizes", "static_strides")
    )
    res_strides, res_offset = layout
    # MLIR 19 compares a part only when both the type and the operand are
    # static; a static type over a dynamic operand is read, and the
    # semantics refuse it unless they prove the two equal
    # (`static_type_parts`).
    for k, (size, want) in enumerate(zip(res_t.get_shape(), sizes)):
        if size != DYNAMIC_INDEX and want is not None and size != want:
            return f"expected result type with size = {_show(want)} instead of {size} in dim = {k}"
    if res_offset is not None and offsets and offsets[0] is not None and res_offset != offsets[0]:
        return f"expected result type with offset = {_show(offsets[0])} instead of {res_offset}"
    for k, (stride, want) in enumerate(zip(res_strides, steps)):
        if stride is not None and want is not None and stride != want:
            return f"expected result type with stride = {_show(want)} instead of {stride} in dim = {k}"
    return None


def static_type_parts(op: Operation) -> list[tuple[str, SSAValue, int]]:
    """The parts of a memref.reinterpret_cast's result type that are static
    where the operand is dynamic: (what, the dynamic operand, the type's
    static value), as ("offset", %o, 0).  MLIR 19 accepts them, and its
    consumers read such a part from the type (a load of `memref<f32>` adds
    the static offset 0, whatever the descriptor holds), so the cast means
    one thing only where the operand equals the type's value."""
    res_t = op.results[0].type
    if not isinstance(res_t, MemRefType):
        return []
    layout = strides_and_offset(res_t)
    if layout is None:
        return []
    res_strides, res_offset = layout
    out: list[tuple[str, SSAValue, int]] = []
    for what, static, dynamic, typed in (
        ("offset", op.static_offsets, op.offsets, [res_offset]),  # type: ignore[attr-defined]
        ("size", op.static_sizes, op.sizes, [None if n == DYNAMIC_INDEX else n for n in res_t.get_shape()]),  # type: ignore[attr-defined]
        ("stride", op.static_strides, op.strides, res_strides),  # type: ignore[attr-defined]
    ):
        operands = iter(dynamic)
        for want, v in zip(typed, static.get_values()):
            if v == DYNAMIC_INDEX:
                operand = next(operands)
                if want is not None:
                    out.append((what, operand, want))
    return out


def _identity_layout(t: MemRefType) -> bool:
    """MLIR's `getLayout().isIdentity()`: no layout, the identity map, or a
    strided layout whose map is the identity (rank 1, stride 1, offset 0)."""
    layout = t.layout
    if isinstance(layout, NoneAttr):
        return True
    if isinstance(layout, AffineMapAttr):
        return layout.data == AffineMap.identity(len(t.get_shape()))
    if isinstance(layout, StridedLayoutAttr):
        return strides_and_offset(t) == ([1], 0)
    return False


def contiguous_row_major(t: MemRefType) -> bool:
    """Elements at row-major linear positions from the view's offset (any
    offset): the identity layout, or strides that are the shape's suffix
    products, statically.  A gather's lane offset is linear on such a base
    (`vector.gather`'s LLVM lowering offsets the element pointer)."""
    layout = t.layout
    if isinstance(layout, NoneAttr) or (
        isinstance(layout, AffineMapAttr) and layout.data == AffineMap.identity(len(t.get_shape()))
    ):
        return True
    found = strides_and_offset(t)
    if found is None or not isinstance(layout, StridedLayoutAttr):
        return False
    strides = found[0]
    return None not in strides and strides == row_major_static(_shape(t))


def row_major_static(shape: list[Static]) -> list[Static]:
    """The identity layout's strides for `shape` (MLIR's saturated products)."""
    strides: list[Static] = []
    running: Static = 1
    for n in reversed(shape):
        strides.append(running)
        running = _mul(running, n)
    return list(reversed(strides))


def _groups(op: Operation) -> list[list[int]]:
    return [[i.value.data for i in g.data] for g in op.reassociation.data]  # type: ignore[attr-defined]


def _shape(t: MemRefType) -> list[Static]:
    return [None if n == DYNAMIC_INDEX else n for n in t.get_shape()]


def reshape_type_violation(op: Operation) -> str | None:
    """MLIR's message when `op` (a memref.collapse_shape or expand_shape)
    has a result layout other than the one MLIR computes from its source's
    (`computeCollapsedLayoutMap` / `computeExpandedLayoutMap`); compared
    as strides and offset, so never stricter than MLIR's type equality."""
    src_t, res_t = op.operands[0].type, op.results[0].type
    if not isinstance(src_t, MemRefType) or not isinstance(res_t, MemRefType):
        return None
    source, result = strides_and_offset(src_t), strides_and_offset(res_t)
    if source is None or result is None:
        return None
    src_strides, offset = source
    src_shape, res_shape = _shape(src_t), _shape(res_t)
    groups = _groups(op)
    collapse = op.name == "memref.collapse_shape"
    small, big = (res_shape, src_shape) if collapse else (src_shape, res_shape)
    if len(groups) != len(small) or sorted(k for g in groups for k in g) != list(range(len(big))):
        return None  # the op's own verifier reports the grouping
    if _identity_layout(src_t):
        # MLIR: "If the source is contiguous (i.e., no layout map
        # specified), so is the result" -- the identity layout, whatever
        # the strided rule below would infer from dynamic extents.
        strides, offset = row_major_static(res_shape), 0
    elif collapse:
        strides: list[Static] = []
        for g in groups:
            ref = list(g)
            while len(ref) > 1 and src_shape[ref[-1]] == 1:
                ref.pop()
            strides.append(src_strides[ref[-1]] if src_shape[ref[-1]] is not None or len(ref) == 1 else None)
    else:
        strides = [0] * len(res_shape)
        for g, stride in zip(groups, src_strides):
            running: Static = stride
            for k in reversed(g):
                strides[k] = running
                running = _mul(running, res_shape[k])
    if (strides, offset) == result or src_t.get_element_type() != res_t.get_element_type():
        return None
    what = "collapsed" if collapse else "expanded"
    expected = _type_text(res_shape, strides, offset, src_t.get_element_type(), src_t.memory_space)
    return f"expected {what} type to be '{expected}' but found '{res_t}'"


__all__ = ["reinterpret_cast_type_violation", "reshape_type_violation", "static_type_parts", "strides_and_offset",
           "subview_type_violation"]
