"""`#linalg.unary_fn<..>`, `#linalg.binary_fn<..>`, `#linalg.ternary_fn<..>`
and `#linalg.type_fn<..>`: the function attributes of MLIR 19's named ops.

Why: `linalg.elemwise_unary {fun = #linalg.unary_fn<exp>}`,
`linalg.elemwise_binary {fun = #linalg.binary_fn<add>}` and
`linalg.matmul {cast = #linalg.type_fn<cast_unsigned>}` are valid MLIR 19
that tvmlir must read.  An attribute that changes what an op computes must
never be ignored: `unmodelled_fn_attribute` names one the semantics do not
model, and the validators report the op unsupported for it.
"""

from __future__ import annotations

import types

from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Operation
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum


class UnaryFn(StrEnum):
    EXP = "exp"
    LOG = "log"
    ABS = "abs"
    CEIL = "ceil"
    FLOOR = "floor"
    NEGF = "negf"
    RECIPROCAL = "reciprocal"
    ROUND = "round"
    SQRT = "sqrt"
    RSQRT = "rsqrt"
    SQUARE = "square"
    TANH = "tanh"
    ERF = "erf"


class BinaryFn(StrEnum):
    ADD = "add"
    SUB = "sub"
    MUL = "mul"
    DIV = "div"
    DIV_UNSIGNED = "div_unsigned"
    MAX_SIGNED = "max_signed"
    MIN_SIGNED = "min_signed"
    MAX_UNSIGNED = "max_unsigned"
    MIN_UNSIGNED = "min_unsigned"
    POWF = "powf"


class TernaryFn(StrEnum):
    SELECT = "select"


class TypeFn(StrEnum):
    CAST_SIGNED = "cast_signed"
    CAST_UNSIGNED = "cast_unsigned"


class _FnAttr:
    """`#linalg.NAME<value>`."""

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data)  # type: ignore[attr-defined]


def _fn_attr(attr_name: str, enum: type[StrEnum]) -> type:
    def parse_parameter(cls, parser: AttrParser):
        with parser.in_angle_brackets():
            pos = parser.pos
            word = parser.parse_identifier()
            if word not in enum.__members__.values():
                parser.raise_error(f"unknown #linalg.{attr_name} value '{word}'", pos, parser.pos)
            return enum(word)

    def body(ns: dict) -> None:
        ns["name"] = f"linalg.{attr_name}"
        ns["parse_parameter"] = classmethod(parse_parameter)

    cls = types.new_class(
        "".join(p.capitalize() for p in attr_name.split("_")) + "Attr",
        (_FnAttr, EnumAttribute[enum]),  # type: ignore[misc]
        exec_body=body,
    )
    return irdl_attr_definition(cls)


UnaryFnAttr = _fn_attr("unary_fn", UnaryFn)
BinaryFnAttr = _fn_attr("binary_fn", BinaryFn)
TernaryFnAttr = _fn_attr("ternary_fn", TernaryFn)
TypeFnAttr = _fn_attr("type_fn", TypeFn)

ATTRS = [UnaryFnAttr, BinaryFnAttr, TernaryFnAttr, TypeFnAttr]


def unmodelled_fn_attribute(op: Operation, modelled: tuple[str, ...] = ()) -> str | None:  # or a view of one
    """Why `op` computes something tvmlir's named-op semantics do not model
    (they are OpDSL's defaults: `cast_signed`, no `fun`), or None.
    `modelled` names the attributes the caller's semantics read themselves
    (`linalg.elemwise_unary`'s `fun`)."""
    attributes = getattr(op, "attributes", None) or {}
    properties = getattr(op, "properties", None) or {}
    for name in ("cast", "fun"):
        if name in modelled:
            continue
        attr = attributes.get(name) or properties.get(name)
        if attr is None:
            continue
        if name == "cast" and isinstance(attr, TypeFnAttr) and attr.data == TypeFn.CAST_SIGNED:
            continue
        return f"{name} = {attr} is not modelled"
    return None
