"""`complex` ops as z3 terms: the table `COMPLEX` (op name -> encoder).

A `complex<fN>` value is a pair of floats of the float domain (`sem.fp`):
a z3 datatype `mk(re, im)` per float sort (`complex_sort`), so a complex
value goes wherever a scalar goes (function arguments, returns, tensor
elements) and refinement compares it part by part (`same`: +0 != -0, one
NaN).  One poison flag covers both parts.

The ops `-convert-complex-to-standard` expands, by what MLIR fixes:

* exact, part by part: `create`, `re`, `im`, `neg`, `conj`, `add`, `sub`,
  `eq` (both parts `oeq`), `neq` (either part `une`), `constant` (a
  `[re, im]` array);
* `mul`: the textbook product `(a*c - b*d, b*c + a*d)` wherever it is not
  NaN in both parts.  There MLIR's own lowerings differ: ComplexToStandard
  recomputes (C11 Annex G), ComplexToLLVM returns the textbook NaNs.  So
  the result there is a choice, angelic in the source (`keyed_choice`) and
  free in the target, printed as an assumption;
* unsupported (named): `div`, `abs` and the transcendental ops (`exp`,
  `log`, `sqrt`, `sin`, `pow`, `angle`, ...): their expansions (Smith's
  division, a scaled hypot, series) round differently from any formula
  tvmlir could state, so checking them against one would be a false alarm
  or a guess.

Fast-math flags: `nnan` / `ninf` make a NaN / infinite part of an operand
or of the result poison (arith's rule, part by part); the rewrite-licensing
flags (`contract`, ...) license the same flags on the ops the op expands to
(`refinement/assumptions.py`).
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import ArrayAttr, ComplexType, FloatAttr, ShapedType

from tvmlir.semantics.arith import _MODELLED_FASTMATH, bool_to_bv, fastmath_flags
from tvmlir.semantics.encoding import Unsupported, any_poison, float_format
from tvmlir.semantics.fp.formats import IEEEFormat, round_to
from tvmlir.semantics.fp.terms import and_, ite, or_

MUL_ASSUMPTION = (
    "complex.mul: where the textbook product is NaN in both parts, the result is left open "
    "(ComplexToStandard's C11 Annex G recovery and ComplexToLLVM's NaNs are both allowed)"
)


def element_format(op, t) -> IEEEFormat:
    """The float format of a `complex<fN>` (element) type."""
    t = t.get_element_type() if isinstance(t, ShapedType) else t
    if not isinstance(t, ComplexType):
        raise Unsupported(op, f"expected a complex type, got {t}")
    return float_format(op, t.element_type)


def complex_sort(fp_sort: z3.SortRef) -> z3.DatatypeSortRef:
    """The datatype of pairs of `fp_sort` (one per float sort)."""
    dt = z3.Datatype(f"complex<{fp_sort}>")
    dt.declare("mk", ("re", fp_sort), ("im", fp_sort))
    return dt.create()


def parts(x: z3.DatatypeRef) -> tuple[z3.ExprRef, z3.ExprRef]:
    s = x.sort()
    return z3.simplify(s.accessor(0, 0)(x)), z3.simplify(s.accessor(0, 1)(x))


def make(sort: z3.DatatypeSortRef, re: z3.ExprRef, im: z3.ExprRef) -> z3.DatatypeRef:
    return sort.constructor(0)(re, im)


def same(fp, x, y, fmt: IEEEFormat) -> z3.BoolRef:
    """Refinement's equality, part by part."""
    (xr, xi), (yr, yi) = parts(x), parts(y)
    return and_(fp.same(xr, yr, fmt), fp.same(xi, yi, fmt))


def describe(fp, model, term, fmt: IEEEFormat) -> str:
    re, im = parts(term)
    return f"({fp.describe(model, re, fmt)}, {fp.describe(model, im, fmt)})"


def _non_finite(sem, op, fmt, floats, p):
    """`nnan` / `ninf` on a complex op: a NaN / infinite part of an operand
    or the result is poison."""
    flags = fastmath_flags(op) & _MODELLED_FASTMATH
    if "nsz" in flags:
        raise Unsupported(op, "nsz on a complex op is not modelled")
    bad = []
    for v in floats:
        if "nnan" in flags:
            bad.append(sem.fp.is_nan(v, fmt))
        if "ninf" in flags:
            bad.append(sem.fp.is_inf(v, fmt))
    return any_poison(p, or_(*bad)) if bad else p


def _operand_format(op):
    return element_format(op, op.operands[0].type)


def _create(sem, op, args, poison):
    sort = sem.sort(op.results[0].type)
    return [make(sort, args[0], args[1])], [any_poison(*poison)], None


def _part(index):
    def encode(sem, op, args, poison):
        fmt = _operand_format(op)
        both = parts(args[0])
        r = both[index]
        return [r], [_non_finite(sem, op, fmt, [*both, r], any_poison(*poison))], None

    return encode


def _componentwise(fn):
    """An op whose result's parts are `fn(fp, fmt, operand parts...)`."""

    def encode(sem, op, args, poison):
        fmt = _operand_format(op)
        ps = [parts(a) for a in args]
        re, im = fn(sem.fp, fmt, *ps)
        floats = [x for pair in ps for x in pair] + [re, im]
        p = _non_finite(sem, op, fmt, floats, any_poison(*poison))
        return [make(sem.sort(op.results[0].type), re, im)], [p], None

    return encode


def _neg(fp, fmt, a):
    return fp.neg(a[0], fmt), fp.neg(a[1], fmt)


def _conj(fp, fmt, a):
    return a[0], fp.neg(a[1], fmt)


def _add(fp, fmt, a, b):
    return fp.add(a[0], b[0], fmt), fp.add(a[1], b[1], fmt)


def _sub(fp, fmt, a, b):
    return fp.sub(a[0], b[0], fmt), fp.sub(a[1], b[1], fmt)


def _mul(sem, op, args, poison):
    """The textbook product where it is not NaN in both parts; else a
    choice (see the module docstring)."""
    fmt = _operand_format(op)
    fp = sem.fp
    sort = sem.sort(op.results[0].type)
    (a, b), (c, d) = parts(args[0]), parts(args[1])
    re = fp.sub(fp.mul(a, c, fmt), fp.mul(b, d, fmt), fmt)
    im = fp.add(fp.mul(b, c, fmt), fp.mul(a, d, fmt), fmt)
    other = sem.keyed_choice("complex.mul", sort, args, assumption=MUL_ASSUMPTION)
    if other is None:
        raise Unsupported(op, "complex.mul needs a choice where its product is NaN in both parts")
    both_nan = and_(fp.is_nan(re, fmt), fp.is_nan(im, fmt))
    result = ite(both_nan, other, make(sort, re, im))
    r_re, r_im = parts(result)
    p = _non_finite(sem, op, fmt, [a, b, c, d, r_re, r_im], any_poison(*poison))
    return [result], [p], None


def _compare(equal: bool):
    def encode(sem, op, args, poison):
        fmt = _operand_format(op)
        (a, b), (c, d) = parts(args[0]), parts(args[1])
        if equal:
            r = and_(sem.fp.cmp("oeq", a, c, fmt), sem.fp.cmp("oeq", b, d, fmt))
        else:
            r = or_(sem.fp.cmp("une", a, c, fmt), sem.fp.cmp("une", b, d, fmt))
        return [bool_to_bv(r)], [any_poison(*poison)], None

    return encode


def _constant(sem, op, args, poison):
    value = op.properties.get("value") or op.attributes.get("value")
    if not isinstance(value, ArrayAttr) or len(value.data) != 2 or not all(isinstance(v, FloatAttr) for v in value.data):
        raise Unsupported(op, "a complex constant that is not a pair of floats")
    fmt = element_format(op, op.results[0].type)
    re, im = (sem.fp.constant(round_to(v.value.data, fmt), fmt) for v in value.data)
    return [make(sem.sort(op.results[0].type), re, im)], [None], None


def _unmodelled(why: str):
    def encode(sem, op, args, poison):
        raise Unsupported(op, why)

    return encode


_ROUNDING = "its expansion's rounding is the lowering's choice, not a formula tvmlir could state"

COMPLEX = {
    "complex.create": _create,
    "complex.re": _part(0),
    "complex.im": _part(1),
    "complex.neg": _componentwise(_neg),
    "complex.conj": _componentwise(_conj),
    "complex.add": _componentwise(_add),
    "complex.sub": _componentwise(_sub),
    "complex.mul": _mul,
    "complex.eq": _compare(True),
    "complex.neq": _compare(False),
    "complex.constant": _constant,
    **{
        f"complex.{name}": _unmodelled(f"complex.{name}: {_ROUNDING}")
        for name in ("div", "abs", "exp", "expm1", "log", "log1p", "sqrt", "rsqrt", "sin", "cos", "tan", "tanh",
                     "pow", "angle", "atan2", "sign", "bitcast")
    },
}
