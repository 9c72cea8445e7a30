"""The `index` dialect's ops as z3 terms: the table `INDEX_OPS`.

Why the same encoders as `arith`: IndexOps.td defines each op as its
`arith` counterpart on the index width (which tvmlir fixes with
`--index-bitwidth`, printed as an assumption wherever an index occurs),
with no overflow flags: `add`/`sub`/`mul` wrap; `divs`, `ceildivs` and
`floordivs` are UB for a zero divisor and for INT_MIN / -1, `divu`,
`ceildivu` and `remu` for a zero divisor; `rems` for a zero divisor (its
INT_MIN % -1 is 0, as `arith.remsi`: IndexOps.td names no overflow);
`shl`/`shrs`/`shru` are poison for an amount >= the width; `casts`
sign-extends or truncates, `castu` zero-extends or truncates; `sizeof` is
the index width.  Poison propagates as in `arith`.
"""

from __future__ import annotations

import z3

from tvmlir.semantics.arith import (
    CMPI,
    _ceildivsi,
    _ceildivui,
    _division,
    _floordivsi,
    _pure,
    _resize,
    _shift,
    bool_to_bv,
)
from tvmlir.semantics.encoding import any_poison
from tvmlir.semantics.fp.terms import ite

_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
"""IndexEnums.td's order, which is `arith.cmpi`'s (`CMPI`'s keys)."""


def _cmp(sem, op, args, poison):
    pred = op.properties["pred"].data.value
    return [bool_to_bv(CMPI[_PREDICATES.index(pred)](*args))], [any_poison(*poison)], None


def _constant(sem, op, args, poison):
    value = op.properties["value"]
    w = 1 if op.name == "index.bool.constant" else sem.index_width
    return [z3.BitVecVal(value.value.data & ((1 << w) - 1), w)], [None], None


def _sizeof(sem, op, args, poison):
    return [z3.BitVecVal(sem.index_width, sem.index_width)], [None], None


INDEX_OPS = {
    "index.constant": _constant,
    "index.bool.constant": _constant,
    "index.sizeof": _sizeof,
    "index.add": _pure(lambda a, b: a + b),
    "index.sub": _pure(lambda a, b: a - b),
    "index.mul": _pure(lambda a, b: a * b),
    "index.divs": _division(lambda a, b: a / b, signed=True),
    "index.divu": _division(z3.UDiv, signed=False),
    "index.ceildivs": _division(_ceildivsi, signed=True),
    "index.ceildivu": _division(_ceildivui, signed=False),
    "index.floordivs": _division(_floordivsi, signed=True),
    "index.rems": _division(z3.SRem, signed=True, overflow_ub=False),
    "index.remu": _division(z3.URem, signed=False),
    "index.maxs": _pure(lambda a, b: ite(a > b, a, b)),
    "index.maxu": _pure(lambda a, b: ite(z3.UGT(a, b), a, b)),
    "index.mins": _pure(lambda a, b: ite(a < b, a, b)),
    "index.minu": _pure(lambda a, b: ite(z3.ULT(a, b), a, b)),
    "index.shl": _shift(lambda a, b: a << b),
    "index.shrs": _shift(lambda a, b: a >> b),
    "index.shru": _shift(z3.LShR),
    "index.and": _pure(lambda a, b: a & b),
    "index.or": _pure(lambda a, b: a | b),
    "index.xor": _pure(lambda a, b: a ^ b),
    "index.cmp": _cmp,
    "index.casts": _resize("signed"),
    "index.castu": _resize("unsigned"),
}
