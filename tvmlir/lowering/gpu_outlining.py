"""Outline `gpu.launch` bodies into kernels, as mlir-opt-19's
`gpu-kernel-outlining` does:

* each launch of `@f` becomes `gpu.func @f_kernel` in a `gpu.module`
  placed after `@f`, named `@f_kernel` for the first launch, then
  `@f_kernel_0`, `@f_kernel_1`, ...; the launch becomes
  `gpu.launch_func @<module>::@f_kernel` with the same grid and block
  sizes;
* every value the body uses but does not define becomes a kernel
  argument, in order of first use (constants included: the kernel sees the
  tile sizes and bounds through its arguments, bound at the launch);
* the body's block / thread ids and sizes become `gpu.block_id`,
  `gpu.thread_id`, `gpu.grid_dim`, `gpu.block_dim` (only those used);
* ops a kernel references by symbol are copied into its `gpu.module`:
  here the `tv.spec` its prophecies name, so they resolve inside it;
* the module gets `gpu.container_module`.

Printed for mlir-opt-19: the kernel marker is the discardable attribute
`gpu.kernel` (mlir-opt-19 drops an unknown `kernel` property, which is
where xDSL's `gpu.func` would put it), and each `gpu.module` ends with
`gpu.module_end`, which MLIR 19 requires.
"""

from __future__ import annotations

from xdsl.dialects import gpu
from xdsl.dialects.builtin import (
    IntegerAttr,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    i64,
)
from xdsl.dialects.func import FuncOp
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.traits import SymbolTable

from tvmlir.ir.diagnostics import OpUnsupported
from tvmlir.ir.gpu_module_end import ModuleEndOp
from tvmlir.ir.locations import inherit
from tvmlir.tv_dialect import ProphesyOp, SpecOp

_ID_OPS = (gpu.BlockIdOp, gpu.ThreadIdOp, gpu.GridDimOp, gpu.BlockDimOp)
_DIMS = (gpu.DimensionEnum.X, gpu.DimensionEnum.Y, gpu.DimensionEnum.Z)


def captured_values(launch: gpu.LaunchOp) -> list[SSAValue]:
    """Values used in the launch body and defined outside it, in order of
    first use."""
    inside: set[SSAValue] = set()
    for op in launch.body.walk():
        inside.update(op.results)
        for region in op.regions:
            for block in region.blocks:
                inside.update(block.args)
    inside.update(launch.body.block.args)
    seen: dict[SSAValue, None] = {}
    for op in launch.body.walk():
        for value in op.operands:
            if value not in inside:
                seen.setdefault(value, None)
    return list(seen)


def _module_name(module: ModuleOp, kernel: str) -> str:
    """`kernel`, or `kernel_0`, `kernel_1`, ... if taken (upstream renames
    the module, never the kernel)."""
    name, n = kernel, 0
    while SymbolTable.lookup_symbol(module, name) is not None:
        name = f"{kernel}_{n}"
        n += 1
    return name


def _referenced_specs(module: ModuleOp, kernel: Operation) -> list[SpecOp]:
    names = {
        op.spec.root_reference.data for op in kernel.walk() if isinstance(op, ProphesyOp)
    }
    return [op for op in module.ops if isinstance(op, SpecOp) and op.sym_name.data in names]


def outline_launch(
    module: ModuleOp, launch: gpu.LaunchOp, kernel_name: str, module_name: str
) -> gpu.ModuleOp:
    """Replace `launch` by a `gpu.launch_func` of a new kernel
    `@module_name::@kernel_name`."""
    if len(launch.body.block.args) > len(_ID_OPS) * 3:
        # workgroup(...) / private(...) attributions: a written launch, not
        # one --lower made; outlining would have to move them into the
        # kernel's attributions
        raise OpUnsupported(launch, "outlining a gpu.launch with workgroup or private attributions")
    captured = captured_values(launch)
    kernel = gpu.FuncOp(kernel_name, ([v.type for v in captured], []))
    kernel.attributes["gpu.kernel"] = UnitAttr()
    kernel.attributes["workgroup_attributions"] = IntegerAttr(0, i64)
    entry = kernel.body.block
    body = launch.body.block

    for i, arg in enumerate(body.args):
        if arg.uses:
            id_op = _ID_OPS[i // 3](gpu.DimensionAttr(_DIMS[i % 3]))
            entry.add_op(id_op)
            arg.replace_all_uses_with(id_op.results[0])
    for value, arg in zip(captured, entry.args, strict=True):
        arg.name_hint = value.name_hint
        value.replace_uses_with_if(arg, lambda use: _is_inside(use.operation, launch))
    for op in list(body.ops):
        op.detach()
        entry.add_op(gpu.ReturnOp([]) if isinstance(op, gpu.TerminatorOp) else op)

    specs = [spec.clone() for spec in _referenced_specs(module, kernel)]
    kernel_module = gpu.ModuleOp.create(
        properties={"sym_name": StringAttr(module_name)},
        regions=[Region(Block([kernel, *specs, ModuleEndOp()]))],
    )
    call = gpu.LaunchFuncOp(
        SymbolRefAttr(module_name, [kernel_name]),
        [launch.gridSizeX, launch.gridSizeY, launch.gridSizeZ],
        [launch.blockSizeX, launch.blockSizeY, launch.blockSizeZ],
        kernelOperands=captured,
    )
    call.location = launch.location
    # The kernel, its module and its id ops are at the launch (as upstream).
    inherit([kernel_module], launch.location)
    parent = launch.parent_block()
    assert parent is not None
    parent.insert_op_before(call, launch)
    parent.erase_op(launch)
    return kernel_module


def _is_inside(op: Operation, ancestor: Operation) -> bool:
    current: Operation | None = op
    while current is not None:
        if current is ancestor:
            return True
        current = current.parent_op()
    return False


def outline_launches(module: ModuleOp) -> None:
    """Outline every `gpu.launch` of the module's functions."""
    outlined = False
    for func in [f for f in module.ops if isinstance(f, FuncOp)]:
        after: Operation = func
        kernel = f"{func.sym_name.data}_kernel"
        for launch in [op for op in func.walk() if isinstance(op, gpu.LaunchOp)]:
            kernel_module = outline_launch(module, launch, kernel, _module_name(module, kernel))
            module.body.block.insert_op_after(kernel_module, after)
            after = kernel_module
            outlined = True
    if outlined:
        module.attributes["gpu.container_module"] = UnitAttr()
