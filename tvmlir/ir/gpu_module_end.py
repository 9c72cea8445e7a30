"""`gpu.module_end`: the terminator MLIR 19 requires in every `gpu.module`.

Why: xDSL 0.74 models `gpu.module` as a region without terminator (as MLIR
20 does), but mlir-opt-19 rejects a `gpu.module` whose block does not end in
`gpu.module_end` ("block with no terminator").  Registering the op lets
tvmlir both read mlir-opt-19's kernels without `--allow-unregistered-dialect`
for it and print kernels that mlir-opt-19 reads back.  It is printed in
generic form, which both versions accept.
"""

from __future__ import annotations

from xdsl.dialects.gpu import GPU
from xdsl.dialects.gpu import ModuleOp as GPUModuleOp
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, traits_def
from xdsl.traits import HasParent, IsTerminator


@irdl_op_definition
class ModuleEndOp(IRDLOperation):
    """Ends a `gpu.module` body; no operands, no meaning."""

    name = "gpu.module_end"

    traits = traits_def(IsTerminator(), HasParent(GPUModuleOp))


def gpu_dialect() -> Dialect:
    """xDSL's gpu dialect plus `gpu.module_end`, with attributions and
    address spaces (`tvmlir.ir.compat.gpu`) and MLIR's custom syntax
    (`tvmlir.ir.compat.gpu_syntax`)."""
    from tvmlir.ir.compat import gpu as compat
    from tvmlir.ir.compat import gpu_memory, gpu_reduce, gpu_syntax, iree

    # MLIR 19's custom syntax (gpu_syntax, whose id ops and barrier also
    # read IREE's spellings in generic form), IREE's gpu.shuffle.
    swapped = {op.name: op for op in [compat.FuncOp, compat.ModuleOp, *gpu_syntax.OPS, *gpu_memory.OPS,
                                      *gpu_reduce.OPS]}
    swapped |= {op.name: op for op in iree.GPU_OPS}
    ops = [swapped.get(op.name, op) for op in GPU.operations]
    ops += [op for op in iree.GPU_OPS if op.name not in {o.name for o in ops}]
    new_attrs = {a.name: a for a in [*iree.GPU_ATTRS, *gpu_reduce.ATTRS]}
    attrs = [a for a in GPU.attributes if a.name not in new_attrs]
    attrs += [compat.AddressSpaceAttr, *compat.MAPPING_ATTRS, *iree.GPU_ATTRS, *gpu_reduce.ATTRS]
    return Dialect("gpu", [*ops, ModuleEndOp], attrs)
