"""`tv.prophesy`: the prophetic annotation of a value (Clement, thesis ch. 4-5).

    %p = tv.prophesy %v for @matmul_spec::@C [%i, %j] stage [%k] : f32
    memref.store %p, %c[%i, %j] : memref<8x4xf32>

reads: "the value stored here equals the spec tensor C at (i, j), after
reduction step k" (the thesis' extended-index SARE `R(i, j, k)`; without
`stage` it is the final value `C(i, j)`).  At run time it is the identity on
`%v`.

Why an op with SSA operands and not an attribute on the store: upstream
lowerings (linalg to loops, tiling, GPU mapping, outlining, lower-affine,
canonicalize) rewrite induction variables in *operands* but drop or ignore
attributes and affine maps.  The indices therefore stay correct through any
pipeline, as `f_A(e, t)` in the thesis (section 5.6).  Its data are
discardable attributes rather than properties because mlir-opt-19 loses the
properties of unregistered ops when it clones them (gpu outlining does).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import IndexType, SymbolRefAttr, TensorType
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    VarConstraint,
    attr_def,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from tvmlir.tv_dialect.abstract_float import AbstractFloatType
from tvmlir.tv_dialect.spec import SpecLookupError, resolve_spec_tensor


@irdl_op_definition
class ProphesyOp(IRDLOperation):
    """Identity on `value`, claiming it equals `spec[indices]` at `stage`.

    Verified: indices and stage are `index`; the result has the operand's
    type; when the enclosing symbol table holds a `tv.spec`, the reference
    names one of its tensors, gives one index per dimension, the value has
    the tensor's element type (or its `!tv.afloat` abstraction), and the
    stage is absent or has one index per reduction dimension.
    """

    name = "tv.prophesy"

    T: ClassVar = VarConstraint("T", AnyAttr())
    value = operand_def(T)
    indices = var_operand_def(IndexType())
    stage = var_operand_def(IndexType())
    spec = attr_def(SymbolRefAttr)
    result = result_def(T)

    irdl_options = (AttrSizedOperandSegments(),)
    traits = traits_def(Pure())
    assembly_format = (
        "$value `for` $spec ` ` `[` $indices `]` (`stage` ` ` `[` $stage^ `]`)? "
        "attr-dict `:` type($result)"
    )

    def __init__(
        self,
        value: SSAValue,
        spec: SymbolRefAttr,
        indices: Sequence[SSAValue],
        stage: Sequence[SSAValue] = (),
    ):
        super().__init__(
            operands=[value, indices, stage],
            result_types=[value.type],
            attributes={"spec": spec},
        )

    def verify_(self) -> None:
        try:
            tensor = resolve_spec_tensor(self, self.spec)
        except SpecLookupError as e:
            raise VerifyException(str(e)) from e
        if tensor is None:
            return
        ttype = tensor.type
        assert isinstance(ttype, TensorType)
        rank = ttype.get_num_dims()
        if len(self.indices) != rank:
            raise VerifyException(
                f"{self.spec} has rank {rank} but the prophecy gives "
                f"{len(self.indices)} indices"
            )
        if not _abstracts(self.value.type, ttype.element_type):
            raise VerifyException(
                f"value of type {self.value.type} cannot equal an element of "
                f"{self.spec} : {ttype}"
            )
        if self.stage and len(self.stage) != tensor.stages:
            raise VerifyException(
                f"{self.spec} has {tensor.stages} reduction stages but the "
                f"prophecy gives {len(self.stage)} stage indices"
            )


def _abstracts(value_type: Attribute, element_type: Attribute) -> bool:
    """A stored value matches a spec element of the same type, or of the
    concrete format its abstract float stands for."""
    if value_type == element_type:
        return True
    return (
        isinstance(value_type, AbstractFloatType)
        and value_type.format == element_type
    )
