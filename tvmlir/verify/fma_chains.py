"""A bias folded into a sum, read as the spec's sum (issue 26): IREE's
`math.fma` chains, and `vector.reduction`s from an input's value.

IREE's canonicalizer folds `contract(A, B, 0) + bias` into
`contract(A, B, acc=bias)`, and its GPU lowering unrolls the contraction
into `fma(a_0, b_0, fma(a_1, b_1, ... fma(a_n, b_n, bias)))`: the sum
starts from the bias, runs in reverse k order, and each step rounds once.
The spec computes `(+0.0 + a_0*b_0 + ... + a_n*b_n) + bias`, each
product and each sum rounded.  The two agree only up to reassociation
*and* contraction, so the chain is read exactly as the spec's order only
under both, each printed as an assumption naming the chain:

* contraction: `fma(a, b, c)` stands for `(a * b) + c` rounded twice
  (verify{assume-reassoc} licenses it together with the reordering; the
  report prints it on its own line, per chain);
* reassociation: the chain's products are summed from +0.0 in the chain's
  order from its root (the reverse of its evaluation order: the spec's k
  order when IREE accumulates backwards), and the chain's start (the
  folded bias) is added last.  A start that is a zero constant is dropped
  (a zero of either sign is addf's neutral element under the assumption).

The reading is an IR rewrite of the function `--verify` proves (never of
the code the oracle runs), so every obligation stays the ordinary one:
the value the reading gives is compared with the spec's element at its
claim (`value = prophecy`), which unfolds the spec's sum product by
product.  That comparison is what checks that the chain's products are
exactly the spec's (each k once, none added) and that the bias is added
exactly once: a chain that drops, repeats or swaps a term, or a bias
dropped or added twice, is no longer the spec's term.  The order read is
one choice among the orders reassociation makes equal: a chain whose
products run in another order than the spec's fails to prove (never
verified), and is `unsupported` unless execution shows it wrong.

The same fold, lowered per thread as `vector.reduction <add>, products,
bias`, has the bias as the fold's accumulator; the code alone does not
tell it from a reduction continued from its own init, so that reading
(`read_reduction`: the fold from +0.0, the accumulator added after) is
the caller's second (`infer.against_source`), for an accumulator loaded
from an argument or a global only.

Without assume-reassoc a chain is `unsupported` (`unsupported_reason`):
it rounds differently from the spec by construction, which is no bug of
the compiler the user asked about without the assumption, and no proof.
A spec that itself computes `math.fma` is left alone (the chain may be
exactly the spec's).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith, vector
from xdsl.dialects.builtin import ArrayAttr, DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr, VectorType, i64
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from tvmlir.ir.attrs import is_float_zero_constant, op_attr
from tvmlir.ir.compat.vector import MultiReductionOp
from tvmlir.ir.diagnostics import format_op_location
from tvmlir.semantics.scalar import ScalarSemantics

FMA = "math.fma"


@dataclass
class Chain:
    """`links[0]` is the root; `links[i]`'s addend is `links[i + 1]`'s
    result; `start` is the last link's addend."""

    links: list[Operation]
    start: SSAValue


def _is_addend_of_fma(op: Operation) -> bool:
    return any(u.operation.name == FMA and u.index == 2 for u in op.results[0].uses)


def chains_of(fn: Operation) -> list[Chain]:
    """The maximal fma chains of `fn`: each root's result is no other
    fma's addend."""
    found = []
    for op in fn.walk():
        if op.name != FMA or _is_addend_of_fma(op):
            continue
        links = [op]
        addend = op.operands[2]
        while isinstance(addend, OpResult) and addend.op.name == FMA:
            links.append(addend.op)
            addend = addend.op.operands[2]
        found.append(Chain(links, addend))
    return found


def spec_has_fma(spec_op: Operation) -> bool:
    return any(op.name == FMA for op in spec_op.walk())


REASON = "a chain of math.fma accumulating from its addend"


def unsupported_reason(chain: Chain) -> str:
    return (f"{REASON} ({len(chain.links)} links): contracted and reordered "
            "against the spec's sum (mulf then addf, rounded twice, from +0.0, the addend added after); "
            "verify{assume-reassoc} reads it as the spec's sum under printed assumptions")


def _zero(t) -> arith.ConstantOp:
    if isinstance(t, VectorType):
        return arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(t, [0.0] * max(1, t.element_count())))
    return arith.ConstantOp(FloatAttr(0.0, t))


def read_as_sum(chain: Chain, default_file: str = "<input>") -> list[str]:
    """Rewrite `chain` (in place) into the spec's sum (module doc): the
    products stacked (`vector.insert`, one row per link, root first),
    folded from +0.0 by `vector.multi_reduction <add>` (a fold the
    inference claims and `--verify` proves step by step, `folds.py`; rows
    inserted whole keep each lane's term small), then the chain's start
    added.  Returns the assumption notes."""
    root = chain.links[0]
    t = root.results[0].type
    where = f"{FMA} at {format_op_location(root, default_file)}"
    lanes = t.get_shape() if isinstance(t, VectorType) else ()
    if len(lanes) > 1:
        return []  # (n-D fma chains: not read; the exact semantics stay)
    et = t.get_element_type() if isinstance(t, VectorType) else t
    n = len(chain.links)
    new: list[Operation] = []
    stacked_type = VectorType(et, [n, *lanes])
    rows = arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(stacked_type, [0.0] * stacked_type.element_count()))
    rows.location = root.location  # type: ignore[attr-defined]
    new.append(rows)
    stacked_value: SSAValue = rows.result
    for k, link in enumerate(chain.links):  # root first: the reverse of the evaluation order
        mul = arith.MulfOp(link.operands[0], link.operands[1])
        put = vector.InsertOp(mul.result, stacked_value, [k], stacked_type)
        for o in (mul, put):
            o.location = link.location  # type: ignore[attr-defined]
        new += [mul, put]
        stacked_value = put.results[0]
    carried = _carried(chain.start)
    zero = _zero(t)
    fold = MultiReductionOp.create(
        operands=[stacked_value, chain.start if carried else zero.result], result_types=[t],
        properties={"kind": vector.CombiningKindAttr(vector.CombiningKindFlag.ADD),
                    "reduction_dims": ArrayAttr([IntegerAttr(0, i64)])})
    new += [zero, fold]
    acc: SSAValue = fold.results[0]
    bias = not carried and not is_float_zero_constant(chain.start)
    if bias:
        last = arith.AddfOp(acc, chain.start)
        new.append(last)
        acc = last.result
    for o in (zero, fold, *([last] if bias else [])):
        o.location = root.location  # type: ignore[attr-defined]
    Rewriter.insert_op(new, _before(root))
    root.results[0].replace_all_uses_with(acc)
    for link in chain.links:  # root first: each erased link frees the next
        if not link.results[0].uses:
            link.detach()
            link.erase()
    how = ("continued from the chain's start, the loop's carried partial sum, " if carried else
           "the addend (a folded bias) moved from first to last, " if bias else "its zero start dropped, ") + \
        "the products' order reversed (summed from the chain's root inward), each fma split into mulf and addf"
    return [
        f"assumes: the chain of {n} {FMA} ending at {where} contracts the spec's mulf and addf: each fma rounds "
        "once where the spec rounds the product and the sum (verify{assume-reassoc})",
        f"assumes: the reduction in the chain of {n} {FMA} ending at {where} is reassociated "
        f"(verify{{assume-reassoc}}): read as the spec's sum {'' if carried else 'from +0.0 with '}{how}",
    ]


def _carried(v: SSAValue) -> bool:
    """`v` is a loop's carried value (an `scf.for` iter_arg, through the
    lane moves IREE wraps it in: `from_elements`, `extract`,
    `broadcast`): the chain continues the loop's own partial sum (IREE's
    k loop over tiles, one chain per tile), so the fold starts from it, as
    the spec's sum continues from its last stage; read from +0.0 with the
    start added after, the fold would be a window of k, no stage of the
    spec, and nothing could claim it."""
    from xdsl.ir import BlockArgument

    seen = [v]
    while seen:
        x = seen.pop()
        if isinstance(x, BlockArgument):
            if not (x.owner.parent_op() is not None and x.owner.parent_op().name == "scf.for" and x.index > 0):
                return False
            continue
        if not (isinstance(x, OpResult) and x.op.name in ("vector.from_elements", "vector.extract", "vector.broadcast")):
            return False
        if x.op.name == "vector.extract" and list(x.op.dynamic_position):  # type: ignore[attr-defined]
            return False
        seen.extend(x.op.operands if x.op.name == "vector.from_elements" else x.op.operands[:1])
    return True


def _read_only_input(v: SSAValue) -> bool:
    """`v` is an element loaded from a function argument or a global
    (through extracts, broadcasts, views): an input's value, so a
    reduction's accumulator made of it is an addend IREE folded in (a
    bias, a residual), not the reduction's own partial result, which
    lives in a buffer the function writes."""
    from xdsl.dialects import func
    from xdsl.ir import BlockArgument

    while isinstance(v, OpResult) and v.op.name in ("vector.extract", "vector.broadcast"):
        v = v.op.operands[0]
    if not (isinstance(v, OpResult) and v.op.name in ("vector.load", "memref.load")):
        return False
    m = v.op.operands[0]
    while isinstance(m, OpResult) and m.op.name in ("memref.subview", "memref.cast", "memref.reinterpret_cast"):
        m = m.op.operands[0]
    if isinstance(m, OpResult):
        return m.op.name == "memref.get_global"
    return isinstance(m, BlockArgument) and isinstance(m.owner.parent_op(), func.FuncOp)


def reductions_with_addend(fn: Operation) -> list[Operation]:
    """`vector.reduction <add>` on floats whose accumulator is an input's
    value (`_read_only_input`): IREE's `contract(A, B, acc=bias)` lowered
    to one thread's dot product."""
    found = []
    for op in fn.walk():
        if op.name != "vector.reduction" or len(op.operands) != 2 or str(op_attr(op, "kind")).find("add") < 0:
            continue
        acc = op.operands[1]
        if ScalarSemantics.float_format(acc.type) is None:
            continue
        if not is_float_zero_constant(acc) and _read_only_input(acc):
            found.append(op)
    return found


def read_reduction(op: Operation, default_file: str = "<input>") -> list[str]:
    """`reduction(v, acc)` read as `reduction(v, +0.0) + acc` (in place):
    the addend moved from the fold's start to after it."""
    acc = op.operands[1]
    zero = _zero(acc.type)
    zero.location = op.location  # type: ignore[attr-defined]
    Rewriter.insert_op(zero, _before(op))
    op.operands[1] = zero.result
    last = arith.AddfOp(op.results[0], acc)
    last.location = op.location  # type: ignore[attr-defined]
    op.results[0].replace_uses_with_if(last.result, lambda use: use.operation is not last)
    Rewriter.insert_op(last, InsertPoint.after(op))
    where = f"{op.name} at {format_op_location(op, default_file)}"
    return [f"assumes: the reduction at {where} is reassociated (verify{{assume-reassoc}}): its accumulator, an "
            "input's value (an addend IREE folded in: a bias, a residual), is read as added after the fold "
            "from +0.0 (the addend moved from first to last)"]


def read_module(module: Operation, default_file: str = "<input>", addends: bool = False) -> dict[str, list[str]]:
    """Every chain of every function of `module` read as the spec's sum
    (in place), and with `addends` every reduction from an input's value
    too (which the code alone does not tell from a reduction continued
    from its own init: the caller tries that reading second); the notes
    per function."""
    from xdsl.dialects import func

    notes: dict[str, list[str]] = {}
    for fn in [op for op in module.walk() if isinstance(op, func.FuncOp)]:
        mine = notes.setdefault(fn.sym_name.data, [])
        for chain in chains_of(fn):
            mine.extend(read_as_sum(chain, default_file))
        for op in reductions_with_addend(fn) if addends else ():
            mine.extend(read_reduction(op, default_file))
    return notes


def _before(op: Operation):
    return InsertPoint.before(op)
