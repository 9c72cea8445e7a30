"""`gpu.subgroup_reduce` in `--verify`, read as an xor butterfly of
`gpu.shuffle`s (issue 21).

`gpu.subgroup_reduce <kind> %v` gives every lane of a subgroup the
combination of `%v` over all the subgroup's lanes.  MLIR leaves the
order of the combination to the target.  For integer kinds and the float
min/max kinds every order gives the same value (the combiners are
associative and commutative exactly), so reading the op as the xor
butterfly

    v1 = v0 (+) shuffle xor(v0, 1, S); v2 = v1 (+) shuffle xor(v1, 2, S) ...

up to offset `S/2` (S the launch's subgroup size, `shuffles.subgroup_size`:
the `subgroup_size` attribute, else 32, printed) is exact.  For `add` and
`mul` on floats the order matters; the butterfly is one order, so the
reading is made only under `verify{assume-reassoc}` (printed per op),
under which `--verify` already reads the xor-shuffle trees upstream's and
IREE's lowerings build (`shuffles.prove_tree`); without it the op is
`unsupported`.  The shuffles then carry the obligations of written ones:
the lanes must run the op together (no divergent control flow between the
op and its launch) and the block must fill the subgroup, so the reading
never invents lanes.  Clustered reductions (`cluster(size = ...)`) and
vector operands are `unsupported`.  The reading is an IR rewrite of the
copy `--verify` proves, as for `fma_chains.py`.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, IntegerType, VectorType, i32
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from tvmlir.ir.compat.iree import ShuffleMode, ShuffleModeAttr, ShuffleOp
from tvmlir.ir.diagnostics import format_op_location
from tvmlir.semantics.scalar import ScalarSemantics
from tvmlir.verify.shuffles import DEFAULT_SUBGROUP, declared_subgroup_size, launch_of

NAME = "gpu.subgroup_reduce"

_INT = {"add": arith.AddiOp, "mul": arith.MuliOp, "and": arith.AndIOp, "or": arith.OrIOp, "xor": arith.XOrIOp,
        "minsi": arith.MinSIOp, "minui": arith.MinUIOp, "maxsi": arith.MaxSIOp, "maxui": arith.MaxUIOp}
_FLOAT = {"add": arith.AddfOp, "mul": arith.MulfOp, "minnumf": arith.MinnumfOp, "maxnumf": arith.MaxnumfOp,
          "minimumf": arith.MinimumfOp, "maximumf": arith.MaximumfOp}
_ORDERED = ("add", "mul")
"""Float kinds whose value depends on the order (rounding)."""


def _is_subgroup_reduce(op: Operation) -> bool:
    name = op.attributes.get("op_name__")
    return op.name == NAME or (op.name == "builtin.unregistered" and getattr(name, "data", None) == NAME)


def subgroup_reduces(fn: Operation) -> list[Operation]:
    return [op for op in fn.walk() if _is_subgroup_reduce(op)]


def _kind(op: Operation) -> str:
    attr = op.properties.get("op") or op.attributes.get("op")
    data = getattr(attr, "data", None)
    return str(getattr(data, "value", data))


def unsupported_reason(op: Operation, assume_reassoc: bool) -> str | None:
    """Why `op` is not read (None: it is)."""
    if any(k in op.properties or k in op.attributes for k in ("cluster_size", "cluster_stride")):
        return "a clustered gpu.subgroup_reduce"
    if len(op.operands) != 1 or len(op.results) != 1 or isinstance(op.operands[0].type, VectorType):
        return "a gpu.subgroup_reduce of a vector"
    if launch_of(op) is None:
        return "a gpu.subgroup_reduce outside a kernel"
    t = op.operands[0].type
    kind = _kind(op)
    if ScalarSemantics.float_format(t) is not None:
        if kind not in _FLOAT:
            return f"gpu.subgroup_reduce {kind} of a float"
        if kind in _ORDERED and not assume_reassoc:
            return (f"gpu.subgroup_reduce {kind} of a float: its order is the target's; "
                    "verify{assume-reassoc} reads it as an xor butterfly of shuffles")
    elif isinstance(t, IntegerType):
        if kind not in _INT:
            return f"gpu.subgroup_reduce {kind} of an integer"
    else:
        return f"gpu.subgroup_reduce of {t}"
    return None


def read_as_butterfly(op: Operation, default_file: str = "<input>") -> list[str]:
    """Rewrite `op` (in place, on the copy `--verify` proves) into the xor
    butterfly; the assumption notes."""
    v = op.operands[0]
    t = v.type
    kind = _kind(op)
    is_float = ScalarSemantics.float_format(t) is not None
    combine = (_FLOAT if is_float else _INT)[kind]
    s = declared_subgroup_size(op) or DEFAULT_SUBGROUP  # (the shuffles print the default)
    width = arith.ConstantOp(IntegerAttr(s, i32))
    new: list[Operation] = [width]
    acc = v
    off = 1
    while off < s:
        offset = arith.ConstantOp(IntegerAttr(off, i32))
        sh = ShuffleOp.create(operands=[acc, offset.result, width.result], result_types=[t, IntegerType(1)],
                              properties={"mode": ShuffleModeAttr(ShuffleMode.XOR)})
        comb = combine(acc, sh.results[0])
        new += [offset, sh, comb]
        acc = comb.results[0]
        off *= 2
    for o in new:
        o.location = op.location  # type: ignore[attr-defined]
    Rewriter.insert_op(new, InsertPoint.before(op))
    op.results[0].replace_all_uses_with(acc)
    where = format_op_location(op, default_file)
    op.detach()
    op.erase()
    how = ("exact: the combiner is associative and commutative" if not (is_float and kind in _ORDERED) else
           "one order of the float combination, read under verify{assume-reassoc}")
    return [f"assumes: gpu.subgroup_reduce {kind} at {where} is read as an xor butterfly of gpu.shuffle over "
            f"{s} lanes ({how})"]


__all__ = ["NAME", "read_as_butterfly", "subgroup_reduces", "unsupported_reason"]
