"""`arith` ops as MLIR accepts them, where xDSL 0.74 is narrower.

* `arith.cmpf "oeq", ...` / `arith.cmpi "slt", ...`: MLIR accepts the
  predicate as a keyword or a string literal.
* `arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>`: an elementwise
  select names the condition type too.
* casts (extsi, extui, trunci, index_cast, index_castui, sitofp, uitofp,
  fptosi, fptoui) on tensors and vectors, elementwise.
* `arith.constant sparse<...> : tensor<...>`.
* `arith.index_castui` and `arith.remf`, which xDSL lacks.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    AnyFloat,
    ContainerType,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    ShapedType,
)
from xdsl.ir import Attribute, Operation, TypedAttribute
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException

from tvmlir.ir.compat.sparse import SparseElementsAttr


def _element(t: Attribute) -> Attribute:
    return t.get_element_type() if isinstance(t, ContainerType) else t


def _shape(t: Attribute):
    return tuple(t.get_shape()) if isinstance(t, ShapedType) else None


def _same_shape(op, a: Attribute, b: Attribute) -> None:
    if type(a) is not type(b) if isinstance(a, ShapedType) else isinstance(b, ShapedType):
        raise VerifyException(f"operand type {a} and result type {b} differ in shape")
    if _shape(a) != _shape(b):
        raise VerifyException(f"operand type {a} and result type {b} differ in shape")


def _parse_predicate(parser: Parser) -> str:
    quoted = parser.parse_optional_str_literal()
    return quoted if quoted is not None else parser.parse_identifier()


@irdl_op_definition
class ConstantOp(arith.ConstantOp):
    """Also accepts `sparse<...>` values (whose type must be the result's)."""

    result = result_def(AnyAttr())
    value = prop_def(AnyAttr())

    assembly_format = None

    @classmethod
    def parse(cls, parser: Parser):
        attrs = parser.parse_optional_attr_dict()
        pos = parser.pos
        value = parser.parse_attribute()
        if not isinstance(value, TypedAttribute):
            parser.raise_error("arith.constant needs a typed value", pos, parser.pos)
        op = cls.create(result_types=[value.get_type()], properties={"value": value})
        op.attributes |= attrs
        return op

    def print(self, printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        printer.print_attribute(self.value)

    def verify_(self) -> None:
        value = self.value
        if not isinstance(
            value, IntegerAttr | FloatAttr | DenseIntOrFPElementsAttr | DenseResourceAttr | SparseElementsAttr
        ):
            raise VerifyException(f"unsupported value {value}")
        vt = value.get_type() if isinstance(value, TypedAttribute) else None
        if vt is not None and vt != self.result.type:
            raise VerifyException(
                f"value type {vt} differs from result type {self.result.type}"
            )


class _ComparisonMixin:
    def verify_(self) -> None:
        lhs = self.lhs.type
        rhs = self.rhs.type
        res = self.result.type
        if lhs != rhs:
            raise VerifyException(f"operands differ in type: {lhs} and {rhs}")
        if _element(res) != IntegerType(1) or _shape(res) != _shape(lhs):
            raise VerifyException(f"result must be i1 shaped like {lhs}, got {res}")


def _parse_comparison(cls, parser: Parser, predicates: list[str], fastmath: bool):
    """`pred, %a, %b (fastmath<...>)? attr-dict : type`, the predicate a
    keyword or a string literal."""
    pred = _parse_predicate(parser)
    parser.parse_punctuation(",")
    a = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    b = parser.parse_unresolved_operand()
    props = {}
    if fastmath:
        flags = arith.FastMathFlagsAttr("none")
        if parser.parse_optional_keyword("fastmath"):
            flags = arith.FastMathFlagsAttr(arith.FastMathFlagsAttr.parse_parameter(parser))
        props["fastmath"] = flags
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    t = parser.parse_type()
    a, b = parser.resolve_operands([a, b], [t, t], parser.pos)
    if pred not in predicates:
        parser.raise_error(f"unknown {cls.name.removeprefix('arith.')} predicate '{pred}'")
    props["predicate"] = IntegerAttr(predicates.index(pred), 64)
    op = cls.create(operands=[a, b], result_types=[_i1_like(t)], properties=props)
    op.attributes |= attrs
    return op


def _i1_like(t: Attribute) -> Attribute:
    if isinstance(t, ShapedType) and isinstance(t, ContainerType):
        return type(t)(IntegerType(1), t.get_shape()) if hasattr(t, "get_shape") else t
    return IntegerType(1)


@irdl_op_definition
class CmpfOp(_ComparisonMixin, arith.CmpfOp):
    predicate = prop_def(IntegerAttr)
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    fastmath = prop_def(arith.FastMathFlagsAttr, default_value=arith.FastMathFlagsAttr("none"))
    result = result_def(AnyAttr())

    @classmethod
    def parse(cls, parser: Parser):
        return _parse_comparison(cls, parser, arith.CMPF_COMPARISON_OPERATIONS, fastmath=True)


@irdl_op_definition
class CmpiOp(_ComparisonMixin, arith.CmpiOp):
    predicate = prop_def(IntegerAttr)
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    @classmethod
    def parse(cls, parser: Parser):
        return _parse_comparison(cls, parser, arith.CMPI_COMPARISON_OPERATIONS, fastmath=False)


@irdl_op_definition
class SelectOp(arith.SelectOp):
    """`select` with an i1 condition, or elementwise with an i1 tensor or
    vector condition shaped like the operands."""

    cond = operand_def(AnyAttr())
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    assembly_format = None

    @classmethod
    def parse(cls, parser: Parser):
        c = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        a = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        b = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        first = parser.parse_type()
        if parser.parse_optional_punctuation(",") is not None:
            cond_t, t = first, parser.parse_type()
        else:
            cond_t, t = IntegerType(1), first
        c, a, b = parser.resolve_operands([c, a, b], [cond_t, t, t], parser.pos)
        op = cls.create(operands=[c, a, b], result_types=[t])
        op.attributes |= attrs
        return op

    def print(self, printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        if self.cond.type != IntegerType(1):
            printer.print_attribute(self.cond.type)
            printer.print_string(", ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        c = self.cond.type
        if c != IntegerType(1) and (_element(c) != IntegerType(1) or _shape(c) != _shape(self.result.type)):
            raise VerifyException(f"condition {c} must be i1 or shaped like the result")


class _ElementwiseCast:
    """A cast applied elementwise: input and result have the same shape, and
    their element types satisfy `elements_ok`."""

    ELEMENTS: ClassVar[str]

    input = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"
    parse = classmethod(Operation.parse.__func__)  # regenerated from the format
    print = Operation.print

    @staticmethod
    def elements_ok(src: Attribute, dst: Attribute) -> bool:
        raise NotImplementedError

    def verify_(self) -> None:
        src, dst = self.input.type, self.result.type
        _same_shape(self, src, dst)
        if not self.elements_ok(_element(src), _element(dst)):
            raise VerifyException(f"cannot cast {src} to {dst} ({self.ELEMENTS})")


def _width(t):
    return t.width.data if isinstance(t, IntegerType) else None


def _wider(s, d) -> bool:
    return _width(s) is not None and _width(d) is not None and _width(d) > _width(s)


def _narrower(s, d) -> bool:
    return _wider(d, s)


def _index_int(s, d) -> bool:
    ints = isinstance(s, IntegerType | IndexType) and isinstance(d, IntegerType | IndexType)
    return ints and isinstance(s, IndexType) != isinstance(d, IndexType)


def _int_to_float(s, d) -> bool:
    return isinstance(s, IntegerType) and isinstance(d, AnyFloat)


def _float_to_int(s, d) -> bool:
    return _int_to_float(d, s)


def _cast(base: type, elements: str, ok) -> type:
    """xDSL's cast op `base`, elementwise on shapes (see `_ElementwiseCast`)."""
    body = {
        "__annotations__": {"ELEMENTS": ClassVar[str]},
        "ELEMENTS": elements,
        "elements_ok": staticmethod(ok),
        "__doc__": f"`{base.name}` on scalars, tensors and vectors ({elements}).",
    }
    return irdl_op_definition(type(base.__name__, (_ElementwiseCast, base), body))


ExtSIOp = _cast(arith.ExtSIOp, "a wider integer", _wider)
ExtUIOp = _cast(arith.ExtUIOp, "a wider integer", _wider)
TruncIOp = _cast(arith.TruncIOp, "a narrower integer", _narrower)
IndexCastOp = _cast(arith.IndexCastOp, "exactly one side index, the other an integer", _index_int)
SIToFPOp = _cast(arith.SIToFPOp, "integer to float", _int_to_float)
UIToFPOp = _cast(arith.UIToFPOp, "integer to float", _int_to_float)
FPToSIOp = _cast(arith.FPToSIOp, "float to integer", _float_to_int)
FPToUIOp = _cast(arith.FPToUIOp, "float to integer", _float_to_int)


_ROUNDING_MODES = ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")
"""MLIR 19's `Arith_RoundingModeAttr` (an i32 enum, written as a keyword)."""


class _FloatCast:
    """`arith.extf` / `arith.truncf` as MLIR 19 writes them: `$in
    ($roundingmode)? (fastmath<..>)? attr-dict : T to U` (the rounding
    mode on truncf only), elementwise on shapes."""

    ROUNDING: ClassVar[bool] = False

    @classmethod
    def parse(cls, parser: Parser):
        value = parser.parse_unresolved_operand()
        props: dict[str, Attribute] = {}
        if cls.ROUNDING:
            for k, mode in enumerate(_ROUNDING_MODES):
                if parser.parse_optional_keyword(mode):
                    props["roundingmode"] = IntegerAttr(k, 32)
                    break
        if parser.parse_optional_keyword("fastmath"):
            props["fastmath"] = arith.FastMathFlagsAttr(arith.FastMathFlagsAttr.parse_parameter(parser))
        attrs = parser.parse_optional_attr_dict()
        for key in ("fastmath", "roundingmode"):
            if key in attrs:
                props[key] = attrs.pop(key)
        parser.parse_punctuation(":")
        src = parser.parse_type()
        parser.parse_keyword("to")
        dst = parser.parse_type()
        op = cls.create(operands=[parser.resolve_operand(value, src)], result_types=[dst], properties=props)
        op.attributes |= attrs
        return op

    def print(self, printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        mode = self.properties.get("roundingmode")
        if isinstance(mode, IntegerAttr) and 0 <= mode.value.data < len(_ROUNDING_MODES):
            printer.print_string(f" {_ROUNDING_MODES[mode.value.data]}")
        flags = self.properties.get("fastmath")
        if flags is not None and flags != arith.FastMathFlagsAttr("none"):
            printer.print_string(" fastmath")
            flags.print_parameter(printer)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        src, dst = self.input.type, self.result.type
        _same_shape(self, src, dst)
        s, d = _element(src), _element(dst)
        if not (isinstance(s, AnyFloat) and isinstance(d, AnyFloat)):
            raise VerifyException(f"cannot cast {src} to {dst} (float to float)")
        wider = d.bitwidth > s.bitwidth
        if wider != (self.name == "arith.extf") or d.bitwidth == s.bitwidth:
            raise VerifyException(f"result type {dst} must be {'wider' if self.name == 'arith.extf' else 'narrower'}"
                                  f" than {src}")


@irdl_op_definition
class ExtFOp(_FloatCast, arith.ExtFOp):
    input = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    fastmath = opt_prop_def(arith.FastMathFlagsAttr)

    assembly_format = None


@irdl_op_definition
class TruncFOp(_FloatCast, arith.TruncFOp):
    ROUNDING: ClassVar[bool] = True
    input = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    roundingmode = opt_prop_def(IntegerAttr)
    fastmath = opt_prop_def(arith.FastMathFlagsAttr)

    assembly_format = None


@irdl_op_definition
class IndexCastUIOp(_ElementwiseCast, IRDLOperation):
    """`arith.index_castui` (xDSL 0.74 lacks it): index <-> integer, zero-
    extending or truncating.  Not a subclass of xDSL's `IndexCastOp`, whose
    patterns would treat it as the sign-extending cast."""

    name = "arith.index_castui"
    ELEMENTS: ClassVar[str] = "exactly one side index, the other an integer"
    elements_ok = staticmethod(_index_int)
    traits = traits_def(Pure())


@irdl_op_definition
class RemfOp(arith.FloatingPointLikeBinaryOperation):
    """`arith.remf` (xDSL 0.74 lacks it): the float remainder, fmod."""

    name = "arith.remf"
    traits = traits_def(Pure())


OPS = [
    ConstantOp,
    CmpfOp,
    CmpiOp,
    SelectOp,
    ExtSIOp,
    ExtUIOp,
    TruncIOp,
    IndexCastOp,
    SIToFPOp,
    UIToFPOp,
    FPToSIOp,
    FPToUIOp,
    IndexCastUIOp,
    RemfOp,
    ExtFOp,
    TruncFOp,
]
