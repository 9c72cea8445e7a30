"""Loop-carried values of `scf.for` (`iter_args`): register accumulators.

A compiler that keeps an accumulator in a register instead of memory
(scalar replacement) writes

    %r = scf.for %k = lb to ub step s iter_args(%acc = %init) -> f32 {
      ...
      %y = tv.prophesy %v for @spec::@T [I(k)] stage [S(k)]
      scf.yield %y
    }

The rule (the loop invariant of a carried value is its prophecy, as
for the heap in thesis Lemma 5.4.3):

* in the iteration `x`, `%acc` is `%init` if `x = lb`, else the value
  yielded by iteration `x - s`, which is `T[I(x - s)] @ S(x - s)`;
* the result `%r` is `%init` if the loop runs zero times, else the value
  yielded by the last iteration `x_last = lb + s * (ceil((ub - lb) / s) - 1)`,
  which is `T[I(x_last)] @ S(x_last)`.

Soundness, by induction over the iterations in order.  The prophecy's
obligation (`value = prophecy`, checked for every `x` of the iteration
domain at once) shows: if `%acc` holds the meaning above in iteration `x`,
then `%y = T[I(x)] @ S(x)`.  In the first iteration `%acc` is `%init`,
exactly; in iteration `x > lb` it is what iteration `x - s` yielded, which
by the induction hypothesis is `T[I(x - s)] @ S(x - s)`.  So every
iteration yields its prophecy, and the result is the last one's (or the
init).  Each step only assumes the claim for an *earlier* iteration,
which is why the obligation may use it: no circularity.

A yield of `acc (+) e` with no prophecy, `acc` the iter_arg and `(+)` a
spec reduction's combiner, gets the prophecy inferred from the input cells
`e` loads (inferred.py), checked at the yield like a written one.
A vector yielded as a vector prophecy of the body (a tile's register
accumulator, IREE's CPU matmuls) is carried lane by lane (`_bind_vector`).
Anything else carried (a yield that is not a prophecy of the same body,
a memref, an unclaimed vector or an index value) has no derivable meaning here:
`unsupported (... loop-carried value without prophecy)`.  A result
stored after the loop stores the last iteration's prophecy
(`stored_result`); a loop that may run zero times would store `%init`
instead, which is only supported when isl proves the loop runs.
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl
import z3
from xdsl.dialects.builtin import AnyFloat, IntegerType, VectorType
from xdsl.ir import Operation, OpResult, SSAValue

from tvmlir.affine import checks, space
from tvmlir.affine.space import const
from tvmlir.tv_dialect import ProphesyOp
from tvmlir.verify import inferred
from tvmlir.verify.frame import Frame, Val
from tvmlir.verify.obligations import VerifyUnsupported
from tvmlir.verify.spec_model import SpecTensor


@dataclass(frozen=True)
class LoopResult:
    """The meaning of a result of an `scf.for`: the prophecy of its body
    (on spec tensor `tensor`, `staged` or not) at the last iteration `last`
    (the loop index parameter `x` replaced by it), where the loop runs
    (`runs`)."""

    tensor: SpecTensor
    staged: bool
    x: str
    last: isl.PwAff
    runs: isl.Set
    indices: list[isl.PwAff]


def substitute(pa: isl.PwAff, name: str, value: isl.PwAff) -> isl.PwAff:
    """`pa` with the parameter `name` replaced by `value`."""
    pos = pa.find_dim_by_name(isl.dim_type.param, name)
    if pos < 0:
        return pa
    moved = pa.move_dims(isl.dim_type.in_, 0, isl.dim_type.param, pos, 1)
    return moved.pullback_multi_pw_aff(isl.MultiPwAff.from_pw_aff(value))


def _yielded_claim(ev, op: Operation, k: int, frame: Frame, dom: isl.Set, current=None) -> tuple[SpecTensor, bool, list[isl.PwAff]]:
    """The yielded value's prophecy (tensor, staged, indices and stage on
    the body's domain), written or inferred (inferred.py)."""
    body = op.body.block  # type: ignore[attr-defined]
    yielded = body.last_op.operands[k]  # type: ignore[union-attr]
    source = yielded.op if isinstance(yielded, OpResult) else None
    if isinstance(source, ProphesyOp) and source.parent_block() is body:
        t, staged = ev.prophecy_tensor(source)
        return t, staged, ev.indices(source, [*source.indices, *source.stage], frame, dom)
    claim = inferred.carried_claim(ev, op, k, frame, dom, current)
    if claim is not None:
        t, idx, stage = claim
        return t, True, [*idx, *stage]
    raise VerifyUnsupported(
        op, f"loop-carried value without prophecy (iter_arg #{k} is yielded without a tv.prophesy "
        "of the loop body, so its value in later iterations cannot be derived)"
    )


def bind(ev, op: Operation, frame: Frame, x: str, lo: isl.PwAff, hi: isl.PwAff, step: int, dom: isl.Set, gamma: isl.Set,
         current=None) -> None:
    """Give the iter_args (inside the body) and the results (after the
    loop) of `op` their meaning (module doc)."""
    body = op.body.block  # type: ignore[attr-defined]
    for k, (arg, init) in enumerate(zip(body.args[1:], op.iter_args)):  # type: ignore[attr-defined]
        if isinstance(arg.type, VectorType) and _vector_claim(op, k) is not None:
            continue
        if not isinstance(arg.type, (IntegerType, AnyFloat)):
            raise VerifyUnsupported(op, f"loop-carried value without prophecy (iter_arg #{k} of type {arg.type})")
    trips = hi.sub(lo).scale_down_val(isl.Val.int_from_si(space.CTX, step)).ceil()
    last = lo.add(trips.sub(const(1)).scale_val(isl.Val.int_from_si(space.CTX, step)))
    runs = space.lt(lo, hi)
    X = ev.conv.param(x)
    first = X == ev.conv.pw_aff(lo)
    for k, (arg, init, res) in enumerate(zip(body.args[1:], op.iter_args, op.results)):  # type: ignore[attr-defined]
        if isinstance(arg.type, VectorType):
            _bind_vector(ev, op, k, frame, X, step, first, ev.conv.set(runs), ev.conv.pw_aff(last))
            continue
        t, staged, idx = _yielded_claim(ev, op, k, frame, dom, current)
        ev.loop_results[(frame.key, res)] = LoopResult(t, staged, x, last, runs, idx)
        if current is None and _unevaluated_load(frame, init):
            # The prophetic pass (no heap) evaluates no loads: the init
            # loaded from memory (scalar replacement's shape, `acc =
            # c[i]` before the loop) has no value yet.  That pass only
            # needs the claims; the checking pass binds the terms.
            for value in (arg, res):
                frame.terms.pop(value, None)
                frame.lazy_terms.pop(value, None)
            continue
        # Lazily: the init may be a vector read that the unchecked pass over
        # an enclosing loop's body does not evaluate (a register
        # accumulator started from a loaded row init, IREE's CUDA code).
        start_of = _memo(lambda init=init: ev.term(frame, init))

        def expected_at(value: z3.ArithRef, t=t, staged=staged, idx=idx) -> Val:
            args = [z3.substitute(ev.conv.pw_aff(a), (X, value)) for a in idx]
            return ev.spec_value(t, args[: t.rank], args[t.rank :] if staged else None)

        def carried(start_of=start_of, expected_at=expected_at) -> Val:
            start, previous = start_of(), expected_at(X - step)
            return Val(z3.If(first, start.term, previous.term), start.ub, _choose(first, start.poison, previous.poison))

        def result(start_of=start_of, expected_at=expected_at) -> Val:
            start, final = start_of(), expected_at(ev.conv.pw_aff(last))
            ran = ev.conv.set(runs)
            return Val(z3.If(ran, final.term, start.term), start.ub, _choose(ran, final.poison, start.poison))

        for value, thunk in ((arg, carried), (res, result)):
            frame.terms.pop(value, None)
            frame.lazy_terms[value] = thunk


def _unevaluated_load(frame: Frame, value: SSAValue) -> bool:
    """`value` is a `memref.load` result without a value in `frame` yet."""
    return isinstance(value, OpResult) and value.op.name == "memref.load" and value not in frame.terms


def _memo(f):
    """`f`, called at most once."""
    box: list = []

    def once():
        if not box:
            box.append(f())
        return box[0]

    return once


_LANE_PERMUTATIONS = ("vector.shape_cast", "vector.transpose")
"""Vector ops whose lanes are their operand's, each once, moved: a yield
through them is still the prophecy's value, lane by lane."""


def _vector_claim(op: Operation, k: int) -> ProphesyOp | None:
    """The vector prophecy of the loop body that iter_arg `k` is yielded
    as, directly or through `_LANE_PERMUTATIONS` (IREE's CPU conv tile
    yields `shape_cast` of its `vector<4x1xf32>` fold as `vector<4xf32>`)."""
    return _yield_path(op, k)[0]


def _yield_path(op: Operation, k: int) -> tuple[ProphesyOp | None, list[Operation]]:
    """The prophecy iter_arg `k` is yielded as and the lane permutations
    between it and the yield, the yield's side first."""
    body = op.body.block  # type: ignore[attr-defined]
    yielded = body.last_op.operands[k]  # type: ignore[union-attr]
    moves: list[Operation] = []
    while isinstance(yielded, OpResult) and yielded.op.name in _LANE_PERMUTATIONS and yielded.op.parent_block() is body:
        moves.append(yielded.op)
        yielded = yielded.op.operands[0]
    source = yielded.op if isinstance(yielded, OpResult) else None
    if isinstance(source, ProphesyOp) and source.parent_block() is body:
        return source, moves
    return None, []


def _bind_vector(ev, op: Operation, k: int, frame: Frame, X: z3.ArithRef, step: int, first: z3.BoolRef,
                 ran: z3.BoolRef, last: z3.ArithRef) -> None:
    """A vector iter_arg yielded as a vector prophecy `T[I(x, l)] @ S(x, l)`
    (one index vector per coordinate): lane `l` of the iter_arg is lane
    `l` of the init in the first iteration, else `T[I(x - s, l)] @ S(x - s, l)`;
    lane `l` of the result is the last iteration's (the init's if the loop
    does not run).  The same induction as for scalars (module doc), lane
    by lane: the prophecy's obligations are checked lane by lane
    (`vectors.prophecy_op`).  Evaluated lazily per lane point
    (`VectorSemantics.term` asks `ev.vector_carried`)."""
    body = op.body.block  # type: ignore[attr-defined]
    arg, init, res = body.args[1 + k], op.iter_args[k], op.results[k]  # type: ignore[attr-defined]
    p, moves = _yield_path(op, k)
    assert p is not None
    t, staged = ev.prophecy_tensor(p)

    def expected_at(point, value: z3.ArithRef) -> Val:
        for move in moves:  # the yield's lane `point` is the prophecy's lane here
            _, point = ev.vectors.operand_lanes(move, frame, point)
        pas = [ev.vectors.index(p, frame, v, point) for v in (*p.indices, *p.stage)]
        args = [z3.substitute(ev.conv.pw_aff(a), (X, value)) for a in pas]
        return ev.spec_value(t, args[: t.rank], args[t.rank :] if staged else None)

    def carried(point) -> Val:
        start = ev.vectors.term(op, frame, init, point)
        previous = expected_at(point, X - step)
        return Val(z3.If(first, start.term, previous.term), start.ub, _choose(first, start.poison, previous.poison))

    def result(point) -> Val:
        start = ev.vectors.term(op, frame, init, point)
        final = expected_at(point, last)
        return Val(z3.If(ran, final.term, start.term), start.ub, _choose(ran, final.poison, start.poison))

    ev.vector_carried[(frame.key, arg)] = carried
    ev.vector_carried[(frame.key, res)] = result


def _choose(c: z3.BoolRef, a: z3.BoolRef, b: z3.BoolRef) -> z3.BoolRef:
    """`if c then a else b` for poison flags, kept the constant false when
    both are."""
    if z3.is_false(a) and z3.is_false(b):
        return a
    return z3.If(c, a, b)


def stored_result(ev, op: Operation, value: SSAValue, frame: Frame, gamma: isl.Set):
    """(spec context, cell values) that a store of the loop result `value`
    writes: the last iteration's prophecy; None if `value` is not a loop
    result with a derived meaning."""
    found = ev.loop_results.get((frame.key, value))
    if found is None:
        return None
    if not checks.holds_everywhere(gamma, found.runs).is_empty():
        raise VerifyUnsupported(op, "stores the result of a loop that may run zero times (its init value)")
    values = [substitute(a, found.x, found.last) for a in found.indices]
    return ev.spec_context(found.tensor, found.staged), values
