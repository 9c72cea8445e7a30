"""IREE's spellings of upstream ops (issue 26): what its codegen prints.

IREE 3.13 is built on an MLIR newer than Debian's 19 (LLVM 24-ish), and
prints some upstream ops and attributes in forms MLIR 19 (and xDSL 0.74)
do not read.  These are the forms in the IR of IREE's CUDA, ROCm and
llvm-cpu codegen before `iree-codegen-math-transform` (printed generic by
IREE's own bindings, `tvmlir.frontends.iree_codegen`):

* `#gpu.dim<x>` for the dimension of `gpu.thread_id` and friends (MLIR 19:
  `#gpu<dim x>`), which also carry an `upper_bound` (an index the id is
  below, poison otherwise: checked against the launch by the translation);
* `#gpu.shuffle_mode<xor>` on `gpu.shuffle`, which xDSL 0.74 does not
  define at all (value, offset, width; the shuffled value and whether the
  source lane was in the width);
* `gpu.barrier` with `address_spaces` and `scope` properties
  (`#gpu.barrier_scope<workgroup>`);
* `#hal.descriptor_type<storage_buffer>` as a memref memory space;
* `vector.to_elements` / `vector.from_elements` (one scalar per lane);
* `fastmath` flags on `vector.contract`.

Each keeps the meaning MLIR gives it; the old spellings still parse.  The
ops that MLIR 19 also has (the id ops, `gpu.barrier`, `vector.from_elements`,
`vector.contract`) are defined once, in `compat.gpu_syntax` and
`compat.vector`, which read both; this module adds the attributes and the
ops MLIR 19 lacks (`gpu.shuffle`'s form, `vector.to_elements`).
Registered by `tvmlir.ir.context` (gpu, vector and hal factories).
"""

from __future__ import annotations

from xdsl.dialects.builtin import I1, VectorType, i1, i32
from xdsl.dialects.gpu import DimensionEnum
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Data, Dialect, SpacedOpaqueSyntaxAttribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.str_enum import StrEnum


@irdl_attr_definition
class GpuDimAttr(EnumAttribute[DimensionEnum], SpacedOpaqueSyntaxAttribute):
    """A GPU dimension, read as `#gpu.dim<x>` (IREE) or `#gpu<dim x>` (MLIR
    19), printed as MLIR 19 does (so mlir-opt-19 reads tvmlir's output).
    Registered in place of xDSL's `DimensionAttr` (a final class), which
    the id ops below also accept (tvmlir builds ops with it)."""

    name = "gpu.dim"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> DimensionEnum:
        return _enum_either_way(parser, DimensionEnum, super().parse_parameter)


def _enum_either_way(parser: AttrParser, enum, opaque):
    """`<value>` (the pretty form) or the opaque form's ` value`."""
    if parser.parse_optional_punctuation("<") is not None:
        value = parser.parse_str_enum(enum)
        parser.parse_punctuation(">")
        return value
    return opaque(parser)


class ShuffleMode(StrEnum):
    XOR = "xor"
    DOWN = "down"
    UP = "up"
    IDX = "idx"


@irdl_attr_definition
class ShuffleModeAttr(EnumAttribute[ShuffleMode], SpacedOpaqueSyntaxAttribute):
    """`#gpu.shuffle_mode<xor>` (IREE) or `#gpu<shuffle_mode xor>` (MLIR 19)."""

    name = "gpu.shuffle_mode"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> ShuffleMode:
        return _enum_either_way(parser, ShuffleMode, super().parse_parameter)


class _Word(Data[str]):
    """An attribute whose parameter is one identifier in angle brackets."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> str:
        with parser.in_angle_brackets():
            return parser.parse_identifier()

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"<{self.data}>")


@irdl_attr_definition
class BarrierScopeAttr(_Word):
    """`#gpu.barrier_scope<workgroup>`: the threads a barrier waits for."""

    name = "gpu.barrier_scope"


@irdl_attr_definition
class DescriptorTypeAttr(_Word):
    """`#hal.descriptor_type<storage_buffer>`: a binding's memory space."""

    name = "hal.descriptor_type"


@irdl_op_definition
class ShuffleOp(IRDLOperation):
    """`gpu.shuffle <mode> %value, %offset, %width`: the value of another
    lane of the subgroup (lanes are consecutive linear thread ids in groups
    of `width`), and whether that lane is inside the width."""

    name = "gpu.shuffle"
    value = operand_def()
    offset = operand_def(i32)
    width = operand_def(i32)
    mode = prop_def(ShuffleModeAttr)
    shuffle_result = result_def()
    valid = result_def(I1)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ShuffleOp:
        """MLIR 19's custom form: `gpu.shuffle xor %v, %offset, %width :
        f32` (the mode a bare keyword; offset and width are i32)."""
        at = parser.pos
        mode = parser.parse_str_enum(ShuffleMode)
        names = [parser.parse_unresolved_operand()]
        for _ in range(2):
            parser.parse_punctuation(",")
            names.append(parser.parse_unresolved_operand())
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        operands = parser.resolve_operands(names, [t, i32, i32], at)
        op = cls.create(operands=operands, result_types=[t, i1], properties={"mode": ShuffleModeAttr(mode)})
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.mode.data.value} ")
        printer.print_list([self.value, self.offset, self.width], printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)


@irdl_op_definition
class ToElementsOp(IRDLOperation):
    """`vector.to_elements %v`: one scalar per lane, row-major."""

    name = "vector.to_elements"
    source = operand_def(VectorType)
    elements = var_result_def()
    traits = traits_def(Pure())


GPU_OPS = [ShuffleOp]
"""The id ops and `gpu.barrier` in IREE's spellings are `compat.gpu_syntax`'s,
which read MLIR 19's custom syntax too (one definition each)."""
GPU_ATTRS = [GpuDimAttr, ShuffleModeAttr, BarrierScopeAttr]
VECTOR_OPS = [ToElementsOp]
"""`vector.from_elements` and `vector.contract` (with IREE's `fastmath`)
are `compat.vector`'s."""


def hal_dialect() -> Dialect:
    """The `hal` attributes a codegen dump's types carry (its ops stay
    unregistered: the translation replaces them)."""
    return Dialect("hal", [], [DescriptorTypeAttr])


__all__ = ["GPU_ATTRS", "GPU_OPS", "VECTOR_OPS", "hal_dialect"]
