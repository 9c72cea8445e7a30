"""`sparse<indices, values> : tensor<...>`, MLIR's sparse elements attribute.

Why tvmlir defines it: xDSL 0.74 has no `SparseElementsAttr`, and
`arith.constant sparse<...>` is ordinary MLIR (mlir-opt prints it for
constant-folded tensors).  Elements not listed are zero.

The attribute is a `BuiltinAttribute`, so xDSL's printer prints it in MLIR's
own syntax; `LocatingParser` parses that syntax (`parse_sparse_body`).
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    BuiltinAttribute,
    DenseIntOrFPElementsAttr,
    IntAttr,
    TensorType,
)
from xdsl.ir import TypedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.printer import Printer


@irdl_attr_definition
class SparseElementsAttr(TypedAttribute, BuiltinAttribute):
    """`indices` is one row of coordinates per listed element (row-major
    order of the listing, as written); `values` the listed elements."""

    name = "sparse"
    type: TensorType
    indices: ArrayAttr[ArrayAttr[IntAttr]]
    values: DenseIntOrFPElementsAttr

    @classmethod
    def get_type_index(cls) -> int:
        return 0

    def coordinates(self) -> list[tuple[int, ...]]:
        return [tuple(i.data for i in row.data) for row in self.indices.data]

    def listed_values(self) -> list[int | float]:
        return list(self.values.get_values())

    def verify(self) -> None:
        from xdsl.utils.exceptions import VerifyException

        shape = self.type.get_shape()
        rows = self.coordinates()
        if len(rows) != len(self.values):
            raise VerifyException(
                f"sparse attribute lists {len(rows)} indices but {len(self.values)} values"
            )
        for row in rows:
            if len(row) != len(shape) or any(not 0 <= i < d for i, d in zip(row, shape)):
                raise VerifyException(f"sparse index {list(row)} is outside {self.type}")

    def print_without_type(self, printer: Printer) -> None:
        printer.print_string("sparse<[")
        printer.print_list(
            self.coordinates(),
            lambda row: printer.print_string("[" + ", ".join(map(str, row)) + "]"),
        )
        printer.print_string("], [")
        elem = self.values.get_element_type()
        if isinstance(elem, AnyFloat):
            printer.print_list(self.listed_values(), lambda v: printer.print_float(v, elem))
        else:
            printer.print_list(self.listed_values(), lambda v: printer.print_string(str(v)))
        printer.print_string("]>")

    def print_builtin(self, printer: Printer) -> None:
        self.print_without_type(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.type)


def parse_sparse_body(parser) -> SparseElementsAttr:
    """After the keyword `sparse`: `<indices, values> : type`."""
    parser.parse_punctuation("<", " in sparse attribute")
    index_elems, index_shape = parser._parse_tensor_literal()
    parser.parse_punctuation(",", " between the indices and values of a sparse attribute")
    value_elems, value_shape = parser._parse_tensor_literal()
    parser.parse_punctuation(">", " in sparse attribute")
    parser.parse_punctuation(":", " in sparse attribute")
    type = parser.parse_type()
    return _sparse_attr(parser, type, index_elems, index_shape, value_elems, value_shape)


def parse_sparse_literal(parser, type) -> SparseElementsAttr:
    """After the keyword `sparse`, where the type is known from elsewhere
    (`memref.global ... : memref<4x8xf32> = sparse<[[1, 2]], [1.0]>`):
    `<indices, values>`."""
    parser.parse_punctuation("<", " in sparse attribute")
    index_elems, index_shape = parser._parse_tensor_literal()
    parser.parse_punctuation(",", " between the indices and values of a sparse attribute")
    value_elems, value_shape = parser._parse_tensor_literal()
    parser.parse_punctuation(">", " in sparse attribute")
    return _sparse_attr(parser, type, index_elems, index_shape, value_elems, value_shape)


def _sparse_attr(parser, type, index_elems, index_shape, value_elems, value_shape) -> SparseElementsAttr:
    from xdsl.dialects.builtin import TensorType as _Tensor

    if not isinstance(type, _Tensor) or any(d < 0 for d in type.get_shape()):
        parser.raise_error("sparse attribute needs a statically shaped tensor type")
    rank = len(type.get_shape())
    coords = [e.to_int(parser, allow_negative=False) for e in index_elems]
    if len(index_shape) == 2 and index_shape[1] == rank:
        rows = [coords[i : i + rank] for i in range(0, len(coords), rank)]
    elif len(index_shape) == 1 and len(coords) == rank:
        rows = [coords]  # a single coordinate written without the outer brackets
    else:
        parser.raise_error(f"sparse indices must be an N x {rank} list of coordinates")
    elem = type.get_element_type()
    values = [v.to_type(parser, elem) for v in value_elems]
    if len(values) == 1 and len(rows) > 1 and not value_shape:
        values = values * len(rows)  # a splat value
    values_type = _Tensor(elem, [len(values)])
    dense = DenseIntOrFPElementsAttr.from_list(values_type, values)
    attr = SparseElementsAttr(
        type,
        ArrayAttr([ArrayAttr([IntAttr(i) for i in row]) for row in rows]),
        dense,
    )
    return attr
