"""TOSA as mlir-opt-19 reads and prints it.

xDSL 0.74 follows a later TOSA (three-operand `tosa.mul` with a shift
operand, `values` on `tosa.const`, no rank broadcasting) and lacks many ops.
MLIR 19's ops are defined here with MLIR 19's syntax,

    %r = tosa.mul %a, %b {shift = 0 : i8} : (tensor<..>, tensor<..>) -> tensor<..>

(operands, attributes, a functional type), and its generic form with the
attributes either as properties (`<{shift = 0 : i8}>`, what mlir-opt-19
prints) or as attributes (`{shift = 0 : i8}`, which MLIR 19 accepts too):
`attr(op, name)` reads either.

Only the operand count and the presence and kind of required attributes are
verified here; shapes are checked by the semantics (`semantics/tosa*.py`),
which reports a shape it cannot give meaning to as unsupported.
"""

from __future__ import annotations

from xdsl.dialects import tosa
from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    TensorType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    opt_prop_def,
    result_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

from tvmlir.ir.compat.sparse import SparseElementsAttr


def attr(op, name: str) -> Attribute | None:
    """An attribute of a TOSA op, given as property or as attribute."""
    a = op.properties.get(name)
    return op.attributes.get(name) if a is None else a


@irdl_op_definition
class ConstOp(tosa.ConstOp):
    """`tosa.const` with MLIR 19's attribute name `value` (later MLIR, and
    xDSL 0.74, call it `values`), as property or attribute; `value_attr()` reads it."""

    values = opt_prop_def(DenseIntOrFPElementsAttr)
    # MLIR 19 prints <{value = ...}>; its ElementsAttr may also be sparse.
    value = opt_prop_def(DenseIntOrFPElementsAttr | SparseElementsAttr)
    output = result_def(TensorType)

    def value_attr(self) -> DenseIntOrFPElementsAttr | SparseElementsAttr:
        v = self.values or attr(self, "value")
        assert isinstance(v, DenseIntOrFPElementsAttr | SparseElementsAttr)
        return v

    def verify_(self) -> None:
        v = self.values or attr(self, "value")
        if not isinstance(v, DenseIntOrFPElementsAttr | SparseElementsAttr):
            raise VerifyException("needs a dense or sparse `value` (or `values`) attribute")
        if v.get_type() != self.output.type and not _stores_quantized(v.get_type(), self.output.type):
            raise VerifyException(
                f"value type {v.get_type()} differs from result type {self.output.type}"
            )


def _stores_quantized(value_type, result_type) -> bool:
    """MLIR 19's `tosa.const` verifier: a quantized result holds a value of
    its storage type (`dense<127> : tensor<i8>` for `tensor<!quant.uniform<i8:f32, ...>>`)."""
    from tvmlir.ir.compat.quant import UniformQuantizedType

    elem = result_type.get_element_type()
    return (
        isinstance(elem, UniformQuantizedType)
        and value_type.get_shape() == result_type.get_shape()
        and value_type.get_element_type() == elem.storage_type
    )


def int_attr(op, name: str) -> int:
    a = attr(op, name)
    assert isinstance(a, IntegerAttr)
    return a.value.data


def ints_attr(op, name: str) -> tuple[int, ...]:
    a = attr(op, name)
    assert isinstance(a, DenseArrayBase)
    return tuple(int(v) for v in a.get_values())


_SIGNATURES: dict[str, tuple[int | tuple[int, ...] | None, dict[str, type]]] = {}
"""Op name -> (operand count, the allowed counts, or None for one or more;
required attribute kinds); constant once the module is loaded."""


class Tosa19Op(IRDLOperation):
    """An MLIR 19 TOSA op: operands and required attributes as its entry of
    `_SIGNATURES` says, optional attributes, one tensor result."""

    # MLIR 19's TOSA ops take and give unranked tensors too (what
    # `tosa-infer-shapes` starts from); the semantics have no meaning for
    # them (unsupported at the op).
    args = var_operand_def(TensorType | UnrankedTensorType)
    output = result_def(TensorType | UnrankedTensorType)

    assembly_format = "operands attr-dict `:` functional-type(operands, results)"
    irdl_options = (ParsePropInAttrDict(),)

    def verify_(self) -> None:
        arity, required = _SIGNATURES[self.name]
        counts = (arity,) if isinstance(arity, int) else arity
        if counts is not None and len(self.args) not in counts:
            expected = " or ".join(str(c) for c in counts)
            raise VerifyException(f"expected {expected} operands, got {len(self.args)}")
        if not self.args:
            raise VerifyException("expected at least one operand")
        for name, kind in required.items():
            if not isinstance(attr(self, name), kind):
                raise VerifyException(f"expected a {kind.__name__} attribute '{name}'")


_ARRAY, _INT, _FLOAT = DenseArrayBase, IntegerAttr, FloatAttr


def _op(name: str, arity: int | tuple[int, ...] | None, required: dict[str, type] | None = None, optional: tuple[str, ...] = ()):
    attrs = {n: opt_prop_def(Attribute) for n in (*(required or {}), *optional)}
    _SIGNATURES[f"tosa.{name}"] = (arity, dict(required or {}))
    cls = type(
        "".join(p.capitalize() for p in name.split("_")) + "Op",
        (Tosa19Op,),
        {"name": f"tosa.{name}", **attrs, "__doc__": f"`tosa.{name}` as in MLIR 19 (see the module docstring)."},
    )
    return irdl_op_definition(cls)


_POOL = {"kernel": _ARRAY, "stride": _ARRAY, "pad": _ARRAY}
_CONV = {"pad": _ARRAY, "stride": _ARRAY, "dilation": _ARRAY}

OPS = [
    ConstOp,
    *(_op(n, 2) for n in ("add", "sub", "bitwise_and", "bitwise_or", "bitwise_xor", "maximum", "minimum")),
    _op("mul", 2, {"shift": _INT}),
    *(_op(n, 1, optional=("quantization_info",)) for n in ("negate",)),
    *(_op(n, 1) for n in ("abs", "exp", "reciprocal", "bitwise_not")),
    _op("clamp", 1, {"min_int": _INT, "max_int": _INT, "min_fp": _FLOAT, "max_fp": _FLOAT}, ("nan_mode",)),
    _op("concat", None, {"axis": _INT}),
    _op("transpose", 2),
    _op("reshape", 1, {"new_shape": _ARRAY}),
    _op("reverse", 1, {"axis": _INT}),
    _op("tile", 1, {"multiples": _ARRAY}),
    _op("reduce_sum", 1, {"axis": _INT}),
    _op("gather", 2),
    _op("max_pool2d", 1, _POOL, ("nan_mode",)),
    _op("avg_pool2d", 1, {**_POOL, "acc_type": Attribute}, ("quantization_info",)),
    _op("conv2d", 3, _CONV, ("quantization_info", "local_bound")),
    _op("depthwise_conv2d", 3, _CONV, ("quantization_info", "local_bound")),
    _op("fully_connected", 3, {}, ("quantization_info",)),
    _op("matmul", 2, {}, ("quantization_info",)),
    # Read only (the semantics report them unsupported, by name): MLIR 19's
    # other single-result ops (TosaOps.td), as its tests write them.
    *(_op(n, 1) for n in ("cast", "ceil", "clz", "cos", "erf", "floor", "identity", "log", "logical_not",
                          "rsqrt", "sigmoid", "sin", "tanh")),
    *(_op(n, 2) for n in ("equal", "greater", "greater_equal", "int_div", "logical_and", "logical_or",
                          "logical_xor", "logical_left_shift", "logical_right_shift", "pow", "table")),
    _op("arithmetic_right_shift", 2, {"round": _INT}),
    _op("select", 3),
    _op("scatter", 3),
    _op("argmax", 1, {"axis": _INT}, ("nan_mode",)),
    *(_op(f"reduce_{n}", 1, {"axis": _INT}, ("nan_mode",)) for n in ("all", "any", "max", "min", "prod")),
    _op("slice", 1, {"start": _ARRAY, "size": _ARRAY}),
    _op("pad", (2, 3), {}, ("quantization_info",)),
    _op("conv3d", 3, _CONV, ("quantization_info", "local_bound")),
    _op("transpose_conv2d", 3, {"out_pad": _ARRAY, "stride": _ARRAY, "out_shape": _ARRAY},
        ("quantization_info", "local_bound")),
    _op("resize", 1, {"scale": _ARRAY, "offset": _ARRAY, "border": _ARRAY, "mode": StringAttr}),
    _op("rescale", 1, {"input_zp": _INT, "output_zp": _INT, "multiplier": _ARRAY, "shift": _ARRAY,
                       "scale32": _INT, "double_round": _INT, "per_channel": _INT}),
]
"""MLIR 19's TOSA ops tvmlir reads (replacing xDSL's same-named ones)."""
