"""The scalar bodies of upstream MLIR's named linalg ops, as MLIR 19 writes them.

Why tvmlir has its own copy rather than xDSL's hidden regions: a named op
is *specified* by what `mlir-opt-19 --linalg-generalize-named-ops` turns it
into, and tvmlir's spec is that generalized program.  xDSL's hidden regions
differ from it (`linalg.matmul` adds `mul + out` where MLIR adds
`out + mul`; `linalg.pooling_nchw_max` takes the max of the input and the
window operand instead of the accumulator), so a spec built from them would
disagree with what upstream compiles.  Every body here was checked against
mlir-opt-19's generalization, operand order included.

A body function appends the ops computing the yielded values to a block
whose arguments are the op's scalar operands, inputs first, the output
(accumulator) last, and returns the values to yield.  Mixed element types
are cast to the output type as OpDSL's `TypeFn.cast_signed` does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType

from xdsl.dialects import arith, math
from xdsl.dialects.builtin import AnyFloat, FloatAttr, IntegerType
from xdsl.ir import Attribute, Block, Operation, SSAValue

BodyFn = Callable[[Block], list[SSAValue]]
"""Appends a named op's scalar computation to a block; returns the yields."""


class BodyError(ValueError):
    """The named op has no upstream body for these element types."""


def _add(block: Block, op: Operation) -> SSAValue:
    block.add_op(op)
    return op.results[0]


def _is_float(t: Attribute) -> bool:
    return isinstance(t, AnyFloat)


def cast_signed(block: Block, value: SSAValue, to: Attribute) -> SSAValue:
    """OpDSL's `TypeFn.cast_signed`: nothing for equal types, else the one
    arith cast between integer and float types of any width."""
    source = value.type
    if source == to:
        return value
    if isinstance(source, IntegerType) and isinstance(to, IntegerType):
        wider = to.width.data > source.width.data
        return _add(block, arith.ExtSIOp(value, to) if wider else arith.TruncIOp(value, to))
    if _is_float(source) and _is_float(to):
        assert isinstance(source, AnyFloat) and isinstance(to, AnyFloat)
        wider = to.bitwidth > source.bitwidth
        return _add(block, arith.ExtFOp(value, to) if wider else arith.TruncFOp(value, to))
    if isinstance(source, IntegerType) and _is_float(to):
        return _add(block, arith.SIToFPOp(value, to))
    if _is_float(source) and isinstance(to, IntegerType):
        return _add(block, arith.FPToSIOp(value, to))
    raise BodyError(f"no signed cast from {source} to {to}")


# A binary kind: (float op, integer op); None where upstream has no such op.
_BinaryKind = tuple[type[Operation] | None, type[Operation] | None]

ADD: _BinaryKind = (arith.AddfOp, arith.AddiOp)
SUB: _BinaryKind = (arith.SubfOp, arith.SubiOp)
MUL: _BinaryKind = (arith.MulfOp, arith.MuliOp)
DIV: _BinaryKind = (arith.DivfOp, arith.DivSIOp)
DIV_UNSIGNED: _BinaryKind = (None, arith.DivUIOp)
MAX: _BinaryKind = (arith.MaximumfOp, arith.MaxSIOp)
MIN: _BinaryKind = (arith.MinimumfOp, arith.MinSIOp)
POWF: _BinaryKind = (math.PowFOp, None)


def _binary(block: Block, kind: _BinaryKind, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
    op_type = kind[0] if _is_float(lhs.type) else kind[1]
    if op_type is None:
        raise BodyError(f"no such operation on {lhs.type}")
    return _add(block, op_type(lhs, rhs))


def contraction(block: Block) -> list[SSAValue]:
    """`out + cast(in0) * cast(in1)`: matmul, matvec, dot, convolutions."""
    a, b, out = block.args
    lhs = cast_signed(block, a, out.type)
    rhs = cast_signed(block, b, out.type)
    product = _binary(block, MUL, lhs, rhs)
    return [_binary(block, ADD, out, product)]


def accumulate(kind: _BinaryKind) -> BodyFn:
    """`kind(out, cast(in))`: pooling (the window operand is not read)."""

    def body(block: Block) -> list[SSAValue]:
        value = cast_signed(block, block.args[0], block.args[-1].type)
        return [_binary(block, kind, block.args[-1], value)]

    return body


def binary(kind: _BinaryKind) -> BodyFn:
    """`kind(in0, in1)`: elementwise binary ops (one element type)."""

    def body(block: Block) -> list[SSAValue]:
        return [_binary(block, kind, block.args[0], block.args[1])]

    return body


def unary(op_type: type[Operation]) -> BodyFn:
    """`op(in)`: elementwise unary float ops."""

    def body(block: Block) -> list[SSAValue]:
        value = block.args[0]
        if not _is_float(value.type):
            raise BodyError(f"no such operation on {value.type}")
        return [_add(block, op_type(value))]

    return body


def square(block: Block) -> list[SSAValue]:
    value = block.args[0]
    return [_binary(block, MUL, value, value)]


def reciprocal(block: Block) -> list[SSAValue]:
    """`1.0 / in`.  MLIR 19 hoists the constant out of the generic; keeping
    it inside is the same function and keeps the generic self-contained."""
    value = block.args[0]
    if not isinstance(value.type, AnyFloat):
        raise BodyError(f"no such operation on {value.type}")
    one = _add(block, arith.ConstantOp(FloatAttr(1.0, value.type)))
    return [_add(block, arith.DivfOp(one, value))]


def select(block: Block) -> list[SSAValue]:
    cond, if_true, if_false = block.args[:3]
    return [_add(block, arith.SelectOp(cond, if_true, if_false))]


def forward(block: Block) -> list[SSAValue]:
    """`cast(in0)`: fill, copy, transpose, broadcast."""
    return [cast_signed(block, block.args[0], block.args[-1].type)]


NAMED_BODIES: Mapping[str, BodyFn] = MappingProxyType(
    {
        # contractions and convolutions
        "linalg.matmul": contraction,
        "linalg.batch_matmul": contraction,
        "linalg.matvec": contraction,
        "linalg.vecmat": contraction,
        "linalg.dot": contraction,
        "linalg.conv_1d": contraction,
        "linalg.conv_2d": contraction,
        "linalg.conv_1d_nwc_wcf": contraction,
        "linalg.conv_2d_nhwc_hwcf": contraction,
        "linalg.conv_2d_nhwc_fhwc": contraction,
        "linalg.conv_2d_nchw_fchw": contraction,
        "linalg.depthwise_conv_2d_nhwc_hwc": contraction,
        # pooling
        "linalg.pooling_nhwc_max": accumulate(MAX),
        "linalg.pooling_nhwc_min": accumulate(MIN),
        "linalg.pooling_nhwc_sum": accumulate(ADD),
        "linalg.pooling_nchw_max": accumulate(MAX),
        # elementwise
        "linalg.add": binary(ADD),
        "linalg.sub": binary(SUB),
        "linalg.mul": binary(MUL),
        "linalg.div": binary(DIV),
        "linalg.div_unsigned": binary(DIV_UNSIGNED),
        "linalg.max": binary(MAX),
        "linalg.min": binary(MIN),
        "linalg.powf": binary(POWF),
        "linalg.exp": unary(math.ExpOp),
        "linalg.log": unary(math.LogOp),
        "linalg.sqrt": unary(math.SqrtOp),
        "linalg.rsqrt": unary(math.RsqrtOp),
        "linalg.abs": unary(math.AbsFOp),
        "linalg.ceil": unary(math.CeilOp),
        "linalg.floor": unary(math.FloorOp),
        "linalg.negf": unary(arith.NegfOp),
        "linalg.tanh": unary(math.TanhOp),
        "linalg.erf": unary(math.ErfOp),
        "linalg.square": square,
        "linalg.reciprocal": reciprocal,
        "linalg.select": select,
        # data movement
        "linalg.fill": forward,
        "linalg.copy": forward,
        "linalg.transpose": forward,
        "linalg.broadcast": forward,
    }
)
"""Op name -> its scalar body, for every named op tvmlir can generalize."""


def body_block(name: str, arg_types: Sequence[Attribute]) -> tuple[Block, list[SSAValue]]:
    """A block computing `name`'s body over arguments of `arg_types` (named
    `in`/`out` as MLIR prints them), without its terminator."""
    block = Block(arg_types=arg_types)
    for arg in block.args[:-1]:
        arg.name_hint = "in"
    block.args[-1].name_hint = "out"
    return block, NAMED_BODIES[name](block)
