"""The oracle's interpreter: xDSL's `Interpreter` with concrete semantics for
the ops of lowered code and of specs.

xDSL 0.74 interprets `func`, `scf.for`/`scf.if`/`scf.yield` (reused here)
and some `arith`/`memref` ops on plain Python values; the oracle needs more
than its `memref` (undefined cells, views, races) and exact f32, so it
adds:

* `arith`/`math` by name (`scalar.py`), `tv.prophesy` (the identity);
* `memref` alloc/alloca/dealloc/load/store/subview/cast/dim/copy and
  expand/collapse_shape on
  `memory.View`s, `affine.apply`/`min` (xDSL 0.74 has no `affine.max`);
* `scf.parallel` and `scf.forall` on memrefs (each iteration an agent of
  the race detector);
* `gpu.launch`, `gpu.launch_func` and the ids (`gpu_exec.py`);
* `linalg.generic` (on tensors or memrefs), `linalg.index`, `tensor.empty`,
  `tensor.dim`, `tensor.extract` and splat constants, enough to run a `tv.spec` function;
* `vector` ops, and elementwise ops on vectors lane by lane (`vectors.py`).

Ops are dispatched by class as xDSL does, falling back to the name (for
tvmlir's compat subclasses, and the scalar ops); an op with neither raises `CannotRun`, so nothing is skipped.
Implementations are called directly rather than through
`_InterpreterFunctionImpls.run`, which wraps every exception in a
diagnostic: the oracle's own outcomes (`UndefinedBehaviour`, `Race`) must
reach the caller as they are.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects import affine, memref, scf, tensor
from xdsl.dialects.linalg import ops as linalg
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    ShapedType,
    TensorType,
    VectorType,
)
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    OpImplResult,
    PythonValues,
    ReturnedValues,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.interpreters.func import FuncFunctions
from xdsl.interpreters.scf import ScfFunctions
from xdsl.ir import Operation
from xdsl.ir.affine import AffineMap
from xdsl.utils.scoped_dict import ScopedDict

from tvmlir.ir.compat.scf import ForallOp, InParallelOp
from tvmlir.ir.attrs import op_attr
from tvmlir.ir.diagnostics import format_op_location
from tvmlir.ir.rank_reduction import slice_dropped_dims, subview_dropped_dims
from tvmlir.oracle.memory import Agent, RaceDetector, View
from tvmlir.oracle.scalar import SCALAR_OPS, constant_value
from tvmlir.oracle.vectors import VECTOR_OPS, Vec, dense_vector, lanewise
from tvmlir.oracle.values import UNDEF, CannotRun, UndefinedBehaviour, round_to, float_width


@dataclass
class Counter:
    """Fresh ids for parallel constructs (shared by all interpreters of a run)."""

    next: int = 0

    def fresh(self) -> int:
        self.next += 1
        return self.next


@dataclass
class OracleInterpreter(Interpreter):
    """One thread of execution.  GPU threads get their own (`gpu_exec`),
    sharing the implementations, the race detector and the id counter."""

    races: RaceDetector = field(default_factory=RaceDetector)
    uids: Counter = field(default_factory=Counter)
    agent: Agent = ()
    gpu: Any = None  # gpu_exec.ThreadContext inside a kernel
    linalg_point: tuple[int, ...] = ()
    observers: dict = field(default_factory=dict)
    """Callbacks by event name, shared with child interpreters: a tracer's
    view of ops the oracle runs by name (`"vector_write"`: `f(interp, op,
    operand values)` before a vector write; `"result"`: `f(interp, op,
    results)` after a `vector`, `arith` or `math` op)."""

    globals: dict = field(default_factory=dict)
    """The buffer of each `memref.global` a run used, by symbol (one per
    run, shared with child interpreters)."""

    workgroup_allocs: str = "per-thread"
    """A `memref.alloc` in workgroup memory in a kernel: `per-thread` as
    mlir-opt-19 compiles it, or `shared` by the block as IREE does
    (`verify{workgroup-allocs}`, `tvmlir/verify/kernels.py`)."""

    def child(self, ctx: ScopedDict, agent: Agent, gpu: Any) -> OracleInterpreter:
        return OracleInterpreter(
            self.module, 64, self._impls, ctx, races=self.races, uids=self.uids, agent=agent, gpu=gpu,
            observers=self.observers, globals=self.globals,
            workgroup_allocs=self.workgroup_allocs,
        )

    def current_agent(self) -> Agent:
        """Who makes an access now, for the race detector."""
        return self.agent if self.gpu is None else self.gpu.agent(self.agent)

    def _run_op(self, op: Operation, inputs: PythonValues) -> OpImplResult:
        table = self._impls._impl_dict  # noqa: SLF001 (see module doc)
        entry = table.get(type(op))
        if entry is None:  # tvmlir's compat subclasses share the name
            entry = next((e for cls, e in table.items() if cls.name == op.name), None)
            if entry is not None:
                table[type(op)] = entry
        if entry is not None:
            ft, fn = entry
            return fn(ft, self, op, inputs)
        vector = VECTOR_OPS.get(op.name)
        if vector is not None:
            results = vector(self, op, inputs)
            observe = self.observers.get("result")
            if observe is not None:
                observe(self, op, results)
            return OpImplResult(results, None)
        scalar = SCALAR_OPS.get(op.name)
        if scalar is not None:
            try:
                if any(isinstance(v, Vec) for v in inputs):
                    results = lanewise(scalar, op, inputs)
                else:
                    results = scalar(op, inputs)
                observe = self.observers.get("result")
                if observe is not None:
                    observe(self, op, results)
                return OpImplResult(results, None)
            except UndefinedBehaviour as e:
                e.op = e.op or op
                raise
        if op.name == "arith.constant":
            if isinstance(op.results[0].type, VectorType):
                return OpImplResult((dense_vector(op),), None)
            return OpImplResult(_constant(op), None)
        if op.name in ("tv.prophesy",):
            return OpImplResult((inputs[0],), None)
        raise CannotRun(op, "the oracle has no semantics for this op")


def make_interpreter(module: ModuleOp, workgroup_allocs: str = "per-thread") -> OracleInterpreter:
    from tvmlir.oracle.gpu_exec import GpuFunctions

    interp = OracleInterpreter(module, 64, workgroup_allocs=workgroup_allocs)
    for functions in (FuncFunctions(), OracleScf(), MemrefFunctions(), GpuFunctions(), LinalgFunctions()):
        interp.register_implementations(functions, override=True)
    return interp


def _constant(op: Operation) -> tuple:
    t = op.results[0].type
    if isinstance(t, ShapedType):
        attr = op_attr(op, "value")
        if not isinstance(attr, DenseIntOrFPElementsAttr):
            raise CannotRun(op, "tensor constant that is not dense")
        values = list(attr.get_values())
        shape = tuple(t.get_shape())
        w = float_width(t.get_element_type())
        if w is not None:
            values = [round_to(float(v), w) for v in values]
        view = View.new(shape, f"constant at {format_op_location(op)}")
        n = len(view.buffer.cells)
        view.buffer.cells[:] = values * n if len(values) == 1 else values
        return (view,)
    return (constant_value(op),)


def _window(op: Operation, dynamic: list, full: tuple, tensor: bool) -> tuple[list, list, list]:
    """A subview's or (`tensor`) a tensor slice's offsets, sizes and strides
    (the dynamic ones from `dynamic`, in order); UB when one is undefined
    or the window is not within `full` (the sizes of what it is taken
    from).  A tensor slice placing several elements at stride 0 cannot
    run (MLIR 19 does not say which one lands)."""
    it = iter(dynamic)

    def pick(static) -> list[int]:
        return [next(it) if v == DYNAMIC_INDEX else v for v in static.get_values()]

    offsets, sizes, strides = pick(op.static_offsets), pick(op.static_sizes), pick(op.static_strides)  # type: ignore[attr-defined]
    _defined(op, offsets + sizes + strides)
    what, of = ("slice", "tensor") if tensor else ("subview", "source")
    for o, n, st, m in zip(offsets, sizes, strides, full):
        if n < 0 or o < 0 or (n > 0 and o + (n - 1) * st >= m):
            raise UndefinedBehaviour(op, f"{what} [{o} +{n}x{st}] outside its {of} of size {m}")
        if tensor and st == 0 and n > 1:
            raise CannotRun(op, "a slice with stride 0 over several elements")
    return offsets, sizes, strides


def _slice(op: Operation, dynamic: list, full: tuple, reduced_shape: list) -> tuple[list, list, list, list[int]]:
    """A tensor slice's window (`_window`) and the slice dims its reduced
    shape (a type's, as MLIR decides) keeps."""
    offsets, sizes, strides = _window(op, dynamic, full, tensor=True)
    dropped = slice_dropped_dims(reduced_shape, list(op.static_sizes.get_values()))  # type: ignore[attr-defined]
    if dropped is None:
        raise CannotRun(op, "a rank-reducing slice whose dropped dimensions MLIR's rule does not determine")
    return offsets, sizes, strides, [k for k in range(len(sizes)) if k not in dropped]


def _defined(op: Operation, values) -> None:
    for v in values:
        if v is UNDEF:
            raise UndefinedBehaviour(op, "an undefined value as a bound, size or condition")


@register_impls
class OracleScf(ScfFunctions):
    """xDSL's `scf`, with undefined bounds and conditions caught, plus
    `scf.parallel`."""

    @impl(scf.ForOp)
    def run_for(self, interpreter: Interpreter, op: scf.ForOp, args: PythonValues):
        _defined(op, args[:3])
        lb, ub, step = args[:3]
        if step <= 0 and lb < ub:
            # MLIR requires a positive step; entered with another, the loop
            # never ends (zero) or runs backwards past its bound (negative)
            raise UndefinedBehaviour(op, "non-positive step")
        if lb >= ub:
            return tuple(args[3:])  # no iteration (xDSL's range would run a negative step)
        return super().run_for(interpreter, op, args).values  # xDSL wraps impls

    @impl(scf.IfOp)
    def run_if(self, interpreter: Interpreter, op: scf.IfOp, args: PythonValues):
        _defined(op, args[:1])
        return super().run_if(interpreter, op, args).values

    @impl(scf.ParallelOp)
    def run_parallel(self, interpreter: OracleInterpreter, op: scf.ParallelOp, args: PythonValues):
        n = len(op.lowerBound)
        lbs, ubs, steps = args[:n], args[n : 2 * n], args[2 * n : 3 * n]
        _defined(op, args[: 3 * n])
        if op.initVals:
            raise CannotRun(op, "scf.parallel with reductions")
        _run_parallel(interpreter, op, lbs, ubs, steps)
        return ()

    @impl(ForallOp)
    def run_forall(self, interpreter: OracleInterpreter, op: ForallOp, args: PythonValues):
        """`scf.forall` on memrefs: like `scf.parallel`, each iteration an
        agent of the race detector (MLIR leaves their order open)."""
        if op.outputs:
            raise CannotRun(op, "scf.forall with shared_outs (tensors)")
        _defined(op, args)
        dyn = iter(args)
        bounds = [
            [next(dyn) if v == DYNAMIC_INDEX else v for v in static.get_values()]
            for static in (op.staticLowerBound, op.staticUpperBound, op.staticStep)
        ]
        lbs, ubs, steps = bounds
        _run_parallel(interpreter, op, lbs, ubs, steps)
        return ()

    @impl_terminator(InParallelOp)
    def run_in_parallel(self, interpreter: Interpreter, op: InParallelOp, args: PythonValues):
        if any(b.ops for b in op.region.blocks):
            raise CannotRun(op, "scf.forall.in_parallel with parallel inserts")
        return ReturnedValues(()), ()

    @impl_terminator(scf.ReduceOp)
    def run_reduce(self, interpreter: Interpreter, op: scf.ReduceOp, args: PythonValues):
        if args:
            raise CannotRun(op, "scf.reduce with operands")
        return ReturnedValues(()), ()


def _run_parallel(interpreter, op: Operation, lbs, ubs, steps) -> None:
    """The iterations of a parallel loop, each an agent of the race
    detector (their order is the runtime's)."""
    if any(s <= 0 for s in steps):
        raise UndefinedBehaviour(op, "non-positive step")
    uid = interpreter.uids.fresh()
    outer = interpreter.agent
    interpreter.races.enter()
    try:
        for ivs in itertools.product(*(range(lb, ub, s) for lb, ub, s in zip(lbs, ubs, steps))):
            interpreter.agent = outer + ((uid, ivs, None),)
            interpreter.run_ssacfg_region(op.body, ivs, op.name)
    finally:
        interpreter.agent = outer
        interpreter.races.leave()


def _groups(op: Operation) -> list[list[int]]:
    """The reassociation groups of a reshape."""
    return [[int(i.value.data) for i in g.data] for g in op.reassociation.data]  # type: ignore[attr-defined]


def _memory_space_workgroup(t: MemRefType) -> bool:
    space = t.memory_space
    if isinstance(space, IntegerAttr):
        return space.value.data == 3
    return "workgroup" in str(space)


def static_sizes(t: ShapedType, dynamic: list, op: Operation) -> tuple[int, ...]:
    it = iter(dynamic)
    sizes = []
    for n in t.get_shape():
        v = next(it) if n == DYNAMIC_INDEX else n
        if v is UNDEF or v < 0:
            raise UndefinedBehaviour(op, "undefined or negative size")
        sizes.append(v)
    return tuple(sizes)


@register_impls
class MemrefFunctions(InterpreterFunctions):
    def _alloc(self, interpreter: OracleInterpreter, op: Operation, args: PythonValues):
        t = op.results[0].type
        assert isinstance(t, MemRefType)
        sizes = static_sizes(t, list(args), op)
        name = f"{op.name}@{format_op_location(op)}"
        gpu = interpreter.gpu
        if gpu is not None and _memory_space_workgroup(t) and interpreter.workgroup_allocs == "shared":
            return (gpu.shared_alloc(op, lambda: View.new(sizes, name)),)
        return (View.new(sizes, name),)

    @impl(memref.AllocOp)
    def run_alloc(self, interpreter, op, args):
        return self._alloc(interpreter, op, args)

    @impl(memref.AllocaOp)
    def run_alloca(self, interpreter, op, args):
        return self._alloc(interpreter, op, args)

    @impl(memref.DeallocOp)
    def run_dealloc(self, interpreter, op, args):
        return ()

    @impl(memref.LoadOp)
    def run_load(self, interpreter: OracleInterpreter, op: memref.LoadOp, args: PythonValues):
        view, *indices = args
        pos = view.flat(tuple(indices), op)
        value = view.buffer.cells[pos]
        interpreter.races.access(view.buffer, pos, interpreter.current_agent(), False, value, op)
        return (value,)

    @impl(memref.StoreOp)
    def run_store(self, interpreter: OracleInterpreter, op: memref.StoreOp, args: PythonValues):
        value, view, *indices = args
        pos = view.flat(tuple(indices), op)
        interpreter.races.access(view.buffer, pos, interpreter.current_agent(), True, value, op)
        view.buffer.cells[pos] = value
        return ()

    @impl(memref.GetGlobalOp)
    def run_get_global(self, interpreter: OracleInterpreter, op: memref.GetGlobalOp, args: PythonValues):
        """The global's buffer, made from its initial value on first use
        (a model's weights, kept as constant globals)."""
        name = op.name_.root_reference.data
        view = interpreter.globals.get(name)
        if view is None:
            glob = next((g for g in interpreter.module.walk() if g.name == "memref.global"
                         and g.sym_name.data == name), None)  # type: ignore[attr-defined]
            value = None if glob is None else op_attr(glob, "initial_value")
            if not isinstance(value, DenseIntOrFPElementsAttr):
                raise CannotRun(op, f"global @{name} without a dense initial value")
            t = op.results[0].type
            values = list(value.get_values())
            w = float_width(t.get_element_type())
            if w is not None:
                values = [round_to(float(v), w) for v in values]
            view = View.new(tuple(t.get_shape()), f"global @{name}")
            n = len(view.buffer.cells)
            view.buffer.cells[:] = values * n if len(values) == 1 else values
            interpreter.globals[name] = view
        return (view,)

    @impl(memref.DimOp)
    def run_dim(self, interpreter, op: memref.DimOp, args: PythonValues):
        view, index = args
        if index is UNDEF or not 0 <= index < len(view.sizes):
            raise UndefinedBehaviour(op, "dimension out of range")
        return (view.sizes[index],)

    @impl(memref.CastOp)
    def run_cast(self, interpreter, op, args):
        return (args[0],)

    @impl(memref.SubviewOp)
    def run_subview(self, interpreter, op: memref.SubviewOp, args: PythonValues):
        source: View = args[0]
        offsets, sizes, strides = _window(op, list(args[1:]), source.sizes, tensor=False)
        offset = source.offset + sum(o * st for o, st in zip(offsets, source.strides))
        new_strides = [s * st for s, st in zip(strides, source.strides)]
        # rank-reducing: the dimensions MLIR drops (its stride rule decides
        # between unit dimensions; the first unit ones are not always it:
        # IREE's conv code drops the last of 1x2x1x1, and reading the first
        # made its right code fail "subview outside its source")
        dropped = subview_dropped_dims(op.source.type, op.result.type, list(op.static_sizes.get_values()))
        if dropped is None:
            raise CannotRun(op, "a rank-reducing subview whose dropped dimensions MLIR's rule does not determine")
        dims = [d for d in range(len(sizes)) if d not in dropped]
        return (View(source.buffer, offset, tuple(sizes[d] for d in dims), tuple(new_strides[d] for d in dims)),)

    @impl(memref.ExpandShapeOp)
    def run_expand_shape(self, interpreter, op: memref.ExpandShapeOp, args: PythonValues):
        """Each source dim splits into its group, row-major, on the same
        cells (strides of the split dims follow from the source's)."""
        source: View = args[0]
        shape = list(op.result.type.get_shape())
        if any(n == DYNAMIC_INDEX for n in shape):
            raise CannotRun(op, "memref.expand_shape to a dynamic shape")
        sizes: list[int] = [0] * len(shape)
        strides: list[int] = [0] * len(shape)
        for group, st in zip(_groups(op), source.strides):
            acc = st
            for d in reversed(group):
                sizes[d], strides[d] = shape[d], acc
                acc *= shape[d]
        return (View(source.buffer, source.offset, tuple(sizes), tuple(strides)),)

    @impl(memref.CollapseShapeOp)
    def run_collapse_shape(self, interpreter, op: memref.CollapseShapeOp, args: PythonValues):
        """Each group becomes one dim; the group must be contiguous in its
        source (MLIR's rule for a strided collapse)."""
        source: View = args[0]
        sizes, strides = [], []
        for group in _groups(op):
            n = 1
            for a, b in zip(group, group[1:]):
                if source.strides[a] != source.strides[b] * source.sizes[b]:
                    raise CannotRun(op, "memref.collapse_shape of a non-contiguous group")
            for d in group:
                n *= source.sizes[d]
            sizes.append(n)
            strides.append(source.strides[group[-1]] if group else 1)
        return (View(source.buffer, source.offset, tuple(sizes), tuple(strides)),)

    @impl(memref.CopyOp)
    def run_copy(self, interpreter: OracleInterpreter, op, args: PythonValues):
        src, dst = args
        if src.sizes != dst.sizes:
            raise UndefinedBehaviour(op, "memref.copy between different shapes")
        values = src.elements()
        for idx, v in zip(itertools.product(*(range(n) for n in dst.sizes)), values):
            pos = dst.flat(idx, op)
            interpreter.races.access(dst.buffer, pos, interpreter.current_agent(), True, v, op)
            dst.buffer.cells[pos] = v
        return ()

    def _affine(self, op: Operation, args: PythonValues) -> tuple[int, ...]:
        _defined(op, args)
        m: AffineMap = op.properties["map"].data  # type: ignore[union-attr]
        return m.eval(list(args[: m.num_dims]), list(args[m.num_dims :]))

    @impl(affine.ApplyOp)
    def run_apply(self, interpreter, op, args):
        return (self._affine(op, args)[0],)

    @impl(affine.MinOp)
    def run_min(self, interpreter, op, args):
        return (min(self._affine(op, args)),)


def _loop_sizes(op: Operation, operands: list, maps: list[AffineMap], n: int) -> list[int]:
    sizes: list[int | None] = [None] * n
    from xdsl.ir.affine import AffineDimExpr

    for v, m in zip(operands, maps):
        if not isinstance(v, View):
            continue
        for q, e in enumerate(m.results):
            if isinstance(e, AffineDimExpr):
                if sizes[e.position] is None:
                    sizes[e.position] = v.sizes[q]
                elif sizes[e.position] != v.sizes[q]:
                    raise UndefinedBehaviour(op, f"loop d{e.position} has extents {sizes[e.position]} and {v.sizes[q]}")
    if any(s is None for s in sizes):
        raise CannotRun(op, "a loop dimension no operand indexes alone")
    return sizes  # type: ignore[return-value]


@register_impls
class LinalgFunctions(InterpreterFunctions):
    """What a `tv.spec` function needs: `linalg.generic` runs its iteration
    space in lexicographic order, which is the order design-notes section 4
    gives reductions."""

    @impl(linalg.GenericOp)
    def run_generic(self, interpreter: OracleInterpreter, op: linalg.GenericOp, args: PythonValues):
        n_in = len(op.inputs)
        maps = [m.data for m in op.indexing_maps.data]
        outs = []
        for v, value in zip(op.outputs, args[n_in:]):
            if isinstance(v.type, TensorType):  # a value: work on a copy
                copy = View.new(value.sizes, f"{op.name}@{format_op_location(op)}")
                copy.buffer.cells[:] = value.elements()
                outs.append(copy)
            else:
                outs.append(value)
        operands = list(args[:n_in]) + outs
        n = len(op.iterator_types.data)
        sizes = _loop_sizes(op, operands, maps, n)
        saved = interpreter.linalg_point
        try:
            for point in itertools.product(*(range(s) for s in sizes)):
                interpreter.linalg_point = point
                block_args = []
                for value, m in zip(operands, maps):
                    if isinstance(value, View):
                        block_args.append(value.buffer.cells[value.flat(m.eval(point, []), op)])
                    else:
                        block_args.append(value)
                results = interpreter.run_ssacfg_region(op.body, tuple(block_args), "linalg.generic")
                for out, m, r in zip(outs, maps[n_in:], results):
                    out.buffer.cells[out.flat(m.eval(point, []), op)] = r
        finally:
            interpreter.linalg_point = saved
        return tuple(o for o, r in zip(outs, op.results) if r is not None)[: len(op.results)]

    @impl(linalg.IndexOp)
    def run_index(self, interpreter: OracleInterpreter, op: Operation, args: PythonValues):
        return (interpreter.linalg_point[op.properties["dim"].value.data],)  # type: ignore[union-attr]

    @impl(tensor.EmptyOp)
    def run_empty(self, interpreter, op: Operation, args: PythonValues):
        t = op.results[0].type
        return (View.new(static_sizes(t, list(args), op), f"tensor.empty@{format_op_location(op)}"),)

    @impl(tensor.DimOp)
    def run_dim(self, interpreter, op, args):
        view, index = args
        return (view.sizes[index],)

    @impl(tensor.ExtractOp)
    def run_extract(self, interpreter, op: Operation, args: PythonValues):
        """One element; out of bounds is undefined behaviour (an embedding
        lookup's spec reads its weight so, at an index it loaded)."""
        view, *indices = args
        return (view.buffer.cells[view.flat(tuple(indices), op)],)

    @impl(tensor.ExtractSliceOp)
    def run_extract_slice(self, interpreter, op: Operation, args: PythonValues):
        """A fresh tensor of the slice's elements (dropped dims by MLIR's
        rule, `rank_reduction.slice_dropped_dims`); a slice past the
        source is UB."""
        source, *dynamic = args
        offsets, sizes, strides, kept = _slice(op, list(dynamic), source.sizes, list(op.results[0].type.get_shape()))
        result = View.new(tuple(sizes[k] for k in kept), f"tensor.extract_slice@{format_op_location(op)}")
        for idx in itertools.product(*(range(n) for n in sizes)):
            at = tuple(o + i * st for o, i, st in zip(offsets, idx, strides))
            result.buffer.cells[result.flat(tuple(idx[k] for k in kept), op)] = source.buffer.cells[source.flat(at, op)]
        return (result,)

    @impl(tensor.InsertSliceOp)
    def run_insert_slice(self, interpreter, op: Operation, args: PythonValues):
        """A fresh copy of the destination with the slice's cells replaced
        by the source's elements; a slice past the destination is UB."""
        source, dest, *dynamic = args
        offsets, sizes, strides, kept = _slice(op, list(dynamic), dest.sizes, list(op.operands[0].type.get_shape()))
        result = View.new(dest.sizes, f"tensor.insert_slice@{format_op_location(op)}")
        result.buffer.cells[:] = dest.elements()
        for idx in itertools.product(*(range(n) for n in sizes)):
            at = tuple(o + i * st for o, i, st in zip(offsets, idx, strides))
            result.buffer.cells[result.flat(at, op)] = source.buffer.cells[source.flat(tuple(idx[k] for k in kept), op)]
        return (result,)

    @impl_terminator(linalg.YieldOp)
    def run_yield(self, interpreter, op, args):
        return ReturnedValues(args), ()
