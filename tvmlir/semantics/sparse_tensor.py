"""`sparse_tensor` ops: the table `SPARSE_TENSOR` (op name -> handler).

A sparse encoding is storage only (MLIR's SparseTensor dialect: the
computation is specified on the dense abstract tensor; `convert` "converts
one sparse or dense tensor type to another", moving the stored values and
making implicit zeros explicit), so a tensor with an encoding has the
encoding-free tensor's value, and `convert` is the identity on values.
Not modelled, so unsupported: encodings with LLVM 19's `explicitVal` /
`implicitVal` (unstored elements are then not zeros), and converting a
tensor with uninitialized elements (converting to a sparse format tests
every element against zero: whether that reads them is not specified).
"""

from __future__ import annotations

from tvmlir.semantics.encoding import Unsupported


def _encoding_with_values(t):
    from tvmlir.ir.compat.sparse_tensor import SparseTensorEncodingAttr

    encoding = getattr(t, "encoding", None)
    return isinstance(encoding, SparseTensorEncodingAttr) and encoding.carries_values()


def _convert(interp, op):
    for t in (op.source.type, op.dest.type):
        if _encoding_with_values(t):
            raise Unsupported(op, "sparse encodings with explicit or implicit values")
    src = interp.tensor(op.source)
    if src.has_uninit:
        raise Unsupported(op, "converting a tensor with uninitialized elements")
    return [src]


SPARSE_TENSOR = {"sparse_tensor.convert": _convert}
