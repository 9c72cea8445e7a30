"""`vector` ops of MLIR 19 that xDSL 0.74 does not define (or defines
without MLIR's syntax), in MLIR 19's custom syntax and its generic form.

Why: mlir-opt-19's vectorizer and vector lowerings emit them (index
vectors are built with `vector.transpose`, `vector.step`,
`vector.shape_cast`; masks with `vector.constant_mask`; reductions become
`vector.multi_reduction` / `vector.contract`), and MLIR's own tests use
every op of the dialect.  Without a definition they are bad input (exit 3)
although they are valid MLIR 19; with one, `--verify` and tv-check either
give them semantics or say `unsupported` for them.

Each op's operands, properties and syntax are MLIR 19's
(`VectorOps.td`: the assembly formats are written as there; `contract`
and `outerproduct`, which have custom parsers in `VectorOps.cpp`, are read
and printed as those do), so a round trip through tv-opt keeps the op
unchanged.  The ops with regions (`vector.mask`, `vector.yield`,
`vector.warp_execute_on_lane_0`) are in `vector_regions`.
"""

from __future__ import annotations

from typing import ClassVar, Self

from xdsl.dialects.builtin import (
    I1,
    AffineMapAttr,
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    TensorType,
    VectorType,
    i64,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.dialects.vector import CombiningKindAttr, CombiningKindFlag
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    base,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from tvmlir.ir.compat.syntax import take_inherent


def _int_list(attr: Attribute) -> list[int]:
    """An `I64ArrayAttr` (or a dense array) as integers."""
    if isinstance(attr, DenseArrayBase):
        return [int(v) for v in attr.get_values()]
    assert isinstance(attr, ArrayAttr)
    return [a.value.data for a in attr.data]  # type: ignore[attr-defined]


def _i64_array_attr(values) -> ArrayAttr:
    return ArrayAttr([IntegerAttr(v, i64) for v in values])


def _parse_i64_array(parser: Parser) -> ArrayAttr:
    """`[1, 2]` as MLIR's `I64ArrayAttr` (integers default to i64)."""
    return _i64_array_attr(
        parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False))
    )


def _print_i64_array(printer: Printer, attr: ArrayAttr) -> None:
    printer.print_string("[" + ", ".join(str(v) for v in _int_list(attr)) + "]")


def _element(t: Attribute) -> Attribute:
    return t.element_type if isinstance(t, VectorType) else t  # type: ignore[return-value]


# --- ops with a declarative format ---------------------------------------------


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """`result[i_0..i_n] = vector[i_perm^-1...]`: result dim `k` is
    source dim `permutation[k]`."""

    name = "vector.transpose"
    vector = operand_def(VectorType)
    permutation = prop_def(DenseArrayBase.constr(i64))
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)"

    def verify_(self) -> None:
        perm = [int(p) for p in self.permutation.get_values()]
        src, res = self.vector.type, self.result.type
        rank = len(src.get_shape())
        if len(perm) != rank or sorted(perm) != list(range(rank)):
            raise VerifyException("transposition length mismatch" if len(perm) != rank else "unexpected transposition")
        if list(res.get_shape()) != [src.get_shape()[p] for p in perm] or res.element_type != src.element_type:
            raise VerifyException("dimension size mismatch at the transposed result")


@irdl_op_definition
class ShapeCastOp(IRDLOperation):
    """The same elements in row-major order, in another shape."""

    name = "vector.shape_cast"
    source = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"


@irdl_op_definition
class SplatOp(IRDLOperation):
    """Every lane `input`; the syntax names only the vector type."""

    name = "vector.splat"
    input = operand_def()
    aggregate = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        value = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        if not isinstance(t, VectorType):
            parser.raise_error(f"expected a vector type, got {t}")
        op = cls.create(operands=[parser.resolve_operand(value, t.element_type)], result_types=[t])
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.aggregate.type)

    def verify_(self) -> None:
        if self.input.type != self.aggregate.type.element_type:
            raise VerifyException("failed to verify that operand type matches element type of result")


@irdl_op_definition
class StepOp(IRDLOperation):
    """`[0, 1, .., n-1]`: the lane index of a 1-D index vector."""

    name = "vector.step"
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($result)"


@irdl_op_definition
class VScaleOp(IRDLOperation):
    """The run-time multiple of scalable vector extents."""

    name = "vector.vscale"
    res = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict"


class _ElementOp(IRDLOperation):
    """`[%pos : T]` or `[]` (0-D) position syntax of extract/insertelement."""

    @staticmethod
    def parse_position(parser: Parser):
        parser.parse_punctuation("[")
        pos = None
        if parser.parse_optional_punctuation("]") is None:
            name = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            pos = (name, parser.parse_type())
            parser.parse_punctuation("]")
        return pos

    @staticmethod
    def print_position(printer: Printer, position) -> None:
        printer.print_string("[")
        if position is not None:
            printer.print_operand(position)
            printer.print_string(" : ")
            printer.print_attribute(position.type)
        printer.print_string("]")


@irdl_op_definition
class ExtractElementOp(_ElementOp):
    name = "vector.extractelement"
    vector = operand_def(VectorType)
    position = opt_operand_def(IntegerType | IndexType)
    result = result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        v = parser.parse_unresolved_operand()
        pos = cls.parse_position(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        if not isinstance(t, VectorType):
            parser.raise_error(f"expected a vector type, got {t}")
        operands = [[parser.resolve_operand(v, t)], [parser.resolve_operand(*pos)] if pos else []]
        op = cls.build(operands=operands, result_types=[t.element_type])
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.vector)
        self.print_position(printer, self.position)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.vector.type)

    def verify_(self) -> None:
        rank = len(self.vector.type.get_shape())
        if rank == 0 and self.position is not None:
            raise VerifyException("expected position to be empty with 0-D vector")
        if rank > 1:
            raise VerifyException("unexpected >1 vector rank")
        if rank == 1 and self.position is None:
            raise VerifyException("expected position for 1-D vector")
        if self.result.type != self.vector.type.element_type:
            raise VerifyException("failed to verify that result type matches element type of vector operand")


@irdl_op_definition
class InsertElementOp(_ElementOp):
    name = "vector.insertelement"
    source = operand_def()
    dest = operand_def(VectorType)
    position = opt_operand_def(IntegerType | IndexType)
    result = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        s = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        d = parser.parse_unresolved_operand()
        pos = cls.parse_position(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        if not isinstance(t, VectorType):
            parser.raise_error(f"expected a vector type, got {t}")
        operands = [
            [parser.resolve_operand(s, t.element_type)],
            [parser.resolve_operand(d, t)],
            [parser.resolve_operand(*pos)] if pos else [],
        ]
        op = cls.build(operands=operands, result_types=[t])
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_string(", ")
        printer.print_operand(self.dest)
        self.print_position(printer, self.position)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        rank = len(self.dest.type.get_shape())
        if rank == 0 and self.position is not None:
            raise VerifyException("expected position to be empty with 0-D vector")
        if rank > 1:
            raise VerifyException("unexpected >1 vector rank")
        if rank == 1 and self.position is None:
            raise VerifyException("expected position for 1-D vector")
        if self.result.type != self.dest.type or self.source.type != self.dest.type.element_type:
            raise VerifyException("source must be the element type of dest, and the result its type")


class _I64ArrayAttrsOp(IRDLOperation):
    """An op whose `I64ArrayAttr` properties are written in its attribute
    dictionary (`{offsets = [0, 2], ...}`), as MLIR 19 prints them."""

    INHERENT: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def take(cls, attrs: dict[str, Attribute]) -> dict[str, Attribute]:
        return take_inherent(attrs, cls.INHERENT)

    def print_attrs(self, printer: Printer) -> None:
        merged = {n: self.properties[n] for n in self.INHERENT if n in self.properties}
        printer.print_op_attributes(merged | dict(self.attributes))


@irdl_op_definition
class ConstantMaskOp(IRDLOperation):
    """Lanes `l` with `l_k < mask_dim_sizes[k]` for every `k` are set."""

    name = "vector.constant_mask"
    mask_dim_sizes = prop_def(base(ArrayAttr) | base(DenseArrayBase))  # as multi_reduction's reduction_dims
    result = result_def(VectorType[I1])
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        sizes = _parse_i64_array(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        op = cls.create(result_types=[parser.parse_type()], properties={"mask_dim_sizes": sizes})
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_i64_array(printer, self.mask_dim_sizes)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        shape = self.result.type.get_shape()
        sizes = _int_list(self.mask_dim_sizes)
        if len(sizes) != len(shape):
            raise VerifyException("must specify array attr of size equal vector result rank")
        if any(not 0 <= s <= d for s, d in zip(sizes, shape)):
            raise VerifyException("array attr of size out of bounds of vector result dimension size")


@irdl_op_definition
class MultiReductionOp(IRDLOperation):
    name = "vector.multi_reduction"
    source = operand_def(VectorType)
    acc = operand_def()
    result = result_def()
    kind = prop_def(CombiningKindAttr)
    reduction_dims = prop_def(base(ArrayAttr) | base(DenseArrayBase))
    """MLIR 19's `I64ArrayAttr`, or the `array<i64: ...>` newer MLIR (IREE's
    codegen) prints in the generic form; printed `[..]` either way."""
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        kind = CombiningKindAttr(CombiningKindAttr.parse_parameter(parser))
        parser.parse_punctuation(",")
        s = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        a = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        dims = _parse_i64_array(parser)
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_keyword("to")
        dt = parser.parse_type()
        operands = [parser.resolve_operand(s, st), parser.resolve_operand(a, dt)]
        op = cls.create(operands=operands, result_types=[dt], properties={"kind": kind, "reduction_dims": dims})
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        self.kind.print_parameter(printer)
        printer.print_string(", ")
        printer.print_operand(self.source)
        printer.print_string(", ")
        printer.print_operand(self.acc)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        _print_i64_array(printer, self.reduction_dims)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        if self.acc.type != self.result.type:
            raise VerifyException("failed to verify that all of {dest, acc} have same type")
        shape = self.source.type.get_shape()
        dims = _int_list(self.reduction_dims)
        if any(not 0 <= d < len(shape) for d in dims):
            raise VerifyException("reduction dimension out of range")
        kept = [e for k, e in enumerate(shape) if k not in dims]
        rt = self.result.type
        want = kept if isinstance(rt, VectorType) else []
        if (list(rt.get_shape()) if isinstance(rt, VectorType) else []) != want or _element(rt) != self.source.type.element_type:
            raise VerifyException(f"destination type {rt} is incompatible with source type {self.source.type}")


@irdl_op_definition
class ExtractStridedSliceOp(_I64ArrayAttrsOp):
    name = "vector.extract_strided_slice"
    INHERENT: ClassVar[tuple[str, ...]] = ("offsets", "sizes", "strides")
    vector = operand_def(VectorType)
    offsets = prop_def(ArrayAttr)
    sizes = prop_def(ArrayAttr)
    strides = prop_def(ArrayAttr)
    result = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        v = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        vt = parser.parse_type()
        parser.parse_keyword("to")
        rt = parser.parse_type()
        op = cls.create(operands=[parser.resolve_operand(v, vt)], result_types=[rt], properties=cls.take(attrs))
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.vector)
        self.print_attrs(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.vector.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        shape = self.vector.type.get_shape()
        offsets, sizes, strides = (_int_list(a) for a in (self.offsets, self.sizes, self.strides))
        if not len(offsets) == len(sizes) == len(strides) or len(offsets) > len(shape):
            raise VerifyException("expected offsets, sizes and strides of equal length, at most the vector rank")
        if any(o < 0 or s < 1 or o + s > d for o, s, d in zip(offsets, sizes, shape)) or any(s != 1 for s in strides):
            raise VerifyException("expected offsets + sizes within the source and unit strides")
        want = sizes + list(shape[len(sizes):])
        if list(self.result.type.get_shape()) != want:
            raise VerifyException(f"expected result type with shape {want}")


@irdl_op_definition
class InsertStridedSliceOp(_I64ArrayAttrsOp):
    name = "vector.insert_strided_slice"
    INHERENT: ClassVar[tuple[str, ...]] = ("offsets", "strides")
    _D: ClassVar = VarConstraint("D", base(VectorType))
    source = operand_def(VectorType)
    dest = operand_def(_D)
    offsets = prop_def(ArrayAttr)
    strides = prop_def(ArrayAttr)
    res = result_def(_D)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        s = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        d = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_keyword("into")
        dt = parser.parse_type()
        operands = parser.resolve_operands([s, d], [st, dt], parser.pos)
        op = cls.create(operands=operands, result_types=[dt], properties=cls.take(attrs))
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_string(", ")
        printer.print_operand(self.dest)
        self.print_attrs(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" into ")
        printer.print_attribute(self.dest.type)

    def verify_(self) -> None:
        src, dst = self.source.type.get_shape(), self.dest.type.get_shape()
        offsets, strides = _int_list(self.offsets), _int_list(self.strides)
        if len(offsets) != len(dst) or len(strides) != len(src) or len(src) > len(dst):
            raise VerifyException("expected offsets of the destination's rank and strides of the source's")
        tail = len(dst) - len(src)
        if any(o < 0 for o in offsets) or any(s != 1 for s in strides) or any(
            offsets[tail + k] + src[k] > dst[tail + k] for k in range(len(src))
        ):
            raise VerifyException("expected the source to fit at the offsets, with unit strides")


@irdl_op_definition
class InterleaveOp(IRDLOperation):
    name = "vector.interleave"
    _V: ClassVar = VarConstraint("V", base(VectorType))
    lhs = operand_def(_V)
    rhs = operand_def(_V)
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"


@irdl_op_definition
class DeinterleaveOp(IRDLOperation):
    name = "vector.deinterleave"
    _V: ClassVar = VarConstraint("V", base(VectorType))
    source = operand_def(VectorType)
    res1 = result_def(_V)
    res2 = result_def(_V)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `->` type($res1)"


@irdl_op_definition
class FromElementsOp(IRDLOperation):
    name = "vector.from_elements"
    elements = var_operand_def()
    result = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        names = parser.parse_optional_undelimited_comma_separated_list(
            parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
        ) or []
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        if not isinstance(t, VectorType):
            parser.raise_error(f"expected a vector type, got {t}")
        elements = parser.resolve_operands(names, [t.element_type] * len(names), parser.pos)
        op = cls.create(operands=elements, result_types=[t])
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.elements, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        t = self.result.type
        count = 1
        for d in t.get_shape():
            count *= d
        if len(self.elements) != count or any(e.type != t.element_type for e in self.elements):
            raise VerifyException(f"expected {count} elements of type {t.element_type}")


@irdl_op_definition
class ScalableInsertOp(IRDLOperation):
    name = "vector.scalable.insert"
    source = operand_def(VectorType)
    dest = operand_def(VectorType)
    pos = prop_def(IntegerAttr)
    res = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        s = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        d = parser.parse_unresolved_operand()
        pos = _parse_position(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_keyword("into")
        dt = parser.parse_type()
        operands = parser.resolve_operands([s, d], [st, dt], parser.pos)
        op = cls.create(operands=operands, result_types=[dt], properties={"pos": pos})
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list((self.source, self.dest), printer.print_operand)
        printer.print_string(f"[{self.pos.value.data}]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" into ")
        printer.print_attribute(self.dest.type)


@irdl_op_definition
class ScalableExtractOp(IRDLOperation):
    name = "vector.scalable.extract"
    source = operand_def(VectorType)
    pos = prop_def(IntegerAttr)
    res = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        s = parser.parse_unresolved_operand()
        pos = _parse_position(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        rt = parser.parse_type()
        parser.parse_keyword("from")
        st = parser.parse_type()
        op = cls.create(operands=[parser.resolve_operand(s, st)], result_types=[rt], properties={"pos": pos})
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_string(f"[{self.pos.value.data}]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.res.type)
        printer.print_string(" from ")
        printer.print_attribute(self.source.type)


def _parse_position(parser: Parser) -> IntegerAttr:
    parser.parse_punctuation("[")
    pos = parser.parse_integer(allow_boolean=False)
    parser.parse_punctuation("]")
    return IntegerAttr(pos, i64)


@irdl_op_definition
class ShuffleOp(IRDLOperation):
    """`vector.shuffle %a, %b [0, 3] : vector<2xf32>, vector<2xf32>`: MLIR
    19's mask is an `I64ArrayAttr` (xDSL 0.74's is a dense array, so MLIR
    19's generic form did not read); the result type follows from the
    operands and the mask."""

    name = "vector.shuffle"
    v1 = operand_def(VectorType)
    v2 = operand_def(VectorType)
    mask = prop_def(ArrayAttr)
    vector = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        a = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        b = parser.parse_unresolved_operand()
        mask = _parse_i64_array(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        at = parser.parse_type()
        parser.parse_punctuation(",")
        bt = parser.parse_type()
        if not isinstance(at, VectorType):
            parser.raise_error(f"expected a vector type, got {at}")
        trailing = list(at.get_shape())[1:]
        result = VectorType(at.element_type, [len(mask.data), *trailing])
        operands = parser.resolve_operands([a, b], [at, bt], parser.pos)
        op = cls.create(operands=operands, result_types=[result], properties={"mask": mask})
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list((self.v1, self.v2), printer.print_operand)
        printer.print_string(" ")
        _print_i64_array(printer, self.mask)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list((self.v1.type, self.v2.type), printer.print_attribute)

    def verify_(self) -> None:
        a, b, r = self.v1.type, self.v2.type, self.vector.type
        sa, sb = list(a.get_shape()), list(b.get_shape())
        if a.element_type != b.element_type or r.element_type != a.element_type:
            raise VerifyException("expected the operands and the result to have one element type")
        if len(sa) != len(sb) or sa[1:] != sb[1:]:
            raise VerifyException("dimension mismatch")
        mask = _int_list(self.mask)
        total = (sa[0] if sa else 1) + (sb[0] if sb else 1)
        if list(r.get_shape()) != [len(mask), *sa[1:]]:
            raise VerifyException("mask length mismatch")
        if any(not 0 <= m < total for m in mask):
            raise VerifyException("mask index out of range")


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    name = "vector.reshape"
    vector = operand_def(VectorType)
    input_shape = var_operand_def(IndexType)
    output_shape = var_operand_def(IndexType)
    fixed_vector_sizes = prop_def(ArrayAttr)
    result = result_def(VectorType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        v = parser.parse_unresolved_operand()
        lists = []
        for _ in range(2):
            parser.parse_punctuation(",")
            lists.append(parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_unresolved_operand))
        parser.parse_punctuation(",")
        sizes = _parse_i64_array(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        vt = parser.parse_type()
        parser.parse_keyword("to")
        rt = parser.parse_type()
        index = IndexType()
        operands = [
            [parser.resolve_operand(v, vt)],
            *(parser.resolve_operands(names, [index] * len(names), parser.pos) for names in lists),
        ]
        op = cls.build(operands=operands, result_types=[rt], properties={"fixed_vector_sizes": sizes})
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.vector)
        for values in (self.input_shape, self.output_shape):
            printer.print_string(", [")
            printer.print_list(values, printer.print_operand)
            printer.print_string("]")
        printer.print_string(", ")
        _print_i64_array(printer, self.fixed_vector_sizes)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.vector.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)


@irdl_op_definition
class TypeCastOp(IRDLOperation):
    """`memref<vector<4x8xf32>>` viewed as `memref<4xvector<8xf32>>`
    (convert-vector-to-scf's staging buffers)."""

    name = "vector.type_cast"
    memref = operand_def(MemRefType)
    result = result_def(MemRefType)
    traits = traits_def(Pure())
    assembly_format = "$memref attr-dict `:` type($memref) `to` type($result)"


class _MemoryOp(IRDLOperation):
    """gather / scatter / expandload / compressstore: a base memref (a
    tensor too for gather), indices, and vectors."""

    irdl_options = (ParsePropInAttrDict(),)


@irdl_op_definition
class GatherOp(_MemoryOp):
    name = "vector.gather"
    base = operand_def(MemRefType | TensorType)
    indices = var_operand_def(IndexType)
    index_vec = operand_def(VectorType)
    mask = operand_def(VectorType)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    assembly_format = (
        "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` "
        "type($index_vec) `,` type($mask) `,` type($pass_thru) `into` type($result)"
    )


@irdl_op_definition
class ScatterOp(_MemoryOp):
    name = "vector.scatter"
    base = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    index_vec = operand_def(VectorType)
    mask = operand_def(VectorType)
    valueToStore = operand_def(VectorType)
    assembly_format = (
        "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` "
        "type($index_vec) `,` type($mask) `,` type($valueToStore)"
    )


@irdl_op_definition
class ExpandLoadOp(_MemoryOp):
    name = "vector.expandload"
    base = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    mask = operand_def(VectorType)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    assembly_format = (
        "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` "
        "type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)"
    )


@irdl_op_definition
class CompressStoreOp(_MemoryOp):
    name = "vector.compressstore"
    base = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    mask = operand_def(VectorType)
    valueToStore = operand_def(VectorType)
    assembly_format = (
        "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` "
        "type($base) `,` type($mask) `,` type($valueToStore)"
    )


@irdl_op_definition
class FlatTransposeOp(IRDLOperation):
    name = "vector.flat_transpose"
    matrix = operand_def(VectorType)
    rows = prop_def(IntegerAttr)
    columns = prop_def(IntegerAttr)
    res = result_def(VectorType)
    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(Pure())
    assembly_format = "$matrix attr-dict `:` type($matrix) `->` type($res)"


@irdl_op_definition
class MatrixMultiplyOp(IRDLOperation):
    name = "vector.matrix_multiply"
    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    lhs_rows = prop_def(IntegerAttr)
    lhs_columns = prop_def(IntegerAttr)
    rhs_columns = prop_def(IntegerAttr)
    res = result_def(VectorType)
    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(Pure())
    assembly_format = "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)"


@irdl_op_definition
class ScanOp(IRDLOperation):
    name = "vector.scan"
    _S: ClassVar = VarConstraint("S", base(VectorType))
    _I: ClassVar = VarConstraint("I", base(VectorType))
    kind = prop_def(CombiningKindAttr)
    source = operand_def(_S)
    initial_value = operand_def(_I)
    reduction_dim = prop_def(IntegerAttr)
    inclusive = prop_def(BoolAttr)
    dest = result_def(_S)
    accumulated_value = result_def(_I)
    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(Pure())
    assembly_format = "$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)"


class Punctuation(StrEnum):
    NO_PUNCTUATION = "no_punctuation"
    NEWLINE = "newline"
    COMMA = "comma"
    OPEN = "open"
    CLOSE = "close"


@irdl_attr_definition
class PunctuationAttr(EnumAttribute[Punctuation]):
    """`#vector.punctuation<comma>` (of `vector.print`)."""

    name = "vector.punctuation"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> Punctuation:
        with parser.in_angle_brackets():
            return Punctuation(parser.parse_identifier())


@irdl_op_definition
class PrintOp(IRDLOperation):
    """`vector.print %v : T`, `vector.print str "text"`, `vector.print
    punctuation <comma>`: output only (the validators ignore nothing: it
    is unsupported where its effect matters)."""

    name = "vector.print"
    source = opt_operand_def()
    punctuation = prop_def(PunctuationAttr, default_value=PunctuationAttr(Punctuation.NEWLINE))
    stringLiteral = opt_prop_def(StringAttr)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        operands: list = []
        name = parser.parse_optional_unresolved_operand()
        if name is not None:
            parser.parse_punctuation(":")
            operands = [parser.resolve_operand(name, parser.parse_type())]
        props: dict[str, Attribute] = {}
        while True:
            if "stringLiteral" not in props and parser.parse_optional_keyword("str"):
                props["stringLiteral"] = StringAttr(parser.parse_str_literal())
            elif "punctuation" not in props and parser.parse_optional_keyword("punctuation"):
                props["punctuation"] = PunctuationAttr(PunctuationAttr.parse_parameter(parser))
            else:
                break
        attrs = parser.parse_optional_attr_dict()
        props |= take_inherent(attrs, ("punctuation", "stringLiteral"))
        op = cls.build(operands=[operands], properties=props)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        if self.source is not None:
            printer.print_string(" ")
            printer.print_operand(self.source)
            printer.print_string(" : ")
            printer.print_attribute(self.source.type)
        if self.stringLiteral is not None:
            printer.print_string(" str ")
            printer.print_string_literal(self.stringLiteral.data)
        if self.punctuation.data != Punctuation.NEWLINE:
            printer.print_string(" punctuation ")
            self.punctuation.print_parameter(printer)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        if self.stringLiteral is not None and (self.source is not None or self.punctuation.data != Punctuation.NEWLINE):
            raise VerifyException("a string is printed alone, followed by a newline")


# --- contract and outerproduct (custom parsers in MLIR) ---------------------------------


class IteratorType(StrEnum):
    PARALLEL = "parallel"
    REDUCTION = "reduction"


@irdl_attr_definition
class IteratorTypeAttr(EnumAttribute[IteratorType]):
    """`#vector.iterator_type<parallel|reduction>` (of `vector.contract`)."""

    name = "vector.iterator_type"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> IteratorType:
        with parser.in_angle_brackets():
            return IteratorType(parser.parse_identifier())


_CONTRACT_TRAITS = ("indexing_maps", "iterator_types", "kind", "fastmath")


@irdl_op_definition
class ContractionOp(IRDLOperation):
    """`vector.contract {indexing_maps = [...], iterator_types = ["parallel",
    ...], kind = #vector.kind<add>} %lhs, %rhs, %acc : L, R into T`; the
    iterator types are written as strings and stored as
    `#vector.iterator_type`s, `kind` defaults to `add` (VectorOps.cpp)."""

    name = "vector.contract"
    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    acc = operand_def()
    masks = var_operand_def(VectorType)
    """Read in generic form only (MLIR 19's custom syntax has none)."""
    result = result_def()
    indexing_maps = prop_def(ArrayAttr)
    iterator_types = prop_def(ArrayAttr)
    kind = prop_def(CombiningKindAttr, default_value=CombiningKindAttr(CombiningKindFlag.ADD))
    fastmath = opt_prop_def(Attribute)
    """The fast-math flags newer MLIR (IREE's codegen) gives a contraction;
    printed in its attribute dictionary."""
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        start = parser.pos
        dictionary = parser.parse_attribute()
        if not isinstance(dictionary, DictionaryAttr):
            parser.raise_error("expected the contraction's attribute dictionary", start, parser.pos)
        traits = dict(dictionary.data)
        names = []
        for _ in range(3):
            names.append(parser.parse_unresolved_operand())
            if len(names) < 3:
                parser.parse_punctuation(",")
        if parser.parse_optional_punctuation(",") is not None:
            parser.raise_error("'vector.contract' takes no mask operands in MLIR 19", start, parser.pos)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        lt = parser.parse_type()
        parser.parse_punctuation(",")
        rt = parser.parse_type()
        parser.parse_keyword("into")
        res = parser.parse_type()
        operands = parser.resolve_operands(names, [lt, rt, res], parser.pos)
        props = {}
        for key in _CONTRACT_TRAITS:
            if key in traits:
                props[key] = traits.pop(key)
        iterators = props.get("iterator_types")
        if not isinstance(iterators, ArrayAttr):
            parser.raise_error("expected an 'iterator_types' array in the contraction's attributes", start, parser.pos)
        converted = []
        for it in iterators.data:
            if isinstance(it, StringAttr) and it.data in ("parallel", "reduction"):
                converted.append(IteratorTypeAttr(IteratorType(it.data)))
            elif isinstance(it, IteratorTypeAttr):
                converted.append(it)
            else:
                parser.raise_error(f"unexpected iterator_type ({it})", start, parser.pos)
        props["iterator_types"] = ArrayAttr(converted)
        props.setdefault("kind", CombiningKindAttr(CombiningKindFlag.ADD))
        op = cls.create(operands=operands, result_types=[res], properties=props)
        op.attributes |= traits | attrs
        return op

    def print(self, printer: Printer) -> None:
        iterators = ArrayAttr([StringAttr(it.data) for it in self.iterator_types.data])  # type: ignore[attr-defined]
        printer.print_string(" {indexing_maps = ")
        printer.print_attribute(self.indexing_maps)
        printer.print_string(", iterator_types = ")
        printer.print_attribute(iterators)
        printer.print_string(", kind = ")
        printer.print_attribute(self.kind)
        if self.fastmath is not None:
            printer.print_string(", fastmath = ")
            printer.print_attribute(self.fastmath)
        printer.print_string("} ")
        printer.print_list((self.lhs, self.rhs, self.acc), printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)
        printer.print_string(", ")
        printer.print_attribute(self.rhs.type)
        printer.print_string(" into ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        maps = self.indexing_maps.data
        if len(maps) != 3 or not all(isinstance(m, AffineMapAttr) for m in maps):
            raise VerifyException("expected an indexing map for each operand")
        dims = len(self.iterator_types.data)
        for m, v in zip(maps, (self.lhs, self.rhs, self.acc)):
            amap = m.data  # type: ignore[attr-defined]
            rank = len(v.type.get_shape()) if isinstance(v.type, VectorType) else 0
            if amap.num_dims != dims or amap.num_symbols or len(amap.results) != rank:
                raise VerifyException("expected indexing map to be a projected permutation of the loops, "
                                      "with one result per operand dimension")
        if self.acc.type != self.result.type:
            raise VerifyException("expected the accumulator type to be the result type")


@irdl_op_definition
class OuterProductOp(IRDLOperation):
    """`vector.outerproduct %lhs, %rhs(, %acc)? {kind = ...}? : L, R`; the
    result type follows from the operands (VectorOps.cpp)."""

    name = "vector.outerproduct"
    lhs = operand_def(VectorType)
    rhs = operand_def()
    acc = opt_operand_def(VectorType)
    kind = prop_def(CombiningKindAttr, default_value=CombiningKindAttr(CombiningKindFlag.ADD))
    result = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        start = parser.pos
        names = parser.parse_optional_undelimited_comma_separated_list(
            parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
        ) or []
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        lt = parser.parse_type()
        parser.parse_punctuation(",")
        rt = parser.parse_type()
        if len(names) < 2 or len(names) > 3:
            parser.raise_error("expected 2 or 3 operands", start, parser.pos)
        if not isinstance(lt, VectorType):
            parser.raise_error("expected vector type for operand #1", start, parser.pos)
        shape = [lt.get_shape()[0]] + ([rt.get_shape()[0]] if isinstance(rt, VectorType) else [])
        scalable = [lt.scalable_dims.data[0]] + ([rt.scalable_dims.data[0]] if isinstance(rt, VectorType) else [])
        res = VectorType(lt.element_type, shape, ArrayAttr(scalable))
        operands = parser.resolve_operands(names, [lt, rt, res][: len(names)], parser.pos)
        props = take_inherent(attrs, ("kind",))
        props.setdefault("kind", CombiningKindAttr(CombiningKindFlag.ADD))
        op = cls.create(operands=operands, result_types=[res], properties=props)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([o for o in (self.lhs, self.rhs, self.acc) if o is not None], printer.print_operand)
        if self.acc is not None:  # as MLIR 19: the attributes only with an accumulator
            printer.print_op_attributes({"kind": self.kind} | dict(self.attributes))
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)
        printer.print_string(", ")
        printer.print_attribute(self.rhs.type)


OPS: list[type[IRDLOperation]] = [
    TypeCastOp,
    TransposeOp,
    ShapeCastOp,
    SplatOp,
    StepOp,
    VScaleOp,
    ExtractElementOp,
    InsertElementOp,
    ConstantMaskOp,
    MultiReductionOp,
    ExtractStridedSliceOp,
    InsertStridedSliceOp,
    InterleaveOp,
    DeinterleaveOp,
    FromElementsOp,
    ScalableInsertOp,
    ScalableExtractOp,
    ShuffleOp,
    ReshapeOp,
    GatherOp,
    ScatterOp,
    ExpandLoadOp,
    CompressStoreOp,
    FlatTransposeOp,
    MatrixMultiplyOp,
    ScanOp,
    PrintOp,
    ContractionOp,
    OuterProductOp,
]


def with_vector_ops(dialect: Dialect) -> Dialect:
    """xDSL's `vector` dialect with the ops above, the region ops of
    `vector_regions` and `#vector.iterator_type` added."""
    from tvmlir.ir.compat import vector_regions
    from tvmlir.ir.compat.dialects import with_ops

    extended = with_ops(dialect, [*OPS, *vector_regions.OPS])
    return Dialect(extended.name, list(extended.operations), [*extended.attributes, IteratorTypeAttr, PunctuationAttr],
                   list(extended._interfaces))
