"""`memref.global` and `memref.copy` in MLIR's custom syntax, which xDSL
0.74 only reads in generic form:

    memref.global "private" constant @c : memref<2xf32> = dense<1.0>
    memref.global @g : memref<4xi32> = uninitialized
    memref.global "private" @e : memref<3xf32>           // external
    memref.copy %a, %b : memref<4xf32> to memref<4xf32>
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import memref
from xdsl.dialects.builtin import IntegerAttr, MemRefType, StringAttr, SymbolNameConstraint, UnitAttr
from xdsl.ir import Operation
from xdsl.irdl import AnyAttr, irdl_op_definition, operand_def, opt_prop_def, prop_def
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
    source = operand_def(MemRefType)
    destination = operand_def(MemRefType)

    assembly_format = "$source `,` $destination attr-dict `:` type($source) `to` type($destination)"
    parse = classmethod(Operation.parse.__func__)  # regenerated from the format
    print = Operation.print

    def verify_(self) -> None:
        from xdsl.utils.exceptions import VerifyException

        s, d = self.source.type, self.destination.type
        if s.get_shape() != d.get_shape() or s.get_element_type() != d.get_element_type():
            raise VerifyException(f"copies between different shapes or element types: {s} to {d}")


OPS = [GlobalOp, CopyOp]
