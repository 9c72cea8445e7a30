"""Ops tvmlir knows nothing about: uninterpreted functions and events.

Why: MLIR's own tests use ops of the `test` dialect and unregistered ops
(`"test.foo"() : () -> ()`, `test.copy(%a, %b)`) as stand-ins for "some
computation" the pass under test must keep.  tvmlir cannot know what such
an op does, but it can know that both sides run the *same* op: what a pass
may do with an op it does not understand is keep it, in order, with the
same operands.  So an op tvmlir reads as opaque (xDSL's `UnregisteredOp`:
what the mlir-opt-19 reader and `--allow-unregistered-dialect` give for an
op tvmlir does not define) whose name occurs in both the source and the
target is given this meaning (never a list of op names):

* **pure** (results, no memref operand, no region; `--no-assume-pure-opaque-ops`
  turns this off): each result is an uninterpreted function of the op's
  name, attributes and operand values, the same function on both sides.
  The op may be removed, duplicated or moved like any pure op.
* **event** (otherwise: no results, or a memref operand): the op is an
  observable event.  The events each side performs form a trace; the
  target must perform the source's trace exactly (same number, and the
  k-th events of the two sides are the same op -- name, attributes,
  operand types -- with the same operand values: scalars, tensor elements,
  the contents of memref operands' views and which of them overlap).  A
  result is an uninterpreted function of the event's position in the
  trace and its operands (with equal traces, equal positions: the function
  stands for any function of the whole history).  A memref operand's view
  is read (UB unless live and in bounds; its uninitialized elements are
  part of the operand, not UB) and then holds an unknown function of the
  event (values and initialized flags), unless the block is read-only.

Assumptions, printed with the verdict (`--no-assume-opaque-ops` makes
every such op unsupported instead): an opaque op is deterministic given
the events before it, always returns, touches memory only through the
elements of its memref operands' views, does not depend on where a buffer
lies (only on its contents and which operands overlap), and is undefined
on a poison operand.  Passing an uninitialized buffer is defined.

An op whose name occurs on one side only is unsupported: the pass may have
given it a meaning (`test.reify_bound` is replaced by the bound it asks
for), which tvmlir does not know; so is one whose attributes or types
occur on one side only (a kind of its own, session 27).  Ops with regions or successors, and
events inside a parallel loop or a tensor/linalg body (no order), are
unsupported.  `tv-check`'s pairs only: elsewhere (`tv-opt --verify`)
opaque ops stay unsupported.
"""

from __future__ import annotations

from dataclasses import dataclass

import z3
from xdsl.dialects.builtin import AffineMapAttr, MemRefType, ShapedType, TensorType, UnregisteredOp, VectorType
from xdsl.ir import Operation
from xdsl.ir.affine import AffineBinaryOpExpr, AffineBinaryOpKind, AffineDimExpr, AffineExpr, AffineSymExpr

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import and_, ite, not_, or_
from tvmlir.semantics.term_walk import applies
from tvmlir.semantics.values import MemRef, Scalar, Tensor, default_value

EVENTS = "the target does not perform the source's events (opaque ops, prints) in the same order with the same operands"
"""The obligation `same_traces` states, as a verdict's reason."""
ASSUME_EVENTS = ("opaque ops ({names}) are events: deterministic given the events before them, always "
                 "return, touch memory only through their memref operands' elements, do not depend on "
                 "buffer addresses, and are undefined on poison (--no-assume-opaque-ops turns this off)")
ASSUME_PURE = ("opaque ops with results and no memref operand are pure functions of their operands "
               "(--no-assume-pure-opaque-ops makes them events)")


def is_opaque(op: Operation) -> bool:
    """An op tvmlir does not define (read generically)."""
    return isinstance(op, UnregisteredOp)


def opaque_kinds(funcs) -> set[tuple]:
    """The kinds (`_kind`: name, attributes, types) of the opaque ops in
    `funcs` (and their nested regions)."""
    out = set()
    for f in funcs:
        for op in f.walk():
            if is_opaque(op):
                out.add(_kind(op))
    return out


@dataclass(frozen=True)
class Event:
    """One execution of an opaque op with effects.  `guard`: where it
    happens, relative to the memory state holding it (`paths.merge_memory`
    conjoins the branch condition); `pos`: its position in the trace, the
    number of events before it (valid where `guard` holds)."""

    guard: z3.BoolRef
    kind: tuple
    values: tuple  # per operand: Scalar, Tensor, or ("memref", contents Tensor)
    overlaps: tuple  # for each pair of memref operands, whether they overlap
    pos: z3.BitVecRef
    op: Operation


def op_kind(op: Operation) -> tuple:
    """What makes two opaque ops the same op (`_kind`)."""
    return _kind(op)


def _kind(op: Operation) -> tuple:
    attrs = tuple(sorted((k, _attr_text(v)) for k, v in op.attributes.items()))
    props = tuple(sorted((k, _attr_text(v)) for k, v in getattr(op, "properties", {}).items()))
    return (op_name(op), attrs, props, tuple(str(o.type) for o in op.operands), tuple(str(r.type) for r in op.results))


def _attr_text(v) -> str:
    """An attribute as events compare it: its text, except that an affine
    map is read as MLIR builds it.  MLIR simplifies affine expressions when
    it makes them (`d0 + 1 + s1` prints as `d0 + s1 + 1`), so a pass's
    output spells the map of an untouched op differently from its input
    (Dialect/Affine/SuperVectorize/compose_maps.mlir @multi_symbols was a
    false "events" FAILED).  A map whose results are linear (sums of
    constant multiples of dims and symbols) is its coefficients; others
    keep their text."""
    if isinstance(v, AffineMapAttr):
        m = v.data
        linear = [_linear(e, m.num_dims, m.num_symbols) for e in m.results]
        if all(x is not None for x in linear):
            return f"affine_map<{m.num_dims}, {m.num_symbols}, {linear}>"
    return str(v)


def _linear(e: AffineExpr, dims: int, syms: int) -> tuple[int, ...] | None:
    """(constant, coefficient of each dim, of each symbol) of a linear
    expression, found by evaluation; None for mod / floordiv / ceildiv."""
    for node in e.post_order():
        if not isinstance(node, AffineBinaryOpExpr):
            continue
        if node.kind not in (AffineBinaryOpKind.Add, AffineBinaryOpKind.Mul):
            return None
        if node.kind == AffineBinaryOpKind.Mul and not (_constant(node.lhs) or _constant(node.rhs)):
            return None
    zero = e.eval([0] * dims, [0] * syms)

    def unit(k):
        point = [0] * (dims + syms)
        point[k] = 1
        return e.eval(point[:dims], point[dims:]) - zero

    return (zero, *(unit(k) for k in range(dims + syms)))


def _constant(e: AffineExpr) -> bool:
    return not any(isinstance(n, AffineDimExpr | AffineSymExpr) for n in e.post_order())


def event_count(memory) -> z3.BitVecRef:
    """How many of the events of `memory` happen (kept with them:
    `paths.merge_memory` merges it under the branch condition)."""
    return ix.bv(0) if memory.event_count is None else memory.event_count


def _append(memory, event) -> None:
    memory.events = (*memory.events, event)
    memory.event_count = z3.simplify(ix.add(event_count(memory), ix.bv(1)))


def run_opaque(interp, op: Operation) -> list:
    ctx = interp.ctx
    name = op_name(op)
    shared = ctx.opaque_shared
    if shared is None or not ctx.options.opaque_ops:
        raise Unsupported(op)
    if name not in ctx.opaque_shared_names:
        raise Unsupported(op, "an op tvmlir does not know, on one side only: the pass may give it a meaning")
    if _kind(op) not in shared:
        # Each kind is its own function: an op whose attributes or types the
        # pass changed is another op, of unknown meaning (int-range-opts
        # gives `test.reflect_bounds` the bounds it reflects, an identity):
        # comparing the two functions would be a failure that holds only
        # for some interpretations, not evidence of a wrong program.
        raise Unsupported(op, "an op tvmlir does not know, whose attributes or types occur on one side only: "
                              "the pass may give it a meaning")  # fmt: skip
    if op.regions or op.successors:
        raise Unsupported(op, "an op tvmlir does not know, with regions or successors")
    memrefs = [o for o in op.operands if isinstance(o.type, MemRefType)]
    pure = op.results and not memrefs and ctx.options.pure_opaque_ops
    if pure:
        ctx.assume(ASSUME_PURE)
    ctx.assume(ASSUME_EVENTS.format(names=", ".join(sorted({k[0] for k in shared}))))
    if not pure and (interp._bound or interp.memory.recorder is not None):  # noqa: SLF001
        raise Unsupported(op, "an op tvmlir does not know, with effects, inside a parallel loop or a body of "
                              "unordered iterations")  # fmt: skip
    values, terms, sorts = [], [], []
    for o in op.operands:
        v = interp.value(o)
        if isinstance(v, Scalar):
            interp.observe(v)
            values.append(v)
            terms.append(v.term)
            sorts.append(v.term.sort())
        elif isinstance(v, Tensor):
            if v.has_poison:
                i = interp.names.fresh("p")
                with interp.binder([i], [v.size()]):
                    interp.ub(v.poison_at(i))
            interp.read_all(v)
            values.append(v)
            _tensor_terms(interp, v, terms, sorts, with_uninit=False)
        elif isinstance(v, MemRef):
            contents, bad = interp.memory.read_view(v)
            interp.ub(bad)
            values.append(("memref", contents))
            _tensor_terms(interp, contents, terms, sorts, with_uninit=True)
        else:
            raise Unsupported(op, f"an operand of type {o.type} of an op tvmlir does not know")
    overlaps = []
    mvals = [interp.value(o) for o in memrefs]
    from tvmlir.semantics.memory import overlap

    for a in range(len(mvals)):
        for b in range(a + 1, len(mvals)):
            c = overlap(mvals[a], mvals[b])
            if c is None:
                raise Unsupported(op, "whether the memref operands of an op tvmlir does not know overlap is "
                                      "not decided")  # fmt: skip
            overlaps.append(z3.simplify(c))
    terms += overlaps
    sorts += [z3.BoolSort()] * len(overlaps)
    kind = _kind(op)
    key = ("opaque", "pure" if pure else "event", kind)
    if not pure:
        pos = event_count(interp.memory)
        terms.insert(0, pos)
        sorts.insert(0, ix.INDEX)
        _append(interp.memory, Event(z3.BoolVal(True), kind, tuple(values), tuple(overlaps), pos, op))
        for k, m in enumerate(mvals):
            _clobber(interp, op, key, k, m, terms, sorts)
    return [_result(interp, op, key, k, r.type, terms, sorts) for k, r in enumerate(op.results)]


def _tensor_terms(interp, t: Tensor, terms, sorts, with_uninit: bool) -> None:
    terms.append(t.masked_array(interp.names, _default(t.sort)))
    sorts.append(z3.ArraySort(ix.INDEX, t.sort))
    if with_uninit:
        i = interp.names.fresh("i")
        terms.append(z3.Lambda([i], and_(ix.ult(i, t.size()), t.uninit_at(i))))
        sorts.append(z3.ArraySort(ix.INDEX, z3.BoolSort()))
    for d in t.dims:
        terms.append(d)
        sorts.append(ix.INDEX)


def _default(sort: z3.SortRef) -> z3.ExprRef:
    """What a masked-off element of an operand holds: `default_value`,
    the same on both sides (a complex element too), or for a sort it does
    not know one unknown constant."""
    try:
        return default_value(sort)
    except TypeError:
        return z3.FreshConst(sort, "default")


def _apply(fn, terms):
    return fn(*terms) if terms else fn()


def _clobber(interp, op, key, k, m: MemRef, terms, sorts) -> None:
    """Operand `k`'s view holds an unknown function of the event: new
    values and initialized flags (the function may keep the old ones, an
    op that only reads), unless its block is read-only."""
    ctx = interp.ctx
    name = f"opaque.{op_name(op)}"
    elems = _apply(ctx.function((*key, "mem", k), f"{name}.mem{k}", *sorts, z3.ArraySort(ix.INDEX, m.sort)), terms)
    uninit = _apply(ctx.function((*key, "uninit", k), f"{name}.uninit{k}", *sorts,
                                 z3.ArraySort(ix.INDEX, z3.BoolSort())), terms)  # fmt: skip
    old, _ = interp.memory.read_view(m)
    writable = z3.simplify(interp.memory._pick_writable(m))  # noqa: SLF001
    if z3.is_false(writable):
        return
    dims = list(m.dims)

    def elem(J):
        return ite(writable, z3.Select(elems, ix.flatten(J, dims)), old.elem_get(J))

    def flag(J):
        return ite(writable, z3.Select(uninit, ix.flatten(J, dims)), old.uninit_get(J))

    new = Tensor(m.elem_type, m.sort, dims, index_fn=elem, uninit_fn=flag)
    interp.memory.write_view(m, new, interp.names)  # its UB (a dead view, a read-only block) is handled above


def _result(interp, op, key, k, t, terms, sorts):
    ctx = interp.ctx
    if isinstance(t, TensorType | VectorType):
        if isinstance(t, VectorType) and t.get_num_scalable_dims():
            raise Unsupported(op, "scalable vectors are not modelled")
        sort = interp.sort_of(t)
        arr = _apply(ctx.function((*key, k), f"opaque.{op_name(op)}.{k}", *sorts, z3.ArraySort(ix.INDEX, sort)), terms)
        dims = []
        for d, extent in enumerate(t.get_shape()):
            if extent >= 0:
                dims.append(ix.bv(extent))
            else:
                fn = ctx.function((*key, k, "dim", d), f"opaque.{op_name(op)}.{k}.dim{d}", *sorts, ix.INDEX)
                v = _apply(fn, terms)
                ctx.bound_extent(v)
                dims.append(v)
        return Tensor.from_array(t.get_element_type(), sort, dims, arr)
    if isinstance(t, ShapedType):
        raise Unsupported(op, f"an op tvmlir does not know, returning {t}")
    sort = interp.sort_of(t)
    return Scalar(_apply(ctx.function((*key, k), f"opaque.{op_name(op)}.{k}", *sorts, sort), terms))


def _print(interp, op):
    """`vector.print`: an output event whose operand is printed as it is,
    poison included (the runtime's print functions take any value: a
    poison lane prints some value, so the target may print anything
    there).  No assumption: printing is what the op does."""
    if interp._bound or interp.memory.recorder is not None:  # noqa: SLF001
        raise Unsupported(op, "printing inside a parallel loop or a body of unordered iterations")
    values = [interp.value(o) for o in op.operands]
    if any(not isinstance(v, Scalar | Tensor) for v in values):
        raise Unsupported(op, "printing a value of this type")
    _append(interp.memory, Event(z3.BoolVal(True), _kind(op), tuple(values), (), event_count(interp.memory), op))
    return []


PRINT = {
    "vector.print": _print,
}


# ----- the trace obligation -------------------------------------------------------


def same_value(sem, s, t, ty, tag: str, witnesses: list) -> z3.BoolRef:
    """The target's operand of an event is the source's: a poison source
    value (lane) allows anything (an opaque op's poison operand is UB
    already; a printed one prints any value), else the same value; a
    memref's contents exactly, with their initialized flags."""
    if isinstance(s, Scalar):
        return or_(s.poison_or_false(), and_(not_(t.poison_or_false()), sem.same(s.term, t.term, ty)))
    uninit = isinstance(s, tuple)
    if uninit:
        s, t = s[1], t[1]
    J = [z3.BitVec(f"{tag}.i{k}", 64) for k in range(len(s.dims))]
    witnesses.extend(J)
    elem = ty.get_element_type()
    same = sem.same(s.elem_get(J), t.elem_get(J), elem)
    if uninit:
        us, ut = s.uninit_get(J), t.uninit_get(J)
        same = and_(us == ut, or_(us, same))
    else:
        same = or_(s.poison_get(J), and_(not_(t.poison_get(J)), same))
    dims = [ix.eq(a, b) for a, b in zip(s.dims, t.dims)]
    return and_(*dims, z3.Implies(ix.in_bounds(J, s.dims), same))


def same_traces(sem, src, tgt) -> tuple[z3.BoolRef, list] | None:
    """The target performs the source's events: as many, and the k-th of
    each the same op with the same operand values.  Only pairs whose
    positions can coincide are compared (an event's position lies between
    the number of unconditional events before it and its index)."""
    src_events, tgt_events = src.events, tgt.events
    if not src_events and not tgt_events:
        return None
    witnesses: list = []
    clauses = [event_count(src) == event_count(tgt)]
    lows = [_lows(src_events), _lows(tgt_events)]
    pairs = 0
    for k, a in enumerate(src_events):
        for m, b in enumerate(tgt_events):
            if max(lows[0][k], lows[1][m]) > min(k, m):
                continue
            pairs += 1
            if pairs > MAX_EVENT_PAIRS:
                raise Unsupported(a.op, f"{len(src_events)} and {len(tgt_events)} events whose positions are not "
                                        f"known: more pairs to compare than {MAX_EVENT_PAIRS} (events in a loop of "
                                        "unknown trip count)")  # fmt: skip
            meet = and_(a.guard, b.guard, a.pos == b.pos)
            if a.kind != b.kind:
                clauses.append(not_(meet))
                continue
            same = [x == y for x, y in zip(a.overlaps, b.overlaps)]
            for n, (x, y, o) in enumerate(zip(a.values, b.values, a.op.operands)):
                same.append(same_value(sem, x, y, o.type, f"ev{k}.{m}.{n}", witnesses))
            clauses.append(z3.Implies(meet, and_(*same)))
    return and_(*clauses), witnesses


MAX_EVENT_PAIRS = 4096
"""Pairs of events `same_traces` may compare (each a clause): events under
the guards of a loop of unknown trip count unroll into hundreds, every
one of which may be at any position."""


def _lows(events) -> list[int]:
    out, sure = [], 0
    for e in events:
        out.append(sure)
        if z3.is_true(z3.simplify(e.guard)):
            sure += 1
    return out


def merge_events(c: z3.BoolRef, a: tuple, b: tuple) -> tuple:
    """The trace of a branch: the events before it, then each way's own
    events where that way is taken (one way's events in one run)."""
    n = 0
    while n < min(len(a), len(b)) and a[n] is b[n]:
        n += 1

    def under(g, e):
        return Event(and_(g, e.guard), e.kind, e.values, e.overlaps, e.pos, e.op)

    return (*a[:n], *[under(c, e) for e in a[n:]], *[under(not_(c), e) for e in b[n:]])


def describe(model: z3.ModelRef, src_events, tgt_events) -> list[str]:
    """The events each side performs in the counterexample."""
    from tvmlir.ir.diagnostics import format_op_location

    lines = [f"{EVENTS}:"]
    for side, events in (("source", src_events), ("target", tgt_events)):
        done = [e for e in events if z3.is_true(model.eval(e.guard, model_completion=True))]
        names = ", ".join(f"{op_name(e.op)} at {format_op_location(e.op)}" for e in done) or "none"
        lines.append(f"  {side}: {names}")
    return lines


def mentions_guessed_writes(ctx, terms) -> bool:
    """Whether `terms` read what an opaque op wrote to its memref operands
    (the functions `_clobber` applies; lambdas and quantifiers entered).
    Which operands an opaque op writes is a guess (any of them): a
    failure that depends on it may be what the real op never does (MLIR's
    `test.copy` only reads its first operand, and passes know it)."""
    decls = {f.name() for key, f in ctx.functions.items() if key and key[0] == "opaque" and len(key) > 3
             and key[3] in ("mem", "uninit")}  # fmt: skip
    return applies(terms, decls)


def guessed_writes_reason(src_events) -> str:
    from tvmlir.ir.diagnostics import format_op_location

    first = next((e for e in src_events if any(isinstance(v, tuple) for v in e.values)), None)
    where = f"{op_name(first.op)} at {format_op_location(first.op)}: " if first is not None else ""
    return (f"{where}the counterexample depends on what an op tvmlir does not know writes to its memref operands "
            "(modelled as any of them): not a failure of the pass")
