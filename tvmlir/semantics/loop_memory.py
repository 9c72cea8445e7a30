"""The memory a paired `scf.for` writes, as carried state (`loop_pairing.py`).

Why: a loop over buffers (a bufferized loop, `buffer-loop-hoisting`'s
allocations moved out of a loop, `scf-for-loop-range-folding`'s stores)
carries its state in memory, not in SSA values.  The rule of
`loop_pairing.py` extends to it by treating the contents of every block
that exists when the loop starts as one more carried value:

* *The body runs on an arbitrary memory* (`fresh_entry`): each block at
  the loop's entry gets fresh `elems` and `poison` arrays (its size, liveness
  and writability are the entry's own: no body may change them, below),
  shared by the source's and the target's bodies for the blocks they have
  in common (the k-th block of an element type on either side; the
  non-local ones come first and are the same blocks on both sides).  A
  block the target has in excess (an allocation hoisted out of the loop)
  gets arrays of its own: the proof holds for any contents it has.
* *The body proof* (`loop_pairing._bodies_equal`) asks, besides equal
  yields, for equal contents (whole arrays, exact) of every common block
  after the two bodies.  By induction over the iterations, the two loops
  keep equal common memory, whatever a target-only block holds.
* *The summary*: the source's loop leaves each common block it may write
  (`written`: its arrays after the body are not the entry's, syntactically)
  with arrays that are fresh functions of the bounds, initial values and
  the entry arrays of every common block; the target's loop uses the same
  functions on its own.  A target-only block the target's body writes gets
  functions of its own (the target's, `tgt` in the name: any contents,
  which the refinement proof must hold for).  Blocks neither body writes
  keep their arrays: exact.
* *Blocks the loop does not write* (session 31): `written` is the
  source's blocks some defined iteration may change (a store through a
  memref whose block is a variable changes every candidate block's arrays
  syntactically; the solver drops the blocks the preconditions rule out,
  `loop_pairing._invariants`).  In the body proof the common blocks not
  written hold the *target's* contents at its loop's entry on both sides
  (not fresh ones), and the proof asks that neither body changes them.
  By induction both loops keep them as at the target's entry, so the
  proof needs to hold only for those contents: a load hoisted out of the
  loop (LICM, scalar replacement) reads the same array the loop's body
  does.  The summary is the source's loop run from the target's memory
  (its arguments are the target's arrays), so the target's contents are
  the right ones (the source's, at the source's loop, are arguments of
  the source's application).
* *Exact, not summarized*: the body may not change a block's liveness,
  writability or size that exists before the loop (a `dealloc` of it; its
  own allocations may be freed): such a loop is not paired.  Blocks the
  body allocates are unreachable after the iteration (no memref is
  carried out of it, `fixed_memref`), so the loop's encoding leaves them
  out.  A body that performs an opaque op's event, or a loop inside a
  parallel loop whose accesses are recorded for the race check, is not
  paired.

A memref carried value is accepted only when its yield is the value itself
or a value defined outside the loop (MLIR's `buffer-loop-hoisting`
tests): the result is then exactly the
initial value, or the outside value where the loop runs (`fixed_memref`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import z3
from xdsl.dialects.builtin import MemRefType

from tvmlir.semantics import index as ix
from tvmlir.semantics.fp.terms import ite, or_

Key = tuple  # (element type, block index)


@dataclass
class LoopMemory:
    """A paired loop's memory: the source's entry blocks and which the body writes."""

    keys: list[Key]
    """The blocks at the source loop's entry, in order (the summary's arguments)."""
    written: list[Key] = field(default_factory=list)
    """The source's blocks whose arrays the body may change (summarized)."""


def entry_keys(memory) -> list[Key]:
    return [(t, k) for t, blocks in memory.blocks.items() for k in range(len(blocks))]


def fresh_entry(memory, names, shared: dict) -> object:
    """A copy of `memory` whose blocks have fresh contents: the arrays in
    `shared` for the keys it has (filled in for the others, so that the
    other side's body runs on the same ones)."""
    out = memory.clone()
    for t, blocks in out.blocks.items():
        for k, b in enumerate(blocks):
            arrays = shared.get((t, k))
            if arrays is None or arrays[0].sort() != z3.ArraySort(ix.INDEX, b.sort):
                arrays = (names.fresh("loop.mem", z3.ArraySort(ix.INDEX, b.sort)),
                          names.fresh("loop.uninit", z3.ArraySort(ix.INDEX, z3.BoolSort())))  # fmt: skip
                shared.setdefault((t, k), arrays)
            blocks[k] = replace(b, elems=arrays[0], poison=arrays[1], written=None)
    return out


def status_changed(entry, after) -> str:
    """Why the body's effect on the blocks of `entry` is not only on their
    contents ("" if it is): a block freed (or its writability or size
    changed), or an opaque op's event."""
    if entry.events is not after.events:
        return "its body performs an opaque op's event"
    for t, blocks in entry.blocks.items():
        for b, a in zip(blocks, after.blocks.get(t, [])):
            if not (b.live.eq(a.live) and b.writable.eq(a.writable) and b.size.eq(a.size)):
                return "its body may free a block that exists before the loop"
    return ""


def written(entry, after, keys: list[Key]) -> list[Key]:
    """The blocks among `keys` whose arrays after the body are not the
    entry's (syntactically: a store that writes back what it read counts)."""
    out = []
    for t, k in keys:
        b, a = entry.blocks[t][k], after.blocks[t][k]
        if not (b.elems.eq(a.elems) and b.poison.eq(a.poison)):
            out.append((t, k))
    return out


def contents_differ(s_mem, t_mem, keys: list[Key]) -> z3.BoolRef:
    """Some common block's contents differ after the two bodies (exact:
    the whole arrays)."""
    diffs = []
    for t, k in keys:
        a, b = s_mem.blocks[t][k], t_mem.blocks[t][k]
        diffs += [a.elems != b.elems, a.poison != b.poison]
    return or_(*diffs) if diffs else z3.BoolVal(False)


def common_problem(s_memory, t_memory, keys: list[Key]) -> str:
    """Why the target's memory at its loop has no block for one of the
    source's (same element type, index, sort and locality), "" if it has."""
    for t, k in keys:
        blocks = t_memory.blocks.get(t, [])
        if k >= len(blocks):
            return "the target's loop starts with fewer memory blocks than the source's"
        a, b = s_memory.blocks[t][k], blocks[k]
        if a.sort != b.sort or a.local != b.local:
            return "the two loops' memory blocks do not correspond"
    return ""


def target_only(t_memory, keys: list[Key]) -> list[Key]:
    common = set(keys)
    return [key for key in entry_keys(t_memory) if key not in common]


def arguments(memory, keys: list[Key]) -> list[z3.ExprRef]:
    """The entry arrays of `keys` in `memory` (a summary's arguments)."""
    out = []
    for t, k in keys:
        b = memory.blocks[t][k]
        out += [b.elems, b.poison]
    return out


def apply(memory, fn, tag: str, keys: list[Key], entered: z3.BoolRef) -> None:
    """Replace the contents of `keys` in `memory` by the summary's
    functions `fn(name, sort)` where the loop runs (`entered`)."""
    for n, (t, k) in enumerate(keys):
        b = memory.blocks[t][k]
        elems = fn(f"{tag}{n}.elems", z3.ArraySort(ix.INDEX, b.sort))
        poison = fn(f"{tag}{n}.uninit", z3.ArraySort(ix.INDEX, z3.BoolSort()))
        memory.blocks[t][k] = replace(b, elems=ite(entered, elems, b.elems), poison=ite(entered, poison, b.poison),
                                      written=None)  # fmt: skip


# --- memref carried values ----------------------------------------------------------


def fixed_memref(op, i: int) -> str | None:
    """How the loop's memref result i is exact: "same" (the body yields
    its block argument), "outer" (it yields a value defined outside the
    loop: the block argument is the initial value on the first iteration,
    that value after, `fixed_argument`), None (neither)."""
    block = op.body.blocks[0]
    arg = block.args[1 + i]
    yielded = block.last_op.operands[i]
    if yielded is arg:
        return "same"
    owner = yielded.owner
    inside = owner.parent_block() if hasattr(owner, "parent_block") else owner
    while inside is not None:
        if inside is block:
            return None
        parent = inside.parent_op()
        inside = parent.parent_block() if parent is not None else None
    return "outer"


def fixed_argument(interp, op, i: int, how: str, init, first: z3.BoolRef):
    """The value the body's block argument of fixed memref result i holds
    on an iteration (`first`: it is the loop's first): the initial value,
    or the outside value after the first iteration."""
    from tvmlir.semantics.paths import merge_value

    if how == "same":
        return init
    return merge_value(op, first, init, interp.value(op.body.blocks[0].last_op.operands[i]))


def memref_positions(op) -> list[int]:
    return [i for i, r in enumerate(op.results) if isinstance(r.type, MemRefType)]
