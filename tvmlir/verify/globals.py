"""Constant globals in lowered code: a model's weights.

Bufferization (tvmlir's or upstream's) turns a tensor `arith.constant`
into a private constant `memref.global` read through `memref.get_global`.
The spec keeps the constant as a spec tensor (kind "const" or "fill").  A
global is bound to the spec constant *of the same value and type*, and its
buffer starts holding that spec tensor, as an argument's buffer starts
holding its input tensor.  Matching by value needs no name to survive the
lowering, and is sound: the two hold equal elements by construction.

A write into a constant global (by any op, through any view) is UB in
MLIR; it is a failed obligation (`constant not written`, `lifetime.py`),
never something the proof builds on.  A global that is
not constant, or whose value is no constant of the spec, is unsupported.
"""

from __future__ import annotations

import islpy as isl
from xdsl.dialects import memref
from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Operation
from xdsl.traits import SymbolTable

from tvmlir.affine import heap
from tvmlir.affine.space import const
from tvmlir.ir.attrs import op_attr
from tvmlir.verify.frame import Buffer, Frame
from tvmlir.verify.spec_model import SpecFunction, SpecTensor
from tvmlir.verify.state import SeqState

class GlobalUnsupported(Exception):
    def __init__(self, op: Operation, reason: str):
        super().__init__(reason)
        self.op = op
        self.reason = reason


def spec_constant(spec: SpecFunction, glob: memref.GlobalOp) -> SpecTensor | None:
    """The spec constant holding the global's initial value, if any."""
    mtype = glob.type
    assert isinstance(mtype, MemRefType)
    for t in spec.tensors.values():
        if t.kind not in ("fill", "const") or t.op is None or t.op.name != "arith.constant":
            continue
        if (
            op_attr(t.op, "value") == glob.initial_value
            and list(t.type.get_shape()) == list(mtype.get_shape())
            and t.element_type == mtype.element_type
        ):
            return t
    return None


def bind_global(ev, op: Operation, frame: Frame, gamma: isl.Set, st: SeqState) -> None:
    """`memref.get_global`: the global's buffer, holding its spec constant
    from the first read on."""
    assert isinstance(op, memref.GetGlobalOp)
    name = op.name_.root_reference.data
    buf = ev.globals.get(name)
    if buf is None:
        glob = SymbolTable.lookup_symbol(ev.module, name)
        if not isinstance(glob, memref.GlobalOp):
            raise GlobalUnsupported(op, f"@{name} is not a memref.global of this module")
        if glob.constant is None:
            raise GlobalUnsupported(op, f"memref.global @{name} is not constant")
        tensor = spec_constant(ev.spec, glob)
        if tensor is None:
            raise GlobalUnsupported(op, f"memref.global @{name} holds no constant of the spec")
        mtype = op.memref.type
        assert isinstance(mtype, MemRefType)
        buf = Buffer(f"g{len(ev.globals)}", f"@{name}", mtype, [const(n) for n in mtype.get_shape()])
        ev.globals[name] = ev.register(buf)
        # The initial content, not an access of the program (lifetime.py).
        st.write(heap.identity_heap(buf.name, buf.sizes, ev.spec_context(tensor, False), gamma), logged=False)
    frame.buffers[op.memref] = buf


def is_constant(ev, buf: Buffer) -> bool:
    return any(g.name == buf.name for g in ev.globals.values())
