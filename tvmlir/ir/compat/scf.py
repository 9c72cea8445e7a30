"""`scf.forall` and its terminator `scf.forall.in_parallel`.

Why: xDSL 0.74 lacks them, and upstream's transform dialect
(`transform.structured.tile_using_forall`) produces them: after
bufferization, a GPU schedule that is not (yet) mapped to `gpu.launch`
is a nest of `scf.forall` over memrefs.  The ops are read in MLIR's
generic form (what `mlir-opt --mlir-print-op-generic` prints); `--verify`
gives them their meaning (`tvmlir/verify/forall.py`).
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IndexType, i64
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import HasParent, IsTerminator, NoTerminator, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class ForallOp(IRDLOperation):
    """`scf.forall (%i, ..) = (lb..) to (ub..) step (s..) shared_outs(..)`:
    a parallel loop; each bound is static (`static*`, with `ShapedType`'s
    dynamic marker) or the next dynamic operand of its group."""

    name = "scf.forall"
    dynamicLowerBound = var_operand_def(IndexType)
    dynamicUpperBound = var_operand_def(IndexType)
    dynamicStep = var_operand_def(IndexType)
    outputs = var_operand_def()
    staticLowerBound = prop_def(DenseArrayBase.constr(i64))
    staticUpperBound = prop_def(DenseArrayBase.constr(i64))
    staticStep = prop_def(DenseArrayBase.constr(i64))
    mapping = opt_prop_def(ArrayAttr)
    res = var_result_def()
    body = region_def("single_block")
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(RecursiveMemoryEffect())

    @property
    def rank(self) -> int:
        return len(self.staticLowerBound.get_values())

    def verify_(self) -> None:
        rank = self.rank
        if len(self.staticUpperBound.get_values()) != rank or len(self.staticStep.get_values()) != rank:
            raise VerifyException("scf.forall: lower bounds, upper bounds and steps differ in number")
        args = self.body.block.args
        if len(args) != rank + len(self.outputs):
            raise VerifyException("scf.forall: the body takes one index per dimension, then the shared outputs")
        if any(not isinstance(a.type, IndexType) for a in args[:rank]):
            raise VerifyException("scf.forall: induction variables must be index")
        if len(self.res) != len(self.outputs):
            raise VerifyException("scf.forall: one result per shared output")
        last = self.body.block.last_op
        if not isinstance(last, InParallelOp):
            raise VerifyException("scf.forall: the body must end with scf.forall.in_parallel")
        if self.mapping is not None and len(self.mapping.data) != rank:
            raise VerifyException("scf.forall: mapping attribute size must match the loop rank")


@irdl_op_definition
class InParallelOp(IRDLOperation):
    """The terminator of `scf.forall`: a region of
    `tensor.parallel_insert_slice` ops (empty for memref loops)."""

    name = "scf.forall.in_parallel"
    region = region_def()
    traits = traits_def(IsTerminator(), NoTerminator(), HasParent(ForallOp))


OPS = [ForallOp, InParallelOp]
