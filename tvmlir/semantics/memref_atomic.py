"""`memref.atomic_rmw` and `memref.generic_atomic_rmw` outside GPU kernels.

Why only there: in one thread of execution an atomic read-modify-write is
a load, the update, and a store, returning the loaded value (MemRefOps.td:
"the result is the old value"); what makes it atomic only matters between
threads that update one cell concurrently, whose order tv-check's kernel
model (one thread after the other, races refused) does not describe: an
atomic inside a GPU kernel stays unsupported, never read as a plain
update.  The host-side forms are what `-memref-expand` (atomic_rmw of
maxnumf & co. into generic_atomic_rmw) and `-memref-emulate-narrow-type`
(sub-byte atomics as masked ones on i8) rewrite.

An update of a cell nothing initialized (`-memref-emulate-narrow-type`
clears and sets one nibble of a fresh byte with `andi` and `ori`) reads
the cell as an arbitrary value, a fresh one per update, and leaves it
initialized: LLVM's `atomicrmw` reads such bits as undefined values, not
as undefined behaviour, and a fresh value is universally quantified on
either side (a target must be right whatever it is), which is never more
permissive than the bits LLVM gives.  tvmlir's plain loads stay strict
(reading an uninitialized element is UB).

`memref.atomic_rmw KIND %v, %m[...]` updates the cell to `KIND(old, v)`
with the `arith` op of that kind (`assign`: `v`), in that operand order
(the order `-memref-expand` writes); the update's poison and UB are the
op's.  `generic_atomic_rmw`'s region computes the new value from the old
one (its block argument) and yields it.
"""

from __future__ import annotations

import z3
from xdsl.dialects import arith

from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.values import Scalar

KINDS = {
    0: arith.AddfOp, 1: arith.AddiOp, 2: None, 3: arith.MaximumfOp, 4: arith.MaxSIOp, 5: arith.MaxUIOp,
    6: arith.MinimumfOp, 7: arith.MinSIOp, 8: arith.MinUIOp, 9: arith.MulfOp, 10: arith.MuliOp, 11: arith.OrIOp,
    12: arith.AndIOp, 13: arith.MaxnumfOp, 14: arith.MinnumfOp,
}  # fmt: skip
"""ArithBase.td's AtomicRMWKind -> the arith op of the update (2: assign)."""


def _host_only(interp, op) -> None:
    if interp.gpu_ids:
        raise Unsupported(op, "an atomic update inside a GPU kernel (concurrent updates of one cell are not modelled)")


def _update(interp, op, old: Scalar, value: Scalar) -> Scalar:
    kind = op.properties["kind"].value.data
    if kind not in KINDS:
        raise Unsupported(op, f"atomic kind {kind}")
    cls = KINDS[kind]
    if cls is None:
        return value
    # The update as the arith op it is, built on the atomic's own operand
    # (of the element type) and never inserted: the encoders read its name,
    # types and (default) flags only.
    update = cls(op.value, op.value)
    enc = interp.sem.encode(update, [old.term, value.term], [old.poison, value.poison], interp.choose)
    interp.ub(enc.ub)
    (result,), (poison,) = enc.results, enc.poison
    return Scalar(result, poison)


def _read(interp, op, m, idx) -> Scalar:
    """The cell's old value; an arbitrary one where it is uninitialized
    (see the module docstring)."""
    from tvmlir.semantics.fp.terms import ite

    cell, ub = interp.memory.load(m, idx, moved=True)
    interp.ub(ub)
    if cell.uninit is None or z3.is_false(cell.uninit):
        return Scalar(cell.term)
    junk = interp.names.fresh("atomic.uninit", cell.term.sort())
    return Scalar(ite(cell.uninit, junk, cell.term))


def _atomic_rmw(interp, op):
    _host_only(interp, op)
    m = interp.memref(op.memref)
    idx = [interp.index(i) for i in op.indices]
    old = _read(interp, op, m, idx)
    new = _update(interp, op, old, interp.scalar(op.value))
    interp.ub(interp.memory.store(m, idx, new))
    return [old]


def _generic_atomic_rmw(interp, op):
    _host_only(interp, op)
    m = interp.memref(op.memref)
    idx = [interp.index(i) for i in op.indices]
    old = _read(interp, op, m, idx)
    _, (new,) = interp.run_block(op.atomic_body.blocks[0], [old])
    if not isinstance(new, Scalar):
        raise Unsupported(op, "an atomic update that does not yield a scalar")
    interp.ub(interp.memory.store(m, idx, new))
    return [old]


MEMREF_ATOMIC = {
    "memref.atomic_rmw": _atomic_rmw,
    "memref.generic_atomic_rmw": _generic_atomic_rmw,
}
