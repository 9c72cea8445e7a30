"""MLIR verifier rules that xDSL 0.74's ops do not check.

Why: tvmlir must reject what mlir-opt-19 rejects, or a tool says
"verified" (exit 0) about a file no MLIR tool accepts.  Each rule here is
one of MLIR's, with MLIR's message; `verify_module` runs them after each
op's own verifier.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tvmlir.ir.launch_types import launch_type_violation
from tvmlir.ir.view_types import reinterpret_cast_type_violation, reshape_type_violation, subview_type_violation


def mlir_rule_violation(op: Operation) -> str | None:
    """MLIR's message for the first rule `op` breaks, if any."""
    if op.name == "func.func" and not op.regions[0].blocks:
        visibility = op.properties.get("sym_visibility") or op.attributes.get("sym_visibility")
        if visibility is None or visibility.data == "public":
            # SymbolOpInterface: a declaration is only visible to its module.
            return "symbol declaration cannot have public visibility"
    if op.name == "memref.subview":
        return subview_type_violation(op)
    if op.name == "memref.reinterpret_cast":
        return reinterpret_cast_type_violation(op)
    if op.name in ("memref.collapse_shape", "memref.expand_shape"):
        return reshape_type_violation(op)
    if op.name == "gpu.launch_func":
        return launch_type_violation(op)
    return None
