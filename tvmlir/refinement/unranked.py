"""Unranked tensors and memrefs (`tensor<*xf32>`, `memref<*xf32>`): the pair
checked at each rank.

An unranked value is a ranked one whose rank is known at run time only;
MLIR's casts to a ranked type assert the rank and the extents (UB when
they differ), `tensor.dim` / `memref.dim` past the rank is UB, and a
`reshape` to an unranked type takes its rank from its shape operand's
extent.  tvmlir's semantics read ranks from types, so, as for scalable
vectors (`vscale.py`), the pair is checked once per rank assignment, both
modules rewritten (`at_ranks`): each unranked value's type becomes the
ranked type of its rank, with every extent `?` (and, for a memref, every
stride and the offset `?`: an unranked memref's descriptor may hold any
layout).

Where a rank comes from (`_rank_of`, per function, in program order):
* an unranked function argument: a variable of the check, shared by both
  sides (the same input);
* a cast / `bufferization.to_memref` / `to_tensor` to an unranked type: its
  operand's rank;
* any other op (a TOSA op, whose result takes its extents from its
  operands' values in the semantics): none, the value stays unranked;
* a `reshape` to an unranked type: its shape operand's extent if static;
  if dynamic, a variable of the check, in the source only.  In the run
  where that variable is `r`, a shape extent other than `r` is UB of the
  source (`runtime_shape._extents`): as every `r` in 0..MAX_RANK is
  checked, this splits the source's executions among the runs and drops
  none of rank <= MAX_RANK.  In the target such a split would make the
  target undefined where it is not, so a target reshape of dynamic rank
  is unsupported.
A cast from a fixed rank to another rank is the run-time cast failing:
UB, marked for the semantics (`runtime_shape.RANK_FIXED`).

Which ranks: 0 to MAX_RANK for each variable, printed as an assumption.
The number of runs is bounded (MAX_RUNS): more variables are unsupported.
"""

from __future__ import annotations

from itertools import product

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    FunctionType,
    MemRefType,
    ModuleOp,
    StridedLayoutAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, Operation, SSAValue

from tvmlir.refinement.module import Module
from tvmlir.refinement.type_walk import contains, value_types
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.runtime_shape import RANK_FIXED

MAX_RANK = 4
"""The default of `--max-rank` (Options.max_rank)."""
MAX_RUNS = 25
"""Rank assignments at most: more is unsupported (each is a whole check)."""


def assumption(max_rank: int) -> str:
    """What a verdict checked at ranks 0..max_rank takes for granted."""
    return (f"unranked values have rank <= {max_rank} (every rank 0..{max_rank} of each unranked argument and "
            "of each reshape to an unranked type was checked; --max-rank N checks up to N)")

_SAME_RANK = ("tensor.cast", "memref.cast", "bufferization.to_memref", "bufferization.to_tensor",
              "bufferization.to_buffer")  # fmt: skip
_RESHAPES = ("tensor.reshape", "memref.reshape")


def _unranked(t: Attribute) -> bool:
    return contains(t, lambda a: isinstance(a, UnrankedTensorType | UnrankedMemRefType), (TensorType, MemRefType))


def uses_unranked(funcs) -> bool:
    """Whether `funcs` use an unranked tensor or memref type."""
    return any(_unranked(t) for t in value_types(funcs))


_FIXED = "tvmlir.ranks_fixed"


def ranks_fixed(module: Module) -> bool:
    """Whether `module` is a copy `at_ranks` made (whatever stays unranked
    there is left to the semantics)."""
    return _FIXED in module.op.attributes


def _ranked(t: Attribute, rank: int) -> Attribute:
    if isinstance(t, UnrankedTensorType):
        return TensorType(t.element_type, [DYNAMIC_INDEX] * rank)
    if isinstance(t, UnrankedMemRefType):
        return MemRefType(t.element_type, [DYNAMIC_INDEX] * rank, StridedLayoutAttr([None] * rank, None), t.memory_space)
    return t


def _reshapes_of_dynamic_rank(func: FuncOp) -> list[Operation]:
    return [op for op in func.walk() if op_name(op) in _RESHAPES and _unranked(op.results[0].type)
            and op.operands[1].type.get_shape()[0] < 0]  # fmt: skip


def variables(src_fn: FuncOp, tgt_fn: FuncOp) -> list[tuple[str, int]]:
    """The ranks a check must fix: ("arg", k) per unranked argument and
    ("reshape", n) per source reshape of dynamic rank (n-th in order)."""
    for f in (src_fn, tgt_fn):
        for region_op in f.walk():
            if region_op is f:
                continue
            for r in region_op.regions:
                for b in r.blocks:
                    if any(_unranked(a.type) for a in b.args):
                        raise Unsupported(region_op, "an unranked block argument")
            if op_name(region_op) == "func.call" and any(
                _unranked(v.type) for v in (*region_op.operands, *region_op.results)
            ):
                raise Unsupported(region_op, "a call passing unranked values")
    if _reshapes_of_dynamic_rank(tgt_fn):
        raise Unsupported(_reshapes_of_dynamic_rank(tgt_fn)[0],
                          "a reshape to an unranked type of dynamic rank in the target")  # fmt: skip
    args = [("arg", k) for k, t in enumerate(src_fn.function_type.inputs.data) if _unranked(t)]
    tgt_args = [("arg", k) for k, t in enumerate(tgt_fn.function_type.inputs.data) if _unranked(t)]
    if args != tgt_args:
        raise Unsupported(None, "the source and target take unranked arguments at different positions")
    return args + [("reshape", n) for n in range(len(_reshapes_of_dynamic_rank(src_fn)))]


def assignments(names: list[tuple[str, int]], max_rank: int = MAX_RANK) -> list[dict[tuple[str, int], int]]:
    runs = (max_rank + 1) ** len(names)
    if runs > MAX_RUNS:
        raise Unsupported(None, f"{len(names)} unranked arguments and reshapes ({runs} rank assignments, "
                                f"more than {MAX_RUNS})")  # fmt: skip
    return [dict(zip(names, ranks)) for ranks in product(range(max_rank + 1), repeat=len(names))]


def _rank_of(op: Operation, ranks: dict[SSAValue, int], choice: dict[tuple[str, int], int],
             reshapes: list) -> int | None:  # fmt: skip
    """The rank of `op`'s unranked result; None where it is not known here
    (a TOSA op's result takes its extents from its operands' values in the
    semantics, `shapes_from_operands`: it stays unranked)."""
    name = op_name(op)
    if name in _SAME_RANK:
        src = op.operands[0]
        if src in ranks:
            return ranks[src]
        return len(src.type.get_shape()) if hasattr(src.type, "get_shape") else None
    if name in _RESHAPES:
        extent = op.operands[1].type.get_shape()[0]
        return extent if extent >= 0 else choice[("reshape", reshapes.index(op))]
    return None


def at_ranks(module: Module, name: str, choice: dict[tuple[str, int], int], source: bool) -> Module:
    """A copy of `module` whose function `name` has every unranked value
    ranked as `choice` says (its type's other uses keep theirs)."""
    op: ModuleOp = module.op.clone()
    op.attributes[_FIXED] = UnitAttr()
    func = next(f for f in op.ops if isinstance(f, FuncOp) and f.sym_name.data == name)
    reshapes = _reshapes_of_dynamic_rank(func) if source else []
    ranks: dict[SSAValue, int] = {}
    entry = func.body.blocks[0]
    for k, a in enumerate(entry.args):
        if _unranked(a.type):
            ranks[a] = choice[("arg", k)]
    for inner in func.walk():
        if inner is func:
            continue
        for r in inner.results:
            rank = _rank_of(inner, ranks, choice, reshapes) if _unranked(r.type) else None
            if rank is not None:
                ranks[r] = rank
        if op_name(inner) in ("tensor.cast", "memref.cast") and inner.operands[0] in ranks:
            inner.attributes[RANK_FIXED] = UnitAttr()
    for v, r in ranks.items():
        v._type = _ranked(v.type, r)  # noqa: SLF001 (xDSL has no type setter)
    returns = [o for o in func.walk() if op_name(o) == "func.return"]
    outputs = list(func.function_type.outputs.data)
    if returns:
        outputs = [v.type for v in returns[-1].operands]
    inputs = [a.type for a in entry.args]
    func.properties["function_type"] = FunctionType.from_lists(inputs, outputs)
    return Module.of(op, module.path)


def describe(choice: dict[tuple[str, int], int]) -> str:
    return ", ".join(f"{'argument #' if kind == 'arg' else 'reshape #'}{n} of rank {r}"
                     for (kind, n), r in choice.items())  # fmt: skip
