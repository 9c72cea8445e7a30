"""Every element of every spec tensor on one input, reduction stages included.

The spec function (a `tv.spec`'s source: linalg on tensors) runs on the
execution oracle, which runs a `linalg.generic` over its iteration space in
lexicographic order, the order design-notes section 4 gives a reduction's
stages.  Each `linalg.yield` is recorded with the iteration point: for a
generic with reduction dims, the value yielded at point `p` is the partial
reduction `R(i, k)` (the chapter-5 extended index), `i` the output element
and `k` the reduction dims of `p` in increasing order; for one without,
it is the element itself.  The final elements come from the generic's
result (an empty reduction leaves the init), the inputs' from the
arguments, a splat or dense constant's from its value.

`SpecValues.lookup(v)` answers the question the inference asks of a stored
value: which spec elements (tensor, index, stage or None) hold exactly `v`
(`oracle.values.same`: +0.0 and -0.0 differ, NaNs are one value).
"""

from __future__ import annotations

import bisect
import itertools
import math
from dataclasses import dataclass, field

from xdsl.dialects import func
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, ModuleOp, StringAttr
from xdsl.dialects.linalg import ops as linalg
from xdsl.interpreter import ReturnedValues, impl, impl_terminator, register_impls
from xdsl.ir import Operation

from tvmlir.oracle.interpreter import LinalgFunctions, make_interpreter
from tvmlir.oracle.memory import View
from tvmlir.oracle.values import UNDEF

Element = tuple[str, tuple[int, ...], tuple[int, ...] | None]
"""(spec tensor, element index, stage: the reduction indices, or None for
the tensor's final element)."""


def value_key(v: object) -> object:
    """A dictionary key with `same`'s equality: floats by their bits (so
    -0.0 is not 0.0; every NaN is one key), integers as they are."""
    if isinstance(v, float):
        return ("f", "nan") if math.isnan(v) else ("f", v.hex())
    return ("i", v)


def tensor_names(op: Operation) -> list[str]:
    """The `tv.name`s `--annotate` gave a generic's results."""
    attr = op.attributes.get("tv.name")
    if isinstance(attr, StringAttr):
        return [attr.data]
    if isinstance(attr, ArrayAttr):
        return [a.data for a in attr.data if isinstance(a, StringAttr)]
    return []


@dataclass
class SpecValues:
    """One run of the spec: `stages[name][i]` the partial reductions of
    element `i` in stage order (with their stage index), `final[name][i]`
    the final elements; `results` what the function returned."""

    final: dict[str, dict[tuple[int, ...], object]] = field(default_factory=dict)
    stages: dict[str, dict[tuple[int, ...], list[tuple[tuple[int, ...], object]]]] = field(default_factory=dict)
    kinds: dict[str, str] = field(default_factory=dict)  # "input", "generic", "reduction", "const"
    results: tuple = ()
    _index: dict[object, list[Element]] | None = None
    _floats: tuple[list[float], list[Element]] | None = None

    def lookup(self, v: object) -> list[Element]:
        if self._index is None:
            index: dict[object, list[Element]] = {}
            for name, cells in self.final.items():
                for idx, value in cells.items():
                    if value is not UNDEF:
                        index.setdefault(value_key(value), []).append((name, idx, None))
            for name, cells in self.stages.items():
                for idx, steps in cells.items():
                    for k, value in steps:
                        if value is not UNDEF:
                            index.setdefault(value_key(value), []).append((name, idx, k))
            self._index = index
        return self._index.get(value_key(v), [])

    def lookup_near(self, v: object, tolerance: float) -> list[Element]:
        """The elements within a relative `tolerance` of the float `v`
        (assume-reassoc: a reordered sum rounds differently; only a guess,
        which `--verify` then proves or refuses)."""
        if not isinstance(v, float) or math.isnan(v) or math.isinf(v):
            return []
        if self._floats is None:
            pairs = [(value, e) for key, es in self._all().items() if key[0] == "f" and key[1] != "nan"
                     for e in es for value in [float.fromhex(key[1])] if not math.isinf(value)]
            pairs.sort(key=lambda p: p[0])
            self._floats = ([p[0] for p in pairs], [p[1] for p in pairs])
        keys, elements = self._floats
        slack = tolerance * max(abs(v), 1e-3)
        lo, hi = bisect.bisect_left(keys, v - slack), bisect.bisect_right(keys, v + slack)
        return elements[lo:hi]

    def _all(self) -> dict[object, list[Element]]:
        self.lookup(0.0)
        assert self._index is not None
        return self._index

    def stage_count(self, name: str, idx: tuple[int, ...]) -> int:
        return len(self.stages.get(name, {}).get(idx, []))


def _cells(view: View) -> dict[tuple[int, ...], object]:
    points = itertools.product(*(range(n) for n in view.sizes))
    return dict(zip(points, view.elements()))


def _tracing(recorded: list):
    @register_impls
    class TracingLinalg(LinalgFunctions):
        @impl_terminator(linalg.YieldOp)
        def run_yield(self, interpreter, op, args):
            generic = op.parent_op()
            recorded.append((generic, interpreter.linalg_point, tuple(args)))
            return ReturnedValues(args), ()

        @impl(linalg.GenericOp)
        def run_generic(self, interpreter, op, args):
            results = super().run_generic(interpreter, op, args).values  # xDSL wraps impls
            recorded.append((op, None, tuple(results)))
            return results

    return TracingLinalg()


def run_spec(module: ModuleOp, fn: func.FuncOp, inputs: list) -> SpecValues:
    """Run the spec function on `inputs` (oracle values: Views and scalars),
    recording its tensors; the oracle's exceptions propagate."""
    from tvmlir.oracle.inputs import copy_value

    recorded: list = []
    interp = make_interpreter(module)
    interp.register_implementations(_tracing(recorded), override=True)
    results = interp.call_op(fn, tuple(copy_value(v) for v in inputs))
    out = SpecValues(results=tuple(results))
    attrs = fn.arg_attrs.data if fn.arg_attrs is not None else ()
    for pos, v in enumerate(inputs):
        if not isinstance(v, View):
            continue
        name = f"arg{pos}"
        if pos < len(attrs) and isinstance(attrs[pos], DictionaryAttr):
            attr = attrs[pos].data.get("tv.name")
            if isinstance(attr, StringAttr):
                name = attr.data
        out.final[name] = _cells(v)
        out.kinds[name] = "input"
    for op, point, values in recorded:
        names = tensor_names(op)
        if not names:
            continue
        if point is None:  # the generic's results: the final elements
            for name, view in zip(names, values):
                if isinstance(view, View):
                    out.final[name] = _cells(view)
                    out.kinds.setdefault(name, "generic")
            continue
        iters = [str(it.data) for it in op.iterator_types.data]
        red = [d for d, it in enumerate(iters) if it == "reduction"]
        if not red:
            continue
        maps = [m.data for m in op.indexing_maps.data][len(op.inputs):]
        k = tuple(point[d] for d in red)
        for name, m, value in zip(names, maps, values):
            idx = tuple(m.eval(point, []))
            out.stages.setdefault(name, {}).setdefault(idx, []).append((k, value))
            out.kinds[name] = "reduction"
    return out
