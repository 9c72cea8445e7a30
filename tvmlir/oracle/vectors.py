"""`vector` ops on the execution oracle: a vector is its lanes.

A vector value is a `Vec`: its shape and its lanes in row-major order.
Elementwise `arith`/`math` ops on vectors apply the scalar semantics
(`scalar.py`) lane by lane, with the element type in place of the vector
type (`lanewise`).  Memory ops read and write one cell per lane through the
race detector, exactly as scalar loads and stores do:

* `vector.transfer_read` / `transfer_write`: lane `l` is the cell `base +
  perm(l)` (`permutation_map`: a memref dim per vector dim, or the constant
  0 of a broadcast dim); a lane outside the memref reads the padding (and
  writes nothing) where `in_bounds` is false for its dim, and is undefined
  behaviour where it is true; a masked-off lane reads the padding / writes
  nothing;
* `vector.load` / `store` (and the masked forms): the vector covers the
  trailing dims of the memref from the base; an out-of-bounds lane is
  undefined behaviour (a masked-off one is skipped).

`vector.multi_reduction` and `vector.reduction` fold their lanes in order,
from the accumulator (`acc = combine(acc, lane)`), the order every
mlir-opt-19 lowering keeps and `--verify` models (`verify/folds.py`).
`vector.fma` and `math.fma` round once (`fused_multiply_add`).  An op with
no semantics here stops the run (`CannotRun`).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from fractions import Fraction
from math import prod

from xdsl.dialects.builtin import AffineMapAttr, DenseIntOrFPElementsAttr, VectorType
from xdsl.ir import Operation
from xdsl.ir.affine import AffineDimExpr, AffineMap

from tvmlir.ir.attrs import int_list, op_attr
from tvmlir.oracle.values import UNDEF, CannotRun, UndefinedBehaviour, float_width, int_width, is_float, round_to, wrap_signed


@dataclass(frozen=True)
class Vec:
    shape: tuple[int, ...]
    lanes: tuple

    def at(self, idx: tuple[int, ...]):
        return self.lanes[_flat(idx, self.shape)]

    def points(self):
        return itertools.product(*(range(n) for n in self.shape))


def _flat(idx: tuple[int, ...], shape: tuple[int, ...]) -> int:
    pos = 0
    for i, n in zip(idx, shape):
        pos = pos * n + i
    return pos


def vshape(t) -> tuple[int, ...]:
    return tuple(t.get_shape())


class _Typed:
    def __init__(self, t):
        self.type = t


class LaneOp:
    """`op` seen by the scalar semantics at one lane: its operand and result
    types are the element types; everything else is `op`'s."""

    def __init__(self, op: Operation):
        self._op = op
        self.results = [_Typed(_element(r.type)) for r in op.results]
        self.operands = [_Typed(_element(o.type)) for o in op.operands]

    def __getattr__(self, name):
        return getattr(self._op, name)


def _element(t):
    return t.get_element_type() if isinstance(t, VectorType) else t


def lanewise(fn, op: Operation, inputs: tuple) -> tuple:
    """A scalar op on vector operands (scalars, as `select`'s condition, are
    the same at every lane)."""
    shape = next(v.shape for v in inputs if isinstance(v, Vec))
    lane_op = LaneOp(op)
    n = prod(shape)
    outs: list[list] = [[] for _ in op.results]
    for k in range(n):
        args = tuple(v.lanes[k] if isinstance(v, Vec) else v for v in inputs)
        for out, r in zip(outs, fn(lane_op, args)):
            out.append(r)
    return tuple(Vec(shape, tuple(o)) for o in outs)


def round_exact(x: Fraction, width: int) -> float:
    """`x` rounded once, to nearest even, to the float format of `width`
    bits (11, 24 or 53 significant bits; subnormals; overflow to infinity)."""
    if x == 0:
        return 0.0
    mant, emin, emax = {16: (11, -14, 15), 32: (24, -126, 127)}.get(width, (53, -1022, 1023))
    sign = -1.0 if x < 0 else 1.0
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    e = max(e, emin)  # subnormals keep the smallest exponent
    scale = Fraction(2) ** (e - mant + 1)
    q = a / scale
    m = q.numerator // q.denominator
    rest = q - m
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and m % 2 == 1):
        m += 1
    if m == 2 ** mant:
        m //= 2
        e += 1
    if e > emax:
        return sign * math.inf
    return sign * float(Fraction(m) * Fraction(2) ** (e - mant + 1))


def fused_multiply_add(a, b, c, width: int):
    """`a * b + c` rounded once (IEEE-754 fusedMultiplyAdd)."""
    if UNDEF in (a, b, c):
        return UNDEF
    if any(math.isinf(v) or math.isnan(v) for v in (a, b, c)):
        return round_to(a * b + c, width)  # the special cases: no rounding of a finite product involved
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:  # the sign of an exact zero sum, as IEEE addition gives it
        return round_to(a * b + c, width) if (a * b) != 0 or c != 0 else (a * b + c)
    return round_exact(exact, width)


def _fma_scalar(op, args: tuple) -> tuple:
    a, b, c = args
    return (fused_multiply_add(a, b, c, float_width(op.results[0].type)),)


def _map(op: Operation, source_rank: int, vector_rank: int) -> AffineMap:
    attr = op_attr(op, "permutation_map")
    if isinstance(attr, AffineMapAttr):
        return attr.data
    return AffineMap.minor_identity(source_rank, vector_rank)


def _in_bounds(op: Operation, rank: int) -> list[bool]:
    attr = op_attr(op, "in_bounds")
    if attr is None:
        return [False] * rank
    return [bool(getattr(a, "value", a).data) if hasattr(a, "data") or hasattr(a, "value") else bool(a) for a in attr.data]


def _lane_cell(view, base: list[int], m: AffineMap, bounds: list[bool], lane: tuple[int, ...], op: Operation) -> tuple[int, ...] | None:
    """The memref index `lane` of a transfer touches, or None for a lane
    past the end on a dim whose `in_bounds` is false (padding read, nothing
    written); undefined behaviour past the end on an `in_bounds` dim, or
    when a dim no lane moves along is out of range."""
    idx = list(base)
    moved = set()
    for k, e in enumerate(m.results):
        if isinstance(e, AffineDimExpr):
            idx[e.position] += lane[k]
            moved.add(e.position)
    padded = False
    for k, e in enumerate(m.results):
        if isinstance(e, AffineDimExpr) and not 0 <= idx[e.position] < view.sizes[e.position]:
            if bounds[k]:
                raise UndefinedBehaviour(op, f"lane {list(lane)} at [{', '.join(map(str, idx))}] outside {list(view.sizes)}, declared in bounds")
            padded = True
    for d in range(len(idx)):
        if d not in moved and not 0 <= idx[d] < view.sizes[d]:
            raise UndefinedBehaviour(op, f"index [{', '.join(map(str, idx))}] outside {list(view.sizes)}")
    return None if padded else tuple(idx)


def transfer_read(interp, op: Operation, args: tuple) -> tuple:
    view = args[0]
    rank = len(view.sizes)
    base = list(args[1 : 1 + rank])
    padding = args[1 + rank]
    mask = args[2 + rank] if len(args) > 2 + rank else None
    shape = vshape(op.results[0].type)
    m = _map(op, rank, len(shape))
    bounds = _in_bounds(op, len(shape))
    lanes = []
    for lane in itertools.product(*(range(n) for n in shape)):
        if mask is not None and not mask.at(lane):
            lanes.append(padding)
            continue
        idx = _lane_cell(view, base, m, bounds, lane, op)
        if idx is None:
            lanes.append(padding)
            continue
        pos = view.flat(idx, op)
        value = view.buffer.cells[pos]
        interp.races.access(view.buffer, pos, interp.current_agent(), False, value, op)
        lanes.append(value)
    return (Vec(shape, tuple(lanes)),)


def transfer_write(interp, op: Operation, args: tuple) -> tuple:
    if op.results:
        raise CannotRun(op, "vector.transfer_write on a tensor")
    view = args[1]
    _observe(interp, op, args)
    for value, (lane, idx) in _with_values(op, args):
        pos = view.flat(idx, op)
        interp.races.access(view.buffer, pos, interp.current_agent(), True, value, op)
        view.buffer.cells[pos] = value
    return ()


def written_cells(op: Operation, args: tuple) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(lane, memref index) of every lane a vector write writes (masked-off
    and padded lanes write nothing); the inference's trace reads it too."""
    if op.name == "vector.transfer_write":
        vec, view = args[0], args[1]
        rank = len(view.sizes)
        base = list(args[2 : 2 + rank])
        mask = args[2 + rank] if len(args) > 2 + rank else None
        m = _map(op, rank, len(vec.shape))
        bounds = _in_bounds(op, len(vec.shape))
        out = []
        for lane in vec.points():
            if mask is not None and not mask.at(lane):
                continue
            idx = _lane_cell(view, base, m, bounds, lane, op)
            if idx is not None:
                out.append((lane, idx))
        return out
    if op.name == "vector.maskedstore":
        view = args[0]
        rank = len(view.sizes)
        base, mask, vec = list(args[1 : 1 + rank]), args[1 + rank], args[2 + rank]
    else:
        vec, view = args[0], args[1]
        rank = len(view.sizes)
        base, mask = list(args[2 : 2 + rank]), None
    out = []
    for lane in vec.points():
        if mask is not None and not mask.at(lane):
            continue
        out.append((lane, tuple(_contiguous(base, lane))))
    return out


def _contiguous(base: list[int], lane: tuple[int, ...]) -> list[int]:
    idx = list(base)
    for k, l in enumerate(lane):
        idx[len(idx) - len(lane) + k] += l
    return idx


def vector_load(interp, op: Operation, args: tuple) -> tuple:
    masked = op.name == "vector.maskedload"
    view = args[0]
    rank = len(view.sizes)
    base = list(args[1 : 1 + rank])
    mask = args[1 + rank] if masked else None
    passthru = args[2 + rank] if masked else None
    shape = vshape(op.results[0].type)
    lanes = []
    for lane in itertools.product(*(range(n) for n in shape)):
        if mask is not None and not mask.at(lane):
            lanes.append(passthru.at(lane))
            continue
        pos = view.flat(tuple(_contiguous(base, lane)), op)
        value = view.buffer.cells[pos]
        interp.races.access(view.buffer, pos, interp.current_agent(), False, value, op)
        lanes.append(value)
    return (Vec(shape, tuple(lanes)),)


def vector_store(interp, op: Operation, args: tuple) -> tuple:
    view = args[0] if op.name == "vector.maskedstore" else args[1]
    _observe(interp, op, args)
    for lane_value, (lane, idx) in _with_values(op, args):
        pos = view.flat(idx, op)
        interp.races.access(view.buffer, pos, interp.current_agent(), True, lane_value, op)
        view.buffer.cells[pos] = lane_value
    return ()


def _observe(interp, op: Operation, args: tuple) -> None:
    hook = interp.observers.get("vector_write")
    if hook is not None:
        hook(interp, op, args)


def _with_values(op: Operation, args: tuple):
    vec = args[-1] if op.name == "vector.maskedstore" else args[0]
    return [(vec.at(lane), (lane, idx)) for lane, idx in written_cells(op, args)]


def _broadcast(interp, op: Operation, args: tuple) -> tuple:
    (src,) = args
    shape = vshape(op.results[0].type)
    if not isinstance(src, Vec):
        return (Vec(shape, (src,) * prod(shape)),)
    lead = len(shape) - len(src.shape)
    lanes = []
    for lane in itertools.product(*(range(n) for n in shape)):
        inner = tuple(0 if src.shape[k] == 1 else lane[lead + k] for k in range(len(src.shape)))
        lanes.append(src.at(inner))
    return (Vec(shape, tuple(lanes)),)


def _transpose(interp, op: Operation, args: tuple) -> tuple:
    (src,) = args
    perm = int_list(op_attr(op, "permutation"))
    shape = vshape(op.results[0].type)
    lanes = []
    for lane in itertools.product(*(range(n) for n in shape)):
        inner = [0] * len(perm)
        for k, p in enumerate(perm):
            inner[p] = lane[k]
        lanes.append(src.at(tuple(inner)))
    return (Vec(shape, tuple(lanes)),)


def _positions(op: Operation, args: tuple, first: int) -> list[int]:
    static = op_attr(op, "static_position")
    dynamic = iter(args[first:])
    if static is None:
        return list(args[first:])
    out = []
    for p in int_list(static):
        out.append(next(dynamic) if p < -(1 << 62) else p)
    return out


def _extract(interp, op: Operation, args: tuple) -> tuple:
    src = args[0]
    if op.name == "vector.extractelement":
        pos = list(args[1:]) or [0]
    else:
        pos = _positions(op, args, 1)
    for p, n in zip(pos, src.shape):
        if p is UNDEF or not 0 <= p < n:
            raise UndefinedBehaviour(op, f"extract position {pos} outside {list(src.shape)}")
    rest = src.shape[len(pos):]
    if not rest:
        return (src.at(tuple(pos)),)
    lanes = [src.at(tuple(pos) + inner) for inner in itertools.product(*(range(n) for n in rest))]
    return (Vec(rest, tuple(lanes)),)


def _insert(interp, op: Operation, args: tuple) -> tuple:
    if op.name == "vector.insertelement":
        value, dest = args[0], args[1]
        pos = list(args[2:]) or [0]
    else:
        value, dest = args[0], args[1]
        pos = _positions(op, args, 2)
    for p, n in zip(pos, dest.shape):
        if p is UNDEF or not 0 <= p < n:
            raise UndefinedBehaviour(op, f"insert position {pos} outside {list(dest.shape)}")
    lanes = list(dest.lanes)
    if isinstance(value, Vec):
        for inner in value.points():
            lanes[_flat(tuple(pos) + inner, dest.shape)] = value.at(inner)
    else:
        lanes[_flat(tuple(pos), dest.shape)] = value
    return (Vec(dest.shape, tuple(lanes)),)


def _extract_strided_slice(interp, op: Operation, args: tuple) -> tuple:
    """Lane `p` is the source's lane `offsets + p * strides` on the sliced
    leading dims, `p` on the others (the reader checks the slice in range)."""
    src = args[0]
    offsets, strides = (list(int_list(op_attr(op, n))) for n in ("offsets", "strides"))
    shape = vshape(op.results[0].type)
    lanes = [src.at(tuple(o + j * s for j, o, s in zip(p, offsets, strides)) + p[len(offsets):])
             for p in itertools.product(*(range(n) for n in shape))]
    return (Vec(shape, tuple(lanes)),)


def _insert_strided_slice(interp, op: Operation, args: tuple) -> tuple:
    """The destination with the source's lane `q` at `offsets + q *
    strides` on its trailing dims, at the leading offsets on the others."""
    value, dest = args
    offsets, strides = (list(int_list(op_attr(op, n))) for n in ("offsets", "strides"))
    lead = len(dest.shape) - len(value.shape)
    lanes = list(dest.lanes)
    for q in value.points():
        at = tuple(offsets[:lead]) + tuple(o + j * s for j, o, s in zip(q, offsets[lead:], strides))
        if any(not 0 <= i < n for i, n in zip(at, dest.shape)):
            raise UndefinedBehaviour(op, f"insert_strided_slice lane {list(q)} at {list(at)} outside {list(dest.shape)}")
        lanes[_flat(at, dest.shape)] = value.at(q)
    return (Vec(dest.shape, tuple(lanes)),)


def _splat(interp, op: Operation, args: tuple) -> tuple:
    shape = vshape(op.results[0].type)
    return (Vec(shape, (args[0],) * prod(shape)),)


def _step(interp, op: Operation, args: tuple) -> tuple:
    (n,) = vshape(op.results[0].type)
    return (Vec((n,), tuple(range(n))),)


def _shape_cast(interp, op: Operation, args: tuple) -> tuple:
    return (Vec(vshape(op.results[0].type), args[0].lanes),)


def _constant_mask(interp, op: Operation, args: tuple) -> tuple:
    shape = vshape(op.results[0].type)
    sizes = int_list(op_attr(op, "mask_dim_sizes"))
    return (_box(shape, sizes),)


def _create_mask(interp, op: Operation, args: tuple) -> tuple:
    if any(a is UNDEF for a in args):
        raise UndefinedBehaviour(op, "create_mask with an undefined size")
    return (_box(vshape(op.results[0].type), list(args)),)


def _box(shape, sizes) -> Vec:
    return Vec(tuple(shape), tuple(int(all(l < s for l, s in zip(lane, sizes))) for lane in itertools.product(*(range(n) for n in shape))))


_KINDS = {
    "add": ("arith.addf", "arith.addi"), "mul": ("arith.mulf", "arith.muli"),
    "maximumf": ("arith.maximumf", None), "minimumf": ("arith.minimumf", None),
    "maxnumf": ("arith.maxnumf", None), "minnumf": ("arith.minnumf", None),
    "maxf": ("arith.maxnumf", None), "minf": ("arith.minnumf", None),
    "maxsi": (None, "arith.maxsi"), "minsi": (None, "arith.minsi"),
    "maxui": (None, "arith.maxui"), "minui": (None, "arith.minui"),
    "and": (None, "arith.andi"), "or": (None, "arith.ori"), "xor": (None, "arith.xori"),
}


def _kind(op: Operation) -> str:
    text = str(op_attr(op, "kind"))
    return text.split("<")[-1].rstrip(">").strip()


def combiner(op: Operation, element_type):
    """The scalar function of a reduction `kind` on `element_type`."""
    from tvmlir.oracle.scalar import SCALAR_OPS

    kind = _kind(op)
    names = _KINDS.get(kind)
    if names is None:
        raise CannotRun(op, f"reduction kind {kind}")
    name = names[0] if is_float(element_type) else names[1]
    if name is None:
        raise CannotRun(op, f"reduction kind {kind} on {element_type}")
    fn = SCALAR_OPS[name]
    proxy = LaneOp(op)
    proxy.results = [_Typed(element_type)]

    def combine(acc, x):
        return fn(proxy, (acc, x))[0]

    return combine


def _multi_reduction(interp, op: Operation, args: tuple) -> tuple:
    src, acc = args
    dims = int_list(op_attr(op, "reduction_dims"))
    combine = combiner(op, op.operands[0].type.get_element_type())
    kept = [d for d in range(len(src.shape)) if d not in dims]
    kept_shape = tuple(src.shape[d] for d in kept)
    red_shape = tuple(src.shape[d] for d in dims)
    out = []
    for outer in itertools.product(*(range(n) for n in kept_shape)):
        value = acc.at(outer) if isinstance(acc, Vec) else acc
        for inner in itertools.product(*(range(n) for n in red_shape)):
            lane = [0] * len(src.shape)
            for d, i in zip(kept, outer):
                lane[d] = i
            for d, i in zip(dims, inner):
                lane[d] = i
            value = combine(value, src.at(tuple(lane)))
        out.append(value)
    if not kept_shape:
        return (out[0],)
    return (Vec(kept_shape, tuple(out)),)


def _reduction(interp, op: Operation, args: tuple) -> tuple:
    src = args[0]
    combine = combiner(op, op.operands[0].type.get_element_type())
    lanes = list(src.lanes)
    if len(args) > 1:
        value = args[1]
    else:
        if not lanes:
            raise UndefinedBehaviour(op, "vector.reduction of no lane without an accumulator")
        value, lanes = lanes[0], lanes[1:]
    for x in lanes:
        value = combine(value, x)
    return (value,)


def _fma(interp, op: Operation, args: tuple) -> tuple:
    if any(isinstance(a, Vec) for a in args):
        return lanewise(_fma_scalar, op, args)
    return _fma_scalar(op, args)


def dense_vector(op: Operation) -> Vec:
    t = op.results[0].type
    attr = op_attr(op, "value")
    if not isinstance(attr, DenseIntOrFPElementsAttr):
        raise CannotRun(op, "vector constant that is not dense")
    values = list(attr.get_values())
    el = t.get_element_type()
    w = float_width(el)
    if w is not None:
        values = [round_to(float(v), w) for v in values]
    else:
        width = int_width(el)
        values = [wrap_signed(int(v), width) for v in values]
    shape = vshape(t)
    n = prod(shape)
    return Vec(shape, tuple(values * n if len(values) == 1 else values))


def _from_elements(interp, op: Operation, args: tuple) -> tuple:
    return (Vec(vshape(op.results[0].type), tuple(args)),)


def _to_elements(interp, op: Operation, args: tuple) -> tuple:
    return tuple(args[0].lanes)


VECTOR_OPS = {
    "vector.from_elements": _from_elements,
    "vector.to_elements": _to_elements,
    "vector.transfer_read": transfer_read,
    "vector.transfer_write": transfer_write,
    "vector.load": vector_load,
    "vector.maskedload": vector_load,
    "vector.store": vector_store,
    "vector.maskedstore": vector_store,
    "vector.broadcast": _broadcast,
    "vector.transpose": _transpose,
    "vector.extract": _extract,
    "vector.extractelement": _extract,
    "vector.insert": _insert,
    "vector.insertelement": _insert,
    "vector.extract_strided_slice": _extract_strided_slice,
    "vector.insert_strided_slice": _insert_strided_slice,
    "vector.splat": _splat,
    "vector.step": _step,
    "vector.shape_cast": _shape_cast,
    "vector.constant_mask": _constant_mask,
    "vector.create_mask": _create_mask,
    "vector.multi_reduction": _multi_reduction,
    "vector.reduction": _reduction,
    "vector.fma": _fma,
    "math.fma": _fma,
}
"""Vector ops by name: `fn(interpreter, op, operand values) -> results`."""
