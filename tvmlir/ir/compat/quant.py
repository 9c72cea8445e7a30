"""The quant dialect's `!quant.uniform` type, as mlir-opt-19 reads and prints it.

Why tvmlir defines it: TOSA programs (MLIR 19's Dialect/Tosa tests, and
what TFLite imports) carry quantized tensors, `tensor<4x!quant.uniform<i8:f32,
0.5:-128>>`, and `tosa.const` stores their *storage* integers
(`dense<127> : tensor<i8>`).  xDSL 0.74 has no quant dialect.

The type is kept as its body text (one spelling: `UniformParameters.text`) plus what the
semantics need from it, parsed once: the storage integer type (width,
signedness, the optional `<min:max>` range), the expressed float type's
name, and the scale and zero point (one pair, or per axis).  A value of the
type *is* its storage integer (the TOSA specification has no quantized
types: its integers carry zero points as separate operands or attributes),
which is how `semantics/tosa*.py` read it; an op whose meaning would depend
on the scale or the zero point is unsupported there.

MLIR 19's grammar (QuantOps.td / TypeParser.cpp):

    !quant.uniform<StorageType[<min:max>]:ExpressedType[:Axis], Scale[:ZeroPoint]>
    !quant.uniform<StorageType[<min:max>]:ExpressedType:Axis, {Scale[:ZeroPoint], ...}>

with StorageType `iN` (signed) or `uN` (unsigned).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from xdsl.dialects.builtin import IntegerType, Signedness, StringAttr
from xdsl.ir import Dialect, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.utils.exceptions import VerifyException

_BODY = re.compile(
    r"^\s*(?P<sign>[iu])(?P<width>\d+)(?:\s*<\s*(?P<min>[-+]?\d+)\s*:\s*(?P<max>[-+]?\d+)\s*>)?"
    r"\s*:\s*(?P<expressed>[A-Za-z][\w]*)(?:\s*:\s*(?P<axis>\d+))?\s*,\s*(?P<params>.*?)\s*$",
    re.S,
)
_PARAM = re.compile(r"^\s*(?P<scale>[-+]?[\d.]+(?:[eE][-+]?\d+)?)(?:\s*:\s*(?P<zp>[-+]?\d+))?\s*$")


@dataclass(frozen=True)
class UniformParameters:
    """What a `!quant.uniform` body says (see the module doc)."""

    signed: bool
    width: int
    storage_min: int
    storage_max: int
    expressed: str
    axis: int | None
    scales: tuple[float, ...]
    zero_points: tuple[int, ...]

    def text(self) -> str:
        """The body in one spelling per type (`0.5` and `5.000000e-01` are
        one scale), so that equal types compare equal; MLIR reads it."""
        full = (-(1 << (self.width - 1)), (1 << (self.width - 1)) - 1) if self.signed else (0, (1 << self.width) - 1)
        storage = f"{'i' if self.signed else 'u'}{self.width}"
        if (self.storage_min, self.storage_max) != full:
            storage += f"<{self.storage_min}:{self.storage_max}>"
        params = [repr(s) + (f":{z}" if z else "") for s, z in zip(self.scales, self.zero_points)]
        if self.axis is None:
            return f"{storage}:{self.expressed}, {params[0]}"
        return f"{storage}:{self.expressed}:{self.axis}, {{{', '.join(params)}}}"


@lru_cache(maxsize=256)
def parse_uniform_body(body: str) -> UniformParameters:
    """The parameters of a `!quant.uniform<body>`; ValueError if the body
    is not MLIR 19's form."""
    m = _BODY.match(body)
    if m is None:
        raise ValueError(f"'!quant.uniform<{body}>' is not of the form <iN:f32, scale:zero_point>")
    signed, width = m["sign"] == "i", int(m["width"])
    if not 0 < width <= 32:
        raise ValueError(f"quant.uniform storage width {width} is outside 1..32")
    lo, hi = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    if m["min"] is not None:
        smin, smax = int(m["min"]), int(m["max"])
        if not lo <= smin < smax <= hi:
            raise ValueError(f"quant.uniform storage range <{smin}:{smax}> is outside the storage type's")
        lo, hi = smin, smax
    params = m["params"]
    axis = None if m["axis"] is None else int(m["axis"])
    if params.startswith("{"):
        if axis is None or not params.endswith("}"):
            raise ValueError("per-axis quant.uniform parameters need an axis and {...}")
        items = [p for p in params[1:-1].split(",")]
    else:
        if axis is not None:
            raise ValueError("a per-axis quant.uniform needs its parameters in {...}")
        items = [params]
    scales, zps = [], []
    for item in items:
        p = _PARAM.match(item)
        if p is None:
            raise ValueError(f"quant.uniform parameter '{item.strip()}' is not scale[:zero_point]")
        scales.append(float(p["scale"]))
        zps.append(int(p["zp"] or 0))
    return UniformParameters(signed, width, lo, hi, m["expressed"], axis, tuple(scales), tuple(zps))


@irdl_attr_definition
class UniformQuantizedType(ParametrizedAttribute, TypeAttribute):
    """`!quant.uniform<...>`: its body text, in `UniformParameters.text`'s
    spelling (two spellings of one type are one type)."""

    name = "quant.uniform"

    body: StringAttr

    def __init__(self, body: str | StringAttr):
        super().__init__(StringAttr(body) if isinstance(body, str) else body)

    @classmethod
    def parse_parameters(cls, parser) -> list:
        at = parser._current_token.span.start
        if parser._current_token.text != "<":
            parser.raise_error("expected '<' after !quant.uniform")
        # MLIR's own dialect-symbol scan: the body up to the matching '>'.
        body = parser._parse_dialect_symbol_body()
        try:
            canonical = parse_uniform_body(body).text()
        except ValueError as e:
            parser.raise_error(str(e), at, parser._current_token.span.start)
        return [StringAttr(canonical)]

    def print_parameters(self, printer) -> None:
        printer.print_string(f"<{self.body.data}>")

    def verify(self) -> None:
        try:
            parse_uniform_body(self.body.data)
        except ValueError as e:
            raise VerifyException(str(e)) from None

    @property
    def uniform(self) -> UniformParameters:
        return parse_uniform_body(self.body.data)

    @property
    def storage_type(self) -> IntegerType:
        """The signless integer type of the storage (what `tosa.const`'s
        dense value has, and what the semantics compute on)."""
        return IntegerType(self.uniform.width)

    @property
    def storage_signedness(self) -> Signedness:
        return Signedness.SIGNED if self.uniform.signed else Signedness.UNSIGNED


def quant_dialect() -> Dialect:
    return Dialect("quant", [], [UniformQuantizedType])
