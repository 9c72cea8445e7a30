"""linalg named ops that neither xDSL 0.74 nor `tvmlir.ir.linalg_named_ops`
defines, with MLIR's syntax: `NamedStructuredOp`.  They are every op of
MLIR 19's `LinalgNamedStructuredOps.yaml` (OpDSL) that the others lack:
transposed and batched matmuls, mmt4d, the quantized ops, every
convolution, depthwise convolution and pooling layout, `elemwise_unary` /
`elemwise_binary` (with their `#linalg.*_fn` attributes,
`tvmlir.ir.linalg_fn_attrs`), `round`, `fill_rng_2d`.  They carry no body
region; `tvmlir.semantics.linalg_named` gives those it models their
meaning directly, and the others are unsupported at the op.
(`linalg.generic #trait` is read by `tvmlir.ir.linalg_generic`; map,
reduce, softmax and the Winograd transforms by `linalg_ops`.)
"""

from __future__ import annotations

from typing import ClassVar, Self

from xdsl.ir import Attribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    opt_region_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer


def _parse_operand_group(parser: Parser, keyword: str):
    pos = parser.pos
    if not parser.parse_optional_characters(keyword):
        return ()
    parser.parse_punctuation("(")
    names = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return parser.resolve_operands(names, types, pos)


def _parse_result_types(parser: Parser):
    if parser.parse_optional_punctuation("->") is None:
        return ()
    types = parser.parse_optional_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_type)
    if types is not None:
        return types
    return parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)


class NamedStructuredOp(IRDLOperation):
    """A linalg named op in MLIR's syntax:
    `{attrs}? ins(%a, %b : A, B) outs(%c : C) -> C?`.  MLIR 19's inherent
    attributes (strides, dilations, fun, cast) are properties, as in MLIR's
    generic form; the body region is there only when the op was read in
    generic form (MLIR prints it there), never synthesized.  On memrefs it
    has no results."""

    inputs = var_operand_def()
    outputs = var_operand_def()
    res = var_result_def()
    strides = opt_prop_def(Attribute)
    dilations = opt_prop_def(Attribute)
    fun = opt_prop_def(Attribute)
    cast = opt_prop_def(Attribute)
    region = opt_region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    INHERENT: ClassVar[tuple[str, ...]] = ("strides", "dilations", "fun", "cast")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        attrs = parser.parse_optional_attr_dict()
        ins = _parse_operand_group(parser, "ins")
        outs = _parse_operand_group(parser, "outs")
        if parser.parse_optional_keyword("attrs"):
            parser.parse_punctuation("=")
            attrs |= parser.expect(parser.parse_optional_attr_dict, "expect extra attributes")
        results = _parse_result_types(parser)
        props = {k: attrs.pop(k) for k in cls.INHERENT if k in attrs}
        op = cls.build(operands=(ins, outs), result_types=(results,), properties=props, regions=[[]])
        op.attributes |= attrs
        return op

    def verify_(self) -> None:
        """MLIR's attribute constraints on `elemwise_unary` / `elemwise_binary`:
        `fun` is a function of the op's arity (an enum case of its kind)."""
        from xdsl.utils.exceptions import VerifyException

        from tvmlir.ir.linalg_fn_attrs import BinaryFnAttr, UnaryFnAttr

        kind = {"linalg.elemwise_unary": UnaryFnAttr, "linalg.elemwise_binary": BinaryFnAttr}.get(self.name)
        if kind is not None and self.fun is not None and not isinstance(self.fun, kind):
            raise VerifyException("attribute 'fun' failed to satisfy constraint: "
                                  f"expected {kind.name}, got {self.fun}")  # fmt: skip

    def print(self, printer: Printer) -> None:
        front = {k: self.properties[k] for k in self.INHERENT if k in self.properties} | dict(self.attributes)
        if front:
            printer.print_string(" ")
            printer.print_attr_dict(front)
        for keyword, group in (("ins", self.inputs), ("outs", self.outputs)):
            if group:
                printer.print_string(f" {keyword}(")
                printer.print_list(group, printer.print_ssa_value)
                printer.print_string(" : ")
                printer.print_list(group.types, printer.print_attribute)
                printer.print_string(")")
        if self.res:
            printer.print_string(" -> ")
            printer.print_list(self.res.types, printer.print_attribute)


NAMED_OPS = (
    "copy", "elemwise_unary", "exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt",
    "rsqrt", "square", "tanh", "erf", "elemwise_binary", "add", "sub", "mul", "div", "div_unsigned", "max",
    "min", "powf", "select", "matmul", "quantized_matmul", "matmul_transpose_a", "matmul_transpose_b",
    "mmt4d", "batch_mmt4d", "batch_matmul", "batch_matmul_transpose_a", "batch_matmul_transpose_b",
    "quantized_batch_matmul", "batch_reduce_matmul", "matvec", "vecmat", "batch_matvec", "batch_vecmat",
    "dot", "conv_1d", "conv_2d", "conv_3d", "conv_1d_nwc_wcf", "conv_1d_ncw_fcw", "conv_2d_nhwc_hwcf",
    "conv_2d_nhwc_fhwc", "conv_2d_nhwc_hwcf_q", "conv_2d_nhwc_fhwc_q", "conv_2d_nchw_fchw",
    "conv_2d_ngchw_fgchw", "conv_2d_ngchw_gfchw", "conv_2d_ngchw_gfchw_q", "conv_3d_ndhwc_dhwcf",
    "conv_3d_ndhwc_dhwcf_q", "conv_3d_ncdhw_fcdhw", "depthwise_conv_1d_nwc_wc", "depthwise_conv_1d_ncw_cw",
    "depthwise_conv_1d_nwc_wcm", "depthwise_conv_2d_nhwc_hwc", "depthwise_conv_2d_nchw_chw",
    "depthwise_conv_2d_nhwc_hwc_q", "depthwise_conv_2d_nhwc_hwcm", "depthwise_conv_2d_nhwc_hwcm_q",
    "depthwise_conv_3d_ndhwc_dhwc", "depthwise_conv_3d_ncdhw_cdhw", "depthwise_conv_3d_ndhwc_dhwcm",
    "pooling_nhwc_sum", "pooling_nchw_sum", "pooling_nhwc_max", "pooling_nhwc_max_unsigned",
    "pooling_nchw_max", "pooling_nhwc_min", "pooling_nhwc_min_unsigned", "pooling_nwc_sum", "pooling_ncw_sum",
    "pooling_nwc_max", "pooling_nwc_max_unsigned", "pooling_ncw_max", "pooling_nwc_min",
    "pooling_nwc_min_unsigned", "pooling_ndhwc_sum", "pooling_ndhwc_max", "pooling_ndhwc_min", "fill",
    "fill_rng_2d",
)  # fmt: skip
"""Every op of MLIR 19's LinalgNamedStructuredOps.yaml; those defined
elsewhere (xDSL, `linalg_named_ops`) keep their definitions."""


def _make(short: str) -> type[NamedStructuredOp]:
    pyname = "".join(p.capitalize() for p in short.split("_")) + "Op"
    return irdl_op_definition(type(pyname, (NamedStructuredOp,), {"name": f"linalg.{short}"}))


OPS = [_make(n) for n in NAMED_OPS]
