"""Hypothesis strategies for z3 formulas of the kinds tvmlir produces.

Small sorts (bit-vectors of 1, 4 and 8 bits, floats with 4 exponent and 6
significand bits) keep every query decidable in milliseconds, so that
three solvers can be compared on each example.  Each generator draws an
operator, then its operands, down to a depth limit.

`formulas(theories)` draws a list of assertions that uses only the given
theories: "bv", "uf", "array", "lambda", "quant", "fp".
"""

from __future__ import annotations

from dataclasses import dataclass, field

import z3
from hypothesis import strategies as st

FP = z3.FPSort(4, 6)
"""Tiny floats: cheap to bit-blast (cvc5 needs fp-exp for them).  Not
(3, 4): cvc5 1.4.2's fp-exp fails on `fp.roundToIntegral` there
("resulting bit-vector size is too large")."""
IDX = z3.BitVecSort(4)
ELT = z3.BitVecSort(8)
WIDTHS = (1, 4, 8)


@dataclass
class Env:
    theories: frozenset[str]
    fp_sort: z3.FPSortRef = FP
    bound: list[z3.ExprRef] = field(default_factory=list)
    counter: list[int] = field(default_factory=lambda: [0])

    def fresh(self, prefix: str) -> str:
        self.counter[0] += 1
        return f"{prefix}{self.counter[0]}"


_DECLS: dict[tuple[str, int], z3.FuncDeclRef] = {}


def theory_op(name: str, *args: z3.BitVecRef) -> z3.BitVecRef:
    """`(name args...)` for bit-vector operators z3's Python API lacks a
    builder for (`bvnor`, `bvcomp`): the declaration is read from SMT-LIB."""
    width = args[0].size()
    key = (name, width)
    if key not in _DECLS:
        (a,) = z3.parse_smt2_string(
            f"(declare-const a (_ BitVec {width}))"
            f"(assert (= ({name} a a) ({name} a a)))"
        )
        _DECLS[key] = a.arg(0).decl()
    return _DECLS[key](*args)


def _var(width: int, i: int) -> z3.BitVecRef:
    return z3.BitVec(f"x{width}_{i}", width)


def bv(draw, env: Env, width: int, depth: int) -> z3.BitVecRef:
    leaves = [lambda: _var(width, draw(st.integers(0, 2))),
              lambda: z3.BitVecVal(draw(st.integers(0, 2**width - 1)), width)]
    bound = [v for v in env.bound if v.sort() == z3.BitVecSort(width)]
    if bound:
        leaves.append(lambda: draw(st.sampled_from(bound)))
    if depth <= 0:
        return draw(st.sampled_from(leaves))()
    d = depth - 1

    def binary():
        op = draw(st.sampled_from([
            "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "smod", "and", "or",
            "xor", "shl", "lshr", "ashr", "nand", "nor", "xnor",
        ]))
        a, b = bv(draw, env, width, d), bv(draw, env, width, d)
        return {
            "add": lambda: a + b, "sub": lambda: a - b, "mul": lambda: a * b,
            "udiv": lambda: z3.UDiv(a, b), "sdiv": lambda: a / b,
            "urem": lambda: z3.URem(a, b), "srem": lambda: z3.SRem(a, b),
            "smod": lambda: a % b, "and": lambda: a & b, "or": lambda: a | b,
            "xor": lambda: a ^ b, "shl": lambda: a << b, "lshr": lambda: z3.LShR(a, b),
            "ashr": lambda: a >> b,
            "nand": lambda: z3.BitVecRef(z3.Z3_mk_bvnand(a.ctx_ref(), a.as_ast(), b.as_ast())),
            "nor": lambda: theory_op("bvnor", a, b),
            "xnor": lambda: z3.BitVecRef(z3.Z3_mk_bvxnor(a.ctx_ref(), a.as_ast(), b.as_ast())),
        }[op]()

    def unary():
        a = bv(draw, env, width, d)
        return draw(st.sampled_from([lambda: -a, lambda: ~a,
                                     lambda: z3.RotateLeft(a, draw(st.integers(0, 9))),
                                     lambda: z3.RotateRight(a, draw(st.integers(0, 9)))]))()

    def resize():
        src = draw(st.sampled_from(WIDTHS))
        a = bv(draw, env, src, d)
        if src == width:
            return a
        if src > width:
            low = draw(st.integers(0, src - width))
            return z3.Extract(low + width - 1, low, a)
        how = draw(st.sampled_from(["zext", "sext", "concat", "repeat"]))
        if how == "zext":
            return z3.ZeroExt(width - src, a)
        if how == "sext":
            return z3.SignExt(width - src, a)
        if how == "repeat" and width % src == 0:
            return z3.RepeatBitVec(width // src, a)
        return z3.Concat(a, bv(draw, env, width - src, d))

    def ite():
        return z3.If(boolean(draw, env, d), bv(draw, env, width, d), bv(draw, env, width, d))

    def comp():
        if width != 1:
            return bv(draw, env, width, d)
        a = bv(draw, env, 4, d)
        return theory_op("bvcomp", a, bv(draw, env, 4, d))

    makers = leaves + [binary, binary, unary, resize, ite, comp]
    if "uf" in env.theories and width == 8:
        f = z3.Function("f", ELT, ELT)
        g = z3.Function("g", IDX, ELT, ELT)
        makers += [lambda: f(bv(draw, env, 8, d)),
                   lambda: g(bv(draw, env, 4, d), bv(draw, env, 8, d))]
    if "array" in env.theories and width == 8:
        makers.append(lambda: z3.Select(array(draw, env, d), bv(draw, env, 4, d)))
    if "fp" in env.theories and width == 8:
        makers.append(lambda: z3.fpToSBV(_rm(draw), fp(draw, env, d), ELT))
        makers.append(lambda: z3.fpToUBV(_rm(draw), fp(draw, env, d), ELT))
    return draw(st.sampled_from(makers))()


def array(draw, env: Env, depth: int) -> z3.ArrayRef:
    leaves = [lambda: z3.Array(f"A{draw(st.integers(0, 1))}", IDX, ELT)]
    if depth <= 0:
        return leaves[0]()
    d = depth - 1
    makers = leaves + [
        lambda: z3.Store(array(draw, env, d), bv(draw, env, 4, d), bv(draw, env, 8, d)),
        lambda: z3.K(IDX, bv(draw, env, 8, d)),
        lambda: z3.If(boolean(draw, env, d), array(draw, env, d), array(draw, env, d)),
    ]
    if "lambda" in env.theories:
        def lam():
            k = z3.BitVec(env.fresh("k"), 4)
            env.bound.append(k)
            try:
                body = bv(draw, env, 8, d)
            finally:
                env.bound.pop()
            return z3.Lambda([k], body)
        makers.append(lam)
    return draw(st.sampled_from(makers))()


def _rm(draw) -> z3.FPRMRef:
    return draw(st.sampled_from([z3.RNE(), z3.RNA(), z3.RTP(), z3.RTN(), z3.RTZ()]))


def _resize(x: z3.BitVecRef, width: int) -> z3.BitVecRef:
    if x.size() >= width:
        return z3.Extract(width - 1, 0, x)
    return z3.ZeroExt(width - x.size(), x)


def fp(draw, env: Env, depth: int) -> z3.FPRef:
    FP = env.fp_sort
    e, s = FP.ebits(), FP.sbits()
    leaves = [
        lambda: z3.FP(f"y{draw(st.integers(0, 2))}", FP),
        lambda: z3.FPVal(draw(st.sampled_from([0.0, -0.0, 1.0, -1.5, 0.25, 3.0])), FP),
        lambda: draw(st.sampled_from([z3.fpNaN(FP), z3.fpPlusInfinity(FP),
                                      z3.fpMinusInfinity(FP), z3.fpMinusZero(FP)])),
    ]
    if depth <= 0:
        return draw(st.sampled_from(leaves))()
    d = depth - 1
    a = lambda: fp(draw, env, d)  # noqa: E731
    makers = leaves + [
        lambda: z3.fpAdd(_rm(draw), a(), a()),
        lambda: z3.fpSub(_rm(draw), a(), a()),
        lambda: z3.fpMul(_rm(draw), a(), a()),
        lambda: z3.fpDiv(_rm(draw), a(), a()),
        lambda: z3.fpFMA(_rm(draw), a(), a(), a()),
        lambda: z3.fpSqrt(_rm(draw), a()),
        lambda: z3.fpRoundToIntegral(_rm(draw), a()),
        lambda: z3.fpRem(a(), a()),
        lambda: z3.fpMin(a(), a()),
        lambda: z3.fpMax(a(), a()),
        lambda: z3.fpAbs(a()),
        lambda: z3.fpNeg(a()),
        lambda: z3.fpToFP(_resize(bv(draw, env, 8, d), e + s), FP),
        lambda: z3.fpToFP(_rm(draw), z3.fpToFP(_rm(draw), a(), z3.Float16()), FP),
        lambda: z3.fpSignedToFP(_rm(draw), bv(draw, env, 4, d), FP),
        lambda: z3.fpUnsignedToFP(_rm(draw), bv(draw, env, 4, d), FP),
        lambda: z3.fpFP(bv(draw, env, 1, d), _resize(bv(draw, env, 4, d), e),
                        _resize(bv(draw, env, 4, d), s - 1)),
        lambda: z3.If(boolean(draw, env, d), a(), a()),
    ]
    return draw(st.sampled_from(makers))()


def boolean(draw, env: Env, depth: int) -> z3.BoolRef:
    leaves = [lambda: z3.Bool(f"p{draw(st.integers(0, 2))}"),
              lambda: z3.BoolVal(draw(st.booleans()))]
    if depth <= 0:
        return draw(st.sampled_from(leaves))()
    d = depth - 1
    w = lambda: draw(st.sampled_from(WIDTHS))  # noqa: E731

    def cmp():
        width = w()
        a, b = bv(draw, env, width, d), bv(draw, env, width, d)
        return draw(st.sampled_from([
            lambda: a == b, lambda: a != b, lambda: z3.ULT(a, b), lambda: z3.ULE(a, b),
            lambda: z3.UGT(a, b), lambda: z3.UGE(a, b), lambda: a < b, lambda: a <= b,
            lambda: a > b, lambda: a >= b, lambda: z3.Distinct(a, b, bv(draw, env, width, d)),
        ]))()

    def connective():
        a, b = boolean(draw, env, d), boolean(draw, env, d)
        return draw(st.sampled_from([
            lambda: z3.And(a, b), lambda: z3.Or(a, b, boolean(draw, env, d)),
            lambda: z3.Not(a), lambda: z3.Xor(a, b), lambda: z3.Implies(a, b),
            lambda: a == b, lambda: z3.If(a, b, boolean(draw, env, d)),
        ]))()

    makers = leaves + [cmp, cmp, connective, connective]
    if "uf" in env.theories:
        h = z3.Function("h", ELT, z3.BoolSort())
        makers.append(lambda: h(bv(draw, env, 8, d)))
    if "array" in env.theories:
        makers.append(lambda: array(draw, env, d) == array(draw, env, d))
    if "fp" in env.theories:
        def fp_pred():
            a, b = fp(draw, env, d), fp(draw, env, d)
            return draw(st.sampled_from([
                lambda: z3.fpEQ(a, b), lambda: z3.fpLT(a, b), lambda: z3.fpLEQ(a, b),
                lambda: z3.fpGT(a, b), lambda: z3.fpGEQ(a, b), lambda: a == b,
                lambda: z3.fpIsNaN(a), lambda: z3.fpIsInf(a), lambda: z3.fpIsZero(a),
                lambda: z3.fpIsNormal(a), lambda: z3.fpIsSubnormal(a),
                lambda: z3.fpIsNegative(a), lambda: z3.fpIsPositive(a),
            ]))()
        makers += [fp_pred, fp_pred]
    if "quant" in env.theories and len(env.bound) < 2:
        def quantifier():
            q = z3.BitVec(env.fresh("q"), 4)
            env.bound.append(q)
            try:
                body = boolean(draw, env, d)
            finally:
                env.bound.pop()
            return (z3.ForAll if draw(st.booleans()) else z3.Exists)([q], body)
        makers += [quantifier, quantifier]
    return draw(st.sampled_from(makers))()


@st.composite
def formulas(
    draw, theories: tuple[str, ...], depth: int = 3, fp_sort: z3.FPSortRef = FP
) -> list[z3.BoolRef]:
    """1 to 3 assertions using only `theories`."""
    env = Env(frozenset(theories), fp_sort)
    n = draw(st.integers(1, 3))
    return [boolean(draw, env, depth) for _ in range(n)]
