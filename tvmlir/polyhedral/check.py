"""The route's proof: the target's memory after the call equals the source's
wherever the source is defined, for all sizes; or a reason to decline.

Soundness conditions (design notes 19, "the affine dataflow route"):

* *Same signature*; results only memref arguments, the same on both
  sides (a result is then the argument's view): the observable behaviour
  is the final contents of the memref arguments (and definedness; affine
  loops end).
* *Where the source is defined*: the parameters (index arguments, dynamic
  extents) for which every source access is in bounds (`context`): at
  other parameters some source access out of bounds executes (the control
  is static, every op before it ends), so the source is undefined there.
* *Index width*: every affine value whose exactness matters (scop.py) is
  proved to stay in the signed index range: the source's for all
  parameters, the target's where the source is defined.
* *Target defined*: every target access in bounds for every instance,
  every target read of local memory sees an earlier write of it, every
  target division by a nonzero constant, every dealloc of a local
  `memref.alloc` after its uses (scop.py); the target's other ops (arith,
  math) have no UB, their poison is a value compared like any other.
* *Aliasing*: the dataflow treats memref arguments as disjoint arrays.
  Two arguments that may overlap (the same element type, or any types
  with --no-assume-typed-noalias), one of them written by either side:
  the route declines, unless --memref-inputs-simple assumes they do not
  (then printed, as tv-check prints it).  MLIR's affine passes assume
  distinct memrefs do not alias, so a tiled matmul whose output aliases
  an input computes another function (soundness/lifted-route).
* *Values*: `equivalence.py`, starting from every cell of every memref
  argument after the call under the identity relation.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl

from tvmlir.ir.diagnostics import format_op_location
from tvmlir.polyhedral.equivalence import Comparison, Mismatch, check_choices
from tvmlir.polyhedral.flow import FlowError, Sets, flows
from tvmlir.polyhedral import events
from tvmlir.polyhedral.scop import (LOADS, Access, Check, Decline, OpaqueRules, Scop, extract, may_be_poison,
                                    ssa_may_be_poison)
from tvmlir.semantics.encoding import op_name
from tvmlir.semantics.memory import moved_by_stores
from tvmlir.semantics.opaque import ASSUME_EVENTS, ASSUME_PURE, opaque_kinds

SIMPLE = "memref arguments point to distinct blocks at offset 0 (--memref-inputs-simple)"
TYPED = ("memref arguments of different element types ({types}) do not alias (--no-assume-typed-noalias turns this "
         "off)")  # fmt: skip


EXTENTS = ("each dynamic extent of a memref argument is below 2^{bits} (the memory behind it holds fewer than 2^{bits} "
           "elements, --max-block-bits)")


@dataclass
class Proof:
    assumptions: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def prove(src_func, tgt_func, width: int = 64, noalias: bool = True, typed_noalias: bool = True,
          block_bits: int = 48, opaque_ops: bool = True, pure_opaque_ops: bool = True,
          pure_calls: bool = True) -> Proof:
    """A proof that @tgt_func refines @src_func, or Decline (its reason)."""
    if src_func.function_type != tgt_func.function_type:
        raise Decline("the source and target signatures differ")
    kinds = opaque_kinds([src_func]) & opaque_kinds([tgt_func]) if opaque_ops else set()
    rules = OpaqueRules(frozenset(kinds), pure_opaque_ops, pure_calls, opaque_ops)
    src, tgt = extract(src_func, "s", width, rules), extract(tgt_func, "t", width, rules)
    for k, ((ks, xs), (kt, xt)) in enumerate(zip(src.returns, tgt.returns)):
        # A memref result is the argument it returns (the same view, whose
        # contents after the call are compared below): the same argument
        # on both sides, else nothing is proved.  A scalar result is a
        # value tree, compared below.
        if ks != kt or (ks == "argument" and xs != xt):
            what = {"argument": lambda x: f"argument {x}", "value": lambda x: "a value"}
            raise Decline(f"result {k} is {what[ks](xs)} in the source and {what[kt](xt)} in the target")
    for op in tgt.pure_opaque:
        if any(ssa_may_be_poison(o) for o in op.operands):
            raise Decline(f"{op_name(op)} at {format_op_location(op)}: an op tvmlir does not know (undefined on "
                          "poison) on an operand that may be poison")  # fmt: skip
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
    decl = src.param_decl()
    extent = min(hi, (1 << block_bits) - 1)
    ranges = [f"{lo} <= {p} <= {hi}" if p.startswith("p") else f"0 <= {p} <= {extent}" for p in src.params]
    box = isl.Set(f"{decl} -> {{ : {' and '.join(ranges) or 'true'} }}")
    # The proof holds for more parameters than the index type has: the
    # ranges (`box`, large constants) bound only the index-width checks.
    # isl gave wrong answers with them in the dataflow (flow.py).
    base = isl.Set(f"{decl} -> {{ : {' and '.join(f'{p} >= 0' for p in src.params if p.startswith('d')) or 'true'} }}")
    proof = Proof()
    _in_range(src, box, "source", width)
    context = base
    for a in src.reads + src.writes:
        bad = _out_of_bounds(src, a, base)
        if bad is not None:
            context = context.subtract(bad.params())
    context = context.coalesce()
    if context.intersect(box).is_empty():
        raise Decline("the source is undefined for every size (an access out of bounds)")
    _in_range(tgt, context.intersect(box), "target", width)
    for a in tgt.reads + tgt.writes:
        bad = _out_of_bounds(tgt, a, context)
        if bad is not None and not bad.is_empty():
            raise Decline(f"{a.op.name} at {format_op_location(a.op)}: the target may access out of bounds where "
                          "the source is defined")  # fmt: skip
    proof.assumptions += _aliasing(src_func, src, tgt, noalias, typed_noalias)
    universe = isl.Set(f"{decl} -> {{ : }}")
    sets = (Sets(src, context, universe), Sets(tgt, context, universe))
    try:
        flow = (flows(sets[0]), flows(sets[1]))
    except FlowError as e:
        raise Decline(f"isl's dataflow failed its check ({e})") from None
    for r in tgt.reads:
        if tgt.arrays[r.array].argument is None:
            for case in flow[1][r.name]:
                if case.write is None and not case.map.intersect_params(context).is_empty():
                    raise Decline(f"{r.op.name} at {format_op_location(r.op)}: the target may read local memory "
                                  "no store wrote (undefined)")  # fmt: skip
    _initialized_reads(src, tgt, flow, context, sets[0])
    cmp = Comparison(sets, flow)
    try:
        for a, b, rel in events.match(sets, context):
            for k, (x, y) in enumerate(zip(a.args, b.args)):
                cmp.equal(x, y, rel)
    except Mismatch as e:
        raise Decline(f"the operands of the events are not proved equal ({e})") from None
    for k, ((ks, a), (_, b)) in enumerate(zip(src.returns, tgt.returns)):
        if ks == "value":
            rel = sets[0].map(f"{{ {a.name}[] -> {b.name}[] }}").intersect_params(context)
            try:
                cmp.equal(a.value, b.value, rel)
            except Mismatch as e:
                raise Decline(f"result {k} is not proved equal ({e})") from None
    for k, out in src.outputs.items():
        other = tgt.outputs[k]
        xs = ", ".join(out.vars)
        rel = sets[0].map(f"{{ {out.name}[{xs}] -> {other.name}[{xs}] }}")
        rel = rel.intersect_domain(sets[0].domain(out)).intersect_range(sets[1].domain(other))
        try:
            cmp.equal(out.value, other.value, rel)
        except Mismatch as e:
            raise Decline(f"the final contents of argument {k} are not proved equal ({e})") from None
    try:
        check_choices(cmp)
    except Mismatch as e:
        raise Decline(f"the final contents are not proved equal ({e})") from None
    _no_poison_stored(cmp, sets, src, tgt)
    opaque = [o for o in src.pure_opaque + tgt.pure_opaque if o.name != "func.call"]
    if src.events or tgt.events or opaque:
        names = sorted({op_name(e.op) for e in src.events + tgt.events} | {op_name(o) for o in opaque})
        if opaque:
            proof.assumptions.append(ASSUME_PURE)
        proof.assumptions.append(ASSUME_EVENTS.format(names=", ".join(names)))
    for callee in sorted({o.callee.root_reference.data for o in src.pure_opaque + tgt.pure_opaque
                          if o.name == "func.call"}):  # fmt: skip
        proof.assumptions.append(f"external function @{callee} is pure and total (--no-assume-pure-calls turns this "
                                 "off)")
    proof.assumptions.append(f"index is {width} bits wide (--index-bitwidth={width})")
    if any(p.startswith("d") for p in src.params):
        proof.assumptions.append(EXTENTS.format(bits=block_bits))
    if not _same_params(context, base):
        proof.notes.append(f"proved where the source is defined: {context}")
    proof.notes.append(f"affine dataflow route: {len(src.writes)} source and {len(tgt.writes)} target stores, "
                       f"{cmp.steps} comparisons, {cmp.widened} widenings")  # fmt: skip
    return proof


def _initialized_reads(src: Scop, tgt: Scop, flow, context: isl.Set, src_sets) -> None:
    """Reading an uninitialized element is UB, and memref arguments may
    hold some (design notes 9, "Poison vs uninitialized"); a load whose
    value only stores write moves the element instead (`moved_by_stores`).
    So every cell of an argument that the target reads from the initial
    memory must be one the source reads (not moves) from it too, wherever
    the source is defined: then it is initialized there.  The source's
    reads are followed through its moves (`_seen`: a copy into a local
    buffer, then read).  A target load only moving the element by stores
    whose cells only other moves read is no read (the element, flag and
    all, is compared in the final memory); a moved element that a later
    load may read (not move) counts as read."""
    read: dict[str, isl.Set] = {}
    for r in src.reads:
        if r.op is not None and r.op.name in LOADS and not moved_by_stores(r.op):
            _seen(src_sets, flow[0], src_sets.domain(r).identity(), r, read, 0)
    for k, arr in src.arrays.items():
        if arr.argument is None:
            continue
        for r in tgt.reads:
            if r.array != k or _moved_unread(r.op, tgt, flow[1]):
                continue
            for case in flow[1][r.name]:
                if case.write is None:
                    c = case.map.range().intersect_params(context)
                    if c.is_empty() or (k in read and c.is_subset(read[k])):
                        continue
                    raise Decline(f"{r.op.name} at {format_op_location(r.op)}: the target may read an element of "
                                  f"argument {arr.argument} that the source does not read (UB if uninitialized)")


MAX_MOVES = 4
"""Moves (a load only stored) a source read is followed back through."""


def _seen(sets, flow, reach: isl.Map, r: Access, out: dict, depth: int) -> None:
    """Add to `out` (array -> cells) the initial cells whose elements the
    instances `reach` maps to (of read `r`) see: directly, or through
    earlier loads only moved by the store they see."""
    for case in flow[r.name]:
        m = reach.apply_range(case.map)
        if m.is_empty():
            continue
        if case.write is None:
            c = m.range()
            out[case.array] = c if case.array not in out else out[case.array].union(c)
        elif case.write.value.kind == "load" and depth < MAX_MOVES:
            load = case.write.value
            _seen(sets, flow, m.apply_range(sets.map(load.proj)), load.read, out, depth + 1)


def _moved_unread(op, scop: Scop, flow, busy: frozenset = frozenset()) -> bool:
    """Whether load `op` only moves its element (`moved_by_stores`) by
    stores whose cells only such loads of the same side then read: the
    element, uninitialized flag and all, never meets an op that reads it,
    only the final memory (a chain of moves met again is moves only)."""
    if id(op) in busy:
        return True
    if op is None or op.name not in LOADS or not moved_by_stores(op):
        return False
    stores = {id(u.operation) for u in op.results[0].uses}
    for r in scop.reads:
        if any(case.write is not None and id(case.write.op) in stores for case in flow[r.name]):
            if not _moved_unread(r.op, scop, flow, busy | {id(op)}):
                return False
    return True


def _no_poison_stored(cmp: Comparison, sets, src: Scop, tgt: Scop) -> None:
    """Storing poison is UB (memory holds none).  A target store whose value
    may be poison (`may_be_poison`) is defined only at instances the
    comparison proved equal to a value the source stores (a poison value
    there makes the source undefined too); anywhere else (a store later
    overwritten, a local buffer's) it may be UB where the source is not.
    A loop's carried value is an SSA value, not memory: no UB."""
    sources = {id(w.value) for w in src.writes}
    for w in tgt.writes:
        if tgt.arrays[w.array].carried or not may_be_poison(w.value, tgt):
            continue
        covered = None
        for (ka, kb), (rel, _) in cmp.claims.items():
            if kb == id(w.value) and ka in sources:
                r = rel.range()
                covered = r if covered is None else covered.union(r)
        dom = sets[1].domain(w)
        if covered is None or not dom.is_subset(covered):
            raise Decline(f"{w.op.name} at {format_op_location(w.op)}: the target may store a poison value (UB) "
                          "where the source stores none")  # fmt: skip


def _same_params(a: isl.Set, b: isl.Set) -> bool:
    return a.is_subset(b) and b.is_subset(a)


def _in_range(scop: Scop, context: isl.Set, side: str, width: int) -> None:
    for c in scop.checks:
        if _may_leave(scop, c, context, width):
            where = f" at {format_op_location(c.op)}" if c.op is not None else ""
            raise Decline(f"{c.what} of the {side}{where} may not fit the {width}-bit index type")


def _may_leave(scop: Scop, c: Check, context: isl.Set, width: int) -> bool:
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
    cond = " and ".join(c.cons) if c.cons else "true"
    s = isl.Set(f"{scop.param_decl()} -> {{ [{', '.join(c.vars)}] : {cond} and ({c.expr} < {lo} or "
                f"{c.expr} > {hi}) }}")  # fmt: skip
    return not s.intersect_params(context).is_empty()


def _out_of_bounds(scop: Scop, a: Access, context: isl.Set):
    shape = scop.arrays[a.array].shape
    out = " or ".join(f"({e}) < 0 or ({e}) >= {n}" for e, n in zip(a.index, shape))
    if not out:
        return None
    s = isl.Set(f"{scop.param_decl()} -> {{ {a.tuple()} : {a.condition()} and ({out}) }}")
    s = s.intersect_params(context)
    return None if s.is_empty() else s


def _aliasing(func, src: Scop, tgt: Scop, noalias: bool, typed_noalias: bool) -> list[str]:
    """The aliasing assumptions the proof needs, or Decline.  Two memref
    arguments may overlap unless `noalias` (--memref-inputs-simple) or
    their element types differ (`typed_noalias`, tv-check's default);
    overlapping arguments matter only when one of them is written."""
    written = {w.array for w in src.writes + tgt.writes}
    args = [a for a in src.arrays.values() if a.argument is not None]
    out: list[str] = []
    for i, x in enumerate(args):
        for y in args[i + 1 :]:
            if x.name not in written and y.name not in written:
                continue
            if noalias:
                out = [SIMPLE]
                continue
            if typed_noalias and x.element != y.element:
                if not any(o != SIMPLE for o in out):
                    types = ", ".join(sorted({str(a.element) for a in args}))
                    out = [TYPED.format(types=types)]
                continue
            raise Decline(f"memref arguments {x.argument} and {y.argument} have one element type and may overlap, "
                          "and one is written: the dataflow takes them as disjoint arrays (--memref-inputs-simple "
                          "assumes they are)")  # fmt: skip
    return out[:1]
