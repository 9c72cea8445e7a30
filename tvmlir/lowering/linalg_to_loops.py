"""`tv-linalg-to-loops`: `linalg.generic` on memrefs -> `scf.parallel` /
`scf.for` loop nests, with the shape of mlir-opt-19's
`convert-linalg-to-parallel-loops`.

What upstream does (checked with mlir-opt-19 on matmul, row and column
reductions, a parallel-reduction-parallel nest, fill and dynamic shapes),
and this pass reproduces:

* loops keep the generic's dimension order; each maximal run of
  consecutive parallel dims becomes one `scf.parallel`, each reduction dim
  its own `scf.for`.  Parallel dims are *not* hoisted outward: a column
  sum `(reduction, parallel)` is `scf.for k { scf.parallel j }`;
* bounds are `0`, the size of the first operand dimension indexed by that
  loop alone (a constant, or `memref.dim`), and step `1`;
* the innermost body loads each input element (memref operands only, and
  only for block arguments the body uses), then each output element the
  body reads, runs the generic body with `linalg.index d` replaced by the
  iv of loop `d` (which is what carries the prophecies' indices), and
  stores each yielded value at the output map;
* an index that is not a single dim (`d0 + d1` in a convolution) is an
  `affine.apply` over the dims it uses.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import affine, arith, memref, scf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
)
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import GenericOp, IndexOp, YieldOp
from xdsl.ir import Block, BlockArgument, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineExpr, AffineMap
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from tvmlir.ir.diagnostics import OpUnsupported
from tvmlir.ir.locations import inherit


def loop_groups(parallel: list[bool]) -> list[list[int]]:
    """Upstream's nest structure: runs of consecutive parallel dims form one
    group (one `scf.parallel`), each reduction dim is a group of its own."""
    groups: list[list[int]] = []
    for d, is_parallel in enumerate(parallel):
        if is_parallel and groups and parallel[groups[-1][-1]] and groups[-1][-1] == d - 1:
            groups[-1].append(d)
        else:
            groups.append([d])
    return groups


def bound_sources(maps: list[AffineMap], num_loops: int) -> list[tuple[int, int] | None]:
    """For each loop, the first (operand, dim) indexed by that loop alone,
    as upstream's shapes-to-loops map picks it."""
    found: list[tuple[int, int] | None] = [None] * num_loops
    for i, m in enumerate(maps):
        for j, expr in enumerate(m.results):
            if isinstance(expr, AffineDimExpr) and found[expr.position] is None:
                found[expr.position] = (i, j)
    return found


class _Constants:
    """Index constants created once per lowered op, before it."""

    def __init__(self, rewriter: PatternRewriter, at: Operation):
        self.rewriter = rewriter
        self.at = at
        self.made: dict[int, SSAValue] = {}

    def __call__(self, value: int) -> SSAValue:
        if value not in self.made:
            op = arith.ConstantOp(IntegerAttr(value, IndexType()))
            op.location = self.at.location
            self.rewriter.insert_op(op)
            self.made[value] = op.result
        return self.made[value]


def _index(
    expr: AffineExpr, ivs: list[SSAValue], insert: InsertPoint, rewriter: PatternRewriter
) -> SSAValue:
    """`expr` over the loop ivs: the iv itself, or an `affine.apply` over the
    dims `expr` uses (renumbered from 0, as upstream prints it)."""
    if isinstance(expr, AffineDimExpr):
        return ivs[expr.position]
    full = AffineMap(len(ivs), 0, (expr,))
    unused = full.unused_dims_bit_vector()
    apply = affine.ApplyOp(
        [iv for iv, u in zip(ivs, unused, strict=True) if not u],
        AffineMapAttr(full.drop_dims(unused)),
    )
    rewriter.insert_op(apply, insert)
    return apply.result


def _indices(
    m: AffineMap, ivs: list[SSAValue], insert: InsertPoint, rewriter: PatternRewriter
) -> list[SSAValue]:
    return [_index(e, ivs, insert, rewriter) for e in m.results]


def _build_nest(
    groups: list[list[int]],
    parallel: list[bool],
    ubs: list[SSAValue],
    zero: SSAValue,
    one: SSAValue,
    rewriter: PatternRewriter,
) -> tuple[list[SSAValue], InsertPoint, Operation]:
    """Create the loops; return the ivs by dim, the innermost insertion
    point and the outermost loop."""
    ivs: list[SSAValue | None] = [None] * len(ubs)
    insert: InsertPoint | None = None
    outermost: Operation | None = None
    for group in groups:
        if parallel[group[0]]:
            terminator: Operation = scf.ReduceOp()
            block = Block([terminator], arg_types=[IndexType()] * len(group))
            loop: Operation = scf.ParallelOp(
                [zero] * len(group), [ubs[d] for d in group], [one] * len(group), Region(block)
            )
        else:
            terminator = scf.YieldOp()
            block = Block([terminator], arg_types=[IndexType()])
            (d,) = group
            loop = scf.ForOp(zero, ubs[d], one, [], Region(block))
        rewriter.insert_op(loop, insert)
        if outermost is None:
            outermost = loop
        for d, arg in zip(group, block.args, strict=True):
            ivs[d] = arg
        insert = InsertPoint.before(terminator)
    assert insert is not None and outermost is not None and all(iv is not None for iv in ivs)
    return ivs, insert, outermost  # type: ignore[return-value]


class LowerGeneric(RewritePattern):
    """One `linalg.generic` on buffers -> its loop nest (see module doc)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: GenericOp, rewriter: PatternRewriter) -> None:
        if op.results:
            raise OpUnsupported(op, "linalg.generic on tensors; bufferize first (tv-bufferize)")
        maps = [m.data for m in op.indexing_maps]
        num_loops = len(op.iterator_types)
        parallel = [it.data == IteratorType.PARALLEL for it in op.iterator_types]
        if any(it.data not in (IteratorType.PARALLEL, IteratorType.REDUCTION) for it in op.iterator_types):
            raise OpUnsupported(op, "iterator types other than parallel and reduction")
        if num_loops == 0:
            raise OpUnsupported(op, "linalg.generic without loops")

        constant = _Constants(rewriter, op)
        zero = constant(0)
        ubs: list[SSAValue] = []
        operands = list(op.operands)
        for d, source in enumerate(bound_sources(maps, num_loops)):
            if source is None:
                raise OpUnsupported(op, f"no operand dimension gives the range of loop {d}")
            value = operands[source[0]]
            assert isinstance(value.type, MemRefType)
            size = value.type.get_shape()[source[1]]
            if size == DYNAMIC_INDEX:
                dim = memref.DimOp(value, constant(source[1]))
                dim.location = op.location
                rewriter.insert_op(dim)
                ubs.append(dim.result)
            else:
                ubs.append(constant(size))
        one = constant(1)

        ivs, insert, outermost = _build_nest(loop_groups(parallel), parallel, ubs, zero, one, rewriter)

        # Element values for the body's arguments, then the body itself.
        block = op.body.block
        values: list[SSAValue] = []
        for value, m, arg in zip(operands, maps, block.args, strict=True):
            if not isinstance(value.type, MemRefType):
                values.append(value)
            elif arg.uses:
                load = memref.LoadOp.get(value, _indices(m, ivs, insert, rewriter))
                rewriter.insert_op(load, insert)
                values.append(load.res)
            else:
                values.append(arg)  # unused: no load, as upstream
        for index in [o for o in block.ops if isinstance(o, IndexOp)]:
            index.result.replace_all_uses_with(ivs[index.dim.value.data])
            rewriter.erase_op(index)
        yield_op = block.last_op
        assert isinstance(yield_op, YieldOp)
        yielded = [
            values[v.index] if isinstance(v, BlockArgument) and v.block is block else v
            for v in yield_op.operands
        ]
        rewriter.erase_op(yield_op)
        rewriter.inline_block(block, insert, values)
        outputs = operands[len(op.inputs) :]
        out_maps = maps[len(op.inputs) :]
        for value, buffer, m in zip(yielded, outputs, out_maps, strict=True):
            store = memref.StoreOp.get(value, buffer, _indices(m, ivs, insert, rewriter))
            rewriter.insert_op(store, insert)
        # Loops, loads, stores and index ops are at the generic (as upstream);
        # the body's own ops keep their locations.
        inherit([outermost], op.location)
        rewriter.erase_op(op)


@dataclass(frozen=True)
class LinalgToLoopsPass(ModulePass):
    """`convert-linalg-to-parallel-loops`, upstream's output shape."""

    name = "tv-linalg-to-loops"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(LowerGeneric(), apply_recursively=False).rewrite_module(op)
