"""Syntax-guided search for a tensor formula that matches the kernel's runs.

The kernel has one output `O` (rank n).  Two families of formulas, tried in
this order, each by bottom-up enumeration of terms (`terms.py`) with
observational-equivalence pruning (a term whose values on every sample
point equal a smaller term's is dropped, as in the paper's pruned
enumeration):

1. **elementwise**: `O[d] = f(args[maps(d)]..., O0[d])` over the n output
   dims, where each argument is read through a projected permutation of
   them (identity, transpose, broadcast) whose extents agree with the
   output's in every run;
2. **one reduction dim**: `O[d] = combine_k f(args[maps(d, k)]...)` with
   `combine` in add/max/min and the initial value either the output's
   initial content or a constant (0 for add, -inf/+inf for max/min).
   Matmul is `sum_k A[i,k]*B[k,j]`.

A candidate is accepted when its values equal the kernel's output on every
run up to a relative 1e-5 (a reduction the kernel reorders rounds
differently; the proof, not this match, decides).  The search is bounded
by term size and by a budget of candidates; the count is reported.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass

from tvmlir.lifting import dims as dm
from tvmlir.lifting import terms
from tvmlir.lifting.kernel import Run
from tvmlir.lifting.terms import Term

CONSTANTS = (0.0, 1.0, 2.0, 0.5)
COMBINERS = (("addf", (None, 0.0)), ("maximumf", (None, -math.inf)), ("minimumf", (None, math.inf)))


@dataclass(frozen=True)
class Candidate:
    """`stages` are the intermediate tensors of a multi-stage formula
    (`stages.Stage`, read by `("tmp", s, dims)` leaves); `carried` says
    which loop carries the output's own reduction in a register
    (`stages.Carried`), if one does."""

    out: int
    rank: int  # parallel (output) dims
    reduce: bool  # one reduction dim, numbered `rank`
    body: Term
    combiner: str | None = None
    init: float | None = None  # None: the output's initial content
    stages: tuple = ()
    carried: object | None = None
    nred: int = 1  # reduction dims (numbered rank .. rank + nred - 1), when `reduce`

    @property
    def red_dims(self) -> range:
        return range(self.rank, self.rank + (self.nred if self.reduce else 0))


@dataclass
class Budget:
    limit: int
    tried: int = 0

    def spend(self) -> bool:
        """Count one candidate; False (and no count) once the budget is spent."""
        if self.tried >= self.limit:
            return False
        self.tried += 1
        return True


def close(a: float, b: float) -> bool:
    if a == b or (math.isnan(a) and math.isnan(b)):
        return True
    if math.isinf(a) or math.isinf(b) or math.isnan(a) or math.isnan(b):
        return False
    return abs(a - b) <= 1e-5 * max(1.0, abs(a), abs(b))


def _flat(shape: tuple[int, ...], idx: tuple[int, ...]) -> int:
    pos = 0
    for i, n in zip(idx, shape):
        pos = pos * n + i
    return pos


def _reds(red) -> list[tuple[int, ...]] | None:
    """Reduction extents per run as tuples (one per reduction dim)."""
    if red is None:
        return None
    return [(r,) if isinstance(r, int) else tuple(r) for r in red]


def _maps(shape_of: list[tuple[int, ...]], out_shapes: list[tuple[int, ...]], rank: int, red) -> list[tuple]:
    """Index maps (`dims.py`: one entry per tensor axis) whose extents agree
    with the iteration space in every run: projected permutations, and,
    with a reduction, windows `p + r` (a parallel dim plus a reduction dim)
    whose extent is `ext(p) + ext(r) - 1` (a stride-1 window)."""
    reds = _reds(red)
    n_iter = rank + (len(reds[0]) if reds is not None else 0)
    r = len(shape_of[0])

    def ext(run: int, d: int) -> int:
        return reds[run][d - rank] if d >= rank else out_shapes[run][d]

    options = []
    for t in range(r):
        opts: list = [d for d in range(n_iter) if all(shape[t] == ext(run, d) for run, shape in enumerate(shape_of))]
        if reds is not None:
            for p in range(rank):
                for q in range(rank, n_iter):
                    if all(shape[t] == ext(run, p) + ext(run, q) - 1 and ext(run, q) > 1
                           for run, shape in enumerate(shape_of)):
                        opts.append((p, q))
        options.append(opts)
    found = []
    for dims in itertools.product(*options):
        used = [d for e in dims for d in ((e,) if isinstance(e, int) else e)]
        if len(used) != len(set(used)):
            continue
        found.append(dims)
    found.sort(key=lambda ds: (not dm.plain(ds), list(ds) != sorted(ds, key=str), [str(e) for e in ds]))
    return found


class Space:
    """The sample points of one family over all runs, and leaf values."""

    def __init__(self, runs: list[Run], out: int, reduce_extent: list[int] | None):
        self.runs = runs
        self.out = out
        self.rank = len(runs[0].sizes[out])
        self.red = reduce_extent
        self.points: list[tuple[int, tuple[int, ...]]] = []
        reds = _reds(reduce_extent)
        self.nred = len(reds[0]) if reds is not None else 0
        for r, run in enumerate(runs):
            ext = list(run.sizes[out]) + (list(reds[r]) if reds is not None else [])
            for p in itertools.product(*(range(n) for n in ext)):
                self.points.append((r, p))

    def leaf_values(self, leaf: Term) -> tuple[float, ...]:
        vals = []
        for r, p in self.points:
            run = self.runs[r]
            if leaf[0] == "out":
                vals.append(run.before[self.out][_flat(run.sizes[self.out], p[: self.rank])])
            elif leaf[0] == "const":
                vals.append(leaf[1])
            else:
                pos, dims = leaf[1], leaf[2]
                vals.append(run.before[pos][_flat(run.sizes[pos], dm.point(p, dims))])
        return tuple(vals)

    def leaves(self, inputs: list[int], with_out: bool, constants: tuple = ()) -> list[Term]:
        out_shapes = [run.sizes[self.out] for run in self.runs]
        found: list[Term] = []
        for pos in inputs:
            shapes = [run.sizes[pos] for run in self.runs]
            for dims in _maps(shapes, out_shapes, self.rank, self.red):
                found.append(("arg", pos, dims))
        if self.red is not None:
            found = [t for t in found if dm.mentions(t[2], self.rank)] + [t for t in found if not dm.mentions(t[2], self.rank)]
        if with_out:
            found.append(("out",))
        found += [("const", c) for c in dict.fromkeys(CONSTANTS + tuple(constants))]
        return found


def _key(values: tuple[float, ...]) -> tuple:
    return tuple("nan" if math.isnan(v) else v for v in values)


def enumerate_terms(space: Space, leaves: list[Term], max_size: int, budget: Budget) -> Iterator[tuple[Term, tuple[float, ...]]]:
    """Terms by increasing size, one per observed value vector."""
    seen: set = set()
    by_size: dict[int, list[tuple[Term, tuple[float, ...]]]] = {1: []}
    for leaf in leaves:
        v = space.leaf_values(leaf)
        if _key(v) not in seen:
            seen.add(_key(v))
            by_size[1].append((leaf, v))
            yield leaf, v
    for size in range(2, max_size + 1):
        by_size[size] = []
        new: list[tuple[Term, tuple[float, ...]]] = []
        for op in terms.ENUMERATED_UNARY:
            for t, v in by_size[size - 1]:
                new.append(((op, t), tuple(terms.apply(op, [x]) for x in v)))
        for op in terms.ENUMERATED_BINARY:
            comm = terms.BINARY[op][2]
            for ls in range(1, size - 1):
                rs = size - 1 - ls
                if comm and ls > rs:
                    continue
                for (lt, lv), (rt, rv) in itertools.product(by_size[ls], by_size[rs]):
                    if lt[0] == rt[0] == "const":
                        continue
                    new.append(((op, lt, rt), tuple(terms.apply(op, [a, b]) for a, b in zip(lv, rv))))
                    if len(new) > budget.limit:
                        break
        for t, v in new:
            k = _key(v)
            if k in seen:
                continue
            seen.add(k)
            by_size[size].append((t, v))
            yield t, v
            if budget.tried >= budget.limit:
                return


def target_of(runs: list[Run], out: int) -> list[float]:
    return [x for run in runs for x in run.after[out]]


def matches(values, target) -> bool:
    return len(values) == len(target) and all(close(a, b) for a, b in zip(values, target))


def term_values(space: Space, term: Term) -> tuple[float, ...]:
    """The term's value at every sample point of `space`."""
    kind = term[0]
    if kind in terms.LEAVES:
        return space.leaf_values(term)
    children = [term_values(space, t) for t in term[1:]]
    return tuple(terms.apply(kind, list(xs)) for xs in zip(*children))


def fold(space: Space, values: tuple[float, ...], combiner: str, init: float | None) -> list[float]:
    """The reduced output values (row-major per run) of an element term."""
    out: list[float] = []
    i = 0
    for r, run in enumerate(space.runs):
        shape = run.sizes[space.out]
        k_n = math.prod(_reds(space.red)[r])
        for p in itertools.product(*(range(n) for n in shape)):
            acc = run.before[space.out][_flat(shape, p)] if init is None else init
            for _ in range(k_n):
                acc = terms.apply(combiner, [acc, values[i]])
                i += 1
            out.append(acc)
    return out


def reduction_extents(runs: list[Run], inputs: list[int]) -> list[list[int]]:
    """The extents (one per run) a new reduction dim may have: those of
    some dim of some input."""
    extents = []
    for pos in inputs:
        for t in range(len(runs[0].sizes[pos])):
            e = [run.sizes[pos][t] for run in runs]
            if e not in extents:
                extents.append(e)
    return extents


def reduction_spaces(runs: list[Run], inputs: list[int], out: int, max_dims: int = 3) -> list[list[tuple[int, ...]]]:
    """The extents (per run, one per reduction dim) of reductions over up
    to `max_dims` dims: a dim of an input (as `reduction_extents`), then
    several distinct dims of one input in axis order (a convolution's
    filter: kh, kw, ci), then windows: `S - P + 1` for an input axis of
    extent S and an output axis of extent P (a pooling window no input
    holds), several in axis order."""
    spaces: list[list[tuple[int, ...]]] = [[(e,) for e in ext] for ext in reduction_extents(runs, inputs)]

    def add(space: list[tuple[int, ...]]) -> None:
        if space not in spaces and all(all(x > 0 for x in t) for t in space):
            spaces.append(space)

    for n in range(2, max_dims + 1):
        for pos in inputs:
            for axes in itertools.combinations(range(len(runs[0].sizes[pos])), n):
                add([tuple(run.sizes[pos][t] for t in axes) for run in runs])
    windows = []
    for pos in inputs:
        for t in range(len(runs[0].sizes[pos])):
            for d in range(len(runs[0].sizes[out])):
                w = [run.sizes[pos][t] - run.sizes[out][d] + 1 for run in runs]
                if all(x > 1 for x in w) and (t, d) not in [(a, b) for a, b, _ in windows] and t == d:
                    windows.append((t, d, w))
    for n in range(1, max_dims + 1):
        for combo in itertools.combinations(windows, n):
            add([tuple(c[2][r] for c in combo) for r in range(len(runs))])
    return spaces


def search(
    runs: list[Run], out: int, inputs: list[int], budget: Budget, max_size: int = 5, constants: tuple = (),
    fresh: bool = False,
) -> Iterator[Candidate]:
    """Candidates that match every run, simplest first; `constants` (the
    kernel's own float constants) join `CONSTANTS` as leaves.  A `fresh`
    output has no initial content to read."""
    target = target_of(runs, out)
    rank = len(runs[0].sizes[out])
    if target and all(close(x, target[0]) for x in target) and not math.isnan(target[0]):
        budget.spend()
        yield Candidate(out, rank, False, ("const", target[0]))
    space = Space(runs, out, None)
    for term, values in enumerate_terms(space, space.leaves(inputs, not fresh, constants), max_size, budget):
        if not budget.spend():
            break
        if matches(values, target):
            yield Candidate(out, rank, False, term)
    for ext in reduction_extents(runs, inputs):
        space = Space(runs, out, ext)
        leaves = [t for t in space.leaves(inputs, False) if t[0] != "const"]
        if not any(t[0] == "arg" and rank in t[2] for t in leaves):
            continue
        for term, values in enumerate_terms(space, leaves, 3, budget):
            if not any(l[0] == "arg" and rank in l[2] for l in terms.leaves(term)):
                continue
            for combiner, inits in COMBINERS:
                for init in inits:
                    if init is None and fresh:
                        continue
                    if not budget.spend():
                        return
                    if matches(fold(space, values, combiner, init), target):
                        yield Candidate(out, rank, True, term, combiner, init)


def partials(runs: list[Run], cand: Candidate, tmp=None) -> list[dict[tuple[int, ...], list[float]]]:
    """Per run, per output element, the value after each reduction step;
    `tmp(r, s, idx)` gives the final value of a stage's element."""
    ext = red_extents(runs, cand) if cand.reduce else None
    result = []
    for r, run in enumerate(runs):
        shape = run.sizes[cand.out]
        table: dict[tuple[int, ...], list[float]] = {}
        for p in itertools.product(*(range(n) for n in shape)):
            init = run.before[cand.out][_flat(shape, p)] if cand.init is None else cand.init
            if not cand.reduce:
                table[p] = [terms.evaluate(cand.body, lambda leaf: _leaf(run, cand.out, leaf, p, r, tmp))]
                continue
            acc, steps = init, []
            for k in itertools.product(*(range(n) for n in ext[r])):
                v = terms.evaluate(cand.body, lambda leaf: _leaf(run, cand.out, leaf, p + k, r, tmp))
                acc = terms.apply(cand.combiner, [acc, v])
                steps.append(acc)
            table[p] = steps
        result.append(table)
    return result


def _leaf(run: Run, out: int, leaf: Term, p: tuple[int, ...], r: int = 0, tmp=None) -> float:
    if leaf[0] == "tmp":
        return tmp(r, leaf[1], dm.point(p, leaf[2]))
    if leaf[0] == "out":
        return run.before[out][_flat(run.sizes[out], p[: len(run.sizes[out])])]
    pos, dims = leaf[1], leaf[2]
    return run.before[pos][_flat(run.sizes[pos], dm.point(p, dims))]


def red_extents(runs: list[Run], cand: Candidate) -> list[tuple[int, ...]]:
    """Per run, the extent of each reduction dim: the axis of an input it
    indexes alone, else a window's `S - P + 1`."""
    arg_leaves = [leaf for leaf in terms.leaves(cand.body) if leaf[0] == "arg"]
    out = []
    for run in runs:
        ext = []
        for d in cand.red_dims:
            hit = next((run.sizes[leaf[1]][dm.axis(leaf[2], d)] for leaf in arg_leaves
                        if dm.axis(leaf[2], d) is not None), None)
            if hit is None:
                hit = next((run.sizes[leaf[1]][t] - run.sizes[cand.out][e[0]] + 1 for leaf in arg_leaves
                            for t, e in enumerate(leaf[2]) if isinstance(e, tuple) and e[1] == d), None)
            ext.append(hit if hit is not None else 0)
        out.append(tuple(ext))
    return out
