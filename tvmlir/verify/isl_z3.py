"""isl objects as z3 terms: parameters become integer skolem constants.

Value obligations are quantifier-free z3 queries over skolem constants for
the sizes, loop indices and thread ids (DIGEST section B, "Python mapping"):
`guard /\\ computed != prophecy` must be unsatisfiable.  The guard and the
indices come from isl, so they are converted here, exactly: constraints are
affine with integer coefficients over parameters and integer divisions
`floor(e / d)` by positive constants (isl's local variables).

Why mathematical integers and not 64-bit bit-vectors: isl reasons on
unbounded integers, and its guards only mean the same thing in z3 if z3
uses the same arithmetic.  Translated to 64-bit words, `0 <= i < N` (isl:
`N - 1 - i >= 0`) holds for `N = -2^63, i = 0` by wrap-around, and z3 finds
such models first: every value obligation "failed" on an impossible size.
With integers the query is exactly the Presburger condition isl computed,
and SMT division by a positive constant is floor division, like isl's.
Indices become 64-bit words (MLIR's `index`) only where lowered code uses an
index as *data*; `as_index_word` does that conversion.
"""

from __future__ import annotations

import islpy as isl
import z3

from tvmlir.affine.space import D

INDEX_SORT = z3.IntSort()


def bv(value: int) -> z3.ArithRef:
    """An index constant (historical name: indices were words once)."""
    return z3.IntVal(value)


def floor_div(n: z3.ArithRef, d: int) -> z3.ArithRef:
    """`floor(n / d)` for a positive constant `d` (SMT-LIB `div` is
    Euclidean, which is floor division for a positive divisor)."""
    return n if d == 1 else n / z3.IntVal(d)


def as_index_word(n: z3.ArithRef, bits: int = 64) -> z3.BitVecRef:
    """An index used as a data value of type `index` (64-bit word)."""
    return z3.Int2BV(n, bits)


class IslToZ3:
    """Converter sharing one skolem constant per parameter name."""

    def __init__(self) -> None:
        self.skolems: dict[str, z3.ArithRef] = {}

    def param(self, name: str) -> z3.ArithRef:
        found = self.skolems.get(name)
        if found is None:
            found = self.skolems[name] = z3.Int(name)
        return found

    # --- affine expressions -----------------------------------------------

    def aff(self, aff: isl.Aff, dims: list[z3.ArithRef] | None = None) -> z3.ArithRef:
        """An integer-valued affine expression (after its divisions).  isl
        may write one with rational coefficients, `((12 t - 3 u + i) mod 39)
        / 13`, where its domain makes the numerator a multiple of the
        denominator (every piece of a map between integer tuples is
        integer-valued on its domain): the floor division is then exact
        there, and the value is only read there (a heap piece under its
        guard, a pw_aff piece under its set)."""
        num, den = self._numerator(aff, dims or [], {})
        return floor_div(num, den) if den != 1 else num

    def _numerator(
        self, aff: isl.Aff, dims: list[z3.ArithRef], divs: dict[int, z3.ArithRef]
    ) -> tuple[z3.ArithRef, int]:
        """`aff` as `(numerator, denominator)` with an integer numerator."""
        den = aff.get_denominator_val().to_python()
        terms: list[z3.ArithRef] = []

        def scaled(val: isl.Val) -> int:
            # coefficient * den is an integer by definition of den.
            num = val.get_num_si()
            vden = val.get_den_val().to_python()
            return num * (den // vden)

        c = scaled(aff.get_constant_val())
        for k in range(aff.dim(D.param)):
            coef = scaled(aff.get_coefficient_val(D.param, k))
            if coef:
                terms.append(bv(coef) * self.param(aff.get_dim_name(D.param, k)))
        for k in range(aff.dim(D.in_)):
            coef = scaled(aff.get_coefficient_val(D.in_, k))
            if coef:
                terms.append(bv(coef) * dims[k])
        for k in range(aff.dim(D.div)):
            coef = scaled(aff.get_coefficient_val(D.div, k))
            if coef:
                terms.append(bv(coef) * self._div(aff, k, dims, divs))
        total = bv(c)
        for t in terms:
            total = total + t
        return total, den

    def _div(
        self, aff: isl.Aff, k: int, dims: list[z3.ArithRef], divs: dict[int, z3.ArithRef]
    ) -> z3.ArithRef:
        if k not in divs:
            inner = aff.get_div(k)
            num, den = self._numerator(inner, dims, divs)
            divs[k] = floor_div(num, den)
        return divs[k]

    # --- sets -------------------------------------------------------------

    def set(self, s: isl.Set, dims: list[z3.ArithRef] | None = None) -> z3.BoolRef:
        """A set over parameters (and optionally set dims bound to `dims`)."""
        s = s.compute_divs()
        disjuncts = []
        for bset in s.get_basic_sets():
            conj = []
            for c in bset.get_constraints():
                lhs = self.aff(c.get_aff(), dims)
                conj.append(lhs == bv(0) if c.is_equality() else lhs >= bv(0))
            disjuncts.append(z3.And(conj) if conj else z3.BoolVal(True))
        if not disjuncts:
            return z3.BoolVal(False)
        return disjuncts[0] if len(disjuncts) == 1 else z3.Or(disjuncts)

    def pw_aff(self, pa: isl.PwAff, default: z3.ArithRef | None = None) -> z3.ArithRef:
        """A piecewise affine value as an `ite` chain; outside its pieces
        the value is `default` (a fresh unconstrained constant if None)."""
        pieces = pa.get_pieces()
        result = default if default is not None else z3.FreshConst(INDEX_SORT, "undef")
        for guard, aff in reversed(pieces):
            result = z3.If(self.set(guard), self.aff(aff), result)
        return result
