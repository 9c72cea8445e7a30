"""The obligations isl decides, each with a concrete counterexample.

An obligation holds when a "bad" set is empty for every parameter value
(`is_empty` on a parametric set quantifies over the parameters).  When it is
not empty, `sample` picks one point: values for the sizes, loop indices and
thread ids, and the offending cell.  That is the instance a report shows.
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from tvmlir.affine import space
from tvmlir.affine.space import D


@dataclass(frozen=True)
class Sample:
    """One point of a non-empty set: parameter values and, if the set has
    a tuple, its name and coordinates."""

    params: dict[str, int]
    tuple_name: str | None
    coords: tuple[int, ...]


def _as_union(s) -> isl.UnionSet:
    return s if isinstance(s, isl.UnionSet) else isl.UnionSet(s)


def sample(s) -> Sample | None:
    """A point of `s`, or None if `s` is empty for all parameters."""
    us = _as_union(s)
    if us.is_empty():
        return None
    point = us.sample_point()
    pspace = point.get_space()
    params = {
        pspace.get_dim_name(D.param, k): point.get_coordinate_val(D.param, k).to_python()
        for k in range(pspace.dim(D.param))
    }
    n = pspace.dim(D.set)
    coords = tuple(point.get_coordinate_val(D.set, k).to_python() for k in range(n))
    name = None
    if not pspace.is_params() and pspace.has_tuple_name(D.set):
        name = pspace.get_tuple_name(D.set)
    return Sample(params, name, coords)


def not_included(sub, sup):
    """`sub - sup` (empty iff `sub` is included in `sup`)."""
    return _as_union(sub).subtract(_as_union(sup))


def renamed(obj, xs: list[str], ys: list[str]):
    for x, y in zip(xs, ys):
        obj = space.rename_param(obj, x, y)
    return obj


def rw_race(
    writes: isl.UnionSet,
    reads: isl.UnionSet,
    xs: list[str],
    ys: list[str],
    domain: isl.Set,
) -> isl.UnionSet:
    """Cells written by iteration `xs` and read by a different iteration
    `ys` (thesis `rw-safe`): empty iff there is no read-write race.  `ys`
    are fresh parameter names for the other iteration."""
    w = writes.intersect_params(domain)
    r = renamed(reads.intersect_params(domain), xs, ys)
    return w.intersect(r).intersect_params(space.distinct(xs, ys))


def ww_conflicts(
    writes: isl.UnionSet,
    xs: list[str],
    ys: list[str],
    domain: isl.Set,
) -> isl.UnionSet:
    """Cells written by two different iterations (thesis `conflicts`)."""
    w = writes.intersect_params(domain)
    return w.intersect(renamed(w, xs, ys)).intersect_params(space.distinct(xs, ys))


def holds_everywhere(guard: isl.Set, condition: isl.Set) -> isl.Set:
    """Parameters in `guard` where `condition` fails (empty iff it holds)."""
    return guard.subtract(condition)
