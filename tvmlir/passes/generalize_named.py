"""`tv-generalize-named-ops`: named linalg ops -> `linalg.generic`, exactly as
mlir-opt-19's `linalg-generalize-named-ops` writes them.

Why not xDSL's `linalg-generalize-named-ops`: it copies xDSL's hidden
regions, which differ from upstream's bodies (see `linalg_bodies`), and it
knows only the named ops xDSL defines.  The generalized program is the
*spec* tvmlir validates against, so it must be what upstream compiles.
Indexing maps and iterator types come from the op definitions (checked
against mlir-opt-19); `linalg.transpose`, `linalg.broadcast` and
`linalg.reduce`, which are not "named" ops in xDSL, are handled here.

An op that cannot be generalized is an error at the op: "unsupported".
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, MemRefType, ModuleOp, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.dialects.linalg.ops import (
    BroadcastOp,
    GenericOp,
    IndexOp,
    ReduceOp,
    YieldOp,
)
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.passes import ModulePass
from xdsl.dialects.builtin import AffineMapAttr

from tvmlir.ir.diagnostics import OpError, OpUnsupported
from tvmlir.ir.locations import inherit
from tvmlir.ir.linalg_bodies import NAMED_BODIES, BodyError, body_block
from tvmlir.ir.linalg_fn_attrs import unmodelled_fn_attribute


def _element_type(value: SSAValue) -> Attribute:
    t = value.type
    return t.get_element_type() if isinstance(t, TensorType | MemRefType) else t


def _rank(value: SSAValue) -> int:
    t = value.type
    assert isinstance(t, TensorType | MemRefType)
    return t.get_num_dims()


def _maps(*maps: AffineMap) -> ArrayAttr[AffineMapAttr]:
    return ArrayAttr(AffineMapAttr(m) for m in maps)


def _all_but(rank: int, dropped: tuple[int, ...]) -> AffineMap:
    """`(d0..d{rank-1}) -> (d_i for i not in dropped)`."""
    kept = [AffineDimExpr(i) for i in range(rank) if i not in dropped]
    return AffineMap(rank, 0, tuple(kept))


def _named_body(op: Operation, inputs, outputs) -> Region:
    try:
        block, results = body_block(
            op.name, [_element_type(v) for v in (*inputs, *outputs)]
        )
    except BodyError as e:
        raise OpUnsupported(op, f"{e}") from None
    block.add_op(YieldOp(*results))
    return Region(block)


def _broadcast(op: BroadcastOp) -> GenericOp:
    rank = _rank(op.init)
    dims = tuple(op.dimensions.get_values())
    return GenericOp(
        [op.input],
        [op.init],
        _named_body(op, [op.input], [op.init]),
        _maps(_all_but(rank, dims), AffineMap.identity(rank)),
        ArrayAttr(IteratorTypeAttr.parallel() for _ in range(rank)),
        op.result_types,
    )


def _reduce(op: ReduceOp) -> GenericOp:
    rank = _rank(op.input)
    dims = tuple(op.dimensions.get_values())
    body = op.region.clone()
    args = body.block.args
    if len(args) == 2:
        args[0].name_hint, args[1].name_hint = "in", "out"
    return GenericOp(
        [op.input],
        [op.init],
        body,
        _maps(AffineMap.identity(rank), _all_but(rank, dims)),
        ArrayAttr(
            IteratorTypeAttr.reduction() if d in dims else IteratorTypeAttr.parallel()
            for d in range(rank)
        ),
        op.result_types,
    )


def _named(op: LinalgStructuredOperation) -> GenericOp:
    inputs, outputs = list(op.inputs), list(op.outputs)
    return GenericOp(
        inputs,
        outputs,
        _named_body(op, inputs, outputs),
        op.get_indexing_maps(),
        op.get_iterator_types(),
        op.result_types,
    )


def generalize(op: Operation) -> GenericOp | None:
    """The `linalg.generic` equivalent of a named linalg op, None for ops
    that are not structured ops (`linalg.generic` itself, `linalg.yield`,
    `linalg.index`).  Raises OpError for a linalg op with no upstream
    generalization tvmlir knows."""
    if isinstance(op, GenericOp | YieldOp | IndexOp):
        return None
    if op.dialect_name() == "linalg" and (why := unmodelled_fn_attribute(op)) is not None:
        raise OpError(op, f"unsupported: {why}")
    if isinstance(op, BroadcastOp):
        generic = _broadcast(op)
    elif isinstance(op, ReduceOp):
        generic = _reduce(op)
    elif isinstance(op, LinalgStructuredOperation) and op.name in NAMED_BODIES:
        generic = _named(op)
    elif op.dialect_name() == "linalg":
        raise OpUnsupported(op, f"tvmlir cannot generalize {op.name}")
    else:
        return None
    # The body is synthesized: its ops are at the named op too (as upstream).
    inherit([generic], op.location)
    return generic


def generalize_in(root: Operation) -> dict[GenericOp, str]:
    """Generalize every named linalg op below `root`, in place.  Returns the
    new generics with the names of the ops they replace."""
    replaced: dict[GenericOp, str] = {}
    for op in list(root.walk()):
        generic = generalize(op)
        if generic is None:
            continue
        parent = op.parent_block()
        assert parent is not None
        parent.insert_op_before(generic, op)
        for old, new in zip(op.results, generic.results, strict=True):
            new.name_hint = old.name_hint
            old.replace_all_uses_with(new)
        parent.erase_op(op)
        replaced[generic] = op.name
    return replaced


@dataclass(frozen=True)
class GeneralizeNamedOpsPass(ModulePass):
    """Upstream-faithful `linalg-generalize-named-ops` (see module doc)."""

    name = "tv-generalize-named-ops"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        generalize_in(op)
