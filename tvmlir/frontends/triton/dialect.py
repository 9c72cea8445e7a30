"""The `tt` dialect: the part of Triton's TTIR that tvmlir reads (xDSL IRDL).

Why tvmlir defines it: Triton kernels are a second input of `tv-lift`
(issue 12), and TTIR is what Triton's frontend emits without a GPU
(`benchmarks/lifting/triton_ttir.py`, `real_kernels.py`).  Only the ops
of the tutorials' and of FlagGems' and Liger-Kernel's operators are
defined (design-notes section 14 lists them); any other `tt` op fails to
parse rather than being half-understood.  Each op parses in
MLIR's generic form and in Triton's custom form where that form is simple;
`tt.reduce` has none in Triton either.  Attribute names, enum numbers and
the defaults elided by the custom form follow Triton 3.9's ODS:
`inputPrecision` 2 is ieee (the default), a load's `cache` 1 and `evict` 1
are `none`/`normal`.

The dialect is not part of `tvmlir.ir.context.make_context`: only the
Triton frontend (`context.py` here) registers it, so `tv-opt` still
rejects `tt` ops.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DictionaryAttr,
    FunctionType,
    I32,
    IntAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolNameConstraint,
    UnitAttr,
    TensorType,
    i1,
    i32,
)
from xdsl.dialects.utils import parse_func_op_like, print_func_op_like
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute, TypeAttribute
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
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import IsolatedFromAbove, IsTerminator, Pure, SymbolOpInterface
from xdsl.utils.exceptions import VerifyException


@irdl_attr_definition
class PointerType(ParametrizedAttribute, TypeAttribute):
    """`!tt.ptr<T>` (address space 1, Triton's default, is not printed) or
    `!tt.ptr<T, AS>`.  A pointer carries no extent: that is the translation's
    main assumption (`to_kernel.py`)."""

    name = "tt.ptr"

    pointee: Attribute
    address_space: IntAttr

    def __init__(self, pointee: Attribute, address_space: int = 1):
        super().__init__(pointee, IntAttr(address_space))

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_attribute(self.pointee)
            if self.address_space.data != 1:
                printer.print_string(f", {self.address_space.data}")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[Attribute, IntAttr]:
        with parser.in_angle_brackets():
            pointee = parser.parse_type()
            space = 1
            if parser.parse_optional_punctuation(","):
                space = parser.parse_integer()
        return (pointee, IntAttr(space))


def pointee_type(t: Attribute) -> Attribute:
    """The type a load of `t` (a pointer or a tensor of pointers) yields."""
    if isinstance(t, TensorType):
        elem = t.element_type
        if not isinstance(elem, PointerType):
            raise VerifyException(f"expected a tensor of !tt.ptr, got {t}")
        return TensorType(elem.pointee, t.get_shape())
    if not isinstance(t, PointerType):
        raise VerifyException(f"expected !tt.ptr or a tensor of it, got {t}")
    return t.pointee


def mask_type(t: Attribute) -> Attribute:
    """i1 in the shape of `t`."""
    return TensorType(i1, t.get_shape()) if isinstance(t, TensorType) else i1


def _i32(n: int) -> IntegerAttr:
    return IntegerAttr(n, i32)


# -- functions ---------------------------------------------------------------


@irdl_op_definition
class FuncOp(IRDLOperation):
    """`tt.func`: as `func.func` (Triton's custom form is the same)."""

    name = "tt.func"

    body = region_def()
    sym_name = prop_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    sym_visibility = opt_prop_def(StringAttr)
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])

    traits = traits_def(IsolatedFromAbove(), SymbolOpInterface())

    def verify_(self) -> None:
        if self.body.blocks and self.function_type.inputs.data != tuple(self.body.block.arg_types):
            raise VerifyException("entry block arguments must have the function's input types")

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        visibility = parser.parse_optional_visibility_keyword()
        name, inputs, outputs, region, extra, arg_attrs, res_attrs = parse_func_op_like(
            parser, reserved_attr_names=("sym_name", "function_type", "sym_visibility")
        )
        props: dict[str, Attribute | None] = {
            "sym_name": StringAttr(name),
            "function_type": FunctionType.from_lists(inputs, outputs),
            "sym_visibility": visibility,
            "arg_attrs": arg_attrs,
            "res_attrs": res_attrs,
        }
        op = cls.create(properties={k: v for k, v in props.items() if v is not None}, regions=[region])
        if extra is not None:
            op.attributes |= extra.data
        return op

    def print(self, printer: Printer) -> None:
        if self.sym_visibility:
            printer.print_string(f" {self.sym_visibility.data}")
        print_func_op_like(
            printer, self.sym_name, self.function_type, self.body, self.attributes,
            arg_attrs=self.arg_attrs, res_attrs=self.res_attrs,
            reserved_attr_names=("sym_name", "function_type", "sym_visibility", "arg_attrs"),
        )


@irdl_op_definition
class ReturnOp(IRDLOperation):
    name = "tt.return"
    srcs = var_operand_def()
    traits = traits_def(IsTerminator())
    assembly_format = "attr-dict ($srcs^ `:` type($srcs))?"


# -- program ids and index tensors ------------------------------------------

_AXES = ("x", "y", "z")


@irdl_op_definition
class GetProgramIdOp(IRDLOperation):
    """`tt.get_program_id x : i32`: the program (block) id along axis 0-2."""

    name = "tt.get_program_id"
    axis = prop_def(IntegerAttr[I32])
    result = result_def(IntegerType)
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if not 0 <= self.axis.value.data <= 2:
            raise VerifyException(f"axis must be 0, 1 or 2, got {self.axis.value.data}")

    @classmethod
    def parse(cls, parser: Parser) -> GetProgramIdOp:
        word = parser.parse_identifier()
        if word not in _AXES:
            parser.raise_error(f"expected x, y or z, got {word}")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        return cls.create(properties={"axis": _i32(_AXES.index(word))}, attributes=attrs, result_types=[t])

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {_AXES[self.axis.value.data]}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


@irdl_op_definition
class GetNumProgramsOp(IRDLOperation):
    """`tt.get_num_programs x : i32`: the number of programs (the grid's
    extent) along axis 0-2."""

    name = "tt.get_num_programs"
    axis = prop_def(IntegerAttr[I32])
    result = result_def(IntegerType)
    traits = traits_def(Pure())

    verify_ = GetProgramIdOp.verify_
    parse = classmethod(GetProgramIdOp.parse.__func__)
    print = GetProgramIdOp.print


@irdl_op_definition
class MakeRangeOp(IRDLOperation):
    """`tt.make_range {end = E, start = S} : tensor<(E-S)xi32>`: S, ..., E-1."""

    name = "tt.make_range"
    start = prop_def(IntegerAttr[I32])
    end = prop_def(IntegerAttr[I32])
    result = result_def(TensorType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($result)"
    irdl_options = (ParsePropInAttrDict(),)

    def verify_(self) -> None:
        shape = self.result.type.get_shape()
        if shape != (self.end.value.data - self.start.value.data,):
            raise VerifyException("the result must have end - start elements")


@irdl_op_definition
class SplatOp(IRDLOperation):
    name = "tt.splat"
    src = operand_def()
    result = result_def(TensorType)
    traits = traits_def(Pure())
    assembly_format = "$src attr-dict `:` type($src) `->` type($result)"


@irdl_op_definition
class ExpandDimsOp(IRDLOperation):
    """Inserts a dimension of extent 1 at `axis`."""

    name = "tt.expand_dims"
    src = operand_def(TensorType)
    axis = prop_def(IntegerAttr[I32])
    result = result_def(TensorType)
    traits = traits_def(Pure())
    assembly_format = "$src attr-dict `:` type($src) `->` type($result)"
    irdl_options = (ParsePropInAttrDict(),)

    def verify_(self) -> None:
        shape = list(self.src.type.get_shape())
        shape.insert(self.axis.value.data, 1)
        if tuple(shape) != self.result.type.get_shape():
            raise VerifyException("result shape must be the source's with a 1 inserted at axis")


@irdl_op_definition
class BroadcastOp(IRDLOperation):
    """Repeats the extent-1 dimensions of a tensor (same rank)."""

    name = "tt.broadcast"
    src = operand_def(TensorType)
    result = result_def(TensorType)
    traits = traits_def(Pure())
    assembly_format = "$src attr-dict `:` type($src) `->` type($result)"

    def verify_(self) -> None:
        s, r = self.src.type.get_shape(), self.result.type.get_shape()
        if len(s) != len(r) or any(a != b and a != 1 for a, b in zip(s, r)):
            raise VerifyException(f"cannot broadcast {self.src.type} to {self.result.type}")


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """Reinterprets a tensor in another shape with the same element count.
    With `allow_reorder` Triton may permute the elements: that is refused
    by the translation (`to_kernel.py`), only the row-major reshape is read."""

    name = "tt.reshape"
    src = operand_def(TensorType)
    allow_reorder = opt_prop_def(UnitAttr)
    efficient_layout = opt_prop_def(UnitAttr)
    result = result_def(TensorType)
    traits = traits_def(Pure())
    assembly_format = (
        "$src (`allow_reorder` $allow_reorder^)? (`efficient_layout` $efficient_layout^)? "
        "attr-dict `:` type($src) `->` type($result)"
    )

    def verify_(self) -> None:
        def count(t) -> int:
            n = 1
            for d in t.get_shape():
                n *= d
            return n

        if count(self.src.type) != count(self.result.type):
            raise VerifyException("tt.reshape must keep the number of elements")


@irdl_op_definition
class ExternElementwiseOp(IRDLOperation):
    """A call of a device-library function (libdevice `__nv_tanhf`, ...)
    applied elementwise.  What each `symbol` computes is stated by the
    translation (`to_kernel.py`), which refuses symbols it does not know."""

    name = "tt.extern_elementwise"
    srcs = var_operand_def()
    libname = prop_def(StringAttr)
    libpath = prop_def(StringAttr)
    symbol = prop_def(StringAttr)
    pure = prop_def(BoolAttr)
    result = result_def()
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$srcs attr-dict `:` functional-type(operands, $result)"


# -- pointers, loads and stores ---------------------------------------------


@irdl_op_definition
class AddPtrOp(IRDLOperation):
    """`ptr + offset`, the offset counted in elements (scalar or tensor)."""

    name = "tt.addptr"
    T: ClassVar = VarConstraint("T", base(PointerType) | base(TensorType))
    ptr = operand_def(T)
    offset = operand_def()
    result = result_def(T)
    traits = traits_def(Pure())
    assembly_format = "$ptr `,` $offset attr-dict `:` type($result) `,` type($offset)"


_CACHE = {1: "none", 2: "ca", 3: "cg", 4: "wb", 5: "cs", 6: "wt", 7: "cv"}
_EVICT = {1: "evict_normal", 2: "evict_first", 3: "evict_last"}


def _parse_modifier(parser: Parser, keyword: str, table: dict[int, str]) -> IntegerAttr | None:
    if parser.parse_optional_keyword(keyword) is None:
        return None
    parser.parse_punctuation("=")
    word = parser.parse_identifier()
    codes = {v: k for k, v in table.items()}
    if word not in codes:
        parser.raise_error(f"unknown {keyword} {word}")
    return _i32(codes[word])


def _print_modifier(printer: Printer, keyword: str, attr: IntegerAttr | None, table: dict[int, str]) -> None:
    if attr is not None and attr.value.data != 1:
        printer.print_string(f" {keyword} = {table.get(attr.value.data, attr.value.data)}")


@irdl_op_definition
class LoadOp(IRDLOperation):
    """`tt.load %ptr[, %mask[, %other]] : type(ptr)`.  A masked-off lane
    yields `other`, or an undefined value without it."""

    name = "tt.load"
    ptr = operand_def()
    mask = opt_operand_def()
    other = opt_operand_def()
    cache = opt_prop_def(IntegerAttr[I32])
    evict = opt_prop_def(IntegerAttr[I32])
    isVolatile = opt_prop_def(BoolAttr)
    result = result_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_(self) -> None:
        if self.result.type != pointee_type(self.ptr.type):
            raise VerifyException(f"result type must be {pointee_type(self.ptr.type)}")
        if self.mask is not None and self.mask.type != mask_type(self.ptr.type):
            raise VerifyException(f"mask type must be {mask_type(self.ptr.type)}")
        if self.other is not None and self.other.type != self.result.type:
            raise VerifyException("other must have the result's type")

    @classmethod
    def parse(cls, parser: Parser) -> LoadOp:
        ptr = parser.parse_unresolved_operand()
        extra = []
        while parser.parse_optional_punctuation(","):
            extra.append(parser.parse_unresolved_operand())
        props: dict[str, Attribute] = {}
        for key, word, table in (("cache", "cacheModifier", _CACHE), ("evict", "evictionPolicy", _EVICT)):
            attr = _parse_modifier(parser, word, table)
            if attr is not None:
                props[key] = attr
        attrs = parser.parse_optional_attr_dict()
        # Triton's custom form elides the default; its generic form shows it.
        props["isVolatile"] = attrs.pop("isVolatile", BoolAttr(False, i1))
        parser.parse_punctuation(":")
        ptr_t = parser.parse_type()
        if len(extra) > 2:
            parser.raise_error("tt.load takes at most a mask and an other value")
        result_t = pointee_type(ptr_t)
        types = [ptr_t, mask_type(ptr_t), result_t][: 1 + len(extra)]
        operands = parser.resolve_operands([ptr, *extra], types, parser.pos)
        return cls.build(
            operands=[operands[0], operands[1:2], operands[2:3]],
            result_types=[result_t],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([o for o in (self.ptr, self.mask, self.other) if o is not None], printer.print_operand)
        _print_modifier(printer, "cacheModifier", self.cache, _CACHE)
        _print_modifier(printer, "evictionPolicy", self.evict, _EVICT)
        attrs = dict(self.attributes)
        if self.isVolatile is not None and self.isVolatile.value.data:
            attrs["isVolatile"] = self.isVolatile
        printer.print_op_attributes(attrs)
        printer.print_string(" : ")
        printer.print_attribute(self.ptr.type)


@irdl_op_definition
class StoreOp(IRDLOperation):
    """`tt.store %ptr, %value[, %mask] : type(ptr)`; a masked-off lane stores nothing."""

    name = "tt.store"
    ptr = operand_def()
    value = operand_def()
    mask = opt_operand_def()
    cache = opt_prop_def(IntegerAttr[I32])
    evict = opt_prop_def(IntegerAttr[I32])

    def verify_(self) -> None:
        if self.value.type != pointee_type(self.ptr.type):
            raise VerifyException(f"value type must be {pointee_type(self.ptr.type)}")
        if self.mask is not None and self.mask.type != mask_type(self.ptr.type):
            raise VerifyException(f"mask type must be {mask_type(self.ptr.type)}")

    @classmethod
    def parse(cls, parser: Parser) -> StoreOp:
        names = [parser.parse_unresolved_operand()]
        while parser.parse_optional_punctuation(","):
            names.append(parser.parse_unresolved_operand())
        if len(names) not in (2, 3):
            parser.raise_error("tt.store takes a pointer, a value and an optional mask")
        props: dict[str, Attribute] = {}
        for key, word, table in (("cache", "cacheModifier", _CACHE), ("evict", "evictionPolicy", _EVICT)):
            attr = _parse_modifier(parser, word, table)
            if attr is not None:
                props[key] = attr
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ptr_t = parser.parse_type()
        types = [ptr_t, pointee_type(ptr_t), mask_type(ptr_t)][: len(names)]
        operands = parser.resolve_operands(names, types, parser.pos)
        return cls.build(operands=[operands[0], operands[1], operands[2:3]], properties=props, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([o for o in (self.ptr, self.value, self.mask) if o is not None], printer.print_operand)
        _print_modifier(printer, "cacheModifier", self.cache, _CACHE)
        _print_modifier(printer, "evictionPolicy", self.evict, _EVICT)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.ptr.type)


# -- reductions and dot ------------------------------------------------------


@irdl_op_definition
class ReduceOp(IRDLOperation):
    """Reduces each operand along `axis` with the combine region (two block
    arguments per operand, ending in `tt.reduce.return`).  Triton fixes no
    combine order."""

    name = "tt.reduce"
    srcs = var_operand_def(TensorType)
    axis = prop_def(IntegerAttr[I32])
    result = var_result_def()
    combineOp = region_def("single_block")

    def verify_(self) -> None:
        n = len(self.srcs)
        if len(self.result) != n or len(self.combineOp.block.args) != 2 * n:
            raise VerifyException("tt.reduce needs one result and two combine arguments per operand")
        if not isinstance(self.combineOp.block.last_op, ReduceReturnOp):
            raise VerifyException("the combine region must end in tt.reduce.return")


@irdl_op_definition
class ReduceReturnOp(IRDLOperation):
    name = "tt.reduce.return"
    result = var_operand_def()
    traits = traits_def(IsTerminator())
    assembly_format = "$result attr-dict `:` type($result)"


_PRECISION = {0: "tf32", 1: "tf32x3", 2: "ieee"}
IEEE = 2


@irdl_op_definition
class DotOp(IRDLOperation):
    """`d = a * b + c` on 2-D tiles.  `inputPrecision` 2 (ieee, the
    default) is plain arithmetic in the element type; 0 (tf32) rounds the
    inputs to TF32 first."""

    name = "tt.dot"
    a = operand_def(TensorType)
    b = operand_def(TensorType)
    c = operand_def(TensorType)
    inputPrecision = opt_prop_def(IntegerAttr[I32])
    maxNumImpreciseAcc = opt_prop_def(IntegerAttr[I32])
    d = result_def(TensorType)
    traits = traits_def(Pure())

    @property
    def precision(self) -> int:
        return IEEE if self.inputPrecision is None else self.inputPrecision.value.data

    def verify_(self) -> None:
        (m, k), (k2, n) = self.a.type.get_shape(), self.b.type.get_shape()
        if k != k2 or self.c.type.get_shape() != (m, n) or self.d.type != self.c.type:
            raise VerifyException("tt.dot shapes must be MxK * KxN + MxN")

    @classmethod
    def parse(cls, parser: Parser) -> DotOp:
        names = [parser.parse_unresolved_operand()]
        for _ in range(2):
            parser.parse_punctuation(",")
            names.append(parser.parse_unresolved_operand())
        # The custom form elides the defaults (ieee, 0); the generic form shows them.
        props: dict[str, Attribute] = {"inputPrecision": _i32(IEEE), "maxNumImpreciseAcc": _i32(0)}
        if parser.parse_optional_punctuation(","):
            parser.parse_keyword("inputPrecision")
            parser.parse_punctuation("=")
            word = parser.parse_identifier()
            codes = {v: k for k, v in _PRECISION.items()}
            if word not in codes:
                parser.raise_error(f"unknown inputPrecision {word}")
            props["inputPrecision"] = _i32(codes[word])
        attrs = parser.parse_optional_attr_dict()
        if "maxNumImpreciseAcc" in attrs:
            props["maxNumImpreciseAcc"] = attrs.pop("maxNumImpreciseAcc")
        parser.parse_punctuation(":")
        ta = parser.parse_type()
        parser.parse_punctuation("*")
        tb = parser.parse_type()
        parser.parse_punctuation("->")
        td = parser.parse_type()
        a, b, c = parser.resolve_operands(names, [ta, tb, td], parser.pos)
        return cls.create(operands=[a, b, c], result_types=[td], properties=props, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([self.a, self.b, self.c], printer.print_operand)
        if self.precision != IEEE:
            printer.print_string(f", inputPrecision = {_PRECISION.get(self.precision, self.precision)}")
        attrs = dict(self.attributes)
        if self.maxNumImpreciseAcc is not None and self.maxNumImpreciseAcc.value.data != 0:
            attrs["maxNumImpreciseAcc"] = self.maxNumImpreciseAcc
        printer.print_op_attributes(attrs)
        printer.print_string(" : ")
        printer.print_attribute(self.a.type)
        printer.print_string(" * ")
        printer.print_attribute(self.b.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.d.type)


TT = Dialect(
    "tt",
    [
        FuncOp, ReturnOp, GetProgramIdOp, GetNumProgramsOp, MakeRangeOp, ReshapeOp, ExternElementwiseOp, SplatOp, ExpandDimsOp, BroadcastOp,
        AddPtrOp, LoadOp, StoreOp, ReduceOp, ReduceReturnOp, DotOp,
    ],
    [PointerType],
)
