"""Prophecies for the kernel's stores, inferred from its traced runs.

For each store into the output, every traced event is compared with the
lifted formula's values:

* all events store the fill constant -> `<out>_init [idx]`;
* the formula has no reduction and every event stores the final element
  -> `<out>_lifted [idx]`;
* otherwise each event's value must equal exactly one partial reduction
  `R(idx, k)`, and `k` must be the same integer affine function of the
  `scf.for` induction variables around the store in every event (found by
  exact Gaussian elimination): `<out>_lifted [idx] stage [k]`.

The element index is the store's own index operands (the output buffer is
the spec tensor).  A reduction result stored after its loop (a register
accumulator) is the final element when every event stores it:
`<out>_lifted [idx]`.

A float an `scf.for` carries (`stages.Carried`: a stage of a multi-stage
formula, or the output's own reduction kept in a register) gets its
prophecy on the value the loop yields, as `verify/carried.py` reads it:
`<tensor> [idx] stage [k]`.  The element index is read off the loop's
loads, whose index operands the trace records at the yield: the load that
reads the tensor's dim `d` gives it (the first whose operand is in scope
at the yield); the step is fitted as for stores.  An inference is only a
proposal: `--verify` proves or refutes it for all sizes.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import IndexType, IntegerAttr, SymbolRefAttr
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from tvmlir.lifting import stages, terms
from tvmlir.lifting.kernel import Run, StoreEvent, enclosing_ivs
from tvmlir.lifting.search import Candidate, close, partials, red_extents
from tvmlir.tv_dialect.prophecy import ProphesyOp


@dataclass(frozen=True)
class Prophecy:
    store: Operation  # a memref.store, or the scf.yield of a carried value
    tensor: str  # "init", "lifted", or a stage tensor's name
    stage: tuple[Fraction, ...] | None  # coefficients of the ivs (innermost first), then the constant
    operand: int = 0  # the operand it wraps (the store's value; the yield's iter_arg)
    indices: tuple[SSAValue, ...] | None = None  # None: the store's own indices
    stage_dims: tuple[tuple[Fraction, ...], ...] = ()  # several reduction dims: one function per dim


class NoProphecy(Exception):
    """A store whose events fit no prophecy (the reason says which)."""


def solve(rows: list[tuple[tuple[int, ...], int]]) -> tuple[Fraction, ...] | None:
    """Integer w with x.w + w_c = y for all rows (x, y), or None (exact
    Gauss-Jordan elimination; free variables are 0)."""
    if not rows:
        return None
    n = len(rows[0][0]) + 1
    mat = [[Fraction(v) for v in x] + [Fraction(1), Fraction(y)] for x, y in set(rows)]
    pivots, r = [], 0
    # the constant first, then the variables in order (innermost loop first):
    # a variable that is constant in every event (a block size passed to an
    # outlined kernel) then stays free (0) instead of standing for the offset
    for c in [n - 1, *range(n - 1)]:
        p = next((i for i in range(r, len(mat)) if mat[i][c] != 0), None)
        if p is None:
            continue
        mat[r], mat[p] = mat[p], mat[r]
        mat[r] = [v / mat[r][c] for v in mat[r]]
        for i in range(len(mat)):
            if i != r and mat[i][c] != 0:
                mat[i] = [a - mat[i][c] * b for a, b in zip(mat[i], mat[r])]
        pivots.append(c)
        r += 1
    if any(all(v == 0 for v in row[:n]) and row[n] != 0 for row in mat):
        return None
    w = [Fraction(0)] * n
    for i, c in enumerate(pivots):
        w[c] = mat[i][n]
    if any(v.denominator != 1 for v in w):
        return None
    if any(sum(a * b for a, b in zip(list(x) + [1], w)) != y for x, y in rows):
        return None
    return tuple(w)


def infer(runs: list[Run], cand: Candidate, describe, stage_names: list[str] = ()) -> list[Prophecy]:
    done = stages.tables(runs, cand.stages)
    tables = partials(runs, cand, lambda r, s, idx: stages.final(done, r, s, idx, cand.stages[s].init))
    found = []
    for s, st in enumerate(cand.stages):
        if st.carried is not None:
            found.append(_carried(runs, st.carried, st.body, st.rank, done[s], stage_names[s], describe))
        elif st.reduce:
            found += _in_memory(runs, st, done[s], stage_names[s], describe)
        else:
            found.append(Prophecy(st.store, stage_names[s], None))  # a temporary: its element, at the store's index
    if cand.carried is not None:
        found.append(_carried(runs, cand.carried, cand.body, cand.rank, tables, "lifted", describe))
    stores: dict[Operation, list[tuple[int, StoreEvent]]] = {}
    for r, run in enumerate(runs):
        for ev in run.events.get(cand.out, []):
            stores.setdefault(ev.op, []).append((r, ev))
    for op, events in stores.items():
        if cand.init is not None and all(ev.value == cand.init for _, ev in events):
            found.append(Prophecy(op, "init", None))
            continue
        if not cand.reduce:
            if all(close(ev.value, tables[r][ev.index][0]) for r, ev in events):
                found.append(Prophecy(op, "lifted", None))
                continue
            raise NoProphecy(f"the values stored by {describe(op)} are not the lifted formula's elements")
        if all(tables[r][ev.index] and close(ev.value, tables[r][ev.index][-1]) for r, ev in events):
            found.append(Prophecy(op, "lifted", None))  # a register accumulator's result
            continue
        rows, ambiguous = [], 0
        for r, ev in events:
            ks = [k for k, v in enumerate(tables[r][ev.index]) if close(ev.value, v)]
            if len(ks) == 1:
                rows.append((ev.ivs, ks[0], r))
            elif not ks:
                raise NoProphecy(f"a value stored by {describe(op)} is no partial reduction of the lifted formula")
            else:
                ambiguous += 1
        if cand.nred == 1:
            w = solve([(ivs, k) for ivs, k, _ in rows])
            if w is None:
                raise NoProphecy(f"the reduction step stored by {describe(op)} is no affine function of its loop indices")
            found.append(Prophecy(op, "lifted", w))
            continue
        exts = red_extents(runs, cand)
        ws = []
        for c in range(cand.nred):  # each reduction dim's step, from the flat step in row-major order
            w = solve([(ivs, _digit(k, exts[r], c)) for ivs, k, r in rows])
            if w is None:
                raise NoProphecy(f"reduction dim {c} of the step stored by {describe(op)} is no affine function of "
                                 "its loop indices")
            ws.append(w)
        found.append(Prophecy(op, "lifted", ws[0], stage_dims=tuple(ws)))
    return found


def _digit(k: int, extents: tuple[int, ...], c: int) -> int:
    """Digit `c` of the flat step `k` in the mixed radix of `extents`."""
    for e in reversed(extents[c + 1:]):
        k //= e
    return k % extents[c]


def _carried(runs: list[Run], carried, body, rank: int, tables: list[dict], tensor: str, describe) -> Prophecy:
    """The prophecy of a carried value: the element from the loads' index
    operands, the step fitted on the loop indices."""
    key = (carried.yield_op, carried.k)
    events = [(r, ev) for r, run in enumerate(runs) for ev in run.carried.get(key, [])]
    return _fitted(carried.yield_op, carried.k, events, [], body, carried.loads, rank, tables, tensor, describe)


def _in_memory(runs: list[Run], st, tables: list[dict], tensor: str, describe) -> list[Prophecy]:
    """A reduction accumulating in a temporary: the store of the init gets
    `<stage>_init [idx]`, the accumulating store `<stage> [idx] stage [k]`
    (the cell is not the stage tensor: idx is read off the loads)."""
    events = [(r, ev) for r, run in enumerate(runs) for ev in run.temps.get(st.store, [])]
    inits = [ev for run in runs for ev in run.temps.get(st.init_store, [])]
    if len(st.store.operands) - 2 == st.rank:  # the buffer has the stage's shape: its own cells
        p = _fitted(st.store, 0, events, inits, st.body, st.loads, st.rank, tables, tensor, describe, own=True)
        return [p, Prophecy(st.init_store, f"{tensor}_init", None)]
    p = _fitted(st.store, 0, events, inits, st.body, st.loads, st.rank, tables, tensor, describe)
    return [p, Prophecy(st.init_store, f"{tensor}_init", None, 0, p.indices)]


def _fitted(op, operand: int, events: list, also: list, body, loads, rank: int, tables: list[dict], tensor: str, describe, own: bool = False) -> Prophecy:
    """`tensor [idx] stage [k]` for the value `op` writes: dim d of idx is
    the index operand of a load of the body along d that is in scope at
    every event (and at the events `also`), or with `own` the store's own
    index; k one affine function of the loop indices."""
    arg_leaves = [leaf for leaf in terms.leaves(body) if leaf[0] == "arg"]
    envs = [ev.env for _, ev in events] + [ev.env for ev in also]
    indices = []
    for d in range(0 if own else rank):
        v = next(
            (
                load.indices[leaf[2].index(d)]
                for leaf, load in zip(arg_leaves, loads)
                if d in leaf[2] and all(load.indices[leaf[2].index(d)] in env for env in envs)
            ),
            None,
        )
        if v is None:
            raise NoProphecy(f"no load gives the index of dim {d} of the value {describe(op)} writes")
        indices.append(v)
    rows = []
    for r, ev in events:
        idx = ev.index if own else tuple(ev.env[v] for v in indices)
        ks = [k for k, v in enumerate(tables[r].get(idx, [])) if close(ev.value, v)]
        if not ks:
            raise NoProphecy(f"a value {describe(op)} writes is no partial reduction of its lifted stage")
        if len(ks) == 1:
            rows.append((ev.ivs, ks[0]))
    w = solve(rows)
    if w is None:
        raise NoProphecy(f"the reduction step {describe(op)} writes is no affine function of its loop indices")
    return Prophecy(op, tensor, w, operand, None if own else tuple(indices))


def _index_expr(store: Operation, w: tuple[Fraction, ...]) -> SSAValue:
    ivs = enclosing_ivs(store)
    point = InsertPoint.before(store)
    total: SSAValue | None = None

    def add(v: SSAValue) -> None:
        nonlocal total
        if total is None:
            total = v
        else:
            op = arith.AddiOp(total, v)
            Rewriter.insert_op(op, point)
            total = op.result

    def const(c: int) -> SSAValue:
        op = arith.ConstantOp(IntegerAttr(c, IndexType()))
        Rewriter.insert_op(op, point)
        return op.result

    for coef, iv in zip(w, ivs):
        if coef == 0:
            continue
        if coef == 1:
            add(iv)
        else:
            m = arith.MuliOp(const(int(coef)), iv)
            Rewriter.insert_op(m, point)
            add(m.result)
    if w[-1] != 0 or total is None:
        add(const(int(w[-1])))
    assert total is not None
    return total


def insert(prophecies: list[Prophecy], spec_name: str, names: tuple[str, str]) -> None:
    """Wrap each store's value (each carried value) in its `tv.prophesy`."""
    for p in prophecies:
        store = p.store
        if p.stage_dims:
            stage = [_index_expr(store, w) for w in p.stage_dims]
        else:
            stage = [] if p.stage is None else [_index_expr(store, p.stage)]
        tensor = {"init": names[0], "lifted": names[1]}.get(p.tensor, p.tensor)
        indices = list(store.indices) if p.indices is None else list(p.indices)  # type: ignore[attr-defined]
        op = ProphesyOp(store.operands[p.operand], SymbolRefAttr(spec_name, [tensor]), indices, stage)
        op.location = store.location
        Rewriter.insert_op(op, InsertPoint.before(store))
        store.operands[p.operand] = op.result
