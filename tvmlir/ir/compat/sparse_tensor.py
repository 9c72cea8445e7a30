"""`#sparse_tensor.encoding<{...}>` and `sparse_tensor.convert`.

Why tvmlir defines them: xDSL 0.74 has no sparse_tensor dialect, and
mlir-tv's corpus (`sparsetensor-ops`) annotates tensor types with sparse
encodings.  In MLIR the encoding is a storage format only: a tensor with an
encoding is the same abstract tensor (SparseTensor dialect docs, release
19: "the sparsity is a property of the type, the computation is
specified as if on dense tensors"), and `convert` changes the storage, not
the value.  The encoding is kept verbatim enough to print it back; its
meaning for the semantics is only whether it carries explicit or implicit
values (LLVM 19's `explicitVal` / `implicitVal`), which tvmlir does not
model (`tvmlir/semantics/sparse_tensor.py`).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import IntAttr, NoneAttr, StringAttr, TensorType
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute
from xdsl.irdl import IRDLOperation, irdl_attr_definition, irdl_op_definition, operand_def, result_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.mlir_lexer import MLIRTokenKind

_OPEN = {MLIRTokenKind.L_PAREN, MLIRTokenKind.L_SQUARE, MLIRTokenKind.L_BRACE}
_CLOSE = {MLIRTokenKind.R_PAREN, MLIRTokenKind.R_SQUARE, MLIRTokenKind.R_BRACE}


@irdl_attr_definition
class SparseTensorEncodingAttr(ParametrizedAttribute):
    """`map` is the dimension-to-level map as written (`(d0, d1) -> (d1 :
    dense, d0 : compressed)`), `pos_width` / `crd_width` the index widths
    of the storage (0: native), `explicit_val` / `implicit_val` the values
    of LLVM 19's optional parameters (`NoneAttr` when absent)."""

    name = "sparse_tensor.encoding"

    map: StringAttr
    pos_width: IntAttr
    crd_width: IntAttr
    explicit_val: Attribute
    implicit_val: Attribute

    def carries_values(self) -> bool:
        """Whether the encoding names explicit or implicit values (which
        change what unstored elements mean)."""
        return not (isinstance(self.explicit_val, NoneAttr) and isinstance(self.implicit_val, NoneAttr))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        fields: dict[str, Attribute] = {
            "map": StringAttr(""),
            "posWidth": IntAttr(0),
            "crdWidth": IntAttr(0),
            "explicitVal": NoneAttr(),
            "implicitVal": NoneAttr(),
        }
        parser.parse_punctuation("<")
        parser.parse_punctuation("{")
        while parser.parse_optional_punctuation("}") is None:
            key = parser.parse_identifier(" in a sparse tensor encoding")
            if key not in fields:
                parser.raise_error(f"unknown sparse tensor encoding parameter '{key}'")
            parser.parse_punctuation("=")
            if key == "map":
                fields[key] = StringAttr(_parse_map_text(parser))
            elif key in ("posWidth", "crdWidth"):
                fields[key] = IntAttr(parser.parse_integer(allow_negative=False))
            else:
                fields[key] = parser.parse_attribute()
            if parser.parse_optional_punctuation(",") is None:
                parser.parse_punctuation("}")
                break
        parser.parse_punctuation(">")
        if not fields["map"].data:
            parser.raise_error("a sparse tensor encoding needs a map")
        return [fields[k] for k in ("map", "posWidth", "crdWidth", "explicitVal", "implicitVal")]

    def print_parameters(self, printer: Printer) -> None:
        parts = [f"map = {self.map.data}"]
        for key, value in (("posWidth", self.pos_width), ("crdWidth", self.crd_width)):
            if value.data:
                parts.append(f"{key} = {value.data}")
        printer.print_string("<{ " + ", ".join(parts))
        for key, value in (("explicitVal", self.explicit_val), ("implicitVal", self.implicit_val)):
            if not isinstance(value, NoneAttr):
                printer.print_string(f", {key} = ")
                printer.print_attribute(value)
        printer.print_string(" }>")


def _parse_map_text(parser: AttrParser) -> str:
    """The map's text, normalized to single spaces between tokens: up to
    the end of its second top-level parenthesized group (the levels).
    Symbol and level-variable lists (`[s0]`, `{l0}`) before it are kept."""
    tokens: list[str] = []
    depth = 0
    groups = 0
    while groups < 2:
        token = parser._current_token
        if token.kind == MLIRTokenKind.EOF:
            parser.raise_error("unterminated sparse tensor encoding map")
        if token.kind in _OPEN:
            depth += 1
        elif token.kind in _CLOSE:
            depth -= 1
            if depth < 0:
                parser.raise_error("unbalanced sparse tensor encoding map")
            if depth == 0 and token.kind == MLIRTokenKind.R_PAREN:
                groups += 1
        tokens.append(token.text)
        parser._consume_token()
    text = " ".join(tokens)
    for a, b in (("( ", "("), (" )", ")"), (" ,", ","), ("[ ", "["), (" ]", "]")):
        text = text.replace(a, b)
    return text


@irdl_op_definition
class ConvertOp(IRDLOperation):
    """`sparse_tensor.convert %t : T to U`: the same tensor in another
    storage (same element type and rank; a static extent may relax to `?`)."""

    name = "sparse_tensor.convert"

    source = operand_def(TensorType)
    dest = result_def(TensorType)

    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    def verify_(self) -> None:
        s, d = self.source.type, self.dest.type
        if s.get_element_type() != d.get_element_type():
            raise VerifyException("unexpected mismatch in element types")
        if len(s.get_shape()) != len(d.get_shape()):
            raise VerifyException("unexpected conversion mismatch in rank")
        for a, b in zip(s.get_shape(), d.get_shape()):
            if b >= 0 and a != b:
                raise VerifyException("unexpected conversion mismatch in dimension")


def sparse_tensor_dialect() -> Dialect:
    return Dialect("sparse_tensor", [ConvertOp], [SparseTensorEncodingAttr])
