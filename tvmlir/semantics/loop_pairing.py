"""Loops tv-check cannot unroll: paired with the target's, bodies proven equal.

Why: a `scf.for` whose trip count is an index argument (`scf.for %i = %c0
to %n step %c4`) has no bound `semantics/loops.py` could unroll to, and
many passes (canonicalization, folding, hoisting inside the body) keep the
loop and change its body only.  Then the two loops can be compared without
running them: if the bodies compute the same thing from the same carried
values, the loops do too, whatever the trip count (induction over the
iterations, with equality of the carried values as the invariant).

**Exact facts first** (`_invariants`, on each side): the carried values
every iteration keeps at their initial values (Houdini: assume the initial
values for the candidates, drop the ones whose yield differs, repeat) are
those values, and a body never undefined adds no UB.  A loop made only of
such values is exactly its initial values: no summary, no pairing.

**The encoding.**  The k-th loop of the source that is not unrolled (in
execution order) is summarized by fresh uninterpreted functions of its
bounds and initial values, one per result (per term, poison flag, extent,
element array) and one for its UB: `F_k(lb, ub, step, inits)`.  The k-th
such loop of the target is summarized by the *same* functions of *its*
bounds and initial values, and only after a separate query proved

    for every iteration iv of the target's bounds (`iteration`) and every
    carried value X (the source's kept ones at their initial values):
        the source body is defined on (iv, X)
        ==> the target body is defined on (iv, X) and yields what it yields
    and the source's exact facts hold on these iterations too

(exact equality: terms, poison, extents, elements, uninitialized flags; the
values the bodies capture from outside are the two sides' own, over the
same function inputs, under the query's preconditions).  Otherwise the
target's loop is unsupported, with the reason the loop was not unrolled.

**Why a proof with the shared functions is a proof.**  The refinement query
holds for every interpretation of `F` and `U`, so for each input x for the
one that is the source loop's real meaning at x (its body with the values
it captures at x).  Under it the source is exact.  At the target's loop,
from its own arguments a_t: where `U(a_t)` is false, the source body runs
defined from a_t, and by the body proof (induction over the iterations,
which both loops take alike: same bounds) so does the target body, with
equal carried values, so the target's loop is exactly `F(a_t)`; where
`U(a_t)` is true the encoded target is undefined there, which the query
proved happens only where the source is undefined.  So the real target
refines the real source.  The converse does not hold: a counterexample may
be an interpretation no real loop has, so a pair that uses a summary and is
not verified is reported unsupported with the loop's reason
(`refinement/check.py`, with no concrete run), unless the obligation it
breaks and the source's UB, with the model's inputs put in, apply no
summary function (`stands_without_summaries`): then FAILED.  A loop that
does not run (`lb >=s ub`) is exactly its initial values, with no UB: the
summary stands only where it runs (`entered`), so when the first model
depends on a summary, check.py asks once more where no summarized loop
runs (`none_entered`): a trapping op hoisted out of a loop that may run
zero times, or a wrong initial value, fails there whatever the summaries
are.  The target may carry fewer values than the source (matched
by type, in order, `_mappings`); the source's initial values stand in for
the dropped ones.

**The source's environment.**  A body proof runs the source's body with
the values its loop captured when the source met it (`SourceLoop.env`,
`source_env`), not with what the interpreter holds when the target's
loop comes: a loop inside an unrolled one is met once per iteration, each
meeting its own summary `F_k` (the k-th), and `F_k`'s real meaning is the
loop run in the k-th meeting's environment (before session 31 the proof
used the last iteration's values, and a target repeating the last
iteration's loop verified: `loops/paired_inside_unrolled.mlir`).

**Nested loops** (session 31).  A body run by a proof (`_bodies_equal`,
`_invariants`, `_first_ub`) runs in a `nested_scope`: a fresh `LoopPairing`
one level down whose summaries are fresh functions (`loop{tag}{k}.*`).
The loops the body meets that are not unrolled (a body unrolls at most
`BODY_UNROLL` iterations) are summarized there by the same rule, one level
down: in `_bodies_equal`'s scope the source's k-th inner loop gets
`G_k(bounds, inits, memory at its entry, C)`, with C the terms of the
values it captures from outside it (`capture_arguments`: the outer
induction variable, carried values, values computed in the outer body),
and the target's k-th inner loop, after its own body proof (recursively,
in the environment the source's inner loop had), `G_k` of *its* bounds,
initial values and memory and of the *source's* C.  In `_invariants`'
scopes (`free`) every loop gets a summary of its own on either side, no
pairing: the facts proved there hold for every interpretation.

*Why nested pairing is sound.*  The outer body proof is one query, valid
for every interpretation of its functions, so at each of its points (an
outer iteration: iv, carried values, memory, function inputs) for the one
where `G_k` is the source's inner loop run in the source's environment at
that point.  Then the encoded source body is the real one.  At the
target's inner loop, from its arguments a: where `G_k`'s UB is false at
(a, C), the source's inner body runs defined from a in that environment,
and by the inner body proof (which holds for every outer point: its
captured values are terms over the point's constants) so does the
target's inner body, with equal carried values and memory at every
iteration (induction), so the target's inner loop is exactly `G_k(a, C)`;
where it is true the encoded target body is undefined, which the outer
query proved happens only where the source's body is.  So the encoded
target body is the real one wherever the source's is defined, the outer
body proof is a real one, and the outer loop's pairing argument above
applies.  The target passes the source's C, not its own: the inner proof
relates the target's inner body to the source's in the source's
environment (a value hoisted into the outer body is the target's own, and
equal to the source's only through that proof).  Every scope's functions
are used in its own query only (`entered` and the summaries of a nested
scope never reach the function's query), so a nested summary never makes
a verdict FAILED: a body proof that fails leaves the outer loop
unsupported, with the inner loop's reason.  Levels past `MAX_DEPTH` and
more than `MAX_ATTEMPTS` summarized loops per body are not paired.

*Cost* (completeness only, each rule): a body run by a proof unrolls at
most `BODY_UNROLL` iterations; a loop met in a free scope gets its
summary without questions (no fact: `_invariants`' `quick`); a loop of
non-constant trip count two levels down is paired without asking the
solver for a bound (`symbolic_in_nested_body`); at most `MAX_NESTED` loops
are met in nested scopes per query.  Each level's proofs run the levels
below once per body run, so without these a 4 x 224 x 14 tile nest spent
60 s per query round.

*A nest past the budget* (`nest_too_big`): a loop of constant trip count
whose body's loops of constant trip counts cannot be unrolled on more than
`MAX_ATTEMPTS` of its iterations (128 x 512) is paired itself rather than
unrolled loop by loop (which summarized one inner loop per iteration, past
`MAX_ATTEMPTS`).  Completeness only.

**The first iteration** (`_first_ub`).  A summarized loop's UB is its
summary's, a free function; but where the loop runs (`lb <s ub`) its
first iteration runs from the initial values and the memory at entry, and
if that is undefined so is the loop.  The source's loop adds that UB,
computed by running the body once there (a loop hoisted by LICM out of a
loop that always runs traps in the target where the source's first
iteration does).  True of the real loop, so the argument above stands.

**The assumption** (`ENDS`, printed; `--no-assume-loops-end` turns pairing
off): a loop that is not unrolled ends.  A real loop may run forever (an
index bound near the largest index wraps the induction variable), where
its summary returns; MLIR's own folds of loops without effects assume the
same.  Constant bounds that wrap are never summarized.

**What is eligible** (else the loop stays unsupported, as before): the body
touches no memory (no memref-typed value, no call; checked again on the
memory after the body runs), makes no nondeterministic choice, and the
loop is not inside a binder
(a `linalg.generic` body: its captured values would depend on bound
variables the functions do not take); the carried values are scalars,
tensors or vectors.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import z3
from xdsl.dialects.builtin import MemRefType, ShapedType, TensorType, VectorType
from xdsl.ir import Operation

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import and_, ite, not_, or_
from tvmlir.semantics.paths import merge_value
from tvmlir.semantics.term_walk import applies, subterms
from tvmlir.semantics.values import Scalar, Tensor, Value
from tvmlir.smt.budget import Budget

MEMORY_OPS_PREFIXES = ("memref.", "func.call", "gpu.", "bufferization.to_memref", "bufferization.dealloc", "vector.load", "vector.store",
                       "vector.maskedload", "vector.maskedstore", "vector.gather", "vector.scatter",
                       "vector.print")  # fmt: skip
"""Ops that may touch memory without a memref-typed operand or result
being visible at the op itself (a call), or do by definition."""


ENDS = ("a scf.for that is not unrolled ends (running forever, e.g. past the index type's largest value, counts "
        "as undefined, as MLIR's dead-loop folds assume; --no-assume-loops-end turns this off)")


@dataclass
class SourceLoop:
    """A summarized loop of the source, waiting for the target's."""

    op: Operation
    interp: object
    reason: str
    kept: list[bool]
    """Per result: every iteration yields the value it was given (the
    result is the initial value, on both sides once paired)."""
    defined: bool
    """No iteration is undefined, whatever it is given."""
    inits: list[Value]
    kind: str = "scf.for"
    """The op's name: a target loop pairs with a source loop of its kind
    (or a target `scf.while` with a source `scf.for`, while_pairing.py)."""
    bounds: tuple = ()
    """An `scf.for`'s (lb, ub, step) terms."""
    outs: list[Value] = field(default_factory=list)
    """The loop's results in the source (the summary applied)."""
    fixed: dict = field(default_factory=dict)
    """Memref results exact without a summary (`fixed_memrefs`)."""
    memory: object = None
    """A loop over memory: its `loop_memory.LoopMemory` (None: the body
    touches no memory)."""
    entry: object = None
    """The source's memory at the loop's entry (a loop over memory)."""
    env: dict = field(default_factory=dict)
    """The values the loop captures from outside (`captured_values`), as
    they were when the source met the loop (`snapshot`): a body proof runs
    the source's body with these (`source_env`), not with what the
    interpreter holds when the target's loop comes (a loop inside an
    unrolled one is met once per iteration, each with its own values)."""


@dataclass
class LoopPairing:
    """The summaries of one query (`QueryContext.loop_pairing`)."""

    sources: list[SourceLoop] = field(default_factory=list)
    targets: int = 0
    proved: list[str] = field(default_factory=list)
    """One line per target loop paired (for the verdict's notes)."""
    exact: list[SourceLoop] = field(default_factory=list)
    """The source's `scf.for` loops that are exactly their initial values
    (no summary, no slot in `sources`): a target `scf.while` made from one
    pairs with it (while_pairing.py)."""
    proving: bool = False
    """A while loop's proof is running (while_pairing.py): a loop inside
    its regions is not summarized, only exact (see `nested_scope` for the
    body proofs of `scf.for`)."""
    depth: int = 0
    """0: the function's own loops; n > 0: the loops of a body run by a
    body proof (or an invariant's question) n levels down (`nested_scope`)."""
    free: bool = False
    """A nested scope where no loop is paired: every loop met gets its own
    summary (the runs of `_invariants`, whose facts hold for every
    interpretation of the functions)."""
    tag: str = ""
    """Part of the names of this scope's summary functions ("" for the
    function's own loops): each scope's functions are fresh."""
    scopes: list = field(default_factory=lambda: [0, 0])
    """The number of nested scopes opened so far (shared by the root's
    scopes, for their tags), and of the loops met in them (`MAX_NESTED`)."""
    captured: list = field(default_factory=list)
    """Per loop of `sources` (a nested scope): the terms of the values it
    captures from the enclosing body (`capture_arguments`), which its
    summary takes as arguments on both sides."""

    @property
    def inside_body(self) -> bool:
        """Whether a loop met now is inside a body some proof is running."""
        return self.proving or self.depth > 0
    entered: list[z3.BoolRef] = field(default_factory=list)
    """Per summary applied (either side): where its loop runs at least
    once (`lb <s ub`); elsewhere the summary is exact (`_apply`)."""
    attempts: int = 0
    """Loops of the source summarized or tried so far (`MAX_ATTEMPTS`)."""
    refused: dict = field(default_factory=dict)
    """Why a loop op (by id) was not paired: the same op met again (an
    inner loop of an unrolled one) is refused at once, without its proofs
    (each costs solver work: 15 inner loops of a GPU-mapping nest took 150 s)."""

    def reason(self) -> str:
        """Why a pair with summaries and no proof is unsupported."""
        from tvmlir.ir.diagnostics import format_op_location

        first = (self.sources or self.exact)[0]
        return (f"{op_name(first.op)} at {format_op_location(first.op)}: {first.reason}; summarized by pairing with "
                "the target's loop, which proves refinement only (a counterexample may be the summary's)")


def mentions_summary(ctx, terms) -> bool:
    """Whether `terms` apply a summary's function (lambdas and quantifiers
    entered): a failure of an obligation that does not, with a source UB
    that does not, holds whatever the summaries are."""
    return applies(terms, _summary_names(ctx))


def _summary_names(ctx) -> set[str]:
    """The names of the loop summaries' functions (and proof markers)."""
    return {f.name() for key, f in ctx.functions.items() if key and key[0] == "loop-summary"}


def start_differs(ctx, cond: z3.BoolRef) -> z3.BoolRef:
    """A name for `cond`, "a paired target loop starts where the source's
    does not", to be made UB of the target (while_pairing.py): a fresh
    constant defined equal to `cond` (a definition, no restriction of the
    inputs), registered as a summary's function so that a failure through
    it is unsupported, not FAILED: the UB is the pairing's proof device,
    not the target's behavior (a loop started elsewhere may be right)."""
    n = sum(1 for key in ctx.functions if key[:2] == ("loop-summary", "start"))
    marker = ctx.function(("loop-summary", "start", n), f"loop.start_differs{n}", z3.BoolSort())()
    ctx.preconditions.append(marker == cond)
    return marker


def none_entered(ctx) -> z3.BoolRef:
    """Every summarized `scf.for` runs zero times: where their summaries
    are exact (a while loop's summary stays free: the failure found is
    checked with `stands_without_summaries` before it counts)."""
    return and_(*[not_(e) for e in pairing(ctx).entered]) if pairing(ctx).entered else z3.BoolVal(True)


def stands_without_summaries(ctx, model, terms) -> bool:
    """Whether `terms`, with every constant but the source's choices (the
    inputs, the target's choices) fixed to its value in `model`, simplify to terms that apply no summary's
    function: then their values at the model's inputs are the same under
    every interpretation of the summaries, the loops' real meanings
    included.  Semantic where `mentions_summary` is syntactic: a summary
    under a guard the inputs make false (`lb <s ub`, a loop that does not
    run) drops out."""
    if not mentions_summary(ctx, terms):
        return True
    decls = _summary_names(ctx)
    # The source's choices stay free: the query holds for all of them, so a
    # failure must too, whatever the summaries are.
    consts = [a for a in subterms(terms)
              if z3.is_app(a) and a.num_args() == 0 and a.decl().kind() == z3.Z3_OP_UNINTERPRETED
              and a.decl().name() not in decls and not a.decl().name().startswith("src.choice")]  # fmt: skip
    pins = [(c, model.eval(c, model_completion=True)) for c in consts]
    fixed = [z3.simplify(z3.substitute(a, *pins)) if pins else z3.simplify(a) for a in terms]
    return not mentions_summary(ctx, fixed)


def pairing(ctx) -> LoopPairing:
    if ctx.loop_pairing is None:
        ctx.loop_pairing = LoopPairing()
    return ctx.loop_pairing


BODY_UNROLL = 64
"""Iterations a body run by a proof (`run_block_isolated`) may unroll:
its loops past this are paired in the proof (nested) rather than unrolled
(a body with an unrolled loop of 512 iterations cost 50 s per pair of
MLIR's vectorizer tests, for no verdict)."""

MAX_DEPTH = 3

MAX_NESTED = 16
"""Loops met inside body runs per query (each costs its own proofs in
every proof of the level above): past it, pairing refuses at once (a
4 x 224 x 14 tile nest spent 60 s of CPU per round on them; its dead-loop
reduction then verified it in 2 s)."""
"""Levels of loops nested in a paired loop that are paired themselves
(each level costs its own proofs inside every proof of the level above)."""


class nested_scope:
    """Runs a body (of a loop being paired, or asked about by
    `_invariants`) with a fresh `LoopPairing` one level down: the loops it
    meets are summarized by functions of their own (fresh names), and,
    unless `free`, the target's k-th loop there is paired with the source's
    k-th after its own body proof (module doc, "Nested loops")."""

    def __init__(self, ctx, free: bool):
        self.ctx, self.free = ctx, free

    def __enter__(self) -> LoopPairing:
        self.parent = parent = pairing(self.ctx)
        parent.scopes[0] += 1
        child = LoopPairing(depth=parent.depth + 1, free=self.free, tag=f"n{parent.scopes[0]}_",
                            refused=parent.refused, scopes=parent.scopes)  # fmt: skip
        self.ctx.loop_pairing = child
        return child

    def __exit__(self, *exc):
        self.ctx.loop_pairing = self.parent


def capture_arguments(ctx, env: dict) -> list | str:
    """The terms of the captured values `env` (`snapshot`) that a nested
    loop's summary takes as arguments, or why a value has no such terms."""
    from tvmlir.semantics.values import MemRef

    out: list = []
    for v, (value, _) in env.items():
        if isinstance(value, (Scalar, Tensor)):
            out += _as_terms(ctx, value)
        elif isinstance(value, MemRef):
            out += [value.bid, value.offset, *value.dims, *value.strides]
            if value.base is not None:
                out.append(value.base)
        else:
            return f"it captures a value the summary cannot take ({type(value).__name__})"
    return out


def summarized(ctx) -> bool:
    """Whether the query encodes a loop by a summary (refinement/check.py:
    then only a proof is a verdict)."""
    return ctx.loop_pairing is not None and (bool(ctx.loop_pairing.sources) or any(
        key[:2] == ("loop-summary", "start") for key in ctx.functions))


def summarize_for(interp, op, lb, ub, step, inits: list[Value], why: Unsupported) -> list[Value]:
    """The results of `scf.for` (or `affine.for`: the same loop with bounds
    from maps, paired with either kind) `op` that `loops.unroll` could not
    unroll (`why`): the source's summary, or the target's paired with it
    (see the module doc; a body that accesses memory carries it,
    loop_memory.py).
    Raises `why` (with the reason pairing failed) otherwise."""
    reason = why.reason or "not unrolled"
    p = pairing(interp.ctx)
    if id(op) in p.refused:
        raise Unsupported(op, f"{reason} (not paired: {p.refused[id(op)]})") from why
    try:
        return _summarize_for(interp, op, lb, ub, step, inits, why, reason, p)
    except Unsupported as e:
        if e.__cause__ is why and interp.is_source:
            p.refused[id(op)] = e.reason.rsplit(" (not paired: ", 1)[-1].rstrip(")") if e.reason else reason
        raise


def _summarize_for(interp, op, lb, ub, step, inits, why, reason, p) -> list[Value]:
    from tvmlir.semantics import loop_memory

    legacy = p.proving
    nested = p.inside_body
    if not interp.ctx.options.loops_end:
        blocker = "--no-assume-loops-end"
    elif (interp.is_source or p.free) and p.attempts >= MAX_ATTEMPTS:
        blocker = (f"more than {MAX_ATTEMPTS} loops of the function are not unrolled" if not nested
                   else f"more than {MAX_ATTEMPTS} loops of a paired loop's body are not unrolled")  # fmt: skip
    elif legacy and (_has_loop(op) or _accesses_memory(op)):
        # Inside a while loop's proof, only a loop without loops or memory
        # accesses inside may be exact (a memref carried through it is
        # fine); others cost a proof per level and iteration and are never
        # exact anyway when they write.
        blocker = "a loop inside the body of a paired loop"
    elif p.depth > MAX_DEPTH:
        blocker = f"a loop nested more than {MAX_DEPTH} levels inside a paired loop"
    elif p.depth and p.scopes[1] >= MAX_NESTED:
        blocker = f"more than {MAX_NESTED} loops inside paired loops' bodies were summarized in this query"
    else:
        blocker = ineligible(interp, op, memory_ok=True) or _wraps(lb, ub, step)
    if blocker:
        raise Unsupported(op, f"{reason} (not paired: {blocker})") from why
    if interp.is_source or p.free:
        p.attempts += 1
    if p.depth:
        p.scopes[1] += 1
    fixed = fixed_memrefs(op)
    over_memory = touches_memory(op)
    entry = loop_memory.fresh_entry(interp.memory, interp.ctx.names, {}) if over_memory else None
    p.proving = False
    try:
        found = _invariants(interp, op, (lb, ub, step), inits, fixed, entry, quick=p.free)
    finally:
        p.proving = legacy
    if isinstance(found, str):
        raise Unsupported(op, f"{reason} (not paired: {found})") from why
    kept, defined, written = found
    if legacy and not (all(kept) and defined and not written):
        # A summary inside a while loop's proof would be taken for one of
        # the function's own loops; an exact loop needs none.
        raise Unsupported(op, f"{reason} (not paired: a loop inside the body of a paired loop)") from why
    interp.ctx.assume(ENDS)
    # The assumption made exact: where this loop would not end (a step that
    # is not positive, an induction variable wrapping past the largest
    # value), the side running it is undefined.  On the source that is what
    # ENDS assumes; on the target it is a failure unless the source is
    # undefined there too (a target loop that may run forever with a step
    # read from an argument used to verify as "ends").
    from tvmlir.semantics.scf import never_ends

    interp.ub(z3.simplify(never_ends(lb, ub, step)))
    entered = z3.simplify(lb < ub)
    exact_memrefs = {i: inits[i] if how == "same" else merge_value(op, entered, interp.value(op.body.blocks[0].last_op.operands[i]), inits[i])
                     for i, how in fixed.items()}  # fmt: skip
    if all(kept) and defined and not written:
        # Exact: every iteration yields what it was given (memory too), and
        # none is undefined, so the loop returns its initial values.
        outs = [exact_memrefs.get(i, v) for i, v in enumerate(inits)]
        if interp.is_source and not fixed and not nested:
            p.exact.append(SourceLoop(op, interp, reason, kept, defined, list(inits), bounds=(lb, ub, step),
                                      outs=list(inits), env=snapshot(interp, op)))  # fmt: skip
        return outs
    memory = loop_memory.LoopMemory(loop_memory.entry_keys(interp.memory), written) if over_memory else None
    if (interp.is_source or p.free) and not defined:
        # The first iteration's UB, explicit (module doc, "The first
        # iteration"): a trapping op hoisted out of the loop is UB of the
        # source's loop where it runs, whatever its summary's UB is.
        interp.ub(and_(entered, _first_ub(interp, op, lb, inits, fixed, over_memory)))
    if interp.is_source or p.free:
        k = len(p.sources)
        src = SourceLoop(op, interp, reason, kept, defined, list(inits), bounds=(lb, ub, step), fixed=fixed,
                         memory=memory, entry=interp.memory.clone() if over_memory else None,
                         env=snapshot(interp, op))  # fmt: skip
        captured = capture_arguments(interp.ctx, src.env) if p.depth else []
        if isinstance(captured, str):
            raise Unsupported(op, f"{reason} (not paired: {captured})") from why
        p.sources.append(src)
        p.captured.append(captured)
        out = apply_summary(interp, op, k, [lb, ub, step], inits, kept, defined, fixed, memory, tag=p.tag,
                            captured=captured)  # fmt: skip
        src.outs = [exact_memrefs.get(i, v) for i, v in enumerate(out)]
        return src.outs
    k = p.targets
    p.targets += 1
    if k >= len(p.sources):
        raise Unsupported(op, f"{reason} (not paired: the source has no such loop to pair it with)") from why
    src = p.sources[k]
    if src.kind != "scf.for":
        raise Unsupported(op, f"{reason} (not paired: the source's loop is a {src.kind})") from why
    if iv_type(src.op) != iv_type(op):
        raise Unsupported(op, f"{reason} (not paired: the source's loop counts in another type)") from why
    if (src.memory is None) != (memory is None) and src.memory is None:
        raise Unsupported(op, f"{reason} (not paired: the target's loop accesses memory and the source's does "
                              "not)") from why  # fmt: skip
    problem = "the source's loop carries other types"
    t_written: list = []
    for m in _mappings(src, op):
        problem, t_written = _bodies_equal(src, interp, op, (lb, ub, step), m, fixed)
        if not problem:
            break
    if problem:
        raise Unsupported(op, f"{reason} (not paired: {problem})") from why
    from tvmlir.ir.diagnostics import format_op_location

    p.proved.append(f"the loop at {format_op_location(op)} is paired with the source's at "
                    f"{format_op_location(src.op)}: bodies proved equal for every iteration and carried value"
                    + (" and memory" if src.memory is not None else ""))  # fmt: skip
    # The target's loop is the source's loop run from the target's bounds and
    # initial values, with the source's own initial values for what the
    # target does not carry.
    full = list(src.inits)
    for j, i in enumerate(m):
        full[i] = inits[j]
    # Nested (module doc): the source's captured values, not the
    # target's: the body proof related the target's body to the source's
    # in the source's environment.
    out = apply_summary(interp, src.op, k, [lb, ub, step], full, src.kept, src.defined, src.fixed, src.memory,
                        t_written, tag=p.tag, captured=p.captured[k])  # fmt: skip
    return [exact_memrefs[j] if j in fixed else out[i] for j, i in enumerate(m)]


def captured_values(op) -> list:
    """The SSA values used inside `op`'s regions (at any depth) and defined
    outside `op`, in order of first use."""
    out, seen = [], set()
    for inner in (o for region in op.regions for o in region.walk()):
        for v in inner.operands:
            if v in seen:
                continue
            seen.add(v)
            owner = v.owner
            where = owner if isinstance(owner, Operation) else owner.parent_op()
            if where is op or (where is not None and op.is_ancestor(where)):
                continue
            out.append(v)
    return out


def snapshot(interp, op) -> dict:
    """The interpreter's values (and deferred UB, `Interpreter.defer_ub`)
    of what `op` captures, now."""
    return {v: (interp.env[v], interp.deferred_ub.get(v)) for v in captured_values(op) if v in interp.env}


class source_env:
    """Runs with the source's values of `src.env` in its interpreter
    (restored after): the environment the source's loop had."""

    def __init__(self, src):
        self.interp, self.env = src.interp, src.env

    def __enter__(self):
        interp = self.interp
        self.saved = {v: (interp.env.get(v), interp.deferred_ub.get(v)) for v in self.env}
        self._set(self.env)

    def __exit__(self, *exc):
        self._set(self.saved)

    def _set(self, values):
        interp = self.interp
        for v, (value, ub) in values.items():
            if value is None:
                interp.env.pop(v, None)
            else:
                interp.env[v] = value
            if ub is None:
                interp.deferred_ub.pop(v, None)
            else:
                interp.deferred_ub[v] = ub


def nest_too_big(interp, op, count: int) -> str:
    """Why loop `op` (`count` iterations, constant) is paired rather than
    unrolled ("" if it is unrolled): its body's loops of constant trip
    counts (`_body_cost`, a lower bound of the iterations each of its
    iterations unrolls) exceed the unroll budget left on more than
    `MAX_ATTEMPTS` of its iterations, so unrolling it would summarize more
    loops than pairing takes (an affine nest of 128 x 512 iterations).  A
    heuristic of completeness only: either way is sound, and a body whose
    loops fit is unrolled as before."""
    from tvmlir.semantics.loops import budget_left, too_many

    cost = _body_cost(op)
    if cost == 0 or not interp.ctx.options.loops_end:
        return ""
    left = max(budget_left(interp) - count, 0)
    if count - min(left // cost, count) <= MAX_ATTEMPTS:
        return ""
    return too_many(interp, f"loop nest of {count} iterations (and at least {cost} iterations of inner loops per "
                            "iteration)")  # fmt: skip


def symbolic_in_nested_body(interp) -> str:
    """Why a loop whose trip count is not constant is paired rather than
    unrolled ("" if it may be unrolled): it is in a body run two or more
    levels down (`nested_scope`), where every bound the solver would be
    asked about (`loops.trip_bound`) is a term over the enclosing loops'
    fresh iterations (a tile nest spent 60 s of CPU per query round on
    such questions).  Completeness only; one level down, as before nested
    pairing, such loops are unrolled."""
    if pairing(interp.ctx).depth >= 2:
        return "loop whose trip count is not constant, two loops deep in a paired loop's body (paired, not unrolled)"
    return ""


def _body_cost(op) -> int:
    """The iterations one run of `op`'s body unrolls at least: its loops of
    constant trip counts, with their own bodies' (others count 0)."""
    total = 0
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                n = _constant_trips(inner)
                if n is not None:
                    total += n * (1 + _body_cost(inner))
                elif inner.regions and op_name(inner) not in LOOP_OPS:
                    total += _body_cost(inner)  # an scf.if's regions (both: a lower bound of neither)
    return total


def _constant_trips(op) -> int | None:
    """The trip count of a `scf.for` or `affine.for` with constant bounds, else None."""
    name = op_name(op)
    if name == "scf.for":
        vals = []
        for v in (op.lb, op.ub, op.step):
            owner = v.owner
            if not (isinstance(owner, Operation) and op_name(owner) == "arith.constant"
                    and hasattr(owner.value, "value")):  # fmt: skip
                return None
            vals.append(owner.value.value.data)
        lb, ub, step = vals
    elif name == "affine.for":
        # Constant maps, or one-result maps of the same operands whose
        # difference is the same at a few points (`d * 16` to `d * 16 + 16`,
        # a tile loop): a heuristic, for the cost estimate only.
        lm, um = op.lowerBoundMap.data, op.upperBoundMap.data
        same = (list(op.lowerBoundOperands) == list(op.upperBoundOperands) and len(lm.results) == len(um.results) == 1
                and (lm.num_dims, lm.num_symbols) == (um.num_dims, um.num_symbols))  # fmt: skip
        if (lm.num_dims or lm.num_symbols or um.num_dims or um.num_symbols) and not same:
            return None
        try:
            spans = set()
            for seed in ((0, 0), (1, 5), (7, 3), (13, 29)):
                dims = [seed[0] + 3 * i for i in range(lm.num_dims)]
                syms = [seed[1] + 5 * i for i in range(lm.num_symbols)]
                lb, ub = max(lm.eval(dims, syms)), min(um.eval(dims, syms))
                spans.add(ub - lb)
        except Exception:  # noqa: BLE001 - a map xDSL cannot evaluate: not constant here
            return None
        if len(spans) != 1:
            return None
        lb, ub = 0, spans.pop()
        step = op.step.value.data
    else:
        return None
    if step <= 0:
        return None
    return max(0, -(-(ub - lb) // step))


def iv_type(op):
    """The type of a for loop's induction variable (`scf.for`, `affine.for`)."""
    return op.body.blocks[0].args[0].type


def iter_inits(op):
    """A for loop's initial carried values (`scf.for`'s `iter_args`,
    `affine.for`'s `inits`)."""
    return op.iter_args if hasattr(op, "iter_args") else op.inits


FACT_BUDGET = Budget(timeout_ms=None, rlimit=500_000)
"""z3's budget (work only) for each question of `_invariants`: an
undecided one is answered "no" (not kept, maybe undefined), which is
sound; a body over a 4-d dynamic memref spent 2 s of CPU per question
with the trip-count budget."""

MAX_ATTEMPTS = 3
"""Loops of one function's source that pairing is tried on (each costs
solver queries): an unrolled nest whose inner loop runs past the budget
meets it once per outer iteration (14 tries, 35 s CPU, 4 s with 3, on
Conversion/SCFToGPU/step_one.mlir, which no pairing verifies)."""

MAX_MAPPINGS = 8
"""Ways of matching the target's carried values with the source's tried
(each costs a body proof)."""


def _mappings(src: SourceLoop, op):
    """Order-preserving matches of the target's carried values with the
    source's, of the same types: the source's result `m[j]` is the
    target's result j.  A source value the target drops must be one every
    iteration keeps or one the target's values do not depend on (the proof
    decides); those kept are dropped first."""
    import itertools

    s_types = [r.type for r in src.op.results]
    t_types = [r.type for r in op.results]
    candidates = [m for m in itertools.combinations(range(len(s_types)), len(t_types))
                  if all(s_types[i] == t for i, t in zip(m, t_types))]  # fmt: skip
    candidates.sort(key=lambda m: sum(1 for i in range(len(s_types)) if i not in m and not src.kept[i]))
    return candidates[:MAX_MAPPINGS]


# --- eligibility --------------------------------------------------------------------


def ineligible(interp, op, memory_ok: bool = False) -> str:
    """Why loop `op` cannot be paired ("" if it can).  With `memory_ok`
    (an `scf.for`, loop_memory.py), a body that accesses memory is
    eligible, and so is a memref carried value the loop keeps or replaces
    by one from outside (`loop_memory.fixed_memref`)."""
    if interp._bound:  # noqa: SLF001
        return "the loop is inside a binder"
    fixed = set(fixed_memrefs(op)) if memory_ok else set()
    for i, r in enumerate(op.results):
        if not _carried_type_ok(r.type) and i not in fixed:
            return f"it carries a value of type {r.type}"
    for block in (b for region in op.regions for b in region.blocks):
        for a in block.args:
            if not _carried_type_ok(a.type) and not (memory_ok and isinstance(a.type, MemRefType)):
                return f"it carries a value of type {a.type}"
    touches = False
    for inner in (o for region in op.regions for o in region.walk()):
        name = op_name(inner)
        if name.startswith(MEMORY_OPS_PREFIXES) or any(isinstance(v.type, MemRefType)
                                                        for v in (*inner.operands, *inner.results)):  # fmt: skip
            touches = True
            if not memory_ok or name.startswith(NOT_PAIRED_WITH_MEMORY):
                return f"its body has {name}" if name.startswith(MEMORY_OPS_PREFIXES) else \
                    f"its body accesses memory ({name})"
    if touches and interp.memory.recorder is not None:
        return "its accesses are recorded for a parallel loop's race check"
    return ""


NOT_PAIRED_WITH_MEMORY = ("func.call", "gpu.", "vector.print", "memref.global", "memref.get_global")
"""Ops a paired loop's body may not have even where memory is carried
state: calls (their effects are not the body's), GPU ops, printing."""


LOOP_OPS = ("scf.for", "scf.while", "scf.parallel", "scf.forall", "affine.for", "affine.parallel")


def _accesses_memory(op) -> bool:
    """Whether an op of the body other than its terminator has memory
    effects (a memory op, or a memref operand or result)."""
    term = op.body.blocks[0].last_op
    return any(o is not term and (op_name(o).startswith(MEMORY_OPS_PREFIXES)
                                  or any(isinstance(v.type, MemRefType) for v in (*o.operands, *o.results)))
               for region in op.regions for o in region.walk())  # fmt: skip


def _has_loop(op) -> bool:
    return any(op_name(o) in LOOP_OPS for region in op.regions for o in region.walk())


def fixed_memrefs(op) -> dict[int, str]:
    """The memref results of `op` that are exact without a summary
    (`loop_memory.fixed_memref`)."""
    from tvmlir.semantics.loop_memory import fixed_memref, memref_positions

    out = {}
    for i in memref_positions(op):
        how = fixed_memref(op, i)
        if how is not None:
            out[i] = how
    return out


def touches_memory(op) -> bool:
    """Whether the loop's body may access memory (then its memory is
    carried state, loop_memory.py)."""
    return any(op_name(o).startswith(MEMORY_OPS_PREFIXES)
               or any(isinstance(v.type, MemRefType) for v in (*o.operands, *o.results))
               for region in op.regions for o in region.walk())  # fmt: skip


def _wraps(lb, ub, step) -> str:
    """Constant bounds whose loop does not end by reaching its bound (a
    non-positive step, or an induction variable wrapping around): such a
    loop is never summarized, whatever the assumption says."""
    from tvmlir.semantics.scf import counted

    if all(z3.is_bv_value(t) for t in (lb, ub, step)) and counted(lb, ub, step)[2] is None:
        return "its induction variable wraps around or does not advance"
    return ""


def _carried_type_ok(t) -> bool:
    if isinstance(t, MemRefType):
        return False
    if isinstance(t, VectorType):
        return not t.get_num_scalable_dims()
    return isinstance(t, TensorType) or not isinstance(t, ShapedType)


# --- the body proof -----------------------------------------------------------------


def _bodies_equal(src: SourceLoop, t_interp, t_op, bounds_t, m, t_fixed=None) -> tuple[str, list]:
    """("", the target-only blocks its body writes) when the target's body,
    on the carried values the source's gives its results `m` (and, for a
    loop over memory, on the same arbitrary contents of their common
    blocks), agrees with the source's on every iteration (see the module
    doc and loop_memory.py), else (why not, []).  The source's values that
    every iteration keeps are their initial values (an invariant), the
    others any value."""
    from tvmlir.semantics import loop_memory

    s_interp, s_op = src.interp, src.op
    ctx = t_interp.ctx
    names = ctx.names
    t_fixed = t_fixed or {}
    if any((i in src.fixed) != (j in t_fixed) for j, i in enumerate(m)):
        return "the loops' memref carried values differ", []
    iv = names.fresh("loop.iv", bounds_t[1].sort())
    carried = [init if kept else fresh_value(ctx, names, r.type)
               for r, kept, init in zip(s_op.results, src.kept, src.inits)]  # fmt: skip
    t_inits = [t_interp.value(v) for v in iter_inits(t_op)]
    first = iv == bounds_t[0]
    for i, how in src.fixed.items():
        carried[i] = loop_memory.fixed_argument(s_interp, s_op, i, how, src.inits[i], first)
    t_carried = [loop_memory.fixed_argument(t_interp, t_op, j, t_fixed[j], t_inits[j], first) if j in t_fixed
                 else carried[i] for j, i in enumerate(m)]  # fmt: skip
    if src.memory is not None:
        problem = loop_memory.common_problem(src.entry, t_interp.memory, src.memory.keys)
        if problem:
            return problem, []
    elif touches_memory(t_op):
        return "the target's loop accesses memory and the source's does not", []
    answer, s_entry, t_entry, t_only = _body_query(src, t_interp, t_op, iv, carried, t_carried, t_inits, m, bounds_t)
    if isinstance(answer, str):
        return answer, []
    if answer is None:
        return "the bodies were not proved equal within the solver's budget", []
    if answer is False:
        what = "carried values and memory" if s_entry is not None else "the carried values"
        return f"the bodies differ on some iteration (equality of {what} is not an invariant)", []
    return "", (loop_memory.written(t_entry, t_entry.after, t_only) if t_entry is not None else [])


def _body_query(src, t_interp, t_op, iv, carried, t_carried, t_inits, m, bounds_t):
    """`_bodies_equal`'s query: (answer of `never`, or why the bodies
    cannot be compared), with the entry memories the two bodies ran on and
    the target-only blocks.  The common blocks the source's loop does not
    write (`LoopMemory.written`) hold the target's contents at its loop's
    entry, on both sides, and the query asks that neither body changes
    them (loop_memory.py, "Blocks the loop does not write")."""
    from tvmlir.semantics import loop_memory
    from tvmlir.semantics.loops import never

    s_interp, s_op = src.interp, src.op
    ctx = t_interp.ctx
    names = ctx.names
    s_entry = t_entry = None
    t_only: list = []
    pinned: list = []
    if src.memory is not None:
        shared: dict = {}
        pinned = [key for key in src.memory.keys if key not in src.memory.written]
        for t, k in pinned:
            b = t_interp.memory.blocks[t][k]
            shared[(t, k)] = (b.elems, b.poison)
        s_entry = loop_memory.fresh_entry(src.entry, names, shared)
        t_entry = loop_memory.fresh_entry(t_interp.memory, names, shared)
        t_only = loop_memory.target_only(t_interp.memory, src.memory.keys)
    n_pre = len(ctx.preconditions)
    n_sums, n_folds = len(ctx.sums), len(ctx.folds)
    try:
        with nested_scope(ctx, free=False):
            with source_env(src):
                s_run = run_isolated(s_interp, s_op, iv, carried, on_memory=s_entry)
            t_run = run_isolated(t_interp, t_op, iv, t_carried, on_memory=t_entry)
        if isinstance(s_run, str) or isinstance(t_run, str):
            return (s_run if isinstance(s_run, str) else t_run), s_entry, t_entry, t_only
        if t_entry is not None:
            problem = loop_memory.status_changed(t_entry, t_entry.after)
            if problem:
                return f"in the target: {problem}", s_entry, t_entry, t_only
        (s_ub, s_vals), (t_ub, t_vals) = s_run, t_run
        pairs = [(s_vals[i], t_vals[j]) for j, i in enumerate(m) if i not in src.fixed]
        # The target starts a kept value where the source does (else the
        # source's invariant says nothing of the target's loop).
        pairs += [(src.inits[i], t_inits[j]) for j, i in enumerate(m) if src.kept[i] and i not in src.fixed]
        # The source's exact facts were proved for its own bounds: they must
        # hold on the target's iterations too (the summary applies them to
        # the target's loop): kept values stay, and a body always defined is.
        pairs += [(s_vals[i], src.inits[i]) for i in range(len(s_vals)) if src.kept[i] and i not in src.fixed]
        unequal = or_(*[differ(names, a, b) for a, b in pairs]) if pairs else z3.BoolVal(False)
        if s_entry is not None:
            unequal = or_(unequal, loop_memory.contents_differ(s_entry.after, t_entry.after, src.memory.keys),
                          loop_memory.contents_differ(s_entry, s_entry.after, pinned),
                          loop_memory.contents_differ(t_entry, t_entry.after, pinned))  # fmt: skip
        bad = or_(and_(not_(s_ub), or_(t_ub, unequal)), s_ub if src.defined else z3.BoolVal(False))
        cond = and_(iteration(iv, *bounds_t), bad)
        return never(t_interp, cond), s_entry, t_entry, t_only
    finally:
        del ctx.preconditions[n_pre:]
        del ctx.sums[n_sums:]
        del ctx.folds[n_folds:]


def _first_ub(interp, op, lb, inits, fixed, over_memory) -> z3.BoolRef:
    """The UB of the loop's first iteration (iv = lb, its initial values,
    the memory now), False where the body cannot be run so."""
    from tvmlir.semantics import loop_memory

    carried = list(inits)
    for i, how in fixed.items():
        carried[i] = loop_memory.fixed_argument(interp, op, i, how, inits[i], z3.BoolVal(True))
    ctx = interp.ctx
    n_sums, n_folds = len(ctx.sums), len(ctx.folds)
    with nested_scope(ctx, free=True):
        run = run_isolated(interp, op, lb, carried, on_memory=interp.memory.clone() if over_memory else None)
    # Its preconditions stay (they define the names the UB term may use),
    # as for any op run; a run that records a sum or fold (whose meaning
    # the refinement query would need) adds nothing.
    if isinstance(run, str) or len(ctx.sums) > n_sums or len(ctx.folds) > n_folds:
        del ctx.sums[n_sums:]
        del ctx.folds[n_folds:]
        return z3.BoolVal(False)
    return run[0]


def _invariants(interp, op, bounds, inits: list[Value], fixed=None, entry=None,
                quick: bool = False) -> tuple[list[bool], bool, list] | str:
    """Which carried values keep their initial values on every iteration,
    and whether no iteration can be undefined: the largest set K such that
    one run of the body, on any iv <s ub, the initial values for K and any
    values for the others, yields the initial values for K (Houdini: drop
    the ones that fail, until none does; K is then inductive).  Exact facts
    of the loop, not of a summary.  `fixed`: memref results that are exact
    (kept, not compared).  `entry` (loop_memory.py): the arbitrary memory
    the body runs on; then the blocks it writes are returned too.  A
    string: why the body cannot be run so."""
    from tvmlir.semantics import loop_memory
    from tvmlir.semantics.loops import never

    fixed = fixed or {}
    ctx = interp.ctx
    names = ctx.names
    iv = names.fresh("loop.iv", bounds[1].sort())
    guard = iteration(iv, *bounds)
    fresh = [None if i in fixed else fresh_value(ctx, names, r.type) for i, r in enumerate(op.results)]
    # `quick` (a loop met in a free scope): no question asked, no fact (no
    # value kept, maybe undefined, the blocks written syntactically): the
    # loops of a body an invariant's question runs cost one run each, not
    # their own questions at every level.
    kept = [not quick] * len(fresh)
    n_pre, n_sums, n_folds = len(ctx.preconditions), len(ctx.sums), len(ctx.folds)
    try:
        while True:
            carried = [init if k else x for init, k, x in zip(inits, kept, fresh)]
            for i, how in fixed.items():
                carried[i] = loop_memory.fixed_argument(interp, op, i, how, inits[i], iv == bounds[0])
            with nested_scope(ctx, free=True):
                run = run_isolated(interp, op, iv, carried, on_memory=entry)
            if isinstance(run, str):
                return run
            b_ub, values = run
            now = [k and (i in fixed or never(interp, and_(guard, not_(b_ub), differ(names, v, init)),
                                             FACT_BUDGET) is True)
                   for i, (k, v, init) in enumerate(zip(kept, values, inits))]  # fmt: skip
            if now == kept:
                break
            kept = now
        defined = not quick and never(interp, and_(guard, b_ub), FACT_BUDGET) is True
    finally:
        del ctx.preconditions[n_pre:]
        del ctx.sums[n_sums:]
        del ctx.folds[n_folds:]
    if entry is None:
        return kept, defined, []
    problem = loop_memory.status_changed(entry, entry.after)
    if problem:
        return problem
    # A block a store may write only where the memref is another block (a
    # candidate the preconditions rule out) or the body is undefined is
    # not written: a defined iteration leaves it as it was.
    written = [key for key in loop_memory.written(entry, entry.after, loop_memory.entry_keys(entry))
               if quick or not _never_written(interp, entry, key, and_(guard, not_(b_ub)))]
    return kept, defined, written


def _never_written(interp, entry, key, where) -> bool:
    """Whether block `key`'s arrays after the body are its entry's
    wherever `where` holds, decided only for the form a store through a
    memref of several candidate blocks leaves (`ite(c, new, entry)`, each
    array): then whether `c` can hold (a cheap question; the arrays
    themselves are never compared)."""
    from tvmlir.semantics.loops import never

    t, k = key
    before, after = entry.blocks[t][k], entry.after.blocks[t][k]
    conds = []
    for a, b in ((after.elems, before.elems), (after.poison, before.poison)):
        if a.eq(b):
            continue
        if not (z3.is_app_of(a, z3.Z3_OP_ITE) and a.arg(2).eq(b)):
            return False
        conds.append(a.arg(0))
    return never(interp, and_(where, or_(*conds)), FACT_BUDGET) is True


def iteration(iv, lb, ub, step) -> z3.BoolRef:
    """What holds of the induction variable of an iteration that runs:
    `iv <s ub`, and where the step is positive and `iv + step` cannot
    wrap below `ub` (`ub - 1 + step` fits), `iv = lb + k * step` for some
    k >= 0: `lb <=s iv` and `(iv - lb) mod step = 0` (unsigned: `iv - lb`
    is `k * step` exactly)."""
    w = ub.size()
    top = z3.BitVecVal((1 << (w - 1)) - 1, w + 1)
    wide = z3.SignExt(1, ub) - 1 + z3.SignExt(1, step)
    straight = and_(step > 0, wide <= top)
    counted = and_(lb <= iv, z3.URem(iv - lb, step) == 0)
    return z3.simplify(and_(iv < ub, z3.Implies(straight, counted)))


def run_isolated(interp, op, iv, carried, on_memory=None) -> tuple[z3.BoolRef, list] | str:
    """The body's UB and yielded values on (iv, carried), leaving the
    interpreter's memory, UB and budget as they were.  With `on_memory`
    (loop_memory.py), the body runs on that memory, which it may change
    (the memory after it is `on_memory.after`)."""
    return run_block_isolated(interp, op.body.blocks[0], [Scalar(iv), *carried], on_memory=on_memory)


def run_block_isolated(interp, block, args, then=None, on_memory=None) -> tuple[z3.BoolRef, list] | str:
    """`block`'s UB and yielded values on `args`, leaving the interpreter's
    memory, UB and budget as they were.  `then(values)`, if given, runs on
    the yielded values inside the block's frame (its UB counts as the
    block's) and returns the values to report.  With `on_memory`, the block
    runs on a copy of it, left in `on_memory.after` (a body that changes
    memory is then no reason to refuse)."""
    from tvmlir.semantics.interp import _Frame

    memory, unrolled, choices, angelic = interp.memory, interp.unrolled, interp._choices, len(interp.angelic)  # noqa: SLF001
    interp.memory = (on_memory or memory).clone()
    # A body run by a proof unrolls at most BODY_UNROLL iterations: larger
    # inner loops are paired (nested), not unrolled in every proof.
    interp.unrolled = max(unrolled, interp.ctx.options.max_unroll - BODY_UNROLL)
    frame = _Frame([])
    interp._frames.append(frame)  # noqa: SLF001
    try:
        _, values = interp.run_block(block, list(args))
        if then is not None:
            values = then(values)
        if on_memory is not None:
            on_memory.after = interp.memory
            touched = False
        else:
            touched = _memory_changed(memory, interp.memory)
        chose = interp._choices != choices  # noqa: SLF001
    except Unsupported as e:
        return f"its body is unsupported here ({e})"
    finally:
        interp._frames.pop()  # noqa: SLF001
        interp.memory, interp.unrolled = memory, unrolled
        del interp.angelic[angelic:]
    if touched:
        return "its body changes memory"
    if chose:
        return "its body makes a nondeterministic choice"
    return (or_(*frame.ub) if frame.ub else z3.BoolVal(False)), values


def _memory_changed(before, after) -> bool:
    if before.events is not after.events:  # an opaque op's event (semantics/opaque.py)
        return True
    if set(before.blocks) != set(after.blocks):
        return True
    for key, blocks in before.blocks.items():
        other = after.blocks[key]
        if len(blocks) != len(other):
            return True
        for a, b in zip(blocks, other):
            if not all(x.eq(y) for x, y in ((a.elems, b.elems), (a.poison, b.poison), (a.live, b.live),
                                              (a.writable, b.writable), (a.size, b.size))):  # fmt: skip
                return True
    return False


def fresh_value(ctx, names, t) -> Value:
    """A carried value of type `t`, any value at all (poison included)."""
    if isinstance(t, ShapedType):
        elem = t.get_element_type()
        sort = ctx.sem.sort(elem)
        dims = [ix.bv(d) if d >= 0 else names.fresh("loop.dim") for d in t.get_shape()]
        elems = names.fresh("loop.elems", z3.ArraySort(ix.INDEX, sort))
        poison = names.fresh("loop.poison", z3.ArraySort(ix.INDEX, z3.BoolSort()))
        uninit = names.fresh("loop.uninit", z3.ArraySort(ix.INDEX, z3.BoolSort()))
        out = Tensor(elem, sort, dims, lambda i: z3.Select(elems, i), lambda i: z3.Select(poison, i),
                     uninit_fn=lambda J: z3.Select(uninit, ix.flatten(J, dims)))  # fmt: skip
        return out
    return Scalar(names.fresh("loop.value", ctx.sem.sort(t)), names.fresh("loop.poison", z3.BoolSort()))


def differ(names, a: Value, b: Value) -> z3.BoolRef:
    """Some observable part of `a` and `b` differs (exact equality)."""
    if a is b:
        return z3.BoolVal(False)
    if isinstance(a, Scalar) and isinstance(b, Scalar):
        pa, pb = a.poison_or_false(), b.poison_or_false()
        return or_(pa != pb, and_(not_(pa), a.term != b.term))
    if isinstance(a, Tensor) and isinstance(b, Tensor) and a.rank == b.rank:
        dims = [x != y for x, y in zip(a.dims, b.dims)]
        J = [names.fresh("loop.j") for _ in a.dims]
        inside = and_(*[ix.ult(j, d) for j, d in zip(J, a.dims)]) if J else z3.BoolVal(True)
        pa, pb = a.poison_get(J), b.poison_get(J)
        ua, ub_ = a.uninit_get(J), b.uninit_get(J)
        elem = and_(not_(or_(pa, ua)), a.elem_get(J) != b.elem_get(J))
        return or_(*dims, and_(inside, or_(pa != pb, ua != ub_, elem)))
    return z3.BoolVal(True)


# --- the summary --------------------------------------------------------------------


def apply_summary(interp, op, k: int, bounds, inits: list[Value], kept: list[bool], defined: bool, fixed=(),
                  memory=None, target_written=(), tag: str = "", captured=()) -> list[Value]:  # fmt: skip
    """The loop's results as the k-th summary's functions of `bounds` and
    `inits` (the initial value where `kept`; `fixed` memref results are
    left to the caller), and its UB (none if `defined`).  A loop over
    memory (`memory`, loop_memory.py) takes the contents of its blocks at
    entry too and leaves the written ones as the summary's functions; the
    target-only blocks its body writes (`target_written`) as functions of
    the target's own.  A nested scope's summaries (`tag`, module doc)
    take the terms of the values the loop captures too (`captured`)."""
    from tvmlir.semantics import loop_memory

    ctx = interp.ctx
    args = list(bounds)
    for i, v in enumerate(inits):
        if i not in fixed:
            args += _as_terms(ctx, v)
    if memory is not None:
        args += loop_memory.arguments(interp.memory, memory.keys)
    args += list(captured)
    sorts = [a.sort() for a in args]
    key = (tag, k) if tag else (k,)

    def fn(what: str, sort):
        return ctx.function(("loop-summary", *key, what), f"loop{tag}{k}.{what}", *sorts, sort)(*args)

    # A loop that does not run (`lb >=s ub`) is exactly its initial values,
    # defined: the summary stands only where it runs.  So a failure where
    # no summarized loop runs (a trapping op hoisted out of a loop that
    # may run zero times) is one whatever the summaries are
    # (refinement/check.py asks for it).
    # A while loop's summary (while_pairing.py: no bounds) stands always;
    # `none_entered` leaves it free, and `stands_without_summaries` still
    # sees it in a failure.
    entered = z3.simplify(bounds[0] < bounds[1]) if bounds else z3.BoolVal(True)
    if bounds:
        pairing(ctx).entered.append(entered)
    if not defined:
        interp.ub(and_(entered, fn("ub", z3.BoolSort())))
    if memory is not None:
        if target_written:
            # The target's own blocks: functions of its own (an arbitrary
            # content the refinement proof must hold for).
            t_args = args + loop_memory.arguments(interp.memory, list(target_written))
            t_sorts = [a.sort() for a in t_args]

            def t_fn(what: str, sort):
                return ctx.function(("loop-summary", *key, "tgt", what), f"loop{tag}{k}.tgt.{what}", *t_sorts,
                                    sort)(*t_args)

            loop_memory.apply(interp.memory, t_fn, "m", list(target_written), entered)
        loop_memory.apply(interp.memory, fn, "m", memory.written, entered)
    out: list[Value] = []
    for i, r in enumerate(op.results):
        t = r.type
        if i in fixed:
            out.append(inits[i])
            continue
        if kept[i]:
            out.append(inits[i])
            continue
        summary = _summary_value(ctx, fn, i, t, interp)
        # A while loop's results need not match its initial values (its
        # results are the `after` region's values): no zero-trip merge.
        out.append(merge_value(op, entered, summary, inits[i]) if bounds else summary)
    return out


def _summary_value(ctx, fn, i: int, t, interp) -> Value:
    """Result i (of type `t`) as the summary's functions."""
    if isinstance(t, ShapedType):
        elem = t.get_element_type()
        sort = ctx.sem.sort(elem)
        dims = [ix.bv(d) if d >= 0 else fn(f"r{i}.dim{j}", ix.INDEX) for j, d in enumerate(t.get_shape())]
        elems = fn(f"r{i}.elems", z3.ArraySort(ix.INDEX, sort))
        poison = fn(f"r{i}.poison", z3.ArraySort(ix.INDEX, z3.BoolSort()))
        uninit = fn(f"r{i}.uninit", z3.ArraySort(ix.INDEX, z3.BoolSort()))
        return Tensor(elem, sort, dims, lambda x, e=elems: z3.Select(e, x), lambda x, p=poison: z3.Select(p, x),
                      uninit_fn=lambda J, u=uninit, d=dims: z3.Select(u, ix.flatten(J, d)))  # fmt: skip
    return Scalar(fn(f"r{i}", interp.sort_of(t)), fn(f"r{i}.poison", z3.BoolSort()))


def _as_terms(ctx, v: Value) -> list[z3.ExprRef]:
    """A value as SMT terms that determine it (in-bounds elements only)."""
    if isinstance(v, Scalar):
        return [v.term, v.poison_or_false(), z3.BoolVal(False) if v.uninit is None else v.uninit]
    if isinstance(v, Tensor):
        names = ctx.names
        size = v.size()

        def masked(get, default):
            i = names.fresh("i")
            return z3.Lambda([i], ite(ix.ult(i, size), get(i), default))

        beyond = z3.Const(f"loop.beyond.{v.sort}", v.sort)
        return [*v.dims, masked(v.elem_at, beyond), masked(v.poison_at, z3.BoolVal(False)),
                masked(v.uninit_at, z3.BoolVal(False))]  # fmt: skip
    raise Unsupported(None, "a memref carried by a loop")
