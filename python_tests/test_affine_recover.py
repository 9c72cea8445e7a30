"""Recovery of quasi-affine indices from arith/affine ops (tvmlir.affine)."""

import islpy as isl
import pytest
from conftest import parse

from tvmlir.affine import IndexEnv, NotAffine, param
from tvmlir.affine.space import defined_on

# The function's index arguments are parameters i, j, n.
PROGRAM = """\
func.func @f(%i: index, %j: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %add = arith.addi %i, %j : index
  %sub = arith.subi %i, %c2 : index
  %mul = arith.muli %c4, %i : index
  %fdiv = arith.floordivsi %i, %c4 : index
  %cdiv = arith.ceildivsi %n, %c4 : index
  %tdiv = arith.divsi %i, %c4 : index
  %rem = arith.remsi %i, %c4 : index
  %urem = arith.remui %i, %c4 : index
  %min = arith.minsi %i, %n : index
  %lt = arith.cmpi slt, %i, %n : index
  %sel = arith.select %lt, %i, %n : index
  %cast = arith.index_cast %i : index to i32
  %back = arith.index_cast %cast : i32 to index
  %apply = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 3)>(%i)[%n]
  %amin = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n]
  %nonaffine = arith.muli %i, %j : index
  %use = arith.addi %nonaffine, %c0 : index
  func.return
}
"""


@pytest.fixture
def env_values(ctx):
    module = parse(ctx, PROGRAM)
    fn = next(iter(module.ops))
    block = fn.body.block
    env = IndexEnv()
    for arg, name in zip(block.args, ["i", "j", "n"]):
        env.bind(arg, param(name))
    values = {op.results[0].name_hint: op.results[0] for op in block.ops if op.results}
    return module, env, values


def pw(text: str) -> isl.PwAff:
    return isl.PwAff(text)


@pytest.mark.parametrize(
    "name, expected",
    [
        ("add", "[i, j] -> { [] -> [(i + j)] }"),
        ("sub", "[i] -> { [] -> [(i - 2)] }"),
        ("mul", "[i] -> { [] -> [(4i)] }"),
        ("fdiv", "[i] -> { [] -> [(floor(i/4))] }"),
        ("cdiv", "[n] -> { [] -> [(-floor((-n)/4))] }"),
        ("tdiv", "[i] -> { [] -> [(floor(i/4))] : i >= 0; [] -> [(-floor((-i)/4))] : i < 0 }"),
        ("rem", "[i] -> { [] -> [(i mod 4)] : i >= 0; [] -> [(-((-i) mod 4))] : i < 0 }"),
        ("min", "[i, n] -> { [] -> [(i)] : i <= n; [] -> [(n)] : i > n }"),
        ("sel", "[i, n] -> { [] -> [(i)] : i < n; [] -> [(n)] : i >= n }"),
        # through i32: the index itself only where it fits (it wraps elsewhere)
        ("back", "[i] -> { [] -> [(i)] : -2147483648 <= i <= 2147483647 }"),
        ("apply", "[i, n] -> { [] -> [(2i + floor(n/3))] }"),
        ("amin", "[i, n] -> { [] -> [(i + 4)] : i + 4 <= n; [] -> [(n)] : i + 4 > n }"),
    ],
)
def test_recovered_index(env_values, name, expected):
    _, env, values = env_values
    assert env.index(values[name]).is_equal(pw(expected))


def test_unsigned_op_is_partial(env_values):
    """remui agrees with the signed reading only on non-negative operands:
    its value is undefined elsewhere, so the caller can refuse it."""
    _, env, values = env_values
    urem = env.index(values["urem"])
    assert urem.is_equal(pw("[i] -> { [] -> [(i mod 4)] : i >= 0 }"))
    assert not isl.Set("[i] -> { : }").is_subset(defined_on(urem))


def test_condition(env_values):
    _, env, values = env_values
    assert env.condition(values["lt"]).is_equal(isl.Set("[i, n] -> { : i < n }"))


def test_non_affine_names_the_op(env_values):
    """The op that leaves the fragment is the one reported, even when it is
    reached through a user."""
    _, env, values = env_values
    with pytest.raises(NotAffine) as info:
        env.index(values["use"])
    assert info.value.op is values["nonaffine"].op


def test_unbound_block_argument_is_not_affine(ctx):
    module = parse(ctx, "func.func @f(%x: index) {\n  func.return\n}\n")
    fn = next(iter(module.ops))
    with pytest.raises(NotAffine):
        IndexEnv().index(fn.body.block.args[0])


def test_alias_resolves_in_the_outer_env(env_values):
    """Kernel arguments are aliases of launch operands, resolved lazily."""
    _, outer, values = env_values
    inner = IndexEnv()
    inner.alias(values["mul"], outer, values["add"])
    assert inner.index(values["mul"]).is_equal(pw("[i, j] -> { [] -> [(i + j)] }"))


NARROW = """
func.func @f(%i: index, %n: index) {
  %c100 = arith.constant 100 : i8
  %big = arith.constant 200 : i8
  %t = arith.index_cast %i : index to i8
  %s = arith.addi %t, %c100 : i8
  %back = arith.index_cast %s : i8 to index
  %wide = arith.index_cast %i : index to i64
  %lt = arith.cmpi slt, %t, %c100 : i8
  %ult = arith.cmpi ult, %i, %n : index
  func.return
}
"""


def test_narrow_integer_is_partial(ctx):
    """An index computed in i8 is the unbounded value only where that fits
    in [-128, 127]: `i + 100` in i8 is undefined (it wraps) for i >= 28,
    and a constant's bits are read signed (200 : i8 is -56).  A comparison
    of such a value is meaningful only where both sides are defined; an
    unsigned one is exact on either sign."""
    module = parse(ctx, NARROW)
    block = next(iter(module.ops)).body.block
    env = IndexEnv()
    for arg, name in zip(block.args, ["i", "n"]):
        env.bind(arg, param(name))
    values = {op.results[0].name_hint: op.results[0] for op in block.ops if op.results}
    assert env.index(values["back"]).is_equal(pw("[i] -> { [] -> [(i + 100)] : -128 <= i <= 27 }"))
    assert env.index(values["big"]).is_equal(pw("{ [] -> [(-56)] }"))
    assert env.index(values["wide"]).is_equal(pw("[i] -> { [] -> [(i)] }"))
    assert env.condition_defined(values["lt"]).is_equal(isl.Set("[i] -> { : -128 <= i <= 127 }"))
    # unsigned: a negative value is above every non-negative one
    assert env.condition_defined(values["ult"]).is_equal(isl.Set("[i, n] -> { : }"))
    assert env.condition(values["ult"]).is_equal(
        isl.Set("[i, n] -> { : (0 <= i < n) or (i < n < 0) or (i >= 0 and n < 0) }"))
