"""Drop the unused results of a multi-result `linalg.generic` on tensors.

Why: exported models compute results nobody reads (torch's `max` yields
the values *and* an argmax index; the index is unused when only the values
are kept).  An unused result changes nothing the function returns, so
dropping it (its `outs` operand, indexing map, yielded value, the body ops
only it needed, and its block argument) keeps the function's meaning and
leaves a reduction the contract and the spec describe result by result.

A result is dropped only when its accumulator (the block argument of its
output) is not needed by the results that stay; otherwise it is kept (the
remaining results read it).  At least one result always stays: a generic
whose results are all unused is left to the usual dead-code removal.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, TensorType
from xdsl.dialects.linalg.ops import GenericOp, IndexOp
from xdsl.ir import Block, Operation, SSAValue
from xdsl.traits import is_side_effect_free


def _needed(block: Block, roots: list[SSAValue]) -> set[SSAValue]:
    """Values of `block` the `roots` depend on (through ops of the block)."""
    seen: set[SSAValue] = set()
    todo = list(roots)
    while todo:
        v = todo.pop()
        if v in seen:
            continue
        seen.add(v)
        owner = v.owner
        if isinstance(owner, Operation) and owner.parent_block() is block:
            todo.extend(owner.operands)
            for region in owner.regions:
                for op in region.walk():
                    todo.extend(op.operands)
    return seen


def drop_dead_results(generic: GenericOp) -> GenericOp:
    """`generic` without its droppable unused results (a new op, or
    `generic` itself when nothing can be dropped)."""
    results = list(generic.results)
    if len(results) < 2 or not all(isinstance(r.type, TensorType) for r in results):
        return generic
    block = generic.body.block
    n_in = len(generic.inputs)
    yielded = list(block.last_op.operands)  # type: ignore[union-attr]
    live = [k for k, r in enumerate(results) if r.uses]
    if not live:
        return generic
    needed = _needed(block, [yielded[k] for k in live])
    keep = [k for k in range(len(results)) if k in live or block.args[n_in + k] in needed]
    if len(keep) == len(results):
        return generic
    # Body: yield only the kept values, erase what only the dropped needed.
    block.last_op.operands = [yielded[k] for k in keep]  # type: ignore[union-attr]
    for op in reversed(list(block.ops)[:-1]):
        if all(not r.uses for r in op.results) and (is_side_effect_free(op) or isinstance(op, IndexOp)):
            block.erase_op(op)
    for k in reversed(range(len(results))):
        if k not in keep:
            block.erase_arg(block.args[n_in + k])
    maps = generic.indexing_maps.data
    new = GenericOp(
        list(generic.inputs),
        [generic.outputs[k] for k in keep],
        generic.detach_region(generic.body),
        ArrayAttr([*maps[:n_in], *(maps[n_in + k] for k in keep)]),
        generic.iterator_types,
        [results[k].type for k in keep],
        generic.doc,
        generic.library_call,
    )
    new.attributes.update(generic.attributes)
    new.location = generic.location
    parent = generic.parent_block()
    assert parent is not None
    parent.insert_op_before(new, generic)
    for k, r in zip(keep, new.results):
        results[k].replace_all_uses_with(r)
    parent.erase_op(generic)
    return new


def drop_dead_results_in(ops: list[Operation]) -> None:
    for op in ops:
        if isinstance(op, GenericOp):
            drop_dead_results(op)
