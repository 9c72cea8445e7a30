"""Abstract FP reductions over a whole tensor: `tv.fsum` and `tv.fdot`.

Why reductions are ops and not loops of `tv.fadd`: IEEE addition is not
associative, yet ML compilers reorder, split and fuse reductions and users
want those rewrites admitted.  mlir-tv (CAV'22, sections 5.1, 5.3, 6.3)
abstracts a reduction as one UF applied to the whole array, whose equalities
are then justified by cheap encodings instead of a quantified axiom.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import TensorType
from xdsl.ir import SSAValue
from xdsl.irdl import (
    IRDLOperation,
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from tvmlir.tv_dialect.abstract_float import AbstractFloatType


def _verify_reduced_tensor(op: IRDLOperation, tensor: SSAValue) -> None:
    t = tensor.type
    assert isinstance(t, TensorType)
    if not isinstance(t.element_type, AbstractFloatType):
        raise VerifyException(
            f"expects a tensor of !tv.afloat elements, got {t}"
        )
    if t.element_type != op.results[0].type:
        raise VerifyException(
            f"result type {op.results[0].type} must be the element type "
            f"{t.element_type} of the reduced tensor"
        )


@irdl_op_definition
class SumOp(IRDLOperation):
    """Sum of all elements of a tensor (any rank, row-major order).

    Encoding: a UF `sum` over the SMT array of the tensor, with the
    out-of-bounds elements masked to `-0.0`, the neutral element of IEEE
    addition (`+0.0` is not neutral: `-0.0 + +0.0 = +0.0`).  Commutativity
    and flattening of nested sums are encoded with the hash of section 5.3:
    for constant lengths, `sum(A) != sum(B)` implies `sum f(x) over A !=
    sum f(x) over B` for a fresh UF `f` into bit-vectors, and `F(sum(A)) =
    sum F(x) over A` links a sum to its parts; both are quantifier-free.
    Under `--fp=ieee` the sum is the left fold of IEEE additions from -0.0
    and none of these properties hold.

    Example: `%s = tv.fsum %t : tensor<4x8x!tv.afloat<f32>> -> !tv.afloat<f32>`
    """

    name = "tv.fsum"

    input = operand_def(TensorType)
    result = result_def(AbstractFloatType)

    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `->` type($result)"

    def __init__(self, input: SSAValue):
        assert isinstance(input.type, TensorType)
        super().__init__(operands=[input], result_types=[input.type.element_type])

    def verify_(self) -> None:
        _verify_reduced_tensor(self, self.input)


@irdl_op_definition
class DotOp(IRDLOperation):
    """Dot product of two 1-D tensors of the same shape.

    Encoded by abstraction refinement (mlir-tv section 6.3), each round
    reported: (1) a UF `dot(A, B)` commutative in its two arrays;
    (2) if that fails, `sum(lambda i. A[i] * B[i])`, relating dot products to
    sums of products; (3) if that fails, small constant-length sums are
    unrolled into `tv.fadd` chains.

    Example: `%d = tv.fdot %a, %b : tensor<8x!tv.afloat<f32>> -> !tv.afloat<f32>`
    """

    name = "tv.fdot"

    T: ClassVar = VarConstraint("T", base(TensorType))
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(AbstractFloatType)

    traits = traits_def(Pure())
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"

    def __init__(self, lhs: SSAValue, rhs: SSAValue):
        assert isinstance(lhs.type, TensorType)
        super().__init__(operands=[lhs, rhs], result_types=[lhs.type.element_type])

    def verify_(self) -> None:
        assert isinstance(self.lhs.type, TensorType)
        if self.lhs.type.get_num_dims() != 1:
            raise VerifyException(f"expects 1-D tensors, got {self.lhs.type}")
        _verify_reduced_tensor(self, self.lhs)
