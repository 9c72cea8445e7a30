"""Concrete inputs for a spec function: sizes, then elements.

Sizes: every dynamic dimension of an argument belongs to a class of
dimensions the spec's `linalg.generic` ops make equal (A's columns and B's
rows of a matmul); each class gets one size, drawn from 0, 1, 7 (a prime)
and small random numbers, so that "every size" is sampled at its edges.

Elements: floats mix random values of several magnitudes with the IEEE
edge cases (+-0, +-inf, NaN, +-1, the largest finite f32), in the modes
of `MODES` (all negative, all zeros...); integers mix small and extreme
values.  Each run is seeded, so a failure names the seed
that reproduces it.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from xdsl.dialects import func
from xdsl.dialects.builtin import DYNAMIC_INDEX, ShapedType
from xdsl.ir import SSAValue
from xdsl.ir.affine import AffineDimExpr

from tvmlir.oracle.memory import View
from tvmlir.oracle.values import float_width, int_width, is_float, is_integer, round_to, wrap_signed

EDGE_SIZES = (0, 1, 7)
EDGE_FLOATS = (0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 3.4028234663852886e38)


@dataclass(frozen=True)
class Sizes:
    """A size for every (argument, dimension) of the spec."""

    dims: dict[tuple[int, int], int]

    def describe(self, names: list[str]) -> str:
        return ", ".join(f"dim({names[a]}, {d})={n}" for (a, d), n in sorted(self.dims.items()))


def dimension_classes(spec_fn: func.FuncOp) -> list[list[tuple[int, int]]]:
    """Dynamic (argument, dimension) pairs grouped by the equalities the
    spec's linalg ops impose (union-find over loop dimensions)."""
    parent: dict[object, object] = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x

    def union(a, b):
        parent[find(a)] = find(b)

    origin: dict[SSAValue, object] = {}
    for pos, arg in enumerate(spec_fn.body.block.args):
        origin[arg] = pos
    for op in spec_fn.body.block.ops:
        if op.name != "linalg.generic":
            continue
        maps = [m.data for m in op.indexing_maps.data]  # type: ignore[attr-defined]
        operands = list(op.inputs) + list(op.outputs)  # type: ignore[attr-defined]
        for v, m in zip(operands, maps):
            for q, e in enumerate(m.results):
                if isinstance(e, AffineDimExpr):
                    union((id(op), e.position), (origin.get(v, id(v)), q))
        for r, o in zip(op.results, op.outputs):  # type: ignore[attr-defined]
            origin[r] = origin.get(o, id(o))
            t = r.type
            if isinstance(t, ShapedType):
                for q in range(t.get_num_dims()):
                    union((id(r), q), (origin[r], q))
    classes: dict[object, list[tuple[int, int]]] = {}
    for pos, arg in enumerate(spec_fn.body.block.args):
        t = arg.type
        if isinstance(t, ShapedType):
            for d, n in enumerate(t.get_shape()):
                if n == DYNAMIC_INDEX:
                    classes.setdefault(find((pos, d)), []).append((pos, d))
    return list(classes.values())


def choose_sizes(spec_fn: func.FuncOp, rng: random.Random, edge: int | None) -> Sizes:
    """`edge` picks one of EDGE_SIZES for every class; None draws per class."""
    dims = {}
    for cls in dimension_classes(spec_fn):
        if edge is not None:
            n = EDGE_SIZES[edge % len(EDGE_SIZES)]
        else:
            n = rng.choice((*EDGE_SIZES, rng.randint(2, 9), rng.randint(2, 9)))
        for key in cls:
            dims[key] = n
    return Sizes(dims)


@dataclass(frozen=True)
class Mode:
    """How one run draws its elements: `edgy` is the share of edge cases;
    `sign` forces every random float negative (-1) or positive (+1), which
    is where a changed initial value (a max from 0.0 instead of -inf)
    shows; `zeros` makes every float -0.0 (a sum of -0.0s is -0.0 only if it starts
from -0.0: where a sum's initial zero shows)."""

    edgy: float = 0.0
    sign: int = 0
    zeros: bool = False


MODES = (Mode(), Mode(0.5), Mode(sign=-1), Mode(zeros=True), Mode(0.1), Mode(0.9), Mode(sign=1), Mode(0.2, sign=-1))


def random_scalar(t, rng: random.Random, mode: Mode):
    edgy = mode.edgy
    if is_float(t):
        if mode.zeros:
            return -0.0
        if rng.random() < edgy:
            return round_to(rng.choice(EDGE_FLOATS), float_width(t))
        scale = rng.choice((1.0, 1.0, 1e-3, 1e3, 1e30))
        x = rng.uniform(-4.0, 4.0) * scale
        if mode.sign:
            x = math.copysign(x, mode.sign)
        return round_to(x, float_width(t))
    if is_integer(t):
        w = int_width(t)
        if rng.random() < edgy:
            return wrap_signed(rng.choice((0, 1, -1, (1 << (w - 1)) - 1, 1 << (w - 1))), w)
        return wrap_signed(rng.randint(-9, 9), w)
    raise ValueError(f"no inputs of type {t}")


def make_inputs(spec_fn: func.FuncOp, sizes: Sizes, rng: random.Random, mode: Mode) -> list:
    """One value per spec argument: a `View` for a tensor (row-major,
    fresh), a scalar otherwise."""
    values = []
    for pos, arg in enumerate(spec_fn.body.block.args):
        t = arg.type
        if isinstance(t, ShapedType):
            shape = tuple(sizes.dims[(pos, d)] if n == DYNAMIC_INDEX else n for d, n in enumerate(t.get_shape()))
            view = View.new(shape, f"argument {pos}")
            el = t.get_element_type()
            view.buffer.cells[:] = [random_scalar(el, rng, mode) for _ in view.buffer.cells]
            values.append(view)
        else:
            values.append(random_scalar(t, rng, mode))
    return values


def copy_value(v):
    if isinstance(v, View):
        fresh = View.new(v.sizes, v.buffer.name)
        fresh.buffer.cells[:] = v.elements()
        return fresh
    return v
