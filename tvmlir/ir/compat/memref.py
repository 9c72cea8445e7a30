"""`memref.global` and `memref.copy` in MLIR's custom syntax, which xDSL
0.74 only reads in generic form:

    memref.global "private" constant @c : memref<2xf32> = dense<1.0>
    memref.global "private" constant @s : memref<4xf32> = sparse<[[1]], [2.0]>
    memref.global @g : memref<4xi32> = uninitialized
    memref.global "private" @e : memref<3xf32>           // external
    memref.copy %a, %b : memref<4xf32> to memref<4xf32>

and `memref.transpose`, which xDSL lacks.  `memref.cast %m : T to U`
(one-shot-bufferize's output at function boundaries), which xDSL defines
without a custom format.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    StringAttr,
    SymbolNameConstraint,
    UnitAttr,
    UnrankedMemRefType,
)
from xdsl.ir import Operation
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.parser import Parser
from xdsl.printer import Printer


@irdl_op_definition
class GlobalOp(memref.GlobalOp):
    sym_name = prop_def(SymbolNameConstraint())
    sym_visibility = prop_def(StringAttr)
    type = prop_def(MemRefType)
    initial_value = opt_prop_def(AnyAttr())
    constant = opt_prop_def(UnitAttr)
    alignment = opt_prop_def(IntegerAttr)

    assembly_format = None

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        props = {}
        visibility = parser.parse_optional_str_literal()
        props["sym_visibility"] = StringAttr(visibility or "public")
        if parser.parse_optional_keyword("constant"):
            props["constant"] = UnitAttr()
        props["sym_name"] = parser.parse_symbol_name()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        if not isinstance(t, MemRefType):
            parser.raise_error(f"memref.global needs a memref type, got {t}")
        props["type"] = t
        if parser.parse_optional_punctuation("=") is not None:
            if parser.parse_optional_keyword("uninitialized"):
                props["initial_value"] = UnitAttr()
            else:
                from xdsl.dialects.builtin import TensorType

                tensor_t = TensorType(t.get_element_type(), t.get_shape())
                if parser.parse_optional_keyword("sparse"):
                    from tvmlir.ir.compat.sparse import parse_sparse_literal

                    props["initial_value"] = parse_sparse_literal(parser, tensor_t)
                else:
                    parser.parse_keyword("dense", " (the initial value of a memref.global)")
                    props["initial_value"] = parser.parse_dense_int_or_fp_elements_attr(tensor_t)
        attrs = parser.parse_optional_attr_dict()
        if "alignment" in attrs and isinstance(attrs["alignment"], IntegerAttr):
            props["alignment"] = attrs.pop("alignment")
        op = cls.create(properties=props)
        op.attributes |= attrs
        return op

    def verify_(self) -> None:
        # Defined here: the inherited one would check xDSL's definition,
        # where the initial value is required.
        from xdsl.utils.exceptions import VerifyException

        if self.alignment is not None:
            a = self.alignment.value.data
            if a <= 0 or a & (a - 1):
                raise VerifyException(f"alignment {a} is not a power of 2")

    def print(self, printer: Printer) -> None:
        if self.sym_visibility.data != "public":
            printer.print_string(" ")
            printer.print_string_literal(self.sym_visibility.data)
        if self.constant is not None:
            printer.print_string(" constant")
        printer.print_string(f" @{self.sym_name.data} : ")
        printer.print_attribute(self.type)
        value = self.initial_value
        if isinstance(value, UnitAttr):
            printer.print_string(" = uninitialized")
        elif value is not None:
            printer.print_string(" = ")
            value.print_without_type(printer)
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class CopyOp(memref.CopyOp):
    source = operand_def(MemRefType | UnrankedMemRefType)
    destination = operand_def(MemRefType | UnrankedMemRefType)

    assembly_format = "$source `,` $destination attr-dict `:` type($source) `to` type($destination)"
    parse = classmethod(Operation.parse.__func__)  # regenerated from the format
    print = Operation.print

    def verify_(self) -> None:
        """MLIR 19's traits `SameOperandsElementType` and
        `SameOperandsShape`: the shapes are *compatible* (same rank, each
        dimension equal or dynamic on either side, `verifyCompatibleShape`),
        so a static source copies to a dynamic target.  Layouts may
        differ.  Equal sizes at run time are the copy's precondition
        (checked by `--verify`, not here)."""
        from xdsl.utils.exceptions import VerifyException

        s, d = self.source.type, self.destination.type
        if s.get_element_type() != d.get_element_type():
            raise VerifyException(f"requires the same element type for all operands: {s} to {d}")
        if isinstance(s, UnrankedMemRefType) or isinstance(d, UnrankedMemRefType):
            return  # an unranked side is compatible with any shape
        a, b = s.get_shape(), d.get_shape()
        if len(a) != len(b) or any(x != y and DYNAMIC_INDEX not in (x, y) for x, y in zip(a, b)):
            raise VerifyException(f"requires the same shape for all operands: {s} to {d}")


@irdl_op_definition
class CastOp(memref.CastOp):
    """MLIR's `$source attr-dict : type($source) to type($dest)`; the
    compatibility rules of MLIR's `areCastCompatible` (same element type
    and memory space, static extents equal where both are static) are
    checked by the semantics, which reads the cast as a view."""

    source = operand_def(MemRefType | UnrankedMemRefType)
    dest = result_def(MemRefType | UnrankedMemRefType)

    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"
    parse = classmethod(Operation.parse.__func__)  # regenerated from the format
    print = Operation.print


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """`memref.transpose %m (d0, d1) -> (d1, d0) : T to U` (xDSL 0.74 lacks
    it): a view of `%m` with its dimensions permuted; no data moves.

    The verifier checks what MLIR's does: a permutation of the rank, the
    same element type and memory space, the permuted shape, and for a
    strided (or identity) result layout the permuted strides and the same
    offset.  A result layout written as an affine map is not compared with
    the strides (MLIR canonicalizes the two forms to compare them)."""

    name = "memref.transpose"

    in_ = operand_def(MemRefType)
    permutation = prop_def(AffineMapAttr)
    result = result_def(MemRefType)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source = parser.parse_unresolved_operand()
        permutation = parser.parse_affine_map()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_keyword("to")
        result_type = parser.parse_type()
        op = cls.create(
            operands=[parser.resolve_operand(source, source_type)],
            result_types=[result_type],
            properties={"permutation": AffineMapAttr(permutation)},
        )
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.in_)
        printer.print_string(f" {self.permutation.data}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.in_.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        from xdsl.dialects.builtin import StridedLayoutAttr
        from xdsl.ir.affine import AffineDimExpr
        from xdsl.utils.exceptions import VerifyException

        src, dst, perm = self.in_.type, self.result.type, self.permutation.data
        rank = src.get_num_dims()
        dims = [e.position if isinstance(e, AffineDimExpr) else None for e in perm.results]
        if perm.num_dims != rank or perm.num_symbols or sorted(d for d in dims if d is not None) != list(range(rank)) or None in dims:
            raise VerifyException(f"expected a permutation map of the same rank as the input, got {perm}")
        if dst.get_element_type() != src.get_element_type() or dst.memory_space != src.memory_space:
            raise VerifyException("result type must have the element type and memory space of the input")
        if list(dst.get_shape()) != [src.get_shape()[d] for d in dims]:
            raise VerifyException(f"result shape {list(dst.get_shape())} is not the input's shape permuted by {perm}")
        if isinstance(dst.layout, NoneAttr | StridedLayoutAttr) and (strides := src.get_strides()) is not None:
            expected = [strides[d] for d in dims]
            if list(dst.get_strides()) != expected or dst.get_offset() != src.get_offset():
                raise VerifyException(
                    f"result type {dst} is not equivalent to the canonical transposed input type "
                    f"(strides {expected}, offset {src.get_offset()})"
                )


OPS = [GlobalOp, CopyOp, CastOp, TransposeOp]
