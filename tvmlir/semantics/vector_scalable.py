"""`vector.scalable.insert` / `vector.scalable.extract` at a fixed vscale.

They exist for scalable vectors, which tv-check checks at each vscale with
the types made fixed (`refinement/vscale.py`, which also scales `pos` where
MLIR does: by vscale when the smaller vector is scalable).  Then they are
rank-1 slice ops: `insert` overwrites `n` lanes of the destination from
`pos`, `extract` reads `n` lanes from `pos`.  MLIR maps them to LLVM's
`llvm.vector.insert` / `llvm.vector.extract`, whose result is poison when
the lanes do not fit ("must be valid vector indices ... the result vector
is a poison value"); MLIR's own text only calls that ill-defined, so
poison, LLVM's weaker meaning, is taken: a source is not made undefined.
"""

from __future__ import annotations

import z3

from tvmlir.semantics import index as ix
from tvmlir.semantics.fp.terms import and_, ite, or_
from tvmlir.semantics.values import Tensor
from tvmlir.semantics.vector import as_vector


def _insert(interp, op):
    src = as_vector(interp, op.source)
    dest = as_vector(interp, op.dest)
    pos = op.pos.value.data
    n, total = ix.value(src.dims[0]), ix.value(dest.dims[0])
    fits = pos + n <= total

    def inside(J):
        return and_(ix.ule(ix.bv(pos), J[0]), ix.ult(J[0], ix.bv(pos + n)))

    def elem(J):
        return ite(inside(J), src.elem_get([ix.sub(J[0], ix.bv(pos))]), dest.elem_get(J))

    def poison(J):
        if not fits:
            return z3.BoolVal(True)
        return ite(inside(J), src.poison_get([ix.sub(J[0], ix.bv(pos))]), dest.poison_get(J))

    has_poison = not fits or src.has_poison or dest.has_poison
    return [Tensor(dest.elem_type, dest.sort, dest.dims, index_fn=elem, index_poison_fn=poison if has_poison else None)]


def _extract(interp, op):
    src = as_vector(interp, op.source)
    pos = op.pos.value.data
    n = op.results[0].type.get_shape()[0]
    fits = pos + n <= ix.value(src.dims[0])

    def elem(J):
        return src.elem_get([ix.add(J[0], ix.bv(pos))]) if fits else src.elem_get([ix.bv(0)])

    def poison(J):
        return src.poison_get([ix.add(J[0], ix.bv(pos))]) if fits else z3.BoolVal(True)

    has_poison = not fits or src.has_poison
    return [Tensor(src.elem_type, src.sort, [ix.bv(n)], index_fn=elem, index_poison_fn=poison if has_poison else None)]


VECTOR_SCALABLE = {
    "vector.scalable.insert": _insert,
    "vector.scalable.extract": _extract,
}
