"""The xDSL context tvmlir works in: the upstream dialects it reads plus `tv`.

Why an explicit list instead of xDSL's whole multiverse: tvmlir gives
meaning to these dialects only; anything else must fail to parse (or, with
`--allow-unregistered-dialect`, reach the validator as an unregistered op
that is reported `unsupported`), never be half-understood.  Dialects are
registered as factories, so a tool pays for importing a dialect only when
the input uses it (this keeps `tv-opt --help` fast).  Where xDSL 0.74
rejects MLIR syntax, the factory swaps in tvmlir's definitions
(`tvmlir.ir.compat`).
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.context import Context
from xdsl.ir import Dialect


def _affine() -> Dialect:
    from xdsl.dialects.affine import Affine

    from tvmlir.ir.compat import affine
    from tvmlir.ir.compat.dialects import with_ops

    return with_ops(Affine, affine.OPS)


def _arith() -> Dialect:
    from xdsl.dialects.arith import Arith

    from tvmlir.ir.compat import arith
    from tvmlir.ir.compat.dialects import with_ops

    return with_ops(Arith, arith.OPS)


def _bufferization() -> Dialect:
    from xdsl.dialects.bufferization import Bufferization

    from tvmlir.ir.compat import bufferization
    from tvmlir.ir.compat.dialects import with_ops

    return with_ops(Bufferization, bufferization.OPS)


def _builtin() -> Dialect:
    from xdsl.dialects.builtin import Builtin

    return Builtin


def _cf() -> Dialect:
    from xdsl.dialects.cf import Cf

    return Cf


def _complex() -> Dialect:
    # xDSL's complex dialect reads MLIR 19's syntax as is; tv-check gives
    # complex values no semantics (unsupported at the op).
    from xdsl.dialects.complex import Complex

    return Complex


def _func() -> Dialect:
    from xdsl.dialects.func import Func

    return Func


def _gpu() -> Dialect:
    from tvmlir.ir.gpu_module_end import gpu_dialect

    return gpu_dialect()


def _index() -> Dialect:
    from tvmlir.ir.compat.index import index_dialect

    return index_dialect()


def _linalg() -> Dialect:
    from tvmlir.ir.linalg_named_ops import linalg_dialect

    from tvmlir.ir.compat import linalg, linalg_fill, linalg_ops
    from tvmlir.ir.compat.dialects import with_ops
    from tvmlir.ir.linalg_fn_attrs import ATTRS

    dialect = linalg_dialect()
    defined = {op.name for op in dialect.operations}
    extended = with_ops(dialect, [op for op in linalg.OPS if op.name not in defined] + linalg_ops.OPS + linalg_fill.OPS)
    return Dialect(extended.name, list(extended.operations), [*extended.attributes, *ATTRS],
                   list(extended._interfaces))


def _math() -> Dialect:
    from xdsl.dialects.math import Math

    return Math


def _memref() -> Dialect:
    from xdsl.dialects.memref import MemRef

    from tvmlir.ir.compat import memref, memref_atomic, memref_syntax, reinterpret_cast
    from tvmlir.ir.compat.dialects import with_ops

    return with_ops(MemRef, [*memref.OPS, *memref_syntax.OPS, *memref_atomic.OPS, *reinterpret_cast.OPS])


def _scf() -> Dialect:
    from xdsl.dialects.scf import Scf

    from tvmlir.ir.compat import scf
    from tvmlir.ir.compat.dialects import with_ops

    return with_ops(Scf, scf.OPS)


def _shape() -> Dialect:
    from tvmlir.ir.compat.shape import shape_dialect

    return shape_dialect()


def _smt() -> Dialect:
    # xDSL's smt ops plus upstream's that xDSL lacks (tvmlir/smt/dialect_smt.py).
    from tvmlir.smt.dialect_smt import smt_dialect

    return smt_dialect()


def _smtx() -> Dialect:
    # tvmlir's SMT extensions: FP, lambda, more bit-vector ops.
    from tvmlir.smt.dialect_smtx import smtx_dialect

    return smtx_dialect()


def _sparse_tensor() -> Dialect:
    from tvmlir.ir.compat.sparse_tensor import sparse_tensor_dialect

    return sparse_tensor_dialect()


def _quant() -> Dialect:
    from tvmlir.ir.compat.quant import quant_dialect

    return quant_dialect()


def _tensor() -> Dialect:
    from xdsl.dialects.tensor import Tensor

    from tvmlir.ir.compat import tensor
    from tvmlir.ir.compat.dialects import with_ops

    return with_ops(Tensor, tensor.OPS)


def _tosa() -> Dialect:
    from xdsl.dialects.tosa import TOSA

    from tvmlir.ir.compat import tosa, tosa_control
    from tvmlir.ir.compat.dialects import with_ops

    return with_ops(TOSA, [*tosa.OPS, *tosa_control.OPS])


def _tv() -> Dialect:
    from tvmlir.tv_dialect import TV

    return TV


def _ub() -> Dialect:
    from xdsl.dialects.ub import UB

    return UB


def _vector() -> Dialect:
    from xdsl.dialects.vector import Vector

    from tvmlir.ir.compat import iree
    from tvmlir.ir.compat.dialects import with_ops
    from tvmlir.ir.compat.vector import with_vector_ops

    # The reader's ops (MLIR 19's custom syntax, and IREE's contraction
    # fastmath), plus the one IREE op it lacks.
    return with_ops(with_vector_ops(Vector), iree.VECTOR_OPS)


def _nvgpu() -> Dialect:
    from tvmlir.ir.compat.nvgpu import nvgpu_dialect

    return nvgpu_dialect()


def _hal() -> Dialect:
    from tvmlir.ir.compat.iree import hal_dialect

    return hal_dialect()


DIALECTS: dict[str, Callable[[], Dialect]] = {
    "affine": _affine,
    "arith": _arith,
    "bufferization": _bufferization,
    "builtin": _builtin,
    "cf": _cf,
    "complex": _complex,
    "func": _func,
    "gpu": _gpu,
    "hal": _hal,
    "index": _index,
    "linalg": _linalg,
    "math": _math,
    "memref": _memref,
    "nvgpu": _nvgpu,
    "quant": _quant,
    "scf": _scf,
    "shape": _shape,
    "smt": _smt,
    "smtx": _smtx,
    "sparse_tensor": _sparse_tensor,
    "tensor": _tensor,
    "tosa": _tosa,
    "tv": _tv,
    "ub": _ub,
    "vector": _vector,
}
"""Dialect name -> factory, for every dialect tvmlir reads."""


def register_dialects(ctx: Context) -> None:
    for name, factory in DIALECTS.items():
        ctx.register_dialect(name, factory)


def make_context(allow_unregistered: bool = False) -> Context:
    ctx = Context(allow_unregistered=allow_unregistered)
    register_dialects(ctx)
    return ctx
