"""Reordered reductions as sets of reduced elements (thesis chapter 7).

A reduction whose combiner is associative and commutative can be computed
in any order: `m(i) = init(i) (+) x(i,0) (+) ... (+) x(i,K-1)` equals
`init(i) (+) p_0 (+) ... (+) p_R` whenever the partials `p_r`, each
started from the combiner's neutral element, together combine every
reduced index `k` exactly once.  `reordered.py` finds such a lowering (a
merge of partial accumulators); this module proves it for all sizes.

**Values.** A cell of the heap maps to its *base* (an ordinary value: the
spec's init, or the neutral element) and to one *accumulated element*
`R[i.., k..]` per reduced element `(i, k)` of spec reduction `@m` combined
into it since (`heap.ACCUMULATED` tuples, which add to a cell instead of
overriding it).  Its value is `base (+) (+)_{(i,k) in set} body_m(i, k)`.

**Steps**, in the lowered code (`Mode.store`):
* a store of a constant without prophecy that is the combiner's neutral
  element (z3: `c (+) v = v` for every `v`) writes the base `neutral`;
* an *accumulation* `c[l] := c[l] (+) e`, with a prophecy naming `@m` at
  `(i, k)` (the reduced index it accumulates: upstream keeps it right
  through `tile_reduction_using_forall` and `split_reduction`), adds the
  element `(i, k)`.  Obligations: `(i, k)` is in `@m`'s domain; `e` is the
  spec's element, `c (+) e = body_m(i, k; out = c)` for every `c` (z3);
  the element is not in the cell already (`reduced once`, isl);
* a *merge* `c[l] := c[l] (+) d[l']` (no prophecy) adds the elements of
  the cell `d[l']`, whose base must be the neutral element (so it adds
  nothing else), none of them in `c[l]` already.

**Loops.** Accumulated elements of all iterations add up
(`heap.iterated_update`); a loop that both overwrites and accumulates a
cell is `unsupported`.  The loop invariant sees the elements of earlier
iterations, so `reduced once` in the body covers repetitions across
iterations.  Parallel iterations accumulating one cell race (each loads
it), which the race obligations report.

**Summary** (`summarize`, at the function's outputs): a cell of an output
buffer bound to `@m` whose set is exactly `{(x, k) : 0 <= k < K}` for its
own index `x` (`reduction complete`, isl) and whose base is `init(x)`
(z3) holds `m(x)`, by associativity and commutativity: only those are
used, and only for combiners that have them exactly (`max`/`min` on
floats and integers, integer `add`/`mul`/bitwise ops) or that the spec
licenses (`addf`/`mulf` with `fastmath<reassoc>`).  Any other read of a
cell with accumulated elements is `unsupported`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl
import z3
from xdsl.ir import Operation, OpResult, SSAValue

from tvmlir.affine import checks, heap, space
from tvmlir.affine.space import D, param
from tvmlir.ir.attrs import op_attr
from tvmlir.ir.slices import backward_slice
from tvmlir.semantics.arith import fastmath_flags
from tvmlir.smt.budget import Budget, check, new_solver
from tvmlir.tv_dialect import ProphesyOp
from tvmlir.verify import copies, inferred
from tvmlir.verify.frame import Buffer, Frame, Val
from tvmlir.verify.obligations import (
    PROPHECY_IN_DOMAIN,
    REDUCED_ONCE,
    REDUCTION_COMPLETE,
    REDUCTION_ELEMENT,
    Outcome,
    VerifyUnsupported,
)
from tvmlir.verify.reordered import combiner_of, flagged_reason, read_modify_write
from tvmlir.verify.spec_model import SpecFunction, SpecTensor
from tvmlir.verify.state import SeqState

ACC = "acc"
"""Context key kind of an accumulated element: ("acc", spec tensor)."""
ACCREF = copies.ACCREF
"""("accref", storage): in the prophetic pass, "the elements the cell
`storage[..]` held when the loop started" (a merge; `copies.resolve`)."""
NEUTRAL = "neutral"
"""("neutral", combiner name, term): the neutral element, a base."""

EXACT = {
    "arith.maximumf", "arith.minimumf", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui",
    "arith.addi", "arith.muli", "arith.andi", "arith.ori", "arith.xori",
}
"""Combiners that are associative and commutative exactly (IEEE
`maximum`/`minimum` order -0 < +0 and propagate NaN; `maxnumf`/`minnumf`
are not here: their choice between signed zeros is not a function)."""
LICENSED = {"arith.addf", "arith.mulf"}
"""Float combiners whose reordering needs the spec's `fastmath<reassoc>`."""

NEUTRAL_BUDGET = Budget(timeout_ms=2000, rlimit=2_000_000)
"""Budget of proving a constant neutral for a combiner (one scalar
query; undecided is "not neutral", which only refuses the rewrite)."""


@dataclass
class Mode:
    """Reductions of the spec that may be evaluated as sets, by combiner."""

    combiners: dict[str, tuple[SpecTensor, Operation]]
    """Combiner op name -> (a spec reduction combining with it, that op)."""
    assumed_reassoc: bool = False
    """`verify{assume-reassoc}`: float add/mul are reorderable whatever
    the spec says, and a zero of either sign is addf's neutral element."""
    _neutral: dict[tuple[str, int], bool] = field(default_factory=dict)
    """(combiner, constant term id) -> whether z3 proved it neutral: a fill
    store is met in the prophetic and the symbolic pass, asked once."""

    @staticmethod
    def of(spec: SpecFunction, assume_reassoc: bool = False) -> Mode | None:
        found: dict[str, tuple[SpecTensor, Operation]] = {}
        for t in spec.tensors.values():
            if reorderable(t, assume_reassoc):
                comb = _combiner_op(t)
                found.setdefault(comb.name, (t, comb))
        return Mode(found, assume_reassoc) if found else None

    def step_load(self, load: Operation) -> bool:
        """`load` is the accumulator or the merged partial of a step: its
        value is not needed (the step adds elements)."""
        uses = list(load.results[0].uses)
        if len(uses) != 1:
            return False
        comb = uses[0].operation
        if comb.name not in self.combiners or len(list(comb.results[0].uses)) != 1:
            return False
        user = next(iter(comb.results[0].uses)).operation
        if isinstance(user, ProphesyOp):
            if len(list(user.result.uses)) != 1:
                return False
            user = next(iter(user.result.uses)).operation
        return user.name == "memref.store" and self.accumulation(user) is not None

    # --- recognizing the steps ---------------------------------------------

    def accumulation(self, store: Operation) -> tuple[Operation, SSAValue, SSAValue, ProphesyOp | None] | None:
        """(combiner, accumulator load, other operand, prophecy) when
        `store` writes `c (+) e` into the cell `c` it loaded."""
        found = read_modify_write(store)
        if found is None or found[0].name not in self.combiners:
            return None
        comb, prophecy, orders = found
        if comb.parent_block() is not store.parent_block():
            return None
        for acc, other in orders:
            if _nothing_between(acc.op, store):
                return comb, acc, other, prophecy
        return None

    def reassoc_note(self, t: SpecTensor, comb: str) -> str:
        if "reassoc" in fastmath_flags(_combiner_op(t)):
            return (f"assumes: @{t.name}'s {comb} may be reassociated and reordered, as the spec's "
                    "fastmath<reassoc> licenses (a reordered reduction)")
        return (f"assumes: @{t.name}'s {comb} is associative and commutative with a zero of either sign "
                "as its neutral element (verify{assume-reassoc}; IEEE results of a reordered sum may "
                "differ in the last bits and in the sign of a zero)")

    def neutral_constant(self, ev, store: Operation) -> str | None:
        """The `neutral` context a store of a constant writes, if the
        constant is a reorderable combiner's neutral element."""
        value = store.operands[0]
        if not (isinstance(value, OpResult) and value.op.name == "arith.constant"):
            return None
        for name, (t, comb) in sorted(self.combiners.items()):
            if comb.operands[0].type != value.type:
                continue
            c = ev.term(Frame(), value).term
            if self.assumed_reassoc and name in LICENSED:
                number = getattr(op_attr(value.op, "value"), "value", None)
                if getattr(number, "data", number) == (0.0 if name == "arith.addf" else 1.0):
                    ev.note(self.reassoc_note(t, name))
                    return ev.context_of((NEUTRAL, name, c))
                continue
            if self._is_neutral(ev, comb, c, value.type):
                return ev.context_of((NEUTRAL, name, c))
        return None

    def _is_neutral(self, ev, comb: Operation, c: z3.ExprRef, element_type) -> bool:
        """z3: `c (+) v = v = v (+) c` for every `v`."""
        key = (comb.name, c.get_id())
        found = self._neutral.get(key)
        if found is None:
            v = z3.FreshConst(c.sort(), "v")
            found = True
            for operands in ((v, c), (c, v)):
                solver = new_solver()
                solver.add(z3.Not(ev.sem.same(ev.sem.encode(comb, list(operands)).results[0], v, element_type)))
                if check(solver, ev.prover.options.budget.at_most(NEUTRAL_BUDGET)) != z3.unsat:
                    found = False
                    break
            self._neutral[key] = found
        return found

    # --- evaluating them ---------------------------------------------------

    def store(self, ev, op: Operation, frame: Frame, gamma: isl.Set, st: SeqState, check: bool,
              buf: Buffer, loc: list[isl.PwAff]) -> bool:
        """Evaluate `op` as a step of a reordered reduction; False when it
        is not one."""
        cell = heap.location(buf.name, buf.storage(loc), gamma)
        found = self.accumulation(op)
        if found is None:
            if isinstance(op.operands[0], OpResult) and isinstance(op.operands[0].op, ProphesyOp):
                return False
            context = self.neutral_constant(ev, op)
            if context is None:
                return False
            st.write(heap.cell(buf.name, buf.storage(loc), context, [], gamma))
            return True
        comb, acc, other, prophecy = found
        flagged = flagged_reason(comb, self.combiners[comb.name][0].name)
        if flagged is not None:
            raise VerifyUnsupported(op, flagged)
        merge = (isinstance(other, OpResult) and other.op.name == "memref.load"
                 and ev.buffer(other.op, other.op.operands[0], frame).name not in ev.spec_inputs)
        if prophecy is not None or not merge:
            # A partial step: annotated, or bare (the annotation left the
            # reduction chain without prophecy) with its element read off
            # the input cells it loads.
            if prophecy is not None:
                t, staged = ev.prophecy_tensor(prophecy)
                if not staged or not reorderable(t, self.assumed_reassoc) or _combiner_op(t).name != comb.name:
                    return False
            else:
                t = self.combiners[comb.name][0]
            element = self.inputs_element(ev, t, other, frame, gamma)
            if element is not None:
                idx, stage = element
            elif prophecy is not None:
                idx = ev.indices(prophecy, prophecy.indices, frame, gamma)
                stage = ev.indices(prophecy, prophecy.stage, frame, gamma)
            else:
                return False
            if comb.name in LICENSED:
                ev.note(self.reassoc_note(t, comb.name))
            added = heap.cell(buf.name, buf.storage(loc), ev.context_of((ACC, t)), [*idx, *stage], gamma)
            if check:
                self._check_element(ev, prophecy or op, comb, acc, other, t, idx, stage, frame, gamma)
                self._check_once(ev, op, st, added, cell)
            st.write(added)
            return True
        # A merge: the elements of the cell `other` loaded.
        if not (isinstance(other, OpResult) and other.op.name == "memref.load"):
            return False
        load = other.op
        src = ev.buffer(load, load.operands[0], frame)
        src_loc = ev.indices(load, list(load.operands[1:]), frame, gamma)
        src_cell = isl.UnionSet(heap.location(src.name, src.storage(src_loc), gamma))
        pairs = isl.UnionMap.from_domain_and_range(isl.UnionSet(cell), src_cell)
        if check:
            current = st.current()
            assert current is not None
            content = current.intersect_domain(src_cell)
            self._check_neutral_base(ev, op, heap.plain(content), src, comb.name)
            self._check_combined_by(ev, op, heap.accumulated(content), comb.name)
            added = pairs.apply_range(heap.accumulated(content))
            self._check_once(ev, op, st, added, cell)
        else:
            written = st.delta.intersect_domain(src_cell)
            self._check_neutral_base(ev, op, heap.plain(written), src, comb.name)
            rest = src_cell.subtract(written.domain())
            added = pairs.apply_range(heap.accumulated(written).union(copies.refs(ev, rest, ACCREF)))
        st.write(added)
        return True

    def inputs_element(self, ev, t: SpecTensor, e: SSAValue, frame: Frame, gamma: isl.Set):
        """The element `(i, k)` of `@t` a step combines, read off the
        cells of the spec's inputs that `e` loads: each load of an input
        argument (one the function never writes, so its cell `c` holds the
        input's element `c`) fixes the loop dims of the body's indexing map
        for that input (loads of anything else fix nothing).  None when an
        input appears twice in the body or a dim stays unknown (the
        prophecy's element is used then).  Only a guess: the `reduction element`
        obligation checks it, and it is the same in both passes (it uses no
        heap), so the tuple the prophetic pass claims is the one checked."""
        loads = _loads_in(e)
        if not loads:
            return None
        cells = []
        for load in loads:
            buf = ev.buffer(load, load.operands[0], frame)
            found = inferred.input_element(ev, buf, ev.indices(load, list(load.operands[1:]), frame, gamma))
            if found is not None:
                cells.append(found)
        return inferred.element_of(t, cells)

    def _check_element(self, ev, prophecy, comb, acc, other, t: SpecTensor, idx, stage, frame, gamma) -> None:
        """`(i, k)` is in `@m`'s domain, strictly after its init, and the
        step combines the spec's element there."""
        ok = space.universe_params()
        for x, n in zip(idx, t.sizes):
            ok = ok.intersect(space.in_range(x, n))
        for x, n in zip(stage, t.stage_sizes()):
            ok = ok.intersect(space.in_range(x, n))
        bad = checks.holds_everywhere(gamma, ok)
        if bad.is_empty():
            ev.record(PROPHECY_IN_DOMAIN, prophecy, Outcome.OK)
        else:
            ev.record(PROPHECY_IN_DOMAIN, prophecy, Outcome.FAILED,
                      f"names a reduced element outside @{t.name}", ev.sample_text(bad))
        e = ev.term(frame, other)
        et = comb.results[0].type
        v = z3.FreshConst(ev.sem.sort(et), "acc")
        operands = [v, e.term] if comb.operands[0] is acc else [e.term, v]
        computed = ev.sem.encode(comb, operands).results[0]
        expected, undefined = ev.encoder.step(t, [ev.conv.pw_aff(x) for x in idx], [ev.conv.pw_aff(x) for x in stage], v)
        guard = z3.And(ev.conv.set(gamma), z3.Not(undefined))
        outcome, instance = ev.prover.prove_equal(REDUCTION_ELEMENT, guard, computed, expected, et, e.ub, e.poison)
        detail = "" if outcome == Outcome.OK else (
            f"the step does not combine @{t.name}'s element at the reduced index its prophecy names"
            if outcome in (Outcome.FAILED, Outcome.UNDECIDED) else "solver gave up"
        )
        ev.record(REDUCTION_ELEMENT, prophecy, outcome, detail, instance)

    def _check_once(self, ev, op: Operation, st: SeqState, added: isl.UnionMap, cell: isl.Set) -> None:
        """No element is combined into a cell twice (`update-ok`)."""
        current = st.current()
        assert current is not None
        before = heap.accumulated(current.intersect_domain(isl.UnionSet(cell)))
        twice = before.intersect(added)
        if twice.is_empty():
            ev.record(REDUCED_ONCE, op, Outcome.OK)
        else:
            ev.record(REDUCED_ONCE, op, Outcome.FAILED,
                      "combines a reduced element the cell already holds", ev.sample_text(twice.domain()))

    def _check_neutral_base(self, ev, op: Operation, base: isl.UnionMap, src: Buffer, comb: str) -> None:
        """A merged partial started from the merge's combiner's neutral
        element: its base adds nothing."""
        maps = base.get_map_list()
        for k in range(maps.n_map()):
            key = ev.contexts.get(maps.get_at(k).get_tuple_name(D.out), ("",))
            if key[0] != NEUTRAL or key[1] != comb:
                raise VerifyUnsupported(
                    op, f"merges a partial of {src.label} that did not start from {comb}'s neutral element"
                )

    def _check_combined_by(self, ev, op: Operation, elements: isl.UnionMap, comb: str) -> None:
        """The merged elements belong to reductions combined by the merge's
        own combiner (each step checked its tensor's)."""
        maps = elements.get_map_list()
        for k in range(maps.n_map()):
            key = ev.contexts[maps.get_at(k).get_tuple_name(D.out)]
            if key[0] != ACC or _combiner_op(key[1]).name != comb:
                raise VerifyUnsupported(op, f"merges elements of a reduction not combined by {comb}")


def summarize(ev, final: isl.UnionMap, buf: Buffer, tensor: SpecTensor, gamma: isl.Set, where: str) -> isl.UnionMap:
    """`final` with the cells of `buf` that accumulated `@tensor`'s elements
    replaced by `tensor`'s element, after `reduction complete` (isl) and
    the base (z3) are proved; unchanged where they are not (the final
    value obligation then fails on the opaque set)."""
    mine = heap.restrict_buffers(heap.accumulated(final), {buf.name})
    if mine.is_empty():
        return final
    cells = mine.domain()
    name = ev.context_of((ACC, tensor))
    xs = [f"__sx{d}" for d in range(len(buf.sizes))]
    ks = [f"__sk{d}" for d in range(tensor.stages)]
    box = gamma
    for k, n in zip(ks, tensor.stage_sizes()):
        box = box.intersect(space.in_range(param(k), n))
    expected = space.project_params(
        heap.cell(buf.name, [param(x) for x in xs], name, [param(x) for x in [*xs, *ks]], box), [*xs, *ks]
    ).intersect_domain(cells)
    if not mine.is_equal(expected):
        missing = expected.subtract(mine).domain()
        extra = mine.subtract(expected).domain()
        bad = missing if not missing.is_empty() else extra
        what = "misses reduced elements of" if not missing.is_empty() else "holds elements other than"
        ev.record(REDUCTION_COMPLETE, where, Outcome.FAILED,
                  f"a cell {what} @{tensor.name} at its own index", ev.sample_text(bad))
        return final
    ev.record(REDUCTION_COMPLETE, where, Outcome.OK, f"every cell combines all of @{tensor.name}'s reduced elements once")
    # The base: the spec's init at the cell's index.
    assert tensor.init is not None
    base = heap.plain(final).intersect_domain(cells)
    outcome, instance = ev.cells_hold(base, buf, tensor.init, cells, REDUCTION_COMPLETE)
    if outcome != Outcome.OK:
        ev.record(REDUCTION_COMPLETE, where, outcome,
                  f"the reduction did not start from @{tensor.init.name}" if outcome in (Outcome.FAILED, Outcome.UNDECIDED) else "solver gave up",
                  instance)
        return final
    summary = heap.identity_heap(buf.name, buf.sizes, ev.spec_context(tensor, False), gamma).intersect_domain(cells)
    return final.subtract_domain(cells).union(summary)


def read_summary(ev, h: isl.UnionMap, loc: isl.Set, op: Operation) -> Val:
    """The value of a cell that accumulated elements, read by a load that
    is not a step: `m(i)` when the cell's base is `init(i)` of the
    reduction `@m` it accumulated and its elements are exactly `{(i, k) :
    0 <= k < K}` (isl, for every parameter value of the read); otherwise
    the read is `unsupported` (a reduction read before it is complete)."""
    cell = isl.UnionSet(loc)
    elements = heap.accumulated(h).intersect_domain(cell)
    base = heap.lookup(heap.plain(h), loc)
    refuse = VerifyUnsupported(op, "reads a reduction computed in another order before it is complete")
    tensors = {ev.contexts[name][1] for name in _range_names(elements)}
    if len(base) != 1 or len(tensors) != 1:
        raise refuse
    (m,) = tensors
    piece = base[0]
    key = ev.contexts[piece.context]
    if key[0] != "spec" or key[2] or key[1] is not m.init or not checks.holds_everywhere(loc.params(), piece.guard).is_empty():
        raise refuse
    idx = [isl.PwAff.from_aff(a) for a in piece.values]
    ks = [f"__rk{d}" for d in range(m.stages)]
    box = loc.params()
    for k, n in zip(ks, m.stage_sizes()):
        box = box.intersect(space.in_range(param(k), n))
    expected = space.project_params(
        isl.UnionMap.from_domain_and_range(
            cell, isl.UnionSet(heap.location(ev.context_of((ACC, m)), [*idx, *(param(k) for k in ks)], box))
        ),
        ks,
    )
    if not elements.is_equal(expected):
        raise refuse
    return ev.spec_value(m, [ev.conv.pw_aff(x) for x in idx])


def _range_names(h: isl.UnionMap) -> list[str]:
    maps = h.get_map_list()
    return [maps.get_at(k).get_tuple_name(D.out) for k in range(maps.n_map())]


def reorderable(t: SpecTensor, assume_reassoc: bool = False) -> bool:
    """A spec reduction whose combiner may be applied in any order: exact
    ones, or a float add/mul the spec marks `fastmath<reassoc>`; and the
    body is `out (+) f(...)` with the accumulator used once."""
    comb = combiner_of(t)
    if comb is None or len(comb.operands) != 2 or len(list(t.body.args[len(t.inputs)].uses)) != 1:
        return False
    if comb.name in EXACT:
        return True
    return comb.name in LICENSED and (assume_reassoc or "reassoc" in fastmath_flags(comb))


def _combiner_op(t: SpecTensor) -> Operation:
    comb = combiner_of(t)
    assert comb is not None, "only reductions reach here"
    return comb


def _loads_in(e: SSAValue) -> list[Operation]:
    """The loads `e` is computed from in its block (not through an op with
    a region or one of another block)."""
    block = e.op.parent_block() if isinstance(e, OpResult) else None
    ops = backward_slice(e, lambda o: o.name != "memref.load" and o.parent_block() is block and not o.regions)
    return [o for o in ops if o.name == "memref.load"]


def _nothing_between(load: Operation, store: Operation) -> bool:
    """No op between the accumulator's load and its store writes memory
    (the step reads and writes the cell in one piece)."""
    block = store.parent_block()
    if load.parent_block() is not block:
        return False
    ops = list(block.ops)
    a, b = ops.index(load), ops.index(store)
    return a < b and all(o.name not in ("memref.store", "memref.copy", "func.call", "gpu.barrier") and not o.regions
                         for o in ops[a + 1 : b])
