"""`FPModel`: the one interface behind which floats are encoded.

Why one interface for two very different encodings: `tv-check` and
`--verify` must not care whether a float is an abstract bit-vector
(`AbstractFP`, mlir-tv CAV'22 section 4.1) or an exact IEEE-754 value
(`IEEEFP`, `--fp=ieee`).  Both implement the primitives below on z3 terms;
everything that can be written once in terms of the primitives (the 16
`cmpf` predicates, the four min/max flavours, `copysign`, the special values
of the math functions) lives here, so the two encodings cannot disagree on
it.

Every method takes the IEEE format explicitly: abstract sorts of different
formats may have the same width (f16 and bf16), so a term alone does not say
which format it belongs to.

Nondeterminism.  Where IEEE-754 or MLIR leave a choice open (the sign of a
zero from `maxnumf(+0, -0)`, the sign of a NaN read by `copysign`), the
choice is an uninterpreted function of the operands (a 0-ary one where only
one operand pair matters).  So the same op on the same operands makes the
same choice in the source and the target, as MLIR's `Pure` trait (free CSE
and duplication) presumes, and the solver may pick any choice to refute a
refinement.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

import z3

from tvmlir.semantics.fp import math_pins
from tvmlir.semantics.fp.formats import IEEEFormat
from tvmlir.semantics.fp.terms import and_, ite, not_, or_

# cmpf predicates: (ordered?, relation on ordered operands).  An `o`
# predicate is false and a `u` predicate true when an operand is NaN.
CMPF_PREDICATES: dict[str, tuple[bool, str | None]] = {
    "oeq": (True, "eq"),
    "ogt": (True, "gt"),
    "oge": (True, "ge"),
    "olt": (True, "lt"),
    "ole": (True, "le"),
    "one": (True, "ne"),
    "ord": (True, None),
    "ueq": (False, "eq"),
    "ugt": (False, "gt"),
    "uge": (False, "ge"),
    "ult": (False, "lt"),
    "ule": (False, "le"),
    "une": (False, "ne"),
    "uno": (False, None),
}


class FPModel(ABC):
    """A float encoding: z3 sorts and terms for the values of IEEE formats."""

    name: str

    def __init__(self) -> None:
        self._choices: dict[tuple[str, str], z3.FuncDeclRef] = {}
        self._never_negative_zero: dict[int, z3.ExprRef] = {}
        self._canonical: dict[int, z3.ExprRef] = {}

    # ----- values -----------------------------------------------------------

    @abstractmethod
    def sort(self, fmt: IEEEFormat) -> z3.SortRef:
        """The z3 sort of the values of `fmt`."""

    @abstractmethod
    def fresh(self, name: str, fmt: IEEEFormat) -> z3.ExprRef:
        """An unconstrained value of `fmt`."""

    @abstractmethod
    def constant(self, value: float, fmt: IEEEFormat) -> z3.ExprRef:
        """The value `value` (a Python float, exactly representable in `fmt`)."""

    @abstractmethod
    def same(self, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.BoolRef:
        """Value equality for refinement: +0 and -0 differ, all NaNs are one
        value (the sign and payload of a NaN are not observable: LLVM does not
        preserve them, and z3's FPA has a single NaN)."""

    def side_conditions(self) -> list[z3.BoolRef]:
        """Facts to assert with every query (e.g. the order of constants)."""
        return []

    def describe(self, model: z3.ModelRef, term: z3.ExprRef, fmt: IEEEFormat) -> str:
        """`term`'s value in `model` as a report shows it (`fp.describe`)."""
        return str(model.eval(term, model_completion=True))

    # ----- exact primitives -------------------------------------------------

    @abstractmethod
    def is_nan(self, x: z3.ExprRef, fmt: IEEEFormat) -> z3.BoolRef: ...

    @abstractmethod
    def is_inf(self, x: z3.ExprRef, fmt: IEEEFormat) -> z3.BoolRef: ...

    @abstractmethod
    def is_zero(self, x: z3.ExprRef, fmt: IEEEFormat) -> z3.BoolRef: ...

    @abstractmethod
    def is_negative(self, x: z3.ExprRef, fmt: IEEEFormat) -> z3.BoolRef:
        """The sign bit is set (meaningless for NaN)."""

    @abstractmethod
    def neg(self, x: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef: ...

    @abstractmethod
    def abs(self, x: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef: ...

    @abstractmethod
    def relation(self, rel: str, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.BoolRef:
        """`x rel y` (eq, ne, lt, le, gt, ge) for non-NaN operands, with
        +0 == -0; the result for NaN operands is irrelevant."""

    # ----- arithmetic -------------------------------------------------------

    def add(self, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef:
        """`x + y` (`add_terms`), except that `x + +0.0` is `x` itself for
        an `x` known never -0.0 (`never_negative_zero`), and the sum of
        such a term is marked (round to nearest: `a + b` is -0.0 only
        if both are).  Why a syntactic shortcut and not only a fact: the
        solver would otherwise have to prove `x + 0.0 = x` inside every
        sum that reads it (IREE's `matmul(init 0) + 0.0`, design-notes 13:
        a timeout before)."""
        plus_zero = self.constant(0.0, fmt)
        if y.eq(plus_zero) and self.never_negative_zero(x, fmt):
            return x
        if x.eq(plus_zero) and self.never_negative_zero(y, fmt):
            return y
        r = self._mark(self._canonical, self.add_terms(x, y, fmt))
        if self.never_negative_zero(x, fmt) or self.never_negative_zero(y, fmt):
            self.mark_never_negative_zero(r)
        return r

    def mul(self, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef:
        """`x * y` (`mul_terms`), except that `x * 1.0` is `x` itself for an
        `x` whose NaN is `nan(fmt)` (a result of `add` or `mul`, or a
        literal): exact (`x * 1 = x` for every x, NaN aside, and a NaN
        product is `nan(fmt)`).  Canonicalize folds `x * 1.0` (a layernorm's
        unit scale); under a sum the solver would have to prove the two
        equal for every summand (the transformer block after fusion)."""
        one = self.constant(1.0, fmt)
        if y.eq(one) and self._is_canonical(x, fmt):
            return x
        if x.eq(one) and self._is_canonical(y, fmt):
            return y
        return self._mark(self._canonical, self.mul_terms(x, y, fmt))

    @abstractmethod
    def mul_terms(self, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef:
        """The encoding of `x * y`, which must return `nan(fmt)` for every
        NaN result."""

    def substituted(self, term: z3.ExprRef, new: z3.ExprRef) -> z3.ExprRef:
        """`new`, which is `term` with index variables replaced by index
        terms (a tensor element read at other indices), keeps `term`'s
        marks: they hold for every value of the variables."""
        for table in (self._canonical, self._never_negative_zero):
            hit = table.get(term.get_id())
            if hit is not None and hit.eq(term):
                self._mark(table, new)
        return new

    @staticmethod
    def _mark(table: dict[int, z3.ExprRef], t: z3.ExprRef) -> z3.ExprRef:
        table[t.get_id()] = t
        return t

    def _is_canonical(self, t: z3.ExprRef, fmt: IEEEFormat) -> bool:
        """`t` is `nan(fmt)` whenever it is a NaN: an `add`/`mul` result, a
        term marked never -0.0, or a literal (a NaN literal only `nan`)."""
        hit = self._canonical.get(t.get_id())
        if hit is not None and hit.eq(t):
            return True
        if z3.is_bv_value(t) or z3.is_fp_value(t):
            return t.eq(self.nan(fmt)) or z3.is_false(z3.simplify(self.is_nan(t, fmt)))
        hit = self._never_negative_zero.get(t.get_id())
        return hit is not None and hit.eq(t)

    @abstractmethod
    def add_terms(self, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef:
        """The encoding of `x + y`, which must return the domain's NaN
        (`nan`) for every NaN result (so `x + 0.0` is `x` for a marked x)."""

    def mark_never_negative_zero(self, t: z3.ExprRef) -> z3.ExprRef:
        """Record that the value `t` is never -0.0, under every
        interpretation of the UFs, and is `nan(fmt)` when it is a NaN:
        then `add_terms(t, +0.0)` equals `t`.  Callers promise both."""
        self._never_negative_zero[t.get_id()] = t
        return t

    def never_negative_zero(self, t: z3.ExprRef, fmt: IEEEFormat) -> bool:
        """`t` is marked, or a literal that is neither -0.0 nor a NaN other
        than `nan(fmt)`."""
        hit = self._never_negative_zero.get(t.get_id())
        if hit is not None and hit.eq(t):
            return True
        if not (z3.is_bv_value(t) or z3.is_fp_value(t)):
            return False
        return self.literal_not_negative_zero(t, fmt) and self._is_canonical(t, fmt)

    def literal_not_negative_zero(self, t: z3.ExprRef, fmt: IEEEFormat) -> bool:
        """`t` is a literal whose value is not -0.0 (decided by value, not
        by spelling: two literals may spell one value)."""
        if not (z3.is_bv_value(t) or z3.is_fp_value(t)):
            return False
        return z3.is_false(z3.simplify(t == self.constant(-0.0, fmt)))

    def sub(self, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef:
        """IEEE subtraction is exactly addition of the negation (signed zeros
        and NaNs included), so it needs no encoding of its own."""
        return self.add(x, self.neg(y, fmt), fmt)


    @abstractmethod
    def div(self, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef: ...

    @abstractmethod
    def rem(self, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef:
        """`arith.remf`: C's fmod (the result has the sign of x), not IEEE's
        remainder."""

    @abstractmethod
    def fma(self, a: z3.ExprRef, b: z3.ExprRef, c: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef:
        """`a * b + c` with a single rounding."""

    @abstractmethod
    def pow(self, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef: ...

    @abstractmethod
    def cast(self, x: z3.ExprRef, src: IEEEFormat, dst: IEEEFormat) -> z3.ExprRef:
        """extf / truncf (round to nearest even)."""

    @abstractmethod
    def int_to_fp(self, v: z3.BitVecRef, signed: bool, dst: IEEEFormat) -> z3.ExprRef: ...

    @abstractmethod
    def fp_to_int(
        self, x: z3.ExprRef, signed: bool, width: int, src: IEEEFormat
    ) -> tuple[z3.BitVecRef, z3.BoolRef]:
        """Round toward zero; returns (value, poison): NaN, infinities and
        out-of-range values give poison, as in LLVM's fptosi/fptoui."""

    @abstractmethod
    def math_function(self, fn: str, x: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef:
        """A unary `math` function: exact where the encoding can be, else an
        uninterpreted function with the special values of `math_pins`."""

    # ----- derived, written once for both encodings --------------------------

    def nan(self, fmt: IEEEFormat) -> z3.ExprRef:
        return self.constant(float("nan"), fmt)

    def cmp(self, pred: str, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.BoolRef:
        """`arith.cmpf` / `tv.fcmp`: all 16 predicates, NaN unordered."""
        if pred == "false":
            return z3.BoolVal(False)
        if pred == "true":
            return z3.BoolVal(True)
        ordered_pred, rel = CMPF_PREDICATES[pred]
        unordered = or_(self.is_nan(x, fmt), self.is_nan(y, fmt))
        if rel is None:
            return not_(unordered) if ordered_pred else unordered
        holds = self.relation(rel, x, y, fmt)
        if ordered_pred:
            return and_(not_(unordered), holds)
        return or_(unordered, holds)

    def _pick(self, x, y, fmt, want_max: bool, propagate_nan: bool, choice=None) -> z3.ExprRef:
        """The four min/max flavours of IEEE 754-2019 section 9.6.  `maximumf`
        / `minimumf` propagate NaN and order -0 < +0; `maxnumf` / `minnumf`
        return the other operand for one NaN, and for {+0, -0} "either" (a
        fixed unknown choice, see the module docstring)."""
        x_wins = self.relation("gt" if want_max else "lt", x, y, fmt)
        y_wins = self.relation("lt" if want_max else "gt", x, y, fmt)
        if propagate_nan:
            # Equal operands: the same value, or two zeros where the sign
            # decides (max prefers +0, min prefers -0).
            x_neg = self.is_negative(x, fmt)
            tie = ite(x_neg, y, x) if want_max else ite(x_neg, x, y)
        else:
            # {+0, -0}: a choice of sign, the same whatever the operand order.
            # `choice` (a per-execution choice of the caller) overrides it.
            kind = "maxnum" if want_max else "minnum"
            neg = self._choice(kind, fmt)() if choice is None else choice
            zero = ite(neg, self.constant(-0.0, fmt), self.constant(0.0, fmt))
            tie = ite(self.is_negative(x, fmt) == self.is_negative(y, fmt), x, zero)
        picked = ite(x_wins, x, ite(y_wins, y, tie))
        x_nan, y_nan = self.is_nan(x, fmt), self.is_nan(y, fmt)
        if propagate_nan:
            return ite(or_(x_nan, y_nan), self.nan(fmt), picked)
        return ite(x_nan, y, ite(y_nan, x, picked))

    def maximum(self, x, y, fmt):
        return self._pick(x, y, fmt, want_max=True, propagate_nan=True)

    def minimum(self, x, y, fmt):
        return self._pick(x, y, fmt, want_max=False, propagate_nan=True)

    def maxnum(self, x, y, fmt, choice=None):
        return self._pick(x, y, fmt, want_max=True, propagate_nan=False, choice=choice)

    def minnum(self, x, y, fmt, choice=None):
        return self._pick(x, y, fmt, want_max=False, propagate_nan=False, choice=choice)

    def copysign(self, x: z3.ExprRef, y: z3.ExprRef, fmt: IEEEFormat) -> z3.ExprRef:
        """`|x|` with the sign of `y`; the sign of a NaN `y` is a choice."""
        y_neg = ite(
            self.is_nan(y, fmt),
            self._choice("copysign_nan", fmt, [self.sort(fmt)])(x),
            self.is_negative(y, fmt),
        )
        magnitude = self.abs(x, fmt)
        return ite(y_neg, self.neg(magnitude, fmt), magnitude)

    def with_zero_sign_choice(
        self, kind: str, r: z3.ExprRef, args: Sequence[z3.ExprRef], fmt: IEEEFormat, commutative: bool
    ) -> z3.ExprRef:
        """`nsz`: a zero result may have either sign.  The sign is a choice
        over the operands (symmetric for a commutative op, so that swapping
        its operands stays a refinement)."""
        choice = self._choice("nsz_" + kind, fmt, [self.sort(fmt)] * len(args))
        negative = choice(*args)
        if commutative:
            negative = and_(negative, choice(*reversed(args)))
        return self.zero_with_sign(r, negative, fmt)

    def zero_with_sign(self, r: z3.ExprRef, negative: z3.BoolRef, fmt: IEEEFormat) -> z3.ExprRef:
        """`r`, except that a zero `r` is -0.0 if `negative`, else +0.0."""
        zero = ite(negative, self.constant(-0.0, fmt), self.constant(0.0, fmt))
        return ite(self.is_zero(r, fmt), zero, r)

    def _choice(self, kind: str, fmt: IEEEFormat, domain: Sequence[z3.SortRef] = ()) -> z3.FuncDeclRef:
        key = (kind, fmt.name)
        decl = self._choices.get(key)
        if decl is None:
            decl = z3.Function(f"{self.name}.choice.{kind}.{fmt.name}", *domain, z3.BoolSort())
            self._choices[key] = decl
        return decl

    def pinned(self, fn: str, x: z3.ExprRef, fmt: IEEEFormat, otherwise: z3.ExprRef) -> z3.ExprRef:
        """`otherwise`, except on the special values `math_pins` fixes for
        `fn` (IEEE-754 / C99 Annex F facts, e.g. exp(-inf) = +0)."""
        result = otherwise
        for condition, value in reversed(math_pins.PINS.get(fn, ())):
            result = ite(condition(self, x, fmt), value(self, x, fmt), result)
        return result
