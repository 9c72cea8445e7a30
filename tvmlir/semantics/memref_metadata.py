"""`memref.extract_strided_metadata` and `memref.reinterpret_cast`: a
view's descriptor taken apart and put together again (the table
`MEMREF_METADATA`), what `expand-strided-metadata` lowers every view op to.

A view is a block, a position in it (`MemRef.offset`), extents and
strides; MLIR's descriptor has a base (aligned) pointer and an offset from
it instead.  `MemRef.base` says where the base pointer is (0 unless the
view comes from an argument of the identity layout), so:

* `extract_strided_metadata` returns the base buffer (a 0-d view at the
  base), the offset `position - base`, the extents and the strides;
* `reinterpret_cast` places a view at `base + offset` of its source's
  block, with the given extents and strides.  It reads nothing, so it is
  never UB; an access through the view is in bounds of the block or UB
  (MLIR's rule for reinterpret_cast: the view may cover any of the
  buffer), the source's extents do not bound it (`within` is None).
"""

from __future__ import annotations

import z3

from tvmlir.ir.view_types import static_type_parts
from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.tensor import mixed
from tvmlir.semantics.values import MemRef


def _base(m: MemRef):
    return ix.bv(0) if m.base is None else m.base


def _ranked(op, *types):
    for t in types:
        if not hasattr(t, "get_shape"):
            raise Unsupported(op, "unranked memrefs are not modelled")


def _extract_strided_metadata(interp, op):
    _ranked(op, op.source.type)
    m = interp.memref(op.source)
    base = _base(m)
    buffer = MemRef(m.elem_type, m.sort, m.bid, m.candidates, base, [], [], True, None, m.base)
    offset = interp.index_value(ix.sub(m.offset, base))
    return [buffer, offset, *[interp.index_value(d) for d in m.dims], *[interp.index_value(s) for s in m.strides]]


def _reinterpret_cast(interp, op):
    _ranked(op, op.source.type, op.result.type)
    src = interp.memref(op.source)
    (offset,) = mixed(interp, op.offsets, op.static_offsets)
    sizes = mixed(interp, op.sizes, op.static_sizes)
    strides = mixed(interp, op.strides, op.static_strides)
    for what, operand, want in static_type_parts(op):
        if not z3.is_true(z3.simplify(ix.eq(interp.index(operand), ix.bv(want)))):
            raise Unsupported(op, f"a static {what} {want} in the result type over a dynamic operand: MLIR 19 "
                                  "accepts it, and its consumers read the type's value, not the operand's")
    base = _base(src)
    return [MemRef(src.elem_type, src.sort, src.bid, src.candidates, ix.add(base, offset), sizes, strides, True,
                   None, src.base)]  # fmt: skip


MEMREF_METADATA = {
    "memref.extract_strided_metadata": _extract_strided_metadata,
    "memref.reinterpret_cast": _reinterpret_cast,
}
