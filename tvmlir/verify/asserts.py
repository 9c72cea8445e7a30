"""`cf.assert` in lowered code, and the spec's asserts as the report's
assumption (issue 24).

The semantics (`semantics.asserts`): a failed assert is undefined
behaviour.  What that means for a lowered program checked against its
spec, by obligation:

* `assert holds`: a lowered `cf.assert` must hold wherever the spec is
  defined, i.e. under the spec's asserts (`spec_asserts`); otherwise the
  lowered code aborts on an input the spec gives a meaning to.  Checked
  in both modes below.
* Past a lowered assert, its condition holds: execution of the rest of
  its block reaches only there (`Prover.path`).  A lowered gather reads in
  bounds because the code checked its index first, say.

`verify{assume-asserts=true}` (the default, printed): the spec's asserts
are assumed by every query.  A lowering that drops an assert is then
correct (it refines an undefined case), and one whose reads are in bounds
only under the spec's asserts is proved.

`verify{assume-asserts=false}` reads a failed assert as an abort that the
lowered code must keep: the spec's asserts are assumed only by `assert
holds`, and each spec element computed (its prophecy, or an inferred
claim) must be reached only where the lowered code's asserts imply the
spec's asserts at that element (`assert kept`).  A lowering that drops an
assert its reads rely on fails `read in bounds`; one that drops any assert
fails `assert kept`.  A spec tensor the lowered code never computes is
not checked (its asserts are not kept by anything).
"""

from __future__ import annotations

from collections import Counter

import islpy as isl
import z3
from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Operation

from tvmlir.ir.diagnostics import format_op_location
from tvmlir.verify.frame import Frame
from tvmlir.verify.obligations import ASSERT_HOLDS, ASSERT_KEPT, Outcome, VerifyUnsupported
from tvmlir.verify.spec_model import SpecFunction, SpecTensor


def message(op: Operation) -> str:
    msg = op.properties.get("msg") or op.attributes.get("msg")
    return msg.data if isinstance(msg, StringAttr) else ""


def assumption(spec: SpecFunction, assume: bool) -> str:
    """The report's line on the spec's asserts and gathers ('' without
    any): what the proof assumes of them (`spec_asserts`)."""
    found = spec.asserts()
    gathers = sum(1 for t in spec.tensors.values() if t.body is not None and t.position == 0
                  for op in t.body.ops if op.name == "tensor.extract")
    if not found and not (gathers and assume):
        return ""
    counts = Counter(message(op) for op in found)
    listed = ", ".join(f'"{m}"' + (f" (x{n})" if n > 1 else "") for m, n in counts.items())
    if assume:
        why = []
        if found:
            why.append("a failed assert is undefined behaviour; verify{assume-asserts=false} makes them aborts "
                       "the lowered code must keep")
        if gathers:
            why.append("so is an out-of-bounds extract" if found else "an out-of-bounds extract is undefined behaviour")
        head = " and ".join(
            ([f"the spec's {len(found)} cf.assert(s) hold"] if found else [])
            + ([f"{'its' if found else 'the spec' + chr(39) + 's'} {gathers} tensor.extract(s) read in bounds"]
               if gathers else [])
        )
        return f"{head} ({'; '.join(why)})" + (f": {listed}" if listed else "")
    return (f"asserts: the spec's {len(found)} cf.assert(s) are aborts the lowered code must keep "
            f"before computing each element (assert kept): {listed}")


def lowered_assert(ev, op: Operation, frame: Frame, gamma: isl.Set, check: bool) -> None:
    """`cf.assert %c` in the lowered code: `c` holds where the spec is
    defined, then the rest of its block may assume it."""
    if not check:
        return  # no effect on the heap
    cond = ev.term(frame, op.operands[0])
    holds = z3.And(cond.term == z3.BitVecVal(1, 1), z3.Not(cond.ub), z3.Not(cond.poison))
    holds = z3.simplify(holds) if z3.is_false(cond.ub) and z3.is_false(cond.poison) else holds
    outcome, instance = ev.prover.prove_holds(ASSERT_HOLDS, ev.conv.set(gamma), holds, preconditions=True)
    detail = "" if outcome is Outcome.OK else (
        f'fails where the spec is defined: the lowered code aborts ("{message(op)}")'
        if outcome is Outcome.FAILED else "solver gave up"
    )
    ev.record(ASSERT_HOLDS, op, outcome, detail, instance)
    ev.prover.path.append(holds)


def check_kept(ev, op: Operation, t: SpecTensor, idx, stage, gamma: isl.Set) -> list[z3.BoolRef]:
    """`assume-asserts=false`: where the lowered code computes `@t`'s
    element `idx` (at `stage`, a list, or None for the final element), the
    asserts it passed imply `@t`'s asserts there.  Returns those
    conditions: once kept, the element's value obligation may assume them
    (where they fail, the lowered code has aborted)."""
    conv = ev.conv
    conds = ev.encoder.assert_conditions(
        t, [conv.pw_aff(x) for x in idx], None if stage is None else [conv.pw_aff(x) for x in stage]
    )
    if conds is None:
        raise VerifyUnsupported(
            op, f"@{t.name}'s asserts depend on its reduction (the accumulator or a reduced dim) "
            "and are not checked at its final element (verify{assume-asserts=false})"
        )
    for spec_assert, cond in conds:
        outcome, instance = ev.prover.prove_holds(ASSERT_KEPT, conv.set(gamma), cond, preconditions=False)
        detail = "" if outcome is Outcome.OK else (
            f'computes @{t.name} where the lowered code has not asserted the spec\'s "{message(spec_assert)}" '
            f"(cf.assert at {format_op_location(spec_assert, ev.default_file)})"
            if outcome is Outcome.FAILED else "solver gave up"
        )
        ev.record(ASSERT_KEPT, op, outcome, detail, instance)
    return [cond for _, cond in conds]
