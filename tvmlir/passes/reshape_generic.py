"""`tensor.collapse_shape` / `tensor.expand_shape` as `linalg.generic` copies.

Why: a reshape moves elements without computing, and a copy generic with
a quasi-affine input map says exactly which element goes where:

    collapse [[0, 1, 2]] 2x3x4 -> 24:  out(d0) = in(d0 floordiv 12, (d0 floordiv 4) mod 3, d0 mod 4)
    expand   [[0, 1]]    6 -> 2x3:     out(d0, d1) = in(d0 * 3 + d1)

So the spec (`tv.spec`), the contract (a prophecy per copied element),
bufferization and `--verify` need nothing new for reshapes: they already
handle generics with quasi-affine maps.  Only static shapes are rewritten
(the strides must be constants for the maps to be affine); a dynamically
shaped reshape is left as it is (and stays unsupported where it was).
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
                e = e.floor_div(stride)
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


def reshape_as_generic(op: Operation) -> GenericOp | None:
    """The copy generic for a statically shaped reshape (replacing `op`),
    or None when `op` is not one."""
    if not isinstance(op, tensor.CollapseShapeOp | tensor.ExpandShapeOp):
        return None
    src_t, out_t = op.operands[0].type, op.results[0].type
    assert isinstance(src_t, TensorType) and isinstance(out_t, TensorType)
    src, out = list(src_t.get_shape()), list(out_t.get_shape())
    if any(n < 0 for n in (*src, *out)):
        return None
    groups = _groups(op)
    in_map = _collapse_map(src, groups) if isinstance(op, tensor.CollapseShapeOp) else _expand_map(out, groups)
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


def reshapes_as_generics(ops: list[Operation]) -> None:
    for op in ops:
        reshape_as_generic(op)
