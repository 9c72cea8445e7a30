"""`bufferization` ops: the table `BUFFERIZATION`.

* `to_tensor %m`: the view's current contents (UB unless it lies in a live
  block), uninitialized elements staying uninitialized (reading one later
  is UB, as for `tensor.empty`'s); later stores to `%m` do not change the
  tensor.
* `to_memref` / `to_buffer %t`: a new local block holding `%t`, read-only
  (writing through it is UB: MLIR lets bufferization share the tensor's
  storage).
* `clone %m`: a new local block with a copy of the view's contents; the
  copy is read-only, and so is the source while the copy is alive (mlir-tv
  7.1, and MLIR's documentation since: a clone may share the buffer, so
  writing either is UB; once the clone is freed the source is its own
  again: `Block.clone_of`, `Memory.writable`).
* `alloc_tensor`: an uninitialized tensor (as `tensor.empty`), or a copy.
"""

from __future__ import annotations

from dataclasses import replace

import z3
from xdsl.dialects.builtin import NoneAttr

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.memory import Block, ViewWrite, bid_val
from tvmlir.semantics.values import MemRef, Names, Tensor, row_major_strides


def _to_tensor(interp, op):
    """The view's contents as a tensor.  An uninitialized element stays
    uninitialized (UB where an op reads it), not UB at the conversion:
    one-shot-bufferize turns `tensor.empty()` into `to_tensor` of a fresh
    `memref.alloc`, and MLIR gives `to_tensor` no initialization
    requirement.  (mlir-tv 6.1 made it UB unless fully initialized: a
    false alarm on every bufferized `tensor.empty`, issue 21.)"""
    m = interp.memref(op.memref)
    t, ub = interp.memory.read_view(m)
    interp.ub(ub)
    return [Tensor(t.elem_type, t.sort, t.dims, t.elem_fn, index_fn=t.index_fn, uninit_fn=t.uninit_fn)]


def new_block(interp, t: Tensor, writable: bool, what: str) -> MemRef:
    """A new local block holding `t` (storing a poison element is UB)."""
    names: Names = interp.names
    if t.has_poison:
        J = [names.fresh("p") for _ in t.dims]
        with interp.binder(J, t.dims):
            interp.ub(t.poison_get(J))
    j = names.fresh("j")
    block = Block(
        t.elem_type, t.sort, t.size(),
        z3.Lambda([j], t.elem_at(j)),
        z3.Lambda([j], t.uninit_at(j)),
        z3.BoolVal(writable), z3.BoolVal(True), local=True, name=what,
    )  # fmt: skip
    k = len(interp.memory.of(t.elem_type))
    m = MemRef(t.elem_type, t.sort, bid_val(k), (k,), ix.bv(0), list(t.dims), row_major_strides(t.dims))
    interp.memory.add(replace(block, written=ViewWrite.of(block, m, t)))  # read back without divisions
    return m


def _to_memref(interp, op):
    t = interp.tensor(op.tensor)
    return [new_block(interp, t, writable=False, what="to_memref")]


def _clone(interp, op):
    src_t, dst_t = op.input.type, op.output.type
    m = interp.memref(op.input)
    if dst_t != src_t:
        # MLIR 19 lets a clone change the type within cast compatibility
        # (`memref<?xf32> to memref<32xf32>`): a static extent of the result
        # is a fact about the run-time extent, UB when it is not.
        layout = getattr(dst_t, "layout", None)
        if not hasattr(dst_t, "get_shape") or not hasattr(src_t, "get_shape") or (
            layout is not None and not isinstance(layout, NoneAttr)
        ):
            raise Unsupported(op, "a clone to another layout or rank")
        for d, s in zip(m.dims, dst_t.get_shape()):
            if s >= 0:
                interp.ub(z3.simplify(d != ix.bv(s)))
    t, ub = interp.memory.read_view(m)
    interp.ub(ub)
    out = new_block(interp, t, writable=False, what="clone")
    blocks = interp.memory.of(out.elem_type)
    blocks[-1] = replace(blocks[-1], clone_of=m.bid)
    return [out]


def _alloc_tensor(interp, op):
    from tvmlir.semantics.tensor import uninitialized

    if op.copy is not None:
        return [interp.tensor(op.copy)]
    t = op.tensor.type
    dims = interp.dims_of(t, [interp.index(v) for v in op.dynamic_sizes])
    if op.size_hint is not None:
        raise Unsupported(op, "size_hint")
    return [uninitialized(interp, t.get_element_type(), dims)]


BUFFERIZATION = {
    "bufferization.to_tensor": _to_tensor,
    "bufferization.to_memref": _to_memref,
    "bufferization.to_buffer": _to_memref,
    "bufferization.clone": _clone,
    "bufferization.alloc_tensor": _alloc_tensor,
}
