"""tvmlir's passes, each usable alone in `tv-opt -p` and as a `tv-opt` flag."""

from collections.abc import Callable

from xdsl.passes import ModulePass


def _strip_tv() -> type[ModulePass]:
    from tvmlir.passes.strip_tv import StripTVPass

    return StripTVPass


def _verify() -> type[ModulePass]:
    from tvmlir.passes.verify import VerifyPass

    return VerifyPass


TVMLIR_PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "strip-tv": _strip_tv,
    "verify": _verify,
}
"""Pass name -> factory, imported only when the pass is used."""
