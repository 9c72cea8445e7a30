"""TEMPORARY STAND-IN for `tvmlir.semantics.scalar` (design-notes section 5).

Replace every import of this module by `tvmlir.semantics.scalar` (and
`tvmlir.semantics.fp` for the FP models) when the lead merges the real
scalar semantics.  It implements exactly the interface of section 5 so that
the verifier does not change:

    sem = ScalarSemantics(fp="abstract")      # or "ieee", or an FP model
    sem.sort(t); sem.fresh(name, t); sem.encode(op, operands) -> (results, ub)
    sem.same(x, y, t); sem.side_conditions()

and it is deliberately minimal, not a second semantics:
* integers and `index`: bit-vectors of their width with the usual `arith`
  meaning (`index` is 64 bits); division by zero and signed overflow of
  `divsi` are UB;
* floats: bit-vectors of the format's width; a constant is its exact IEEE
  bit pattern (so `+0.0` and `-0.0` differ); every float op is a plain
  uninterpreted function of its operands (one per op name, predicate and
  types).  No algebraic property is assumed, not even commutativity.

Being uninterpreted, the float ops over-approximate both `fp=abstract` and
`fp=ieee`: whatever is proved holds for every interpretation, IEEE's
included.  The price is incompleteness: `x * 1.0 = x` or `a + b = b + a`
are not provable here.  `fp` is accepted and recorded, and changes nothing.
"""

from __future__ import annotations

import struct

import z3
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
)
from xdsl.ir import Attribute, Operation
from tvmlir.ir.attrs import op_attr

STUB = True
"""Marker: the verifier mentions in its report that the stub is in use."""

_FLOAT_WIDTHS: dict[type, int] = {
    Float16Type: 16,
    BFloat16Type: 16,
    Float32Type: 32,
    Float64Type: 64,
}


class Unsupported(Exception):
    """`op` (or a type, when `op` is None) has no meaning here."""

    def __init__(self, op: Operation | None, reason: str = ""):
        super().__init__(reason or (op.name if op is not None else "unsupported"))
        self.op = op
        self.reason = reason


def float_bits(value: float, t: Attribute) -> int:
    """The IEEE bit pattern of `value` in format `t`."""
    if isinstance(t, Float64Type):
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if isinstance(t, Float32Type):
        return struct.unpack("<I", struct.pack("<f", value))[0]
    if isinstance(t, Float16Type):
        return struct.unpack("<H", struct.pack("<e", value))[0]
    if isinstance(t, BFloat16Type):
        return struct.unpack("<I", struct.pack("<f", value))[0] >> 16
    raise Unsupported(None, f"float type {t}")


def is_float(t: Attribute) -> bool:
    return type(t) in _FLOAT_WIDTHS


class ScalarSemantics:
    def __init__(self, fp: object = "abstract"):
        self.fp = fp
        self._ufs: dict[tuple, z3.FuncDeclRef] = {}

    # --- types ------------------------------------------------------------

    def sort(self, t: Attribute) -> z3.SortRef:
        if isinstance(t, IndexType):
            return z3.BitVecSort(64)
        if isinstance(t, IntegerType):
            return z3.BitVecSort(t.width.data)
        if is_float(t):
            return z3.BitVecSort(_FLOAT_WIDTHS[type(t)])
        raise Unsupported(None, f"type {t}")

    def fresh(self, name: str, t: Attribute) -> z3.ExprRef:
        return z3.Const(name, self.sort(t))

    def same(self, x: z3.ExprRef, y: z3.ExprRef, t: Attribute) -> z3.BoolRef:
        return x == y

    def side_conditions(self) -> list[z3.BoolRef]:
        return []

    # --- ops --------------------------------------------------------------

    def _uf(self, key: tuple, args: list[z3.ExprRef], result: z3.SortRef) -> z3.ExprRef:
        f = self._ufs.get(key)
        if f is None:
            name = "_".join(str(k) for k in key).replace(".", "_")
            f = self._ufs[key] = z3.Function(name, *[a.sort() for a in args], result)
        return f(*args)

    def encode(
        self, op: Operation, operands: list[z3.ExprRef]
    ) -> tuple[list[z3.ExprRef], z3.BoolRef]:
        name = op.name
        false = z3.BoolVal(False)
        if name == "arith.constant":
            return [self._constant(op)], false
        if not op.results:
            raise Unsupported(op)
        rtype = op.results[0].type
        if name in _INT_BINARY:
            a, b = operands
            return [_INT_BINARY[name](a, b)], _int_ub(name, a, b)
        if name == "arith.cmpi":
            a, b = operands
            pred = op.properties["predicate"].value.data  # type: ignore[union-attr]
            return [z3.If(_CMPI[pred](a, b), z3.BitVecVal(1, 1), z3.BitVecVal(0, 1))], false
        if name == "arith.select":
            c, a, b = operands
            return [z3.If(c == z3.BitVecVal(1, 1), a, b)], false
        if name in ("arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast", "arith.index_castui"):
            return [_resize(operands[0], self.sort(rtype).size(), name)], false
        if name == "arith.bitcast" and self.sort(rtype) == operands[0].sort():
            return [operands[0]], false
        if name == "arith.cmpf":
            pred = op.properties["predicate"].value.data  # type: ignore[union-attr]
            key = (name, pred, *(str(o.type) for o in op.operands))
            return [self._uf(key, operands, z3.BitVecSort(1))], false
        if name.startswith("arith.") or name.startswith("math."):
            if any(is_float(o.type) for o in op.operands) or is_float(rtype):
                key = (name, *(str(o.type) for o in op.operands), str(rtype))
                return [self._uf(key, operands, self.sort(rtype))], false
        raise Unsupported(op)

    def _constant(self, op: Operation) -> z3.ExprRef:
        value = op_attr(op, "value")
        t = op.results[0].type
        if isinstance(value, IntegerAttr):
            return z3.BitVecVal(value.value.data, self.sort(t))
        if isinstance(value, FloatAttr) and is_float(t):
            return z3.BitVecVal(float_bits(value.value.data, t), self.sort(t))
        raise Unsupported(op, "constant of this kind")


def _resize(x: z3.BitVecRef, width: int, name: str) -> z3.BitVecRef:
    have = x.size()
    if width == have:
        return x
    if width < have:
        return z3.Extract(width - 1, 0, x)
    if name in ("arith.extui", "arith.index_castui"):
        return z3.ZeroExt(width - have, x)
    return z3.SignExt(width - have, x)


def _floordiv(a, b):
    q = a / b
    return z3.If(z3.And(q * b != a, (a < 0) != (b < 0)), q - 1, q)


def _ceildiv(a, b):
    q = a / b
    return z3.If(z3.And(q * b != a, (a < 0) == (b < 0)), q + 1, q)


_INT_BINARY = {
    "arith.addi": lambda a, b: a + b,
    "arith.subi": lambda a, b: a - b,
    "arith.muli": lambda a, b: a * b,
    "arith.divsi": lambda a, b: a / b,
    "arith.divui": z3.UDiv,
    "arith.remsi": z3.SRem,
    "arith.remui": z3.URem,
    "arith.floordivsi": _floordiv,
    "arith.ceildivsi": _ceildiv,
    "arith.minsi": lambda a, b: z3.If(a < b, a, b),
    "arith.maxsi": lambda a, b: z3.If(a > b, a, b),
    "arith.minui": lambda a, b: z3.If(z3.ULT(a, b), a, b),
    "arith.maxui": lambda a, b: z3.If(z3.UGT(a, b), a, b),
    "arith.andi": lambda a, b: a & b,
    "arith.ori": lambda a, b: a | b,
    "arith.xori": lambda a, b: a ^ b,
    "arith.shli": lambda a, b: a << b,
    "arith.shrsi": lambda a, b: a >> b,
    "arith.shrui": z3.LShR,
}

_CMPI = {
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


def _int_ub(name: str, a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BoolRef:
    zero = z3.BitVecVal(0, a.size())
    if name in ("arith.divsi", "arith.remsi", "arith.floordivsi", "arith.ceildivsi"):
        int_min = z3.BitVecVal(1 << (a.size() - 1), a.size())
        return z3.Or(b == zero, z3.And(a == int_min, b == z3.BitVecVal(-1, a.size())))
    if name in ("arith.divui", "arith.remui"):
        return b == zero
    if name in ("arith.shli", "arith.shrsi", "arith.shrui"):
        return z3.UGE(b, z3.BitVecVal(a.size(), a.size()))
    return z3.BoolVal(False)
