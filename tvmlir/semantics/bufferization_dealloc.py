"""`bufferization.dealloc`: conditional frees with ownership results.

MLIR 19 (`BufferizationOps.td`): "deallocates each of the given memrefs if
there is no alias to that memref in the list of retained memrefs and the
corresponding condition value is set ... If two memrefs alias each other,
only one will be deallocated".  So an allocation is freed, once, when the
condition of some memref of the list lying in it holds and no retained
memref lies in it.  Result `j`, the ownership of retained memref `j`, is
the disjunction of the conditions of the memrefs that alias it.  Two
memrefs alias when they lie in the same allocation (the lowering compares
base pointers, `memref.extract_aligned_pointer_as_index`): in tvmlir, the
same block.  Freeing is `memref.dealloc`'s: UB on a dead block (a double
free) or on stack memory.

The op's example sentence and `-lower-deallocations`' general case
(`buildDeallocationLibraryFunction`) free memref `i` only if no *earlier*
memref aliases it, whatever that one's condition: where an earlier alias's
condition is false they free nothing (a leak).  Freeing less refines
freeing more (a block the source frees may stay live in the target), so
the lowering still verifies against this meaning, and so does the
canonicalizer's removal of a memref whose condition is false (which the
lowering's reading would reject when two operands alias).
"""

from __future__ import annotations

from dataclasses import replace

import z3

from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, ite, not_, or_
from tvmlir.semantics.values import MemRef, Scalar


def alias(a: MemRef, b: MemRef) -> z3.BoolRef:
    """Same allocation: the same block (blocks are per element type)."""
    if a.elem_type != b.elem_type or not set(a.candidates) & set(b.candidates):
        return z3.BoolVal(False)
    return z3.simplify(a.bid == b.bid)


def _free_if(interp, m: MemRef, when: z3.BoolRef) -> None:
    """`memref.dealloc m` where `when` holds."""
    if z3.is_false(when):
        return
    memory = interp.memory
    interp.ub(and_(when, or_(not_(memory._pick(m, lambda b: b.live)), memory.on_stack(m))))  # noqa: SLF001
    memory._record("w", m, lambda x: z3.BoolVal(True))  # noqa: SLF001
    def free(b, is_it):
        return replace(b, live=ite(and_(is_it, when), z3.BoolVal(False), b.live))

    memory._update(m, free)  # noqa: SLF001


def _dealloc(interp, op):
    memrefs = [interp.memref(v) for v in op.memrefs]
    conds = []
    for c in op.conditions:
        s = interp.scalar(c)
        interp.observe(s)
        conds.append(s.term == z3.BitVecVal(1, 1) if z3.is_bv(s.term) else s.term)
    retained = [interp.memref(v) for v in op.retained]
    if len(conds) != len(memrefs):
        raise Unsupported(op, "conditions and memrefs differ in number")
    owned = [or_(*[and_(c, alias(m, r)) for m, c in zip(memrefs, conds)]) if memrefs else z3.BoolVal(False)
             for r in retained]  # fmt: skip
    frees = []
    for i, (m, c) in enumerate(zip(memrefs, conds)):
        kept = [alias(m, r) for r in retained] + [and_(conds[k], alias(m, memrefs[k])) for k in range(i)]
        frees.append(z3.simplify(and_(c, not_(or_(*kept))) if kept else c))
    for m, f in zip(memrefs, frees):
        _free_if(interp, m, f)
    width = op.results[0].type.width.data if op.results else 1
    return [Scalar(ite(o, z3.BitVecVal(1, width), z3.BitVecVal(0, width))) for o in owned]


BUFFERIZATION_DEALLOC = {
    "bufferization.dealloc": _dealloc,
}
