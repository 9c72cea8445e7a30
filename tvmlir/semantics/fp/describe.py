"""Float values of a z3 model as reports show them.

Why here: a counterexample is only useful if its values read as floats.
Under `IEEEFP` a model value is an IEEE number; under `AbstractFP` it is a
code whose meaning is relative (the solver chose an order-preserving
placement), so the honest rendering names what the code is: a special
value (+-0, +-1, +-fmax, +-inf, NaN), one of the query's constants, or "an
abstract value between" the nearest known values around it.  `tv-check`
and `--verify` both show values through `FPModel.describe`.
"""

from __future__ import annotations

import struct

import z3

from tvmlir.semantics.fp.abstract_layout import Layout
from tvmlir.semantics.fp.formats import IEEEFormat

_STRUCT = {"f16": ("<H", "<e"), "f32": ("<I", "<f"), "f64": ("<Q", "<d")}


def ieee_bits_to_float(bits: int, fmt_name: str) -> float:
    """The value of an IEEE bit pattern of format `fmt_name`."""
    if fmt_name == "bf16":
        bits, fmt_name = bits << 16, "f32"
    unsigned, floating = _STRUCT[fmt_name]
    return struct.unpack(floating, struct.pack(unsigned, bits))[0]


def show_float(value: float) -> str:
    if value != value:
        return "NaN"
    return repr(value)


def ieee_value(model: z3.ModelRef, term: z3.ExprRef, fmt: IEEEFormat) -> str:
    """An `IEEEFP` term's model value: `1.5`, `-0.0`, `inf`, `NaN`."""
    value = model.eval(term, model_completion=True)
    if not z3.is_fp_value(value):
        return str(value)
    if value.isNaN():
        return "NaN"
    bits = z3.simplify(z3.fpToIEEEBV(value))
    return show_float(ieee_bits_to_float(bits.as_long(), fmt.name))


def abstract_value(
    model: z3.ModelRef,
    term: z3.ExprRef,
    layout: Layout,
    constants: list[tuple[float, z3.BitVecRef]],
) -> str:
    """An `AbstractFP` term's model value (see the module doc).
    `constants` are the query's constant magnitudes of this format."""
    value = model.eval(term, model_completion=True)
    if not z3.is_bv_value(value):
        return str(value)
    bits = value.as_long()
    mag = bits & ((1 << layout.mw) - 1)
    negative = bool(bits >> layout.mw)
    codes = layout.codes
    if mag == codes["nan"]:
        return "NaN"
    named = {codes["zero"]: "0.0", codes["one"]: "1.0", codes["fmax"]: "fmax", codes["inf"]: "inf"}
    known: list[tuple[int, str]] = [(code, text) for code, text in named.items()]
    for constant, mterm in constants:
        code = model.eval(mterm, model_completion=True)
        if z3.is_bv_value(code):
            known.append((code.as_long(), show_float(constant)))
    sign = "-" if negative else ""
    for code, text in known:
        if code == mag:
            return sign + text
    below = max((k for k in known if k[0] < mag), default=None)
    above = min((k for k in known if k[0] > mag), default=None)
    lo = below[1] if below else "0.0"
    hi = above[1] if above else "inf"
    if negative:
        return f"an abstract value between -{hi} and -{lo}"
    return f"an abstract value between {lo} and {hi}"
