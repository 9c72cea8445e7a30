"""Multi-stage formulas: the intermediate tensors of a kernel's registers.

Softmax keeps its running max and sum in `scf.for` iter_args, and stores
`exp(x - max) / sum`.  Read top-down, as the paper decomposes a
multi-stage operator: the stored expression's operands that are results
of reduction loops become sub-problems of their own, each a one-reduction
formula over the inputs and the stages before it (`max_k X[i,k]`;
`sum_k exp(X[i,k] - m[i])`), and the outer formula reads them as tensors.
The lifted spec is then a linalg program (reduce, reduce, generic), and
each stage is one of its intermediate tensors.

A loop result is a stage when its loop yields `combine(acc, e)` (or
`combine(e, acc)`), `combine` in add/max/min, `acc` the iter_arg, `e` free
of it, and the iter_arg starts at a float constant.  A stage's iteration
space is that of the first input its body loads: one of the input's dims
is the reduction, the others, in order, the stage's own dims (a stage that
broadcasts an input is out of reach).  Every choice of maps for the loads
and the stage reads is one candidate; a stage definition is kept only if
every value the loop carries in the traced runs is one of its partial
reductions (the pruning the trace gives each sub-problem), and the outer
formula is matched against the output as for one stage.

A temporary buffer is a stage too: written by one store, an elementwise
stage over the buffer's shape (mlir-opt-19 leaves one between two
generics), kept if every traced store into it is its element there;
written by an init store and an accumulating store (a per-thread cell),
a reduction stage as above, whose accumulating store's values must be
partial reductions.

Reading the IR proposes, it never decides: `prophecy.py` gives each
carried value and each store into a temporary its prophecy (the stage
tensor, the element, the step) and `--verify` proves all of it
(`verify/carried.py` for the carried values).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass

from xdsl.dialects import scf
from xdsl.ir import Operation

from tvmlir.lifting import dims as dm
from tvmlir.lifting import terms
from tvmlir.lifting.kernel import Run
from tvmlir.lifting.search import Budget, Candidate, _flat, _maps, close, matches, reduction_extents, target_of
from tvmlir.lifting.terms import Term

MAX_DEFINITIONS = 4  # stage definitions kept per stage (those the trace does not refute)


@dataclass(frozen=True, eq=False)
class Carried:
    """A reduction kept in a register: iter_arg `k` of `loop`, and the
    load op behind each `arg` leaf of its body (in `terms.leaves` order)."""

    loop: Operation
    k: int
    loads: tuple[Operation, ...]

    @property
    def yield_op(self) -> Operation:
        return self.loop.body.block.last_op  # type: ignore[attr-defined]


@dataclass(frozen=True, eq=False)
class Stage:
    """`S[d] = combine_k body(d, k)` from `init` (`rank` parallel dims,
    then the reduction dim `rank`), or, with no `combiner`, the
    elementwise `S[d] = body(d)`.  `extents` per run (parallel, then the
    reduction if any); `sizes` per parallel dim the static extent, or the
    (input, axis) its size is read from.  A stage lives in a register
    (`carried`), or in a temporary buffer written by one store (`store`),
    or, a reduction, by the store of its init (`init_store`) and the store
    that accumulates (`store`)."""

    rank: int
    body: Term
    combiner: str | None
    init: float | None
    extents: tuple[tuple[int, ...], ...]
    sizes: tuple[int | tuple[int, int], ...]
    element: str
    carried: Carried | None = None
    store: Operation | None = None
    init_store: Operation | None = None  # a reduction in memory: the store of `init`
    loads: tuple[Operation, ...] = ()  # ... and the load op of each `arg` leaf of its body

    @property
    def reduce(self) -> bool:
        return self.combiner is not None


def shape(stage: Stage, r: int) -> tuple[int, ...]:
    return stage.extents[r][: stage.rank]


def tables(runs: list[Run], stages: tuple[Stage, ...]) -> list[list[dict[tuple[int, ...], list[float]]]]:
    """Per stage, per run, per element: the value after each step."""
    done: list[list[dict]] = []
    for s in stages:
        per_run = []
        for r, run in enumerate(runs):
            table = {}
            for p in itertools.product(*(range(n) for n in shape(s, r))):
                if not s.reduce:
                    table[p] = [terms.evaluate(s.body, lambda leaf: value(runs, done, r, leaf, p))]
                    continue
                acc, steps = s.init, []
                for k in range(s.extents[r][s.rank]):
                    v = terms.evaluate(s.body, lambda leaf: value(runs, done, r, leaf, p + (k,)))
                    acc = terms.apply(s.combiner, [acc, v])
                    steps.append(acc)
                table[p] = steps
            per_run.append(table)
        done.append(per_run)
    return done


def final(done: list, r: int, s: int, idx: tuple[int, ...], init: float) -> float:
    steps = done[s][r][idx]
    return steps[-1] if steps else init


def value(runs: list[Run], done: list, r: int, leaf: Term, p: tuple[int, ...]) -> float:
    """A leaf's value at iteration point `p` of run `r` (a stage element
    with no step, never met at the sizes the lifter runs, refutes the
    candidate rather than guessing)."""
    if leaf[0] == "const":
        return leaf[1]
    idx = dm.point(p, leaf[2])
    if leaf[0] == "tmp":
        steps = done[leaf[1]][r][idx]
        if not steps:
            raise _EmptyStage()
        return steps[-1]
    run = runs[r]
    return run.before[leaf[1]][_flat(run.sizes[leaf[1]], idx)]


class _EmptyStage(Exception):
    """A stage element with no reduction step (never at the sizes run)."""


# --- reading stages off the kernel ---------------------------------------


def raw_stages(t: tuple) -> list[tuple]:
    """The `("stage", ...)` nodes of a raw term, inner ones first, once each."""
    found: list[tuple] = []

    def go(x: tuple) -> None:
        if x[0] == "stage":
            go(x[5])
            if not any(f[1] is x[1] and f[2] == x[2] for f in found):
                found.append(x)
        elif x[0] not in ("load", "out", "const", "acc"):
            for c in x[1:]:
                go(c)

    go(t)
    return found


def _stage_index(found: list[tuple], node: tuple) -> int:
    return next(n for n, f in enumerate(found) if f[1] is node[1] and f[2] == node[2])


def _leaf_slots(t: tuple, found: list[tuple]) -> list[tuple]:
    """The raw leaves to choose a map for, in `terms.leaves` order:
    `("load", pos, op)` and `("stage", s)`."""
    if t[0] == "load":
        return [t]
    if t[0] == "stage":
        return [("stage", _stage_index(found, t))]
    if t[0] in ("out", "const", "acc"):
        return []
    return [x for c in t[1:] for x in _leaf_slots(c, found)]


def _instantiate(t: tuple, choice: Iterator) -> tuple:
    if t[0] in ("load", "stage"):
        return next(choice)
    if t[0] in ("out", "const"):
        return t
    return (t[0], *(_instantiate(c, choice) for c in t[1:]))


def _bodies(runs, slots, par: list[tuple[int, ...]], red: list[int] | None, defined: list[Stage]) -> Iterator[tuple]:
    """Every choice of maps for the leaves over an iteration space with
    parallel extents `par` and reduction extents `red` (per run)."""
    rank = len(par[0])
    options = []
    for slot in slots:
        if slot[0] == "load":
            shapes = [run.sizes[slot[1]] for run in runs]
            options.append([("arg", slot[1], dims) for dims in _maps(shapes, par, rank, red)])
        else:
            st = defined[slot[1]]
            shapes = [shape(st, r) for r in range(len(runs))]
            options.append([("tmp", slot[1], dims) for dims in _maps(shapes, par, rank, red)] if shapes[0] else [("tmp", slot[1], ())])
    yield from itertools.product(*options)


def _points(ext: tuple[int, ...]):
    return itertools.product(*(range(n) for n in ext))


def _covers(runs: list[Run], st: Stage, defined: list[Stage]) -> bool:
    """Every value the stage's loop carries is a partial reduction of it;
    every value stored into its buffer is its element there."""
    try:
        done = tables(runs, (*defined, st))
    except _EmptyStage:
        return False
    if st.store is not None and st.reduce:
        for r, run in enumerate(runs):
            values = [v for steps in done[-1][r].values() for v in steps]
            if not all(any(close(ev.value, v) for v in values) for ev in run.temps.get(st.store, [])):
                return False
        return True
    if st.store is not None:
        return all(
            ev.index in done[-1][r] and close(ev.value, done[-1][r][ev.index][0])
            for r, run in enumerate(runs)
            for ev in run.temps.get(st.store, [])
        )
    key = (st.carried.yield_op, st.carried.k)
    for r, run in enumerate(runs):
        values = sorted(v for steps in done[-1][r].values() for v in steps)
        for ev in run.carried.get(key, []):
            if not any(close(ev.value, v) for v in values):
                return False
    return True


def _memory_definitions(runs, node, found, defined, budget: Budget) -> list[Stage]:
    """Definitions of an elementwise stage kept in a temporary buffer:
    its iteration space is the buffer's (static shape, else the extent
    its store writes in each run)."""
    _, alloc, store, _, _, body, _, element, _ = node
    static = alloc.results[0].type.get_shape()
    par = []
    for run in runs:
        events = run.temps.get(store, [])
        if not events:
            return []
        written = tuple(max(ev.index[d] for ev in events) + 1 for d in range(len(static)))
        par.append(tuple(n if n >= 0 else w for n, w in zip(static, written)))
    slots = _leaf_slots(body, found)
    kept = []
    for choice in _bodies(runs, slots, par, None, defined):
        sizes = _sizes(choice, len(static), static, defined)
        if sizes is None:
            continue
        if not budget.spend():
            return kept
        st = Stage(len(static), _instantiate(body, iter(choice)), None, None, tuple(par), sizes, element, store=store)
        if _covers(runs, st, defined):
            kept.append(st)
            if len(kept) >= MAX_DEFINITIONS:
                return kept
    return kept


def _stage_definitions(runs, node, found, defined, budget: Budget, out_shapes=None) -> list[Stage]:
    """Definitions of the raw stage `node` (`("stage", loop, k, combine,
    init, body, loads, element)`, or for a buffer `("stage", alloc,
    store, None, None, body, (), element)`) consistent with the trace."""
    if node[3] is None:
        return _memory_definitions(runs, node, found, defined, budget)
    _, loop, k, combiner, init, body, loads, element, init_store = node
    in_memory = init_store is not None  # loop is the allocation, k the accumulating store
    slots = _leaf_slots(body, found)
    first = next((sl for sl in slots if sl[0] == "load"), None) or next(iter(slots), None)
    if first is None:
        return []
    if first[0] == "load":
        shapes = [run.sizes[first[1]] for run in runs]
    else:  # the body reads only earlier stages: the first one's space
        shapes = [shape(defined[first[1]], r) for r in range(len(runs))]
    kept, spaces = [], []
    candidates_spaces = []
    for axis in range(len(shapes[0])):
        par = [tuple(n for a, n in enumerate(sh) if a != axis) for sh in shapes]
        red = [sh[axis] for sh in shapes]
        candidates_spaces.append((par, red))
    if out_shapes is not None and not in_memory:
        # a register reduction whose result the output reads at its own element (a matmul's
        # accumulator before an epilogue): the output's shape is the parallel space
        for red in reduction_extents(runs, sorted({sl[1] for sl in slots if sl[0] == "load"})):
            candidates_spaces.append(([tuple(o) for o in out_shapes], red))
    static = loop.results[0].type.get_shape() if in_memory else ()
    if in_memory and static and all(n >= 0 for n in static) and len(k.operands) - 2 == len(static):
        # a reduction into a buffer of the stage's own static shape (q k^T in a 4x4 temporary):
        # the buffer's shape is the parallel space, the reduction runs along some input's dim
        for red in reduction_extents(runs, sorted({sl[1] for sl in slots if sl[0] == "load"})):
            candidates_spaces.append(([tuple(static)] * len(runs), red))
    for par, red in candidates_spaces:
        if (par, red) in spaces:
            continue  # equal extents in every run: the maps below cover both
        spaces.append((par, red))
        extents = tuple(p + (e,) for p, e in zip(par, red))
        for choice in _bodies(runs, slots, par, red, defined):
            if not any(leaf[0] in ("arg", "tmp") and len(par[0]) in leaf[2] for leaf in choice):
                continue
            sizes = _sizes(choice, len(par[0]), static if in_memory and len(static) == len(par[0]) else (), defined)
            if sizes is None:
                continue
            if not budget.spend():
                return kept
            st = Stage(
                len(par[0]), _instantiate(body, iter(choice)), combiner, init, extents, sizes, element,
                *((None, k, init_store, loads) if in_memory else (Carried(loop, k, loads),)),
            )
            if _covers(runs, st, defined):
                kept.append(st)
                if len(kept) >= MAX_DEFINITIONS:
                    return kept
    return kept


def _sizes(choice: tuple, rank: int, static: tuple = (), defined: list | None = None) -> tuple[int | tuple[int, int], ...] | None:
    """For each parallel dim, its static extent, or an (input, axis) the
    body reads it along (directly, or through an earlier stage)."""
    found: list = []
    for d in range(rank):
        if d < len(static) and static[d] >= 0:
            found.append(static[d])
            continue
        hit = next(((leaf[1], leaf[2].index(d)) for leaf in choice if leaf[0] == "arg" and d in leaf[2]), None)
        if hit is None and defined is not None:
            hit = next((defined[leaf[1]].sizes[leaf[2].index(d)] for leaf in choice if leaf[0] == "tmp" and d in leaf[2]), None)
        if hit is None:
            return None
        found.append(hit)
    return tuple(found)


def _choose(runs, found, budget, out_shapes=None) -> Iterator[list[Stage]]:
    """Each consistent choice of definitions for all stages, in order."""

    def go(defined: list[Stage]) -> Iterator[list[Stage]]:
        if len(defined) == len(found):
            yield list(defined)
            return
        for st in _stage_definitions(runs, found[len(defined)], found, defined, budget, out_shapes):
            yield from go([*defined, st])

    yield from go([])


def _memory_reduction(runs, out, rank, par, target, memory, inits, found, defined, stages, done, budget) -> Iterator[Candidate]:
    """`O[d] = combine_k e(d, k)` from each init (the fill constant, or the
    output's initial content), `e` reading the stages defined."""
    combiner, body_raw = memory
    slots = _leaf_slots(body_raw, found)
    pos_loads = sorted({sl[1] for sl in slots if sl[0] == "load"})
    for red in reduction_extents(runs, pos_loads):
        for choice in _bodies(runs, slots, par, red, defined):
            if not any(leaf[0] == "arg" and rank in leaf[2] for leaf in choice):
                continue
            if not budget.spend():
                return
            body = _instantiate(body_raw, iter(choice))
            try:
                elems = [
                    [terms.evaluate(body, lambda leaf: value(runs, done, r, leaf, p + (kk,))) for kk in range(red[r])]
                    for r in range(len(runs)) for p in _points(par[r])
                ]
            except _EmptyStage:
                continue
            for init in inits:
                values, n = [], 0
                for r, run in enumerate(runs):
                    for p in _points(par[r]):
                        acc = run.before[out][_flat(run.sizes[out], p)] if init is None else init
                        for v in elems[n]:
                            acc = terms.apply(combiner, [acc, v])
                        values.append(acc)
                        n += 1
                if matches(values, target):
                    yield Candidate(out, rank, True, body, combiner, init, stages=stages)


def candidates(runs: list[Run], out: int, shape_term: tuple, fresh: bool, budget: Budget, inits: tuple = ()) -> Iterator[Candidate]:
    """Multi-stage candidates for a stored raw term that reads loop results."""
    rank = len(runs[0].sizes[out])
    target = target_of(runs, out)
    par = [run.sizes[out] for run in runs]
    own = shape_term if shape_term[0] == "stage" and isinstance(shape_term[1], scf.ForOp) else None
    found = raw_stages(shape_term)
    if own is not None:
        found = found[:-1]  # the output's own reduction is the last
    memory = None  # the output's own reduction in memory: combine(O[idx], e), e reading stages
    if own is None and shape_term[0] in ("addf", "maximumf", "minimumf", "maxnumf", "minnumf") and ("out",) in shape_term[1:3]:
        e = shape_term[2] if shape_term[1] == ("out",) else shape_term[1]
        memory = (shape_term[0], e)
    for defined in _choose(runs, found, budget, [run.sizes[out] for run in runs]):
        stages = tuple(defined)
        done = tables(runs, stages)
        if memory is not None:
            yield from _memory_reduction(runs, out, rank, par, target, memory, inits, found, defined, stages, done, budget)
            continue
        if own is None:
            slots = _leaf_slots(shape_term, found)
            for choice in _bodies(runs, slots, par, None, defined):
                if not budget.spend():
                    return
                body = _instantiate(shape_term, iter(choice))
                try:
                    values = [
                        terms.evaluate(body, lambda leaf: value(runs, done, r, leaf, p))
                        for r in range(len(runs)) for p in _points(par[r])
                    ]
                except _EmptyStage:
                    continue
                if matches(values, target):
                    yield Candidate(out, rank, False, body, stages=stages)
            continue
        _, loop, k, combiner, init, body_raw, loads, _, _ = own
        if init is None:
            continue
        slots = _leaf_slots(body_raw, found)
        pos_loads = sorted({sl[1] for sl in slots if sl[0] == "load"})
        for red in reduction_extents(runs, pos_loads):
            for choice in _bodies(runs, slots, par, red, defined):
                if not any(leaf[0] == "arg" and rank in leaf[2] for leaf in choice):
                    continue
                if not budget.spend():
                    return
                body = _instantiate(body_raw, iter(choice))
                try:
                    values = []
                    for r in range(len(runs)):
                        for p in _points(par[r]):
                            acc = init
                            for kk in range(red[r]):
                                acc = terms.apply(combiner, [acc, terms.evaluate(body, lambda leaf: value(runs, done, r, leaf, p + (kk,)))])
                            values.append(acc)
                except _EmptyStage:
                    continue
                if matches(values, target):
                    yield Candidate(out, rank, True, body, combiner, init, stages=stages, carried=Carried(loop, k, loads))
