"""Named linalg ops that MLIR 19 has and xDSL 0.74 lacks, so they parse.

Why: `--annotate` must accept the named ops users write (batch_matmul,
matvec, dot, div, conv_1d, depthwise convolutions, NHWC pooling, ...), and
anything it cannot generalize must be an `unsupported` error at the op, not
a parse failure.  The ops are defined once here with upstream's syntax
(`ins(...) outs(...)`, strides/dilations in front), indexing maps and
iterator types; their bodies come from `linalg_bodies` (as mlir-opt-19
generalizes them).

xDSL's `conv_2d_nhwc_hwcf`, `conv_2d_nchw_fchw`, `conv_2d_nhwc_fhwc` and
`pooling_nchw_max` are replaced: upstream makes `strides` and `dilations`
optional (default 1) and xDSL requires them; xDSL's pooling body also reads
the wrong operand.  xDSL's `matmul` gets upstream's body (casts).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseIntElementsAttr,
    MemRefType,
    TensorType,
)
from xdsl.dialects import linalg
from xdsl.dialects.linalg import Linalg
from xdsl.dialects.linalg.abstract_ops import NamedOperation
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.dialects.linalg.ops import YieldOp
from xdsl.ir import Attribute, Dialect, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineExpr, AffineMap
from xdsl.irdl import irdl_op_definition, opt_prop_def
from xdsl.utils.exceptions import VerifyException

from tvmlir.ir.linalg_bodies import body_block
from tvmlir.ir.linalg_generic import GenericOp


def iterator_types(spec: str) -> ArrayAttr[IteratorTypeAttr]:
    """`"ppr"` -> [parallel, parallel, reduction]."""
    kinds = {"p": IteratorTypeAttr.parallel(), "r": IteratorTypeAttr.reduction()}
    return ArrayAttr(kinds[c] for c in spec)


def _element_type(value: SSAValue) -> Attribute:
    t = value.type
    return t.get_element_type() if isinstance(t, TensorType | MemRefType) else t


class _UpstreamNamedOp(NamedOperation):
    """A named op whose body is upstream's (`linalg_bodies`)."""

    ITERATORS: ClassVar[str]

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        res: Sequence[Attribute] | None = None,
        attributes: dict[str, Attribute] | None = None,
        properties: dict[str, Attribute | None] | None = None,
    ):
        if res is None:
            res = [o.type for o in outputs if isinstance(o.type, TensorType)]
        super().__init__(
            ins=inputs,
            outs=outputs,
            result_types=res,
            attributes=attributes,
            properties=properties,
            hidden_region=self.get_hidden_region(inputs, outputs),
        )

    @classmethod
    def get_hidden_region(
        cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]
    ) -> Region:
        return upstream_region(cls.name, inputs, outputs)

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        return iterator_types(self.ITERATORS)


def upstream_region(name: str, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
    """`name`'s body as mlir-opt-19 generalizes it (`linalg_bodies`)."""
    block, results = body_block(name, [_element_type(v) for v in (*inputs, *outputs)])
    block.add_op(YieldOp(*results))
    return Region(block)


class MatmulOp(linalg.MatmulOp):
    """xDSL's `linalg.matmul` with upstream's body: mixed element types
    (f16 x f16 -> f32, i8 x i8 -> i32) are cast to the output's type, as
    MLIR 19 does; xDSL's body has no casts and failed to verify on them.
    (Not re-decorated: the IRDL definition, fields included, is xDSL's.)"""

    @classmethod
    def get_hidden_region(
        cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]
    ) -> Region:
        return upstream_region(cls.name, inputs, outputs)


class _FixedMapsOp(_UpstreamNamedOp):
    """Maps that depend on nothing but the op (contractions, conv_1d/2d)."""

    MAPS: ClassVar[tuple[AffineMap, ...]]

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        return self.MAPS


class _ElementwiseOp(_UpstreamNamedOp):
    """Identity maps over the output's rank, every loop parallel."""

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        output = self.outputs[0].type
        assert isinstance(output, TensorType | MemRefType)
        rank = output.get_num_dims()
        return (AffineMap.identity(rank),) * len(self.operands)

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        output = self.outputs[0].type
        assert isinstance(output, TensorType | MemRefType)
        return iterator_types("p" * output.get_num_dims())


class _WindowedOp(_UpstreamNamedOp):
    """Convolutions and pooling with `strides` / `dilations` (default 1).

    Subclasses give the window maps as a function of those."""

    PRINT_ATTRS_IN_FRONT: ClassVar[bool] = True
    SPATIAL: ClassVar[int]

    strides = opt_prop_def(DenseIntElementsAttr)
    dilations = opt_prop_def(DenseIntElementsAttr)

    def _window(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        def values(attr: DenseIntElementsAttr | None) -> tuple[int, ...]:
            if attr is None:
                return (1,) * self.SPATIAL
            got = tuple(int(v) for v in attr.get_values())
            return got * self.SPATIAL if len(got) == 1 else got

        return values(self.strides), values(self.dilations)

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        strides, dilations = self._window()
        return self.window_maps(strides, dilations)

    def window_maps(
        self, strides: tuple[int, ...], dilations: tuple[int, ...]
    ) -> tuple[AffineMap, ...]:
        raise NotImplementedError

    def verify_(self) -> None:
        for attr in (self.strides, self.dilations):
            if attr is not None and len(attr.get_values()) not in (1, self.SPATIAL):
                raise VerifyException(
                    f"expected {self.SPATIAL} strides and dilations, got {attr}"
                )
        super().verify_()


def _dims(n: int) -> tuple[AffineExpr, ...]:
    return tuple(AffineDimExpr(i) for i in range(n))


def _map(n: int, *results: AffineExpr) -> AffineMap:
    return AffineMap(n, 0, results)


def _windows(
    outs: tuple[AffineExpr, ...],
    kernels: tuple[AffineExpr, ...],
    strides: tuple[int, ...],
    dilations: tuple[int, ...],
) -> tuple[AffineExpr, ...]:
    """The input index `out * stride + k * dilation` of each spatial dim."""
    return tuple(
        o * s + k * d for o, k, s, d in zip(outs, kernels, strides, dilations, strict=True)
    )


# --- contractions -----------------------------------------------------------

_b, _m, _n, _k = _dims(4)


@irdl_op_definition
class BatchMatmulOp(_FixedMapsOp):
    name = "linalg.batch_matmul"
    ITERATORS: ClassVar[str] = "pppr"
    MAPS: ClassVar[tuple[AffineMap, ...]] = (_map(4, _b, _m, _k), _map(4, _b, _k, _n), _map(4, _b, _m, _n))


_i, _j = _dims(2)


@irdl_op_definition
class MatvecOp(_FixedMapsOp):
    name = "linalg.matvec"
    ITERATORS: ClassVar[str] = "pr"
    MAPS: ClassVar[tuple[AffineMap, ...]] = (_map(2, _i, _j), _map(2, _j), _map(2, _i))


@irdl_op_definition
class VecmatOp(_FixedMapsOp):
    name = "linalg.vecmat"
    ITERATORS: ClassVar[str] = "pr"
    MAPS: ClassVar[tuple[AffineMap, ...]] = (_map(2, _j), _map(2, _j, _i), _map(2, _i))


@irdl_op_definition
class DotOp(_FixedMapsOp):
    name = "linalg.dot"
    ITERATORS: ClassVar[str] = "r"
    MAPS: ClassVar[tuple[AffineMap, ...]] = (_map(1, _i), _map(1, _i), _map(1))


@irdl_op_definition
class Conv1DOp(_FixedMapsOp):
    name = "linalg.conv_1d"
    ITERATORS: ClassVar[str] = "pr"
    MAPS: ClassVar[tuple[AffineMap, ...]] = (_map(2, _i + _j), _map(2, _j), _map(2, _i))


_oh, _ow, _kh, _kw = _dims(4)


@irdl_op_definition
class Conv2DOp(_FixedMapsOp):
    name = "linalg.conv_2d"
    ITERATORS: ClassVar[str] = "pprr"
    MAPS: ClassVar[tuple[AffineMap, ...]] = (_map(4, _oh + _kh, _ow + _kw), _map(4, _kh, _kw), _map(4, _oh, _ow))


# --- elementwise --------------------------------------------------------------


def _elementwise(op_name: str) -> type[_ElementwiseOp]:
    """An elementwise op class; they differ by name (and body) only."""
    cls = type(
        "".join(p.capitalize() for p in op_name.split("_")) + "Op",
        (_ElementwiseOp,),
        {"name": f"linalg.{op_name}", "__doc__": f"Upstream `linalg.{op_name}`."},
    )
    return irdl_op_definition(cls)


DivOp = _elementwise("div")
DivUnsignedOp = _elementwise("div_unsigned")
PowfOp = _elementwise("powf")
AbsOp = _elementwise("abs")
CeilOp = _elementwise("ceil")
FloorOp = _elementwise("floor")
NegfOp = _elementwise("negf")
TanhOp = _elementwise("tanh")
RsqrtOp = _elementwise("rsqrt")
ErfOp = _elementwise("erf")
SquareOp = _elementwise("square")
ReciprocalOp = _elementwise("reciprocal")


# --- convolutions and pooling with windows ------------------------------------


@irdl_op_definition
class Conv1DNwcWcfOp(_WindowedOp):
    name = "linalg.conv_1d_nwc_wcf"
    ITERATORS: ClassVar[str] = "ppprr"
    SPATIAL: ClassVar[int] = 1

    def window_maps(self, strides, dilations):
        n, w, f, kw, c = _dims(5)
        (x,) = _windows((w,), (kw,), strides, dilations)
        return (_map(5, n, x, c), _map(5, kw, c, f), _map(5, n, w, f))


@irdl_op_definition
class Conv2DNhwcHwcfOp(_WindowedOp):
    name = "linalg.conv_2d_nhwc_hwcf"
    ITERATORS: ClassVar[str] = "pppprrr"
    SPATIAL: ClassVar[int] = 2

    def window_maps(self, strides, dilations):
        n, oh, ow, f, kh, kw, c = _dims(7)
        y, x = _windows((oh, ow), (kh, kw), strides, dilations)
        return (_map(7, n, y, x, c), _map(7, kh, kw, c, f), _map(7, n, oh, ow, f))


@irdl_op_definition
class Conv2DNchwFchwOp(_WindowedOp):
    name = "linalg.conv_2d_nchw_fchw"
    ITERATORS: ClassVar[str] = "pppprrr"
    SPATIAL: ClassVar[int] = 2

    def window_maps(self, strides, dilations):
        n, f, oh, ow, c, kh, kw = _dims(7)
        y, x = _windows((oh, ow), (kh, kw), strides, dilations)
        return (_map(7, n, c, y, x), _map(7, f, c, kh, kw), _map(7, n, f, oh, ow))


@irdl_op_definition
class Conv2DNhwcFhwcOp(_WindowedOp):
    name = "linalg.conv_2d_nhwc_fhwc"
    ITERATORS: ClassVar[str] = "pppprrr"
    SPATIAL: ClassVar[int] = 2

    def window_maps(self, strides, dilations):
        n, oh, ow, f, kh, kw, c = _dims(7)
        y, x = _windows((oh, ow), (kh, kw), strides, dilations)
        return (_map(7, n, y, x, c), _map(7, f, kh, kw, c), _map(7, n, oh, ow, f))


@irdl_op_definition
class DepthwiseConv2DNhwcHwcOp(_WindowedOp):
    name = "linalg.depthwise_conv_2d_nhwc_hwc"
    ITERATORS: ClassVar[str] = "pppprr"
    SPATIAL: ClassVar[int] = 2

    def window_maps(self, strides, dilations):
        n, oh, ow, c, kh, kw = _dims(6)
        y, x = _windows((oh, ow), (kh, kw), strides, dilations)
        return (_map(6, n, y, x, c), _map(6, kh, kw, c), _map(6, n, oh, ow, c))


class _PoolingNhwcOp(_WindowedOp):
    """`out(n, oh, ow, c) op= in(n, oh*s + kh*d, ow*s + kw*d, c)`; the
    window operand only gives the window's shape."""

    ITERATORS: ClassVar[str] = "pppprr"
    SPATIAL: ClassVar[int] = 2

    def window_maps(self, strides, dilations):
        n, oh, ow, c, kh, kw = _dims(6)
        y, x = _windows((oh, ow), (kh, kw), strides, dilations)
        return (_map(6, n, y, x, c), _map(6, kh, kw), _map(6, n, oh, ow, c))


@irdl_op_definition
class PoolingNhwcMaxOp(_PoolingNhwcOp):
    name = "linalg.pooling_nhwc_max"


@irdl_op_definition
class PoolingNhwcMinOp(_PoolingNhwcOp):
    name = "linalg.pooling_nhwc_min"


@irdl_op_definition
class PoolingNhwcSumOp(_PoolingNhwcOp):
    name = "linalg.pooling_nhwc_sum"


@irdl_op_definition
class PoolingNchwMaxOp(_WindowedOp):
    name = "linalg.pooling_nchw_max"
    ITERATORS: ClassVar[str] = "pppprr"
    SPATIAL: ClassVar[int] = 2

    def window_maps(self, strides, dilations):
        n, c, oh, ow, kh, kw = _dims(6)
        y, x = _windows((oh, ow), (kh, kw), strides, dilations)
        return (_map(6, n, c, y, x), _map(6, kh, kw), _map(6, n, c, oh, ow))


UPSTREAM_NAMED_OPS: tuple[type[NamedOperation], ...] = (
    MatmulOp,
    BatchMatmulOp,
    MatvecOp,
    VecmatOp,
    DotOp,
    Conv1DOp,
    Conv2DOp,
    DivOp,
    DivUnsignedOp,
    PowfOp,
    AbsOp,
    CeilOp,
    FloorOp,
    NegfOp,
    TanhOp,
    RsqrtOp,
    ErfOp,
    SquareOp,
    ReciprocalOp,
    Conv1DNwcWcfOp,
    Conv2DNhwcHwcfOp,
    Conv2DNchwFchwOp,
    Conv2DNhwcFhwcOp,
    DepthwiseConv2DNhwcHwcOp,
    PoolingNhwcMaxOp,
    PoolingNhwcMinOp,
    PoolingNhwcSumOp,
    PoolingNchwMaxOp,
)
"""The ops this module adds to (or replaces in) xDSL's linalg dialect."""


def linalg_dialect() -> Dialect:
    """xDSL's linalg dialect with the ops above added or replacing xDSL's,
    and `linalg.generic` read as it is printed (`linalg_generic`)."""
    ours = [*UPSTREAM_NAMED_OPS, GenericOp]
    names = {op.name for op in ours}
    kept = [op for op in Linalg.operations if op.name not in names]
    return Dialect("linalg", [*kept, *ours], list(Linalg.attributes))
