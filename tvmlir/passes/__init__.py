"""tvmlir's passes, each usable alone in `tv-opt -p` and as a `tv-opt` flag."""

from collections.abc import Callable

from xdsl.passes import ModulePass


def _strip_tv() -> type[ModulePass]:
    """Remove prophecies and specs: the program as it was before annotation."""
    from tvmlir.passes.strip_tv import StripTVPass

    return StripTVPass


def _annotate() -> type[ModulePass]:
    """Keep the tensor-level source as a tv.spec and put a prophecy on every value a linalg op yields."""
    from tvmlir.passes.annotate import AnnotatePass

    return AnnotatePass


def _generalize() -> type[ModulePass]:
    """Rewrite named linalg ops as linalg.generic, exactly as mlir-opt-19 does."""
    from tvmlir.passes.generalize_named import GeneralizeNamedOpsPass

    return GeneralizeNamedOpsPass


def _bufferize() -> type[ModulePass]:
    """Tensors to memrefs, function boundaries included (annotation-preserving)."""
    from tvmlir.lowering.bufferize import BufferizePass

    return BufferizePass


def _linalg_to_loops() -> type[ModulePass]:
    """linalg.generic on memrefs to scf.parallel / scf.for loops."""
    from tvmlir.lowering.linalg_to_loops import LinalgToLoopsPass

    return LinalgToLoopsPass


def _tiling() -> type[ModulePass]:
    """Tile scf.parallel loops (tile-sizes=...), with min guards for partial tiles."""
    from tvmlir.lowering.parallel_loop_tiling import ParallelLoopTilingPass

    return ParallelLoopTilingPass


def _to_gpu() -> type[ModulePass]:
    """Map nested scf.parallel to gpu.launch (outer: blocks, inner: threads); outline=true for gpu.launch_func."""
    from tvmlir.lowering.parallel_loops_to_gpu import ParallelLoopsToGPUPass

    return ParallelLoopsToGPUPass


def _lower_affine() -> type[ModulePass]:
    """affine.apply/min/max to arith."""
    from tvmlir.lowering.lower_affine import LowerAffinePass

    return LowerAffinePass


def _lower() -> type[ModulePass]:
    """The default annotation-preserving pipeline: bufferize, loops, tiling, GPU (tile-sizes=..., outline=...)."""
    from tvmlir.lowering.pipeline import LowerPass

    return LowerPass


def _abstract_fp() -> type[ModulePass]:
    """Rewrite arith float ops as tv abstract floating-point ops."""
    from tvmlir.passes.abstract_fp import AbstractFPPass

    return AbstractFPPass


def _encode_smt() -> type[ModulePass]:
    """Encode each function (or, with target=FILE, each refinement pair) as SMT-level IR."""
    from tvmlir.passes.encode_smt import EncodeSMTPass

    return EncodeSMTPass


def _verify() -> type[ModulePass]:
    """Prove each store of lowered code equals its prophecy, for all sizes; report per function on stderr.
    Options (-p 'verify{...}'): fp=abstract|ieee, timeout=MS (0: none), rlimit=N (z3 units), depth=N, jobs=N,
    json=FILE, source=FILE, emit-smtlib=DIR, workgroup-allocs=shared|unsupported, assume-reassoc."""
    from tvmlir.passes.verify import VerifyPass

    return VerifyPass


def _confirm() -> type[ModulePass]:
    """Verify, then run each function and its spec on concrete inputs: confirm failures by execution, check proofs.
    Options (-p 'confirm{...}'): runs=N, seed=N, verify=true|false, fp=abstract|ieee, timeout=MS, rlimit=N,
    depth=N."""
    from tvmlir.passes.confirm import ConfirmPass

    return ConfirmPass


def _gather_to_loads() -> type[ModulePass]:
    """vector.gather on a row-major memref as one scalar load per lane (its exact meaning)."""
    from tvmlir.lowering.vector_gather import VectorGatherToLoadsPass

    return VectorGatherToLoadsPass


TVMLIR_PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "abstract-fp": _abstract_fp,
    "annotate": _annotate,
    "confirm": _confirm,
    "encode-smt": _encode_smt,
    "lower": _lower,
    "strip-tv": _strip_tv,
    "tv-bufferize": _bufferize,
    "tv-generalize-named-ops": _generalize,
    "tv-linalg-to-loops": _linalg_to_loops,
    "tv-lower-affine": _lower_affine,
    "tv-parallel-loop-tiling": _tiling,
    "tv-parallel-loops-to-gpu": _to_gpu,
    "tv-vector-gather-to-loads": _gather_to_loads,
    "verify": _verify,
}
"""Pass name -> factory, imported only when the pass is used."""
