"""MLIR's rule for `gpu.launch_func`: its kernel operands are as many as
the kernel's arguments, each of the argument's type.

Why: tvmlir binds a kernel argument to the buffer the launch passes, but
the kernel's code addresses a memref whose layout is static through the
argument's *type*: a strided view passed where the kernel declares
`memref<3xf32>` is read with stride 1 by the compiled kernel.  mlir-opt-19
rejects such a launch ("type of function argument N does not match"); so
must tvmlir, or the launch is verified by a reading no compiled code has.
"""

from __future__ import annotations

from xdsl.ir import Operation


def _kernel(op: Operation) -> Operation | None:
    """The gpu.func `op` launches (`@module::@func`), None when it is not
    found (the semantics report a missing kernel)."""
    ref = op.properties.get("kernel") or op.attributes.get("kernel")
    if ref is None or not hasattr(ref, "root_reference"):
        return None
    path = [ref.root_reference.data, *[r.data for r in ref.nested_references.data]]
    top = op
    while top.parent_op() is not None:
        top = top.parent_op()
    scope: Operation | None = top
    for name in path:
        found = None
        for region in scope.regions if scope is not None else ():
            for block in region.blocks:
                for child in block.ops:
                    sym = child.properties.get("sym_name") or child.attributes.get("sym_name")
                    if sym is not None and getattr(sym, "data", None) == name:
                        found = child
        scope = found
        if scope is None:
            return None
    return scope


def launch_type_violation(op: Operation) -> str | None:
    """MLIR's message when a kernel operand of `op` (a gpu.launch_func) does
    not match the launched kernel's argument."""
    kernel = _kernel(op)
    if kernel is None or kernel.name != "gpu.func":
        return None
    # The declared inputs: the entry block also holds the workgroup and
    # private attributions, which no launch passes.
    function_type = kernel.properties.get("function_type") or kernel.attributes.get("function_type")
    if function_type is None or not hasattr(function_type, "inputs"):
        return None
    params = list(function_type.inputs.data)
    operands = [v.type for v in op.kernelOperands]  # type: ignore[attr-defined]
    if len(operands) != len(params):
        return f"got {len(operands)} kernel operands but expected {len(params)}"
    for k, (have, want) in enumerate(zip(operands, params)):
        if have != want:
            return f"type of function argument {k} does not match"
    return None


__all__ = ["launch_type_violation"]
