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
from xdsl.dialects.builtin import DenseArrayBase, DenseIntOrFPElementsAttr, IndexType, IntegerAttr, SymbolRefAttr, VectorType, i64
from xdsl.dialects.vector import BroadcastOp
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from tvmlir.infer.fit import Affine, Claim
from tvmlir.infer.target_trace import LANE, RESULT
from tvmlir.ir.compat.vector import StepOp, TransposeOp
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


def _lane_vector(k: int, t: VectorType, before: Operation) -> SSAValue:
    """The index vector holding each lane's index along dim `k`: a
    `vector.step` broadcast over the other dims, moved into place."""
    shape = list(t.get_shape())
    index_t = lambda dims: VectorType(IndexType(), dims)  # noqa: E731
    point = InsertPoint.before(before)

    def insert(op: Operation) -> SSAValue:
        op.location = before.location
        Rewriter.insert_op(op, point)
        return op.results[0]

    step = insert(StepOp.create(result_types=[index_t([shape[k]])]))
    if len(shape) == 1:
        return step
    others = [n for d, n in enumerate(shape) if d != k]
    wide = insert(BroadcastOp(step, index_t(others + [shape[k]])))
    if k == len(shape) - 1:
        return wide
    # result dim d is source dim perm[d]: the lane dim (last in `wide`) goes to k
    perm = list(range(len(shape) - 1))
    perm.insert(k, len(shape) - 1)
    return insert(TransposeOp.create(operands=[wide], result_types=[index_t(shape)],
                                     properties={"permutation": DenseArrayBase.from_list(i64, perm)}))


def _emit_vector(a: Affine, claim: Claim, before: Operation, t: VectorType) -> SSAValue:
    """`a` at every lane of a vector of type `t`: the scalar terms
    broadcast, plus each lane term's index vector times its coefficient."""
    scalar_part = Affine(tuple((p, c) for p, c in a.terms if claim.site.variables[p].kind != LANE), a.const)
    point = InsertPoint.before(before)
    index_t = VectorType(IndexType(), list(t.get_shape()))

    def insert(op: Operation) -> SSAValue:
        op.location = before.location
        Rewriter.insert_op(op, point)
        return op.results[0]

    total = insert(BroadcastOp(_emit(scalar_part, claim, before), index_t))
    for p, coef in a.terms:
        var = claim.site.variables[p]
        if var.kind != LANE:
            continue
        lane = _lane_vector(var.lane, t, before)
        if coef != 1:
            c = insert(arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(index_t, [coef])))
            lane = insert(arith.MuliOp(c, lane))
        total = insert(arith.AddiOp(total, lane))
    return total


def insert_claim(claim: Claim, spec_name: str) -> ProphesyOp:
    op = claim.site.op
    value = op.results[0] if claim.site.operand == RESULT else op.operands[claim.site.operand]
    at = op.next_op if claim.site.operand == RESULT else op  # a result's claim comes right after it
    assert at is not None
    t = value.type
    emit = (lambda a: _emit_vector(a, claim, at, t)) if isinstance(t, VectorType) else (lambda a: _emit(a, claim, at))
    indices = [emit(a) for a in claim.index]
    stage = [emit(a) for a in claim.stage] if claim.stage is not None else []
    p = ProphesyOp(value, SymbolRefAttr(spec_name, [claim.tensor]), indices, stage)
    p.location = op.location
    Rewriter.insert_op(p, InsertPoint.before(at))
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
