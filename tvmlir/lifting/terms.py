"""Scalar terms: the bodies the lifter enumerates, their f32 values and MLIR.

A term is a tuple tree:

* `("arg", pos, dims)`: argument `pos` read at the iteration dims `dims`
  (a projected permutation of the iteration space, one dim per tensor dim);
* `("out",)`: the output's initial element (the `outs` operand);
* `("tmp", s, dims)`: the final value of stage `s` of a multi-stage
  formula (an intermediate tensor, `stages.py`) read at the dims `dims`;
* `("const", value)`;
* `(op, child...)` with `op` in `UNARY` or `BINARY`;
* `("select_<pred>", a, b, t, f)`: `cmpf <pred> a, b ? t : f` (read off a
  kernel's `arith.select`, never enumerated).

Only ops that both the execution oracle and `--verify` give semantics to
are enumerated, so every lifted spec can be run and proved.  Values are
computed as the oracle computes them (Python floats rounded to f32 after
each op), so a term that matches the kernel on the samples matches it
exactly whenever the kernel performs the same operations in the same order.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from tvmlir.oracle.values import round_to

Term = tuple


def _f32(x: float) -> float:
    return round_to(x, 32)


def _safe(f: Callable[[float], float]) -> Callable[[float], float]:
    def g(x: float) -> float:
        try:
            return f(x)
        except (ValueError, OverflowError):
            if f is math.exp:
                return math.inf
            return math.nan

    return g


def _div(a: float, b: float) -> float:
    if b == 0.0:
        if a == 0.0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


def _max(a: float, b: float) -> float:
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0.0:
        return a if math.copysign(1.0, a) > 0 else b
    return a if a > b else b


def _rsqrt(x: float) -> float:
    if x == 0.0:
        return math.copysign(math.inf, x)
    return 1.0 / math.sqrt(x)


def _exp2(x: float) -> float:
    return x if math.isnan(x) else 2.0**x


def _ignoring_nan(f: Callable[[float, float], float]) -> Callable[[float, float], float]:
    """maxnumf/minnumf (Triton's tl.maximum, tl.max): a NaN operand gives the other."""

    def g(a: float, b: float) -> float:
        if math.isnan(a):
            return b
        if math.isnan(b):
            return a
        return f(a, b)

    return g


def _min(a: float, b: float) -> float:
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0.0:
        return a if math.copysign(1.0, a) < 0 else b
    return a if a < b else b


UNARY: dict[str, tuple[str, Callable[[float], float]]] = {
    "negf": ("arith.negf", lambda a: -a),
    "exp": ("math.exp", _safe(math.exp)),
    "log": ("math.log", _safe(math.log)),
    "sqrt": ("math.sqrt", _safe(math.sqrt)),
    "tanh": ("math.tanh", math.tanh),
    "sin": ("math.sin", _safe(math.sin)),
    "cos": ("math.cos", _safe(math.cos)),
    "absf": ("math.absf", abs),
    # read off kernels (libdevice's __nv_rsqrtf, __nv_exp2f via Triton), never enumerated
    "rsqrt": ("math.rsqrt", _safe(_rsqrt)),
    "exp2": ("math.exp2", _safe(_exp2)),
}

ENUMERATED_UNARY = ("negf", "exp", "log", "sqrt", "tanh", "sin", "cos", "absf")

BINARY: dict[str, tuple[str, Callable[[float, float], float], bool]] = {
    # name: (MLIR op, function, commutative)
    "addf": ("arith.addf", lambda a, b: a + b, True),
    "subf": ("arith.subf", lambda a, b: a - b, False),
    "mulf": ("arith.mulf", lambda a, b: a * b, True),
    "divf": ("arith.divf", _div, False),
    "maximumf": ("arith.maximumf", _max, True),
    "minimumf": ("arith.minimumf", _min, True),
    # Triton's tl.maximum / tl.max: read off kernels, never enumerated
    "maxnumf": ("arith.maxnumf", _ignoring_nan(_max), True),
    "minnumf": ("arith.minnumf", _ignoring_nan(_min), True),
}

ENUMERATED_BINARY = ("addf", "subf", "mulf", "divf", "maximumf", "minimumf")

LEAVES = ("arg", "out", "const", "tmp")

MATH_SYMBOL = {"addf": "+", "subf": "-", "mulf": "*", "divf": "/"}


PREDICATES: dict[str, Callable[[float, float], bool]] = {
    # ordered predicates: false when either side is NaN (Python's comparisons)
    "ogt": lambda a, b: a > b,
    "oge": lambda a, b: a >= b,
    "olt": lambda a, b: a < b,
    "ole": lambda a, b: a <= b,
    "oeq": lambda a, b: a == b,
}
PRED_SYMBOL = {"ogt": ">", "oge": ">=", "olt": "<", "ole": "<=", "oeq": "=="}


def apply(op: str, args: list[float]) -> float:
    if op.startswith("select_"):
        a, b, t, f = args
        return t if PREDICATES[op[7:]](a, b) else f
    if op in UNARY:
        return _f32(UNARY[op][1](args[0]))
    return _f32(BINARY[op][1](args[0], args[1]))


def evaluate(term: Term, leaf: Callable[[Term], float]) -> float:
    """The term's value, with `leaf` giving the value of args and `out`."""
    kind = term[0]
    if kind in ("arg", "out", "tmp"):
        return leaf(term)
    if kind == "const":
        return term[1]
    return apply(kind, [evaluate(t, leaf) for t in term[1:]])


def size(term: Term) -> int:
    if term[0] in LEAVES:
        return 1
    return 1 + sum(size(t) for t in term[1:])


def leaves(term: Term) -> list[Term]:
    if term[0] in LEAVES:
        return [term]
    return [x for t in term[1:] for x in leaves(t)]


def math_form(term: Term, names: list[str], dim_names: list[str], out: str) -> str:
    """`A[i,k]*B[k,j]`-style text of a term."""
    kind = term[0]
    if kind == "arg":
        from tvmlir.lifting.dims import text

        return f"{names[term[1]]}[{','.join(text(d, dim_names) for d in term[2])}]" if term[2] else names[term[1]]
    if kind == "out":
        return f"{out}_0[{','.join(dim_names[: len(dim_names)])}]"
    if kind == "tmp":
        return f"{out}_s{term[1]}[{','.join(dim_names[d] for d in term[2])}]" if term[2] else f"{out}_s{term[1]}"
    if kind == "const":
        return const_text(term[1])
    if kind in MATH_SYMBOL:
        a, b = (math_form(t, names, dim_names, out) for t in term[1:])
        return f"({a} {MATH_SYMBOL[kind]} {b})"
    if kind in ("maxnumf", "minnumf"):
        return f"{kind[:3]}num({', '.join(bare(math_form(t, names, dim_names, out)) for t in term[1:])})"
    if kind in ("maximumf", "minimumf"):
        return f"{kind[:3]}({', '.join(bare(math_form(t, names, dim_names, out)) for t in term[1:])})"
    if kind == "negf":
        return f"-{math_form(term[1], names, dim_names, out)}"
    if kind.startswith("select_"):
        a, b, t, f = (bare(math_form(x, names, dim_names, out)) for x in term[1:])
        return f"({a} {PRED_SYMBOL[kind[7:]]} {b} ? {t} : {f})"
    return f"{'abs' if kind == 'absf' else kind}({bare(math_form(term[1], names, dim_names, out))})"


def bare(text: str) -> str:
    """`text` without one pair of outer parentheses (inside a call)."""
    if text.startswith("(") and text.endswith(")"):
        depth = 0
        for n, ch in enumerate(text):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0 and n < len(text) - 1:
                return text
        return text[1:-1]
    return text


def const_text(v: float) -> str:
    """The shortest decimal that rounds to the same f32 (`0.7978846`)."""
    if math.isinf(v):
        return "-inf" if v < 0 else "inf"
    for digits in range(1, 18):
        text = f"{v:.{digits}g}"
        if _f32(float(text)) == v:
            return text if any(c in text for c in ".en") else text + ".0"
    return repr(v)


def mlir_float(v: float, ftype: str = "f32") -> str:
    """A float constant as MLIR text that reads back as exactly `v` (the
    shortest such `d.ddde+xx`; hex for the infinities and NaN)."""
    width = 64 if ftype == "f64" else 32
    if math.isnan(v):
        return "0x7FC00000" if width == 32 else "0x7FF8000000000000"
    if math.isinf(v):
        if width == 32:
            return "0xFF800000" if v < 0 else "0x7F800000"
        return "0xFFF0000000000000" if v < 0 else "0x7FF0000000000000"
    for digits in range(1, 18):
        text = f"{v:.{digits}e}"
        if round_to(float(text), width) == v:
            return text
    return f"{v:.17e}"


def emit_body(term: Term, block_arg: Callable[[Term], str], lines: list[str], ftype: str = "f32") -> str:
    """Append the ops computing `term` to `lines`; return its SSA name."""
    counter = [len(lines)]

    def go(t: Term) -> str:
        kind = t[0]
        if kind in ("arg", "out", "tmp"):
            return block_arg(t)
        name = f"%t{counter[0]}"
        counter[0] += 1
        if kind == "const":
            lines.append(f"{name} = arith.constant {mlir_float(t[1], ftype)} : {ftype}")
            return name
        operands = [go(c) for c in t[1:]]
        if kind.startswith("select_"):
            lines.append(f"{name}c = arith.cmpf {kind[7:]}, {operands[0]}, {operands[1]} : {ftype}")
            lines.append(f"{name} = arith.select {name}c, {operands[2]}, {operands[3]} : {ftype}")
            return name
        op = UNARY[kind][0] if kind in UNARY else BINARY[kind][0]
        lines.append(f"{name} = {op} {', '.join(operands)} : {ftype}")
        return name

    return go(term)
