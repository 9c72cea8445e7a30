"""from_z3: shape of the IR (sharing, declarations, binders) and every
`Unsupported` path."""

from __future__ import annotations

import sys

import pytest
import z3
from xdsl.dialects import smt as xsmt

from tvmlir.smt import dialect_smt as smt
from tvmlir.smt import dialect_smtx as smtx
from tvmlir.smt.errors import Unsupported
from tvmlir.smt.from_z3 import from_z3, solver_from_z3

sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))


def ops_of(module, cls=None):
    ops = [op for op in module.walk() if not isinstance(op, type(module))]
    return [op for op in ops if cls is None or isinstance(op, cls)]


def test_module_shape():
    x = z3.BitVec("x", 8)
    module = from_z3([x == 1])
    module.verify()
    (solver,) = module.body.block.ops
    assert isinstance(solver, smt.SolverOp)
    names = [op.name for op in solver.body.block.ops]
    assert names == [
        "smt.declare_fun",
        "smt.bv.constant",
        "smt.eq",
        "smt.assert",
        "smt.check",
        "smt.yield",
    ]


def test_each_distinct_term_is_one_value():
    x, y = z3.BitVecs("x y", 8)
    s = x + y
    module = from_z3([s * s == s, z3.ULT(s, x)])
    adds = ops_of(module, xsmt.BVAddOp)
    assert len(adds) == 1
    assert len(ops_of(module, smt.DeclareFunOp)) == 2
    assert len(ops_of(module, xsmt.AssertOp)) == 2


def test_function_declared_once():
    f = z3.Function("f", z3.BitVecSort(4), z3.BoolSort())
    a, b = z3.BitVecs("a b", 4)
    module = from_z3([f(a), f(b), z3.Not(f(a + b))])
    decls = [op for op in ops_of(module, smt.DeclareFunOp) if op.name_prefix.data == "f"]
    assert len(decls) == 1
    assert len(ops_of(module, smt.ApplyFuncOp)) == 3


def test_same_name_different_sorts_are_different_symbols():
    module = from_z3([z3.Bool("x"), z3.BitVec("x", 4) == 1])
    assert len(ops_of(module, smt.DeclareFunOp)) == 2


def test_closed_terms_are_hoisted_out_of_binders():
    x, q = z3.BitVecs("x q", 8)
    shared = x * x
    module = from_z3([shared == 3, z3.ForAll([q], shared + q != q)])
    module.verify()
    (mul,) = ops_of(module, xsmt.BVMulOp)
    assert isinstance(mul.parent_op(), smt.SolverOp)
    (add,) = ops_of(module, xsmt.BVAddOp)
    assert isinstance(add.parent_op(), smt.ForallOp)


def test_open_terms_are_not_shared_across_binders():
    # The same z3 term Var(0) + 1 under two quantifiers: two ops, one each.
    q = z3.BitVec("q", 8)
    body = q + 1 == 2
    module = from_z3([z3.ForAll([q], body), z3.Exists([q], body)])
    module.verify()
    assert len(ops_of(module, xsmt.BVAddOp)) == 2


def test_nested_binders_bind_by_de_bruijn_index():
    a, b = z3.BitVecs("a b", 4)
    module = from_z3([z3.ForAll([a], z3.Exists([b], z3.ULT(a, b)))])
    module.verify()
    (forall,) = ops_of(module, smt.ForallOp)
    (exists,) = ops_of(module, smt.ExistsOp)
    (cmp,) = ops_of(module, smt.BVCmpOp)
    assert cmp.lhs is forall.body.block.args[0]
    assert cmp.rhs is exists.body.block.args[0]


def test_quantifier_patterns_weight_and_names():
    f = z3.Function("f", z3.BitVecSort(8), z3.BitVecSort(8))
    x = z3.BitVec("x", 8)
    module = from_z3([z3.ForAll([x], f(x) == x, patterns=[f(x)], weight=5)])
    module.verify()
    (forall,) = ops_of(module, smt.ForallOp)
    assert [n.data for n in forall.bound_var_names.data] == ["x"]
    assert forall.weight.value.data == 5
    assert len(forall.patterns) == 1


def test_lambda():
    i = z3.BitVec("i", 4)
    lam = z3.Lambda([i], z3.ZeroExt(4, i))
    module = from_z3([z3.Select(lam, z3.BitVec("j", 4)) == 3])
    module.verify()
    (op,) = ops_of(module, smtx.LambdaOp)
    assert str(op.result.type) == "!smt.array<[!smt.bv<4> -> !smt.bv<8>]>"


def test_nary_terms_fold_left():
    a, b, c = z3.BitVecs("a b c", 4)
    concat = z3.simplify(z3.Concat(a, b, z3.Concat(c, a)), flat=True)
    assert concat.num_args() == 4
    module = from_z3([concat == 0])
    module.verify()
    first, second, third = ops_of(module, smt.ConcatOp)
    assert second.lhs is first.result and third.lhs is second.result


def test_fp_literals():
    module = from_z3(
        [
            z3.fpEQ(z3.FP("x", z3.Float32()), z3.FPVal(1.5, z3.Float32())),
            z3.fpIsNaN(z3.fpNaN(z3.Float16())),
            z3.fpIsInf(z3.FPVal(float("inf"), z3.Float32())),
        ]
    )
    module.verify()
    (make,) = ops_of(module, smtx.FPMakeOp)
    assert str(make.result.type) == "!smtx.fp<8, 24>"
    kinds = sorted(op.kind.data.value for op in ops_of(module, smtx.FPSpecialOp))
    assert kinds == ["nan", "pos_inf"]


def test_deep_terms_do_not_recurse():
    x = z3.BitVec("x", 8)
    t = x
    for i in range(3000):
        t = t + i if i % 2 else t * x
    module = from_z3([t == 0])
    module.verify()


def test_accepts_a_solver_and_a_logic():
    s = z3.Solver()
    s.add(z3.Bool("p"))
    solver = solver_from_z3(s, logic="QF_UF")
    assert isinstance(solver.body.block.first_op, smt.SetLogicOp)


def test_rejects_non_boolean_assertions():
    with pytest.raises(TypeError, match="z3 Booleans"):
        from_z3([z3.BitVec("x", 4)])


# --- Unsupported: each names what it refuses ---------------------------------

x8 = z3.BitVec("x8", 8)


@pytest.mark.parametrize(
    "make, what",
    [
        (lambda: z3.Real("r") > 0, "sort Real"),
        (lambda: z3.ToReal(z3.Int("i")) > 0, "z3 operator 'to_real'"),
        (lambda: z3.RealVal("1/2") < z3.RealVal("1/3"), "numeral of sort Real"),
        (lambda: z3.String("s") == z3.StringVal("a"), "sort String"),
        (
            lambda: z3.Select(
                z3.Array("m", z3.BitVecSort(2), z3.BitVecSort(2), z3.BoolSort()), z3.Extract(1, 0, x8), z3.Extract(1, 0, x8)
            ),
            "Array(BitVec(2), BitVec(2), Bool)",
        ),
        (
            lambda: z3.Select(
                z3.Lambda([z3.BitVec("i", 2), z3.BitVec("j", 2)], z3.BoolVal(True)),
                z3.Extract(1, 0, x8),
                z3.Extract(1, 0, x8),
            ),
            "lambda over 2 variables",
        ),
        (lambda: z3.fpToIEEEBV(z3.FP("f", z3.Float32())) == 0, "fp.to_ieee_bv"),
        (lambda: z3.fpToReal(z3.FP("f", z3.Float32())) > 0, "fp.to_real"),
        (
            lambda: z3.fpEQ(z3.fpToFP(z3.RNE(), z3.RealVal(1), z3.Float32()), z3.FP("f", z3.Float32())),
            "numeral of sort Real",
        ),
        (
            lambda: z3.fpEQ(
                z3.fpToFP(z3.RNE(), z3.ToReal(z3.Int("i")), z3.Float32()), z3.FP("f", z3.Float32())
            ),
            "to_real",
        ),
        (lambda: z3.RotateLeft(x8, z3.BitVec("s", 8)) == 0, "ext_rotate_left"),
        (lambda: z3.RotateRight(x8, z3.BitVec("s", 8)) == 0, "ext_rotate_right"),
        (
            lambda: z3.BVMulNoOverflow(x8, x8, False),
            "bvumul_noovfl",
        ),
        (lambda: z3.BVRedOr(x8) == 1, "bvredor"),
        (lambda: z3.BVRedAnd(x8) == 1, "bvredand"),
        (
            lambda: z3.ForAll(
                [x8], x8 == 0, no_patterns=[z3.BitVec("y", 8) + x8]
            ),
            "no-pattern",
        ),
        (lambda: z3.Map(z3.Function("g", z3.BitVecSort(8), z3.BitVecSort(8)),
                        z3.Array("a", z3.BitVecSort(4), z3.BitVecSort(8)))
         == z3.Array("b", z3.BitVecSort(4), z3.BitVecSort(8)), "map"),
        (lambda: z3.Int("i") % 3 == z3.Int("i") / 2 + (z3.Int("i") ** 2), "'**'"),
        (lambda: z3.AtMost(z3.Bool("p"), z3.Bool("q"), 1), "at-most"),
    ],
)
def test_unsupported(make, what):
    with pytest.raises(Unsupported, match="unsupported") as info:
        from_z3([make()])
    assert what in str(info.value)


def test_unsupported_names_the_term():
    with pytest.raises(Unsupported) as info:
        from_z3([z3.BVRedOr(x8) == 1])
    assert info.value.what == "z3 operator 'bvredor'"
    assert "x8" in info.value.detail


def test_long_chains_of_closed_binders_do_not_recurse():
    # Each tensor a lambda over the previous one (elementwise ops in a row).
    k = z3.BitVec("k", 8)
    t = z3.Array("A", z3.BitVecSort(8), z3.BitVecSort(8))
    for j in range(1500):
        t = z3.Lambda([k], t[k] + j)
    module = from_z3([t[k] == 0])
    module.verify()
    assert len(ops_of(module, smtx.LambdaOp)) == 1500
