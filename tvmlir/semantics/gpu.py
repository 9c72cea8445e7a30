"""The `gpu` dialect's host side and kernels in tv-check: the table `GPU`.

**Kernels** (`gpu.launch`, and `gpu.launch_func` of a `gpu.func` in a
`gpu.module`, resolved by its symbol: the outlined form of the same
kernel).  A kernel's body runs once per (block, thread) of its grid, and
the threads run concurrently.  tv-check reads a launch as the loop nest
over blocks and threads (in a fixed order: the argument below does not
depend on which), unrolled like an `scf.parallel` (`scf._space`: the grid
extents are loop bounds, constants or symbolic within the unroll bound),
**and proves that this reading is exact**:

* *No barrier*: every interleaving of the threads gives the memory the
  sequential order gives if no two distinct threads touch one memory
  element with at least one of them writing it.  Then a thread's reads
  only ever see the memory at the launch or its own writes, whatever the
  other threads did before, so each thread computes what it computes
  alone, and the final memory is the union of their writes.  The accesses
  of every (block, thread) are recorded (`races.recording`) and the solver
  must prove that no two distinct iterations that run conflict
  (`races.check_race_free`, the check of `scf.parallel`); else the launch
  is `unsupported (... two iterations may access the same memory element
  ...)`, on either side: a racy kernel has many meanings, and a racy
  target may do what no order does.  A data race is not read as UB.
* *Barriers at the top level of the body* (`gpu.barrier` directly in the
  launch's or kernel's block) split it into phases.  All threads of a
  block finish a phase before any starts the next, so per block the
  kernel is: phase 1 for every thread, then phase 2 for every thread, ...
  (each thread keeps its own SSA values across the barrier).  Each phase
  is race-checked over the threads of the block, and the whole body over
  distinct blocks (blocks never synchronize).  A barrier anywhere else
  (inside `scf.if`/`scf.for`, in a function called by the kernel, in a
  `func.func` outside any launch) is unsupported.
* Opaque ops with effects and prints inside a kernel are unsupported (their
  order across threads is unspecified: `opaque.py` refuses events while
  accesses are recorded).
* Memory attributions (static memrefs): a workgroup attribution is one
  fresh, uninitialized buffer per block, shared by its threads (so their
  races are checked, per phase); a private one is a fresh buffer per
  thread (as `verify/kernels.py` reads them).  Neither outlives the launch.
* A call inside a `gpu.func` is unsupported: its callee is a symbol of
  the `gpu.module` (outlining clones it there), and tv-check's calls
  resolve in the top-level module, which may hold another function of
  that name.
* Thread block clusters, dynamic shared memory and subgroup ops
  (`gpu.lane_id`, shuffles, reductions) are unsupported.

The id ops (`gpu.thread_id`, `block_id`, `block_dim`, `grid_dim`,
`global_id`) read the (block, thread) being run; one with `upper_bound`
is poison where the value is not below it (MLIR 19's GPUOps.td: "the
behavior is undefined" past it; poison is the weaker reading, as
`verify/frame.py`).  Outside a launch they are unsupported.  A
`gpu.func` with `known_block_size`/`known_grid_size` launched with other
sizes is UB (GPUOps.td: "undefined behavior").

**Async** (`!gpu.async.token`: a value with no data).  tv-check runs an
async op (launch, memcpy, memset, alloc, dealloc) where it stands, so it
completes before the ops after it.  That is exact only if nothing after
it can see the difference before it completes, so `check_async` requires
statically that, until a blocking `gpu.wait` that depends on its token
(through the async dependencies of other ops, transitively), every op of
its block after it touches no memory (no memref operand or result, no
region, not a call or a kernel launch, not an op tvmlir does not know),
or is an async gpu op that depends on its token (so runs after it), or a
kernel whose body touches no memory (nothing can tell when it runs; such
an async kernel is not checked either); else unsupported.  Work still pending at the end of a region other than the
function's body is unsupported (what follows the region may read
first).  Work still pending when the function returns is read as
completed when the caller reads the memory (an assumption, printed): the caller must synchronize
before it reads (reading before is a race in the caller).  Tokens passed
in as arguments are of work that completed (the caller's).
"""

from __future__ import annotations

import itertools

import z3
from xdsl.dialects.builtin import MemRefType, SymbolRefAttr
from xdsl.ir import Operation

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import and_, or_
from tvmlir.semantics.paths import when
from tvmlir.semantics.races import check_race_free, recording
from tvmlir.semantics.values import Scalar, Tensor

DIMS = ("x", "y", "z")


def token() -> Scalar:
    """An async token's value: no data."""
    return Scalar(z3.BitVecVal(0, 1))


# --- async ordering -----------------------------------------------------------------


def _tokens(op) -> list:
    return [o for o in op.operands if _is_token(o.type)]


def _is_token(t) -> bool:
    return str(t) == "!gpu.async.token"


_EFFECTFUL = ("func.call", "func.call_indirect", "gpu.launch", "gpu.launch_func", "gpu.memcpy", "gpu.memset",
              "gpu.dealloc")
"""Ops that touch memory whatever their operands (a kernel may reach
globals; a call, anything)."""


def _touches_memory(interp, op) -> bool:
    if op.regions or op_name(op) in _EFFECTFUL:
        return True
    if any(isinstance(v.type, MemRefType) for v in (*op.operands, *op.results)):
        return True
    return op_name(op) not in interp._handlers  # noqa: SLF001 (an op tvmlir does not know)


PENDING_AT_RETURN = ("async GPU work still pending when the function returns has completed when the caller reads "
                     "memory (the caller waits on it first)")


def check_async(interp, op) -> None:
    """Unsupported unless running async `op` where it stands is exact (the
    module docstring)."""
    results = [r for r in op.results if _is_token(r.type)]
    if not results or _pure_kernel(interp, op):
        return  # a kernel touching no memory: nothing can tell when it runs
    after = set(results)
    fresh = op_name(op) == "gpu.alloc"
    nxt = op.next_op
    while nxt is not None:
        deps = _tokens(nxt)
        depends = any(d in after for d in deps)
        name = op_name(nxt)
        if name == "gpu.wait" and depends and not nxt.results:
            return  # blocking wait on our work
        if depends:
            after.update(r for r in nxt.results if _is_token(r.type))
        elif fresh:
            # An allocation touches only the memory it creates: what may
            # not run before it completes is a use of its memref.
            if any(o is op.results[0] for o in nxt.operands) and not _terminator(nxt):
                raise Unsupported(op, f"the allocation may not have completed when {name} at {_loc(nxt)} uses it "
                                      "(no gpu.wait on its token before it)")
        elif name in ("gpu.wait", "gpu.alloc") or _pure_kernel(interp, nxt):
            pass  # a join (no work), an allocation (fresh memory only), a kernel touching no memory
        elif name.startswith("gpu.") and any(_is_token(r.type) for r in nxt.results):
            raise Unsupported(op, f"async work that may run concurrently with the {name} at "
                                  f"{_loc(nxt)} (it does not depend on its token)")
        elif not _terminator(nxt) and _touches_memory(interp, nxt):
            raise Unsupported(op, f"async work may not have completed when {name} at {_loc(nxt)} "
                                  "touches memory (no gpu.wait on its token before it)")
        nxt = nxt.next_op
    parent = op.parent_op()
    if parent is None or op_name(parent) != "func.func":
        # Pending at the end of a region: the ops after its parent op may
        # touch the memory before the work completes.
        raise Unsupported(op, "async work still pending at the end of a region (no gpu.wait on its token in it)")
    last = op.parent_block().last_op if op.parent_block() is not None else None
    if not fresh and (last is None or not any(o in after for o in last.operands)):
        # The caller can wait only on a token it is given (attack round 13:
        # a gpu.memcpy into the result whose wait was dropped verified
        # under the assumption that the caller waits).  An allocation
        # writes no memory the caller holds: its assumption stays (MLIR's
        # canonicalize tests return a gpu.alloc async's memref unwaited).
        raise Unsupported(op, "async work still pending when the function returns, and no token of it is returned "
                              "(no gpu.wait on its token before the return)")
    interp.ctx.assume(PENDING_AT_RETURN)


def _pure_kernel(interp, op) -> bool:
    """A launch whose body touches no memory (`run_kernel`'s pure case;
    the operands of a launch_func are no memrefs)."""
    name = op_name(op)
    if name == "gpu.launch":
        body = op.body
    elif name == "gpu.launch_func":
        if any(isinstance(v.type, MemRefType) for v in op.operands):
            return False
        func = _kernel_of(op)
        if func is None or op_name(func) != "gpu.func":
            return False
        body = func.body
    else:
        return False
    return not any(_touches_memory(interp, inner) for b in body.blocks for o in b.ops
                   if o is not b.last_op for inner in o.walk())


def _terminator(op) -> bool:
    from tvmlir.semantics.interp import _is_terminator

    return _is_terminator(op) and op.next_op is None


def _loc(op) -> str:
    from tvmlir.ir.diagnostics import format_op_location

    return format_op_location(op)


def _wait(interp, op):
    return [token()] if op.results else []


# --- ids ----------------------------------------------------------------------------


class Ids:
    """The (block, thread) a kernel body runs as: block ids, thread ids,
    grid sizes, block sizes (x, y, z each)."""

    def __init__(self, bid, tid, grid, block):
        self.values = {"block_id": bid, "thread_id": tid, "grid_dim": grid, "block_dim": block}


def _current(interp, op) -> Ids:
    stack = interp.gpu_ids
    if not stack:
        raise Unsupported(op, "outside a kernel launch that tv-check runs (its grid is unknown)")
    return stack[-1]


def _dimension(op) -> int:
    """0, 1, 2 for x, y, z (xDSL's `DimensionAttr` or IREE's `GpuDimAttr`,
    both enums of `DimensionEnum`)."""
    d = op.properties.get("dimension") or op.attributes.get("dimension")
    value = str(getattr(getattr(d, "data", None), "value", getattr(d, "data", ""))).lower()
    if value in DIMS:
        return DIMS.index(value)
    raise Unsupported(op, f"dimension {d}")


def _bounded(interp, op, t: z3.BitVecRef) -> Scalar:
    ub = op.properties.get("upper_bound") or op.attributes.get("upper_bound")
    if ub is None:
        return Scalar(t)
    bound = ix.bv(ub.value.data)
    return Scalar(t, z3.simplify(z3.Not(z3.ULT(t, bound))))


def _id_op(kind: str):
    def run(interp, op):
        ids = _current(interp, op)
        return [_bounded(interp, op, ids.values[kind][_dimension(op)])]

    return run


def _global_id(interp, op):
    ids = _current(interp, op)
    k = _dimension(op)
    t = ix.add(ix.mul(ids.values["block_id"][k], ids.values["block_dim"][k]), ids.values["thread_id"][k])
    return [_bounded(interp, op, t)]


# --- kernels ------------------------------------------------------------------------


def _within_launch_limits(interp, op, sizes) -> None:
    """Unsupported unless the block fits the target's limits (NVIDIA's and
    AMD's, `verify/launch_limits.py`: 1024 threads per block, 1024 x 1024 x
    64) for every size, and a constant grid fits (2^31 - 1) x 65535 x
    65535: a launch beyond them does not run (the driver rejects it), while
    the unrolled grid would run every thread (attack round 15: a block of
    1 x 1 x 65 threads, which no NVIDIA device launches, was verified).
    A symbolic grid size is not checked (it exceeds the limits only past
    2^31 tiles in x, 65535 in y or z), as `--verify` assumes by default."""
    from tvmlir.semantics.loops import never
    from tvmlir.verify.launch_limits import LaunchLimits

    if len(sizes) < 6:
        return
    limits = LaunchLimits()
    grid, block = sizes[:3], sizes[3:6]
    width = 3 * 64 + 8
    wide = [z3.ZeroExt(width - t.size(), t) for t in block]
    over = [z3.UGT(w, z3.BitVecVal(m, width)) for w, m in zip(wide, limits.block)]
    over.append(z3.UGT(wide[0] * wide[1] * wide[2], z3.BitVecVal(limits.threads_per_block, width)))
    over += [z3.UGT(t, z3.BitVecVal(m, t.size())) for t, m in zip(grid, limits.grid) if z3.is_bv_value(z3.simplify(t))]
    if never(interp, or_(*over)) is not True:
        raise Unsupported(op, f"a launch beyond the target's limits ({limits.threads_per_block} threads per block, "
                              f"block {' x '.join(map(str, limits.block))}, grid {' x '.join(map(str, limits.grid))}) "
                              "for some sizes: the driver rejects it and the kernel does not run")


def _within_workgroup_memory(op, workgroup, private, block) -> None:
    """Unsupported unless a block's workgroup memory (its workgroup
    attributions and workgroup allocations) and a thread's private memory
    (private attributions, allocas) fit the target
    (`launch_limits.WORKGROUP_BYTES`, `PRIVATE_BYTES`): a kernel that needs
    more does not launch, while the unrolled grid would run it (attack
    round 16: a 256 KiB staging tile, a 4 MiB private buffer, verified)."""
    from tvmlir.verify.launch_limits import memory_excess

    why = memory_excess(workgroup, private, block.parent)
    if why is not None:
        raise Unsupported(op, f"a launch beyond the target's limits: {why}")


def _grid(interp, op, sizes):
    """(runs, (bx, by, bz)) of every block and (runs, (tx, ty, tz)) of every
    thread that may run (as `scf._space` gives a loop's points), after the
    whole grid (blocks times threads) is spent from the unroll budget."""
    from tvmlir.semantics.loops import budget_left, spend, trip_bound
    from tvmlir.semantics.scf import counted

    _within_launch_limits(interp, op, sizes)
    zero, one = ix.bv(0), ix.bv(1)
    dims = []
    start, left, total = interp.unrolled, budget_left(interp), 1
    if not all(z3.is_bv_value(t) for t in sizes):
        # One query first: whether the grid may exceed the budget (the
        # usual case of a symbolic grid; searching each extent's bound
        # would ask the solver a dozen times before failing).
        from tvmlir.semantics.loops import never

        wide = [z3.ZeroExt(6 * 64 + 16 - t.size(), t) for t in sizes]  # no wrap-around
        product = wide[0]
        for t in wide[1:]:
            product = product * t
        if never(interp, z3.UGT(product, z3.BitVecVal(left, 6 * 64 + 16))) is not True:
            raise Unsupported(op, f"a grid that may have more blocks times threads than the unroll bound allows "
                                  f"({left} iterations left of {interp.ctx.options.max_unroll} per function, "
                                  "--max-unroll)")
    try:
        for ub in sizes:
            # Each extent is bounded by what the ones before leave of the
            # budget (the grid is their product): a symbolic extent is not
            # searched past it.
            interp.unrolled = interp.ctx.options.max_unroll - left // max(total, 1)
            runs, iv, count = counted(zero, ub, one)
            try:
                n = trip_bound(interp, op, runs, count)
            except Unsupported as e:
                interp.unrolled = start
                raise Unsupported(op, f"a grid of more blocks times threads than the unroll bound allows "
                                      f"({left} iterations left of {interp.ctx.options.max_unroll} per function, "
                                      "--max-unroll; " + e.reason.split(" exceeds")[0] + " in one extent)") from None
            dims.append((runs, iv, n))
            total *= n
    finally:
        interp.unrolled = start
    spend(interp, op, total)

    def points(part):
        axes = [[(runs(k), iv(k)) for k in range(n)] for runs, iv, n in part]
        return [(z3.simplify(and_(*[r for r, _ in p])), [v for _, v in p]) for p in itertools.product(*axes)]

    return points(dims[:3]), points(dims[3:])


def _segments(op, block) -> list[list[Operation]]:
    """The body's ops split at its top-level barriers (the terminator
    excluded); a barrier nested deeper is unsupported."""
    segs: list[list[Operation]] = [[]]
    for o in block.ops:
        if op_name(o) == "gpu.barrier":
            segs.append([])
            continue
        if o is block.last_op:
            continue
        for r in o.regions:
            for inner in r.walk():
                if op_name(inner) == "gpu.barrier":
                    raise Unsupported(inner, "a barrier inside control flow of a kernel is not modelled")
        segs[-1].append(o)
    return segs


def _calls_with_barrier(interp, ops) -> None:
    for o in ops:
        for inner in o.walk():
            if op_name(inner) == "func.call":
                callee = interp.module.functions.get(inner.callee.root_reference.data)
                if callee is not None and any(op_name(x) == "gpu.barrier" for x in callee.walk()):
                    raise Unsupported(inner, "a call to a function with a barrier inside a kernel is not modelled")


def run_kernel(interp, op, sizes, block, args_of, n_workgroup: int = 0) -> None:
    """Run `block` (the body of a launch or a kernel function) for every
    (block, thread) of the grid `sizes` (six index terms), as the module
    docstring says; `args_of(ids)` gives the block's leading arguments,
    after which come `n_workgroup` workgroup attributions, then private
    ones."""
    if interp.memory.recorder is not None or interp._bound:  # noqa: SLF001
        raise Unsupported(op, "a kernel launch inside a parallel loop or a body of unordered iterations")
    lead = len(args_of(Ids([ix.bv(0)] * 3, [ix.bv(0)] * 3, sizes[:3], sizes[3:])))
    _within_workgroup_memory(op, block.args[lead:lead + n_workgroup], block.args[lead + n_workgroup:], block)
    segs = _segments(op, block)
    _calls_with_barrier(interp, [o for s in segs for o in s])
    if not any(_touches_memory(interp, inner) for s in segs for o in s for inner in o.walk()):
        _run_pure(interp, op, sizes, segs, block, args_of)
        return
    blocks, threads = _grid(interp, op, sizes)
    term = block.last_op
    per_block = []
    workgroup = list(block.args[lead:lead + n_workgroup])
    private = list(block.args[lead + n_workgroup:])
    for b_runs, bid in blocks:
        envs: dict[int, dict] = {}
        # Workgroup attributions: one fresh (uninitialized) buffer per
        # block, shared by its threads (their races are checked); private
        # ones: one per thread.
        shared = {a: _attribution(interp, op, a) for a in workgroup}
        own = {k: {a: _attribution(interp, op, a) for a in private} for k in range(len(threads))}
        thread_acc: dict[int, list] = {k: [] for k in range(len(threads))}
        block_acc = []
        for phase, seg in enumerate(segs):
            phase_iters = []
            for k, (t_runs, tid) in enumerate(threads):
                ids = Ids(bid, tid, sizes[:3], sizes[3:])
                runs = z3.simplify(and_(b_runs, t_runs))

                def body(ids=ids, k=k, seg=seg, phase=phase):
                    interp.gpu_ids.append(ids)
                    try:
                        with recording(interp) as acc:
                            if phase == 0:
                                envs[k] = {**dict(zip(block.args, args_of(ids))), **shared, **own[k]}
                            interp.env.update(envs.get(k, {}))
                            for o in seg:
                                interp.eval(o)
                            if phase == len(segs) - 1:
                                interp.uses(term)
                            # The thread's own SSA values live across the barrier.
                            envs.setdefault(k, {}).update(
                                {r: interp.env[r] for o in seg for r in o.results if r in interp.env})
                    finally:
                        interp.gpu_ids.pop()
                    phase_iters.append((runs, acc))
                    thread_acc[k].extend(acc)
                    return []

                when(interp, op, runs, body, [])
            if len(segs) > 1:
                _race_free(interp, op, phase_iters, "threads of a block between two barriers")
        for k, (t_runs, _) in enumerate(threads):
            block_acc.append((z3.simplify(and_(b_runs, t_runs)), thread_acc[k]))
        per_block.append((b_runs, block_acc))
    if len(segs) == 1:
        _race_free(interp, op, [it for _, its in per_block for it in its], "threads")
    else:
        _race_free(interp, op, [(r, [a for _, acc in its for a in acc]) for r, its in per_block], "blocks")


def _race_free(interp, op, iterations, who: str) -> None:
    """`races.check_race_free`, its reason said of threads."""
    try:
        check_race_free(interp, op, iterations)
    except Unsupported as e:
        how = "may (not decided within the solver's budget)" if "not decided" in e.reason else "may"
        raise Unsupported(op, f"a race between {who}: two {how} access the same memory element, one writing "
                              "it (threads run concurrently)") from None


def _attribution(interp, op, arg):
    """A fresh buffer for a memory attribution (a static memref)."""
    from tvmlir.semantics.memref import _alloc as alloc

    t = arg.type
    if not isinstance(t, MemRefType) or any(d < 0 for d in t.get_shape()):
        raise Unsupported(op, "a memory attribution that is not a static memref")
    [m] = alloc(interp, _As(op, "memref.alloca", memref=arg, dynamic_sizes=[]))
    return m


def _run_pure(interp, op, sizes, segs, block, args_of) -> None:
    """A kernel whose body touches no memory (no memref value, region,
    call or unknown op in it): nothing the threads do is observable but
    their UB, so the launch is UB exactly where the body is UB for some
    (block, thread) of the grid: the body runs once on symbolic ids inside
    `interp.binder` (its UB is existentially quantified over the grid;
    opaque events inside a binder are unsupported).  Exact for every grid,
    constant or not.  Barriers at the top level order nothing here."""
    bid = [interp.names.fresh("gpu.bid") for _ in DIMS]
    tid = [interp.names.fresh("gpu.tid") for _ in DIMS]
    ids = Ids(bid, tid, sizes[:3], sizes[3:])
    with interp.binder([*bid, *tid], sizes):
        interp.gpu_ids.append(ids)
        try:
            for a, v in zip(block.args, args_of(ids)):
                interp.env[a] = v
            for seg in segs:
                for o in seg:
                    interp.eval(o)
            interp.uses(block.last_op)
        finally:
            interp.gpu_ids.pop()


def _refuse_unmodelled_launch(op) -> None:
    """What `gpu.launch` and `gpu.launch_func` share that is not modelled."""
    for name in ("clusterSizeX", "clusterSizeY", "clusterSizeZ"):
        if getattr(op, name, None) is not None:
            raise Unsupported(op, "thread block clusters are not modelled")
    if getattr(op, "dynamicSharedMemorySize", None) is not None:
        raise Unsupported(op, "dynamic shared memory is not modelled")


def _launch(interp, op):
    _refuse_unmodelled_launch(op)
    check_async(interp, op)
    block = op.body.blocks[0]
    if len(op.body.blocks) != 1:
        raise Unsupported(op, "a kernel body of more than one block is not modelled")
    from tvmlir.ir.compat.gpu import attribution_count
    from tvmlir.semantics.scf import bound

    sizes = [bound(interp, v) for v in (op.gridSizeX, op.gridSizeY, op.gridSizeZ,
                                        op.blockSizeX, op.blockSizeY, op.blockSizeZ)]

    def args_of(ids: Ids):
        v = ids.values
        return [Scalar(t) for t in (*v["block_id"], *v["thread_id"], *v["grid_dim"], *v["block_dim"])]

    run_kernel(interp, op, sizes, block, args_of, attribution_count(op))
    return [token()] if op.asyncToken is not None else []


def _kernel_of(op):
    """The op a `gpu.launch_func`'s `kernel` symbol (`@m::@f`) names, or
    None."""
    from xdsl.traits import SymbolTable

    ref = op.properties.get("kernel") or op.attributes.get("kernel")
    return SymbolTable.lookup_symbol(op, ref) if isinstance(ref, SymbolRefAttr) else None


def _launch_func(interp, op):
    _refuse_unmodelled_launch(op)
    ref = op.properties.get("kernel") or op.attributes.get("kernel")
    func = _kernel_of(op)
    if func is None or op_name(func) != "gpu.func" or not func.body.blocks:
        raise Unsupported(op, f"the kernel {ref} is not a gpu.func with a body in this module")
    if len(func.body.blocks) != 1:
        raise Unsupported(op, "a kernel body of more than one block is not modelled")
    for inner in func.walk():
        if op_name(inner) in ("func.call", "func.call_indirect"):
            # Its callee is a symbol of the gpu.module, which tv-check's
            # calls (resolved in the top-level module) do not see.
            raise Unsupported(inner, "a call inside a gpu.func (its callee is the gpu.module's) is not modelled")
    check_async(interp, op)
    block = func.body.blocks[0]
    operands = list(op.kernelOperands)
    if len(block.args) < len(operands):
        raise Unsupported(op, "internal: fewer kernel arguments than operands")
    from tvmlir.ir.compat.gpu import attribution_count
    from tvmlir.semantics.scf import bound

    sizes = [bound(interp, v) for v in (op.gridSizeX, op.gridSizeY, op.gridSizeZ,
                                        op.blockSizeX, op.blockSizeY, op.blockSizeZ)]
    for key, part in (("known_grid_size", sizes[:3]), ("known_block_size", sizes[3:])):
        known = func.properties.get(key) or func.attributes.get(key)
        if known is not None:
            vals = known.get_values()
            interp.ub(or_(*[s != ix.bv(int(k)) for s, k in zip(part, vals)]))
    values = [interp.value(v) for v in operands]
    run_kernel(interp, op, sizes, block, lambda ids: values, attribution_count(func))
    return [token()] if getattr(op, "asyncToken", None) is not None else []


# --- memory ------------------------------------------------------------------------


class _As:
    """`op` seen as the memref op whose handler gives it meaning (the
    fields that handler reads renamed)."""

    def __init__(self, op, name, **fields):
        self._op, self.name, self._fields = op, name, fields

    def __getattr__(self, k):
        if k in self.__dict__.get("_fields", {}):
            return self._fields[k]
        return getattr(self._op, k)


def _alloc(interp, op):
    from tvmlir.semantics.memref import _alloc as alloc

    if list(op.symbolOperands):
        raise Unsupported(op, "allocations with layout symbols are not modelled")
    check_async(interp, op)
    [m] = alloc(interp, _As(op, "memref.alloc", memref=op.results[0], dynamic_sizes=op.dynamicSizes))
    return [m, token()] if len(op.results) == 2 else [m]


def _dealloc(interp, op):
    from tvmlir.semantics.memref import _dealloc as dealloc

    check_async(interp, op)
    dealloc(interp, _As(op, "memref.dealloc", memref=op.memref))
    return [token()] if op.results else []


def _memcpy(interp, op):
    from tvmlir.semantics.memref import _copy as copy

    check_async(interp, op)
    # gpu.memcpy's operands must have the same shape (its verifier); the
    # views are copied like memref.copy's (overlap is UB: cudaMemcpy).
    copy(interp, _As(op, "memref.copy", source=op.src, destination=op.dst))
    return [token()] if op.results else []


def _memset(interp, op):
    from tvmlir.semantics.whole_view import write_whole_view

    check_async(interp, op)
    dst_v = [o for o in op.operands if isinstance(o.type, MemRefType)]
    vals = [o for o in op.operands if not isinstance(o.type, MemRefType) and not _is_token(o.type)]
    if len(dst_v) != 1 or len(vals) != 1:
        raise Unsupported(op, "internal: gpu.memset operands")
    m = interp.memref(dst_v[0])
    v = interp.scalar(vals[0])
    t = Tensor(m.elem_type, m.sort, m.dims, lambda J: v.term,
               None if v.poison is None else (lambda J: v.poison))
    write_whole_view(interp, op, m, t)
    return [token()] if op.results else []


def _barrier(interp, op):
    raise Unsupported(op, "a barrier outside the top level of a kernel that tv-check runs is not modelled")


GPU = {
    "gpu.launch": _launch,
    "gpu.launch_func": _launch_func,
    "gpu.thread_id": _id_op("thread_id"),
    "gpu.block_id": _id_op("block_id"),
    "gpu.block_dim": _id_op("block_dim"),
    "gpu.grid_dim": _id_op("grid_dim"),
    "gpu.global_id": _global_id,
    "gpu.wait": _wait,
    "gpu.alloc": _alloc,
    "gpu.dealloc": _dealloc,
    "gpu.memcpy": _memcpy,
    "gpu.memset": _memset,
    "gpu.barrier": _barrier,
}
