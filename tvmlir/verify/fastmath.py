"""Fast-math licenses the spec does not grant (design-notes section 8).

`reassoc`, `contract`, `afn` and `arcp` give one op no other value: they
license *later* passes to reassociate, fuse into an fma, approximate a
math function or divide through a reciprocal, i.e. to change results
after `--verify` has run.  The lowered code is the target and the spec the
source of the refinement, so the target may not carry a license the
source's computation lacks.  Checked per prophecy: every op computing the
prophesied value (its backward slice inside the lowered code, up to loads,
other prophecies and arguments) may carry such a flag only if *every* op
of the same name in the body of the spec tensor it is prophesied to be
carries it (so a spec mixing flags on ops of one name licenses nothing
for that name: conservative, never wrong).  `fast` is all flags (xDSL
expands it).

`nnan`, `ninf` and `nsz` need no license check: the scalar semantics
models them exactly (poison, or a choice of zero sign; design-notes 5.1),
so the value obligation already sees what they permit.
"""

from __future__ import annotations

from xdsl.ir import Block, Operation, SSAValue

from tvmlir.ir.slices import backward_slice
from tvmlir.semantics.arith import LICENSING_FASTMATH, fastmath_flags

LICENSES = frozenset(LICENSING_FASTMATH)


def _granted(body: Block | None) -> dict[str, frozenset[str]]:
    """Per op name, the licenses every op of that name in `body` carries."""
    granted: dict[str, frozenset[str]] = {}
    if body is None:
        return granted
    for op in body.walk():
        mine = fastmath_flags(op) & LICENSES
        granted[op.name] = granted[op.name] & mine if op.name in granted else mine
    return granted


def unlicensed(value: SSAValue, spec_body: Block | None, stop) -> list[tuple[Operation, list[str]]]:
    """Ops computing `value` whose licenses the spec body does not grant.
    `stop(op)` ends the slice at an op (a load, a prophecy)."""
    granted = _granted(spec_body)
    found: list[tuple[Operation, list[str]]] = []
    for op in backward_slice(value, lambda o: not stop(o)):
        if stop(op):
            continue
        extra = (fastmath_flags(op) & LICENSES) - granted.get(op.name, frozenset())
        if extra:
            found.append((op, sorted(extra)))
    return found
