"""tvmlir's passes, each usable alone in `tv-opt -p` and as a `tv-opt` flag."""

from collections.abc import Callable

from xdsl.passes import ModulePass


def _annotate() -> type[ModulePass]:
    from tvmlir.passes.annotate import AnnotatePass

    return AnnotatePass


def _strip_tv() -> type[ModulePass]:
    from tvmlir.passes.strip_tv import StripTVPass

    return StripTVPass


def _generalize() -> type[ModulePass]:
    from tvmlir.passes.generalize_named import GeneralizeNamedOpsPass

    return GeneralizeNamedOpsPass


TVMLIR_PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "annotate": _annotate,
    "strip-tv": _strip_tv,
    "tv-generalize-named-ops": _generalize,
}
"""Pass name -> factory, imported only when the pass is used."""
