"""`nvgpu.mma.sync` m16n8k16 (f16/bf16 operands, f32 accumulator), read as
`gpu.shuffle`s and a k-ordered fold (issue 26).

The op is warp-synchronous: `D = A x B + C` on a 16x16 A, 16x8 B and
16x8 C/D, each matrix spread over the 32 lanes of the warp, every lane
passing its fragment and receiving its fragment of D.  Which lane holds
which element is the PTX ISA's ("Matrix Fragments for mma.m16n8k16 with
floating point type", section 9.7.14.5.8 of NVIDIA's PTX ISA 8.x; MLIR's
`nvgpu.mma.sync` lowers to exactly that `mma.sync.aligned.m16n8k16.row.col`
instruction).  With `groupID = laneid >> 2` and `threadID_in_group =
laneid % 4` (`g`, `t` below), element `e` of register `r` of a lane
(`vector<RxExT>`: lane-local `[r][e]`, the PTX register `a_{2r+e}`) is:

* A (`vector<4x2xf16>`, `a_0..a_7`): row `g + 8 * (r % 2)`, column
  `2t + e + 8 * (r / 2)` (`a_0, a_1`: row g, cols 2t, 2t+1; `a_2, a_3`:
  row g+8; `a_4, a_5`: row g, cols 2t+8, 2t+9; `a_6, a_7`: row g+8);
* B (`vector<2x2xf16>`, `b_0..b_3`): row (k) `2t + e + 8r`, column `g`;
* C and D (`vector<2x2xf32>`, `c_0..c_3`): row `g + 8r`, column `2t + e`.

So `D[row][col]`, held by lane `(g, t)` at `[r][e]` with `row = g + 8r`,
`col = 2t + e`, needs `A[row][k]` from lane `4g + (k % 8) / 2` (register
`[r + 2 (k / 8)][k % 2]`) and `B[k][col]` from lane `4 col + (k % 8) / 2`
(register `[k / 8][k % 2]`), for k = 0..15.  The reading (an IR rewrite of
the copy `--verify` proves and the oracle runs, as `fma_chains.py` and
`subgroup_reduce.py` do) fetches each with a `gpu.shuffle idx` of width
32 from that lane, widened (`arith.extf`) to f32 on the source lane, and
folds the 16 products `extf(A) * extf(B)` (exact in f32: 11-bit
significands) in k order from C's element (`vector.multi_reduction <add>`
of the stacked products, the fold `--verify` claims and proves step by
step, `folds.py`).  The shuffles carry their own obligations (the 32
lanes run the op together, the block fills the warp; `shuffles.py`), so
the reading never invents lanes, and since every lane of a warp runs the
same code, the source lane's fragment is its own term with its thread ids
(`shuffles._move`).

**What is assumed.**  PTX leaves the order and the intermediate
precision of the sum inside the instruction open (tensor cores do not
round after each product).  The reading is the spec's order (k = 0..15
from the accumulator, each step rounded to f32), which is one of the
orders a reassociation allows: it is made only under
`verify{assume-reassoc}` and printed per op; without it the op is
`unsupported`.  A warp is 32 lanes (NVIDIA's), so the launch's declared
subgroup size, if any, must be 32 (else `unsupported`).  Other shapes,
f16 accumulators, integer and tf32 operands are `unsupported`.
"""

from __future__ import annotations

from xdsl.dialects import arith, vector
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    UnitAttr,
    VectorType,
    f32,
    i32,
    i64,
)
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from tvmlir.ir.compat.iree import ShuffleMode, ShuffleModeAttr, ShuffleOp
from tvmlir.ir.compat.vector import FromElementsOp, MultiReductionOp
from tvmlir.ir.diagnostics import format_op_location
from tvmlir.verify.shuffles import declared_subgroup_size, launch_of

NAME = "nvgpu.mma.sync"
WARP = 32
SHAPE = (16, 8, 16)
REASON = "nvgpu.mma.sync: "
LANE_ARITH = "tvmlir.lane_arith"
"""Marks the index ops the reading adds (lane numbers, not indices of the
code: `infer.target_trace` fits no claim over them)."""


def mma_ops(fn: Operation) -> list[Operation]:
    return [op for op in fn.walk() if op.name == NAME]


def unsupported_reason(op: Operation, assume_reassoc: bool) -> str | None:
    """Why `op` is not read (None: it is)."""
    shape = tuple(int(x.value.data) for x in op.properties["mmaShape"].data) if "mmaShape" in op.properties else None
    a, b, c = (v.type for v in op.operands[:3])
    if shape != SHAPE or [a.get_shape(), b.get_shape(), c.get_shape()] != [(4, 2), (2, 2), (2, 2)]:
        return f"{REASON}only m16n8k16 with vector<4x2>, vector<2x2>, vector<2x2> fragments is read"
    if a.element_type.name not in ("f16", "bf16") or b.element_type != a.element_type:
        return f"{REASON}only f16 and bf16 operands are read"
    if c.element_type != f32:
        return f"{REASON}only an f32 accumulator is read (the precision of an f16 accumulation is the target's)"
    launch = launch_of(op)
    if launch is None or launch.name != "gpu.launch":
        return f"{REASON}outside a gpu.launch"
    declared = declared_subgroup_size(op)
    if declared not in (None, WARP):
        return f"{REASON}the launch's subgroup size is {declared}, not a 32-lane warp"
    if not assume_reassoc:
        return (f"{REASON}the order and precision of the sum inside the instruction are the target's; "
                "verify{assume-reassoc} reads it as the spec's k-ordered f32 sum")
    return None


def _const(new: list[Operation], value: int, t=None) -> SSAValue:
    c = arith.ConstantOp(IntegerAttr(value, t or IndexType()))
    new.append(c)
    return c.result


def _add(new, op) -> SSAValue:
    new.append(op)
    return op.results[0]


def read_as_shuffles(op: Operation, default_file: str = "<input>") -> list[str]:
    """Rewrite `op` (in place) into its lane exchange and folds (module
    doc); the assumption notes.  `unsupported_reason(op)` must be None."""
    launch = launch_of(op)
    assert launch is not None
    args = launch.regions[0].blocks[0].args
    tx, ty, tz, bdx, bdy = args[3], args[4], args[5], args[9], args[10]
    a, b, c = op.operands[:3]
    new: list[Operation] = []
    # lane = linear thread id mod 32 (the GPU dialect's linear id,
    # shuffles.py), in index arithmetic the affine layer reads exactly;
    # marked LANE_ARITH so that the inference does not fit claims over it
    linear = _add(new, arith.AddiOp(tx, _add(new, arith.MuliOp(bdx, _add(new, arith.AddiOp(
        ty, _add(new, arith.MuliOp(bdy, tz))))))))
    lane = _add(new, arith.RemUIOp(linear, _const(new, WARP)))
    g = _add(new, arith.DivUIOp(lane, _const(new, 4)))
    t = _add(new, arith.RemUIOp(lane, _const(new, 4)))
    width = _const(new, WARP, i32)

    def widened(frag: SSAValue, r: int, e: int) -> SSAValue:
        x = _add(new, vector.ExtractOp(frag, [r, e], frag.type.element_type))
        return _add(new, arith.ExtFOp(x, f32))

    def from_lane(value: SSAValue, src: SSAValue) -> SSAValue:
        s32 = _add(new, arith.IndexCastOp(src, i32))
        sh = ShuffleOp.create(operands=[value, s32, width], result_types=[f32, arith.IntegerType(1)],
                              properties={"mode": ShuffleModeAttr(ShuffleMode.IDX)})
        new.append(sh)
        return sh.results[0]

    a_w = {(r, e): widened(a, r, e) for r in range(4) for e in range(2)}
    b_w = {(r, e): widened(b, r, e) for r in range(2) for e in range(2)}
    four_g = _add(new, arith.MuliOp(g, _const(new, 4)))
    a_src = [_add(new, arith.AddiOp(four_g, _const(new, j))) for j in range(4)]
    two_t = _add(new, arith.MuliOp(t, _const(new, 2)))
    b_src = {}
    for e in range(2):
        col = _add(new, arith.AddiOp(two_t, _const(new, e)))
        four_col = _add(new, arith.MuliOp(col, _const(new, 4)))
        for j in range(4):
            b_src[e, j] = _add(new, arith.AddiOp(four_col, _const(new, j)))
    # A[g + 8r][k] and B[k][2t + e], k = 0..15
    a_rows = {(r, k): from_lane(a_w[r + 2 * (k // 8), k % 2], a_src[(k % 8) // 2]) for r in range(2) for k in range(16)}
    b_cols = {(e, k): from_lane(b_w[k // 8, k % 2], b_src[e, (k % 8) // 2]) for e in range(2) for k in range(16)}
    stacked_type = VectorType(f32, [16])
    zeros = arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(stacked_type, [0.0] * 16))
    new.append(zeros)
    d = []
    for r in range(2):
        for e in range(2):
            rows: SSAValue = zeros.result
            for k in range(16):
                p = _add(new, arith.MulfOp(a_rows[r, k], b_cols[e, k]))
                rows = _add(new, vector.InsertOp(p, rows, [k], stacked_type))
            acc = _add(new, vector.ExtractOp(c, [r, e], f32))
            fold = MultiReductionOp.create(
                operands=[rows, acc], result_types=[f32],
                properties={"kind": vector.CombiningKindAttr(vector.CombiningKindFlag.ADD),
                            "reduction_dims": ArrayAttr([IntegerAttr(0, i64)])})
            d.append(_add(new, fold))
    res = _add(new, FromElementsOp.create(operands=d, result_types=[op.results[0].type]))
    for o in new:
        o.location = op.location  # type: ignore[attr-defined]
        if any(isinstance(r.type, IndexType) for r in o.results):
            o.attributes[LANE_ARITH] = UnitAttr()
    Rewriter.insert_op(new, InsertPoint.before(op))
    op.results[0].replace_all_uses_with(res)
    where = format_op_location(op, default_file)
    op.detach()
    op.erase()
    return [f"assumes: {NAME} m16n8k16 at {where} sums its 16 products in an order and precision the PTX ISA leaves "
            "to the target: read as the spec's sum, k = 0..15 from the accumulator, each step rounded to f32 "
            "(verify{assume-reassoc}); lanes exchange fragments by the PTX ISA's m16n8k16 layout over a 32-lane warp"]


def read_module(module: Operation, default_file: str = "<input>") -> tuple[dict[str, list[str]], str | None]:
    """Every `nvgpu.mma.sync` of `module` read (in place); the notes per
    function, and the first unsupported op's reason (then nothing is read)."""
    from xdsl.dialects import func

    fns = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    for fn in fns:
        for op in mma_ops(fn):
            why = unsupported_reason(op, True)
            if why is not None:
                return {}, f"{why} (at {format_op_location(op, default_file)})"
    notes: dict[str, list[str]] = {}
    for fn in fns:
        for op in mma_ops(fn):
            notes.setdefault(fn.sym_name.data, []).extend(read_as_shuffles(op, default_file))
    return notes, None


__all__ = ["NAME", "mma_ops", "read_as_shuffles", "read_module", "unsupported_reason"]
