"""tvmlir's passes, each usable alone in `tv-opt -p` and as a `tv-opt` flag."""

from collections.abc import Callable

from xdsl.passes import ModulePass


def _strip_tv() -> type[ModulePass]:
    from tvmlir.passes.strip_tv import StripTVPass

    return StripTVPass


def _annotate() -> type[ModulePass]:
    from tvmlir.passes.annotate import AnnotatePass

    return AnnotatePass


def _generalize() -> type[ModulePass]:
    from tvmlir.passes.generalize_named import GeneralizeNamedOpsPass

    return GeneralizeNamedOpsPass


def _bufferize() -> type[ModulePass]:
    from tvmlir.lowering.bufferize import BufferizePass

    return BufferizePass


def _linalg_to_loops() -> type[ModulePass]:
    from tvmlir.lowering.linalg_to_loops import LinalgToLoopsPass

    return LinalgToLoopsPass


def _tiling() -> type[ModulePass]:
    from tvmlir.lowering.parallel_loop_tiling import ParallelLoopTilingPass

    return ParallelLoopTilingPass


def _to_gpu() -> type[ModulePass]:
    from tvmlir.lowering.parallel_loops_to_gpu import ParallelLoopsToGPUPass

    return ParallelLoopsToGPUPass


def _lower_affine() -> type[ModulePass]:
    from tvmlir.lowering.lower_affine import LowerAffinePass

    return LowerAffinePass


def _lower() -> type[ModulePass]:
    from tvmlir.lowering.pipeline import LowerPass

    return LowerPass


def _abstract_fp() -> type[ModulePass]:
    from tvmlir.passes.abstract_fp import AbstractFPPass

    return AbstractFPPass


def _encode_smt() -> type[ModulePass]:
    from tvmlir.passes.encode_smt import EncodeSMTPass

    return EncodeSMTPass


def _verify() -> type[ModulePass]:
    from tvmlir.passes.verify import VerifyPass

    return VerifyPass


TVMLIR_PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "abstract-fp": _abstract_fp,
    "annotate": _annotate,
    "encode-smt": _encode_smt,
    "lower": _lower,
    "strip-tv": _strip_tv,
    "tv-bufferize": _bufferize,
    "tv-generalize-named-ops": _generalize,
    "tv-linalg-to-loops": _linalg_to_loops,
    "tv-lower-affine": _lower_affine,
    "tv-parallel-loop-tiling": _tiling,
    "tv-parallel-loops-to-gpu": _to_gpu,
    "verify": _verify,
}
"""Pass name -> factory, imported only when the pass is used."""
