"""The concrete run's C library values at poles and overflows
(`concrete._libm`): Python raises where C99 Annex F returns an infinity."""

import math

import pytest

from tvmlir.refinement.concrete import _libm


@pytest.mark.parametrize(
    "fn, args, expected",
    [
        ("powi_m3", [0.0], math.inf),  # fpowi(+0.0, -3): +inf (it was NaN)
        ("powi_m3", [-0.0], -math.inf),
        ("powi_m2", [-0.0], math.inf),
        ("pow", [0.0, -1.5], math.inf),
        ("pow", [-0.0, -1.0], -math.inf),
        ("log", [0.0], -math.inf),
        ("log2", [-0.0], -math.inf),
        ("log1p", [-1.0], -math.inf),
        ("atanh", [-1.0], -math.inf),
        ("rsqrt", [-0.0], -math.inf),
        ("pow", [-10.0, 401.0], -math.inf),
        ("pow", [-10.0, 400.0], math.inf),
        ("sinh", [-1000.0], -math.inf),
    ],
)
def test_c_values(fn, args, expected):
    assert _libm(fn, args) == expected


@pytest.mark.parametrize("fn, args", [("log", [-1.0]), ("pow", [-2.0, 0.5]), ("sqrt", [-1.0]), ("acos", [2.0])])
def test_domain_errors_are_nan(fn, args):
    assert math.isnan(_libm(fn, args))
