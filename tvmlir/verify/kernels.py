"""GPU launches as parallel loops (thesis section 4.1, DIGEST E "[Sugg] 5").

A launch is `par blocks { ... }` around, for each *phase*, `par threads {
... }`: threads of a block only synchronize at `gpu.barrier`, so the ops
between two barriers form one parallel loop over the threads, and phases
follow each other like statements.  Race obligations are checked for the
threads of each phase and for the blocks.

Barriers inside control flow: a `scf.for` that contains barriers runs at
the level of the block (all threads take the same iterations, so its bounds
must not depend on thread ids) and its body is again a sequence of phases.
For this to be the real synchronization, the threads must meet at a barrier
right before the loop (or the loop starts the kernel) and at the end of
every iteration (its body ends with a barrier): otherwise the last phase of
one iteration and the first of the next overlap, which this model would not
check.  Anything else with a barrier inside is `unsupported`.

Allocations: without barriers, a kernel's allocations are private to a
thread (removed before the union over threads); with barriers they live for
the whole block (removed before the union over blocks), which is what
workgroup memory does and over-approximates private memory (sharing makes
more races, never fewer).
"""

from __future__ import annotations

import islpy as isl
from xdsl.dialects import gpu
from xdsl.dialects.builtin import IndexType, MemRefType, SymbolRefAttr
from xdsl.ir import Block, Operation

from tvmlir.affine import space
from tvmlir.affine.space import param, param_id
from tvmlir.verify.frame import Frame, Threads
from tvmlir.verify.obligations import VerifyUnsupported
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
    kernel(ev, op, block, frame, ids, grid_block, gamma, st, check)


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
    if len(block.args) != n_args:
        raise VerifyUnsupported(kern, "gpu.func with workgroup or private attributions")
    child = Frame()
    for arg, outer in zip(block.args, operands):
        if isinstance(arg.type, MemRefType):
            child.buffers[arg] = ev.buffer(op, outer, frame)
        else:
            if isinstance(arg.type, IndexType):
                child.index.alias(arg, frame.index, outer)
            child.term_aliases[arg] = (frame, outer)
    kernel(ev, op, block, child, gpu_ids(ev, op, child), grid_block, gamma, st, check)


def gpu_ids(ev, op: Operation, frame: Frame) -> list[str]:
    bases = [(p, f"{lbl}.{d}") for p, lbl in (("b", "block_id"), ("t", "thread_id")) for d in "xyz"]
    return ev.names.for_op(frame.key, op, bases)


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
    phased = any(has_barrier(o) for o in block.ops)

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
                return ev.run_block(block, frame, dom_b, h, check)
            finally:
                frame.threads = None

    ev.par(op, one_block, bids, dom_b, st, check, "blocks")


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

    def flush() -> None:
        if not segment:
            return
        ops_now = list(segment)
        segment.clear()
        dom_t = gamma.intersect(threads.domain)

        def run_threads(h2):
            frame.threads = None
            try:
                with ev.iterating(threads.ids):
                    delta, reads, local = ev.run_ops(ops_now, frame, dom_t, h2, check)
            finally:
                frame.threads = threads
            st.local.update(local)  # shared by the block: removed with it
            return delta, reads

        first = ev.where(ops_now[0])
        ev.par(threads.launch, run_threads, threads.ids, dom_t, st, check, f"threads of a block (phase from {first})")

    for op in ops:
        if op.name == "gpu.barrier":
            flush()
            synchronized = True
            continue
        if op.name in ("scf.yield", "gpu.terminator", "gpu.return"):
            continue
        if not has_barrier(op):
            segment.append(op)
            synchronized = False
            continue
        flush()
        uniform_loop(ev, op, frame, gamma, threads, synchronized)
        ev.op(op, frame, gamma, st, check)
        synchronized = False
    flush()
    return st.delta, st.reads, st.local


def uniform_loop(ev, op: Operation, frame: Frame, gamma: isl.Set, threads: Threads, synchronized: bool) -> None:
    """Check that a loop containing barriers synchronizes as the phase
    model assumes; unsupported otherwise."""
    if op.name != "scf.for":
        raise VerifyUnsupported(op, "gpu.barrier inside control flow other than scf.for")
    if not synchronized:
        raise VerifyUnsupported(op, "loop with barriers not preceded by a gpu.barrier")
    body = [o for o in op.body.block.ops if o.name != "scf.yield"]  # type: ignore[attr-defined]
    if not body or body[-1].name != "gpu.barrier":
        raise VerifyUnsupported(op, "loop with barriers whose body does not end with a gpu.barrier")
    bounds = ev.indices(op, [op.lb, op.ub, op.step], frame, gamma)  # type: ignore[attr-defined]
    for pa in bounds:
        for t in threads.ids:
            if pa.involves_param_id(param_id(t)):
                raise VerifyUnsupported(op, "loop with barriers whose bounds depend on thread ids")
