"""Index arithmetic on 64-bit bit-vectors, folded in Python when constant.

Why fold here: tensors are encoded as functions of a flat (row-major)
index (`values.Tensor`), and most indices in real code are constants or
constant offsets of a loop variable.  Folding `2 * 4 + 3` to `11` in
Python keeps the terms the solver sees small and lets constant tensors
answer constant-index reads without any array term at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import z3

from tvmlir.semantics.encoding import INDEX_WIDTH
from tvmlir.semantics.fp.terms import and_

INDEX = z3.BitVecSort(INDEX_WIDTH)
_MASK = (1 << INDEX_WIDTH) - 1


@lru_cache(maxsize=4096)
def bv(n: int) -> z3.BitVecRef:
    """The index constant `n` (memoized: the semantics builds the same small
    constants over and over; the terms are immutable)."""
    return z3.BitVecVal(n & _MASK, INDEX_WIDTH)


def value(t: z3.ExprRef) -> int | None:
    """The unsigned value of a constant bit-vector term, else None."""
    if z3.is_bv_value(t):
        return t.as_long()
    return None


def add(a, b):
    va, vb = value(a), value(b)
    if va is not None and vb is not None:
        return bv(va + vb)
    if va == 0:
        return b
    if vb == 0:
        return a
    r = _recombine(a, b)
    if r is not None:
        return r
    if z3.is_app_of(a, z3.Z3_OP_BADD) and a.num_args() == 2:  # (p + q) + b, with q + b recombining
        r = _recombine(a.arg(1), b)
        if r is not None:
            return add(a.arg(0), r)
    return a + b


def _recombine(a, b):
    """`a + b` when it undoes an `unflatten`: the address of element
    `unflatten(x)` of a row-major view is `x` again.  Two exact rules:
    `(x / c) * c + x % c == x` (any `c`: at 0, SMT-LIB's `x / 0 * 0 + x % 0`
    is `x` too) and `((x / c) % d) * c + x % c == x % (c * d)` (constants
    with `c * d` below 2^64, mixed-radix digits).  Why here: reading a
    view through its flat index and writing another one by indices (a
    memref.copy) leaves the solver divisions it cannot see through."""
    if not (z3.is_app_of(b, z3.Z3_OP_BUREM) and z3.is_app_of(a, z3.Z3_OP_BMUL) and a.num_args() == 2):
        return None
    x, c = b.arg(0), b.arg(1)
    for q, f in ((a.arg(0), a.arg(1)), (a.arg(1), a.arg(0))):
        if not f.eq(c):
            continue
        if z3.is_app_of(q, z3.Z3_OP_BUDIV) and q.arg(0).eq(x) and q.arg(1).eq(c):
            return x
        if z3.is_app_of(q, z3.Z3_OP_BUREM) and z3.is_app_of(q.arg(0), z3.Z3_OP_BUDIV):
            inner, d = q.arg(0), q.arg(1)
            vc, vd = value(c), value(d)
            if inner.arg(0).eq(x) and inner.arg(1).eq(c) and vc and vd and vc * vd <= _MASK:
                return urem(x, bv(vc * vd))
    return None


def sub(a, b):
    va, vb = value(a), value(b)
    if va is not None and vb is not None:
        return bv(va - vb)
    if vb == 0:
        return a
    return a - b


def mul(a, b):
    va, vb = value(a), value(b)
    if va is not None and vb is not None:
        return bv(va * vb)
    if va == 1:
        return b
    if vb == 1:
        return a
    if va == 0 or vb == 0:
        return bv(0)
    return a * b


def udiv(a, b):
    va, vb = value(a), value(b)
    if va is not None and vb is not None and vb != 0:
        return bv(va // vb)
    if vb == 1:
        return a
    return z3.UDiv(a, b)


def urem(a, b):
    va, vb = value(a), value(b)
    if va is not None and vb is not None and vb != 0:
        return bv(va % vb)
    if vb == 1:
        return bv(0)
    return z3.URem(a, b)


def ult(a, b) -> z3.BoolRef:
    va, vb = value(a), value(b)
    if va is not None and vb is not None:
        return z3.BoolVal(va < vb)
    return z3.ULT(a, b)


def ule(a, b) -> z3.BoolRef:
    va, vb = value(a), value(b)
    if va is not None and vb is not None:
        return z3.BoolVal(va <= vb)
    return z3.ULE(a, b)


def eq(a, b) -> z3.BoolRef:
    va, vb = value(a), value(b)
    if va is not None and vb is not None:
        return z3.BoolVal(va == vb)
    if a.eq(b):
        return z3.BoolVal(True)
    return a == b


def product(dims: Sequence[z3.BitVecRef]) -> z3.BitVecRef:
    out = bv(1)
    for d in dims:
        out = mul(out, d)
    return out


def flatten(indices: Sequence[z3.BitVecRef], dims: Sequence[z3.BitVecRef]) -> z3.BitVecRef:
    """Row-major offset of `indices` in a tensor of extents `dims`."""
    out = bv(0)
    for i, d in zip(indices, dims):
        out = add(mul(out, d), i)
    return out


def unflatten(flat: z3.BitVecRef, dims: Sequence[z3.BitVecRef]) -> list[z3.BitVecRef]:
    """The indices of row-major offset `flat` (inverse of `flatten` in bounds)."""
    out = []
    for k in range(len(dims)):
        stride = product(dims[k + 1 :])
        i = udiv(flat, stride)
        out.append(urem(i, dims[k]) if k > 0 else i)
    return out


def in_bounds(indices: Sequence[z3.BitVecRef], dims: Sequence[z3.BitVecRef]) -> z3.BoolRef:
    conds = [ult(i, d) for i, d in zip(indices, dims)]
    conds = [c for c in conds if not z3.is_true(c)]
    if any(z3.is_false(c) for c in conds):
        return z3.BoolVal(False)
    return and_(*conds) if conds else z3.BoolVal(True)


# ----- bounds without wrap-around ----------------------------------------------------
#
# Offsets, sizes and strides are arbitrary 64-bit values; `offset + (size - 1)
# * stride` can wrap around and look in bounds.  Bounds and derived extents
# are therefore computed on 128 bits, where 64-bit operands cannot wrap.

def from_index_value(t: z3.BitVecRef) -> z3.BitVecRef:
    """An `index` value (of `--index-bitwidth` bits) as an index term of
    this module (64 bits): zero-extended, so a value that is negative on
    the target is out of bounds here too."""
    w = t.size()
    if w == INDEX_WIDTH:
        return t
    v = value(t)
    return bv(v) if v is not None else z3.ZeroExt(INDEX_WIDTH - w, t)


def to_index_value(t: z3.BitVecRef, width: int) -> z3.BitVecRef:
    """An index term (an extent, a loop variable) as an `index` value of
    `width` bits (truncated: extents of a narrower target fit, see
    `refinement/encode.py`)."""
    if width == INDEX_WIDTH:
        return t
    v = value(t)
    return z3.BitVecVal(v & ((1 << width) - 1), width) if v is not None else z3.Extract(width - 1, 0, t)


WIDE = 2 * INDEX_WIDTH


def wide(t: z3.BitVecRef) -> z3.BitVecRef:
    v = value(t)
    if v is not None:
        return z3.BitVecVal(v, WIDE)
    return z3.ZeroExt(INDEX_WIDTH, t)


def signed(v: int) -> int:
    """The bits of an index constant (`value`) read signed."""
    return v - (1 << INDEX_WIDTH) if v >> (INDEX_WIDTH - 1) else v


def nonneg_constant(t: z3.BitVecRef) -> bool:
    """`t` is an index constant that is not negative read signed."""
    v = value(t)
    return v is not None and signed(v) >= 0


def swide(t: z3.BitVecRef) -> z3.BitVecRef:
    """An index value read as MLIR reads an offset or a stride, signed (the
    bits of `%n + %c-1` at `%n = 0` are -1, not 2^64 - 1), on 128 bits."""
    v = value(t)
    if v is not None:
        return z3.BitVecVal(signed(v), WIDE)
    return z3.SignExt(INDEX_WIDTH, t)


def wide_last(offset, size, stride) -> z3.BitVecRef:
    """`offset + (size - 1) * stride` without wrap-around (size >= 1)."""
    vo, vs, vt = value(offset), value(size), value(stride)
    if None not in (vo, vs, vt):
        return z3.BitVecVal(vo + (vs - 1) * vt, WIDE)
    return wide(offset) + (wide(size) - 1) * wide(stride)


def signed_hull(offset, size, stride) -> tuple[z3.BitVecRef, z3.BitVecRef]:
    """The least and the greatest index `offset + i * stride` (i < size,
    size >= 1) of a slice dimension, on 128 bits, with the offset and the
    stride read signed as MLIR's index values (`swide`): a stride of -1
    walks down from the offset, so its last index is the least.  (Read
    unsigned, a slice `[%n - 1] [4] [-1]` reached 2^66: every such slice
    was out of bounds, and a source using one accepted any target; issue
    21, attack round 9.)"""
    vo, vs, vt = value(offset), value(size), value(stride)
    if None not in (vo, vs, vt):
        so, st = signed(vo), signed(vt)
        a, b = so, so + (vs - 1) * st
        return z3.BitVecVal(min(a, b) % (1 << WIDE), WIDE), z3.BitVecVal(max(a, b) % (1 << WIDE), WIDE)
    first = swide(offset)
    last = first + (wide(size) - 1) * swide(stride)
    up = swide(stride) >= 0
    return z3.If(up, first, last), z3.If(up, last, first)


def signed_span(offset, dims, strides) -> tuple[z3.BitVecRef, z3.BitVecRef]:
    """The least and the greatest address of a non-empty strided view
    (`offset + sum J_k * stride_k`), on 128 bits, signed as
    `signed_hull`."""
    lo = hi = swide(offset)
    for d, s in zip(dims, strides):
        step = (wide(d) - 1) * swide(s)
        if nonneg_constant(s):
            hi = hi + step
        elif value(s) is not None:
            lo = lo + step
        else:
            neg = swide(s) < 0
            lo = lo + z3.If(neg, step, z3.BitVecVal(0, WIDE))
            hi = hi + z3.If(neg, z3.BitVecVal(0, WIDE), step)
    return z3.simplify(lo), z3.simplify(hi)


def swide_inside(lo: z3.BitVecRef, hi: z3.BitVecRef, d: z3.BitVecRef) -> z3.BoolRef:
    """`0 <= lo` and `hi < d` (128-bit signed bounds, `d` an extent)."""
    if z3.is_bv_value(lo) and z3.is_bv_value(hi) and value(d) is not None:
        l, h = lo.as_signed_long(), hi.as_signed_long()
        return z3.BoolVal(0 <= l and h < value(d))
    return z3.And(lo >= 0, hi < wide(d))


def fits_index(w: z3.BitVecRef) -> z3.BoolRef:
    """A 128-bit value is a valid 64-bit index."""
    if z3.is_bv_value(w):
        return z3.BoolVal(w.as_long() < (1 << INDEX_WIDTH))
    return z3.ULT(w, z3.BitVecVal(1 << INDEX_WIDTH, WIDE))


def wide_lt(w: z3.BitVecRef, d: z3.BitVecRef) -> z3.BoolRef:
    if z3.is_bv_value(w) and value(d) is not None:
        return z3.BoolVal(w.as_long() < value(d))
    return z3.ULT(w, wide(d))


def extents_match(parts, whole: z3.BitVecRef) -> z3.BoolRef:
    """The extents `parts` of a reshape group are non-negative and multiply
    to `whole` without wrapping around: a negative extent, or a product
    that only wraps around to `whole` modulo 2^64 (`-1 * -4 = 4`), is no
    reshape (UB, as MLIR's runtime verification of expand_shape).  (A
    128-bit product made z3 time out on the nonlinear multiplication; the
    no-overflow predicate on 64 bits does not.)"""
    conds = []
    prod = None
    for p in parts:
        if value(p) is None:
            conds.append(z3.ULT(p, bv(1 << 63)))
        if prod is not None and (value(p) is None or value(prod) is None):
            conds.append(z3.BVMulNoOverflow(prod, p, False))
        prod = p if prod is None else mul(prod, p)
    conds.append(eq(prod if prod is not None else bv(1), whole))
    return z3.simplify(z3.And(*conds)) if len(conds) > 1 else z3.simplify(conds[0])
