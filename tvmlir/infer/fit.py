"""Which spec element a site's value is: one claim that fits every event.

A claim is `T [f(x)]` or `T [f(x)] stage [g(x)]`: a spec tensor, and its
element index (and reduction stage) as affine functions of the site's
variables `x` (`target_trace.scope_variables`).  A hypothesis `(T,
staged)` is kept only if every event's value is an element of `T` (a
stage of it, when staged) in the spec's run on the same input; then each
coordinate is fitted on the events whose value is that element alone
(*unique* events; exact rational elimination, `lifting.prophecy.solve`),
trying first one variable equal to it (the store's own index, a loop
index, a thread id: often the code already computes the index), then an
affine combination.  The fitted function must give, on every event, one of
the elements that hold its value.

Among the hypotheses that fit, the one with the most unique events wins,
then a final element over a stage (a register accumulator stored after
its loop holds both, and only the final element is right when the loop
runs zero times), except a stage that is a constant (a reduction
unrolled completely: `--verify` proves it step by step), then a tensor
the spec computes over an input.  Two
claims that fit the same runs can only both be proved if the spec makes
them equal (a broadcast row max and the max itself); otherwise the
proof fails, which is why the choice is free to be a heuristic.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from fractions import Fraction

from tvmlir.infer.spec_trace import SpecValues
from tvmlir.infer.target_trace import ARG, FOLDS, ID, IV, LANE, OWN, RESULT, VALUE, Event, Site
from tvmlir.lifting.prophecy import solve
from tvmlir.oracle.values import show
from tvmlir.verify.shuffles import is_tree_root

MAX_PER_COORDINATE = 4
MAX_COMBINATIONS = 256
STAGE_ORDER = {IV: 0, LANE: 1, ID: 2, ARG: 3, VALUE: 4, OWN: 5}


@dataclass(frozen=True)
class Affine:
    """`const + sum(coef * variable[pos])`, over a site's variables."""

    terms: tuple[tuple[int, int], ...]  # (variable position, coefficient), coefficients nonzero
    const: int

    def eval(self, env: tuple) -> int | None:
        total = self.const
        for pos, coef in self.terms:
            if env[pos] is None:
                return None
            total += coef * env[pos]
        return total

    def describe(self, site: Site) -> str:
        parts = []
        for pos, coef in self.terms:
            name = _name(site, pos)
            parts.append(name if coef == 1 else f"{coef}*{name}")
        if self.const or not parts:
            parts.append(str(self.const))
        return " + ".join(parts).replace("+ -", "- ")


def _name(site: Site, pos: int) -> str:
    var = site.variables[pos]
    if var.kind == LANE:
        return f"lane{var.lane}"
    if var.kind == OWN and not var.value.name_hint:
        return f"idx{pos}"  # the store's own index `pos`
    return value_name(var.value)


_ARITH = {"arith.addi": "+", "arith.subi": "-", "arith.muli": "*", "arith.floordivsi": "floordiv", "arith.divui": "floordiv",
          "arith.remsi": "mod", "arith.remui": "mod"}
_IDS = {"gpu.thread_id": "thread_id", "gpu.block_id": "block_id", "gpu.block_dim": "block_dim", "gpu.grid_dim": "grid_dim"}


def value_name(v, depth: int = 2) -> str:
    """A short readable name for an index value: its name, a GPU id
    (`thread_id.x`), a constant, or a small expression."""
    if v.name_hint:
        return f"%{v.name_hint}"
    op = getattr(v, "op", None)
    if op is None:
        return f"%arg{getattr(v, 'index', '')}"
    if op.name in _IDS:
        dim = re.search(r"[xyz](?=>?$)", str(op.properties.get("dimension", "")).rstrip(">") + ">")
        return f"{_IDS[op.name]}.{dim.group(0) if dim else '?'}"
    if op.name == "arith.constant":
        value = op.properties.get("value")
        return str(value.value.data) if hasattr(value, "value") else "?"
    if op.name in _ARITH and depth > 0:
        a, b = (value_name(x, depth - 1) for x in op.operands)
        return f"({a} {_ARITH[op.name]} {b})"
    return "%" + op.name.split(".")[-1]


@dataclass(frozen=True)
class Claim:
    site: Site
    tensor: str
    index: tuple[Affine, ...]
    stage: tuple[Affine, ...] | None
    unique: int  # events whose value is this element alone
    events: int

    def describe(self) -> str:
        idx = ", ".join(a.describe(self.site) for a in self.index)
        text = f"@{self.tensor} [{idx}]"
        if self.stage is not None:
            text += " stage [" + ", ".join(a.describe(self.site) for a in self.stage) + "]"
        return text


class NoClaim(Exception):
    """No claim fits the events; the message says why."""


def _single(p: int) -> Affine:
    return Affine(((p, 1),), 0)


def _solved(w: tuple[Fraction, ...], positions: list[int]) -> Affine:
    terms = tuple((p, int(c)) for p, c in zip(positions, w[:-1]) if c != 0)
    return Affine(terms, int(w[-1]))


def _candidates(site: Site, q: int, rows: list[tuple[tuple, int]], available: list[int], stage: bool) -> list[Affine]:
    """Functions for coordinate `q`, most preferred first: `rows` are the
    unique events' (env, element coordinate)."""
    order = sorted(available, key=lambda p: STAGE_ORDER[site.variables[p].kind]) if stage else available
    found: list[Affine] = []
    if not rows:  # every event is ambiguous (a fill): the store's own index, else 0
        own = [p for p in order if site.variables[p].kind == OWN]
        if not stage and q < len(own):
            found.append(_single(own[q]))
        found.append(Affine((), 0))
        found += [_single(p) for p in order]
        return found[:MAX_PER_COORDINATE]
    for p in order:
        if all(env[p] == y for env, y in rows):
            found.append(_single(p))
            if len(found) >= MAX_PER_COORDINATE - 1:
                break
    w = solve([(tuple(env[p] for p in order), y) for env, y in rows])
    if w is not None:
        a = _solved(w, order)
        if a not in found:
            found.append(a)
    return found


@dataclass
class _Hypothesis:
    tensor: str
    staged: bool
    matches: list[set[tuple[int, ...]]]  # per event: the elements (index + stage) holding its value
    rank: int  # index coordinates (the rest are the stage's)


def hypotheses(events: list[Event], spec: list[SpecValues], tolerance: float = 0.0) -> list[_Hypothesis]:
    """Every (tensor, staged) that holds each event's value somewhere
    (within a relative `tolerance`, when not 0)."""
    per: dict[tuple[str, bool], list[set]] | None = None
    ranks: dict[tuple[str, bool], int] = {}
    for e in events:
        groups: dict[tuple[str, bool], set] = {}
        found = spec[e.run].lookup_near(e.value, tolerance) if tolerance else spec[e.run].lookup(e.value)
        for name, idx, k in found:
            key = (name, k is not None)
            groups.setdefault(key, set()).add(idx + (k or ()))
            ranks[key] = len(idx)
        if per is None:
            per = {key: [s] for key, s in groups.items()}
        else:
            per = {key: [*lst, groups[key]] for key, lst in per.items() if key in groups}
        if not per:
            return []
    return [_Hypothesis(name, staged, m, ranks[(name, staged)]) for (name, staged), m in (per or {}).items()]


def fit(site: Site, h: _Hypothesis, events: list[Event]) -> Claim | None:
    width = len(next(iter(h.matches[0])))
    available = [p for p in range(len(site.variables)) if all(e.env[p] is not None for e in events)]
    unique = [(e, next(iter(m))) for e, m in zip(events, h.matches) if len(m) == 1]
    per_coord = []
    for q in range(width):
        rows = [(e.env, t[q]) for e, t in unique]
        per_coord.append(_candidates(site, q, rows, available, q >= h.rank))
    found = _first_fit(site, h, events, per_coord, len(unique))
    if found is not None:
        return found
    # The unique events did not determine the functions (a running max is
    # the same element at several stages): search small affine functions
    # that every event admits, coordinate by coordinate.
    searched = [_search(q, events, h.matches, available) for q in range(width)]
    return _first_fit(site, h, events, searched, len(unique))


def _first_fit(site: Site, h: _Hypothesis, events: list[Event], per_coord: list[list[Affine]], unique: int) -> Claim | None:
    for combo in itertools.islice(itertools.product(*per_coord), MAX_COMBINATIONS):
        if all(tuple(a.eval(e.env) for a in combo) in m for e, m in zip(events, h.matches)):
            index, stage = combo[: h.rank], combo[h.rank:]
            return Claim(site, h.tensor, tuple(index), tuple(stage) if h.staged else None, unique, len(events))
    return None


MAX_SEARCH_TERMS = 2
MAX_SEARCH_EVENTS = 256


def _search(q: int, events: list[Event], matches: list[set[tuple[int, ...]]], available: list[int]) -> list[Affine]:
    """Functions `c + sum(+-x)` of at most `MAX_SEARCH_TERMS` variables
    such that every event holds an element whose coordinate `q` they give
    (the constant is what the events leave: the intersection of `t[q] -
    sum` over their elements `t`), fewest terms first.  A tail tile's
    running stage is `%iv + %min - 1` (`%min` the tile's clamped extent),
    which the unique events alone (the last stage) leave open."""
    sample = list(zip(events, matches))[:MAX_SEARCH_EVENTS]
    found: list[Affine] = []
    for size in range(MAX_SEARCH_TERMS + 1):
        for positions in itertools.combinations(available, size):
            for coefs in itertools.product((1, -1), repeat=size):
                consts: set[int] | None = None
                for e, m in sample:
                    base = sum(c * e.env[p] for p, c in zip(positions, coefs))
                    here = {t[q] - base for t in m}
                    consts = here if consts is None else consts & here
                    if not consts:
                        break
                if consts:
                    found.append(Affine(tuple(zip(positions, coefs)), min(consts, key=abs)))
                    if len(found) >= MAX_PER_COORDINATE:
                        return found
    return found


def infer_claim(site: Site, events: list[Event], spec: list[SpecValues], kinds: dict[str, str],
                tolerance: float = 0.0) -> Claim:
    """The claim of `site` (module doc), or `NoClaim` with the reason.
    Under assume-reassoc (`tolerance` > 0), a site whose values are no
    spec element exactly is matched up to that relative rounding (a
    reordered sum, a shuffle tree): the claim is only a guess, proved or
    refused by `--verify` like any other."""
    if not events:
        raise NoClaim("it never ran on the inputs tried")
    hyps = hypotheses(events, spec)
    if not hyps and tolerance:
        hyps = hypotheses(events, spec, tolerance)
    if not hyps:
        e = next((e for e in events if not spec[e.run].lookup(e.value)), None)
        if e is not None:
            raise NoClaim(f"the value {show(e.value)} it produced in run {e.run} is no element of any spec tensor")
        raise NoClaim("its values are elements of different spec tensors in different executions")
    fitted = [c for h in hyps if (c := fit(site, h, events)) is not None]
    if not fitted:
        names = ", ".join(sorted({f"@{h.tensor}" + (" (stages)" if h.staged else "") for h in hyps}))
        raise NoClaim(f"its values are elements of {names}, but at no element that is one affine function of the index values in scope")

    fold = site.op is not None and site.op.name in FOLDS and site.operand == RESULT
    # a shuffle tree is proved against a final element (verify/shuffles.py)
    tree = site.op is not None and site.operand == RESULT and is_tree_root(site.op)

    def rank(c: Claim):
        # a stage that is a constant (a fully unrolled reduction) is proved
        # step by step, where the final element of the same value is not
        fixed_stage = c.stage is not None and all(not a.terms for a in c.stage)
        order = 0 if fixed_stage and not tree else 1 if c.stage is None else 2
        # a fold's result is proved lane by lane against a reduction's
        # steps; the same value as an elementwise image of the reduction
        # (torch's `sum + 0`, which IREE drops) is a whole fold against a
        # spec element past the unfolding depth
        image = fold and kinds.get(c.tensor) != "reduction"
        return (-c.unique, image, order, kinds.get(c.tensor) == "input")

    return min(fitted, key=rank)
