"""`vector.gather` on a row-major memref as one scalar load per lane.

Why: IREE's GPU and CPU codegen turn an embedding lookup (a `linalg`
reading a weight at indices it loaded) into a `vector.gather` whose index
vector is loaded data.  `--verify` reasons about loads at data-dependent
indices one scalar at a time (`verify/gathers.py`: the loaded index
becomes an isl parameter bound to its z3 term), and the oracle runs scalar
loads; neither has a vector rule for such lanes.  Unrolling the gather
into its lanes gives both the op's meaning from ops they already read,
with nothing approximated.

**The meaning, from MLIR 19.**  Lane `l` of
`vector.gather %base[%i0, .., %ik][%v], %mask, %pass` is, when `mask[l]`
is set, the element at linear position `lin(%i0, .., %ik) + v[l]` of the
base, else `pass[l]`; a set lane out of the base's bounds is undefined
behaviour (VectorOps.td: "each index is a 1-D offset on the base").  Both
of MLIR 19's lowerings compute that address: the LLVM one offsets the
element pointer of `base[%i0, .., %ik]` by `v[l]` (`getIndexedPtrs`, one
GEP in elements), the scalar one (`Gather1DToConditionalLoads`) adds
`v[l]` to the last index of a `vector.load`, which the LLVM lowering of
that load again addresses linearly.  IREE relies on it: its embedding
dispatch gathers `W[0, 0][idx * 4 + k]` from a `memref<6x4xf32>`.  The
index vector's integers are read signed (the GEP's and
`arith.index_cast`'s reading).

So the rewrite reads the base through a flat `memref.collapse_shape` (a
row-major, identity-layout base only: a strided one could put
`lin + v[l]` in a gap between rows, outside any element, and is left
alone, so the op stays unsupported) and loads each set lane at
`lin + v[l]`: in bounds of the flat view is exactly in bounds of the
base, and out of it is the load's undefined behaviour, as the gather's.
A lane whose mask bit is not a constant `true` loads under an `scf.if`,
so an unset lane reads nothing (no UB from its index).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    StridedLayoutAttr,
    VectorType,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from tvmlir.ir.attrs import op_attr
from tvmlir.ir.compat.vector import FromElementsOp, GatherOp
from tvmlir.ir.view_types import contiguous_row_major


def constant_lanes(v: SSAValue, lanes: int) -> list | None:
    """The lanes of `v` when it is a dense `arith.constant` (a splat
    repeated), else None."""
    op = v.owner if isinstance(v.owner, Operation) else None
    if op is None or op.name != "arith.constant":
        return None
    value = op_attr(op, "value")
    if not isinstance(value, DenseIntOrFPElementsAttr):
        return None
    values = list(value.get_values())
    if len(values) == 1:
        return values * lanes
    return values if len(values) == lanes else None


def unroll_gather(op: GatherOp) -> bool:
    """Replace `op` by its lanes' scalar loads (see the module doc); False
    (and `op` left as it is) where the rule does not apply."""
    base_t = op.base.type
    result_t = op.result.type
    if not isinstance(base_t, MemRefType) or not contiguous_row_major(base_t):
        return False
    if not isinstance(result_t, VectorType) or result_t.get_num_scalable_dims() or len(result_t.get_shape()) != 1:
        return False
    shape = list(base_t.get_shape())
    if any(n < 0 for n in shape[1:]):
        return False  # a dynamic inner extent: the linear position needs its size
    lanes = result_t.get_shape()[0]
    elem = result_t.element_type
    new: list[Operation] = []

    def add(o: Operation) -> SSAValue:
        new.append(o)
        return o.results[0]

    def const(n: int) -> SSAValue:
        return add(arith.ConstantOp(IntegerAttr(n, IndexType())))

    # the flat view of the base and the linear position of the base indices
    flat = op.base
    if len(shape) > 1:
        count = 1
        for n in shape:
            count = -1 if n < 0 or count < 0 else count * n
        layout = base_t.layout
        if isinstance(layout, StridedLayoutAttr):
            layout = StridedLayoutAttr([1], layout.offset)
        flat_t = MemRefType(base_t.element_type, [DYNAMIC_INDEX if count < 0 else count], layout, base_t.memory_space)
        flat = add(memref.CollapseShapeOp(
            operands=[op.base], result_types=[flat_t],
            properties={"reassociation": ArrayAttr([ArrayAttr([IntegerAttr(d, 64) for d in range(len(shape))])])},
        ))  # fmt: skip
    lin = op.indices[0]
    for k in range(1, len(shape)):
        lin = add(arith.AddiOp(add(arith.MuliOp(lin, const(shape[k]))), op.indices[k]))
    known = [bool(x) for x in constant_lanes(op.mask, lanes) or [False] * lanes]
    scalar = Lanes(add)
    values = []
    for lane in range(lanes):
        at = op.index_vec.type.element_type
        off = scalar.lane(op.index_vec, lane)
        if not isinstance(at, IndexType):
            off = add(arith.IndexCastOp(off, IndexType()))
        pos = add(arith.AddiOp(lin, off))
        if known[lane]:
            values.append(add(memref.LoadOp.get(flat, [pos])))
            continue
        bit = add(vector_extract(op.mask, lane))
        then = Block()
        load = memref.LoadOp.get(flat, [pos])
        then.add_ops([load, scf.YieldOp(load.res)])
        other = Block()
        passed = vector_extract(op.pass_thru, lane)
        other.add_ops([passed, scf.YieldOp(passed.results[0])])
        values.append(add(scf.IfOp(bit, [elem], Region(then), Region(other))))
    add(FromElementsOp.create(operands=values, result_types=[result_t]))
    for o in new:
        for inner in o.walk():
            inner.location = op.location
    Rewriter.replace_op(op, new, [new[-1].results[0]])
    return True


_ELEMENTWISE = ("arith.", "math.")


class Lanes:
    """Lane `l` of a 1-D vector as scalar ops (`lane`), looking through
    the ops whose lanes are independent: elementwise `arith`/`math`,
    `broadcast` of a scalar, dense constants and `vector.load`, whose lane
    `l` is the scalar load at the last index plus `l` (MLIR's own
    scalarization of an extracted load).  Why: a gather's index vector is
    usually loaded data scaled and offset lane-wise (IREE's
    `idx * 4 + k`); as scalars, each lane's index is a load `--verify`
    makes a parameter of (`verify/gathers.py`).  Any other producer is
    `vector.extract`ed as it is."""

    def __init__(self, add):
        self.add = add
        self.memo: dict[tuple[SSAValue, int], SSAValue] = {}

    def lane(self, v: SSAValue, lane: int) -> SSAValue:
        key = (v, lane)
        if key not in self.memo:
            self.memo[key] = self._lane(v, lane)
        return self.memo[key]

    def _lane(self, v: SSAValue, lane: int) -> SSAValue:
        t = v.type
        op = v.owner if isinstance(v.owner, Operation) else None
        if op is not None and isinstance(t, VectorType) and len(t.get_shape()) == 1 and not op.regions:
            name = op.name
            values = constant_lanes(v, t.get_shape()[0])
            if values is not None:
                x = values[lane]
                attr = FloatAttr(float(x), t.element_type) if isinstance(x, float) else IntegerAttr(int(x), t.element_type)
                return self.add(arith.ConstantOp(attr))
            if name == "vector.broadcast" and not isinstance(op.operands[0].type, VectorType):
                return op.operands[0]
            elif name == "vector.load" and len(op.operands) >= 2 and isinstance(op.operands[0].type, MemRefType):
                idx = list(op.operands[1:])
                idx[-1] = self.add(arith.AddiOp(idx[-1], self.add(arith.ConstantOp(IntegerAttr(lane, IndexType())))))
                return self.add(memref.LoadOp.get(op.operands[0], idx))
            elif (name.startswith(_ELEMENTWISE) and name != "arith.constant" and len(op.results) == 1
                  and all(isinstance(o.type, VectorType) and o.type.get_shape() == t.get_shape() for o in op.operands)):
                scalars = [self.lane(o, lane) for o in op.operands]
                return self.add(type(op).create(operands=scalars, result_types=[t.element_type],
                                                properties=dict(op.properties), attributes=dict(op.attributes)))
        return self.add(vector_extract(v, lane))


def vector_extract(v: SSAValue, lane: int) -> Operation:
    """`vector.extract %v[lane]` of a 1-D vector."""
    from xdsl.dialects import vector

    t = v.type
    assert isinstance(t, VectorType)
    return vector.ExtractOp(v, [lane], t.element_type)


def unroll_gathers(root: Operation) -> int:
    """Unroll every `vector.gather` under `root` the rule applies to."""
    return sum(unroll_gather(op) for op in [o for o in root.walk() if isinstance(o, GatherOp)])


@dataclass(frozen=True)
class VectorGatherToLoadsPass(ModulePass):
    """`tv-vector-gather-to-loads`: every `vector.gather` the rule applies
    to, as its lanes' scalar loads (what `verify{spec=}` reads it as)."""

    name = "tv-vector-gather-to-loads"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        unroll_gathers(op)
