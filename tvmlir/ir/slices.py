"""Backward slices: the ops a value is computed from.

Why one helper: `--verify` walks them twice, for the fast-math licenses
on a prophesied value (`verify.fastmath`) and for the loads a reordered
reduction's step combines (`verify.accumulate`), each stopping the walk at
different ops.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Operation, OpResult, SSAValue


def backward_slice(value: SSAValue, expand: Callable[[Operation], bool]) -> list[Operation]:
    """The ops defining `value` and, through the operands of each op that
    `expand` accepts, the ops those are computed from; each once, in the
    order met.  Block arguments end the walk."""
    found: list[Operation] = []
    seen: set[int] = set()
    todo = [value]
    while todo:
        v = todo.pop()
        if not isinstance(v, OpResult) or id(v.op) in seen:
            continue
        op = v.op
        seen.add(id(op))
        found.append(op)
        if expand(op):
            todo.extend(op.operands)
    return found
