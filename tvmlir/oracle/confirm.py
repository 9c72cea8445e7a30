"""Confirming a `--verify` failure by running it.

A `FAILED` obligation comes with an instance: the sizes (`dim(A, 0)=2,
...`), ids and indices of one counterexample, and the spec element and
computed value as the float model sees them.  `confirm` runs the lowered
function and its spec on concrete inputs of the instance's sizes (then on
other sizes), and says either

    confirmed by execution: result 0 [1, 1]: spec 2.5, execution NaN (input: ...)

or why it could not be:

* a race (`execution nondeterministic: race ...`): the result depends on
  the schedule, there is no single value to compare;
* an op the oracle cannot run;
* no mismatch in N runs: the runs drew no input that shows it.  With
  `fp=abstract` the instance's floats are abstract values (the report says
  "an abstract value between ..."), which no IEEE input may reach, and a
  reordered reduction differs in exact arithmetic on some inputs only.

The input values themselves are drawn, not read from the instance: an
abstract float has no IEEE value to read.
"""

from __future__ import annotations

import re

from xdsl.dialects import func
from xdsl.dialects.builtin import DYNAMIC_INDEX, DictionaryAttr, ModuleOp, ShapedType, StringAttr

from tvmlir.oracle.inputs import Sizes
from tvmlir.oracle.run import CANNOT_RUN, MATCH, MISMATCH, NONDETERMINISTIC, check_function, find_spec, spec_function

_DIM = re.compile(r"dim\(([^,()]+), (\d+)\)=(\d+)")


def _arg_names(spec_fn: func.FuncOp) -> list[str]:
    attrs = spec_fn.arg_attrs.data if spec_fn.arg_attrs is not None else ()
    names = []
    for pos, arg in enumerate(spec_fn.body.block.args):
        name = f"arg{pos}"
        if pos < len(attrs) and isinstance(attrs[pos], DictionaryAttr):
            attr = attrs[pos].data.get("tv.name")
            if isinstance(attr, StringAttr):
                name = attr.data
        names.append(name)
    return names


def instance_sizes(spec_fn: func.FuncOp, instance: str) -> Sizes | None:
    """The sizes an instance names, if it names every dynamic one."""
    names = _arg_names(spec_fn)
    given = {(m.group(1), int(m.group(2))): int(m.group(3)) for m in _DIM.finditer(instance)}
    dims = {}
    for pos, arg in enumerate(spec_fn.body.block.args):
        t = arg.type
        if isinstance(t, ShapedType):
            for d, n in enumerate(t.get_shape()):
                if n == DYNAMIC_INDEX:
                    if (names[pos], d) not in given:
                        return None
                    dims[(pos, d)] = given[(names[pos], d)]
    return Sizes(dims)


def confirm(
    module: ModuleOp, fn: func.FuncOp, instance: str = "", runs: int = 16, seed: int = 0,
    workgroup_allocs: str = "per-thread",
) -> tuple[bool, str]:
    """(confirmed, the sentence for the report) for a failure of `fn`."""
    spec_op = find_spec(module, fn)
    if spec_op is None:
        return False, "could not be confirmed: no tv.spec to run"
    _, spec_fn = spec_function(spec_op)
    sizes = instance_sizes(spec_fn, instance) if instance else None
    outcome = None
    if sizes is not None and sizes.dims:
        outcome = check_function(module, fn, runs=max(1, runs // 2), seed=seed, sizes=sizes,
                                 workgroup_allocs=workgroup_allocs)
    if outcome is None or outcome.kind == MATCH:
        outcome = check_function(module, fn, runs=runs, seed=seed, workgroup_allocs=workgroup_allocs)
    if outcome.kind == MISMATCH:
        return True, f"confirmed by execution: {outcome.detail}"
    if outcome.kind in (NONDETERMINISTIC, CANNOT_RUN):
        return False, f"could not be confirmed: {outcome.detail}"
    why = "no input drawn shows it"
    if "abstract value" in instance:
        why = "the instance's floats are abstract values (fp=abstract), which no IEEE input may reach"
    return False, f"could not be confirmed: no mismatch in {outcome.runs} runs ({why})"
