"""How many FP values a query can observe: the N that sizes `AbstractFP`.

mlir-tv (section 4.3): a counterexample needs at most one distinct abstract
value per FP value either function can hold, so N is the FP arguments, the
distinct FP constants, and every FP value an op produces or hides.  Here:

* every block argument of an FP type (function arguments, loop-carried
  values);
* every FP result of a non-constant op.  The encodings in this package
  apply each UF to produce the op's result (`fma`'s pinned `add`/`mul` are
  that same result), so counting results counts the UF applications; no
  encoding hides an FP value behind a non-FP result (`fptosi` and `cmpf`
  read their operand directly);
* every distinct constant magnitude of each format, plus the constants the
  cast layout derives from it in narrower chain formats (its rounded-down
  and rounded-up neighbours, see `fp.abstract_constants`).  Special values
  have fixed codes and are not counted.

Shaped values (tensor, vector, memref) count once, as elementwise ops need
(section 4.3, figure 2).  When non-elementwise ops can observe many elements
of one value, pass `elements` (type -> element count) and every shaped value
counts that many (mlir-tv counts a tensor of M elements as M values).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from xdsl.dialects.builtin import ArrayAttr, ComplexType, DenseIntOrFPElementsAttr, FloatAttr, ShapedType
from xdsl.ir import Attribute, Operation
from xdsl.utils.type import get_element_type_or_self

from tvmlir.semantics.fp.formats import FORMATS_BY_NAME, IEEEFormat, round_to, special_kind
from tvmlir.tv_dialect.abstract_float import AbstractFloatType, ieee_format_of

_CONSTANT_OPS = ("arith.constant", "tv.constant", "tosa.const", "memref.global")
_CHAIN_ORDER = ("f16", "bf16", "f32", "f64")


@dataclass(frozen=True)
class FPCount:
    """N, and the cast chain of the formats in use (narrowest first).  `n` is
    `values` (non-constant FP values) plus `constants` (distinct constant
    magnitudes and what casts derive from them)."""

    n: int
    formats: tuple[IEEEFormat, ...]
    values: int = 0
    constants: int = 0
    # The same counts per format name: (arguments, other values,
    # constants), where arguments are the entry-block arguments of the
    # roots (function arguments) and other values the rest of `values`.
    # Only `tv-check --verbose` reads it (it shows what sized N), with
    # `root_arguments`: each root's arguments per format name, in root order.
    by_format: tuple[tuple[str, int, int, int], ...] = ()
    root_arguments: tuple[dict[str, int], ...] = ()
    per_element: bool = False  # shaped values counted as their element counts


def _format(t: Attribute) -> IEEEFormat | None:
    """The float format of `t`'s (element's) parts: a `complex<fN>` has
    fN's (`_parts` says how many)."""
    t = get_element_type_or_self(t)
    if isinstance(t, ComplexType):
        t = t.element_type
    if isinstance(t, AbstractFloatType):
        return t.ieee
    return ieee_format_of(t)


def _parts(t: Attribute) -> int:
    """Floats per (element) value: 2 for a complex number."""
    return 2 if isinstance(get_element_type_or_self(t), ComplexType) or isinstance(t, ComplexType) else 1


_HIDDEN = {"complex.mul": 6}
"""FP values an op computes besides its result's parts, per result element:
`complex.mul`'s four products and its all-NaN choice (semantics/complex.py)."""


def chain_of(used: Iterable[IEEEFormat]) -> tuple[IEEEFormat, ...]:
    """The precise cast chain over the formats in use: f16 (or, without f16,
    bf16), f32, f64; an f16/bf16 pair cannot share one layout of f32."""
    names = {f.name for f in used}
    if "f16" in names:
        names.discard("bf16")
    return tuple(FORMATS_BY_NAME[n] for n in _CHAIN_ORDER if n in names)


def count_fp_values(roots: Iterable[Operation], elements=None) -> FPCount:
    """Count over `roots` (e.g. the source and target `func.func`s) and
    everything nested in them; `elements(type)` (default 1) is how many
    values a shaped value counts for."""

    def weight(t: Attribute) -> int:
        if elements is None or not isinstance(t, ShapedType):
            return 1
        return max(1, elements(t))

    values = 0
    used: set[IEEEFormat] = set()
    constants: set[tuple[IEEEFormat, float]] = set()
    parts: dict[str, list[int]] = {}
    root_arguments: list[dict[str, int]] = []
    for root in roots:
        entry = root.regions[0].first_block if root.regions else None
        arguments: dict[str, int] = {}
        root_arguments.append(arguments)
        for op in root.walk():
            for region in op.regions:
                for block in region.blocks:
                    for arg in block.args:
                        fmt = _format(arg.type)
                        if fmt is not None:
                            w = weight(arg.type) * _parts(arg.type)
                            used.add(fmt)
                            values += w
                            parts.setdefault(fmt.name, [0, 0])[0 if block is entry else 1] += w
                            if block is entry:
                                arguments[fmt.name] = arguments.get(fmt.name, 0) + w
            if op.name == "complex.constant":
                _collect_complex_constant(op, constants)
            if op.name in _CONSTANT_OPS:
                _collect_constants(op, constants)
                continue
            for result in op.results:
                fmt = _format(result.type)
                if fmt is not None:
                    w = weight(result.type) * (_parts(result.type) + _HIDDEN.get(op.name, 0))
                    used.add(fmt)
                    values += w
                    parts.setdefault(fmt.name, [0, 0])[1] += w
    chain = chain_of(used | {f for f, _ in constants})
    closure: set[tuple[str, float]] = set()
    for fmt, value in constants:
        _close(value, fmt, chain, closure)
    names = sorted({*parts, *(name for name, _ in closure)})
    by_format = tuple(
        (name, *parts.get(name, (0, 0)), sum(1 for f, _ in closure if f == name)) for name in names
    )
    return FPCount(values + len(closure), chain, values, len(closure), by_format, tuple(root_arguments), elements is not None)


def _collect_constants(op: Operation, out: set[tuple[IEEEFormat, float]]) -> None:
    value = None
    for key in ("value", "values", "initial_value"):
        value = value or op.properties.get(key) or op.attributes.get(key)
    if isinstance(value, FloatAttr):
        fmt = _format(value.type)
        if fmt is not None:
            out.add((fmt, round_to(value.value.data, fmt)))
    elif isinstance(value, DenseIntOrFPElementsAttr):
        fmt = _format(value.get_element_type())
        if fmt is not None and isinstance(value.get_element_type(), ComplexType):  # (re, im) pairs
            out.update((fmt, round_to(float(x), fmt)) for v in value.get_values() for x in v)
        elif fmt is not None:
            out.update((fmt, round_to(v, fmt)) for v in value.get_values())
    elif getattr(value, "name", None) == "sparse":  # compat.sparse
        fmt = _format(value.type.get_element_type())
        if fmt is not None:
            out.update((fmt, round_to(v, fmt)) for v in [0.0, *value.listed_values()])


def _collect_complex_constant(op: Operation, out: set[tuple[IEEEFormat, float]]) -> None:
    """A `complex.constant`'s two parts (its result counts as values too)."""
    value = op.properties.get("value") or op.attributes.get("value")
    fmt = _format(op.results[0].type)
    if fmt is None or not isinstance(value, ArrayAttr):
        return
    out.update((fmt, round_to(v.value.data, fmt)) for v in value.data if isinstance(v, FloatAttr))


def _close(value: float, fmt: IEEEFormat, chain: tuple[IEEEFormat, ...], out: set) -> None:
    """Add |value| in `fmt` and the narrower constants its encoding derives."""
    mag = abs(value)
    if special_kind(mag, fmt) is not None:
        return
    if (fmt.name, mag) in out:
        return
    out.add((fmt.name, mag))
    if fmt not in chain:
        return
    below = list(reversed(chain[: chain.index(fmt)]))
    for i, narrow in enumerate(below):
        nearest = round_to(mag, narrow)
        if nearest == math.inf:
            return
        floor = round_to(mag, narrow, nearest=False)
        if i == 0:
            _close(floor, narrow, chain, out)
        if nearest != floor:
            _close(nearest, narrow, chain, out)
