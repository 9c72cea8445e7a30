"""The kernel being lifted: its arguments, and runs of it with a store trace.

A kernel is a `func.func` on memrefs (loops, `gpu.launch`, or
`gpu.launch_func` into a `gpu.module`).  Its *outputs* are the argument
buffers it writes (found by running it) and, if it returns memrefs, the
arguments it returns.  Every other memref argument is an input and must
keep its content.

`run_traced` runs the kernel on the execution oracle (`tvmlir.oracle`) and
records every store into an output buffer: the store op, the element it
writes, the value, and the values of the `scf.for` induction variables
around the store.  It also records every float an `scf.for` carries to its
next iteration (a register accumulator): the `scf.yield`, the iter_arg,
the value, the induction variables, and the index operands of the loop's
loads that are in scope there (`CarriedEvent`), and every store into a
buffer that is no argument (a temporary the kernel allocates).  Those events are what the
prophecy inference reads.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from xdsl.dialects import func, memref, scf
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, MemRefType, ModuleOp
from xdsl.interpreter import PythonValues, ReturnedValues, impl, impl_terminator, register_impls
from xdsl.ir import Operation, SSAValue

from tvmlir.oracle.interpreter import MemrefFunctions, OracleScf, make_interpreter
from tvmlir.oracle.memory import View
from tvmlir.oracle.values import UNDEF, float_width, round_to


class NotAKernel(Exception):
    """The function is outside what the lifter reads (a reason, not a bug)."""


@dataclass(frozen=True)
class Arg:
    name: str
    shape: tuple[int, ...]  # DYNAMIC_INDEX for a dynamic extent
    element: str  # "f32", "f64", ...


def _slot(v: SSAValue, name: str, what: str) -> Arg:
    t = v.type
    if not isinstance(t, MemRefType) or float_width(t.element_type) not in (32, 64):
        raise NotAKernel(f"{what} is not a memref of f32 or f64")
    return Arg(name, tuple(t.get_shape()), str(t.element_type))


@dataclass(frozen=True)
class Kernel:
    """`args` are the function's arguments; `fresh` the memrefs it returns
    that are not arguments (allocated inside, as bufferization does for a
    `tensor.empty` result).  A *slot* is either: positions `len(args) + r`
    are the fresh ones."""

    fn: func.FuncOp
    args: tuple[Arg, ...]
    fresh: tuple[Arg, ...] = ()

    @staticmethod
    def of(fn: func.FuncOp) -> Kernel:
        block_args = list(fn.body.block.args)
        args = [_slot(a, a.name_hint or f"arg{pos}", f"argument {pos}") for pos, a in enumerate(block_args)]
        fresh = []
        ret = fn.body.block.last_op
        if isinstance(ret, func.ReturnOp):
            for r, v in enumerate(ret.arguments):
                if v not in block_args:
                    arg = _slot(v, f"result{r}", f"result {r}")
                    if DYNAMIC_INDEX in arg.shape:
                        raise NotAKernel(f"result {r} is a fresh allocation of dynamic shape")
                    fresh.append(arg)
        return Kernel(fn, tuple(args), tuple(fresh))

    @property
    def slots(self) -> tuple[Arg, ...]:
        return self.args + self.fresh

    def slot_values(self) -> list[SSAValue]:
        """The SSA value of each slot in the function body."""
        values = list(self.fn.body.block.args)
        ret = self.fn.body.block.last_op
        if isinstance(ret, func.ReturnOp):
            values += [v for v in ret.arguments if v not in values]
        return values

    def is_fresh(self, pos: int) -> bool:
        return pos >= len(self.args)

    def returned_slots(self) -> list[int]:
        ret = self.fn.body.block.last_op
        if not isinstance(ret, func.ReturnOp):
            return []
        values = self.slot_values()
        return [values.index(v) for v in ret.arguments]


@dataclass(frozen=True)
class StoreEvent:
    op: Operation
    index: tuple[int, ...]
    value: float
    ivs: tuple[int, ...]  # enclosing scf.for ivs, innermost first
    # for a store into a temporary: the load index operands in scope there
    env: dict = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class CarriedEvent:
    """One float yielded to the next iteration of an `scf.for`: `env`
    holds the values of the index operands of the loop's loads that are
    in scope at the yield (the prophecy's element index is read off them)."""

    value: float
    ivs: tuple[int, ...]  # enclosing scf.for ivs, innermost first (the loop's own first)
    env: dict[SSAValue, int]


@dataclass
class Run:
    """One execution: the arguments before and after, the stores, and the
    values loops carry (per `(scf.yield, iter_arg position)`)."""

    sizes: dict[int, tuple[int, ...]]
    before: list[list[float]]  # per argument, row-major
    after: list[list[float]]
    events: dict[int, list[StoreEvent]] = field(default_factory=dict)  # per output argument
    carried: dict[tuple[Operation, int], list[CarriedEvent]] = field(default_factory=dict)
    temps: dict[Operation, list[StoreEvent]] = field(default_factory=dict)  # stores into other buffers, per op
    writers: dict[Operation, set] = field(default_factory=dict)  # per load of a temporary: the stores it read


def enclosing_ivs(op: Operation) -> list[SSAValue]:
    """The `scf.for` induction variables around `op`, innermost first; in
    an outlined kernel, then its `index` arguments, which carry the host
    loop's induction variable when the loop launches the kernel (as
    mlir-opt-19 lowers a reduction whose dim is not mapped to threads)."""
    out = []
    p = op.parent_op()
    while p is not None and not isinstance(p, func.FuncOp):
        if isinstance(p, scf.ForOp):
            out.append(p.body.block.args[0])
        if p.name == "gpu.func":
            out += [a for a in p.regions[0].blocks[0].args if isinstance(a.type, IndexType)]
            break
        p = p.parent_op()
    return out


def loop_load_indices(loop: Operation) -> list[SSAValue]:
    """The index operands of the loads inside `loop`."""
    found: list[SSAValue] = []
    for op in loop.walk():
        if isinstance(op, memref.LoadOp):
            found += [v for v in op.indices if v not in found]
    return found


def _carried_tracing(carried: dict):
    """`scf.yield` of an `scf.for`, recording each float it carries."""

    @register_impls
    class TracingScf(OracleScf):
        @impl_terminator(scf.YieldOp)
        def run_br(self, interpreter, op: scf.YieldOp, args: PythonValues):
            loop = op.parent_op()
            if isinstance(loop, scf.ForOp):
                ivs = tuple(interpreter.get_values(tuple(enclosing_ivs(op))))
                env = _in_scope(interpreter, loop_load_indices(loop))
                for k, value in enumerate(args):
                    if isinstance(value, float):
                        carried.setdefault((op, k), []).append(CarriedEvent(value, ivs, env))
            return ReturnedValues(args), ()

    return TracingScf()


def _in_scope(interpreter, values: list[SSAValue]) -> dict[SSAValue, int]:
    env = {}
    for v in values:
        try:
            env[v] = interpreter.get_values((v,))[0]
        except Exception:  # not in scope here (defined in a region that has ended)
            continue
    return env


def _kernel_loads(op: Operation) -> list[SSAValue]:
    """The load index operands of the kernel body around `op`."""
    p = op
    while p.parent_op() is not None and p.name not in ("gpu.launch", "gpu.func", "func.func"):
        p = p.parent_op()
    return loop_load_indices(p)


def _tracing(raw: list, slots: set[int], writers: dict):
    """Every store, as (op, buffer, flat position, value, ivs, indices,
    env); `env` only for stores into a buffer that is no slot.  For each
    load of a buffer that is no slot, `writers` collects the stores that
    last wrote the cells it read (None: a cell nothing wrote)."""
    scopes: dict[Operation, list[SSAValue]] = {}
    last: dict[tuple[int, int], Operation] = {}

    @register_impls
    class TracingMemref(MemrefFunctions):
        @impl(memref.LoadOp)
        def run_load(self, interpreter, op: memref.LoadOp, args: PythonValues):
            view, *indices = args
            result = super().run_load(interpreter, op, args).values  # xDSL wraps impls
            if id(view.buffer) not in slots:
                writers.setdefault(op, set()).add(last.get((id(view.buffer), view.flat(tuple(indices), op))))
            return result

        @impl(memref.StoreOp)
        def run_store(self, interpreter, op: memref.StoreOp, args: PythonValues):
            value, view, *indices = args
            super().run_store(interpreter, op, args)
            last[(id(view.buffer), view.flat(tuple(indices), op))] = op
            ivs = tuple(interpreter.get_values(tuple(enclosing_ivs(op))))
            env = {}
            if id(view.buffer) not in slots:
                if op not in scopes:
                    scopes[op] = _kernel_loads(op)
                env = _in_scope(interpreter, scopes[op])
            raw.append((op, view.buffer, view.flat(tuple(indices), op), value, ivs, tuple(indices), env))
            return ()

    return TracingMemref()


def _events(raw: list, views: list[View]) -> dict[int, list[StoreEvent]]:
    """The stores into each slot's buffer, with the element's index."""
    events: dict[int, list[StoreEvent]] = {}
    for op, buffer, flat, value, ivs, _, _ in raw:
        for pos, out in enumerate(views):
            if buffer is out.buffer:
                flat -= out.offset
                index = []
                for s in out.strides:
                    index.append(flat // s)
                    flat %= s
                events.setdefault(pos, []).append(StoreEvent(op, tuple(index), value, ivs))
                break
    return events


def _temp_events(raw: list, views: list[View]) -> dict[Operation, list[StoreEvent]]:
    """The stores into buffers that are no slot (temporaries), per store
    op, with the store's own indices as the element."""
    slots = {id(v.buffer) for v in views}
    temps: dict[Operation, list[StoreEvent]] = {}
    for op, buffer, _, value, ivs, indices, env in raw:
        if id(buffer) not in slots:
            temps.setdefault(op, []).append(StoreEvent(op, indices, value, ivs, env))
    return temps


def concrete_sizes(kernel: Kernel, n: int) -> dict[int, tuple[int, ...]]:
    """Every dynamic extent `n` (kernels whose extents must differ are out
    of reach of this first version)."""
    return {pos: tuple(n if d == DYNAMIC_INDEX else d for d in a.shape) for pos, a in enumerate(kernel.slots)}


def run_traced(
    module: ModuleOp, kernel: Kernel, sizes: dict[int, tuple[int, ...]], seed: int, positive: bool,
    workgroup_allocs: str = "per-thread",
) -> Run:
    """Run the kernel on random inputs (in (0.1, 2) if `positive`, else in
    (-2, 2)); `UndefinedBehaviour`, `Race` and `CannotRun` propagate."""
    rng = random.Random(seed)
    views = []
    for pos, a in enumerate(kernel.args):
        width = 32 if a.element == "f32" else 64
        v = View.new(sizes[pos], kernel.args[pos].name)
        for i in range(len(v.buffer.cells)):
            x = rng.uniform(0.1, 2.0) if positive else rng.uniform(-2.0, 2.0)
            v.buffer.cells[i] = round_to(x, width)
        views.append(v)
    before = [list(v.buffer.cells) for v in views]
    raw: list = []
    interp = make_interpreter(module, workgroup_allocs)
    carried: dict = {}
    writers: dict = {}
    interp.register_implementations(_tracing(raw, {id(v.buffer) for v in views}, writers), override=True)
    interp.register_implementations(_carried_tracing(carried), override=True)
    results = interp.call_op(kernel.fn, tuple(views))
    args = list(kernel.fn.body.block.args)
    ret = kernel.fn.body.block.last_op
    for v, value in zip(ret.arguments if isinstance(ret, func.ReturnOp) else (), results):
        if v not in args and isinstance(value, View):
            if value.sizes != sizes[len(views)]:
                raise NotAKernel("a returned allocation's shape differs from its type")
            views.append(value)
            before.append([UNDEF] * len(value.buffer.cells))
    return Run(sizes, before, [list(v.elements()) for v in views], _events(raw, views), carried, _temp_events(raw, views), writers)
