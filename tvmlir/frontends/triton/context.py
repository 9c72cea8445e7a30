"""The context Triton input is parsed in: tvmlir's dialects plus `tt`.

Why a context of its own: `tt` ops have no meaning for `--verify`; only
the translation (`to_kernel.py`) reads them.  Keeping `tt` out of
`tvmlir.ir.context.make_context` means every other tool still rejects it.
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from tvmlir.ir.context import make_context


def _tt():
    from tvmlir.frontends.triton.dialect import TT

    return TT


def triton_context() -> Context:
    ctx = make_context()
    ctx.register_dialect("tt", _tt)
    return ctx


def is_triton(module: ModuleOp) -> bool:
    """A module holding a `tt.func` (how `tv-lift` recognizes TTIR)."""
    return any(op.name == "tt.func" for op in module.ops)
