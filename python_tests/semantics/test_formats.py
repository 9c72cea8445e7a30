"""Exact rounding of constants (tvmlir/semantics/fp/formats.py)."""

import math

from tvmlir.semantics.fp.formats import round_to
from tvmlir.tv_dialect.abstract_float import IEEE_FORMATS

F16 = next(f for f in IEEE_FORMATS.values() if f.name == "f16")


def test_memoized_rounding_keeps_the_sign_of_zero():
    # 0.0 == -0.0 and they hash alike: a cache keyed on the value would
    # answer -0.0 with +0.0 once +0.0 was rounded.
    assert math.copysign(1.0, round_to(0.0, F16)) == 1.0
    assert math.copysign(1.0, round_to(-0.0, F16)) == -1.0
    assert math.copysign(1.0, round_to(-0.0, F16, nearest=False)) == -1.0


def test_rounding_to_nearest_and_toward_zero():
    assert round_to(0.1, F16) == 0.0999755859375
    assert round_to(1e6, F16) == math.inf
    assert round_to(1e6, F16, nearest=False) == 65504.0
    assert round_to(-1e6, F16, nearest=False) == -65504.0
    assert math.isnan(round_to(math.nan, F16))
