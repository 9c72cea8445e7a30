"""Index arithmetic emitted with constants folded on the spot.

Why fold while building: the loop bounds, tile extents, launch sizes and
GPU ids the lowering creates are what `--verify` reads as affine
expressions.  `step * tile` with constant operands is emitted as one
constant, `id * 1 + 0` as `id`, so the output is the same as after
upstream's `canonicalize` without depending on it.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, LocationAttr
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from tvmlir.ir.locations import inherit


def constant_index(value: SSAValue) -> int | None:
    """The value of an index `arith.constant`, else None."""
    op = value.owner
    if isinstance(op, arith.ConstantOp) and isinstance(op.value, IntegerAttr):
        return op.value.value.data
    return None


def ceildiv(a: int, b: int) -> int:
    return -(-a // b)


Index = SSAValue | int
"""An index operand: an SSA value, or a constant not materialized yet."""


def known(x: Index) -> int | None:
    """The constant value of `x`, if it has one."""
    return x if isinstance(x, int) else constant_index(x)


class IndexBuilder:
    """Emits index ops at an insertion point, folding constant operands.
    Constants given as ints are materialized only when an op needs them.
    Ops get the location `loc` (that of the op being lowered), if given."""

    def __init__(self, insert: InsertPoint, loc: LocationAttr | None = None):
        self.insert = insert
        self.loc = loc

    def at(self, insert: InsertPoint) -> IndexBuilder:
        """A builder at another insertion point, with the same location."""
        return IndexBuilder(insert, self.loc)

    def insert_op(self, op: Operation) -> None:
        if self.loc is not None:
            inherit([op], self.loc)
        Rewriter.insert_op(op, self.insert)

    def _emit(self, op: Operation) -> SSAValue:
        self.insert_op(op)
        return op.results[0]

    def const(self, value: int) -> SSAValue:
        return self._emit(arith.ConstantOp(IntegerAttr(value, IndexType())))

    def value(self, x: Index) -> SSAValue:
        return self.const(x) if isinstance(x, int) else x

    def add(self, a: Index, b: Index) -> SSAValue:
        ka, kb = known(a), known(b)
        if ka is not None and kb is not None:
            return self.const(ka + kb)
        if kb == 0:
            return self.value(a)
        if ka == 0:
            return self.value(b)
        return self._emit(arith.AddiOp(self.value(a), self.value(b)))

    def sub(self, a: Index, b: Index) -> SSAValue:
        ka, kb = known(a), known(b)
        if ka is not None and kb is not None:
            return self.const(ka - kb)
        if kb == 0:
            return self.value(a)
        return self._emit(arith.SubiOp(self.value(a), self.value(b)))

    def mul(self, a: Index, b: Index) -> SSAValue:
        ka, kb = known(a), known(b)
        if ka is not None and kb is not None:
            return self.const(ka * kb)
        if kb == 1:
            return self.value(a)
        if ka == 1:
            return self.value(b)
        return self._emit(arith.MuliOp(self.value(a), self.value(b)))

    def ceildiv(self, a: Index, b: Index) -> SSAValue:
        ka, kb = known(a), known(b)
        if ka is not None and kb is not None:
            return self.const(ceildiv(ka, kb))
        if kb == 1:
            return self.value(a)
        return self._emit(arith.CeilDivSIOp(self.value(a), self.value(b)))

    def trip_count(self, lb: Index, ub: Index, step: Index) -> SSAValue:
        """`ceildiv(ub - lb, step)`: the iterations of `lb..ub step step`."""
        ka, kb, ks = known(lb), known(ub), known(step)
        if ka is not None and kb is not None and ks is not None:
            return self.const(ceildiv(kb - ka, ks))
        return self.ceildiv(self.sub(ub, lb), step)

    def affine_index(self, id: SSAValue, step: Index, lb: Index) -> SSAValue:
        """`id * step + lb`: the iv a hardware id stands for."""
        return self.add(self.mul(id, step), lb)

    def less_than(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._emit(arith.CmpiOp(a, b, "slt"))

    def and_(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._emit(arith.AndIOp(a, b))
