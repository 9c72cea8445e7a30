"""Special values of the `math` functions, pinned around their UFs.

Why: a math function without an exact encoding is an uninterpreted function
(UF), which on its own would let the solver believe, say, `exp(-inf) = 7`
and reject a correct fold.  Each fact here is exact IEEE-754 / C99 Annex F
behaviour (so pinning it keeps the encoding an over-approximation), and
both `AbstractFP` and `IEEEFP` apply the same table, so they cannot disagree
on it.  Facts are tried in order; NaN comes first everywhere.

A fact is `(condition, value)`, both functions of `(model, x, fmt)`.
"""

from __future__ import annotations

import z3

from tvmlir.semantics.fp.terms import and_, ite, not_

_NAN = float("nan")
_INF = float("inf")


def _const(v: float):
    return lambda m, x, f: m.constant(v, f)


def _is(v: float):
    return lambda m, x, f: m.same(x, m.constant(v, f), f)


def _x(m, x, f):
    return x


def _is_nan(m, x, f):
    return m.is_nan(x, f)


def _is_zero(m, x, f):
    return m.is_zero(x, f)


def _is_inf(m, x, f):
    return m.is_inf(x, f)


def _is_unit(m, x, f):
    """|x| == 1."""
    return m.same(m.abs(x, f), m.constant(1.0, f), f)


def _below_zero(m, x, f):
    """x < 0 for a non-NaN x (-0 excluded)."""
    return and_(m.is_negative(x, f), not_(m.is_zero(x, f)))


def _below_minus_one(m, x, f):
    return m.relation("lt", x, m.constant(-1.0, f), f)


def _signed_one(m, x, f):
    return ite(m.is_negative(x, f), m.constant(-1.0, f), m.constant(1.0, f))


NAN_IN = (_is_nan, _const(_NAN))
ZERO_KEEPS = (_is_zero, _x)
INF_KEEPS = (_is_inf, _x)
INF_TO_NAN = (_is_inf, _const(_NAN))
ZERO_TO_ONE = (_is_zero, _const(1.0))

_EXP = (NAN_IN, ZERO_TO_ONE, (_is(_INF), _x), (_is(-_INF), _const(0.0)))
_LOG = (
    NAN_IN,
    (_is_zero, _const(-_INF)),
    (_is(1.0), _const(0.0)),
    (_below_zero, _const(_NAN)),
    (_is(_INF), _x),
)
_ROUNDING = (NAN_IN, ZERO_KEEPS, INF_KEEPS, (_is_unit, _x))

PINS: dict[str, tuple] = {
    "exp": _EXP,
    "exp2": _EXP,
    "expm1": (NAN_IN, ZERO_KEEPS, (_is(_INF), _x), (_is(-_INF), _const(-1.0))),
    "log": _LOG,
    "log2": _LOG,
    "log10": _LOG,
    "log1p": (
        NAN_IN,
        ZERO_KEEPS,
        (_is(-1.0), _const(-_INF)),
        (_below_minus_one, _const(_NAN)),
        (_is(_INF), _x),
    ),
    "sqrt": (NAN_IN, ZERO_KEEPS, (_below_zero, _const(_NAN)), (_is(_INF), _x), (_is(1.0), _x)),
    "rsqrt": (
        NAN_IN,
        (_is(0.0), _const(_INF)),
        (_is(-0.0), _const(-_INF)),
        (_below_zero, _const(_NAN)),
        (_is(_INF), _const(0.0)),
        (_is(1.0), _x),
    ),
    "tanh": (NAN_IN, ZERO_KEEPS, (_is_inf, _signed_one)),
    "erf": (NAN_IN, ZERO_KEEPS, (_is_inf, _signed_one)),
    "sin": (NAN_IN, ZERO_KEEPS, INF_TO_NAN),
    "tan": (NAN_IN, ZERO_KEEPS, INF_TO_NAN),
    "cos": (NAN_IN, ZERO_TO_ONE, INF_TO_NAN),
    "sinh": (NAN_IN, ZERO_KEEPS, INF_KEEPS),
    "asinh": (NAN_IN, ZERO_KEEPS, INF_KEEPS),
    "cbrt": (NAN_IN, ZERO_KEEPS, INF_KEEPS),
    "cosh": (NAN_IN, ZERO_TO_ONE, (_is_inf, _const(_INF))),
    "atan": (NAN_IN, ZERO_KEEPS),
    "asin": (NAN_IN, ZERO_KEEPS),
    "atanh": (NAN_IN, ZERO_KEEPS),
    "acos": (NAN_IN,),
    "acosh": (NAN_IN,),
    "floor": _ROUNDING,
    "ceil": _ROUNDING,
    "trunc": _ROUNDING,
    "round": _ROUNDING,
    "roundeven": _ROUNDING,
}
