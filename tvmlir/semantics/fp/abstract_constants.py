"""Abstract FP constants: distinct values, order kept by side conditions.

Why not fixed codes for every constant: a query mentions few constants, and
pinning 2.0 and 3.0 to concrete codes would let the solver "prove" facts
like `2.0 + 1.0 = 3.0` for one arbitrary interpretation only.  Instead each
non-special magnitude is a fresh bit-vector, and side conditions keep the
order of the magnitudes of each format (so `2.0 > 1.0` is provable, and
`1.0 + 2.0 = 3.0` is not: constant folding is what `--fp=ieee` is for).
Special values (+-0, +-1, +-fmax, +-inf, NaN) have the fixed codes of
`abstract_layout`.

For a format with narrower chain formats, a constant's magnitude is built
from its exact place there (`abstract_layout`): exactly representable ->
the narrower code with zero limit and precision bits (so `extf 3.0 : f32`
*is* the f64 constant 3.0); overflowing -> limit bits != 0; otherwise the
code of its round-toward-zero value and non-zero precision bits.  The
rounding direction of such a constant is known, so the rounding UF is
pinned on it, and a constant that rounds up gets its narrower neighbour
registered as the adjacent code: `truncf 3.0000002 : f64` is then provably
the f32 constant 3.00000024.

Soundness of the adjacency facts: two neighbouring values of a format have
no value between them, so any order-preserving map of concrete values into
codes may place them on adjacent codes.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import z3

from tvmlir.semantics.fp.abstract_layout import Layout
from tvmlir.semantics.fp.formats import fmax, round_to, special_kind

RoundUpUF = Callable[[Layout, Layout], z3.FuncDeclRef]


class ConstantTable:
    """The magnitudes of the constants of one `AbstractFP`, per format."""

    def __init__(self, round_up: RoundUpUF):
        self._round_up = round_up
        self._mags: dict[tuple[str, float], z3.BitVecRef] = {}
        self._per_format: dict[str, tuple[Layout, list[tuple[float, z3.BitVecRef]]]] = {}
        self._facts: list[z3.BoolRef] = []
        self._consistent: tuple[int, int] | None = None

    def value(self, value: float, layout: Layout) -> z3.BitVecRef:
        """The abstract value of the constant `value` of `layout`'s format:
        `value` rounded into the format first (to nearest, ties to even,
        overflowing to +-inf), as the exact IEEE domain's `FPVal` and
        MLIR's APFloat conversion do.  Why: a magnitude the format cannot
        hold (2^31 or FLT_MAX as an f16, from an f32 attribute such as
        `tosa.clamp`'s `max_fp`) would be ordered strictly between fmax and
        inf, whose codes are adjacent: contradictory facts, and every
        query vacuously verified."""
        if math.isnan(value):
            return layout.nan
        value = round_to(value, layout.fmt)
        negative = math.copysign(1.0, value) < 0
        kind = special_kind(value, layout.fmt)
        if kind is not None:
            return layout.specials[(kind, negative)]
        sign = layout.s_neg if negative else layout.s_pos
        return layout.value(sign, self.magnitude(abs(value), layout))

    def magnitude(self, mag: float, layout: Layout) -> z3.BitVecRef:
        kind = special_kind(mag, layout.fmt)
        if kind is not None:
            return z3.BitVecVal(layout.codes[kind], layout.mw)
        key = (layout.fmt.name, mag)
        term = self._mags.get(key)
        if term is None:
            term = self._build(mag, layout)
            self._mags[key] = term
            self._per_format.setdefault(layout.fmt.name, (layout, []))[1].append((mag, term))
            self._pin_rounding(mag, term, layout)
        return term

    def _build(self, mag: float, layout: Layout) -> z3.BitVecRef:
        name = f"afp.c.{layout.fmt.name}.{mag!r}"
        parent = layout.parent
        if parent is None:
            return z3.BitVec(name, layout.mw)
        zero_limit = z3.BitVecVal(0, layout.limit_bits)
        if round_to(mag, parent.fmt) == math.inf:
            term = z3.BitVec(name, layout.mw)
            self._facts.append(layout.limit(term) != 0)
            return term
        floor = round_to(mag, parent.fmt, nearest=False)
        truncated = self.magnitude(floor, parent)
        if floor == mag:
            return z3.Concat(zero_limit, truncated, z3.BitVecVal(0, layout.precision_bits))
        precision = z3.BitVec(name + ".p", layout.precision_bits)
        self._facts.append(precision != 0)
        return z3.Concat(zero_limit, truncated, precision)

    def _pin_rounding(self, mag: float, term: z3.BitVecRef, layout: Layout) -> None:
        """For each narrower chain format the constant is inexact in (and does
        not overflow): pin the rounding direction, and make a rounded-up
        result the neighbour of the rounded-down one."""
        for narrow in layout.below():
            nearest = round_to(mag, narrow.fmt)
            if nearest == math.inf:
                return
            floor = round_to(mag, narrow.fmt, nearest=False)
            if floor == mag:
                continue
            up = nearest != floor
            self._facts.append(self._round_up(layout, narrow)(term) == z3.BoolVal(up))
            if up:
                below = self.magnitude(floor, narrow)
                self._facts.append(self.magnitude(nearest, narrow) == below + 1)

    def known(self, fmt_name: str) -> list[tuple[float, z3.BitVecRef]]:
        """The constant magnitudes of one format: (value, magnitude term)."""
        return list(self._per_format.get(fmt_name, (None, []))[1])

    def terms(self) -> list[z3.BitVecRef]:
        return list(self._mags.values())

    def side_conditions(self) -> list[z3.BoolRef]:
        """Structure facts, then per format: magnitudes strictly increasing
        in value order, anchored at the fixed codes of 0, 1, fmax and inf."""
        out = list(self._facts)
        for layout, entries in self._per_format.values():
            _check_room(layout, entries)
            anchors = [
                (0.0, layout.m_zero),
                (1.0, layout.m_one),
                (fmax(layout.fmt), layout.m_fmax),
                (math.inf, layout.m_inf),
            ]
            ordered = sorted(anchors + entries, key=lambda e: e[0])
            for (_, a), (_, b) in zip(ordered, ordered[1:]):
                if not (z3.is_bv_value(a) and z3.is_bv_value(b)):
                    out.append(z3.ULT(a, b))
        self._check_consistent(out)
        return out

    def _check_consistent(self, facts: list[z3.BoolRef]) -> None:
        """Refuse facts with no model: every query assuming them would be
        vacuously "verified".  The rounding in `value` and `_check_room`
        keep them consistent; this is the check that they did (a few bit-
        vector orderings, solved once per new set of constants)."""
        key = (len(facts), len(self._mags))
        if key == self._consistent:
            return
        # In a context of its own: solving in the query's context would
        # change the state z3's later searches start from (term order,
        # caches), and with it which budgeted proofs succeed.
        own = z3.Context()
        solver = z3.Solver(ctx=own)
        solver.set("rlimit", 5_000_000)
        solver.add(*[f.translate(own) for f in facts])
        if solver.check() == z3.unsat:
            raise WidthTooSmall("the float constants' order facts are contradictory (a tvmlir modelling error): "
                                "refusing a vacuous verdict")  # fmt: skip
        self._consistent = key


class WidthTooSmall(ValueError):
    """The constants of a query do not fit the abstract width.  Their order
    facts would be unsatisfiable, which would make every query vacuously
    "verified": refuse instead."""


def _check_room(layout: Layout, entries: list[tuple[float, z3.BitVecRef]]) -> None:
    if layout.parent is not None:
        return  # wider formats reuse the narrowest one's codes (checked there)
    below = sum(1 for mag, _ in entries if mag < 1.0)
    above = len(entries) - below
    room_below = layout.one_code - 1
    room_above = layout.codes["fmax"] - layout.one_code - 1
    if below > room_below or above > room_above:
        raise WidthTooSmall(
            f"abstract FP width {layout.width} leaves room for {room_below} {layout.fmt.name} "
            f"constants below 1.0 and {room_above} above, the query has {below} and {above}; "
            "size the width with AbstractFP.width_for(count_fp_values(...).n)"
        )
