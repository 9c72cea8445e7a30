"""Loops in --verify: scf.forall (compat + forall.py), bounded GPU ids
(affine/recover.py `bound_ids`), loop-carried values (verify/carried.py).
The lit tests are lit_tests/pipelines/forall/ and lit_tests/prophetic/loops/."""

import islpy as isl
import pytest
from conftest import parse
from xdsl.utils.exceptions import VerifyException

from tvmlir.affine import IndexEnv, NotAffine, param
from tvmlir.affine.space import const, in_range
from tvmlir.verify.carried import substitute

PRODUCT = """\
func.func @f(%b: index, %t: index, %n: index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m3 = arith.constant -3 : index
  %s = arith.muli %b, %m3 : index
  %r = arith.addi %s, %c4 : index
  %tile = arith.minsi %r, %c3 : index
  %q = arith.ceildivsi %tile, %c2 : index
  %off = arith.muli %t, %q : index
  %free = arith.muli %t, %n : index
  func.return
}
"""


def _env(ctx):
    fn = next(iter(parse(ctx, PRODUCT).ops))
    env = IndexEnv()
    for arg, name in zip(fn.body.block.args, ["b", "t", "n"]):
        env.bind(arg, param(name))
    values = {op.results[0].name_hint: op.results[0] for op in fn.body.block.ops if op.results}
    return env, values


def test_product_with_unbounded_ids_is_not_affine(ctx):
    env, values = _env(ctx)
    with pytest.raises(NotAffine, match="product of two non-constant"):
        env.index(values["off"])


def test_product_is_piecewise_on_bounded_ids(ctx):
    """q = ceildiv(min(4 - 3b, 3), 2) is 2 in block 0 and 1 in block 1:
    the offset is 2t, resp. t, defined only where the ids are in range."""
    env, values = _env(ctx)
    ranges = in_range(param("b"), const(2)).intersect(in_range(param("t"), const(2)))
    env.bound_ids(["b", "t"], ranges)
    off = env.index(values["off"])
    expected = isl.PwAff("[b, t] -> { [] -> [(2t)] : b = 0 and 0 <= t <= 1; [] -> [(t)] : b = 1 and 0 <= t <= 1 }")
    assert off.is_equal(expected)


def test_product_with_a_size_stays_not_affine(ctx):
    """n is not bounded by the launch: t * n is still refused."""
    env, values = _env(ctx)
    env.bound_ids(["b", "t"], in_range(param("b"), const(2)).intersect(in_range(param("t"), const(2))))
    with pytest.raises(NotAffine):
        env.index(values["free"])


def test_substitute_a_parameter():
    f = isl.PwAff("[x, n] -> { [] -> [(x + (x + n) mod 3)] }")
    g = param("n").sub(const(1))
    got = substitute(f, "x", g)
    assert got.is_equal(isl.PwAff("[n] -> { [] -> [(n - 1 + (2n - 1) mod 3)] }"))
    assert substitute(f, "y", g).is_equal(f)


FORALL = """\
"builtin.module"() ({
  "func.func"() <{function_type = (memref<8xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%m: memref<8xf32>):
    "scf.forall"() <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb1(%i: index):
      "scf.forall.in_parallel"() ({
      ^bb2:
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""


def test_forall_round_trips(ctx):
    module = parse(ctx, FORALL)
    text = str(module)
    # printed in MLIR 19's custom syntax (tvmlir.ir.compat), mapping kept
    assert "scf.forall (%i) in (8)" in text and "mapping = [#gpu.thread<x>]" in text
    assert str(parse(ctx, text)) == text


@pytest.mark.parametrize(
    "old, new, message",
    [
        ("staticUpperBound = array<i64: 8>", "staticUpperBound = array<i64: 8, 8>", "differ in number"),
        ("[#gpu.thread<x>]", "[#gpu.thread<x>, #gpu.block<y>]", "mapping attribute size"),
        ("^bb1(%i: index)", "^bb1(%i: index, %j: index)", "one index per dimension"),
    ],
)
def test_forall_verifier(ctx, old, new, message):
    with pytest.raises(VerifyException, match=message):
        parse(ctx, FORALL.replace(old, new)).verify()
