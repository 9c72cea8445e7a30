"""Spec reductions run in another order of their reduction dims, for claims.

A register accumulator of lowered code is a partial reduction over the
*set* of reduced points folded so far.  When the code's loops visit the
reduction dims in another order than the spec's generic (IREE's llvm-cpu
convolutions: `kh`, `kw` outside, the channels `c` contracted inside,
where the spec folds `(c, kh, kw)`), no stage of the spec is that set.
It is a stage of the same reduction folded with its dims permuted:
`@T.order.1.2.0` (`tv_dialect.spec.reordered_name`), whose meaning
`verify.spec_model.SpecFunction.tensor` gives and whose last stage
`--verify` equates with `@T` only where the combiner may be reordered
(printed; `evaluator.reordered_reduction`).

For the inference, the spec's run must record those stages: `with_order`
copies the spec function with, next to the generic of `@T`, a copy of it
whose loop dims are permuted (maps and `linalg.index` rewritten), named
`T.order...`, its result unused.  The oracle runs it in its own
lexicographic order, which is the permuted order, and `spec_trace`
records its stages under that name.  Only a guess for `fit`: whatever
it names, `--verify` proves.
"""

from __future__ import annotations

import itertools

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, IntegerAttr, ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp
from xdsl.ir.affine import AffineExpr

from tvmlir.tv_dialect.spec import ORDER

MAX_ORDERS = 6
"""Permutations tried per reduction (all of them up to 3 reduction dims)."""
_COMBINERS = {"arith.addf", "arith.mulf", "arith.addi", "arith.muli", "arith.maximumf", "arith.minimumf",
              "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui", "arith.andi", "arith.ori", "arith.xori"}
"""Bodies worth a run in another order (`--verify` decides what it admits)."""


def _generics(fn: FuncOp):
    for op in fn.walk():
        if op.name == "linalg.generic" and isinstance(op.attributes.get("tv.name"), StringAttr) and len(op.results) == 1:
            yield op


def _reductions(op) -> list[int]:
    return [d for d, it in enumerate(op.iterator_types.data) if str(it.data) == "reduction"]


def _folds_out_once(op) -> bool:
    """The body yields `out (+) x` with the accumulator used once."""
    block = op.body.block
    out = block.args[len(op.inputs)]
    ret = block.last_op
    comb = getattr(ret.operands[0], "op", None) if ret is not None and ret.operands else None
    return comb is not None and comb.name in _COMBINERS and out in comb.operands and len(list(out.uses)) == 1


def candidates(fn: FuncOp) -> list[tuple[str, tuple[int, ...]]]:
    """(tensor, order) for each reduction of the spec function worth trying
    in another order, the orders in `itertools.permutations` order."""
    found = []
    for op in _generics(fn):
        red = _reductions(op)
        if len(red) < 2 or not _folds_out_once(op):
            continue
        name = op.attributes["tv.name"].data
        orders = [p for p in itertools.permutations(range(len(red))) if list(p) != list(range(len(red)))]
        found += [(name, p) for p in orders[:MAX_ORDERS]]
    return found


def with_order(module: ModuleOp, fn: FuncOp, name: str, order: tuple[int, ...]) -> tuple[ModuleOp, FuncOp]:
    """A copy of the spec module whose function also computes `@name` with
    its reduction dims in `order` (module doc)."""
    copy = module.clone()
    cfn = next(op for op in copy.walk() if isinstance(op, FuncOp) and op.sym_name.data == fn.sym_name.data)
    op = next(o for o in _generics(cfn) if o.attributes["tv.name"].data == name)
    red = _reductions(op)
    n = len(op.iterator_types.data)
    new_pos = list(range(n))
    for k, p in enumerate(order):
        new_pos[red[p]] = red[k]  # old dim red[p] is folded k-th
    dims = [AffineExpr.dimension(new_pos[d]) for d in range(n)]
    g = op.clone()
    maps = [m.data.replace_dims_and_symbols(dims, [], n, 0) for m in op.indexing_maps.data]
    g.properties["indexing_maps"] = ArrayAttr([AffineMapAttr(m) for m in maps])
    for inner in g.body.walk():
        if inner.name == "linalg.index":
            old = inner.properties["dim"]
            inner.properties["dim"] = IntegerAttr(new_pos[old.value.data], old.type)
    g.attributes["tv.name"] = StringAttr(f"{name}{ORDER}{'.'.join(map(str, order))}")
    op.parent_block().insert_op_before(g, op)
    return copy, cfn
