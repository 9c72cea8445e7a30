"""The phases of a GPU block: which accesses of its threads may overlap.

Threads of a block synchronize only at `gpu.barrier`.  The evaluator runs a
block-level sequence of ops as *segments* (the ops between two barriers of
the text), each a parallel loop over the threads, one after another: the
values it computes are those of that order.  The order is exact when every
*real phase* (the accesses between two barriers that actually execute) is
free of races between distinct threads: then each cell a thread writes is
touched by no other thread of the phase, and every interleaving gives the
values of the segment order.  So the race obligations are checked per real
phase, and a real phase is not always a segment of the text:

* a loop with barriers that runs no iteration (for some sizes or blocks, or
  always) executes no barrier: the ops before it and the ops after it are
  one real phase;
* the ops after the last barrier of a loop body and those before the first
  barrier of the next iteration are one real phase (unless the body ends
  with a barrier), and so are the last iteration's and the ops after the
  loop, the ops before the loop and its first iteration's;
* a conditional with barriers in one branch joins its surroundings when
  the other branch runs;
and so on through nested loops and conditionals.

Each element of a block-level sequence (a segment, a barrier, a loop or a
conditional with barriers inside) gets a `Summary`: its *head*, the
accesses it makes before the first barrier it executes; its *tail*, those
after the last barrier it executes; and *through*, the parameters under
which it executes no barrier at all (then all its accesses are in both).
Accesses are per thread (thread ids are parameters) and guarded by the
parameters (sizes, block ids, enclosing loop indices) under which they
happen.  A sequence `A; B` is summarized as

    head    = head(A) u (head(B) n through(A))
    tail    = tail(B) u (tail(A) n through(B))
    through = through(A) n through(B)

and checks, at the junction, that no thread's access in `tail(A)` races
with another thread's access in `head(B)`.  Two accesses of one real phase
are either in one element (checked inside it), or in elements `i < j` with
every element between them transparent: then the first is in the tail of
the prefix up to `j - 1`, the second in the head of `j`, checked at that
junction.  A loop over `x in D` whose body has summary `(H, T, E)`:

    barrier(x)    = D \\ E                (iterations that run a barrier)
    through       = no x in D with barrier(x)
    head          = U_x H(x), x in D with no barrier(x') for x' < x in D
    tail          = U_x T(x), x in D with no barrier(x') for x' > x in D
    junction(x', x) for x' < x in D, with no barrier(x'') for x' < x'' < x:
                    T(x') against H(x)

A `scf.if` with barriers is its branches' summaries under its condition
(an absent branch is transparent).  A barrier must be reached by all
threads of a block or by none (MLIR's `gpu.barrier`: executing it in a
divergent way is undefined behaviour): a loop with barriers whose bounds,
or a conditional whose condition, depend on thread ids is checked with isl
(`convergent barrier`: FAILED when some thread runs a barrier of the body
that another thread of its block skips entirely; a condition that is in
fact uniform over the threads is used without them; unsupported
otherwise).
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl
from xdsl.ir import Block, Operation

from tvmlir.affine import space
from tvmlir.affine.checks import renamed
from tvmlir.affine.space import param, param_id
from tvmlir.verify import races
from tvmlir.verify.frame import Frame, Threads
from tvmlir.verify.names import iv_label
from tvmlir.verify.obligations import CONVERGENT_BARRIER, Outcome, VerifyUnsupported
from tvmlir.verify.state import Accesses, SeqState

_SKIPPED = ("scf.yield", "gpu.terminator", "gpu.return")


def has_barrier(op: Operation) -> bool:
    return any(o.name == "gpu.barrier" for o in op.walk())


@dataclass(frozen=True)
class Summary:
    """An element of a block-level sequence (module doc): the accesses
    before the first barrier it executes, after the last, and where it
    executes none."""

    head: Accesses
    tail: Accesses
    through: isl.Set

    @staticmethod
    def transparent(gamma: isl.Set, accesses: Accesses) -> Summary:
        """Ops that execute no barrier (a segment; the empty sequence)."""
        return Summary(accesses, accesses, gamma)

    @staticmethod
    def barrier() -> Summary:
        nothing = Accesses.none()
        return Summary(nothing, nothing, space.universe_params().subtract(space.universe_params()))

    def then(self, other: Summary) -> Summary:
        """`self; other` (module doc)."""
        return Summary(
            self.head.union(other.head.where(self.through)),
            other.tail.union(self.tail.where(other.through)),
            self.through.intersect(other.through),
        )


def run_phases(ev, ops: list[Operation], frame: Frame, gamma: isl.Set, h, check: bool) -> tuple:
    """Ops at the level of a GPU block: segments between barriers, each a
    parallel loop over the threads, and loops and conditionals with
    barriers inside, evaluated in program order; races are checked per
    real phase (module doc).  The sequence's summary is kept for the
    enclosing loop or conditional (`Frame.phase_summaries`)."""
    threads = frame.threads
    assert threads is not None
    st = SeqState(h)
    segment: list[Operation] = []
    summary = Summary.transparent(gamma, Accesses.none())
    skippable: list[str] = []  # control flow in the current tail that may run no barrier

    def add(element: Summary, op: Operation, label: str) -> None:
        """Append an element: check the junction with what precedes it."""
        nonlocal summary
        if check and not summary.tail.is_empty() and not element.head.is_empty():
            across = f" (across {', '.join(skippable)}, which may execute no barrier)" if skippable else ""
            what = (f"threads of a block (the ops before {ev.where(op)}{across} and {label}, "
                    "with no barrier between them)")
            races.check_between(ev, op, summary.tail, element.head, threads.ids,
                                gamma.intersect(threads.domain), what)
        if element.through.is_empty():
            skippable.clear()
        elif op.regions:
            skippable.append(ev.where(op))
        summary = summary.then(element)

    def flush() -> None:
        if not segment:
            return
        ops_now = list(segment)
        segment.clear()
        dom_t = gamma.intersect(threads.domain)
        accesses: list[Accesses] = []

        def run_threads(h2):
            frame.threads = None
            try:
                with ev.iterating(threads.ids):
                    delta, reads, local = ev.run_ops(ops_now, frame, dom_t, h2, check)
            finally:
                frame.threads = threads
            st.local.update(local)  # shared by the block: removed with it
            accesses.append(Accesses(delta, reads).where(dom_t))
            return delta, reads

        first = ev.where(ops_now[0])
        ev.par(threads.launch, run_threads, threads.ids, dom_t, st, check, f"threads of a block (phase from {first})")
        add(Summary.transparent(gamma, accesses[0]), ops_now[0], "the phase it starts")

    for op in ops:
        if op.name == "gpu.barrier":
            flush()
            summary = summary.then(Summary.barrier())
            skippable.clear()
            continue
        if op.name in _SKIPPED:
            continue
        if not has_barrier(op):
            segment.append(op)
            continue
        flush()
        element = _control_flow(ev, op, frame, gamma, st, check, threads)
        if element is not None:
            add(element, op, "its first phase")
    flush()
    if check and ops:
        block = ops[0].parent_block()
        if block is not None:
            frame.phase_summaries[id(block)] = summary
    return st.delta, st.reads, st.local


def _control_flow(ev, op: Operation, frame: Frame, gamma: isl.Set, st: SeqState, check: bool,
                  threads: Threads) -> Summary | None:
    """Evaluate a loop or conditional with barriers inside, at the level
    of the block; its summary (None in the prophetic pass)."""
    if op.name == "scf.for":
        body = op.body.block  # type: ignore[attr-defined]
        (x,) = ev.names.for_op(frame.key, op, [("i", iv_label(body.args[0], op, ev.default_file))])
        # Bounds are computed by each thread: defined where a thread runs.
        lo, hi, step = ev.indices(op, [op.lb, op.ub, op.step], frame, gamma.intersect(threads.domain))  # type: ignore[attr-defined]
        if any(_involves(pa, threads.ids) for pa in (lo, hi, step)):
            # A thread runs a barrier of the body if it runs an iteration.
            runs = space.project_params(ev.iteration_domain(op, lo, hi, step, x, gamma), [x])
            _divergent(ev, op, [(body, runs)], gamma, threads, "loop with barriers whose bounds depend on thread ids")
        ev.op(op, frame, gamma, st, check)
        if not check:
            return None
        dom = ev.iteration_domain(op, lo, hi, step, x, gamma)
        return _loop_summary(ev, op, frame.phase_summaries[id(body)], x, dom, gamma, threads)
    if op.name == "scf.if":
        if op.results:
            raise VerifyUnsupported(op, "scf.if with results")
        c = ev.condition(op, op.cond, frame, gamma.intersect(threads.domain))  # type: ignore[attr-defined]
        if _involves(c, threads.ids):
            c = _uniform(ev, op, c, gamma, threads)
        branches = [(r, g) for r, g in zip(op.regions, (c, space.universe_params().subtract(c)))]
        ev.if_op(op, frame, gamma, st, check, condition=c)
        if not check:
            return None
        result: Summary | None = None
        for region, g in branches:
            s = (frame.phase_summaries[id(region.block)] if region.blocks
                 else Summary.transparent(gamma.intersect(g), Accesses.none()))
            result = s if result is None else Summary(
                result.head.union(s.head), result.tail.union(s.tail), result.through.union(s.through)
            )
        return result
    raise VerifyUnsupported(op, "gpu.barrier inside control flow other than scf.for and scf.if")


def _involves(obj, names: list[str]) -> bool:
    """Whether a piecewise affine value or a parameter set depends on one
    of the parameters `names`."""
    for n in names:
        if isinstance(obj, isl.PwAff):
            if obj.involves_param_id(param_id(n)):
                return True
            continue
        pos = obj.get_space().find_dim_by_id(space.D.param, param_id(n))
        if pos >= 0 and obj.involves_dims(space.D.param, pos, 1):
            return True
    return False


def _uniform(ev, op: Operation, c: isl.Set, gamma: isl.Set, threads: Threads) -> isl.Set:
    """A condition on thread ids of a conditional with barriers: the same
    condition without them, when it is uniform over the threads of a block
    (a guard `4 * block_id + thread_id < 8` that every thread of a full
    tile passes), checked with isl; otherwise a divergent barrier or
    unsupported (`_divergent`)."""
    dom_t = gamma.intersect(threads.domain)
    others = [ev.names.primed(t) for t in threads.ids]
    taken = c.intersect(dom_t)
    if taken.intersect(renamed(dom_t.subtract(c), threads.ids, others)).is_empty():
        return space.project_params(taken, threads.ids)
    branches = [(r.block, g) for r, g in zip(op.regions, (c, space.universe_params().subtract(c))) if r.blocks]
    _divergent(ev, op, branches, gamma, threads, "scf.if with barriers whose condition depends on thread ids")
    raise AssertionError("unreachable: _divergent raises")


def _divergent(ev, op: Operation, regions: list[tuple[Block, isl.Set]], gamma: isl.Set, threads: Threads,
               refusal: str) -> None:
    """A loop or conditional with barriers that depends on thread ids:
    each `(block, runs)` is a region and where a thread runs it (thread
    ids as parameters).  A region with a `gpu.barrier` at its top level
    that one thread of a block runs and another does not reach at all is
    a divergent barrier, undefined behaviour (MLIR's `gpu.barrier`):
    FAILED.  Anything else is not modelled (the phases would differ per
    thread): unsupported."""
    dom_t = gamma.intersect(threads.domain)
    others = [ev.names.primed(t) for t in threads.ids]
    for block, runs in regions:
        if not any(o.name == "gpu.barrier" for o in block.ops):
            continue
        bad = runs.intersect(dom_t).intersect(renamed(dom_t.subtract(runs), threads.ids, others))
        if not bad.is_empty():
            ev.record(
                CONVERGENT_BARRIER, op, Outcome.FAILED,
                "one thread of a block runs a gpu.barrier of this region that another thread of the "
                "block does not reach: undefined behaviour", ev.sample_text(bad),
            )
            raise VerifyUnsupported(op, "divergent gpu.barrier: the phases after it are undefined")
    raise VerifyUnsupported(op, refusal)


def _loop_summary(ev, op: Operation, body: Summary, x: str, dom: isl.Set, gamma: isl.Set,
                  threads: Threads) -> Summary:
    """A loop's summary from its body's, and the races between one
    iteration's last phase and a later iteration's first (module doc)."""
    x1 = ev.names.primed(x)
    x2 = ev.names.primed(x1)
    px, px1, px2 = param(x), param(x1), param(x2)
    barrier = dom.subtract(body.through)

    def barrier_at(name: str) -> isl.Set:
        return space.rename_param(barrier, x, name)

    through = gamma.subtract(space.project_params(barrier, [x]))
    before = space.project_params(barrier_at(x1).intersect(space.lt(px1, px)), [x1])
    after = space.project_params(barrier_at(x1).intersect(space.lt(px, px1)), [x1])
    head = body.head.where(dom.subtract(before)).project([x])
    tail = body.tail.where(dom.subtract(after)).project([x])
    if not body.tail.is_empty() and not body.head.is_empty():
        between = barrier_at(x2).intersect(space.lt(px1, px2)).intersect(space.lt(px2, px))
        pairs = (
            space.rename_param(dom, x, x1).intersect(dom).intersect(space.lt(px1, px))
            .subtract(space.project_params(between, [x2]))
        )
        if not pairs.is_empty():
            what = (f"threads of a block (the last phase of an iteration of {ev.where(op)} and the first "
                    "phase of the next, with no barrier between them)")
            races.check_between(ev, op, body.tail.rename(x, x1).where(pairs), body.head.where(pairs),
                                threads.ids, pairs.intersect(threads.domain), what)
    return Summary(head, tail, through)
