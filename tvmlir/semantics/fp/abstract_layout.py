"""Bit layout of abstract floats: `sign | magnitude`, nested for casts.

A value of format F is a bit-vector whose top bit is the sign and whose
other `mw` bits (the magnitude) are ordered like the absolute values they
stand for.  Fixed magnitude codes, identical in every query:

    0            zero
    one_code     1.0   (the middle of the range, see below)
    2^mw - 3     fmax  (the largest finite value)
    2^mw - 2     infinity
    2^mw - 1     NaN   (one NaN per sign)

Formats that can be cast into each other precisely form a *chain*
(f16 < f32 < f64 by default).  The narrowest one has `m` magnitude bits;
each wider one's magnitude is `limit | truncated | precision`, where
`truncated` is a whole magnitude of the next narrower format (mlir-tv
section 4.1):

* limit != 0: rounding to the narrower format overflows to infinity;
* truncated: the narrower format's code of the value rounded toward zero;
* precision != 0: the value is not exactly representable there.

So `one_code` of a wider format is the narrower one's shifted past the
precision bits, and extending a value is copying its magnitude into the
truncated bits.  Formats outside the chain are laid out like its narrowest
member and cast through plain UFs (sound, but imprecise).
"""

from __future__ import annotations

import z3

from functools import lru_cache

from tvmlir.semantics.fp.formats import IEEEFormat
from tvmlir.semantics.fp.terms import concat, extract


class Layout:
    """The abstract layout of one format: widths, fixed codes, bit fields."""

    def __init__(
        self,
        fmt: IEEEFormat,
        narrow_bits: int,
        parent: Layout | None = None,
        limit_bits: int = 0,
        precision_bits: int = 0,
    ):
        self.fmt = fmt
        self.parent = parent
        self.limit_bits = limit_bits if parent else 0
        self.precision_bits = precision_bits if parent else 0
        mw = narrow_bits if parent is None else limit_bits + parent.mw + precision_bits
        self.mw = mw
        self.width = mw + 1
        self.sort = z3.BitVecSort(self.width)
        top = 1 << mw
        self.one_code = (parent.one_code << precision_bits) if parent else top >> 1
        self.codes = {
            "zero": 0,
            "one": self.one_code,
            "fmax": top - 3,
            "inf": top - 2,
            "nan": top - 1,
        }
        m = {k: z3.BitVecVal(v, mw) for k, v in self.codes.items()}
        self.m_zero, self.m_one, self.m_fmax = m["zero"], m["one"], m["fmax"]
        self.m_inf, self.m_nan = m["inf"], m["nan"]
        w = self.width
        # (kind, negative) -> the full value, e.g. ("inf", True) is -inf.
        self.specials = {
            (kind, neg): z3.BitVecVal((top if neg else 0) | code, w)
            for kind, code in self.codes.items()
            for neg in (False, True)
        }
        self.zero = z3.BitVecVal(0, w)
        self.neg_zero = z3.BitVecVal(top, w)
        self.one = z3.BitVecVal(self.one_code, w)
        self.neg_one = z3.BitVecVal(top | self.one_code, w)
        self.inf = z3.BitVecVal(top - 2, w)
        self.nan = z3.BitVecVal(top - 1, w)
        self.sign_bit = z3.BitVecVal(top, w)
        self.mag_mask = z3.BitVecVal(top - 1, w)
        self.s_pos = z3.BitVecVal(0, 1)
        self.s_neg = z3.BitVecVal(1, 1)

    def mag(self, x: z3.BitVecRef) -> z3.BitVecRef:
        return extract(self.mw - 1, 0, x)

    def sign(self, x: z3.BitVecRef) -> z3.BitVecRef:
        return extract(self.mw, self.mw, x)

    def value(self, sign: z3.BitVecRef, mag: z3.BitVecRef) -> z3.BitVecRef:
        return concat(sign, mag)

    def limit(self, mag: z3.BitVecRef) -> z3.BitVecRef:
        hi = self.mw - 1
        return extract(hi, hi - self.limit_bits + 1, mag)

    def truncated(self, mag: z3.BitVecRef) -> z3.BitVecRef:
        return extract(self.mw - 1 - self.limit_bits, self.precision_bits, mag)

    def precision(self, mag: z3.BitVecRef) -> z3.BitVecRef:
        return extract(self.precision_bits - 1, 0, mag)

    def below(self) -> list[Layout]:
        """The narrower chain formats, nearest first."""
        out, layout = [], self.parent
        while layout is not None:
            out.append(layout)
            layout = layout.parent
        return out


@lru_cache(maxsize=256)
def layout_of(
    fmt: IEEEFormat,
    narrow_bits: int,
    parent: Layout | None = None,
    limit_bits: int = 0,
    precision_bits: int = 0,
) -> Layout:
    """A `Layout`, shared by every query that asks for the same one: a
    layout is immutable (its codes and constants are z3 values), and
    building its constants costs more than many small queries do."""
    return Layout(fmt, narrow_bits, parent, limit_bits, precision_bits)
