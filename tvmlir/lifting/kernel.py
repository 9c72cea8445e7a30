"""The kernel being lifted: its arguments, and runs of it with a store trace.

A kernel is a `func.func` on memrefs (loops, `gpu.launch`, or
`gpu.launch_func` into a `gpu.module`).  Its *outputs* are the argument
buffers it writes (found by running it) and, if it returns memrefs, the
arguments it returns.  Every other memref argument is an input and must
keep its content.

`run_traced` runs the kernel on the execution oracle (`tvmlir.oracle`) and
records every store into an output buffer: the store op, the element it
writes, the value, and the values of the `scf.for` induction variables
around the store.  Those events are what the prophecy inference reads.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from xdsl.dialects import func, memref, scf
from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType, ModuleOp
from xdsl.interpreter import PythonValues, impl, register_impls
from xdsl.ir import Operation, SSAValue

from tvmlir.oracle.interpreter import MemrefFunctions, make_interpreter
from tvmlir.oracle.memory import View
from tvmlir.oracle.values import float_width, round_to


class NotAKernel(Exception):
    """The function is outside what the lifter reads (a reason, not a bug)."""


@dataclass(frozen=True)
class Arg:
    name: str
    shape: tuple[int, ...]  # DYNAMIC_INDEX for a dynamic extent
    element: str  # "f32", "f64", ...


@dataclass(frozen=True)
class Kernel:
    fn: func.FuncOp
    args: tuple[Arg, ...]

    @staticmethod
    def of(fn: func.FuncOp) -> Kernel:
        args = []
        for pos, a in enumerate(fn.body.block.args):
            t = a.type
            if not isinstance(t, MemRefType) or float_width(t.element_type) not in (32, 64):
                raise NotAKernel(f"argument {pos} is not a memref of f32 or f64")
            args.append(Arg(a.name_hint or f"arg{pos}", tuple(t.get_shape()), str(t.element_type)))
        return Kernel(fn, tuple(args))

    def returned_args(self) -> list[int]:
        ret = self.fn.body.block.last_op
        if not isinstance(ret, func.ReturnOp):
            return []
        args = list(self.fn.body.block.args)
        out = []
        for v in ret.arguments:
            if v not in args:
                raise NotAKernel("it returns a memref that is not one of its arguments (a fresh allocation)")
            out.append(args.index(v))
        return out


@dataclass(frozen=True)
class StoreEvent:
    op: Operation
    index: tuple[int, ...]
    value: float
    ivs: tuple[int, ...]  # enclosing scf.for ivs, innermost first


@dataclass
class Run:
    """One execution: the arguments before and after, and the stores."""

    sizes: dict[int, tuple[int, ...]]
    before: list[list[float]]  # per argument, row-major
    after: list[list[float]]
    events: dict[int, list[StoreEvent]] = field(default_factory=dict)  # per output argument


def enclosing_ivs(op: Operation) -> list[SSAValue]:
    """The `scf.for` induction variables around `op`, innermost first."""
    out = []
    p = op.parent_op()
    while p is not None and not isinstance(p, func.FuncOp) and p.name != "gpu.func":
        if isinstance(p, scf.ForOp):
            out.append(p.body.block.args[0])
        p = p.parent_op()
    return out


def _tracing(buffers: dict[int, View], events: dict[int, list[StoreEvent]]):
    @register_impls
    class TracingMemref(MemrefFunctions):
        @impl(memref.StoreOp)
        def run_store(self, interpreter, op: memref.StoreOp, args: PythonValues):
            value, view, *indices = args
            super().run_store(interpreter, op, args)
            for pos, out in buffers.items():
                if view.buffer is out.buffer:
                    flat = view.flat(tuple(indices), op) - out.offset
                    index = []
                    for s in out.strides:
                        index.append(flat // s)
                        flat %= s
                    ivs = tuple(interpreter.get_values(tuple(enclosing_ivs(op))))
                    events.setdefault(pos, []).append(StoreEvent(op, tuple(index), value, ivs))
            return ()

    return TracingMemref()


def concrete_sizes(kernel: Kernel, n: int) -> dict[int, tuple[int, ...]]:
    """Every dynamic extent `n` (kernels whose extents must differ are out
    of reach of this first version)."""
    return {pos: tuple(n if d == DYNAMIC_INDEX else d for d in a.shape) for pos, a in enumerate(kernel.args)}


def run_traced(module: ModuleOp, kernel: Kernel, sizes: dict[int, tuple[int, ...]], seed: int, positive: bool) -> Run:
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
    events: dict[int, list[StoreEvent]] = {}
    interp = make_interpreter(module)
    interp.register_implementations(_tracing(dict(enumerate(views)), events), override=True)
    interp.call_op(kernel.fn, tuple(views))
    return Run(sizes, before, [list(v.buffer.cells) for v in views], events)
