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
never something the proof builds on.  A global that is not constant is
unsupported.

A constant global equal to no spec constant, but to one of the same type
in all but a few elements (`MAX_CHANGED`), is a miscompiled weight
(issue 24): `FAILED (constant matches spec)`, naming the elements that
differ.  Its buffer is still modelled exactly, the spec constant's
elements where they agree and the global's own values where they do not,
so the other obligations stay meaningful (a read of a changed element
fails its value obligation too).  A global with a spec constant's elements in
row-major order in another static shape is that constant reshaped (a
compiler folds reshapes into weights): each cell holds the constant's
element at its row-major position.  A global too far from every spec
constant (or of another type) is unsupported: a compiler that folded a
transpose of the weights into a new constant is not wrong.
"""

from __future__ import annotations

import math

import islpy as isl
import z3
from xdsl.dialects import memref
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, MemRefType
from xdsl.ir import Operation
from xdsl.traits import SymbolTable

from tvmlir.affine import heap
from tvmlir.affine.space import const
from tvmlir.ir.attrs import op_attr
from tvmlir.verify.frame import Buffer, Frame
from tvmlir.verify.obligations import CONSTANT_MATCHES, Outcome
from tvmlir.verify.spec_model import SpecFunction, SpecTensor
from tvmlir.verify.state import SeqState

MAX_CHANGED = 16
"""At most this many elements (and at most a quarter of them) may differ
for a global to count as a changed copy of a spec constant."""

LITERAL = "literal"
"""Context kind of one element a changed global holds (its own value)."""


class GlobalUnsupported(Exception):
    def __init__(self, op: Operation, reason: str):
        super().__init__(reason)
        self.op = op
        self.reason = reason


def _spec_constants(spec: SpecFunction):
    """The spec tensors that are `arith.constant`s (what a global can be)."""
    for t in spec.tensors.values():
        if t.kind in ("fill", "const") and t.op is not None and t.op.name == "arith.constant":
            yield t


def _elements(values: list, count: int) -> list:
    """A dense attribute's values, row-major, its splat expanded to `count`."""
    return values * count if len(values) == 1 else values


def spec_constant(spec: SpecFunction, glob: memref.GlobalOp) -> SpecTensor | None:
    """The spec constant holding the global's initial value, if any."""
    mtype = glob.type
    assert isinstance(mtype, MemRefType)
    for t in _spec_constants(spec):
        if (
            op_attr(t.op, "value") == glob.initial_value
            and list(t.type.get_shape()) == list(mtype.get_shape())
            and t.element_type == mtype.element_type
        ):
            return t
    return None


def reshaped_constant(spec: SpecFunction, glob: memref.GlobalOp) -> SpecTensor | None:
    """The spec constant with the global's elements in row-major order in
    another static shape (of as many elements, same element type), if any:
    a reshape the compiler folded into the weight (IREE's ROCm code reads
    a 2x1x3x3 filter as a 2x9 global).  Cell `x` of the global then holds
    the constant's element at the row-major position of `x`: exact, by
    construction (`heap.reshaped_heap`)."""
    mtype = glob.type
    assert isinstance(mtype, MemRefType)
    shape = [int(n) for n in mtype.get_shape()]
    mine = _values(glob.initial_value)
    if mine is None or any(n < 0 for n in shape):
        return None
    count = math.prod(shape)
    for t in _spec_constants(spec):
        theirs_shape = [int(n) for n in t.type.get_shape()]
        if theirs_shape == shape or any(n < 0 for n in theirs_shape) or math.prod(theirs_shape) != count:
            continue
        if t.element_type != mtype.element_type:
            continue
        theirs = _values(op_attr(t.op, "value"))
        if theirs is None:
            continue
        a, b = _elements(mine, count), _elements(theirs, count)
        if len(a) == len(b) == count and all(_same(x, y) for x, y in zip(a, b)):
            return t
    return None


def _values(attr) -> list | None:
    if not isinstance(attr, DenseIntOrFPElementsAttr):
        return None
    return list(attr.get_values())


def nearest_constant(spec: SpecFunction, glob: memref.GlobalOp) -> tuple[SpecTensor, list[int]] | None:
    """The spec constant of the global's type that differs from it in the
    fewest elements, with their row-major positions, if few enough
    (`MAX_CHANGED`)."""
    mtype = glob.type
    assert isinstance(mtype, MemRefType)
    mine = _values(glob.initial_value)
    if mine is None:
        return None
    shape = list(mtype.get_shape())
    count = math.prod(shape)
    mine = _elements(mine, count)
    best: tuple[SpecTensor, list[int]] | None = None
    for t in _spec_constants(spec):
        if list(t.type.get_shape()) != shape or t.element_type != mtype.element_type:
            continue
        theirs = _values(op_attr(t.op, "value"))
        if theirs is None:
            continue
        theirs = _elements(theirs, count)
        if len(theirs) != len(mine):
            continue
        changed = [k for k, (a, b) in enumerate(zip(mine, theirs)) if not _same(a, b)]
        if best is None or len(changed) < len(best[1]):
            best = (t, changed)
    if best is None or not best[1] or len(best[1]) > MAX_CHANGED or 4 * len(best[1]) > count:
        return None
    return best


def _same(a, b) -> bool:
    """Equal element values (NaNs equal, +0 and -0 not)."""
    if isinstance(a, float) and isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))
    return a == b


def _position(k: int, shape: list[int]) -> list[int]:
    out = []
    for n in reversed(shape):
        out.append(k % n)
        k //= n
    return out[::-1]


def _changed_heap(ev, buf: Buffer, glob: memref.GlobalOp, tensor: SpecTensor, changed: list[int],
                  gamma: isl.Set) -> isl.UnionMap:
    """The buffer of a changed global: the spec constant's elements, except
    each changed one, which holds the global's own value."""
    shape = [int(n) for n in glob.type.get_shape()]  # type: ignore[union-attr]
    values = _values(glob.initial_value)
    assert values is not None
    h = heap.identity_heap(buf.name, buf.sizes, ev.spec_context(tensor, False), gamma)
    for k in changed:
        point = [const(c) for c in _position(k, shape)]
        value = values[k if len(values) > 1 else 0]
        et = tensor.element_type
        fmt = ev.sem.float_format(et)
        term = ev.sem.fp.constant(float(value), fmt) if fmt is not None else z3.BitVecVal(int(value), ev.sem.sort(et).size())
        cell = heap.location(buf.name, point, gamma)
        h = h.subtract_domain(isl.UnionSet(cell)).union(
            heap.cell(buf.name, point, ev.context_of((LITERAL, glob.sym_name.data, term, k)), [], gamma)
        )
    return h


def _describe_changes(glob: memref.GlobalOp, tensor: SpecTensor, changed: list[int]) -> str:
    shape = [int(n) for n in glob.type.get_shape()]  # type: ignore[union-attr]
    mine = _values(glob.initial_value) or []
    theirs = _values(op_attr(tensor.op, "value")) or []  # type: ignore[arg-type]
    parts = []
    for k in changed[:4]:
        at = _position(k, shape)
        a = mine[k if len(mine) > 1 else 0]
        b = theirs[k if len(theirs) > 1 else 0]
        parts.append(f"[{', '.join(map(str, at))}] is {a}, the spec's is {b}")
    more = f" (and {len(changed) - 4} more)" if len(changed) > 4 else ""
    return (f"memref.global @{glob.sym_name.data} is the spec's constant @{tensor.name} with "
            f"{len(changed)} element(s) changed: " + "; ".join(parts) + more)


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
        changed: list[int] = []
        reshaped = reshaped_constant(ev.spec, glob) if tensor is None else None
        if reshaped is not None:
            tensor = reshaped
        elif tensor is None:
            near = nearest_constant(ev.spec, glob)
            if near is None:
                raise GlobalUnsupported(op, f"memref.global @{name} holds no constant of the spec")
            tensor, changed = near
        mtype = op.memref.type
        assert isinstance(mtype, MemRefType)
        buf = Buffer(f"g{len(ev.globals)}", f"@{name}", mtype, [const(n) for n in mtype.get_shape()])
        ev.globals[name] = ev.register(buf)
        # The initial content, not an access of the program (lifetime.py).
        if changed:
            ev.record(CONSTANT_MATCHES, glob, Outcome.FAILED, _describe_changes(glob, tensor, changed))
            st.write(_changed_heap(ev, buf, glob, tensor, changed, gamma), logged=False)
        elif reshaped is not None:
            ev.note(f"memref.global @{name} is the spec's constant @{tensor.name} in another shape "
                    f"({'x'.join(map(str, mtype.get_shape()))} for {'x'.join(map(str, tensor.type.get_shape()))}, "
                    "the same elements in row-major order)")
            st.write(heap.reshaped_heap(buf.name, [int(n) for n in mtype.get_shape()], ev.spec_context(tensor, False),
                                        [int(n) for n in tensor.type.get_shape()], gamma), logged=False)
        else:
            st.write(heap.identity_heap(buf.name, buf.sizes, ev.spec_context(tensor, False), gamma), logged=False)
    frame.buffers[op.memref] = buf


def is_constant(ev, buf: Buffer) -> bool:
    return any(g.name == buf.name for g in ev.globals.values())
