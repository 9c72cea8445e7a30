"""Tensor data movement (`tensor.collapse_shape`, `tensor.expand_shape`,
`tensor.extract_slice`) as `linalg.generic` copies.

Why: these ops move elements without computing, and a copy generic with a
quasi-affine input map says exactly which element goes where:

    collapse [[0, 1, 2]] 2x3x4 -> 24:  out(d0) = in(d0 floordiv 12, (d0 floordiv 4) mod 3, d0 mod 4)
    expand   [[0, 1]]    6 -> 2x3:     out(d0, d1) = in(d0 * 3 + d1)
    extract_slice [0, 4] [3, 4] [1, 1]: out(d0, d1) = in(d0, d1 + 4)

So the spec (`tv.spec`), the contract (a prophecy per copied element),
bufferization and `--verify` need nothing new for them: they already
handle generics with quasi-affine maps.  Only static shapes, offsets and
strides are rewritten (they must be constants for the maps to be affine);
any other such op is left as it is (and stays unsupported where it was).
"""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, TensorType
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.dialects.linalg.ops import GenericOp, YieldOp
from xdsl.ir import Block, Operation, Region
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineExpr, AffineMap

from tvmlir.ir.locations import inherit


def _groups(op: Operation) -> list[list[int]]:
    return [[int(i.value.data) for i in g.data] for g in op.reassociation.data]  # type: ignore[attr-defined]


def _stride(shape: list[int], dims: list[int]) -> int:
    n = 1
    for d in dims:
        n *= shape[d]
    return n


def _collapse_map(src: list[int], groups: list[list[int]]) -> AffineMap:
    """Loops = output dims; each input index from its group's output index."""
    results: list[AffineExpr] = []
    for j, group in enumerate(groups):
        for m, dim in enumerate(group):
            e: AffineExpr = AffineDimExpr(j)
            stride = _stride(src, group[m + 1 :])
            if stride != 1:
                e = e // stride
            if m > 0:
                e = e % src[dim]
            results.append(e)
    return AffineMap(len(groups), 0, tuple(results))


def _expand_map(out: list[int], groups: list[list[int]]) -> AffineMap:
    """Loops = output dims; each input index is its group's linear index."""
    results: list[AffineExpr] = []
    for group in groups:
        e: AffineExpr = AffineConstantExpr(0)
        for m, dim in enumerate(group):
            term = AffineDimExpr(dim) * _stride(out, group[m + 1 :])
            e = term if m == 0 else e + term
        results.append(e)
    return AffineMap(len(out), 0, tuple(results))


def _slice_map(op: tensor.ExtractSliceOp, src: list[int], out: list[int]) -> AffineMap | None:
    """Loops = result dims; input dim i reads offset + stride * its loop,
    or its offset alone when the slice drops it (a unit dim).  A leading
    part (offset 0, stride 1, smaller than the source) reads `d mod size`,
    equal to `d` on the loop's range: a plain `d` would make the input's
    larger extent the loop's (linalg infers loop sizes from plain dims)."""
    if op.offsets or op.sizes or op.strides:
        return None  # dynamic
    offsets = list(op.static_offsets.get_values())
    sizes = list(op.static_sizes.get_values())
    strides = list(op.static_strides.get_values())
    results: list[AffineExpr] = []
    j = 0
    for i, (off, size, stride) in enumerate(zip(offsets, sizes, strides)):
        if j < len(out) and out[j] == size and (size != 1 or len(out) - j >= len(sizes) - len(results)):
            e: AffineExpr = AffineDimExpr(j) * stride + off
            if isinstance(e, AffineDimExpr) and size < src[i]:
                e = e % size
            results.append(e)
            j += 1
        elif size == 1:
            results.append(AffineConstantExpr(off))
        else:
            return None
    return AffineMap(len(out), 0, tuple(results)) if j == len(out) else None


COPY_OPS = (tensor.CollapseShapeOp, tensor.ExpandShapeOp, tensor.ExtractSliceOp)


def copy_as_generic(op: Operation) -> GenericOp | None:
    """The copy generic for a statically shaped reshape or slice
    (replacing `op`), or None when `op` is not one."""
    if not isinstance(op, COPY_OPS):
        return None
    src_t, out_t = op.operands[0].type, op.results[0].type
    assert isinstance(src_t, TensorType) and isinstance(out_t, TensorType)
    src, out = list(src_t.get_shape()), list(out_t.get_shape())
    if any(n < 0 for n in (*src, *out)):
        return None
    if isinstance(op, tensor.ExtractSliceOp):
        in_map = _slice_map(op, src, out)
        if in_map is None:
            return None
    elif isinstance(op, tensor.CollapseShapeOp):
        in_map = _collapse_map(src, _groups(op))
    else:
        in_map = _expand_map(out, _groups(op))
    rank = len(out)
    identity = AffineMap.identity(rank)
    element = out_t.get_element_type()
    empty = tensor.EmptyOp([], out_t)
    body = Block(arg_types=[element, element])
    body.add_op(YieldOp(body.args[0]))
    generic = GenericOp(
        [op.operands[0]],
        [empty.tensor],
        Region(body),
        ArrayAttr([AffineMapAttr(in_map), AffineMapAttr(identity)]),
        ArrayAttr([IteratorTypeAttr(IteratorType.PARALLEL)] * rank),
        [out_t],
    )
    inherit([empty, generic], op.location)
    block = op.parent_block()
    assert block is not None
    block.insert_ops_before([empty, generic], op)
    op.results[0].replace_all_uses_with(generic.results[0])
    block.erase_op(op)
    return generic


def copies_as_generics(ops: list[Operation]) -> None:
    for op in ops:
        copy_as_generic(op)
