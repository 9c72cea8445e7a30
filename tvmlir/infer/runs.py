"""Runs of the spec and the lowered function on the same random inputs.

Under `assume-reassoc`, outputs are compared up to `REASSOC_TOLERANCE`
(relative): a reordered float sum rounds differently, which the
assumption allows; a larger difference is still confirmed as wrong.

Sizes: each class of dynamic extents the spec makes equal
(`oracle.inputs.dimension_classes`) gets its own size, and the classes of
one run get pairwise different sizes (3, 4, 5, ...), rotated from run to
run: an index fitted on runs where two extents are equal could stand for
either, and an extent that is a multiple of every tile size hides the
partial tiles.  Elements: random floats in (-2, 2) (one run in (0.1, 2),
where a `max` with 0 shows), integers in [-1000, 1000]: values that
coincide only where the program makes them equal.

A run ends in one of: both ran (the events and the spec's values are kept,
and whether the outputs agree); the lowered code does something undefined
or races (a bug, confirmed by execution); the oracle cannot run an op
(nothing is concluded).  An input on which the spec itself is undefined is
not used.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field

from xdsl.dialects import func
from xdsl.dialects.builtin import DYNAMIC_INDEX, ModuleOp, ShapedType
from xdsl.ir import Operation

from tvmlir.infer.spec_trace import SpecValues, run_spec
from tvmlir.infer.target_trace import Site, TargetTrace, tracing
from tvmlir.oracle.inputs import Sizes, copy_value, dimension_classes
from tvmlir.oracle.interpreter import make_interpreter
from tvmlir.oracle.memory import View
from tvmlir.oracle.run import compare_outputs
from tvmlir.oracle.values import (
    CannotRun,
    OracleError,
    UndefinedBehaviour,
    float_width,
    int_width,
    is_float,
    is_integer,
    round_to,
    same,
    wrap_signed,
)

SIZE_POOL = (3, 4, 5, 2, 6, 7)
REASSOC_TOLERANCE = 1e-4
RUNS = 3


@dataclass
class Evidence:
    """What the runs showed."""

    spec: list[SpecValues] = field(default_factory=list)  # per run
    trace: TargetTrace = field(default_factory=TargetTrace)
    sizes: list[Sizes] = field(default_factory=list)
    mismatch: str | None = None  # the first output difference (with the input)
    mismatch_op: Operation | None = None  # the store that wrote the differing cell
    failure: OracleError | None = None  # undefined behaviour or a race of the lowered code
    cannot_run: CannotRun | None = None
    spec_undefined: int = 0  # inputs skipped: the spec is undefined there
    inputs: list[list] = field(default_factory=list)  # per run in `spec`: the spec's arguments


def run_sizes(spec_fn: func.FuncOp, run: int) -> Sizes:
    dims = {}
    for c, cls in enumerate(dimension_classes(spec_fn)):
        n = SIZE_POOL[(c + 2 * run) % len(SIZE_POOL)]
        for key in cls:
            dims[key] = n
    return Sizes(dims)


def _scalar(t, rng: random.Random, positive: bool, int_bound: int | None = None):
    if is_float(t):
        x = rng.uniform(0.1, 2.0) if positive else rng.uniform(-2.0, 2.0)
        return round_to(x, float_width(t))
    if is_integer(t):
        if int_bound is not None:
            return rng.randrange(int_bound)
        return wrap_signed(rng.randint(-1000, 1000), int_width(t))
    raise CannotRun(None, f"no random inputs of type {t}")


def index_bound(spec_fn: func.FuncOp, sizes: Sizes) -> int:
    """The smallest extent of the spec's arguments and results (at least
    1): integers below it index any of their dimensions in bounds."""
    extents = []
    for pos, arg in enumerate(spec_fn.body.block.args):
        if isinstance(arg.type, ShapedType):
            extents += [sizes.dims.get((pos, d), n) for d, n in enumerate(arg.type.get_shape())]
    for t in spec_fn.function_type.outputs.data:
        if isinstance(t, ShapedType):
            extents += [n for n in t.get_shape() if n != DYNAMIC_INDEX]
    return max(1, min((n for n in extents if n > 0), default=1))


def make_inputs(spec_fn: func.FuncOp, sizes: Sizes, rng: random.Random, positive: bool,
                int_bound: int | None = None) -> list:
    """Random arguments; integers below `int_bound` when it is given (a
    spec that reads at loaded indices is undefined on most others)."""
    values = []
    for pos, arg in enumerate(spec_fn.body.block.args):
        t = arg.type
        if isinstance(t, ShapedType):
            shape = tuple(sizes.dims[(pos, d)] if n == DYNAMIC_INDEX else n for d, n in enumerate(t.get_shape()))
            view = View.new(shape, f"argument {pos}")
            el = t.get_element_type()
            view.buffer.cells[:] = [_scalar(el, rng, positive, int_bound) for _ in view.buffer.cells]
            values.append(view)
        else:
            values.append(_scalar(t, rng, positive, int_bound))
    return values


def _differing_cell(computed, expected) -> tuple[View, tuple[int, ...]] | None:
    for c, e in zip(computed, expected):
        if isinstance(c, View) and isinstance(e, View) and c.sizes == e.sizes:
            for idx, a, b in zip(itertools.product(*(range(n) for n in e.sizes)), c.elements(), e.elements()):
                if not same(a, b):
                    return c, idx
    return None


def gather(
    spec_module: ModuleOp, spec_fn: func.FuncOp, module: ModuleOp, fn: func.FuncOp, sites: list[Site],
    runs: int = RUNS, seed: int = 0, tolerance: float = 0.0, workgroup_allocs: str = "per-thread",
) -> Evidence:
    """Run spec and lowered code `runs` times (module doc); stops at the
    first run that shows a bug or that the oracle cannot run."""
    ev = Evidence()
    names = [a.name_hint or f"arg{i}" for i, a in enumerate(spec_fn.body.block.args)]
    for run in range(runs):
        sizes = run_sizes(spec_fn, run)
        rng = random.Random(f"{seed}:{run}")
        try:
            inputs = make_inputs(spec_fn, sizes, rng, positive=run == 1)
        except CannotRun as e:
            ev.cannot_run = e
            return ev
        where = f"input: run {run}, seed {seed}" + (f", {sizes.describe(names)}" if sizes.dims else "")
        try:
            try:
                spec = run_spec(spec_module, spec_fn, inputs)
            except UndefinedBehaviour:
                # integers in index range: an embedding's spec reads its
                # table at them (and asserts they are in range)
                inputs = make_inputs(spec_fn, sizes, rng, positive=run == 1, int_bound=index_bound(spec_fn, sizes))
                where += ", integers in index range"
                spec = run_spec(spec_module, spec_fn, inputs)
        except UndefinedBehaviour:
            ev.spec_undefined += 1
            continue
        except CannotRun as e:
            ev.cannot_run = e
            return ev
        args = [copy_value(v) for v in inputs]
        if len(args) != len(fn.body.block.args):
            ev.cannot_run = CannotRun(fn, "the function and its spec have different numbers of arguments")
            return ev
        interp = make_interpreter(module, workgroup_allocs)
        memref_impls, scf_impls, observers = tracing(ev.trace, sites, len(ev.spec))
        interp.register_implementations(memref_impls, override=True)
        interp.register_implementations(scf_impls, override=True)
        interp.observers.update(observers)
        try:
            computed = interp.call_op(fn, tuple(args))
        except CannotRun as e:
            ev.cannot_run = e
            return ev
        except OracleError as e:
            e.message = f"{e.message} ({where})"
            ev.failure = e
            return ev
        ev.spec.append(spec)
        ev.inputs.append(inputs)
        ev.sizes.append(sizes)
        if ev.mismatch is None:
            problem = compare_outputs(fn, computed, spec.results, args, inputs, tolerance)
            if problem is not None:
                ev.mismatch = f"{problem} ({where})"
                cell = _differing_cell(computed, spec.results)
                if cell is not None:
                    view, idx = cell
                    ev.mismatch_op = ev.trace.last_writer.get((view.buffer.serial, view.flat(idx, fn)))
    return ev

