"""Inferred claims as `tv.prophesy` ops, the form `--verify` checks.

Each claim wraps the site's value (the stored value, or the value an
`scf.for` yields) in `tv.prophesy %v for @<fn>_spec::@T [idx] stage [k]`,
its indices computed right before the site from the site's variables
(`arith.muli` by a constant, `arith.addi`), located at the site; the
later uses of the value read the prophecy (`_after`).  The
variables are in scope there by construction (`target_trace`), so the
result is well-formed IR that mlir-opt-19 and `--verify` read as any
annotated lowering.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, SymbolRefAttr
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from tvmlir.infer.fit import Affine, Claim
from tvmlir.tv_dialect.prophecy import ProphesyOp


def _emit(a: Affine, claim: Claim, before: Operation) -> SSAValue:
    point = InsertPoint.before(before)

    def insert(op: Operation) -> SSAValue:
        op.location = before.location
        Rewriter.insert_op(op, point)
        return op.results[0]

    def const(c: int) -> SSAValue:
        return insert(arith.ConstantOp(IntegerAttr(c, IndexType())))

    total: SSAValue | None = None
    for pos, coef in a.terms:
        v = claim.site.variables[pos].value
        term = v if coef == 1 else insert(arith.MuliOp(const(coef), v))
        total = term if total is None else insert(arith.AddiOp(total, term))
    if total is None:
        return const(a.const)
    if a.const:
        total = insert(arith.AddiOp(total, const(a.const)))
    return total


def insert_claim(claim: Claim, spec_name: str) -> ProphesyOp:
    op = claim.site.op
    indices = [_emit(a, claim, op) for a in claim.index]
    stage = [_emit(a, claim, op) for a in claim.stage] if claim.stage is not None else []
    p = ProphesyOp(op.operands[claim.site.operand], SymbolRefAttr(spec_name, [claim.tensor]), indices, stage)
    p.location = op.location
    value = op.operands[claim.site.operand]
    Rewriter.insert_op(p, InsertPoint.before(op))
    for use in list(value.uses):
        if use.operation is not p and _after(p, use.operation):
            use.operation.operands[use.index] = p.result
    return p


def _after(p: Operation, user: Operation) -> bool:
    """Whether `user` comes after `p` in `p`'s block (or is nested in an op
    that does): the uses `p` dominates, which see the claimed element, as
    the uses of an annotated linalg body's value see its prophecy.  A later
    computation from the same value (affine-scalrep forwards a stored
    value instead of loading it again) is then checked against the claim,
    one step at a time."""
    block = p.parent_block()
    op: Operation | None = user
    while op is not None and op.parent_block() is not block:
        op = op.parent_op()
    if op is None:
        return False
    for o in block.ops:  # type: ignore[union-attr]
        if o is p:
            return True
        if o is op:
            return False
    return False
