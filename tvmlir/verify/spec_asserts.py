"""The spec's `cf.assert`s as preconditions: where they may be assumed.

A spec whose linalg body asserts `c(d)` is undefined wherever `c(d)` is
false for some iteration `d` (`semantics.asserts`), so a proof about the
defined executions may assume `c(d)` for every `d` of the iteration space.
That is a universally quantified fact; `--verify` keeps its queries
quantifier-free by *instantiating* it (as it does the spec's equations,
`spec_z3`): an application `T(x)` in a query that reads the same elements
the assert reads fixes the iteration `d` the assert is about, and the
instance `d in the loop box => c(d)` joins the query.

An `AssertSite` is a generic with asserts: the ops of its body the
conditions are computed from, and the loop dims they depend on.  A
`Trigger` is a tensor whose applications fix those dims: an input read
through a map whose results name every such dim, or the generic itself
(its output map names the parallel dims).  The lowered code reads the same
elements (an embedding's index `arg0(i, j)`, a variance `T5(c)`), so the
instances arrive where they are needed: in the bounds of a gather, or in
the lowered code's own copy of the assert (`verify.asserts`).

Every instance is a true fact of every defined execution of the spec,
whichever `T(x)` triggered it, since it only requires `d` to be in the
loop box; so adding instances is sound, and missing ones only make a
proof fail.  A condition that reads the accumulator of a reduction has no
trigger (it depends on the whole reduction so far): never assumed.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import BlockArgument, Operation, OpResult
from xdsl.ir.affine import AffineDimExpr, AffineMap

from tvmlir.verify.spec_model import SpecFunction, SpecTensor


@dataclass(frozen=True, eq=False)
class AssertSite:
    """The asserts of one generic's body."""

    tensor: SpecTensor
    asserts: tuple[Operation, ...]
    ops: tuple[Operation, ...]
    """The body ops the conditions are computed from, the asserts
    included, in body order."""
    dims: frozenset[int] | None
    """The loop dims the conditions depend on; None when they read the
    output's block argument (a reduction's accumulator)."""


@dataclass(frozen=True, eq=False)
class Trigger:
    """Applications of `tensor` fix the dims of `site` through `amap`
    (tensor index q is loop dim `amap.results[q]` where that is a dim)."""

    site: AssertSite
    tensor: SpecTensor
    amap: AffineMap


def _site(t: SpecTensor) -> AssertSite | None:
    assert t.body is not None
    block = t.body
    asserts = [op for op in block.ops if op.name == "cf.assert"]
    if not asserts:
        return None
    needed: set[Operation] = set()
    todo = [v for a in asserts for v in a.operands]
    needed.update(asserts)
    args: set[int] = set()
    dims: set[int] = set()
    while todo:
        v = todo.pop()
        if isinstance(v, BlockArgument):
            if v.block is block:
                args.add(v.index)
            continue
        assert isinstance(v, OpResult)
        op = v.op
        if op.parent_block() is not block or op in needed:
            continue
        needed.add(op)
        if op.name == "linalg.index":
            dims.add(op.properties["dim"].value.data)  # type: ignore[union-attr]
        todo.extend(op.operands)
    depends: frozenset[int] | None
    if any(k >= len(t.inputs) for k in args):
        depends = None
    else:
        for k in args:
            dims.update(t.inputs[k][1].used_dims())
        depends = frozenset(dims)
    ops = tuple(op for op in block.ops if op in needed)
    return AssertSite(t, tuple(asserts), ops, depends)


def _fixed(amap: AffineMap) -> set[int]:
    return {e.position for e in amap.results if isinstance(e, AffineDimExpr)}


def assert_sites(spec: SpecFunction) -> list[AssertSite]:
    """The generics of `spec` whose bodies assert, in program order."""
    sites = []
    for t in spec.tensors.values():
        if t.kind == "generic" and t.body is not None:
            site = _site(t)
            if site is not None:
                sites.append(site)
    return sites


def triggers(sites: list[AssertSite]) -> dict[str, list[Trigger]]:
    """Spec tensor name -> the triggers its applications fire."""
    found: dict[str, list[Trigger]] = {}
    for site in sites:
        if site.dims is None:
            continue
        t = site.tensor
        candidates = [(src, m) for src, m in t.inputs if isinstance(src, SpecTensor)]
        assert t.out_map is not None
        candidates.append((t, t.out_map))
        for src, amap in candidates:
            if site.dims <= _fixed(amap):
                found.setdefault(src.name, []).append(Trigger(site, src, amap))
    return found


__all__ = ["AssertSite", "Trigger", "assert_sites", "triggers"]
