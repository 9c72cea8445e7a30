"""GPU launches on the oracle: blocks and threads in a fixed order, phase by
phase.

A launch runs its blocks one after the other (x fastest, then y, z) and,
in each block, its threads in the same order.  Every thread runs until it
reaches a `gpu.barrier` or its end; when all threads of the block have, the
next phase starts.  A kernel with no barrier runs each thread to its end in
turn.  A kernel with barriers runs each thread as a Python thread that only
runs when the scheduler hands it the turn (a coroutine: xDSL's interpreter
is recursive, so a barrier deep in an `scf.for` cannot `yield`).  One
thread at a time ever runs, so the order is deterministic.

The order does not decide the result: the race detector (`memory.py`)
sees blocks of a launch and threads of one phase of a block as unordered,
so any run whose result depends on the schedule is reported as a `Race`,
not as a value.  A barrier that some threads of a block reach and others
do not (they end, or wait at another barrier) is undefined behaviour.

Memory: a plain `memref.alloc` in a kernel is private to the thread that
runs it, and so is one in workgroup memory (address space 3, or
`#gpu.address_space<workgroup>`), as mlir-opt-19 compiles it, unless the
interpreter is told it is one buffer per block (`workgroup_allocs =
"shared"`, IREE's reading); the workgroup attributions of a launch or
`gpu.func` are one buffer per block; private attributions are per thread.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass, field

from xdsl.dialects import gpu
from xdsl.dialects.builtin import IntegerAttr, MemRefType
from xdsl.interpreter import InterpreterFunctions, PythonValues, ReturnedValues, impl, impl_terminator, register_impls
from xdsl.ir import Operation, Region
from xdsl.utils.scoped_dict import ScopedDict

from tvmlir.ir.attrs import op_attr
from tvmlir.ir.compat.iree import ShuffleOp
from tvmlir.ir.diagnostics import format_op_location
from tvmlir.oracle.memory import Agent, View
from tvmlir.oracle.values import UNDEF, CannotRun, UndefinedBehaviour

DIMS = ("x", "y", "z")
SUBGROUP_SIZE = 32
"""Lanes of a subgroup: consecutive linear thread ids (x fastest); a
launch's `subgroup_size` attribute says otherwise."""


class _Abort(BaseException):
    """Unwinds a thread waiting at a barrier when its block failed."""


@dataclass
class ThreadContext:
    block: tuple[int, int, int]
    thread: tuple[int, int, int]
    grid: tuple[int, int, int]
    block_dim: tuple[int, int, int]
    grid_uid: int
    threads_uid: int
    shared: dict
    depth: int = 0  # levels of parallelism outside the launch
    phase: int = 0
    worker: _Worker | None = None
    allocs_seen: dict = field(default_factory=dict)
    subgroup_size: int = SUBGROUP_SIZE

    def agent(self, inner: Agent) -> Agent:
        # `inner` starts with the levels outside the launch; the kernel's
        # own scf.parallel levels follow the thread's.
        base, rest = inner[: self.depth], inner[self.depth :]
        return base + ((self.grid_uid, self.block, None), (self.threads_uid, self.thread, self.phase)) + rest

    def shared_alloc(self, op: Operation, make) -> View:
        """The block's buffer for the n-th execution of `op` by this thread."""
        n = self.allocs_seen.get(op, 0)
        self.allocs_seen[op] = n + 1
        key = (op, n)
        if key not in self.shared:
            self.shared[key] = make()
        return self.shared[key]


class _Worker:
    """A GPU thread with barriers, run as a Python thread that takes turns."""

    def __init__(self, body) -> None:
        self.body = body
        self.go = threading.Semaphore(0)
        self.back = threading.Semaphore(0)
        self.state: str = "ready"
        self.at: Operation | None = None
        self.error: BaseException | None = None
        self.abort = False
        self.payload: tuple = ()
        self.reply: tuple = ()
        self.released = False
        self.thread = threading.Thread(target=self._main, daemon=True)
        self.thread.start()

    def _main(self) -> None:
        self.go.acquire()
        try:
            if not self.abort:
                self.body(self)
            self.state = "done"
        except _Abort:
            self.state = "aborted"
        except BaseException as e:  # handed to the scheduler
            self.state, self.error = "error", e
        self.back.release()

    def resume(self) -> None:
        self.go.release()
        self.back.acquire()

    def barrier(self, op: Operation) -> None:
        self.state, self.at = "barrier", op
        self.back.release()
        self.go.acquire()
        if self.abort:
            raise _Abort()
        self.state = "running"

    def shuffle(self, op: Operation, payload: tuple):
        """Wait until every lane of the subgroup reached `op`; the reply is
        (value, valid) for this lane."""
        self.state, self.at, self.payload = "shuffle", op, payload
        self.back.release()
        self.go.acquire()
        if self.abort:
            raise _Abort()
        self.state = "running"
        return self.reply

    def stop(self) -> None:
        if self.state in ("ready", "barrier", "shuffle"):
            self.abort = True
            self.resume()
        self.thread.join()


def _has_barrier(region: Region) -> bool:
    """Whether threads must take turns: a barrier, or a shuffle (every lane
    of the subgroup exchanges at the same op)."""
    return any(op.name in ("gpu.barrier", "gpu.shuffle") for op in region.walk())


def _launch(interpreter, op: Operation, region: Region, grid, block, ctx_parent, make_args) -> None:
    """Run `region` once per thread; `make_args(tc)` gives its block arguments."""
    for v in (*grid, *block):
        if v is UNDEF or v < 0:
            raise UndefinedBehaviour(op, "undefined or negative grid or block size")
    barriers = _has_barrier(region)
    grid_uid = interpreter.uids.fresh()
    interpreter.races.enter()
    try:
        for bz, by, bx in itertools.product(*(range(n) for n in reversed(grid))):
            shared: dict = {}
            threads_uid = interpreter.uids.fresh()
            contexts = [
                ThreadContext((bx, by, bz), (tx, ty, tz), tuple(grid), tuple(block), grid_uid, threads_uid, shared,
                              depth=len(interpreter.agent), subgroup_size=_subgroup_size(op))
                for tz, ty, tx in itertools.product(*(range(n) for n in reversed(block)))
            ]

            def run_thread(tc: ThreadContext, worker: _Worker | None = None) -> None:
                tc.worker = worker
                child = interpreter.child(ScopedDict(parent=ctx_parent) if ctx_parent is not None else ScopedDict(), interpreter.agent, tc)
                child.run_ssacfg_region(region, make_args(tc), "gpu thread")

            if not barriers:
                for tc in contexts:
                    run_thread(tc)
            else:
                _run_block_in_phases(op, contexts, run_thread)
    finally:
        interpreter.races.leave()


def _run_block_in_phases(op: Operation, contexts: list[ThreadContext], run_thread) -> None:
    workers = [_Worker(lambda w, tc=tc: run_thread(tc, w)) for tc in contexts]
    try:
        while True:
            for w in workers:
                if w.state == "ready" or (w.state in ("barrier", "shuffle") and w.released):
                    w.released = False
                    w.resume()
                if w.state == "error":
                    assert w.error is not None
                    raise w.error
            if any(w.state == "shuffle" for w in workers):
                _exchange(workers, contexts)
                continue
            waiting = [w for w in workers if w.state == "barrier"]
            if not waiting:
                return
            if len(waiting) != len(workers) or len({id(w.at) for w in waiting}) != 1:
                where = waiting[0].at
                raise UndefinedBehaviour(where, "a barrier that not every thread of the block reaches")
            for tc in contexts:
                tc.phase += 1
            for w in workers:
                w.released = w.state == "barrier"
    finally:
        for w in workers:
            w.stop()


def _exchange(workers: list[_Worker], contexts: list[ThreadContext]) -> None:
    """Every subgroup whose live lanes all wait at the same `gpu.shuffle`
    exchanges (MLIR's semantics: the source lane is `lane ^ offset`
    (xor), `lane + offset` (down), `lane - offset` (up) or `offset` (idx),
    valid when it is below `width`; an invalid lane's value is undefined).
    A shuffle that some lane of its subgroup never reaches is undefined
    behaviour (the lanes of a subgroup shuffle together: MLIR's convergence
    requirement)."""
    size = contexts[0].subgroup_size
    groups: dict[int, list[tuple[int, _Worker]]] = {}
    for w, tc in zip(workers, contexts):
        x, y, z = tc.thread
        bx, by, _ = tc.block_dim
        linear = x + bx * (y + by * z)
        groups.setdefault(linear // size, []).append((linear % size, w))
    moved = False
    for lanes in groups.values():
        waiting = [(lane, w) for lane, w in lanes if w.state == "shuffle"]
        if not waiting:
            continue
        if len(waiting) != len(lanes) or len({id(w.at) for _, w in waiting}) != 1:
            # every lane of the subgroup is blocked: one that ended, waits at
            # a barrier or at another shuffle never joins this one
            raise UndefinedBehaviour(waiting[0][1].at, "a gpu.shuffle that not every lane of its subgroup reaches")
        values = {lane: w.payload for lane, w in waiting}
        for lane, w in waiting:
            value, offset, width, mode = w.payload
            src = {"xor": lane ^ offset, "down": lane + offset, "up": lane - offset, "idx": offset}[mode]
            valid = 0 <= src < width and src in values
            w.reply = (values[src][0] if valid else UNDEF, int(valid))
            w.released = True
        moved = True
    if not moved:
        where = next(w.at for w in workers if w.state == "shuffle")
        raise UndefinedBehaviour(where, "a gpu.shuffle that not every lane of its subgroup reaches")


def _dim(op: Operation) -> int:
    text = str(op_attr(op, "dimension"))
    for i, d in enumerate(DIMS):
        if f"dim {d}" in text or text.endswith(d + ">") or text == d:
            return i
    raise CannotRun(op, f"dimension {text}")


def _attribution_views(op: Operation, args, shared: dict, workgroup: bool) -> list[View]:
    views = []
    for a in args:
        t = a.type
        if not isinstance(t, MemRefType) or any(n < 0 for n in t.get_shape()):
            raise CannotRun(op, "attribution that is not a static memref")
        name = f"attribution of {op.name}@{format_op_location(op)}"
        if workgroup:
            key = ("attribution", a)
            if key not in shared:
                shared[key] = View.new(tuple(t.get_shape()), name)
            views.append(shared[key])
        else:
            views.append(View.new(tuple(t.get_shape()), name))
    return views


@register_impls
class GpuFunctions(InterpreterFunctions):
    @impl(gpu.LaunchOp)
    def run_launch(self, interpreter, op: gpu.LaunchOp, args: PythonValues):
        if op.asyncDependencies or op.asyncToken or op.clusterSizeX is not None:
            raise CannotRun(op, "async or clustered launch")
        grid = args[len(op.asyncDependencies) : len(op.asyncDependencies) + 3]
        block = args[len(op.asyncDependencies) + 3 : len(op.asyncDependencies) + 6]
        body = op.body.block
        extra = list(body.args[12:])
        n_wg = _int_attr(op, "workgroup_attributions")

        def make_args(tc: ThreadContext) -> tuple:
            ids = (*tc.block, *tc.thread, *tc.grid, *tc.block_dim)
            wg = _attribution_views(op, extra[:n_wg], tc.shared, True)
            pr = _attribution_views(op, extra[n_wg:], tc.shared, False)
            return (*ids, *wg, *pr)

        _launch(interpreter, op, op.body, grid, block, interpreter._ctx, make_args)  # noqa: SLF001
        return ()

    @impl(gpu.LaunchFuncOp)
    def run_launch_func(self, interpreter, op: gpu.LaunchFuncOp, args: PythonValues):
        if op.asyncDependencies or op.asyncToken or op.clusterSizeX is not None or op.asyncObject is not None:
            raise CannotRun(op, "async or clustered launch")
        kernel = _kernel(interpreter.module, op)
        grid, block = args[0:3], args[3:6]
        operands = args[len(args) - len(op.kernelOperands) :]
        n_in = len(kernel.function_type.inputs.data)
        body = kernel.body.block
        n_wg = _int_attr(kernel, "workgroup_attributions")
        extra = list(body.args[n_in:])

        def make_args(tc: ThreadContext) -> tuple:
            wg = _attribution_views(kernel, extra[:n_wg], tc.shared, True)
            pr = _attribution_views(kernel, extra[n_wg:], tc.shared, False)
            return (*operands, *wg, *pr)

        _launch(interpreter, op, kernel.body, grid, block, None, make_args)
        return ()

    def _id(self, interpreter, op: Operation, which: str) -> tuple:
        tc: ThreadContext | None = interpreter.gpu
        if tc is None:
            raise CannotRun(op, "outside a kernel")
        return (getattr(tc, which)[_dim(op)],)

    @impl(gpu.BlockIdOp)
    def run_block_id(self, interpreter, op, args):
        return self._id(interpreter, op, "block")

    @impl(gpu.ThreadIdOp)
    def run_thread_id(self, interpreter, op, args):
        return self._id(interpreter, op, "thread")

    @impl(gpu.GridDimOp)
    def run_grid_dim(self, interpreter, op, args):
        return self._id(interpreter, op, "grid")

    @impl(gpu.BlockDimOp)
    def run_block_dim(self, interpreter, op, args):
        return self._id(interpreter, op, "block_dim")

    @impl(ShuffleOp)
    def run_shuffle(self, interpreter, op: Operation, args: PythonValues):
        tc: ThreadContext | None = interpreter.gpu
        if tc is None or tc.worker is None:
            raise CannotRun(op, "gpu.shuffle outside a kernel")
        if len(interpreter.agent) != tc.depth:
            raise CannotRun(op, "gpu.shuffle inside an scf.parallel of a kernel")
        value, offset, width = args
        if UNDEF in (offset, width):
            raise UndefinedBehaviour(op, "gpu.shuffle with an undefined offset or width")
        mode = str(op_attr(op, "mode")).rstrip(">").replace("<", " ").split()[-1]
        return tc.worker.shuffle(op, (value, offset, width, mode))

    @impl(gpu.BarrierOp)
    def run_barrier(self, interpreter, op, args):
        tc: ThreadContext | None = interpreter.gpu
        if tc is None or tc.worker is None:
            raise CannotRun(op, "gpu.barrier outside a kernel")
        if len(interpreter.agent) != tc.depth:
            raise CannotRun(op, "gpu.barrier inside an scf.parallel of a kernel")
        tc.worker.barrier(op)
        return ()

    @impl_terminator(gpu.TerminatorOp)
    def run_terminator(self, interpreter, op, args):
        return ReturnedValues(()), ()

    @impl_terminator(gpu.ReturnOp)
    def run_return(self, interpreter, op, args):
        return ReturnedValues(()), ()


def _subgroup_size(op: Operation) -> int:
    attr = op_attr(op, "subgroup_size")
    return attr.value.data if isinstance(attr, IntegerAttr) else SUBGROUP_SIZE


def _int_attr(op: Operation, name: str) -> int:
    attr = op_attr(op, name)
    return attr.value.data if isinstance(attr, IntegerAttr) else 0


def _kernel(module, op: gpu.LaunchFuncOp) -> gpu.FuncOp:
    ref = op.kernel
    nested = ref.nested_references.data
    for m in module.ops:
        if m.name == "gpu.module" and m.sym_name.data == ref.root_reference.data:
            for f in m.regions[0].block.ops:
                if f.name == "gpu.func" and nested and f.sym_name.data == nested[0].data:
                    return f  # type: ignore[return-value]
    raise CannotRun(op, f"kernel {ref} not found")

