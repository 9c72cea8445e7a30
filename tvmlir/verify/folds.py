"""`vector.multi_reduction` and `vector.reduction` as in-order folds.

Why in order: every lowering of these ops in mlir-opt-19 combines the
lanes one after the other, starting from the accumulator: the
`innerparallel` lowering of `multi_reduction` adds the slices of the
reduced dimension in index order, the `innerreduction` one ends in
`vector.reduction`, and `convert-vector-to-llvm` turns that into
`llvm.vector.reduce.fadd(acc, v)`, which LLVM defines as a sequential
reduction unless the op (or the pass's `reassociate-fp-reductions`
option) asks for reassociation.  So lane `r` of the result is
`acc[r] (+) src[r, 0] (+) src[r, 1] (+) ...`, the reduced dims walked in
row-major order.  This is an assumption about the lowering, printed in
the report for the float kinds whose value depends on the order (`add`,
`mul`); a reduction op carrying `fastmath<reassoc>` is checked against the
spec's licenses like any other op (`fastmath.py`).

A fold with no prophecy gets the claim inferred from the input cells its
last lanes read (`stand`, inferred.py), proved where the fold stands, and
its uses (a write, a broadcast into a consumer) see the claimed spec
element: that is how the linalg vectorizer leaves an annotated reduction
whose chain `--annotate` kept bare.

Padding lanes.  An unmasked read past the end of a row (`in_bounds =
[.., false]`) gives the lanes beyond it the padding value, and the fold
combines them too: right exactly when the padding is the combiner's
neutral element for every value (`-0.0` for `addf`, not `+0.0`: `-0.0 +
+0.0 = +0.0`).  So the reduced index a lane claims is clamped into the
spec's stages, `-1 .. K-1` (one reduced dimension): a lane whose element
lies past either end claims the partial reduction the fold already has,
and its step obligation, `previous (+) lane = previous`, holds only when
the lane is neutral there.  Inside the range the clamp changes nothing.
"""

from __future__ import annotations

import itertools

import islpy as isl
import z3
from xdsl.dialects import arith
from xdsl.dialects.builtin import VectorType
from xdsl.ir import Block, Operation, OpResult, SSAValue

from tvmlir.affine import space
from tvmlir.affine.space import const, eq, param
from tvmlir.ir.attrs import int_list, op_attr
from tvmlir.semantics.scalar import ScalarSemantics, Unsupported
from tvmlir.tv_dialect import ProphesyOp
from tvmlir.verify import copies, inferred
from tvmlir.verify.carried import substitute
from tvmlir.verify.frame import NO, Frame, Val
from tvmlir.verify.obligations import VALUE, Outcome, VerifyUnsupported

MAX_FOLDED = 256
"""Lanes one result lane may fold: the term grows with them."""

_FLOAT_OPS = {
    "add": arith.AddfOp, "mul": arith.MulfOp, "maximumf": arith.MaximumfOp, "minimumf": arith.MinimumfOp,
    "maxnumf": arith.MaxnumfOp, "minnumf": arith.MinnumfOp,
}
_INT_OPS = {
    "add": arith.AddiOp, "mul": arith.MuliOp, "maxsi": arith.MaxSIOp, "minsi": arith.MinSIOp,
    "maxui": arith.MaxUIOp, "minui": arith.MinUIOp, "and": arith.AndIOp, "or": arith.OrIOp, "xor": arith.XOrIOp,
}


def kind_of(op: Operation) -> str:
    kind = op_attr(op, "kind")
    return str(getattr(kind, "data", "")).split(".")[-1].lower()


def element_type(op: Operation):
    t = op.results[0].type
    return t.element_type if isinstance(t, VectorType) else t


def combiner(op: Operation) -> Operation:
    """A detached scalar op combining two lanes as `op`'s kind does (its
    operands are block arguments of no region: no use of the program's
    values is added)."""
    et = element_type(op)
    table = _FLOAT_OPS if ScalarSemantics.float_format(et) is not None else _INT_OPS
    build = table.get(kind_of(op))
    if build is None:
        raise VerifyUnsupported(op, f"{kind_of(op)} reduction of {et} lanes")
    a, b = Block(arg_types=[et, et]).args
    flags = op_attr(op, "fastmath")
    return build(a, b, flags) if table is _FLOAT_OPS and flags is not None else build(a, b)


def check_kind(ev, op: Operation) -> None:
    """The kind has scalar semantics, and the ordered-fold assumption is
    printed when the order matters."""
    comb = combiner(op)
    if comb.name in ("arith.addf", "arith.mulf"):
        ev.note(f"assumes: {op.name} <{kind_of(op)}> on floats folds its lanes in order from the accumulator "
                "(what mlir-opt-19's lowerings do without reassociate-fp-reductions; folds.py)")


def _reduced(op: Operation) -> tuple[list[int], list[int]]:
    """(source shape, reduced dims) of a fold."""
    src = op.operands[0]
    dims = list(src.type.get_shape())  # type: ignore[attr-defined]
    if op.name == "vector.reduction":
        return dims, list(range(len(dims)))
    rd = op_attr(op, "reduction_dims")
    if rd is None:
        raise VerifyUnsupported(op, "multi_reduction without reduction_dims")
    return dims, sorted(int(x) for x in int_list(rd))


def source_point(op: Operation, point: tuple, at: tuple[int, ...]) -> tuple:
    """The source lane of result lane `point` at reduced position `at`."""
    dims, red = _reduced(op)
    rest = iter(point)
    coords = iter(at)
    return tuple(const(next(coords)) if d in red else next(rest) for d in range(len(dims)))


def fold(vs, op: Operation, frame: Frame, point: tuple) -> Val:
    """Lane `point` of the fold (module doc)."""
    dims, red = _reduced(op)
    positions = list(itertools.product(*(range(dims[d]) for d in red)))
    if len(positions) > MAX_FOLDED:
        raise VerifyUnsupported(op, f"folds {len(positions)} lanes into one (at most {MAX_FOLDED} are modelled)")
    comb = combiner(op)
    src = op.operands[0]
    acc = op.operands[1] if len(op.operands) > 1 else None
    terms = [vs.term(op, frame, src, source_point(op, point, at)) for at in positions]
    if acc is not None:
        terms.insert(0, vs.term(op, frame, acc, point))
    current = terms[0]
    for nxt in terms[1:]:
        current = _combine(vs.ev, op, comb, current, nxt)
    return current


def _combine(ev, op: Operation, comb: Operation, a: Val, b: Val) -> Val:
    """`a (+) b` by the fold's scalar combiner, undefined where either is
    or the combination is."""
    try:
        enc = ev.sem.encode(comb, [a.term, b.term], poison=[a.poison, b.poison])
    except Unsupported as e:
        raise VerifyUnsupported(op, e.reason or "no scalar semantics") from None
    ub = [u for u in (a.ub, b.ub, enc.ub) if not z3.is_false(u)]
    return Val(enc.results[0], NO if not ub else z3.Or(ub) if len(ub) > 1 else ub[0], enc.poison[0])


def stand(vs, op: Operation, frame: Frame, gamma: isl.Set, check: bool) -> None:
    """A fold where it stands: when its lanes have a claim (the spec
    reduction combining with its kind, at the element its last folded
    lanes read off the inputs), the claim is proved here, lane by lane
    (`prove`), and every use of the fold sees the claimed spec element
    (`claimed`), as for a vector prophecy that is not written."""
    result = op.results[0]
    if isinstance(result.type, VectorType):
        names, dom = vs.lanes(op, frame, result, gamma)
    else:
        names, dom = [], gamma
    point = tuple(param(x) for x in names)
    dims, red = _reduced(op)
    found = _claim_at(vs, op, combiner(op).name, frame, point, tuple(dims[d] - 1 for d in red), gamma)
    if found is None:
        return
    vs.fold_claims[(frame.key, result)] = (names, *found)
    if check:
        prove(vs, op, frame, point, dom, gamma)


def claimed(vs, frame: Frame, value: SSAValue, point: tuple):
    """(tensor, element, stage) that lane `point` of a claimed fold holds,
    or None."""
    found = vs.fold_claims.get((frame.key, value))
    if found is None:
        return None
    names, t, idx, stage = found
    subst = list(zip(names, point))

    def at(pa: isl.PwAff) -> isl.PwAff:
        for name, x in subst:
            pa = substitute(pa, name, x)
        return pa

    return t, [at(x) for x in idx], [at(x) for x in stage]


def _claim_at(vs, op: Operation, comb: str, frame: Frame, point: tuple, at: tuple[int, ...], gamma: isl.Set,
              any_lane: bool = False, stage_of=None):
    """The claim of lane `point` of fold `op` (combiner `comb`) at reduced
    position `at`: the spec reduction and element its lanes there read
    (with `any_lane`, only its stage is meant: `_reads`).  With `stage_of`
    (a spec reduction), only that reduction's stage is read, from the
    reads of its inputs that fix its reduced dims (`inferred.stage_of`;
    the element, which another operand may fix, is left empty): a weight
    that is a constant of the spec, not an input, fixes no dim, and the
    stage needs none of them."""
    candidates = vs.ev.inferable.get(comb)
    if not candidates:
        return None
    cells = []
    for read, lane in _reads(vs, frame, op.operands[0], source_point(op, point, at), any_lane, stage_of is not None):
        buf, names, _dom, loc, _active = vs._access(read, frame, gamma, read.results[0])
        for name, x in zip(names, lane):
            loc = [substitute(pa, name, x) for pa in loc]
        found = inferred.source(vs.ev, buf, loc, gamma, None)
        if found is not None:
            cells.append(found)
    if stage_of is not None:
        stage = inferred.stage_of(stage_of, cells)
        return None if stage is None else (stage_of, [], _clamped(stage_of, stage))
    claim = inferred.unique_claim(candidates, cells, op.operands[0])
    if claim is None:
        return None
    t, idx, stage = claim
    return t, idx, _clamped(t, stage)


def _clamped(t, stage: list[isl.PwAff]) -> list[isl.PwAff]:
    """A reduced index clamped into `-1 .. K-1` (module doc, "Padding
    lanes"); unchanged for several reduced dimensions."""
    if len(stage) != 1:
        return stage
    (k,), (n,) = stage, t.stage_sizes()
    return [k.min(n.sub(const(1))).max(const(-1))]


def prove(vs, op: Operation, frame: Frame, point: tuple, active: isl.Set, gamma: isl.Set) -> None:
    """The obligations of a bare fold where it stands, one step per folded
    lane, by induction over the fold (module doc): lane 0 combined with
    the accumulator's actual value must be the spec's partial reduction at
    the element lane 0 reads; lane `j` combined with the spec's partial
    reduction at lane `j - 1`'s element must be the one at lane `j`'s.  So
    the fold's value is the claim at its last lane.  One step per query
    keeps each query as small as a scalar loop iteration's (a whole fold of
    16 lanes in one query timed out)."""
    ev = vs.ev
    dims, red = _reduced(op)
    comb = combiner(op)
    previous = vs.term(op, frame, op.operands[1], point)
    outcome, detail, instance = Outcome.OK, "", ""
    t_first = None
    for at in itertools.product(*(range(dims[d]) for d in red)):
        found = _claim_at(vs, op, comb.name, frame, point, at, gamma)
        if found is None:
            raise VerifyUnsupported(op, "a folded lane reads no input cell that fixes its reduced element")
        t, idx, stage = found
        t_first = t_first or t
        if t is not t_first:
            raise VerifyUnsupported(op, "folds lanes of two spec reductions")
        lane = vs.term(op, frame, op.operands[0], source_point(op, point, at))
        computed = _combine(ev, op, comb, previous, lane)
        step, step_instance, spec = ev.step_obligations(op, t, idx, stage, active, computed, comb.results[0].type)
        if step != Outcome.OK and outcome == Outcome.OK:
            outcome, instance = step, step_instance
            detail = (f"folding lane {list(at)} of the {op.name} does not give @{t.name}'s partial reduction "
                      "at the element it reads" if outcome in (Outcome.FAILED, Outcome.UNDECIDED) else "solver gave up")
        previous = spec
    ev.record(VALUE, op, outcome,
              f"inferred @{t_first.name}'s partial reduction, lane by lane of the fold (no tv.prophesy here)"
              if outcome == Outcome.OK else detail, instance)


def _reads(vs, frame: Frame, value: SSAValue, point: tuple, any_lane: bool = False,
           through_loads: bool = False) -> list[tuple[Operation, tuple]]:
    """The vector reads lane `point` of `value` is computed from (through
    elementwise ops and lane moves, not through a prophecy), each with the
    lane it reads.  A lane of `vector.from_elements` at a constant point is
    its scalar operand, followed when that is a lane of a vector (IREE's
    CUDA code builds a tile row from one-lane masked loads, `extract`ed).
    A `vector.insert` at constant positions, at a point whose leading
    coordinates are constants, is the inserted value or the destination
    (fma_chains' stacked products).  With `any_lane`, a `from_elements`
    lane at a symbolic point is followed into its first operand: its
    operands are one product's rows (IREE's fma chain on two rows), which
    share the reduced index, so the stage read there is every lane's (the
    element is not: only `_read_stages` asks so, and it keeps the stage).
    With `through_loads` (a stage only), a scalar is followed into what it
    is computed from (`_scalar_sources`)."""
    found: list[tuple[Operation, tuple]] = []
    todo = [(value, point)]
    seen: set[tuple] = set()
    while todo:
        v, p = todo.pop()
        if not isinstance(v, OpResult):
            continue
        if not isinstance(v.type, VectorType):
            if v.op.name in ("vector.extract", "vector.extractelement"):
                todo.append(vs.operand_lanes(v.op, frame, ()))
            elif through_loads:
                todo.extend(_scalar_sources(v.op))
            continue
        key = (id(v), tuple(str(x) for x in p))
        if key in seen:
            continue
        seen.add(key)
        o = v.op
        if o.name in ("vector.transfer_read", "vector.load", "vector.maskedload"):
            found.append((o, p))
        elif isinstance(o, ProphesyOp):
            continue
        elif o.name in copies.LANE_MOVES:
            todo.append(vs.operand_lanes(o, frame, p))
        elif o.name == "vector.from_elements":
            k = _constant_lane(p, list(v.type.get_shape()))
            if k is None and any_lane:
                k = 0
            if k is not None and k < len(o.operands):
                todo.append((o.operands[k], ()))
        elif o.name == "vector.insert" and not list(o.dynamic_position):  # type: ignore[attr-defined]
            pos = [int(x) for x in o.static_position.get_values()]  # type: ignore[attr-defined]
            here = [space.constant_value(x) for x in p[: len(pos)]]
            if None not in here:
                todo.append((o.operands[0], p[len(pos):]) if here == pos else (o.operands[1], p))
        elif o.name.startswith(("arith.", "math.")) and not o.regions:
            todo.extend((x, p) for x in o.operands)
    return found


def _scalar_sources(op: Operation) -> list[tuple[SSAValue, tuple]]:
    """For a stage only (`_reads` with `through_loads`): the values a scalar
    is computed from, through arith, a `memref.load`'s indices (a
    gather's lane, `tv-vector-gather-to-loads`: the index a loaded input
    holds fixes the reduced element, the table it indexes does not) and
    both yields of an `scf.if` (a gather lane's mask bit)."""
    if op.name == "memref.load":
        return [(x, ()) for x in op.operands[1:]]
    if op.name == "scf.if":
        return [(y.operands[0], ()) for r in op.regions for b in r.blocks
                for y in [b.last_op] if y is not None and y.name == "scf.yield" and len(y.operands) == 1]
    if op.name.startswith(("arith.", "math.")) and not op.regions:
        return [(x, ()) for x in op.operands]
    return []


def _constant_lane(point: tuple, dims: list[int]) -> int | None:
    """The row-major lane number of `point` when every coordinate is a
    constant, else None."""
    flat = 0
    for x, n in zip(point, dims):
        c = space.constant_value(x)
        if c is None:
            return None
        flat = flat * n + c
    return flat


def prove_claimed(vs, prophecy: Operation, frame: Frame, point: tuple, dom: isl.Set, t, idx: list, stage: list) -> bool:
    """A prophecy on a fold's result, naming `@t`'s element `idx` at stage
    `stage` (lane `point` of the fold): proved step by step, as a bare
    fold is (`prove`), where step `j` of the `n` folded lanes is the
    partial reduction at `stage - (n - 1 - j)`; the fold's lanes are then
    consecutive steps of the spec's reduction ending at the claimed one.
    One step per query: a whole fold of 8 sums in one query is beyond the
    spec's unfolding depth.  False (nothing recorded) when the fold is not
    of that form: one reduced dim, one stage, an accumulator."""
    value = prophecy.operands[0]
    fold_op = getattr(value, "op", None)
    if fold_op is None or fold_op.name not in ("vector.multi_reduction", "vector.reduction"):
        return False
    if len(fold_op.operands) < 2 or len(stage) != 1:
        return False
    dims, red = _reduced(fold_op)
    if len(red) != 1:
        return False
    ev = vs.ev
    n = dims[red[0]]
    comb = combiner(fold_op)
    read = _read_stages(vs, fold_op, comb.name, frame, point, n, dom, t, stage[0])
    readings = [read] if read is not None else []
    if read is None:
        # the stages read off the input reads that fix the reduced dims
        # only (through a gather's loads); if they do not prove, the
        # consecutive stages are tried as before
        stages_only = _read_stages(vs, fold_op, comb.name, frame, point, n, dom, t, stage[0], stages_only=True)
        readings = ([stages_only] if stages_only is not None else []) + [None]
    first = None  # the first reading's failure is the one reported
    for read in readings:
        previous = vs.term(fold_op, frame, fold_op.operands[1], point)
        outcome, detail, instance = Outcome.OK, "", ""
        for j in range(n):
            stage_j = [read[j]] if read is not None else [stage[0].add(const(j - (n - 1)))]
            lane = vs.term(fold_op, frame, fold_op.operands[0], source_point(fold_op, point, (j,)))
            computed = _combine(ev, fold_op, comb, previous, lane)
            step, step_instance, expected = ev.step_obligations(prophecy, t, idx, stage_j, dom, computed,
                                                                comb.results[0].type)
            if step != Outcome.OK and outcome == Outcome.OK:
                outcome, instance = step, step_instance
                at = ("at the stage its input cell reads" if read is not None
                      else f"at stage {j - (n - 1)} from the claimed one")
                detail = (f"folding lane {j} of the {fold_op.name} does not give @{t.name}'s partial reduction {at}"
                          if step == Outcome.FAILED else "solver gave up")
            previous = expected  # the spec element, a Val (`Evaluator.spec_value`)
        if outcome == Outcome.OK:
            break
        first = first or (outcome, detail, instance)
    if outcome != Outcome.OK and first is not None:
        outcome, detail, instance = first
    ev.record(VALUE, prophecy, outcome,
              f"@{t.name}'s partial reductions, lane by lane of the fold" if outcome == Outcome.OK else detail, instance)
    ev.check_licenses(prophecy, t, value)
    return True


def _read_stages(vs, fold_op: Operation, comb: str, frame: Frame, point: tuple, n: int, dom: isl.Set, t,
                 claimed: isl.PwAff, stages_only: bool = False) -> list[isl.PwAff] | None:
    """The stage each folded lane reads (its input cell's reduced index,
    clamped into the spec's stages as for a bare fold, `_claim_at`), when
    every lane reads one of `@t` and the last lane's stage is the claimed
    one on `dom`; else None (the lanes are then taken as the consecutive
    steps ending at the claim).  A tail tile masks its last lanes to the
    neutral element: the lanes that read past the row claim the last
    stage, which the claim (`%iv + %min - 1`) is, and each neutral lane's
    step is `previous (+) n = previous`.  With `stages_only`, a lane's
    stage needs only the reads that fix `@t`'s reduced dims
    (`inferred.stage_of`), followed through a gather's scalar loads to the
    input its index loads (`_scalar_sources`): a weight that is a spec
    constant fixes no dim of `@t`, and a gathered table's cell is no
    input.  Any choice of stages is sound:
    each step is proved from the previous step's spec element, and the
    last stage must be the claimed one (checked here)."""
    stages = []
    for j in range(n):
        try:
            found = _claim_at(vs, fold_op, comb, frame, point, (j,), dom, any_lane=True,
                              stage_of=t if stages_only else None)
        except VerifyUnsupported:
            return None
        if found is None or found[0] is not t or len(found[2]) != 1:
            return None
        stages.append(found[2][0])
    try:
        if not dom.is_subset(eq(stages[-1], claimed)):
            return None
    except isl.Error:
        return None
    return stages


def final_as_last_stage(prophecy: Operation, t) -> list[isl.PwAff] | None:
    """A prophecy naming the *final* element of reduction `@t` on a fold's
    result, as the stage `[n - 1]` of a fold of `n` lanes, when `@t` has
    one reduced dimension of exactly `n` everywhere: the fold then covers
    the whole reduction, and `prove_claimed` proves it step by step (as a
    whole, its value is a term past the spec's unfolding depth).  The
    prophecy's value is then the stage, which the spec's own equation
    makes the final element (the box is not empty); None otherwise."""
    fold_op = getattr(prophecy.operands[0], "op", None)
    if fold_op is None or fold_op.name not in ("vector.multi_reduction", "vector.reduction") or t.stages != 1:
        return None
    dims, red = _reduced(fold_op)
    if len(red) != 1:
        return None
    n = dims[red[0]]
    (size,) = t.stage_sizes()
    if not space.universe_params().is_subset(eq(size, const(n))):
        return None
    return [const(n - 1)]
