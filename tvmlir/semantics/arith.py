"""`arith` ops as z3 terms: the table `ARITH` (op name -> encoder).

Integers are bit-vectors in two's complement.  Poison and UB follow MLIR's
LangRef (which follows LLVM):

* poison propagates through every op except `select`, which only passes on
  the poison of its condition and of the operand it picks;
* `nsw` / `nuw` on addi, subi, muli, shli make signed / unsigned overflow
  poison; a shift amount >= the bit width is poison;
* division and remainder by zero, and signed INT_MIN / -1, are immediate
  UB; so is a poison divisor (it may be zero), and a poison dividend with a
  -1 divisor (it may be INT_MIN);
* fptosi / fptoui of NaN, infinities or out-of-range values are poison.

Floats go to the `FPModel` (`sem.fp`).  Fast-math flags: `nnan` and `ninf`
make a NaN / infinite operand or result poison (as in LLVM: ignoring them
would let a target that adds them pass); `nsz` lets a zero result take
either sign (a choice, see `fp.model`); `reassoc`, `contract`, `arcp` and
`afn` license rewrites of *several* ops, not another value for this one,
and are ignored: validating a reassociation goes through `tv.fsum`.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import FloatAttr, IntegerAttr

from tvmlir.semantics.encoding import (
    Unsupported,
    any_poison,
    float_format,
    int_width,
    operand_format,
    result_format,
)
from tvmlir.semantics.fp.formats import round_to
from tvmlir.semantics.fp.terms import and_, ite, not_, or_
from tvmlir.semantics.fp.uninterpret import ARITHMETIC_OPS

TRUE1 = z3.BitVecVal(1, 1)
FALSE1 = z3.BitVecVal(0, 1)


def _attr(op, name):
    """A property, or the same-named attribute of a generically parsed op."""
    value = op.properties.get(name)
    return op.attributes.get(name) if value is None else value


ALL_FASTMATH = frozenset({"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"})


def _flags(op, name) -> frozenset[str]:
    """The flags of attribute `name`: an `arith` flags attribute, or the
    `llvm` dialect's (read generically: `#llvm.overflow<nsw, nuw>`,
    `#llvm.fastmath<fast>`, its fast-math property named `fastmathFlags`)."""
    from xdsl.dialects.builtin import UnregisteredAttr

    attr = _attr(op, name)
    if attr is None and name == "fastmath":
        attr = _attr(op, "fastmathFlags")
    if attr is None:
        return frozenset()
    if isinstance(attr, UnregisteredAttr):
        words = {w.strip() for w in attr.value.data.split(",")} - {"none", ""}
        return ALL_FASTMATH | (words - {"fast"}) if "fast" in words else frozenset(words)
    return frozenset(str(f) for f in attr.data)


def fastmath_flags(op) -> frozenset[str]:
    """The op's fast-math flags (none for an op without the property;
    xDSL expands `fast` into all seven)."""
    return _flags(op, "fastmath")


def overflow_flags(op) -> list[str]:
    """The op's integer overflow flags (`nsw`, `nuw`), sorted; none for an
    op without the property."""
    return sorted(_flags(op, "overflowFlags"))


LICENSING_FASTMATH = ("contract", "afn", "reassoc", "arcp")
"""Flags that license later rewrites of several ops (FMA fusion,
approximation, regrouping, reciprocals) rather than another value for one
op: not modelled, so both tools refuse a target that adds one
(design-notes 5.1 and 8)."""


def bool_to_bv(b: z3.BoolRef) -> z3.BitVecRef:
    return ite(b, TRUE1, FALSE1)


# ----- integers ------------------------------------------------------------------


def _pure(fn):
    """An op without UB whose result is poison iff an operand is."""

    def encode(sem, op, args, poison):
        return [fn(*args)], [any_poison(*poison)], None

    return encode


def _overflowing(fn, signed_ok, unsigned_ok):
    """addi / subi / muli: `nsw` (`nuw`) makes signed (unsigned) overflow
    poison; `signed_ok(a, b)` holds when there is none."""

    def encode(sem, op, args, poison):
        a, b = args
        flags = _flags(op, "overflowFlags")
        p = any_poison(*poison)
        if "nsw" in flags:
            p = any_poison(p, not_(signed_ok(a, b)))
        if "nuw" in flags:
            p = any_poison(p, not_(unsigned_ok(a, b)))
        return [fn(a, b)], [p], None

    return encode


def _shift(fn, is_left=False):
    def encode(sem, op, args, poison):
        a, b = args
        r = fn(a, b)
        p = any_poison(*poison, z3.UGE(b, a.size()))
        if is_left:
            flags = _flags(op, "overflowFlags")
            if "nsw" in flags:
                p = any_poison(p, (r >> b) != a)
            if "nuw" in flags:
                p = any_poison(p, z3.LShR(r, b) != a)
        return [r], [p], None

    return encode


def _division(fn, signed, overflow_ub=True):
    """Division and remainder: UB for a zero (or poison) divisor and, when
    signed, for INT_MIN / -1 (or a poison dividend over -1).  `remsi`
    (`overflow_ub=False`) is UB for a zero divisor only, as MLIR 19's
    ArithOps.td says (divsi names the overflow, remsi does not) and its
    folder computes (APInt srem: INT_MIN % -1 = 0).  Attack round 10: with
    that UB a source's remsi was undefined at (INT_MIN, -1), and a target
    wrong only there verified."""

    def encode(sem, op, args, poison):
        a, b = args
        pa, pb = poison
        ub = [b == 0]
        if pb is not None:
            ub.append(pb)
        if signed and overflow_ub:
            at_min = a == z3.BitVecVal(1 << (a.size() - 1), a.size())
            ub.append(and_(any_poison(at_min, pa), b == -1))
        return [fn(a, b)], [pa], or_(*ub)

    return encode


def _ceildivsi(a, b):
    q, r = a / b, z3.SRem(a, b)
    return ite(and_(r != 0, (a < 0) == (b < 0)), q + 1, q)


def _floordivsi(a, b):
    q, r = a / b, z3.SRem(a, b)
    return ite(and_(r != 0, (a < 0) != (b < 0)), q - 1, q)


def _ceildivui(a, b):
    return ite(a == 0, z3.BitVecVal(0, a.size()), z3.UDiv(a - 1, b) + 1)


CMPI = {
    0: lambda a, b: a == b,
    1: lambda a, b: a != b,
    2: lambda a, b: a < b,
    3: lambda a, b: a <= b,
    4: lambda a, b: a > b,
    5: lambda a, b: a >= b,
    6: z3.ULT,
    7: z3.ULE,
    8: z3.UGT,
    9: z3.UGE,
}


def _cmpi(sem, op, args, poison):
    return [bool_to_bv(CMPI[_attr(op, "predicate").value.data](*args))], [any_poison(*poison)], None


def _select(sem, op, args, poison):
    c, t, f = args
    pc, pt, pf = poison
    cond = c == TRUE1
    picked = None
    if pt is not None or pf is not None:
        no = z3.BoolVal(False)
        picked = ite(cond, no if pt is None else pt, no if pf is None else pf)
    return [ite(cond, t, f)], [any_poison(pc, picked)], None


def _resize(kind):
    """extsi, extui, trunci, index_cast (sign-extends or truncates),
    index_castui (zero-extends or truncates)."""

    def encode(sem, op, args, poison):
        (a,) = args
        src = int_width(op, op.operands[0].type, sem.index_width)
        dst = int_width(op, op.results[0].type, sem.index_width)
        if dst < src:
            r = z3.Extract(dst - 1, 0, a)
        elif dst == src:
            r = a
        else:
            r = z3.SignExt(dst - src, a) if kind == "signed" else z3.ZeroExt(dst - src, a)
        return [r], [any_poison(*poison)], None

    return encode


def _extended(signed, multiply):
    """addui_extended (sum, carry), mului/mulsi_extended (low, high)."""

    def encode(sem, op, args, poison):
        a, b = args
        w = a.size()
        p = any_poison(*poison)
        if not multiply:
            return [a + b, bool_to_bv(not_(z3.BVAddNoOverflow(a, b, False)))], [p, p], None
        ext = z3.SignExt if signed else z3.ZeroExt
        full = ext(w, a) * ext(w, b)
        return [z3.Extract(w - 1, 0, full), z3.Extract(2 * w - 1, w, full)], [p, p], None

    return encode


def _constant(sem, op, args, poison):
    value = _attr(op, "value")
    t = op.results[0].type
    if isinstance(value, IntegerAttr):
        w = int_width(op, t, sem.index_width)
        return [z3.BitVecVal(value.value.data & ((1 << w) - 1), w)], [None], None
    if isinstance(value, FloatAttr):
        fmt = float_format(op, t)
        return [sem.fp.constant(round_to(value.value.data, fmt), fmt)], [None], None
    raise Unsupported(op, "only scalar integer, index and float constants are scalar semantics")


# ----- floats ----------------------------------------------------------------------


_MODELLED_FASTMATH = frozenset({"nnan", "ninf", "nsz"})


def fastmath(sem, op, fmt, args, result, p, kind, commutative=False):
    """Apply `nsz`, `nnan`, `ninf` (see the module docstring) to the float
    result `result` of `op`."""
    flags = _flags(op, "fastmath") & _MODELLED_FASTMATH
    if not flags:
        return [result], [p], None
    if "nsz" in flags:
        result = sem.zero_sign_choice(kind, result, args, fmt, commutative)
    return [result], [_non_finite_poison(sem.fp, flags, fmt, [*args, result], p)], None


def _non_finite_poison(fp, flags, fmt, values, p):
    bad = []
    for v in values:
        if "nnan" in flags:
            bad.append(fp.is_nan(v, fmt))
        if "ninf" in flags:
            bad.append(fp.is_inf(v, fmt))
    return any_poison(p, or_(*bad)) if bad else p


def float_op(method, commutative=False):
    """A float op that maps to one `FPModel` method on its operands."""

    def encode(sem, op, args, poison):
        fmt = result_format(op)
        r = getattr(sem.fp, method)(*args, fmt)
        return fastmath(sem, op, fmt, args, r, any_poison(*poison), method, commutative)

    return encode


def _num_pick(method):
    """`maxnumf` / `minnumf`: of +0.0 and -0.0 either is returned (LangRef,
    IEEE 754-2008 maxNum): a fresh choice per execution where the caller
    makes choices (tv-check: the source may return either, a target that
    returns either refines it), else the fixed choice of `FPModel._pick`."""

    def encode(sem, op, args, poison):
        fmt = result_format(op)
        choose = sem._choose  # noqa: SLF001 (the choice hook of ScalarSemantics.encode)
        r = getattr(sem.fp, method)(*args, fmt, choice=choose(method) if choose is not None else None)
        return fastmath(sem, op, fmt, args, r, any_poison(*poison), method, True)

    return encode


def _cmpf(sem, op, args, poison):
    # Imported here: xDSL's arith dialect costs a tenth of tv-check's
    # start-up, and an input with an arith.cmpf has loaded it already.
    from xdsl.dialects.arith import CMPF_COMPARISON_OPERATIONS

    fmt = operand_format(op)
    pred = CMPF_COMPARISON_OPERATIONS[_attr(op, "predicate").value.data]
    flags = _flags(op, "fastmath") & _MODELLED_FASTMATH
    p = _non_finite_poison(sem.fp, flags, fmt, args, any_poison(*poison))
    return [bool_to_bv(sem.fp.cmp(pred, *args, fmt))], [p], None


def _fcast(sem, op, args, poison):
    mode = _attr(op, "roundingmode")
    if mode is not None and getattr(getattr(mode, "value", None), "data", None) != 0:  # 0: to_nearest_even
        raise Unsupported(op, "only the default rounding (to nearest even) is modelled")
    src, dst = operand_format(op), result_format(op)
    flags = _flags(op, "fastmath") & _MODELLED_FASTMATH
    if "nsz" in flags:
        raise Unsupported(op, "nsz on a float cast is not modelled")
    r = sem.fp.cast(args[0], src, dst)
    p = _non_finite_poison(sem.fp, flags, src, [args[0]], any_poison(*poison))
    return [r], [_non_finite_poison(sem.fp, flags, dst, [r], p)], None


def _int_to_fp(signed):
    def encode(sem, op, args, poison):
        return [sem.fp.int_to_fp(args[0], signed, result_format(op))], [any_poison(*poison)], None

    return encode


def _fp_to_int(signed):
    def encode(sem, op, args, poison):
        w = int_width(op, op.results[0].type, sem.index_width)
        value, bad = sem.fp.fp_to_int(args[0], signed, w, operand_format(op))
        return [value], [any_poison(*poison, bad)], None

    return encode


def _bitcast(sem, op, args, poison):
    """`arith.bitcast`: the same bits read as another type of their width.

    Between integers, the identity.  Integer to float: z3's `fpBVToFP`,
    exact except that every NaN pattern becomes z3's one NaN (a float's
    payload is not observable as a float: `FPModel.same`).  Float to
    integer: `fpToIEEEBV` for every non-NaN value; a NaN's bits (sign,
    quiet bit, payload) are not in the float term, so `_bits_of` rebuilds
    them from the term: exact where LLVM defines them (a float read from
    bits, an input, `fneg`/`fabs`/`select`), LLVM's set of allowed NaNs for
    an arithmetic op (`_arith_nan_bits`: angelic in the source, free in the
    target), and a fresh free choice of a NaN pattern on both sides
    elsewhere (`ScalarSemantics.free_choice`: demonic even in the source,
    since an angelic "any NaN pattern" would let the source match a target
    whose real source cannot; sound, a false alarm where such bits reach an
    integer on both sides)."""
    (a,) = args
    src_t, dst_t = op.operands[0].type, op.results[0].type
    src_f, dst_f = sem.float_format(_element(src_t)), sem.float_format(_element(dst_t))
    if src_f is None and dst_f is None:
        return [a], [poison[0]], None
    if src_f is not None and dst_f is not None:
        if src_f == dst_f:
            return [a], [poison[0]], None
        raise Unsupported(op, "a bitcast between two float types")
    if sem.fp.name != "ieee":
        from tvmlir.semantics.encoding import NeedsExactFloats

        raise NeedsExactFloats(op, "float bits need exact IEEE floats (--fp=ieee)")
    if dst_f is not None:
        return [z3.fpBVToFP(a, sem.fp.sort(dst_f))], [poison[0]], None
    width = src_f.exponent_bits + src_f.significand_bits + 1
    bits = _bits_of(a, src_f, width, sem)
    if bits is not None:
        return [bits], [poison[0]], None
    chosen = sem.free_choice("nan_bits", z3.BitVecSort(width))
    if chosen is None:
        raise Unsupported(op, "a NaN's bits are a choice per execution, which this check does not make")
    return [_bits_or_nan(a, src_f, width, chosen)], [poison[0]], None


def _element(t):
    return t.get_element_type() if hasattr(t, "get_element_type") else t


def _bits_or_nan(x, fmt, width, nan_bits):
    """`x`'s bits: `fpToIEEEBV` unless `x` is a NaN, then `nan_bits` if
    that is a NaN pattern of `fmt`, else the quiet NaN."""
    exponent = z3.Extract(width - 2, fmt.significand_bits, nan_bits)
    mantissa = z3.Extract(fmt.significand_bits - 1, 0, nan_bits)
    is_nan_pattern = and_(exponent == z3.BitVecVal(-1, fmt.exponent_bits),
                          mantissa != z3.BitVecVal(0, fmt.significand_bits))  # fmt: skip
    quiet_nan = z3.simplify(z3.fpToIEEEBV(z3.fpNaN(x.sort())))
    return ite(z3.fpIsNaN(x), ite(is_nan_pattern, nan_bits, quiet_nan), z3.fpToIEEEBV(x))


def _bits_of(x, fmt, width, sem=None):
    """The bits of the float term `x`, where the term determines them or
    LLVM bounds them (else None): a float read from bits (`fpBVToFP(b)`, an
    integer-to-float bitcast: `b`); an input (a function argument, or an
    element of one: an uninterpreted constant, or a select from one), whose
    NaN payload is part of the input, a bit-vector shared by both sides; a
    float constant that is not a NaN; the ops LLVM defines bitwise (`fneg`
    flips the sign bit, `fabs` clears it, `select` picks), recursively; and,
    with `sem` making choices, the arithmetic ops whose NaN LLVM's rule
    bounds (`_arith_nan_bits`)."""
    if not z3.is_app(x):
        return None
    kind = x.decl().kind()
    if kind == z3.Z3_OP_FPA_TO_FP and x.num_args() == 1 and z3.is_bv(x.arg(0)):
        return x.arg(0)
    if z3.is_fp_value(x):
        return None if x.isNaN() else z3.simplify(z3.fpToIEEEBV(x))
    sign = z3.BitVecVal(1 << (width - 1), width)
    if kind == z3.Z3_OP_FPA_NEG:
        inner = _bits_of(x.arg(0), fmt, width, sem)
        return None if inner is None else inner ^ sign
    if kind == z3.Z3_OP_FPA_ABS:
        inner = _bits_of(x.arg(0), fmt, width, sem)
        return None if inner is None else inner & ~sign
    if kind == z3.Z3_OP_ITE:
        a, b = _bits_of(x.arg(1), fmt, width, sem), _bits_of(x.arg(2), fmt, width, sem)
        return None if a is None or b is None else ite(x.arg(0), a, b)
    if kind in _NAN_PROPAGATING and sem is not None:
        return _arith_nan_bits(x, fmt, width, sem)
    payload = _input_payload(x, width)
    return None if payload is None else _bits_or_nan(x, fmt, width, payload)


# The z3 float ops LLVM's NaN rule covers (`fadd`, `fsub`, `fmul`, `fdiv`,
# `frem`, `llvm.fma`, `llvm.sqrt`, the rounding intrinsics): z3's rounded
# arithmetic, whose float operands are the LLVM operands.
_NAN_PROPAGATING = ARITHMETIC_OPS


_NO_EXTRA_NANS = (
    "a NaN made by float arithmetic has LLVM's NaN bits without target-specific extra payloads "
    "(a quiet NaN with zero payload or an operand NaN's payload, quieted or not, any sign; as on x86 and ARM)"
)


def _arith_nan_bits(x, fmt, width, sem):
    """The bits of the arithmetic result `x`: `fpToIEEEBV` unless it is a
    NaN, then one of the NaNs LLVM's LangRef ("Behavior of Floating-Point
    NaN values") allows: a non-deterministic sign, and as quiet bit and
    payload (1) the preferred NaN (quiet bit set, payload zero), (2) a NaN
    operand's payload with the quiet bit set, or (3) a NaN operand's quiet
    bit and payload unchanged.  The fourth, target-specific "extra"
    payloads, is empty on x86 and ARM and left out (an assumption: with
    extras both sides could return more NaNs).  Hence the result is quiet
    unless an operand is a signaling NaN, and an operation on non-NaN
    operands (`0 * inf`) returns the preferred NaN with either sign.

    The choice (a sign bit and the option's number) is
    `ScalarSemantics.keyed_choice`: angelic in the source as a function of
    the operands' bits (one execution seen by two bitcasts chooses once),
    free in the target.  None when an operand's bits are not known."""
    operands = [x.arg(k) for k in range(x.num_args()) if z3.is_fp(x.arg(k))]
    bits = [_bits_of(o, fmt, width, sem) for o in operands]
    if not operands or any(b is None for b in bits):
        return None
    m = fmt.significand_bits
    options = 1 + 2 * len(operands)
    index_bits = max(1, (options - 1).bit_length())
    choice = sem.keyed_choice(f"nan_bits.{x.decl().name()}", z3.BitVecSort(1 + index_bits), bits, _NO_EXTRA_NANS)
    if choice is None:
        return None
    which = z3.Extract(index_bits, 1, choice)
    quiet = z3.BitVecVal(1 << (m - 1), m)
    mantissa = quiet  # (1): the preferred NaN
    for k, (o, b) in enumerate(zip(operands, bits)):
        payload = z3.Extract(m - 1, 0, b)
        mantissa = ite(and_(which == 1 + 2 * k, z3.fpIsNaN(o)), payload | quiet, mantissa)  # (2)
        mantissa = ite(and_(which == 2 + 2 * k, z3.fpIsNaN(o)), payload, mantissa)  # (3)
    nan = z3.Concat(z3.Extract(0, 0, choice), z3.BitVecVal(-1, fmt.exponent_bits), mantissa)
    return ite(z3.fpIsNaN(x), nan, z3.fpToIEEEBV(x))


def _input_payload(x, width):
    """The bits of a NaN input `x` (see `_bits_of`), or None if `x` is not an
    input: named after the input, so both sides read the same."""
    if x.decl().kind() == z3.Z3_OP_UNINTERPRETED and x.num_args() == 0:
        return z3.BitVec(f"nan_payload_{_plain(x.decl().name())}", width)
    if x.decl().kind() == z3.Z3_OP_SELECT:
        arr = x.arg(0)
        if z3.is_app(arr) and arr.decl().kind() == z3.Z3_OP_UNINTERPRETED and arr.num_args() == 0:
            sorts = [x.arg(k).sort() for k in range(1, x.num_args())]
            table = z3.Array(f"nan_payload_{_plain(arr.decl().name())}", *sorts, z3.BitVecSort(width))
            return z3.Select(table, *[x.arg(k) for k in range(1, x.num_args())])
    return None


def _plain(name: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in name)


ARITH = {
    "arith.constant": _constant,
    "arith.addi": _overflowing(
        lambda a, b: a + b,
        lambda a, b: and_(z3.BVAddNoOverflow(a, b, True), z3.BVAddNoUnderflow(a, b)),
        lambda a, b: z3.BVAddNoOverflow(a, b, False),
    ),
    "arith.subi": _overflowing(
        lambda a, b: a - b,
        lambda a, b: and_(z3.BVSubNoOverflow(a, b), z3.BVSubNoUnderflow(a, b, True)),
        lambda a, b: z3.BVSubNoUnderflow(a, b, False),
    ),
    "arith.muli": _overflowing(
        lambda a, b: a * b,
        lambda a, b: and_(z3.BVMulNoOverflow(a, b, True), z3.BVMulNoUnderflow(a, b)),
        lambda a, b: z3.BVMulNoOverflow(a, b, False),
    ),
    "arith.divui": _division(z3.UDiv, signed=False),
    "arith.divsi": _division(lambda a, b: a / b, signed=True),
    "arith.remui": _division(z3.URem, signed=False),
    "arith.remsi": _division(z3.SRem, signed=True, overflow_ub=False),
    "arith.ceildivui": _division(_ceildivui, signed=False),
    "arith.ceildivsi": _division(_ceildivsi, signed=True),
    "arith.floordivsi": _division(_floordivsi, signed=True),
    "arith.andi": _pure(lambda a, b: a & b),
    "arith.ori": _pure(lambda a, b: a | b),
    "arith.xori": _pure(lambda a, b: a ^ b),
    "arith.shli": _shift(lambda a, b: a << b, is_left=True),
    "arith.shrui": _shift(z3.LShR),
    "arith.shrsi": _shift(lambda a, b: a >> b),
    "arith.minsi": _pure(lambda a, b: ite(a < b, a, b)),
    "arith.maxsi": _pure(lambda a, b: ite(a > b, a, b)),
    "arith.minui": _pure(lambda a, b: ite(z3.ULT(a, b), a, b)),
    "arith.maxui": _pure(lambda a, b: ite(z3.UGT(a, b), a, b)),
    "arith.cmpi": _cmpi,
    "arith.select": _select,
    "arith.extsi": _resize("signed"),
    "arith.extui": _resize("unsigned"),
    "arith.trunci": _resize("signed"),
    "arith.index_cast": _resize("signed"),
    "arith.index_castui": _resize("unsigned"),
    "arith.addui_extended": _extended(signed=False, multiply=False),
    "arith.mului_extended": _extended(signed=False, multiply=True),
    "arith.mulsi_extended": _extended(signed=True, multiply=True),
    "arith.addf": float_op("add", commutative=True),
    "arith.subf": float_op("sub"),
    "arith.mulf": float_op("mul", commutative=True),
    "arith.divf": float_op("div"),
    "arith.remf": float_op("rem"),
    "arith.negf": float_op("neg"),
    "arith.maximumf": float_op("maximum", commutative=True),
    "arith.minimumf": float_op("minimum", commutative=True),
    "arith.maxnumf": _num_pick("maxnum"),
    "arith.minnumf": _num_pick("minnum"),
    "arith.cmpf": _cmpf,
    "arith.extf": _fcast,
    "arith.truncf": _fcast,
    "arith.sitofp": _int_to_fp(signed=True),
    "arith.uitofp": _int_to_fp(signed=False),
    "arith.fptosi": _fp_to_int(signed=True),
    "arith.fptoui": _fp_to_int(signed=False),
    "arith.bitcast": _bitcast,
}
