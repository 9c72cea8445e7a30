"""Where a concrete run places the memref arguments in memory.

Why: a memref argument is a view into a memory block whose size, the
view's offset and strides, and the block shared with other arguments are
input variables of the query (refinement/encode.py), the block being up
to 2^48 elements.  A concrete run that pins only the element values
(concrete.py) leaves all of that to z3: the run is then no evaluation but
a search over layouts and block contents with IEEE arithmetic on them,
and z3 bit-blasts it (a 3x3 convolution on memrefs took 40 s per run,
past its work budget, so no failure on memrefs was ever confirmed).

A concrete run therefore places the arguments itself, and the query
becomes ground:

* drawn inputs (`drawn_layout`): each argument in a block of its own
  (the k-th argument of an element type in block k), at offset 0,
  row-major where its strides are variables, the block exactly as large
  as the view, writable, every element initialized.  A legitimate
  calling context: arguments that do not alias.
* the solver's counterexample (`model_layout`): its own placement (blocks,
  offsets, strides, so aliasing is kept), with the empty stretches of each
  block cut out so that the block becomes small.  Every address a view
  can reach is kept, in order, with the same distances within a stretch
  the views cover, so two views overlap in the run exactly where they did
  in the counterexample; the contents are the counterexample's.

Either is a set of pins by variable name (the names `from_model` and
`drawn` use), and the lengths of the block arrays they make.  A layout
that cannot be made small (a block of views spread over more than
`limit` elements, extents that are not constants) is None: the run then
leaves memory to the solver, as before.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import z3

from tvmlir.semantics.values import MemRef


@dataclass
class Layout:
    """Pins (variable name -> value: an int, a bool, or a list for an
    array) and the length of each pinned block array (its size variable's
    name -> elements)."""

    pins: dict[str, object] = field(default_factory=dict)
    lengths: dict[str, int] = field(default_factory=dict)
    moved: bool = False
    """Whether memory is placed otherwise than the solver's counterexample
    placed it (a drawn layout; a block with stretches cut out): a run on
    it that does not reproduce a failure is then no evidence against the
    failure, which may need the placement (an access beyond a view but
    inside its block, two views that overlap)."""
    separable: bool = False
    """(`model_layout`) Whether the counterexample's views are separable:
    every view's addresses are distinct and no two views of a block
    overlap.  Placing such views elsewhere (other blocks, other offsets,
    gaps cut) changes nothing a program can observe unless it reads an
    address (`memref.extract_strided_metadata`, ...) or reaches past a
    view inside its block (`memref.reinterpret_cast`): `confirm.py` then
    takes a run on a moved layout that does not reproduce the failure as
    evidence against it."""


def _name(t) -> str | None:
    if z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED:
        return t.decl().name()
    return None


def _memref_args(enc) -> list[tuple[str, MemRef]]:
    return [(a.name, a.value) for a in enc.args if isinstance(a.value, MemRef)]


def _block(elem, k: int) -> str:
    return f"block{k}.{elem}"


def _const(t, model=None) -> int | None:
    v = model.eval(t, model_completion=True) if model is not None else z3.simplify(t)
    return v.as_long() if z3.is_bv_value(v) else None


def drawn_layout(enc, limit: int) -> Layout | None:
    """Each memref argument in a block of its own, offset 0, row-major
    where its strides are free (see the module doc)."""
    out = Layout()
    seen: dict[object, int] = {}
    for _, m in _memref_args(enc):
        k = seen.get(m.elem_type, 0)
        seen[m.elem_type] = k + 1
        dims = [_const(d) for d in m.dims]
        if any(d is None for d in dims):
            return None
        strides, expect = [], 1
        for d, s in zip(reversed(dims), reversed(m.strides)):
            c = _const(s)
            if c is None:
                name = _name(s)
                if name is None:
                    return None
                out.pins[name] = expect
                c = expect
            strides.append(c)
            expect *= max(d, 1)
        strides.reverse()
        offset = _const(m.offset)
        if offset is None:
            name = _name(m.offset)
            if name is None:
                return None
            out.pins[name] = offset = 0
        bid = _name(m.bid)
        if bid is not None:
            out.pins[bid] = k
        elif _const(m.bid) != k:
            return None
        span = 0 if any(d == 0 for d in dims) else offset + 1 + sum((d - 1) * s for d, s in zip(dims, strides))
        if span > limit:
            return None
        _pin_block(out, _block(m.elem_type, k), span)
    out.moved = bool(out.pins)
    return out


def _injective(dims: list[int], strides: list[int]) -> bool:
    """Whether a view of these extents and strides maps distinct indices
    to distinct addresses within [offset, last] (a sufficient condition:
    strides not negative, each one past the span of the dimensions with
    smaller strides)."""
    if any(s < 0 for d, s in zip(dims, strides) if d > 1):
        return False
    span = 0
    for d, s in sorted(((d, s) for d, s in zip(dims, strides) if d > 1), key=lambda p: p[1]):
        if s <= span:
            return False
        span += (d - 1) * s
    return True


def _pin_block(out: Layout, block: str, n: int, elems=None, uninit=None, writable: bool = True) -> None:
    out.pins[f"{block}.size"] = n
    out.lengths[f"{block}.size"] = n
    out.pins[f"{block}.uninit"] = uninit if uninit is not None else [False] * n
    out.pins[f"{block}.writable"] = writable
    if elems is not None:
        out.pins[f"{block}.elems"] = elems


def model_layout(enc, model: z3.ModelRef, limit: int, value) -> Layout | None:
    """The counterexample's placement with each block's empty stretches
    cut out (see the module doc); `value(term, elem)` turns a model value
    into a pinned one (None: it cannot be pinned)."""
    variables = {iv.var.decl().name(): iv.var for iv in enc.ctx.inputs}
    views: dict[tuple, list[tuple[MemRef, int, int | None]]] = {}
    blocks: dict[object, int] = {}
    shapes: list[tuple[list[int], list[int]]] = []
    for _, m in _memref_args(enc):
        blocks[m.elem_type] = max(blocks.get(m.elem_type, 0), max(m.candidates) + 1)
        bid, offset = _const(m.bid, model), _const(m.offset, model)
        dims = [_const(d, model) for d in m.dims]
        strides = [_const(s, model) for s in m.strides]
        if None in (bid, offset, *dims, *strides):
            return None
        last = offset + sum((d - 1) * s for d, s in zip(dims, strides)) if all(dims) else None
        shapes.append((dims, strides))
        views.setdefault((m.elem_type, bid), []).append((m, offset, last))
    out = Layout(separable=all(_injective(dims, strides) for dims, strides in shapes))
    for elem, n_blocks in blocks.items():
        for k in range(n_blocks):
            block = _block(elem, k)
            mine = views.get((elem, k), [])
            spans = sorted((o, last) for _, o, last in mine if last is not None)
            stretches: list[list[int]] = []  # [lo, hi] the views cover, merged
            if any(lo <= max(h for _, h in spans[:i]) for i, (lo, _) in enumerate(spans) if i):
                out.separable = False  # two views share an address
            if any(_name(m.offset) is None for m, _, _ in mine):
                # A view at a constant offset cannot move: the block keeps
                # its addresses up to the last one a view reaches.
                if spans:
                    stretches = [[0, max(hi for _, hi in spans)]]
            else:
                for lo, hi in spans:
                    if stretches and lo <= stretches[-1][1] + 1:
                        stretches[-1][1] = max(stretches[-1][1], hi)
                    else:
                        stretches.append([lo, hi])
            n = sum(hi - lo + 1 for lo, hi in stretches)
            if n > limit:
                return None
            size = _const(variables[f"{block}.size"], model) if f"{block}.size" in variables else None
            if size != n or (stretches and stretches[0][0] != 0):
                out.moved = True
            starts, at = [], 0
            for lo, hi in stretches:
                starts.append(at)
                at += hi - lo + 1
            old = [z3.BitVecVal(a, 64) for lo, hi in stretches for a in range(lo, hi + 1)]
            elems_var, uninit_var = variables.get(f"{block}.elems"), variables.get(f"{block}.uninit")
            writable_var = variables.get(f"{block}.writable")
            if elems_var is None or uninit_var is None or writable_var is None:
                return None
            elems = [value(model.eval(z3.Select(elems_var, a), model_completion=True), elem) for a in old]
            uninit = [z3.is_true(model.eval(z3.Select(uninit_var, a), model_completion=True)) for a in old]
            writable = z3.is_true(model.eval(writable_var, model_completion=True))
            _pin_block(out, block, n, None if any(x is None for x in elems) else elems, uninit, writable)
            for m, o, _ in mine:
                offset_var = _name(m.offset)
                if offset_var is None:
                    continue
                i = max((j for j, (lo, _) in enumerate(stretches) if lo <= o), default=None)
                out.pins[offset_var] = 0 if i is None else starts[i] + o - stretches[i][0]
    return out
