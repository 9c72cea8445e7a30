"""The spec's run-time conditions as preconditions: where they may be assumed.

A spec is undefined wherever a linalg body's `cf.assert` fails
(`semantics.asserts`) or its `tensor.extract` reads outside the tensor
(MLIR: undefined behaviour) for some iteration `d`.  A proof about the
defined executions may therefore assume each such condition `c(d)` for
every `d` of the iteration space.  That is a universally quantified fact;
`--verify` keeps its queries quantifier-free by *instantiating* it (as it
does the spec's equations, `spec_z3`): an application `T(x)` in a query
that reads the same elements the condition reads fixes the iteration `d`
it is about, and the instance `d in the loop box => c(d)` joins the query.

A `Condition` is one such fact of a generic's body: an assert's operand,
or one coordinate of an extract's index (`0 <= i_k < size_k`; split per
coordinate so that each depends on as few loop dims as it can: an
embedding row's bound on the loaded index, its column's on a loop dim).
A `Trigger` is a tensor whose applications fix the dims a condition
depends on: an input read through a map whose results name each of them,
or the generic itself (its output map names the parallel dims).  The
lowered code reads the same elements (an embedding's index `arg0(i, j)`,
a variance `T5(c)`), so the instances arrive where they are needed: in
the bounds of a gather, or in the lowered code's own copy of an assert
(`verify.asserts`).

Every instance is a true fact of every defined execution of the spec,
whichever `T(x)` triggered it, since it only requires `d` to be in the
loop box; so adding instances is sound, and missing ones only make a
proof fail.  A condition that reads the accumulator of a reduction has no
trigger (it depends on the whole reduction so far): never assumed.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap

from tvmlir.verify.spec_model import SpecFunction, SpecTensor


@dataclass(frozen=True, eq=False)
class Condition:
    """A condition the spec's body asserts at each iteration."""

    tensor: SpecTensor
    op: Operation
    """The `cf.assert`, or the `tensor.extract` whose index it bounds."""
    coordinate: int | None
    """The extract's index position; None for an assert."""
    ops: tuple[Operation, ...]
    """The body ops the condition is computed from, in body order."""
    dims: frozenset[int] | None
    """The loop dims it depends on; None when it reads the output's block
    argument (a reduction's accumulator)."""

    @property
    def value(self) -> SSAValue:
        """The asserted `i1`, or the bounded index."""
        return self.op.operands[0] if self.coordinate is None else self.op.operands[1 + self.coordinate]

    @property
    def is_assert(self) -> bool:
        return self.coordinate is None


@dataclass(frozen=True, eq=False)
class Trigger:
    """Applications of `tensor` fix the dims of `condition` through `amap`
    (tensor index q is loop dim `amap.results[q]` where that is a dim)."""

    condition: Condition
    tensor: SpecTensor
    amap: AffineMap


def _condition(t: SpecTensor, op: Operation, coordinate: int | None) -> Condition:
    assert t.body is not None
    block = t.body
    value = op.operands[0] if coordinate is None else op.operands[1 + coordinate]
    needed: set[Operation] = set()
    todo: list[SSAValue] = [value]
    args: set[int] = set()
    dims: set[int] = set()
    while todo:
        v = todo.pop()
        if isinstance(v, BlockArgument):
            if v.block is block:
                args.add(v.index)
            continue
        assert isinstance(v, OpResult)
        producer = v.op
        if producer.parent_block() is not block or producer in needed:
            continue
        needed.add(producer)
        if producer.name == "linalg.index":
            dims.add(producer.properties["dim"].value.data)  # type: ignore[union-attr]
        todo.extend(producer.operands)
    depends: frozenset[int] | None
    if any(k >= len(t.inputs) for k in args):
        depends = None
    else:
        for k in args:
            dims.update(t.inputs[k][1].used_dims())
        depends = frozenset(dims)
    ops = tuple(o for o in block.ops if o in needed)
    return Condition(t, op, coordinate, ops, depends)


def conditions(spec: SpecFunction) -> list[Condition]:
    """The conditions of the spec's generics, in program order."""
    found = []
    for t in spec.tensors.values():
        if t.kind != "generic" or t.body is None or t.position != 0:
            continue  # a multi-result op's body is its first result's
        for op in t.body.ops:
            if op.name == "cf.assert":
                found.append(_condition(t, op, None))
            elif op.name == "tensor.extract":
                found.extend(_condition(t, op, k) for k in range(len(op.operands) - 1))
    return found


def _fixed(amap: AffineMap) -> set[int]:
    return {e.position for e in amap.results if isinstance(e, AffineDimExpr)}


def triggers(found: list[Condition]) -> dict[str, list[Trigger]]:
    """Spec tensor name -> the triggers its applications fire."""
    by_tensor: dict[str, list[Trigger]] = {}
    for c in found:
        if c.dims is None:
            continue
        t = c.tensor
        candidates = [(src, m) for src, m in t.inputs if isinstance(src, SpecTensor)]
        assert t.out_map is not None
        candidates.extend((s, t.out_map) for s in (t.siblings or [t]))
        for src, amap in candidates:
            if c.dims <= _fixed(amap):
                by_tensor.setdefault(src.name, []).append(Trigger(c, src, amap))
    return by_tensor


__all__ = ["Condition", "Trigger", "conditions", "triggers"]
