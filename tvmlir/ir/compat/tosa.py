"""`tosa.const` with MLIR 19's attribute name `value` (later MLIR, and
xDSL 0.74, call it `values`).  Either is accepted; `value_attr()` reads it."""

from __future__ import annotations

from xdsl.dialects import tosa
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType
from xdsl.irdl import irdl_op_definition, opt_prop_def, result_def
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class ConstOp(tosa.ConstOp):
    values = opt_prop_def(DenseIntOrFPElementsAttr)
    output = result_def(TensorType)

    def value_attr(self) -> DenseIntOrFPElementsAttr:
        v = self.values or self.attributes.get("value")
        assert isinstance(v, DenseIntOrFPElementsAttr)
        return v

    def verify_(self) -> None:
        v = self.values or self.attributes.get("value")
        if not isinstance(v, DenseIntOrFPElementsAttr):
            raise VerifyException("needs a dense `value` (or `values`) attribute")
        if v.get_type() != self.output.type:
            raise VerifyException(
                f"value type {v.get_type()} differs from result type {self.output.type}"
            )


OPS = [ConstOp]
