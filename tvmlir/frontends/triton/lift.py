"""Lift a Triton kernel: translate its TTIR (`to_kernel.py`), then `tvmlir.lifting.lift`.

Why a function of its own: `tv-lift` and the lifting benchmark both need
the same steps, and the translation's verdict (unsupported, with the
reason) must read like the lifter's.  Locations in the report name the
translated kernel as `<file>.kernel` (`tv-lift --show-kernel` prints it).
"""

from __future__ import annotations

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from tvmlir.frontends.triton.to_kernel import NotTranslatable, Translation, to_kernel
from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_verified
from tvmlir.lifting.lift import UNSUPPORTED, LiftResult, lift


def tt_name(module: ModuleOp) -> str:
    return next((op.sym_name.data for op in module.ops if op.name == "tt.func"), "?")


def lift_ttir(module: ModuleOp, path: str, output: int | None = None, **options) -> tuple[Translation | None, LiftResult]:
    """`module` is parsed TTIR (`triton_context`); `output` the pointer
    argument to lift when the kernel stores through several; `options` go
    to `lift`."""
    try:
        translation = to_kernel(module, output)
    except NotTranslatable as e:
        return None, LiftResult(tt_name(module), f"{UNSUPPORTED} (Triton kernel: {e})")
    kpath = f"{path}.kernel"
    kmodule = parse_verified(make_context(), translation.text, kpath)
    fn = next(op for op in kmodule.ops if isinstance(op, func.FuncOp))
    return translation, lift(translation.text, kpath, kmodule, fn, **options)
