"""`nvgpu.mma.sync`: the warp-level matrix multiply-accumulate IREE's CUDA
codegen emits for f16 matmuls (issue 26).

xDSL 0.74 has no `nvgpu` dialect.  This reads the one op IREE's CUDA
codegen of a matmul prints before `iree-codegen-math-transform` (its
tiles go through workgroup memory by `vector.load`/`store`; `ldmatrix` and
`device_async_copy` do not appear at that level for IREE 3.13, sm_80), in
MLIR's custom form

    %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]}
           : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>

and its generic form (`<{mmaShape = [16, 8, 16]}>`, a property), with
MLIR's verifier rules (`verifyMmaSyncOp`, NVGPUDialect.cpp): 2-D vector
operands; per thread of a 32-lane warp, A holds `m*k/32`, B `k*n/32`, C
`m*n/32` elements, shaped by the 8x8x(128 bits) fundamental tile
(`mTile*kTile x 32/bits`, `kTile*nTile x 32/bits`, `mTile*nTile x 2`);
`tf32Enabled` only on f32 operands; the result has C's type.  What the op
*means* (which lane holds which element) is `verify/mma_sync.py`'s.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, IntegerType, UnitAttr, VectorType
from xdsl.ir import Dialect
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

WARP = 32
"""Threads of an NVIDIA warp: the lanes one `mma.sync` spans."""


def _bits(t) -> int | None:
    name = getattr(t, "name", "")
    if name in ("f16", "bf16"):
        return 16
    if name == "f32":
        return 32
    if name == "f64":
        return 64
    if isinstance(t, IntegerType) and t.width.data in (4, 8):
        return t.width.data
    return None


@irdl_op_definition
class MmaSyncOp(IRDLOperation):
    """`D = A x B + C` over one warp: each lane passes its fragments of A,
    B and C and receives its fragment of D (layout: `verify/mma_sync.py`)."""

    name = "nvgpu.mma.sync"
    matrixA = operand_def(VectorType)
    matrixB = operand_def(VectorType)
    matrixC = operand_def(VectorType)
    mmaShape = prop_def(ArrayAttr[IntegerAttr])
    tf32Enabled = opt_prop_def(UnitAttr)
    res = result_def(VectorType)
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = ("`(` $matrixA `,` $matrixB `,` $matrixC `)` attr-dict `:` "
                       "`(` type($matrixA) `,` type($matrixB) `,` type($matrixC) `)` `->` type($res)")

    def shape(self) -> tuple[int, int, int]:
        m, n, k = (int(x.value.data) for x in self.mmaShape.data)
        return m, n, k

    def verify_(self) -> None:
        if len(self.mmaShape.data) != 3:
            raise VerifyException("mmaShape must have exactly 3 elements")
        a, b, c = (v.type for v in (self.matrixA, self.matrixB, self.matrixC))
        if self.res.type != c:
            raise VerifyException("the result must have matrixC's type")
        elt = a.element_type
        bits = _bits(elt)
        if bits is None:
            raise VerifyException("expected input data type (i4,i8,f16,bf16,tf32,f64) supported by nvgpu.mma.sync")
        shape_k, per_a = (4, 1) if bits == 64 else (128 // bits, 32 // bits)
        shape_m = shape_n = 8
        for name, t in (("matrixA", a), ("matrixB", b), ("matrixC", c)):
            if len(t.get_shape()) != 2:
                raise VerifyException(f"{name} must be 2 dimensional vector")
        m, n, k = self.shape()
        (a0, a1), (b0, b1), (c0, c1) = (t.get_shape() for t in (a, b, c))
        if a0 * a1 * WARP != m * k:
            raise VerifyException(f"expected {m * k} warp-wide matrix A elements")
        if b0 * b1 * WARP != k * n:
            raise VerifyException(f"expected {k * n} warp-wide matrix B elements")
        if c0 * c1 * WARP != m * n:
            raise VerifyException(f"expected {m * n} warp-wide matrix C elements")
        if self.tf32Enabled is not None and getattr(elt, "name", "") != "f32":
            raise VerifyException("expected tf32 tensor cores only for F32 operands")
        mt, nt, kt = m // shape_m, n // shape_n, k // shape_k
        if (a0, a1) != (mt * kt, per_a):
            raise VerifyException(f"expected matrix A to be shaped ({mt * kt} x {per_a})")
        if (b0, b1) != (kt * nt, per_a):
            raise VerifyException(f"expected matrix B to be shaped ({kt * nt} x {per_a})")
        if (c0, c1) != (mt * nt, 2):
            raise VerifyException(f"expected matrix C to be shaped ({mt * nt} x 2)")


def nvgpu_dialect() -> Dialect:
    return Dialect("nvgpu", [MmaSyncOp], [])


__all__ = ["WARP", "MmaSyncOp", "nvgpu_dialect"]
