"""`tv-parallel-loops-to-gpu{outline=false}`: nested `scf.parallel` ->
`gpu.launch`, optionally outlined into `gpu.module` / `gpu.func` +
`gpu.launch_func`.

This is upstream's `gpu-map-parallel-loops` followed by
`convert-parallel-loops-to-gpu` (and `gpu-kernel-outlining` with
`outline=true`).  The mapping, as mlir-opt-19 does it:

* an outermost `scf.parallel` (not nested in another one) maps its dims
  0, 1, 2 to block x, y, z; an `scf.parallel` directly in its body maps
  dims 0, 1, 2 to thread x, y, z; further dims and deeper levels stay
  sequential (`scf.for`), and a parallel loop nested in some other op
  (an `scf.for`) is left as it is, inside the kernel;
* launch sizes are `ceildiv(ub - lb, step)` computed before the launch,
  1 for unused dimensions; inside, the iv is `id * step + lb`;
* a thread loop whose upper bound is computed inside the outer loop (the
  `affine.min` of a partial tile) is launched with a constant bound taken
  from that `affine.min` and guarded by `scf.if iv < ub`.  Upstream finds
  that constant only after a `canonicalize`; here the tile extent is
  already a constant (see `parallel_loop_tiling`).

The loop bodies, prophecies included, are moved into the launch; only the
ivs they use change.  What cannot be mapped (bounds that are neither
launch-invariant nor a guarded tile, side effects outside the thread loops
of a block-level loop) is an error at the loop: "unsupported".
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import affine, gpu, scf
from xdsl.dialects.builtin import IndexType, ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import is_side_effect_free

from tvmlir.ir.diagnostics import OpUnsupported
from tvmlir.ir.locations import inherit
from tvmlir.lowering.gpu_outlining import outline_launches
from tvmlir.lowering.index_arith import IndexBuilder, constant_index

HARDWARE_DIMS = 3


def _defined_outside(value: SSAValue, op: Operation) -> bool:
    """Is `value` available before `op` (not defined inside it)?"""
    owner = value.owner
    region_op = owner.parent_op() if isinstance(owner, Block) else owner
    while region_op is not None:
        if region_op is op:
            return False
        region_op = region_op.parent_op()
    return True


def constant_upper_bound(value: SSAValue) -> int | None:
    """A constant bound on an `affine.min`: the least of its results whose
    operands are all constants."""
    op = value.owner
    if not isinstance(op, affine.MinOp):
        return None
    m = op.map.data
    known = [constant_index(v) for v in op.operands]
    dims, symbols = known[: m.num_dims], known[m.num_dims :]
    if None in symbols:
        return None
    found: list[int] = []
    for expr in m.results:
        single = AffineMap(m.num_dims, m.num_symbols, (expr,))
        if all(dims[d] is not None for d in single.used_dims()):
            values = [d if d is not None else 0 for d in dims]
            found.append(single.eval(values, symbols)[0])  # type: ignore[arg-type]
    return min(found) if found else None


def _launch_size(
    loop: scf.ParallelOp, i: int, root: scf.ParallelOp, pre: IndexBuilder
) -> tuple[SSAValue, bool]:
    """The launch size of dim `i` of `loop` and whether its iv needs a
    guard (`iv < ub`)."""
    lb, ub, step = loop.lowerBound[i], loop.upperBound[i], loop.step[i]
    if not (_defined_outside(lb, root) and _defined_outside(step, root)):
        raise OpUnsupported(loop, "lower bound or step computed inside the launch")
    if _defined_outside(ub, root):
        return pre.trip_count(lb, ub, step), False
    bound = constant_upper_bound(ub)
    if bound is None:
        raise OpUnsupported(
            loop,
            "the upper bound of a thread-mapped loop is neither "
            "launch-invariant nor an affine.min with a constant result",
        )
    return pre.trip_count(lb, bound, step), True


def _thread_sizes(
    loop: scf.ParallelOp, root: scf.ParallelOp, pre: IndexBuilder
) -> tuple[list[SSAValue], list[bool]]:
    """Launch sizes and guard flags of the hardware dims of a thread loop."""
    sized = [_launch_size(loop, i, root, pre) for i in range(min(len(loop.lowerBound), HARDWARE_DIMS))]
    return [size for size, _ in sized], [guarded for _, guarded in sized]


def _sequential(
    loop: scf.ParallelOp, dims: range, body: IndexBuilder, ivs: dict[int, SSAValue]
) -> IndexBuilder:
    """`scf.for` loops for `dims` of `loop` (the dims past z); returns a
    builder inside the innermost one."""
    for i in dims:
        yield_op = scf.YieldOp()
        block = Block([yield_op], arg_types=[IndexType()])
        for_op = scf.ForOp(loop.lowerBound[i], loop.upperBound[i], loop.step[i], [], Region(block))
        body.insert_op(for_op)
        ivs[i] = block.args[0]
        body = body.at(InsertPoint.before(yield_op))
    return body


def _move_body(loop: scf.ParallelOp, ivs: dict[int, SSAValue], insert: InsertPoint) -> None:
    """Move `loop`'s body (without its `scf.reduce`) to `insert`, its ivs
    replaced by `ivs`."""
    block = loop.body.block
    for i, arg in enumerate(block.args):
        arg.replace_all_uses_with(ivs[i])
    for op in list(block.ops):
        if isinstance(op, scf.ReduceOp):
            continue
        op.detach()
        Rewriter.insert_op(op, insert)


def _map_threads(loop: scf.ParallelOp, guarded: list[bool], thread_ids: list[SSAValue]) -> None:
    """Replace a thread-level loop by its body on thread ids, guarded."""
    body = IndexBuilder(InsertPoint.before(loop), loop.location)
    ivs: dict[int, SSAValue] = {}
    n = len(loop.lowerBound)
    for i in range(min(n, HARDWARE_DIMS)):
        ivs[i] = body.affine_index(thread_ids[i], loop.step[i], loop.lowerBound[i])
    conditions = [
        body.less_than(ivs[i], loop.upperBound[i])
        for i in range(min(n, HARDWARE_DIMS))
        if guarded[i]
    ]
    if conditions:
        condition = conditions[0]
        for c in conditions[1:]:
            condition = body.and_(condition, c)
        yield_op = scf.YieldOp()
        if_op = scf.IfOp(condition, [], Region(Block([yield_op])))
        body.insert_op(if_op)
        body = body.at(InsertPoint.before(yield_op))
    body = _sequential(loop, range(HARDWARE_DIMS, n), body, ivs)
    _move_body(loop, ivs, body.insert)
    loop.detach()
    loop.erase()


def convert_root(root: scf.ParallelOp) -> gpu.LaunchOp:
    """Turn an outermost `scf.parallel` nest into a `gpu.launch`."""
    parent = root.parent_block()
    assert parent is not None
    pre = IndexBuilder(InsertPoint.before(root), root.location)
    body_ops = list(root.body.block.ops)
    thread_loops = [op for op in body_ops if isinstance(op, scf.ParallelOp)]
    if thread_loops:
        for op in body_ops:
            if not (op in thread_loops or isinstance(op, scf.ReduceOp) or _pure(op)):
                raise OpUnsupported(
                    op,
                    "side effects at block level, outside the "
                    "thread-mapped loops, would run once per thread",
                )

    for loop in [root, *thread_loops]:
        if loop.initVals:
            raise OpUnsupported(loop, "parallel loop with reductions")
    one = pre.const(1)
    n = len(root.lowerBound)
    grid = [
        pre.trip_count(root.lowerBound[i], root.upperBound[i], root.step[i])
        if i < n
        else one
        for i in range(HARDWARE_DIMS)
    ]
    block_sizes: list[SSAValue] = [one] * HARDWARE_DIMS
    guards: dict[scf.ParallelOp, list[bool]] = {}
    for k, loop in enumerate(thread_loops):
        sizes, guards[loop] = _thread_sizes(loop, root, pre)
        sizes += [one] * (HARDWARE_DIMS - len(sizes))
        if k == 0:
            block_sizes = sizes
        elif not all(_same_size(a, b) for a, b in zip(block_sizes, sizes)):
            # A thread would run the body of a loop that does not use its
            # id several times over.
            raise OpUnsupported(loop, "sibling thread loops with different bounds")

    terminator = gpu.TerminatorOp()
    launch_block = Block([terminator], arg_types=[IndexType()] * 12)
    launch = gpu.LaunchOp(Region(launch_block), grid, block_sizes)
    launch.location = root.location
    parent.insert_op_before(launch, root)
    block_ids = list(launch_block.args[0:3])
    thread_ids = list(launch_block.args[3:6])

    body = IndexBuilder(InsertPoint.before(terminator), root.location)
    ivs: dict[int, SSAValue] = {
        i: body.affine_index(block_ids[i], root.step[i], root.lowerBound[i])
        for i in range(min(n, HARDWARE_DIMS))
    }
    body = _sequential(root, range(HARDWARE_DIMS, n), body, ivs)
    _move_body(root, ivs, body.insert)
    for loop in thread_loops:
        _map_threads(loop, guards[loop], thread_ids)
    inherit([launch], root.location)
    root.detach()
    root.erase()
    return launch


def _pure(op: Operation) -> bool:
    """No side effects (xDSL does not mark the affine index ops pure)."""
    return isinstance(op, affine.MinOp | affine.ApplyOp) or is_side_effect_free(op)


def _same_size(a: SSAValue, b: SSAValue) -> bool:
    ca, cb = constant_index(a), constant_index(b)
    return a is b or (ca is not None and ca == cb)


def _roots(func: FuncOp) -> list[scf.ParallelOp]:
    roots: list[scf.ParallelOp] = []
    for op in func.walk():
        if not isinstance(op, scf.ParallelOp):
            continue
        parent = op.parent_op()
        nested = False
        while parent is not None and parent is not func:
            if isinstance(parent, scf.ParallelOp | gpu.LaunchOp):
                nested = True
                break
            parent = parent.parent_op()
        if not nested:
            roots.append(op)
    return roots


@dataclass(frozen=True)
class ParallelLoopsToGPUPass(ModulePass):
    """Map parallel loop nests to GPU launches (see module doc)."""

    name = "tv-parallel-loops-to-gpu"

    outline: bool = False
    """Also outline each launch into a `gpu.module` + `gpu.launch_func`."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for func in [f for f in op.ops if isinstance(f, FuncOp)]:
            for root in _roots(func):
                convert_root(root)
        if self.outline:
            outline_launches(op)
