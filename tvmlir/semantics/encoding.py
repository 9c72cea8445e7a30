"""What the per-dialect encoder tables share: the encoder signature, poison
helpers, and reading widths and formats off MLIR types.

An encoder is `encoder(sem, op, args, poison) -> (results, result_poison,
ub)`: `args` are the operand terms, `poison` one flag per operand (`None`
for "never poison", which keeps the common case free of `Or(False, ...)`
terms), and `ub` is `None` when the op has no undefined behaviour.

Types: an elementwise op on tensors or vectors is encoded per element, so
widths and formats are read off element types.  `index` is 64 bits wide
(the data layout of every target tvmlir checks; mlir-tv makes the same
choice).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeAlias

import z3
from xdsl.dialects.builtin import IndexType, IntegerType, UnregisteredOp
from xdsl.ir import Attribute, Operation
from xdsl.utils.type import get_element_type_or_self

from tvmlir.semantics.fp.formats import IEEEFormat, ieee_format_of
from tvmlir.tv_dialect.abstract_float import AbstractFloatType

if TYPE_CHECKING:
    from tvmlir.semantics.scalar import ScalarSemantics

INDEX_WIDTH = 64

Poison: TypeAlias = "z3.BoolRef | None"
Out: TypeAlias = "tuple[list[z3.ExprRef], list[Poison], z3.BoolRef | None]"
Encoder: TypeAlias = Callable[
    ["ScalarSemantics", Operation, Sequence[z3.ExprRef], Sequence[Poison]], Out
]


class Unsupported(Exception):
    """An op (or type) the semantics gives no meaning to.  Callers turn it
    into the verdict `unsupported (<op> at file:line:col)`; `op` is None
    when the culprit is a type outside any op."""

    def __init__(self, op: Operation | None, reason: str = ""):
        self.op = op
        self.reason = reason
        what = op_name(op) if op is not None else "type"
        super().__init__(f"unsupported {what}" + (f": {reason}" if reason else ""))


class NeedsExactFloats(Unsupported):
    """An op whose meaning needs the bits of IEEE floats (`arith.bitcast`
    between floats and integers): unsupported under the abstract float
    domain, where a float has no bits; tv-check then checks the pair with
    exact IEEE floats (`refinement.check`)."""


def op_name(op: Operation) -> str:
    """The op's name, also for ops xDSL does not define (parsed generically
    with --allow-unregistered-dialect, e.g. `arith.remf`)."""
    if isinstance(op, UnregisteredOp):
        return op.op_name.data
    return op.name


def any_poison(*flags: Poison) -> Poison:
    present = [f for f in flags if f is not None]
    if not present:
        return None
    return present[0] if len(present) == 1 else z3.Or(*present)


def int_width(op: Operation, t: Attribute, index_width: int = INDEX_WIDTH) -> int:
    """The bit width of an integer or index (element) type; `index` is
    `index_width` bits (`ScalarSemantics.index_width`)."""
    t = get_element_type_or_self(t)
    if isinstance(t, IntegerType):
        if t.width.data == 0:  # valid MLIR (one value); no bit-vector of width 0
            raise Unsupported(op, "zero-width integers (i0) are not modelled")
        return t.width.data
    if isinstance(t, IndexType):
        return index_width
    raise Unsupported(op, f"expected an integer or index type, got {t}")


def float_format(op: Operation, t: Attribute) -> IEEEFormat:
    t = get_element_type_or_self(t)
    if isinstance(t, AbstractFloatType):
        return t.ieee
    fmt = ieee_format_of(t)
    if fmt is None:
        raise Unsupported(op, f"float type {t} is not modelled (f16, bf16, f32, f64 are)")
    return fmt


def result_format(op: Operation) -> IEEEFormat:
    return float_format(op, op.results[0].type)


def operand_format(op: Operation) -> IEEEFormat:
    return float_format(op, op.operands[0].type)
