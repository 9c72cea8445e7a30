"""The oracle's tensor slices and math.fpowi (what IREE dispatch sources
use in their specs: a spec the oracle could not run left the dispatch
without inferred claims, `unsupported (no claim inferred ...)`)."""

import math

import pytest
from xdsl.dialects.builtin import f32

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.oracle.interpreter import make_interpreter
from tvmlir.oracle.memory import View
from tvmlir.oracle.scalar import SCALAR_OPS
from tvmlir.oracle.values import UNDEF, UndefinedBehaviour

SLICES = """
func.func @f(%t: tensor<4x6xf32>, %u: tensor<3xf32>, %i: index) -> (tensor<2x3xf32>, tensor<4x6xf32>, tensor<6xf32>) {
  %a = tensor.extract_slice %t[1, %i] [2, 3] [2, 1] : tensor<4x6xf32> to tensor<2x3xf32>
  %b = tensor.insert_slice %u into %t[%i, 1] [1, 3] [1, 2] : tensor<3xf32> into tensor<4x6xf32>
  %c = tensor.extract_slice %t[2, 0] [1, 6] [1, 1] : tensor<4x6xf32> to tensor<6xf32>
  return %a, %b, %c : tensor<2x3xf32>, tensor<4x6xf32>, tensor<6xf32>
}
"""


def _run(i: int):
    m = parse_module(make_context(), SLICES, "slices.mlir")
    fn = next(iter(m.ops))
    t = View.new((4, 6), "t")
    t.buffer.cells[:] = [float(x) for x in range(24)]
    u = View.new((3,), "u")
    u.buffer.cells[:] = [100.0, 101.0, 102.0]
    return t, make_interpreter(m).call_op(fn, (t, u, i))


def test_slices_read_and_place_the_strided_elements():
    t, (a, b, c) = _run(2)
    assert a.sizes == (2, 3) and a.elements() == [8.0, 9.0, 10.0, 20.0, 21.0, 22.0]
    expected = [float(x) for x in range(24)]
    expected[13], expected[15], expected[17] = 100.0, 101.0, 102.0
    assert b.elements() == expected
    assert c.sizes == (6,) and c.elements() == [12.0, 13.0, 14.0, 15.0, 16.0, 17.0]
    assert t.elements() == [float(x) for x in range(24)]  # a tensor is a value: the insert copied it


def test_a_slice_past_its_tensor_is_undefined():
    with pytest.raises(UndefinedBehaviour, match="outside its tensor"):
        _run(4)  # columns 4..6 of 6


class _Op:
    results = [type("R", (), {"type": f32})()]


@pytest.mark.parametrize("x, n, expected", [(2.0, 3, 8.0), (3.0, -2, 1 / 9), (0.0, -1, math.inf), (-0.0, -1, -math.inf),
                                            (1e30, 5, math.inf), (-2.0, 0, 1.0)])
def test_fpowi(x, n, expected):
    (r,) = SCALAR_OPS["math.fpowi"](_Op, (x, n))
    assert r == pytest.approx(expected, rel=1e-7) if math.isfinite(expected) else r == expected
    assert SCALAR_OPS["math.fpowi"](_Op, (UNDEF, n)) == (UNDEF,)
