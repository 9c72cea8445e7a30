"""Seeded faults in lowered code, for the differential soundness test.

Each operator rewrites one op of a *clone* of the parsed module (xDSL
rewriting, not text edits), at a site that changes what the kernel
computes, never only how it is tiled:

* `guard`: a comparison's predicate off by one (`slt` -> `sle`, ...);
* `bound`: one loop's or one launch's bound, or a `min`/`max` guard
  operand, plus or minus one, through a new `arith.addi` used by that op
  alone (the constant it read may be shared with code that only re-tiles,
  so it is left alone);
* `index`: two different indices of a load or store swapped, or one index
  plus one;
* `barrier`: a `gpu.barrier` removed;
* `init`: a float constant changed (0.0 <-> -0.0, -inf -> 0.0, c -> -c);
* `space`: a kernel's `memref.alloc` moved between private and workgroup
  memory;
* `reduction`: a reduction loop (one whose body stores a prophecy with a
  stage) run backwards, so the sum is split and added in another order.

`mutants(module)` lists every site; `apply(module, mutant)` builds it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import FloatAttr, IndexType, IntegerAttr, IntegerType, MemRefType, ModuleOp, NoneAttr, i64
from xdsl.dialects.memref import AllocOp
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from tvmlir.ir.attrs import op_attr
from tvmlir.ir.diagnostics import format_op_location
from tvmlir.oracle.scalar import INT_PREDICATES

OFF_BY_ONE = {"slt": "sle", "sle": "slt", "sgt": "sge", "sge": "sgt", "ult": "ule", "ule": "ult", "ugt": "uge", "uge": "ugt", "eq": "ne", "ne": "eq"}


@dataclass(frozen=True)
class Mutant:
    operator: str
    op_index: int  # position of the op in `module.walk()`
    variant: int
    description: str


def _in_kernel(op: Operation) -> bool:
    p = op.parent_op()
    while p is not None:
        if p.name in ("gpu.func", "gpu.launch"):
            return True
        p = p.parent_op()
    return False


def _is_reduction_loop(op: Operation) -> bool:
    if op.name != "scf.for":
        return False
    iv = op.regions[0].block.args[0]
    for inner in op.walk():
        if inner.name == "tv.prophesy" and op_attr(inner, "operandSegmentSizes") is not None:
            segs = op_attr(inner, "operandSegmentSizes").get_values()  # type: ignore[union-attr]
            stage = inner.operands[len(inner.operands) - segs[-1] :]
            if iv in stage:
                return True
    # after outlining the iv reaches the kernel as an argument
    return any(use.operation.name == "gpu.launch_func" for use in iv.uses)


def _constant_int(value) -> int | None:
    owner = getattr(value, "op", None)
    if owner is not None and owner.name == "arith.constant":
        attr = op_attr(owner, "value")
        if isinstance(attr, IntegerAttr):
            return attr.value.data
    return None


def mutants(module: ModuleOp) -> list[Mutant]:
    found: list[Mutant] = []
    for k, op in enumerate(module.walk()):
        where = f"{op.name} at {format_op_location(op)}"
        if op.name == "arith.cmpi":
            found.append(Mutant("guard", k, 0, f"predicate off by one: {where}"))
        elif op.name == "scf.for":
            found.append(Mutant("bound", k, 1, f"upper bound + 1: {where}"))
            found.append(Mutant("bound", k, -1, f"upper bound - 1: {where}"))
            if _is_reduction_loop(op) and _constant_int(op.operands[2]) == 1:
                found.append(Mutant("reduction", k, 0, f"reduction run backwards: {where}"))
        elif op.name == "scf.parallel":
            n = len(op.regions[0].block.args)
            for d in range(n):
                found.append(Mutant("bound", k, n + d, f"upper bound {d} - 1: {where}"))
        elif op.name in ("gpu.launch", "gpu.launch_func"):
            for d in range(6):
                found.append(Mutant("bound", k, d, f"{'grid' if d < 3 else 'block'} size {'xyz'[d % 3]} - 1: {where}"))
        elif op.name in ("arith.minsi", "arith.maxsi", "arith.minui", "arith.maxui") and _in_kernel(op):
            found.append(Mutant("bound", k, 0, f"first operand + 1: {where}"))
        elif op.name in ("memref.load", "memref.store"):
            first = 1 if op.name == "memref.load" else 2
            idx = op.operands[first:]
            if len(idx) >= 2:
                for a in range(len(idx) - 1):
                    if idx[a] is not idx[a + 1]:
                        found.append(Mutant("index", k, a, f"indices {a} and {a + 1} swapped: {where}"))
            for a in range(len(idx)):
                found.append(Mutant("index", k, 100 + a, f"index {a} + 1: {where}"))
        elif op.name == "gpu.barrier":
            found.append(Mutant("barrier", k, 0, f"removed: {where}"))
        elif op.name == "arith.constant" and isinstance(op_attr(op, "value"), FloatAttr):
            found.append(Mutant("init", k, 0, f"float constant changed: {where}"))
        elif op.name == "memref.alloc" and _in_kernel(op):
            found.append(Mutant("space", k, 0, f"private <-> workgroup: {where}"))
    return found


def _plus(rewriter_point: Operation, value, delta: int):
    """`value + delta` in the type of `value` (an `index` or an integer: a
    `minsi` of i32 values gets an i32 constant, or the mutant is ill-typed)."""
    t = value.type if isinstance(value.type, IntegerType | IndexType) else IndexType()
    c = arith.ConstantOp(IntegerAttr(delta, t))
    add = arith.AddiOp(value, c.result)
    Rewriter.insert_op([c, add], InsertPoint.before(rewriter_point))
    return add.result


def _changed_float(x: float) -> float:
    if math.isnan(x):
        return 0.0
    if x == 0.0:
        return -x if math.copysign(1.0, x) > 0 else 0.0
    if math.isinf(x) and x < 0:
        return 0.0
    return -x


def apply(module: ModuleOp, mutant: Mutant) -> ModuleOp:
    """A clone of `module` with `mutant` applied."""
    clone = module.clone()
    op = list(clone.walk())[mutant.op_index]
    kind, v = mutant.operator, mutant.variant
    if kind == "guard":
        attr = op_attr(op, "predicate")
        new = IntegerAttr(INT_PREDICATES.index(OFF_BY_ONE[INT_PREDICATES[attr.value.data]]), i64)  # type: ignore[union-attr]
        (op.properties if "predicate" in op.properties else op.attributes)["predicate"] = new
    elif kind == "bound" and op.name == "scf.for":
        op.operands[1] = _plus(op, op.operands[1], v)
    elif kind == "bound" and op.name == "scf.parallel":
        op.operands[v] = _plus(op, op.operands[v], -1)  # v = rank + d: upper bound d
    elif kind == "bound" and op.name in ("gpu.launch", "gpu.launch_func"):
        pos = len(getattr(op, "asyncDependencies")) + v  # grid x, y, z, block x, y, z
        op.operands[pos] = _plus(op, op.operands[pos], -1)
    elif kind == "bound":
        op.operands[0] = _plus(op, op.operands[0], 1)
    elif kind == "index":
        first = 1 if op.name == "memref.load" else 2
        if v >= 100:
            a = first + v - 100
            op.operands[a] = _plus(op, op.operands[a], 1)
        else:
            a, b = first + v, first + v + 1
            x, y = op.operands[a], op.operands[b]
            op.operands[a], op.operands[b] = y, x
    elif kind == "barrier":
        Rewriter.erase_op(op)
    elif kind == "init":
        attr = op_attr(op, "value")
        assert isinstance(attr, FloatAttr)
        new = FloatAttr(_changed_float(attr.value.data), attr.type)
        (op.properties if "value" in op.properties else op.attributes)["value"] = new
    elif kind == "space":
        t = op.results[0].type
        assert isinstance(t, MemRefType)
        workgroup = isinstance(t.memory_space, IntegerAttr) and t.memory_space.value.data == 3
        space = IntegerAttr(0, i64) if workgroup else IntegerAttr(3, i64)
        new_type = MemRefType(t.element_type, t.shape, t.layout, NoneAttr() if workgroup else space)
        new = AllocOp(op.operands, [], new_type)
        Rewriter.insert_op(new, InsertPoint.before(op))
        op.results[0].replace_all_uses_with(new.results[0])
        Rewriter.erase_op(op)
    elif kind == "reduction":
        body = op.regions[0].block
        iv = body.args[0]
        lb, ub = op.operands[0], op.operands[1]
        first = body.first_op
        assert first is not None
        s = arith.AddiOp(lb, ub)
        c = arith.ConstantOp(IntegerAttr(1, IndexType()))
        last = arith.SubiOp(s.result, c.result)
        rev = arith.SubiOp(last.result, iv)
        Rewriter.insert_op([s, c, last, rev], InsertPoint.before(first))
        iv.replace_uses_with_if(rev.result, lambda use: use.operation is not rev)
    else:
        raise ValueError(f"unknown mutant {mutant}")
    return clone
