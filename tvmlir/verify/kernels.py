"""GPU launches as parallel loops (thesis section 4.1, DIGEST E "[Sugg] 5").

A launch is `par blocks { ... }` around, for each *phase*, `par threads {
... }`: threads of a block only synchronize at `gpu.barrier`, so the ops
between two barriers form one parallel loop over the threads, and phases
follow each other like statements.  Race obligations are checked for the
threads of each phase and for the blocks.

Barriers inside control flow: a `scf.for` that contains barriers runs at
the level of the block (all threads take the same iterations, so its bounds
must not depend on thread ids) and its body is again a sequence of phases.
Every iteration must end with a barrier (its body does): otherwise the last
phase of one iteration and the first of the next overlap, which this model
would not check.  Before the loop, the threads need not meet: the classic
tiled kernel initializes its accumulator, then enters the tile loop with
no barrier.  Then the ops before the loop (P0) and the first phase of the
first iteration (L1 at the loop's lower bound) are really one phase: a
thread may run its L1 while another still runs P0.  The model keeps them
as two phases (P0, then L1, as if a barrier were between them), and checks
the races of the *real* phase: P0 and L1(lb) together, between two
distinct threads (`ConcurrentPrefix`).  When no thread writes a cell that
another reads or writes in P0 or L1(lb), each thread's L1 reads only its
own P0 writes or cells P0 does not write, so every interleaving gives the
values of the phase model.  Anything else with a barrier inside is
`unsupported`.

Memory of a kernel (design-notes section 8, "GPU"): only workgroup
memory is shared by the threads of a block.  A plain `memref.alloc` /
`alloca` in a kernel, one in `#gpu.address_space<private>`, and private
attributions are *per thread*: mlir-opt-19's `convert-gpu-to-nvvm` turns
such an alloc into a `malloc` call that every thread executes.  Each
thread's copy lives across the barriers of its block; it is modelled as
one buffer whose cells are prefixed with the thread ids (`Buffer.owner`),
so a thread reads only what it wrote itself, and two threads never race
on it.  Workgroup attributions (of `gpu.launch` and `gpu.func`) and
allocs in workgroup memory (`#gpu.address_space<workgroup>`, or address
space 3, NVVM's and ROCDL's shared memory) are one buffer per block, fresh
(uninitialized) in every block: shared by its threads, so their races are
checked, and dropped before the union over blocks.  A workgroup *alloc* is
shared only by assumption, printed in the report: mlir-opt-19 lowers it
per thread too (a `malloc` whose pointer is cast to the shared address
space), while IREE turns it into shared memory; a workgroup attribution is
shared in both.  `verify{workgroup-allocs=unsupported}` drops the
assumption.  A kernel with workgroup memory runs in phases even without
barriers, so that the shared buffer is checked for races between threads
before it goes out of scope.
"""

from __future__ import annotations

import islpy as isl
from xdsl.dialects import gpu
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType, MemRefType, SymbolRefAttr
from xdsl.ir import Block, BlockArgument, Operation

from tvmlir.affine import checks, heap, space
from tvmlir.affine.space import const, param, param_id
from tvmlir.ir.compat.gpu import AddressSpace, AddressSpaceAttr, attribution_count
from dataclasses import dataclass

from tvmlir.verify import races
from tvmlir.verify.frame import Buffer, Frame, Threads
from tvmlir.verify.names import value_label
from tvmlir.verify.obligations import KNOWN_LAUNCH_SIZE, Outcome, VerifyUnsupported
from tvmlir.verify.state import SeqState


def _sizes(op: Operation) -> list:
    return [op.gridSizeX, op.gridSizeY, op.gridSizeZ, op.blockSizeX, op.blockSizeY, op.blockSizeZ]  # type: ignore[attr-defined]


def launch(ev, op: Operation, frame: Frame, gamma: isl.Set, st: SeqState, check: bool) -> None:
    """`gpu.launch`: the body sees the block ids, thread ids, grid sizes and
    block sizes as its twelve arguments, and the enclosing values."""
    if op.asyncDependencies or op.clusterSizeX is not None:  # type: ignore[attr-defined]
        raise VerifyUnsupported(op, "async or clustered launch")
    grid_block = ev.indices(op, _sizes(op), frame, gamma)
    block = op.body.block  # type: ignore[attr-defined]
    ids = gpu_ids(ev, op, frame)
    for k in range(6):
        frame.index.bind(block.args[k], param(ids[k]))
        frame.index.bind(block.args[6 + k], grid_block[k])
    attributions = list(block.args[12:])
    kernel(ev, op, block, frame, ids, grid_block, gamma, st, check, (attributions, attribution_count(op)))


def launch_func(ev, op: Operation, frame: Frame, gamma: isl.Set, st: SeqState, check: bool) -> None:
    """`gpu.launch_func`: the kernel's arguments are bound to the launch
    operands (constants included, so tile sizes and bounds stay affine)."""
    if op.asyncDependencies or op.clusterSizeX is not None or op.asyncObject is not None:  # type: ignore[attr-defined]
        raise VerifyUnsupported(op, "async or clustered launch")
    grid_block = ev.indices(op, _sizes(op), frame, gamma)
    kern = find_kernel(ev.module, op)
    block = kern.body.block
    n_args = len(kern.function_type.inputs.data)
    operands = list(op.kernelOperands)  # type: ignore[attr-defined]
    if len(operands) != n_args:
        raise VerifyUnsupported(op, "kernel operands do not match the kernel's arguments")
    child = ev.new_frame()
    for arg, outer in zip(block.args, operands):
        if isinstance(arg.type, MemRefType):
            child.buffers[arg] = ev.buffer(op, outer, frame)
        else:
            if isinstance(arg.type, IndexType | IntegerType):
                # An integer argument (a constant hoisted out of a gather's
                # index computation) means what its operand means.
                child.index.alias(arg, frame.index, outer)
            child.term_aliases[arg] = (frame, outer)
    attributions = (list(block.args[n_args:]), attribution_count(kern))
    grid_block = known_sizes(ev, op, kern, grid_block, gamma, check)
    kernel(ev, op, block, child, gpu_ids(ev, op, child), grid_block, gamma, st, check, attributions)


def known_sizes(ev, op: Operation, kern, grid_block: list[isl.PwAff], gamma: isl.Set, check: bool) -> list[isl.PwAff]:
    """LLVM 19's `known_grid_size` / `known_block_size` of a kernel
    (`gpu-kernel-outlining` sets them for constant launch sizes): a launch
    with other sizes is undefined behaviour, so each launch must match
    them (obligation `known launch size`).  Where it does, the known
    constants are the sizes, so the ids are bounded by them even when the
    launch operands are not constants; where it does not, the ids keep
    the launch's own sizes (they are what the hardware runs)."""
    sizes = list(grid_block)
    for attr, offset, what in ((kern.known_grid_size, 0, "grid"), (kern.known_block_size, 3, "block")):
        if attr is None:
            continue
        values = attr.get_values()
        if len(values) != 3:
            raise VerifyUnsupported(kern, f"known_{what}_size without three entries")
        ok = space.universe_params()
        for k, v in enumerate(values):
            ok = ok.intersect(space.eq(grid_block[offset + k], const(v)))
        bad = checks.holds_everywhere(gamma, ok)
        if not bad.is_empty():
            if check:
                ev.record(
                    KNOWN_LAUNCH_SIZE, op, Outcome.FAILED,
                    f"launched with a {what} size other than {kern.sym_name.data}'s known_{what}_size "
                    f"{list(values)}: undefined behaviour", ev.sample_text(bad),
                )
            continue
        if check:
            ev.record(KNOWN_LAUNCH_SIZE, op, Outcome.OK, f"{what} size {list(values)}")
        for k, v in enumerate(values):
            sizes[offset + k] = const(v)
    return sizes


def gpu_ids(ev, op: Operation, frame: Frame) -> list[str]:
    bases = [(p, f"{lbl}.{d}") for p, lbl in (("b", "block_id"), ("t", "thread_id")) for d in "xyz"]
    names = ev.names.for_op(frame.key, op, bases)
    ev.thread_params.update(names[3:])
    return names


def find_kernel(module, op: Operation) -> gpu.FuncOp:
    ref: SymbolRefAttr = op.kernel  # type: ignore[attr-defined]
    nested = ref.nested_references.data
    for m in module.ops:
        if isinstance(m, gpu.ModuleOp) and m.sym_name.data == ref.root_reference.data:
            for f in m.body.block.ops:
                if isinstance(f, gpu.FuncOp) and len(nested) == 1 and f.sym_name.data == nested[0].data:
                    return f
    raise VerifyUnsupported(op, f"kernel {ref} not found")


def has_barrier(op: Operation) -> bool:
    return any(o.name == "gpu.barrier" for o in op.walk())


def kernel(
    ev,
    op: Operation,
    block: Block,
    frame: Frame,
    ids: list[str],
    grid_block: list[isl.PwAff],
    gamma: isl.Set,
    st: SeqState,
    check: bool,
    attributions: tuple[list[BlockArgument], int],
) -> None:
    bids, tids = ids[:3], ids[3:]
    for name, extent in zip(ids, grid_block):
        if space.constant_value(extent) == 1:
            ev.names.quiet(name)
    names = ("gpu.block_id", "gpu.thread_id", "gpu.grid_dim", "gpu.block_dim")
    for k, d in enumerate("xyz"):
        frame.gpu[(names[0], d)] = param(bids[k])
        frame.gpu[(names[1], d)] = param(tids[k])
        frame.gpu[(names[2], d)] = grid_block[k]
        frame.gpu[(names[3], d)] = grid_block[3 + k]
    dom_b = gamma
    for k in range(3):
        dom_b = dom_b.intersect(space.in_range(param(bids[k]), grid_block[k]))
    threads = space.universe_params()
    for k in range(3):
        threads = threads.intersect(space.in_range(param(tids[k]), grid_block[3 + k]))
    ranges = space.universe_params()
    for k in range(3):
        ranges = ranges.intersect(space.in_range(param(bids[k]), grid_block[k]))
    frame.index.bound_ids(ids, ranges.intersect(threads))
    args, n_workgroup = attributions
    attributed = [attribution(ev, frame, a, k < n_workgroup, tids) for k, a in enumerate(args)]
    phased = bool(args) or any(has_barrier(o) or _workgroup_alloc(o) for o in block.ops)

    def one_block(h):
        with ev.iterating(bids):
            if not phased:
                # One phase: a parallel loop over threads; allocations are
                # private to a thread and end with it (run_block).
                def run_threads(h2):
                    with ev.iterating(tids):
                        return ev.run_block(block, frame, dom_b.intersect(threads), h2, check)

                inner = SeqState(h)
                ev.par(op, run_threads, tids, dom_b.intersect(threads), inner, check, "threads of a block")
                return inner.delta, inner.reads
            frame.threads = Threads(tids, threads, op)
            try:
                delta, reads = ev.run_block(block, frame, dom_b, h, check)
            finally:
                frame.threads = None
            # Attributions are fresh in every block and end with it.
            return heap.remove_buffers(delta, attributed), heap.remove_buffers(reads, attributed)

    outer = frame.kernel_threads
    frame.kernel_threads = tids
    try:
        ev.par(op, one_block, bids, dom_b, st, check, "blocks")
    finally:
        frame.kernel_threads = outer


def memory_space(mtype: MemRefType) -> AddressSpace | None:
    """The GPU address space of a memref type: `#gpu.address_space<..>`,
    or NVVM's / ROCDL's numbers (3 shared, 5 private); None otherwise."""
    ms = mtype.memory_space
    if isinstance(ms, AddressSpaceAttr):
        return ms.data
    if isinstance(ms, IntegerAttr):
        return {1: AddressSpace.GLOBAL, 3: AddressSpace.WORKGROUP, 5: AddressSpace.PRIVATE}.get(ms.value.data)
    return None


def _workgroup_alloc(op: Operation) -> bool:
    return any(
        o.name in ("memref.alloc", "memref.alloca")
        and memory_space(o.results[0].type) == AddressSpace.WORKGROUP  # type: ignore[arg-type]
        for o in op.walk()
    )


def attribution(ev, frame: Frame, arg: BlockArgument, workgroup: bool, tids: list[str]) -> str:
    """Bind a workgroup (shared by the block) or private (per thread)
    attribution to a buffer; returns its storage name."""
    mtype = arg.type
    if not isinstance(mtype, MemRefType) or not mtype.has_static_shape():
        raise VerifyUnsupported(arg.owner.parent_op(), "attribution that is not a static memref")  # type: ignore[union-attr]
    kind = "workgroup" if workgroup else "private"
    name = ev.storage_name((frame.key, id(arg)))
    label = value_label(arg, f"{kind} attribution")
    owner = None if workgroup else [param(t) for t in tids]
    sizes = [const(n) for n in mtype.get_shape()]
    frame.buffers[arg] = ev.register(Buffer(name, label, mtype, sizes, owner=owner))
    return name


def alloc_owner(ev, op: Operation, mtype: MemRefType, frame: Frame):
    """The owner prefix of an allocation (None: not per thread).  Outside
    kernels there are no threads; in a kernel only workgroup memory is
    shared (module doc)."""
    tids = frame.kernel_threads
    if tids is None:
        return None
    if memory_space(mtype) != AddressSpace.WORKGROUP:
        return [param(t) for t in tids]
    if not ev.shared_workgroup_allocs:
        raise VerifyUnsupported(
            op, "memref.alloc in workgroup memory in a kernel (workgroup-allocs=unsupported; "
            "mlir-opt-19 lowers it per thread): use a workgroup attribution"
        )
    parent = op.parent_op()
    if parent is None or not (parent.name in ("gpu.launch", "gpu.func") or (parent.name == "scf.for" and has_barrier(parent))):
        raise VerifyUnsupported(op, "workgroup allocation under control flow that threads take separately")
    ev.note(
        "assumes: memref.alloc in workgroup memory inside a kernel is one buffer per block, "
        "shared by its threads (as IREE lowers it; mlir-opt-19's convert-gpu-to-nvvm "
        "mallocs it per thread; verify{workgroup-allocs=unsupported} refuses it)"
    )
    return None


def run_phases(
    ev, ops: list[Operation], frame: Frame, gamma: isl.Set, h, check: bool
) -> tuple:
    """Ops at the level of a block: phases between barriers, each a
    parallel loop over the threads; uniform loops with barriers in
    between (see the module doc for when they synchronize)."""
    threads = frame.threads
    assert threads is not None
    st = SeqState(h)
    segment: list[Operation] = []
    synchronized = True  # the start of a block-level sequence is a barrier
    parent = ops[0].parent_op() if ops else None
    prefix = frame.concurrent_prefix if frame.concurrent_prefix is not None and frame.concurrent_prefix.loop is parent else None
    if prefix is not None and check:
        frame.concurrent_prefix = None  # only the first phase of this body meets it

    def flush() -> tuple | None:
        nonlocal prefix
        if not segment:
            return None
        ops_now = list(segment)
        segment.clear()
        dom_t = gamma.intersect(threads.domain)
        accesses: list[tuple] = []

        def run_threads(h2):
            frame.threads = None
            try:
                with ev.iterating(threads.ids):
                    delta, reads, local = ev.run_ops(ops_now, frame, dom_t, h2, check)
            finally:
                frame.threads = threads
            st.local.update(local)  # shared by the block: removed with it
            accesses.append((delta, reads))
            return delta, reads

        first = ev.where(ops_now[0])
        ev.par(threads.launch, run_threads, threads.ids, dom_t, st, check, f"threads of a block (phase from {first})")
        if prefix is not None and check:
            prefix.check_with_first_phase(ev, accesses[0], threads)
        prefix = None
        return accesses[0]

    for op in ops:
        if op.name == "gpu.barrier":
            flush()
            prefix = None
            synchronized = True
            continue
        if op.name in ("scf.yield", "gpu.terminator", "gpu.return"):
            continue
        if not has_barrier(op):
            segment.append(op)
            synchronized = False
            continue
        before = flush()
        prefix = None
        uniform_loop(ev, op, frame, gamma, threads, synchronized or before is not None)
        if not synchronized and before is not None:
            (lb,) = ev.indices(op, [op.lb], frame, gamma)  # type: ignore[attr-defined]
            frame.concurrent_prefix = ConcurrentPrefix(op, before[0], before[1], lb, gamma)
        try:
            ev.op(op, frame, gamma, st, check)
        finally:
            frame.concurrent_prefix = None
        synchronized = False
    flush()
    return st.delta, st.reads, st.local


@dataclass(frozen=True)
class ConcurrentPrefix:
    """The ops a block ran before a loop with barriers, with no barrier in
    between (module doc): what they wrote and read per thread (the thread
    ids as parameters), and the loop's lower bound."""

    loop: Operation
    delta: object
    reads: object
    lb: isl.PwAff
    gamma: isl.Set

    def check_with_first_phase(self, ev, first: tuple, threads: Threads) -> None:
        """Races of the real first phase: the prefix and the loop's first
        phase at `x = lb` (`x` the loop's iteration parameter, the
        innermost one being iterated when the body's phases run)."""
        x = ev.current_iteration()
        at_lb = space.eq(param(x), self.lb)
        delta = space.project_params(first[0].intersect_params(at_lb), [x])
        reads = space.project_params(first[1].intersect_params(at_lb), [x])
        races.check(
            ev, self.loop, self.delta.union(delta), self.reads.union(reads), threads.ids,
            self.gamma.intersect(threads.domain),
            f"threads of a block (the ops before {ev.where(self.loop)} and its first phase, "
            "with no barrier between them)",
        )


def uniform_loop(ev, op: Operation, frame: Frame, gamma: isl.Set, threads: Threads, synchronized: bool) -> None:
    """Check that a loop containing barriers synchronizes as the phase
    model assumes; unsupported otherwise."""
    if op.name != "scf.for":
        raise VerifyUnsupported(op, "gpu.barrier inside control flow other than scf.for")
    if not synchronized:
        raise VerifyUnsupported(op, "loop with barriers right after another (no gpu.barrier nor ops between them)")
    body = [o for o in op.body.block.ops if o.name != "scf.yield"]  # type: ignore[attr-defined]
    if not body or body[-1].name != "gpu.barrier":
        raise VerifyUnsupported(op, "loop with barriers whose body does not end with a gpu.barrier")
    bounds = ev.indices(op, [op.lb, op.ub, op.step], frame, gamma)  # type: ignore[attr-defined]
    for pa in bounds:
        for t in threads.ids:
            if pa.involves_param_id(param_id(t)):
                raise VerifyUnsupported(op, "loop with barriers whose bounds depend on thread ids")
