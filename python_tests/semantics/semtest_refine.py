"""A minimal pairwise refinement check over straight-line scalar functions,
for testing the semantics on mlir-tv's function pairs (not `tv-check`:
no memory, no control flow, no tensors).

Refinement (mlir-tv section 6.3, with poison observed at the return): the
target refines the source if the source has UB, or the target has no UB
and every returned value is poison in the source or equal and not poison in
the target.
"""

from __future__ import annotations

import z3

from tvmlir.smt.budget import Budget, check
from xdsl.dialects.func import FuncOp, ReturnOp

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.semantics.counting import count_fp_values
from tvmlir.semantics.fp import AbstractFP, IEEEFP
from tvmlir.semantics.scalar import ScalarSemantics


def functions(text: str) -> dict[str, FuncOp]:
    module = parse_module(make_context(allow_unregistered=True), text, "pair.mlir")
    return {op.sym_name.data: op for op in module.ops if isinstance(op, FuncOp)}


def run(sem: ScalarSemantics, func: FuncOp, args):
    """(ub, [(value, poison)] returned) of a straight-line function."""
    env = {a: (t, sem.false) for a, t in zip(func.body.block.args, args)}
    ub = []
    for op in func.body.block.ops:
        terms = [env[o] for o in op.operands]
        if isinstance(op, ReturnOp):
            return z3.Or(sem.false, *ub), terms
        enc = sem.encode(op, [t for t, _ in terms], [p for _, p in terms])
        ub.append(enc.ub)
        for r, v, p in zip(op.results, enc.results, enc.poison):
            env[r] = (v, p)
    raise AssertionError("no return")


def refines(src: FuncOp, tgt: FuncOp, fp: str = "abstract", budget: Budget | None = None) -> z3.CheckSatResult:
    """unsat: verified; sat: a counterexample exists (`budget`: the tools'
    default, work only in the tests)."""
    model = AbstractFP.for_count(count_fp_values([src, tgt])) if fp == "abstract" else IEEEFP()
    sem = ScalarSemantics(model)
    args = [sem.fresh(f"arg{i}", a.type) for i, a in enumerate(src.body.block.args)]
    src_ub, src_ret = run(sem, src, args)
    tgt_ub, tgt_ret = run(sem, tgt, args)
    types = src.function_type.outputs.data
    same = [
        z3.Or(sp, z3.And(z3.Not(tp), sem.same(sv, tv, t)))
        for (sv, sp), (tv, tp), t in zip(src_ret, tgt_ret, types)
    ]
    ok = z3.Or(src_ub, z3.And(z3.Not(tgt_ub), *same))
    solver = z3.Solver()
    solver.add(*sem.side_conditions())
    solver.add(z3.Not(ok))
    return check(solver, budget or Budget.of(20000))


def always_ub(func: FuncOp, fp: str = "abstract") -> bool:
    model = AbstractFP.for_count(count_fp_values([func])) if fp == "abstract" else IEEEFP()
    sem = ScalarSemantics(model)
    args = [sem.fresh(f"arg{i}", a.type) for i, a in enumerate(func.body.block.args)]
    ub, ret = run(sem, func, args)
    observed = z3.Or(ub, *[p for _, p in ret])
    solver = z3.Solver()
    solver.add(*sem.side_conditions())
    solver.add(z3.Not(observed))
    return solver.check() == z3.unsat
