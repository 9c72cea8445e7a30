"""Op name -> handler, for every op the interpreter gives meaning to.

One table per dialect module; scalar ops (`ScalarSemantics`) are lifted to
tensors by `elementwise`.  Built on first use and read-only afterwards (the
tables are constant: nothing registers into them)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr

from tvmlir.semantics.constants import tensor_constant
from tvmlir.semantics.elementwise import encode_scalar_op


def _arith_constant(interp, op):
    from tvmlir.ir.compat.sparse import SparseElementsAttr

    value = op.properties.get("value") or op.attributes.get("value")
    if isinstance(value, DenseIntOrFPElementsAttr | SparseElementsAttr):
        return [tensor_constant(interp.ctx, op, value, op.results[0].type)]
    return encode_scalar_op(interp, op)


def _conversion_cast(interp, op):
    """`builtin.unrealized_conversion_cast` between a float type and its
    abstract form (`--abstract-fp`): the identity (both have one encoding)."""
    from tvmlir.semantics.encoding import Unsupported
    from tvmlir.semantics.values import Scalar

    if len(op.operands) != 1 or len(op.results) != 1:
        raise Unsupported(op, "only one-to-one conversion casts are modelled")
    v = interp.value(op.operands[0])
    src, dst = op.operands[0].type, op.results[0].type
    if _index_and_its_integer(src, dst, interp.sem.index_width):
        return [v]
    fmt_s, fmt_d = interp.sem.float_format(src), interp.sem.float_format(dst)
    if not isinstance(v, Scalar) or fmt_s is None or fmt_s != fmt_d:
        raise Unsupported(op, f"a conversion from {src} to {dst} has no meaning here")
    return [v]


def _index_and_its_integer(src, dst, width: int) -> bool:
    """`index` and the integer of the index width, either way, or vectors
    of them of one shape: what `-convert-arith-to-llvm` and the other
    `*-to-llvm` conversions materialize at the boundary (the same bits
    under the printed `--index-bitwidth`)."""
    from xdsl.dialects.builtin import IndexType, IntegerType, VectorType

    if isinstance(src, VectorType) and isinstance(dst, VectorType):
        if src.get_shape() != dst.get_shape() or src.get_num_scalable_dims() or dst.get_num_scalable_dims():
            return False
        src, dst = src.element_type, dst.element_type
    pair = {type(src), type(dst)}
    if pair != {IndexType, IntegerType}:
        return False
    integer = src if isinstance(src, IntegerType) else dst
    return integer.width.data == width


def _scalar() -> dict:
    from tvmlir.semantics.scalar import ENCODERS

    table = {name: encode_scalar_op for name in ENCODERS}
    table["arith.constant"] = _arith_constant
    table["llvm.mlir.constant"] = _arith_constant
    return table


def _table(module: str, name: str):
    def load() -> dict:
        import importlib

        return getattr(importlib.import_module(module), name)

    return load


_DIALECT_TABLES = {
    # Dialect -> the tables giving its ops meaning, later ones winning.
    # Loaded on the first op of the dialect, so checking an `arith` pair
    # does not import the linalg, memref or tosa semantics (start-up).
    "arith": (_scalar,),
    "math": (_scalar,),
    "cf": (_scalar,),  # cf.assert only: UB when false (semantics.asserts)
    "complex": (_scalar,),  # semantics.complex
    "index": (_scalar,),  # semantics.index_ops
    "llvm": (_scalar,),  # semantics.llvm_scalar (read generically)
    "tv": (_scalar, _table("tvmlir.semantics.tv_tensor", "TV_TENSOR")),
    "func": (_table("tvmlir.semantics.func", "FUNC"),),
    "tensor": (_table("tvmlir.semantics.tensor", "TENSOR"), _table("tvmlir.semantics.tensor_pack", "TENSOR_PACK"),
               _table("tvmlir.semantics.runtime_shape", "RUNTIME_SHAPE")),
    "linalg": (_table("tvmlir.semantics.linalg", "LINALG"), _table("tvmlir.semantics.linalg_named", "LINALG_NAMED"),
               _table("tvmlir.semantics.linalg_softmax", "LINALG_SOFTMAX")),
    "memref": (_table("tvmlir.semantics.memref", "MEMREF"), _table("tvmlir.semantics.memref_metadata", "MEMREF_METADATA"),
               _table("tvmlir.semantics.runtime_shape", "RUNTIME_SHAPE"),
               _table("tvmlir.semantics.memref_atomic", "MEMREF_ATOMIC")),
    "bufferization": (_table("tvmlir.semantics.bufferization", "BUFFERIZATION"),
                      _table("tvmlir.semantics.bufferization_dealloc", "BUFFERIZATION_DEALLOC")),
    "ub": (_table("tvmlir.semantics.ub", "UB"),),
    "tosa": (_table("tvmlir.semantics.tosa", "TOSA"),),
    "affine": (_table("tvmlir.semantics.affine_ops", "AFFINE"), _table("tvmlir.semantics.affine_loops", "AFFINE_LOOPS"),
               _table("tvmlir.semantics.affine_dma", "AFFINE_DMA")),
    "scf": (_table("tvmlir.semantics.scf", "SCF"),),
    "vector": (_table("tvmlir.semantics.vector", "VECTOR"), _table("tvmlir.semantics.vector_transfer", "VECTOR_TRANSFER"),
               _table("tvmlir.semantics.vector_reduce", "VECTOR_REDUCE"),
               _table("tvmlir.semantics.vector_scalable", "VECTOR_SCALABLE"),
               _table("tvmlir.semantics.opaque", "PRINT")),
    "sparse_tensor": (_table("tvmlir.semantics.sparse_tensor", "SPARSE_TENSOR"),),
    "shape": (_table("tvmlir.semantics.shape", "SHAPE"),),
    "gpu": (_table("tvmlir.semantics.gpu", "GPU"),),
    "builtin": (lambda: {"builtin.unrealized_conversion_cast": _conversion_cast},),
}


class _Handlers(Mapping):
    """The op table, filled per dialect on first use.  Once a dialect is
    loaded its entries never change, so the table is constant as seen by
    any reader."""

    def __init__(self) -> None:
        self._table: dict = {}
        self._loaded: set[str] = set()

    def _load(self, dialect: str) -> None:
        if dialect in self._loaded:
            return
        self._loaded.add(dialect)
        for load in _DIALECT_TABLES.get(dialect, ()):
            for name, handler in load().items():
                if name.partition(".")[0] == dialect:
                    self._table[name] = handler

    def __getitem__(self, name: str):
        self._load(name.partition(".")[0])
        return self._table[name]

    def __iter__(self):
        for dialect in _DIALECT_TABLES:
            self._load(dialect)
        return iter(dict(self._table))

    def __len__(self) -> int:
        return sum(1 for _ in self)


@lru_cache(maxsize=1)
def handlers() -> Mapping:
    """The table, one per process, read-only; its dialects load lazily."""
    return _Handlers()
