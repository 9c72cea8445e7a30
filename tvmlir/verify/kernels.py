"""GPU launches as parallel loops (thesis section 4.1, DIGEST E "[Sugg] 5").

A launch is `par blocks { ... }` around, for each *phase*, `par threads {
... }`: threads of a block only synchronize at `gpu.barrier`, so the ops
between two barriers form one parallel loop over the threads, and phases
follow each other like statements.  Race obligations are checked for the
threads of each phase and for the blocks.

Barriers inside control flow (`scf.for`, `scf.if`) run at the level of
the block, and races are checked per *real* phase, the accesses between
two barriers that execute, which a loop running no iteration or a body not
ending with a barrier stretch across the text's segments (`phases.py`).

Memory of a kernel (design-notes section 8, "GPU"): only workgroup
memory is shared by the threads of a block.  A plain `memref.alloc` /
`alloca` in a kernel, one in `#gpu.address_space<private>`, and private
attributions are *per thread*: mlir-opt-19's `convert-gpu-to-nvvm` turns
such an alloc into a `malloc` call that every thread executes.  Each
thread's copy lives across the barriers of its block; it is modelled as
one buffer whose cells are prefixed with the thread ids (`Buffer.owner`),
so a thread reads only what it wrote itself, and two threads never race
on it.  Workgroup attributions (of `gpu.launch` and `gpu.func`) are one
buffer per block, fresh (uninitialized) in every block: shared by its
threads, so their races are checked, and dropped before the union over
blocks.  An *alloc* in workgroup memory (`#gpu.address_space<workgroup>`,
or address space 3, NVVM's and ROCDL's shared memory) depends on the
compiler: mlir-opt-19 lowers it per thread too (a `malloc` whose pointer is
cast to the shared address space), IREE to shared memory.  So it is per
thread by default (`verify{workgroup-allocs=per-thread}`, noted in the
report), one buffer per block with `workgroup-allocs=shared` (an
assumption the report prints), refused with `unsupported`.  A kernel with
workgroup memory runs in phases even without barriers, so that the shared
buffer is checked for races between threads before it goes out of scope.
"""

from __future__ import annotations

import islpy as isl
from xdsl.dialects import gpu
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType, MemRefType, SymbolRefAttr
from xdsl.ir import Block, BlockArgument, Operation

from tvmlir.affine import checks, heap, space
from tvmlir.affine.space import const, param
from tvmlir.ir.compat.gpu import AddressSpace, AddressSpaceAttr, attribution_count
from tvmlir.verify import launch_limits
from tvmlir.verify.frame import Buffer, Frame, Threads
from tvmlir.verify.phases import has_barrier
from tvmlir.verify.names import value_label
from tvmlir.verify.obligations import KNOWN_LAUNCH_SIZE, LAUNCH_LIMITS, Outcome, VerifyUnsupported
from tvmlir.verify.state import SeqState


def _sizes(op: Operation) -> list:
    return [op.gridSizeX, op.gridSizeY, op.gridSizeZ, op.blockSizeX, op.blockSizeY, op.blockSizeZ]  # type: ignore[attr-defined]


def launch(ev, op: Operation, frame: Frame, gamma: isl.Set, st: SeqState, check: bool) -> None:
    """`gpu.launch`: the body sees the block ids, thread ids, grid sizes and
    block sizes as its twelve arguments, and the enclosing values."""
    if op.asyncDependencies or op.clusterSizeX is not None:  # type: ignore[attr-defined]
        raise VerifyUnsupported(op, "async or clustered launch")
    grid_block = ev.indices(op, _sizes(op), frame, gamma)
    if check:
        launch_limits.check(ev, op, grid_block, gamma)
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
    if check:
        launch_limits.check(ev, op, grid_block, gamma)
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
    if check:
        _workgroup_limit(ev, op, args[:n_workgroup], args[n_workgroup:], block)
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


def _workgroup_limit(ev, op: Operation, workgroup: list[BlockArgument], private: list[BlockArgument],
                     block: Block) -> None:
    """The launch limits include the workgroup memory a block uses and the
    private memory a thread uses (`launch_limits.WORKGROUP_BYTES`,
    `PRIVATE_BYTES`): a kernel needing more does not launch, so it cannot
    compute the spec."""
    why = launch_limits.memory_excess(workgroup, private, block.parent)
    if why is None:
        return
    if "not static" in why:
        raise VerifyUnsupported(op, why)
    ev.record(LAUNCH_LIMITS, op, Outcome.FAILED, why)


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
    if ev.workgroup_allocs == "unsupported":
        raise VerifyUnsupported(
            op, "memref.alloc in workgroup memory in a kernel (workgroup-allocs=unsupported: "
            "mlir-opt-19 lowers it per thread, IREE per block): use a workgroup attribution"
        )
    if ev.workgroup_allocs == "per-thread":
        ev.note(
            "memref.alloc in workgroup memory inside a kernel is one buffer per thread, as "
            "mlir-opt-19 compiles it (convert-gpu-to-nvvm/-rocdl: a malloc every thread runs), so a "
            "thread reads only its own writes; verify{workgroup-allocs=shared} reads it as one "
            "buffer per block, as IREE compiles it"
        )
        return [param(t) for t in tids]
    parent = op.parent_op()
    if parent is None or not (
        parent.name in ("gpu.launch", "gpu.func") or (parent.name in ("scf.for", "scf.if") and has_barrier(parent))
    ):
        raise VerifyUnsupported(op, "workgroup allocation under control flow that threads take separately")
    ev.note(
        "assumes: memref.alloc in workgroup memory inside a kernel is one buffer per block, "
        "shared by its threads (verify{workgroup-allocs=shared}, as IREE compiles it; mlir-opt-19's "
        "convert-gpu-to-nvvm mallocs it per thread, the default reading)"
    )
    return None
