"""tvmlir: translation validation inside MLIR pipelines.

The Python API (`tvmlir/api.py`): `tvmlir.verify(path, **settings)`
returns a `ModuleReport`; `tvmlir.verify_text(text, name)` and
`tvmlir.VerifySettings` go with it.  `tvmlir.verify` is the package of
the verifier made callable (`tvmlir/verify/__init__.py`), so it is the same
object whatever was imported first; the rest loads on first use, so that
`import tvmlir` (and every tool's start-up) stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["verify", "verify_text", "VerifySettings"]


def __getattr__(name: str):
    if name == "verify":
        import importlib

        return importlib.import_module("tvmlir.verify")
    if name in __all__:
        from tvmlir import api

        return getattr(api, name)
    raise AttributeError(f"module 'tvmlir' has no attribute {name!r}")


if TYPE_CHECKING:
    from tvmlir.api import VerifySettings, verify_text  # noqa: F401
