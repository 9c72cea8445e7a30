"""Run a lowered function and its spec on the same inputs and compare.

`check_function(module, fn)` is the oracle's verdict for one function:

* `match`: on every input tried, the lowered code returned what the spec
  says, element for element (+0 and -0 differ, NaN equals NaN), and left
  the arguments it does not return as they were.  A test, not a proof.
* `mismatch`: an input on which it does not (a wrong value, an undefined
  output element, or undefined behaviour such as an out-of-bounds access);
  the detail names the input's seed and sizes, the element, both values.
* `nondeterministic`: a race; the result depends on the schedule.
* `cannot run`: an op or type the oracle has no semantics for.

Inputs on which the *spec* is undefined (its linalg ops disagree on an
extent) are skipped: the spec allows anything there.
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.oracle.inputs import EDGE_SIZES, MODES, Sizes, choose_sizes, copy_value, dimension_classes, make_inputs
from tvmlir.oracle.interpreter import make_interpreter
from tvmlir.oracle.memory import View
from tvmlir.oracle.values import UNDEF, CannotRun, OracleError, Race, UndefinedBehaviour, same, show
from tvmlir.tv_dialect import SpecOp
from tvmlir.tv_dialect.spec import module_specs, own_spec_name

MATCH = "match"
MISMATCH = "mismatch"
NONDETERMINISTIC = "nondeterministic"
CANNOT_RUN = "cannot run"


@dataclass(frozen=True)
class Outcome:
    kind: str
    detail: str
    runs: int

    def describe(self) -> str:
        if self.kind == MATCH:
            return f"no mismatch in {self.runs} runs"
        return f"{self.kind} (run {self.runs}): {self.detail}"


def find_spec(module: ModuleOp, fn: func.FuncOp) -> SpecOp | None:
    """The spec `--verify` checks `fn` against (`tvmlir/verify/pairing.py`):
    `@<fn>_spec`, whatever spec its prophecies name, so that running shows
    what `@fn` computes against what the source's `@fn` does."""
    return module_specs(module).get(own_spec_name(fn.sym_name.data))


def spec_function(spec_op: SpecOp) -> tuple[ModuleOp, func.FuncOp]:
    module = parse_module(make_context(), spec_op.source.data, f"<tv.spec @{spec_op.sym_name.data}>")
    fns = [op for op in module.ops if isinstance(op, func.FuncOp)]
    if len(fns) != 1:
        raise ValueError(f"tv.spec @{spec_op.sym_name.data} must hold one function")
    return module, fns[0]


def _names(fn: func.FuncOp) -> list[str]:
    return [a.name_hint or f"arg{i}" for i, a in enumerate(fn.body.block.args)]


def close(a: object, b: object, tolerance: float) -> bool:
    """`same`, or two finite floats within `tolerance` relative to the
    larger (a reassociated float sum rounds differently)."""
    if same(a, b):
        return True
    if tolerance and isinstance(a, float) and isinstance(b, float) and math.isfinite(a) and math.isfinite(b):
        return abs(a - b) <= tolerance * max(abs(a), abs(b), 1e-30)
    return False


def _compare(label: str, computed: object, expected: object, tolerance: float = 0.0) -> str | None:
    if isinstance(expected, View):
        if not isinstance(computed, View) or computed.sizes != expected.sizes:
            sizes = computed.sizes if isinstance(computed, View) else computed
            return f"{label}: shape {list(sizes)}, spec {list(expected.sizes)}"
        shape = expected.sizes
        for idx, c, e in zip(itertools.product(*(range(n) for n in shape)), computed.elements(), expected.elements()):
            if e is UNDEF or close(c, e, tolerance):
                continue
            at = ", ".join(str(i) for i in idx)
            got = "undefined" if c is UNDEF else show(c)
            return f"{label} [{at}]: spec {show(e)}, execution {got}"
        return None
    if expected is UNDEF or close(computed, expected, tolerance):
        return None
    return f"{label}: spec {show(expected)}, execution {show(computed)}"


def run_once(
    module: ModuleOp, fn: func.FuncOp, spec_module: ModuleOp, spec_fn: func.FuncOp, inputs: list,
    tolerance: float = 0.0, workgroup_allocs: str = "per-thread",
) -> str | None:
    """None if the lowered code matches the spec on `inputs`, else why not.
    Raises `Race`/`CannotRun`; undefined behaviour is a mismatch."""
    try:
        expected = make_interpreter(spec_module).call_op(spec_fn, tuple(copy_value(v) for v in inputs))
    except UndefinedBehaviour:
        return None  # the spec allows anything on this input
    args = [copy_value(v) for v in inputs]
    if len(args) != len(fn.body.block.args):
        raise CannotRun(fn, "the function and its spec have different numbers of arguments")
    try:
        computed = make_interpreter(module, workgroup_allocs).call_op(fn, tuple(args))
    except UndefinedBehaviour as e:
        return e.describe()
    return compare_outputs(fn, computed, expected, args, inputs, tolerance)


def compare_outputs(fn: func.FuncOp, computed, expected, args: list, inputs: list, tolerance: float = 0.0) -> str | None:
    """None if the lowered function's results `computed` are the spec's
    `expected` and every argument it does not return kept its input
    (`args` after the call, `inputs` before), else the first difference."""
    if len(computed) != len(expected):
        return f"returns {len(computed)} values, the spec {len(expected)}"
    names = _names(fn)
    for k, (c, e) in enumerate(zip(computed, expected)):
        problem = _compare(f"result {k}", c, e, tolerance)
        if problem:
            return problem
    returned = {id(c.buffer) for c in computed if isinstance(c, View)}
    for k, (a, before) in enumerate(zip(args, inputs)):
        if isinstance(a, View) and id(a.buffer) not in returned:
            problem = _compare(f"argument %{names[k]} (not returned, must keep its input)", a, before)
            if problem:
                return problem
    return None


def check_function(
    module: ModuleOp, fn: func.FuncOp, runs: int = 8, seed: int = 0, sizes: Sizes | None = None,
    tolerance: float = 0.0,
    workgroup_allocs: str = "per-thread",
) -> Outcome:
    """Run `fn` and its spec on `runs` seeded inputs (edge sizes first);
    `workgroup_allocs` as `OracleInterpreter.workgroup_allocs`."""
    spec_op = find_spec(module, fn)
    if spec_op is None:
        return Outcome(CANNOT_RUN, "no tv.spec for this function", 0)
    spec_module, spec_fn = spec_function(spec_op)
    names = _names(spec_fn)
    # With dynamic sizes, the first runs try the edge sizes (all 0, all 1,
    # all 7) on plain random elements: in a 1-element tensor an edge value
    # (NaN, inf) would often hide the difference.
    edges = 0 if sizes is not None or not dimension_classes(spec_fn) else len(EDGE_SIZES)
    for run in range(runs):
        rng = random.Random(seed * 1000 + run)
        chosen = sizes or choose_sizes(spec_fn, rng, run if run < edges else None)
        mode = MODES[0] if run < edges else MODES[(run - edges) % len(MODES)]
        inputs = make_inputs(spec_fn, chosen, rng, mode)
        try:
            problem = run_once(module, fn, spec_module, spec_fn, inputs, tolerance, workgroup_allocs)
        except Race as e:
            return Outcome(NONDETERMINISTIC, _with_input(e.describe(), seed, run, chosen, names), run + 1)
        except CannotRun as e:
            return Outcome(CANNOT_RUN, e.describe(), run + 1)
        except OracleError as e:
            return Outcome(MISMATCH, _with_input(e.describe(), seed, run, chosen, names), run + 1)
        if problem:
            return Outcome(MISMATCH, _with_input(problem, seed, run, chosen, names), run + 1)
    return Outcome(MATCH, "", runs)


def _with_input(text: str, seed: int, run: int, sizes: Sizes, names: list[str]) -> str:
    dims = sizes.describe(names)
    return f"{text} (input: seed {seed}, run {run}{', ' + dims if dims else ''})"


def check_module(module: ModuleOp, runs: int = 8, seed: int = 0, workgroup_allocs: str = "per-thread") -> dict[str, Outcome]:
    return {
        op.sym_name.data: check_function(module, op, runs, seed, workgroup_allocs=workgroup_allocs)
        for op in module.ops
        if isinstance(op, func.FuncOp) and op.body.blocks and find_spec(module, op) is not None
    }
