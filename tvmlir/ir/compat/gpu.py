"""`#gpu.address_space<...>` and GPU memory attributions.

Why: xDSL 0.74 does not define the address-space attribute, and its
`gpu.launch` / `gpu.func` verifiers reject the extra entry-block arguments
that workgroup and private attributions add (`workgroup(%w : memref<..,
#gpu.address_space<workgroup>>)`, the `workgroup_attributions = N`
attribute).  Both are what mlir-opt-19 prints for kernels that use shared
memory, so tvmlir must read them; `--verify` gives them their meaning
(`tvmlir/verify/kernels.py`).
"""

from __future__ import annotations

from xdsl.dialects import gpu
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    FunctionType,
    IndexType,
    IntegerAttr,
    SymbolNameConstraint,
    UnitAttr,
    i32,
)
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Attribute, Data
from xdsl.irdl import (
    attr_def,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.traits import HasParent, IsolatedFromAbove, NoTerminator, SymbolOpInterface, SymbolTable
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum


class AddressSpace(StrEnum):
    GLOBAL = "global"
    WORKGROUP = "workgroup"
    PRIVATE = "private"
    CONSTANT = "constant"  # IREE's constant globals (newer MLIR)


@irdl_attr_definition
class AddressSpaceAttr(EnumAttribute[AddressSpace]):
    """`#gpu.address_space<global|workgroup|private>`, a memref memory space."""

    name = "gpu.address_space"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> AddressSpace:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(AddressSpace)

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"<{self.data.value}>")


def attribution_count(op) -> int:
    """The `workgroup_attributions` count of a launch or kernel (0 if absent)."""
    attr = op.attributes.get("workgroup_attributions")
    return attr.value.data if isinstance(attr, IntegerAttr) else 0


@irdl_op_definition
class LaunchOp(gpu.LaunchOp):
    """`gpu.launch` whose body may take attributions after its 12 ids."""

    name = "gpu.launch"
    asyncDependencies = var_operand_def(gpu.AsyncTokenType)
    gridSizeX = operand_def(IndexType)
    gridSizeY = operand_def(IndexType)
    gridSizeZ = operand_def(IndexType)
    blockSizeX = operand_def(IndexType)
    blockSizeY = operand_def(IndexType)
    blockSizeZ = operand_def(IndexType)
    clusterSizeX = opt_operand_def(IndexType)
    clusterSizeY = opt_operand_def(IndexType)
    clusterSizeZ = opt_operand_def(IndexType)
    dynamicSharedMemorySize = opt_operand_def(i32)
    asyncToken = opt_result_def(gpu.AsyncTokenType)
    body = region_def()

    def verify_(self) -> None:
        if not any(b.ops for b in self.body.blocks):
            raise VerifyException("gpu.launch requires a non-empty body.")
        types = self.body.blocks[0].arg_types
        if len(types) < 12 or types[:12] != (IndexType(),) * 12:
            raise VerifyException(
                "gpu.launch's body arguments are 12 index arguments (block ids, "
                "thread ids, grid and block sizes), then its attributions"
            )
        if attribution_count(self) > len(types) - 12:
            raise VerifyException("more workgroup attributions than body arguments")


@irdl_op_definition
class ModuleOp(gpu.ModuleOp):
    """`gpu.module` with MLIR 19's optional properties: the `targets` it is
    compiled for (`#nvvm.target<chip = "sm_70">`, ...) and its offloading
    handler.  Neither changes what the kernels compute; xDSL 0.74 lacked
    both, so mlir-opt-19's modules with targets were unreadable."""

    name = "gpu.module"
    body = region_def("single_block")
    sym_name = prop_def(SymbolNameConstraint())
    targets = opt_prop_def(ArrayAttr)
    offloadingHandler = opt_prop_def(Attribute)  # noqa: N815 (MLIR's property name)
    traits = traits_def(IsolatedFromAbove(), NoTerminator(), SymbolOpInterface(), SymbolTable())

    def verify_(self) -> None:
        pass  # the inherited one checks xDSL's definition, which lacks the two properties


@irdl_op_definition
class FuncOp(gpu.FuncOp):
    """`gpu.func` whose body may take attributions after its inputs, and
    whose known block and grid sizes are properties, as in MLIR 19."""

    name = "gpu.func"
    body = region_def()
    sym_name = attr_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    kernel = opt_prop_def(UnitAttr)
    # mlir-opt-19 prints these as properties (gpu-kernel-outlining sets them
    # for constant launch sizes); xDSL 0.74 expects `gpu.known_*` attributes.
    known_block_size = opt_prop_def(DenseArrayBase.constr(i32))
    known_grid_size = opt_prop_def(DenseArrayBase.constr(i32))
    # Per-argument and per-result attribute dictionaries, and those of the
    # attributions (MLIR 19 properties; `{gpu.test_promote_workgroup}` on an
    # argument): annotations for passes, no meaning for validation.
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    workgroup_attrib_attrs = opt_prop_def(ArrayAttr)
    private_attrib_attrs = opt_prop_def(ArrayAttr)
    traits = traits_def(IsolatedFromAbove(), HasParent(gpu.ModuleOp), SymbolOpInterface())

    def verify_(self) -> None:
        inputs = self.function_type.inputs.data
        types = self.body.blocks[0].arg_types
        if types[: len(inputs)] != inputs:
            raise VerifyException(
                "Expected first entry block arguments to have the same types as the "
                "function input types"
            )
        if attribution_count(self) > len(types) - len(inputs):
            raise VerifyException("more workgroup attributions than extra block arguments")
        if (self.kernel is not None) and (len(self.function_type.outputs) != 0):
            raise VerifyException("Expected void return type for kernel function")



class _MappingAttr(Data[str]):
    """A device mapping of a parallel loop dimension (`#gpu.thread<x>`,
    `#gpu.block<y>`, `linear_dim_N` ...), a hint for
    `transform.gpu.map_*`: a loop carrying one is still a parallel loop."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> str:
        with parser.in_angle_brackets():
            return parser.parse_identifier()

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"<{self.data}>")


@irdl_attr_definition
class BlockMappingAttr(_MappingAttr):
    name = "gpu.block"


@irdl_attr_definition
class ThreadMappingAttr(_MappingAttr):
    name = "gpu.thread"


@irdl_attr_definition
class WarpMappingAttr(_MappingAttr):
    name = "gpu.warp"


@irdl_attr_definition
class WarpgroupMappingAttr(_MappingAttr):
    name = "gpu.warpgroup"


@irdl_attr_definition
class LaneMappingAttr(_MappingAttr):
    name = "gpu.lane"


MAPPING_ATTRS = [BlockMappingAttr, ThreadMappingAttr, WarpMappingAttr, WarpgroupMappingAttr, LaneMappingAttr]
"""`scf.forall` mapping attributes."""
