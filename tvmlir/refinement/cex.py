"""Alive2-style counterexamples: the inputs by their MLIR names, and what
goes wrong (the first mismatching element, source value vs target value;
then a small mismatching tensor or memref whole, as mlir-tv's cexprint
tests print it, since one element rarely shows what the target did).

Floats are shown as what the model makes them: under abstract FP, which
abstract value (NaN, +-inf, +-0, +-1, +-fmax, a constant of the program,
or a value between two of them); under `--fp=ieee`, the IEEE value.
Tensors are shown by their extents and the elements the model pins (all of
them for small tensors).
"""

from __future__ import annotations

import math

import z3
from xdsl.dialects.builtin import ComplexType, IndexType, IntegerType

from tvmlir.semantics import index as ix
from tvmlir.semantics.fp import AbstractFP
from tvmlir.semantics.fp.formats import fmax
from tvmlir.semantics.scalar import ScalarSemantics
from tvmlir.semantics.values import MemRef, Scalar, Tensor
from tvmlir.semantics.window_max import inline_folds

SHOW_ALL = 16
SHOW_PINNED = 8


def counterexample(enc, model: z3.ModelRef, broken) -> list[str]:
    return _counterexample(enc, model, broken)


class _Opaque(Exception):
    """A value the model does not evaluate to a constant."""


def _counterexample(enc, model: z3.ModelRef, broken) -> list[str]:
    lines = []
    for a in enc.args:
        try:
            lines.append(f"%{a.name} = {_value(enc, model, a.value, a.type)}")
        except _Opaque:
            lines.append(f"%{a.name} = ?")
    lines.append("")
    try:
        lines.extend(_failure(enc, model, broken))
    except _Opaque as e:
        lines.append(f"{broken.name}, at values the model leaves symbolic ({e}):")
        lines.append("  they depend on uninterpreted functions of arrays")
    return lines


def _failure(enc, model, broken) -> list[str]:
    if broken.kind == "ub":
        return ["the source is defined, the target is undefined"]
    if broken.kind == "return":
        k = broken.index
        s, t, ty = enc.src.returns[k], enc.tgt.returns[k], enc.result_types[k]
        head = f"returned value #{k}"
        if isinstance(s, Scalar):
            return _pair(f"{head}:", _scalar(enc, model, s, ty), _scalar(enc, model, t, ty))
        if isinstance(s, MemRef):
            if z3.is_true(model.eval(enc.tgt.memory.on_stack(t), model_completion=True)):
                return [f"{head}: the target returns `memref.alloca` memory, which dangles once it returns",
                        f"  target: {_view(model, t)}"]
            return [f"{head}: a different view", f"  source: {_view(model, s)}", f"  target: {_view(model, t)}"]
        sd = [_int(model, d) for d in s.dims]
        td = [_int(model, d) for d in t.dims]
        if sd != td:
            return [f"{head}: extents differ", f"  source: {_shape(sd)}", f"  target: {_shape(td)}"]
        J = [_int(model, j) for j in broken.witnesses["indices"]]
        at = "[" + ", ".join(map(str, J)) + "]"
        elem = ty.get_element_type()
        K = [ix.bv(j) for j in J]
        first = _pair(
            f"{head}: first mismatching element {at}",
            _element(enc, model, s, K, elem),
            _element(enc, model, t, K, elem),
        )
        whole = _whole(sd, lambda k: _element(enc, model, s, k, elem), lambda k: _element(enc, model, t, k, elem))
        return first + ([f"{head} ({_shape(sd)}x{elem}), whole:", *whole] if whole else [])
    if broken.kind == "events":
        from tvmlir.semantics.opaque import describe

        return describe(model, enc.src.memory.events, enc.tgt.memory.events)
    if broken.kind == "memory":
        b = _int(model, broken.witnesses["block"])
        o = _int(model, broken.witnesses["offset"])
        types = list(enc.src.memory.blocks)
        elem = types[0]
        if len(types) > 1:
            elem = types[model.eval(z3.Int("mem.type"), model_completion=True).as_long()]
        sb, tb = enc.src.memory.of(elem)[b], enc.tgt.memory.of(elem)[b]
        owner = _block_owner(enc, elem, b)
        s = _memory_element(model, sb, o)
        t = _memory_element(model, tb, o)
        return [
            f"memory of {owner} (block {sb.name}) at offset {o}:",
            f"  source: {s if isinstance(s, str) else _scalar(enc, model, s, elem)}",
            f"  target: {t if isinstance(t, str) else _scalar(enc, model, t, elem)}",
            *_memref_contents(enc, model, elem, b, sb, tb),
        ]
    return [broken.name]


def _whole(dims, source, target) -> list[str]:
    """The whole source and target values of a small tensor (at most
    SHOW_ALL elements), nested like an MLIR dense literal; [] when it is
    larger or an element is one the model leaves symbolic (then the
    first-mismatch lines above are all there is to show)."""
    size = math.prod(dims)
    if not 1 < size <= SHOW_ALL:  # one element: the lines above show it
        return []
    keys = [[ix.bv(i) for i in _index_list(k, dims)] for k in range(size)]
    try:
        s, t = [source(k) for k in keys], [target(k) for k in keys]
    except _Opaque:
        return []
    if any("symbolic" in x for x in (*s, *t)):
        return []
    return [f"  source: {_nested(s, dims)}", f"  target: {_nested(t, dims)}"]


def _nested(items: list[str], dims) -> str:
    """Row-major `items` as `[[a, b], [c, d]]` (a rank-0 value bare)."""
    if not dims:
        return items[0]
    if len(dims) == 1:
        return "[" + ", ".join(items) + "]"
    step = math.prod(dims[1:])
    return "[" + ", ".join(_nested(items[k * step : (k + 1) * step], dims[1:]) for k in range(dims[0])) + "]"


def _memref_contents(enc, model, elem, b: int, sb, tb) -> list[str]:
    """For each memref argument viewing the mismatching block with small
    extents known in the model: its whole contents after the call, in the
    source and in the target."""
    lines = []
    for a in enc.args:
        m = a.value
        if not isinstance(m, MemRef) or m.elem_type != elem:
            continue
        try:
            if _int(model, m.bid) != b:
                continue
            dims = [_int(model, d) for d in m.dims]
            offset, strides = _int(model, m.offset), [_int(model, x) for x in m.strides]
        except _Opaque:
            continue

        def read(block, k, offset=offset, strides=strides):
            at = offset + sum(_int(model, i) * x for i, x in zip(k, strides))
            v = _memory_element(model, block, at)
            return v if isinstance(v, str) else _scalar(enc, model, v, elem)

        whole = _whole(dims, lambda k: read(sb, k), lambda k: read(tb, k))
        if whole:
            lines += [f"%{a.name} ({_shape(dims)}x{elem}) after the call, whole:", *whole]
    return lines


def _view(model, m: MemRef) -> str:
    """A returned memref as the caller sees it."""
    bid = model.eval(m.bid, model_completion=True).as_long()
    dims = [_int(model, d) for d in m.dims]
    strides = [_int(model, x) for x in m.strides]
    return f"block {bid}, offset {_int(model, m.offset)}, extents {_shape(dims)}, strides {strides}"


def _element(enc, model, t: Tensor, K, elem) -> str:
    if t.has_uninit and z3.is_true(model.eval(t.uninit_get(K), model_completion=True)):
        return "uninitialized"
    return _scalar(enc, model, t.get(K), elem)


def _memory_element(model, block, o):
    if z3.is_true(model.eval(z3.Select(block.poison, ix.bv(o)), model_completion=True)):
        return "uninitialized"
    return Scalar(z3.Select(block.elems, ix.bv(o)))


def _pair(head: str, source: str, target: str) -> list[str]:
    lines = [head, f"  source: {source}", f"  target: {target}"]
    if source == target and "abstract value" in source:
        lines.append("  (two different abstract values in the same range: the abstraction orders them but does")
        lines.append("   not say which IEEE values they are, so the failure may be the abstraction's)")
    elif source == target:
        lines.append("  (the values differ inside a reduction the model leaves uninterpreted;")
        lines.append("   the display evaluates its functions only approximately)")
    return lines


def _block_owner(enc, elem, b) -> str:
    names = [f"%{a.name}" for a in enc.args if isinstance(a.value, MemRef) and a.value.elem_type == elem
             and _int_or_none(a.value.bid) in (b, None)]  # fmt: skip
    return " / ".join(names) if names else "a global"


def _int_or_none(t):
    return ix.value(t) if z3.is_bv_value(t) else None


def _index_list(flat: int, dims) -> list[int]:
    out = []
    for k in range(len(dims)):
        stride = math.prod(dims[k + 1 :])
        out.append((flat // stride) % dims[k] if k else flat // stride)
    return out


def _shape(dims) -> str:
    return "x".join(map(str, dims)) if dims else "scalar"


def _indices(flat: int, dims) -> str:
    out = []
    for k in range(len(dims)):
        stride = math.prod(dims[k + 1 :])
        out.append((flat // stride) % dims[k] if k else flat // stride)
    return "[" + ", ".join(map(str, out)) + "]"


def _int(model, t) -> int:
    v = model.eval(t, model_completion=True)
    if not z3.is_bv_value(v):
        raise _Opaque(_short(t))
    return v.as_long()


def _value(enc, model, v, ty) -> str:
    if isinstance(v, Scalar):
        return _scalar(enc, model, v, ty)
    if isinstance(v, Tensor):
        dims = [_int(model, d) for d in v.dims]
        return f"tensor {_shape(dims)} " + _elements(enc, model, v, dims, ty.get_element_type())
    if isinstance(v, MemRef):
        dims = [_int(model, d) for d in v.dims]
        return f"memref {_shape(dims)} in block {_int(model, v.bid)} at offset {_int(model, v.offset)}"
    return "?"


def _elements(enc, model, t: Tensor, dims, elem) -> str:
    size = math.prod(dims)
    if size <= SHOW_ALL:
        items = [_element(enc, model, t, [ix.bv(i) for i in _index_list(k, dims)], elem) for k in range(size)]
        return "[" + ", ".join(items) + "]"
    pinned, default = _array_entries(model, t)
    if pinned is None:
        items = [f"{_indices(k, dims)} = {_scalar(enc, model, t.at(ix.bv(k)), elem)}" for k in range(SHOW_PINNED)]
        return "{" + ", ".join(items) + ", ...}"
    shown = [f"{_indices(k, dims)} = {_term(enc, model, v, elem)}" for k, v in pinned[:SHOW_PINNED] if k < size]
    rest = f"others = {_term(enc, model, default, elem)}" if default is not None else "others unconstrained"
    return "{" + ", ".join([*shown, rest]) + "}"


def _array_entries(model, t: Tensor):
    arr = t._array
    if arr is None:
        return None, None
    v = model.eval(arr, model_completion=True)
    entries = []
    while z3.is_store(v):
        entries.append((v.arg(1).as_long(), v.arg(2)))
        v = v.arg(0)
    if z3.is_K(v):
        return sorted(entries), v.arg(0)
    return (sorted(entries), None) if entries else (None, None)


def _scalar(enc, model, s: Scalar, ty) -> str:
    if s.poison is not None and z3.is_true(model.eval(s.poison, model_completion=True)):
        return "poison"
    return _term(enc, model, model.eval(inline_folds(enc.ctx, s.term), model_completion=True), ty)


def _term(enc, model, value, ty) -> str:
    value = model.eval(value, model_completion=True)
    if isinstance(ty, ComplexType) and z3.is_app(value) and value.num_args() == 2:
        return f"({_term(enc, model, value.arg(0), ty.element_type)}, {_term(enc, model, value.arg(1), ty.element_type)})"
    if not (z3.is_bv_value(value) or z3.is_fp_value(value)):
        return "(a value the model leaves symbolic: " + _short(value) + ")"
    if isinstance(ty, IntegerType | IndexType):
        u = value.as_long()
        w = value.size()
        s = u - (1 << w) if u >> (w - 1) else u
        return f"{s}" if s == u or w == 1 else f"{s} ({u} unsigned)"
    fmt = ScalarSemantics.float_format(ty)
    if fmt is None:
        return str(value)
    fp = enc.ctx.sem.fp
    fp = getattr(fp, "_base", fp)
    if isinstance(fp, AbstractFP):
        return describe_abstract(fp, model, value.as_long(), fmt)
    return describe_ieee(value)


def _short(t, limit: int = 60) -> str:
    text = " ".join(str(t).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def describe_ieee(v) -> str:
    if v.isNaN():
        return "NaN"
    if v.isInf():
        return "-inf" if v.isNegative() else "+inf"
    if v.isZero():
        return "-0.0" if v.isNegative() else "+0.0"
    real = z3.simplify(z3.fpToReal(v))
    return repr(float(real.as_fraction()))


def describe_abstract(fp: AbstractFP, model, bits: int, fmt) -> str:
    layout = fp.layout(fmt)
    mag = bits & ((1 << layout.mw) - 1)
    neg = bits >> layout.mw
    sign = "-" if neg else "+"
    codes = layout.codes
    if mag == codes["nan"]:
        return "NaN"
    if mag == codes["inf"]:
        return f"{sign}inf"
    if mag == codes["zero"]:
        return f"{sign}0.0"
    known = [(0.0, codes["zero"]), (1.0, codes["one"]), (fmax(fmt), codes["fmax"]), (math.inf, codes["inf"])]
    for (name, value), term in fp._constants._mags.items():
        if name == fmt.name:
            known.append((value, model.eval(term, model_completion=True).as_long()))
    for value, code in known:
        if code == mag:
            return f"{sign}{_fmt(value, fmt)}"
    below = max((vc for vc in known if vc[1] < mag), key=lambda vc: vc[1])
    above = min((vc for vc in known if vc[1] > mag), key=lambda vc: vc[1])
    return f"{sign}(a value between {_fmt(below[0], fmt)} and {_fmt(above[0], fmt)})"


def _fmt(value: float, fmt) -> str:
    if value == fmax(fmt):
        return "fmax"
    if value == math.inf:
        return "inf"
    return repr(value)
