"""Locations for ops that passes create: those of the ops they come from.

Why: `--verify` reports a failing store, loop or launch at its location,
and the user wants their own `linalg` op's line there.  MLIR's rewriters
give every op a pattern creates the location of the op being rewritten
(loads, stores and loops of a lowered `linalg.generic` are at the generic,
a `gpu.launch` is at its `scf.parallel`); xDSL leaves new ops at
`UnknownLoc`, and a report would fall back to the nearest located
ancestor, which for an outlined kernel is the module (`file:1:1`).  The
passes of `--annotate` and `--lower` call `inherit` on what they create.
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.dialects.builtin import LocationAttr, UnknownLoc
from xdsl.ir import Attribute, Operation


def is_unknown(loc: Attribute) -> bool:
    return isinstance(loc, UnknownLoc)


def inherit(ops: Iterable[Operation], loc: LocationAttr) -> None:
    """Give `ops`, and every op nested in them, the location `loc` where
    they have none.  Ops that have one (a generic body's ops, moved into a
    loop) keep it."""
    if is_unknown(loc):
        return
    for root in ops:
        for op in root.walk():
            if is_unknown(op.location):
                op.location = loc
