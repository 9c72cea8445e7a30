"""`gpu.memcpy`, `gpu.dealloc`, `gpu.wait` and `gpu.alloc` as MLIR 19
defines them.

Why: xDSL 0.74 declares `gpu.memcpy` and `gpu.dealloc` with
`AttrSizedOperandSegments`, which MLIR's ops do not have (one variadic
operand group, the async dependencies), so mlir-opt-19's generic form of
them -- `"gpu.dealloc"(%m) : (memref<4xf32>) -> ()`, what the reader
falls back to -- was unreadable; `gpu.wait` and `gpu.alloc` had no custom
syntax (`gpu.alloc` is xDSL's definition, read and printed here).  MLIR 19's
syntax (`GPUOps.td`, `custom<AsyncDependencies>`):

    %t = gpu.wait async [%t0, %t1]
    gpu.dealloc async [%t] %m : memref<4xf32>
    gpu.memcpy async [%t] %dst, %src : memref<4xf32>, memref<4xf32>
    %m, %t2 = gpu.alloc async [%t] host_shared (%n) [%s] : memref<?xf32, #map>

and MLIR's memcpy rule (element types equal, shapes compatible; not the
layout).  tv-check gives them meaning in `semantics/gpu.py`.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import gpu
from xdsl.dialects.builtin import IndexType, MemRefType, UnitAttr
from xdsl.dialects.gpu import AsyncTokenType
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, opt_result_def, var_operand_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException



def _parse_async(parser: Parser) -> tuple[bool, list]:
    """`async? ([deps])?` (`parseAsyncDependencies`)."""
    is_async = parser.parse_optional_keyword("async") is not None
    deps = []
    if parser.parse_optional_punctuation("[") is not None:
        if parser.parse_optional_punctuation("]") is None:
            deps = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation("]")
    token = AsyncTokenType()
    return is_async, parser.resolve_operands(deps, [token] * len(deps), parser.pos)


def _print_async(printer: Printer, op) -> None:
    if op.asyncToken is not None:
        printer.print_string(" async")
    if op.asyncDependencies:
        printer.print_string(" [")
        printer.print_list(op.asyncDependencies, printer.print_operand)
        printer.print_string("]")


def _token(is_async: bool) -> list[Attribute]:
    return [AsyncTokenType()] if is_async else []


def _compatible_shapes(a: MemRefType, b: MemRefType) -> bool:
    sa, sb = a.get_shape(), b.get_shape()
    return len(sa) == len(sb) and all(x == y or x < 0 or y < 0 for x, y in zip(sa, sb))


@irdl_op_definition
class WaitOp(IRDLOperation):
    name = "gpu.wait"

    asyncDependencies = var_operand_def(AsyncTokenType)
    asyncToken = opt_result_def(AsyncTokenType)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        is_async, deps = _parse_async(parser)
        attrs = parser.parse_optional_attr_dict()
        op = cls.create(operands=deps, result_types=_token(is_async))
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        _print_async(printer, self)
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class DeallocOp(IRDLOperation):
    name = "gpu.dealloc"

    asyncDependencies = var_operand_def(AsyncTokenType)
    memref = operand_def(MemRefType)
    asyncToken = opt_result_def(AsyncTokenType)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        is_async, deps = _parse_async(parser)
        name = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        (m,) = parser.resolve_operands([name], [t], parser.pos)
        op = cls.create(operands=[*deps, m], result_types=_token(is_async))
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        _print_async(printer, self)
        printer.print_string(" ")
        printer.print_operand(self.memref)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)


@irdl_op_definition
class MemcpyOp(IRDLOperation):
    name = "gpu.memcpy"

    asyncDependencies = var_operand_def(AsyncTokenType)
    dst = operand_def(MemRefType)
    src = operand_def(MemRefType)
    asyncToken = opt_result_def(AsyncTokenType)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        is_async, deps = _parse_async(parser)
        dst = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        dt = parser.parse_type()
        parser.parse_punctuation(",")
        st = parser.parse_type()
        attrs = parser.parse_optional_attr_dict()
        d, s = parser.resolve_operands([dst, src], [dt, st], parser.pos)
        op = cls.create(operands=[*deps, d, s], result_types=_token(is_async))
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        _print_async(printer, self)
        printer.print_string(" ")
        printer.print_list([self.dst, self.src], printer.print_operand)
        printer.print_string(" : ")
        printer.print_list([self.dst.type, self.src.type], printer.print_attribute)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        d, s = self.dst.type, self.src.type
        if d.get_element_type() != s.get_element_type():
            raise VerifyException("arguments have incompatible element type")
        if not _compatible_shapes(d, s):
            raise VerifyException("arguments have incompatible shape")


class AllocOp(gpu.AllocOp):
    """xDSL's `gpu.alloc` (its IRDL definition), in MLIR 19's syntax."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        is_async, deps = _parse_async(parser)
        host_shared = parser.parse_optional_keyword("host_shared") is not None
        index = IndexType()
        sizes = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: parser.parse_operand(index))
        symbols = parser.parse_optional_comma_separated_list(
            Parser.Delimiter.SQUARE, lambda: parser.parse_operand(index)
        ) or []
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        op = cls.build(
            operands=[deps, sizes, symbols],
            result_types=[t, _token(is_async)],
            properties={"hostShared": UnitAttr()} if host_shared else {},
        )
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        _print_async(printer, self)
        if self.hostShared is not None:
            printer.print_string(" host_shared")
        printer.print_string(" (")
        printer.print_list(self.dynamicSizes, printer.print_operand)
        printer.print_string(")")
        if self.symbolOperands:
            printer.print_string(" [")
            printer.print_list(self.symbolOperands, printer.print_operand)
            printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


OPS = [WaitOp, DeallocOp, MemcpyOp, AllocOp]
