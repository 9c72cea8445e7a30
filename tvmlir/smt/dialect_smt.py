"""The `smt` dialect as tvmlir registers it: xDSL's ops plus upstream MLIR's
ops that xDSL 0.74 lacks, with upstream's names and syntax.

What comes from where (the module's reason to exist is this table):

* **xDSL, used as they are**: `smt.constant`, `smt.not`, `smt.and`,
  `smt.or`, `smt.xor`, `smt.implies`, `smt.assert`, `smt.bv.constant`,
  `smt.bv.{not,neg,and,or,xor,add,mul,udiv,sdiv,urem,srem,smod,shl,lshr,ashr}`,
  and the types `!smt.bool`, `!smt.bv<N>`, `#smt.bv<V>`.
* **xDSL's, with upstream's sort constraint**: xDSL 0.74 restricts
  `smt.declare_fun`, `smt.apply_func`, `smt.eq`, `smt.distinct`, `smt.ite`,
  `smt.yield` and `!smt.func` to Bool and BitVec operands.  Upstream accepts
  any sort, and tvmlir compares arrays and floats, selects between arrays,
  and applies UFs to them.  The ops are therefore redefined here, same name
  and syntax, over `SORT` (xDSL's ops are decorated classes and cannot be
  subclassed; xDSL's parse/print helpers are reused where they are plain
  base classes).  `smt.forall`/`smt.exists` are redefined to take
  upstream's full syntax: bound variable names, `no_pattern`, `weight` and
  `patterns` regions (z3 quantifiers carry all of them).
* **upstream, missing in xDSL**: `smt.solver`, `smt.set_logic`,
  `smt.check`, `smt.bv.cmp`, `smt.bv.concat`, `smt.bv.extract`,
  `smt.bv.repeat`, `smt.bv2int`, `smt.int2bv`, `smt.int.*`,
  `smt.array.{select,store,broadcast}`.

Everything upstream lacks (FP, lambda, more bit-vector ops) is in
`dialect_smtx.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects import smt as xsmt
from xdsl.dialects.builtin import (
    ArrayAttr,
    IntAttr,
    IntegerAttr,
    StringAttr,
    UnitAttr,
    I32,
    i32,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    Operation,
    Region,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
)
from xdsl.irdl import (
    AtLeast,
    IRDLOperation,
    ParamAttrConstraint,
    RangeOf,
    RangeVarConstraint,
    VarConstraint,
    base,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_region_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from tvmlir.smt.op_shapes import predicate_compare
from tvmlir.smt.dialect_types import (
    SORT,
    ArrayType,
    FuncType,
    IntType,
    SortType,
    is_value_sort,
)

BoolType = xsmt.BoolType
BitVectorType = xsmt.BitVectorType
_BV = base(BitVectorType)


def _bv(width: int) -> BitVectorType:
    return BitVectorType(width)


# --- core: declarations, functions, equality, ite ---------------------------


@irdl_op_definition
class DeclareFunOp(IRDLOperation):
    """A fresh symbolic value (`declare-const`/`declare-fun`) of any sort or
    function sort.  The optional prefix names it when printed as SMT-LIB;
    two declarations with the same prefix are still two symbols."""

    name = "smt.declare_fun"

    name_prefix = opt_prop_def(StringAttr, prop_name="namePrefix")
    result = result_def(SORT | base(FuncType))

    assembly_format = "($namePrefix^)? attr-dict `:` type($result)"

    def __init__(self, result_type: Attribute, name_prefix: str | None = None):
        props = {"namePrefix": StringAttr(name_prefix)} if name_prefix else {}
        super().__init__(result_types=[result_type], properties=props)


@irdl_op_definition
class ApplyFuncOp(IRDLOperation):
    """Application of an uninterpreted function to arguments of its domain."""

    name = "smt.apply_func"

    DOMAIN: ClassVar = RangeVarConstraint("DOMAIN", RangeOf(SORT))
    RANGE: ClassVar = VarConstraint("RANGE", SORT)

    func = operand_def(
        ParamAttrConstraint(FuncType, (ArrayAttr.constr(DOMAIN), RANGE))
    )
    args = var_operand_def(DOMAIN)
    result = result_def(RANGE)

    traits = traits_def(Pure())
    assembly_format = "$func `(` $args `)` attr-dict `:` type($func)"

    def __init__(self, func: SSAValue, *args: SSAValue):
        assert isinstance(func.type, FuncType)
        super().__init__(operands=[func, args], result_types=[func.type.range_type])


class _SameSortPredicate(xsmt.VariadicPredicateOp):
    """xDSL's `=`/`distinct` (parse, print, builder) over any sort."""

    T: ClassVar = VarConstraint("T", SORT)
    inputs = var_operand_def(RangeOf(T).of_length(AtLeast(2)))


@irdl_op_definition
class EqOp(_SameSortPredicate):
    """SMT-LIB `=` (chainable) on operands of one sort."""

    name = "smt.eq"


@irdl_op_definition
class DistinctOp(_SameSortPredicate):
    """SMT-LIB `distinct` (pairwise) on operands of one sort."""

    name = "smt.distinct"


@irdl_op_definition
class IteOp(IRDLOperation):
    """If-then-else on values of any sort (arrays and floats included)."""

    name = "smt.ite"

    T: ClassVar = VarConstraint("T", SORT)
    cond = operand_def(BoolType)
    then_value = operand_def(T)
    else_value = operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure())
    assembly_format = (
        "$cond `,` $then_value `,` $else_value attr-dict `:` type($result)"
    )

    def __init__(self, cond: SSAValue, then_value: SSAValue, else_value: SSAValue):
        super().__init__(
            operands=[cond, then_value, else_value], result_types=[then_value.type]
        )


_YIELD_PARENTS = frozenset(
    {"smt.solver", "smt.check", "smt.forall", "smt.exists", "smtx.lambda"}
)


@irdl_op_definition
class YieldOp(IRDLOperation):
    """Terminator of the solver, check, quantifier and lambda regions."""

    name = "smt.yield"

    values = var_operand_def()

    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "($values^ `:` type($values))? attr-dict"

    def __init__(self, *values: SSAValue):
        super().__init__(operands=[values])

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is None or parent.name not in _YIELD_PARENTS:
            raise VerifyException(
                "expects parent op to be one of 'smt.solver', 'smt.check', "
                "'smt.forall', 'smt.exists', 'smtx.lambda'"
            )


# --- quantifiers ---------------------------------------------------------


def parse_bound_var_names(parser: Parser) -> ArrayAttr | None:
    """`["a", "b"]`, as upstream prints the names of bound variables."""
    if parser.parse_optional_punctuation("[") is None:
        return None
    names = parser.parse_comma_separated_list(
        parser.Delimiter.NONE, parser.parse_str_literal
    )
    parser.parse_punctuation("]")
    return ArrayAttr([StringAttr(n) for n in names])


def print_bound_var_names(printer: Printer, names: ArrayAttr | None) -> None:
    if names is None:
        return
    printer.print_string(" [")
    printer.print_list(
        names.data, lambda n: printer.print_string_literal(n.data)  # type: ignore
    )
    printer.print_string("]")


def verify_bound_region(op: Operation, body: Region, what: str) -> SSAValue:
    """Checks a binder's single block: arguments of value sorts, named by
    `boundVarNames` when given, ending in `smt.yield` of one value.  Returns
    the yielded value."""
    block = body.block
    for arg in block.args:
        if not is_value_sort(arg.type):
            raise VerifyException(
                f"bound variables must have SMT value sorts, got {arg.type}"
            )
    names = op.properties.get("boundVarNames")
    if isinstance(names, ArrayAttr) and len(names.data) != len(block.args):
        raise VerifyException(
            f"{len(names.data)} bound variable names for {len(block.args)} "
            "bound variables"
        )
    last = block.last_op
    if not isinstance(last, YieldOp) or len(last.values) != 1:
        raise VerifyException(f"{what} must end in `smt.yield` of one value")
    return last.values[0]


class _QuantifierOp(IRDLOperation):
    """`forall`/`exists` with upstream's syntax:

        %q = smt.forall ["x"] no_pattern weight 2 {
        ^bb0(%x: !smt.bv<8>):
          ...
          smt.yield %b : !smt.bool
        } patterns {
        ^bb0(%x: !smt.bv<8>):
          ...
          smt.yield %t1, %t2 : ...
        }

    The block arguments are the bound variables.  Each `patterns` region is
    one multi-pattern (SMT-LIB `:pattern`), over the same bound variables.
    `weight` and `no_pattern` are solver hints that z3 records; they do not
    change the meaning.
    """

    bound_var_names = opt_prop_def(ArrayAttr[StringAttr], prop_name="boundVarNames")
    weight = opt_prop_def(IntegerAttr, prop_name="weight")
    no_pattern = opt_prop_def(UnitAttr, prop_name="noPattern")
    body = region_def("single_block")
    patterns = var_region_def("single_block")
    result = result_def(BoolType)

    traits = traits_def(Pure())

    def __init__(
        self,
        body: Region,
        bound_var_names: Sequence[str] | None = None,
        patterns: Sequence[Region] = (),
        weight: int = 0,
        no_pattern: bool = False,
    ):
        props: dict[str, Attribute] = {}
        if bound_var_names is not None:
            props["boundVarNames"] = ArrayAttr([StringAttr(n) for n in bound_var_names])
        if weight:
            props["weight"] = IntegerAttr(weight, i32)
        if no_pattern:
            props["noPattern"] = UnitAttr()
        super().__init__(
            result_types=[BoolType()],
            regions=[body, list(patterns)],
            properties=props,
        )

    @property
    def returned_value(self) -> SSAValue:
        last = self.body.block.last_op
        assert isinstance(last, YieldOp)
        return last.values[0]

    def verify_(self) -> None:
        value = verify_bound_region(self, self.body, "the body")
        if value.type != BoolType():
            raise VerifyException(
                f"the body must yield one !smt.bool, got {value.type}"
            )
        if self.patterns and self.no_pattern is not None:
            raise VerifyException("no_pattern and patterns exclude each other")
        arg_types = self.body.block.arg_types
        for region in self.patterns:
            if region.block.arg_types != arg_types:
                raise VerifyException(
                    "pattern regions must bind the same variables as the body"
                )
            last = region.block.last_op
            if not isinstance(last, YieldOp) or not last.values:
                raise VerifyException(
                    "a pattern region must end in `smt.yield` of its terms"
                )

    @classmethod
    def parse(cls, parser: Parser) -> _QuantifierOp:
        names = parse_bound_var_names(parser)
        no_pattern = parser.parse_optional_keyword("no_pattern") is not None
        weight = 0
        if parser.parse_optional_keyword("weight") is not None:
            weight = parser.parse_integer(allow_boolean=False, allow_negative=False)
        attrs = parser.parse_optional_attr_dict_with_keyword()
        body = parser.parse_region()
        patterns: list[Region] = []
        if parser.parse_optional_keyword("patterns") is not None:
            patterns = parser.parse_comma_separated_list(
                parser.Delimiter.NONE, parser.parse_region
            )
        op = cls(
            body,
            None if names is None else [n.data for n in names.data],
            patterns,
            weight,
            no_pattern,
        )
        if attrs is not None:
            op.attributes |= attrs.data
        return op

    def print(self, printer: Printer) -> None:
        print_bound_var_names(printer, self.bound_var_names)
        if self.no_pattern is not None:
            printer.print_string(" no_pattern")
        if self.weight is not None and self.weight.value.data:
            printer.print_string(f" weight {self.weight.value.data}")
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body)
        if self.patterns:
            printer.print_string(" patterns ")
            printer.print_list(self.patterns, printer.print_region)


@irdl_op_definition
class ForallOp(_QuantifierOp):
    """Universal quantification over the body's block arguments."""

    name = "smt.forall"


@irdl_op_definition
class ExistsOp(_QuantifierOp):
    """Existential quantification over the body's block arguments."""

    name = "smt.exists"


# --- solver scripts ----------------------------------------------------------


def _print_implicit_region(printer: Printer, region: Region) -> None:
    """Prints a region whose operand-less `smt.yield` is implicit."""
    last = region.block.last_op
    implicit = isinstance(last, YieldOp) and not last.values
    printer.print_region(
        region, print_entry_block_args=False, print_block_terminators=not implicit
    )


def _parse_implicit_region(parser: Parser) -> Region:
    region = parser.parse_region()
    if not region.blocks:
        region.add_block(Block())
    block = region.block
    if block.last_op is None or not block.last_op.has_trait(IsTerminator):
        block.add_op(YieldOp())
    return region


@irdl_op_definition
class SolverOp(IRDLOperation):
    """One solver instance: its region is one SMT-LIB script (declarations,
    assertions, `smt.check`).  `tv-opt -t smtlib` prints each solver as a
    script, `(reset)` between them.  tvmlir's solver regions take no inputs
    and return nothing (upstream's concrete inputs/results are not used):

        smt.solver () : () -> () {
          ...
        }
    """

    name = "smt.solver"

    body = region_def("single_block")

    def __init__(self, body: Region | None = None):
        if body is None:
            body = Region(Block())
        super().__init__(regions=[body])

    @classmethod
    def parse(cls, parser: Parser) -> SolverOp:
        parser.parse_punctuation("(")
        parser.parse_punctuation(")")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        parser.parse_punctuation("(")
        parser.parse_punctuation(")")
        parser.parse_punctuation("->")
        parser.parse_punctuation("(")
        parser.parse_punctuation(")")
        op = cls(_parse_implicit_region(parser))
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ()")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : () -> () ")
        _print_implicit_region(printer, self.body)

    def verify_(self) -> None:
        last = self.body.block.last_op
        if not isinstance(last, YieldOp) or last.values:
            raise VerifyException("the body must end in `smt.yield` without values")


@irdl_op_definition
class SetLogicOp(IRDLOperation):
    """`(set-logic L)`: overrides the logic the SMT-LIB printer would choose."""

    name = "smt.set_logic"

    logic = prop_def(StringAttr)
    assembly_format = "$logic attr-dict"

    def __init__(self, logic: str):
        super().__init__(properties={"logic": StringAttr(logic)})

    def verify_(self) -> None:
        parent = self.parent_op()
        if not isinstance(parent, SolverOp):
            raise VerifyException("expects parent op 'smt.solver'")


@irdl_op_definition
class CheckOp(IRDLOperation):
    """`(check-sat)` of the enclosing solver's assertions.  The three regions
    run on sat / unknown / unsat; tvmlir's are empty:

        smt.check sat {
        } unknown {
        } unsat {
        }
    """

    name = "smt.check"

    sat = region_def("single_block")
    unknown = region_def("single_block")
    unsat = region_def("single_block")

    def __init__(self):
        super().__init__(
            regions=[Region(Block([YieldOp()])) for _ in range(3)],
        )

    @classmethod
    def parse(cls, parser: Parser) -> CheckOp:
        attrs = parser.parse_optional_attr_dict()
        regions = []
        for keyword in ("sat", "unknown", "unsat"):
            parser.parse_keyword(keyword)
            regions.append(_parse_implicit_region(parser))
        op = cls.create(regions=regions)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        for keyword, region in (
            ("sat", self.sat),
            ("unknown", self.unknown),
            ("unsat", self.unsat),
        ):
            printer.print_string(f" {keyword} ")
            _print_implicit_region(printer, region)

    def verify_(self) -> None:
        for region in self.regions:
            last = region.block.last_op
            if not isinstance(last, YieldOp) or last.values:
                raise VerifyException(
                    "check regions must end in `smt.yield` without values"
                )


# --- bit-vectors -------------------------------------------------------------


class BVCmpPredicate(StrEnum):
    """Upstream's `smt.bv.cmp` predicates (SMT-LIB `bv<pred>`)."""

    SLT = "slt"
    SLE = "sle"
    SGT = "sgt"
    SGE = "sge"
    ULT = "ult"
    ULE = "ule"
    UGT = "ugt"
    UGE = "uge"


@irdl_attr_definition
class BVCmpPredicateAttr(EnumAttribute[BVCmpPredicate], SpacedOpaqueSyntaxAttribute):
    name = "smt.bv_cmp_predicate"


@irdl_op_definition
class BVCmpOp(predicate_compare(BVCmpPredicateAttr, _BV)):
    """Signed/unsigned bit-vector comparison: `smt.bv.cmp slt %a, %b : !smt.bv<8>`."""

    name = "smt.bv.cmp"


@irdl_op_definition
class ConcatOp(IRDLOperation):
    """`(concat a b)`, `a` in the high bits:
    `smt.bv.concat %a, %b : !smt.bv<4>, !smt.bv<4>` (result `!smt.bv<8>`)."""

    name = "smt.bv.concat"

    lhs = operand_def(_BV)
    rhs = operand_def(_BV)
    result = result_def(_BV)

    traits = traits_def(Pure())

    def __init__(self, lhs: SSAValue, rhs: SSAValue):
        width = lhs.type.width.data + rhs.type.width.data  # type: ignore
        super().__init__(operands=[lhs, rhs], result_types=[_bv(width)])

    @classmethod
    def parse(cls, parser: Parser) -> ConcatOp:
        pos = parser.pos
        operands = [parser.parse_unresolved_operand()]
        parser.parse_punctuation(",")
        operands.append(parser.parse_unresolved_operand())
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = [parser.parse_type()]
        parser.parse_punctuation(",")
        types.append(parser.parse_type())
        lhs, rhs = parser.resolve_operands(operands, types, pos)
        for t in types:
            if not isinstance(t, BitVectorType):
                parser.raise_error(f"smt.bv.concat expects bit-vectors, got {t}")
        op = cls(lhs, rhs)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_ssa_value)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list(self.operand_types, printer.print_attribute)

    def verify_(self) -> None:
        want = self.lhs.type.width.data + self.rhs.type.width.data  # type: ignore
        if self.result.type != _bv(want):
            raise VerifyException(
                f"result must be !smt.bv<{want}>, got {self.result.type}"
            )


@irdl_op_definition
class ExtractOp(IRDLOperation):
    """Bits `[lowBit, lowBit + result width)`:
    `smt.bv.extract %x from 2 : (!smt.bv<32>) -> !smt.bv<16>` is SMT-LIB
    `((_ extract 17 2) x)`."""

    name = "smt.bv.extract"

    low_bit = prop_def(IntegerAttr[I32], prop_name="lowBit")
    input = operand_def(_BV)
    result = result_def(_BV)

    traits = traits_def(Pure())
    assembly_format = "$input `from` $lowBit attr-dict `:` functional-type($input, $result)"

    def __init__(self, input: SSAValue, low_bit: int, width: int):
        super().__init__(
            operands=[input],
            result_types=[_bv(width)],
            properties={"lowBit": IntegerAttr(low_bit, i32)},
        )

    def verify_(self) -> None:
        low = self.low_bit.value.data
        width = self.result.type.width.data  # type: ignore
        in_width = self.input.type.width.data  # type: ignore
        if low < 0 or low + width > in_width:
            raise VerifyException(
                f"bits [{low}, {low + width}) are out of range of "
                f"!smt.bv<{in_width}>"
            )


@irdl_op_definition
class RepeatOp(IRDLOperation):
    """`((_ repeat n) x)`: `smt.bv.repeat 3 times %x : !smt.bv<4>` (result
    `!smt.bv<12>`)."""

    name = "smt.bv.repeat"

    input = operand_def(_BV)
    result = result_def(_BV)

    traits = traits_def(Pure())

    def __init__(self, count: int, input: SSAValue):
        width = input.type.width.data * count  # type: ignore
        super().__init__(operands=[input], result_types=[_bv(width)])

    @property
    def count(self) -> int:
        return self.result.type.width.data // self.input.type.width.data  # type: ignore

    @classmethod
    def parse(cls, parser: Parser) -> RepeatOp:
        count_pos = parser.pos
        count = parser.parse_integer(allow_boolean=False, allow_negative=False)
        if count < 1:
            parser.raise_error("smt.bv.repeat count must be at least 1", count_pos)
        parser.parse_keyword("times")
        pos = parser.pos
        operand = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        typ = parser.parse_type()
        if not isinstance(typ, BitVectorType):
            parser.raise_error(f"smt.bv.repeat expects a bit-vector, got {typ}")
        (value,) = parser.resolve_operands([operand], [typ], pos)
        op = cls(count, value)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.count} times ")
        printer.print_ssa_value(self.input)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)

    def verify_(self) -> None:
        in_width = self.input.type.width.data  # type: ignore
        width = self.result.type.width.data  # type: ignore
        if width % in_width:
            raise VerifyException(
                f"result width {width} is not a multiple of the input width {in_width}"
            )


@irdl_op_definition
class BV2IntOp(IRDLOperation):
    """Bit-vector to Int, unsigned (`ubv_to_int`) or `signed` (`sbv_to_int`)."""

    name = "smt.bv2int"

    input = operand_def(_BV)
    is_signed = opt_prop_def(UnitAttr)
    result = result_def(IntType())

    traits = traits_def(Pure())
    assembly_format = "$input (`signed` $is_signed^)? attr-dict `:` type($input)"

    def __init__(self, input: SSAValue, signed: bool = False):
        props = {"is_signed": UnitAttr()} if signed else {}
        super().__init__(operands=[input], result_types=[IntType()], properties=props)


@irdl_op_definition
class Int2BVOp(IRDLOperation):
    """Int to bit-vector modulo 2^width (`(_ int_to_bv w)`)."""

    name = "smt.int2bv"

    input = operand_def(IntType())
    result = result_def(_BV)

    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($result)"

    def __init__(self, input: SSAValue, width: int):
        super().__init__(operands=[input], result_types=[_bv(width)])


# --- integers ---------------------------------------------------------------


@irdl_op_definition
class IntConstantOp(IRDLOperation):
    """An unbounded integer literal: `smt.int.constant -5`."""

    name = "smt.int.constant"

    value = prop_def(IntAttr)
    result = result_def(IntType())

    traits = traits_def(Pure())

    def __init__(self, value: int):
        super().__init__(result_types=[IntType()], properties={"value": IntAttr(value)})

    @classmethod
    def parse(cls, parser: Parser) -> IntConstantOp:
        value = parser.parse_integer(allow_boolean=False, allow_negative=True)
        attrs = parser.parse_optional_attr_dict()
        op = cls(value)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.value.data}")
        printer.print_op_attributes(self.attributes)


class _VariadicIntOp(IRDLOperation):
    inputs = var_operand_def(IntType())
    result = result_def(IntType())
    traits = traits_def(Pure())
    assembly_format = "$inputs attr-dict"

    def __init__(self, *inputs: SSAValue):
        super().__init__(operands=[inputs], result_types=[IntType()])

    def verify_(self) -> None:
        if len(self.inputs) < 2:
            raise VerifyException(f"{self.name} needs at least two operands")


class _BinaryIntOp(IRDLOperation):
    lhs = operand_def(IntType())
    rhs = operand_def(IntType())
    result = result_def(IntType())
    traits = traits_def(Pure())
    assembly_format = "$lhs `,` $rhs attr-dict"

    def __init__(self, lhs: SSAValue, rhs: SSAValue):
        super().__init__(operands=[lhs, rhs], result_types=[IntType()])


@irdl_op_definition
class IntAddOp(_VariadicIntOp):
    """Integer `+`."""

    name = "smt.int.add"


@irdl_op_definition
class IntMulOp(_VariadicIntOp):
    """Integer `*`."""

    name = "smt.int.mul"


@irdl_op_definition
class IntSubOp(_BinaryIntOp):
    """Integer binary `-`."""

    name = "smt.int.sub"


@irdl_op_definition
class IntDivOp(_BinaryIntOp):
    """Integer `div` (SMT-LIB's Euclidean division)."""

    name = "smt.int.div"


@irdl_op_definition
class IntModOp(_BinaryIntOp):
    """Integer `mod` (SMT-LIB's Euclidean remainder)."""

    name = "smt.int.mod"


@irdl_op_definition
class IntAbsOp(IRDLOperation):
    """Integer `abs`."""

    name = "smt.int.abs"

    input = operand_def(IntType())
    result = result_def(IntType())
    traits = traits_def(Pure())
    assembly_format = "$input attr-dict"

    def __init__(self, input: SSAValue):
        super().__init__(operands=[input], result_types=[IntType()])


class IntPredicate(StrEnum):
    LT = "lt"
    LE = "le"
    GT = "gt"
    GE = "ge"


@irdl_attr_definition
class IntPredicateAttr(EnumAttribute[IntPredicate], SpacedOpaqueSyntaxAttribute):
    name = "smt.int_predicate"


@irdl_op_definition
class IntCmpOp(IRDLOperation):
    """Integer comparison: `smt.int.cmp lt %a, %b`."""

    name = "smt.int.cmp"

    pred = prop_def(IntPredicateAttr)
    lhs = operand_def(IntType())
    rhs = operand_def(IntType())
    result = result_def(BoolType)
    traits = traits_def(Pure())
    assembly_format = "$pred $lhs `,` $rhs attr-dict"

    def __init__(self, pred: IntPredicate, lhs: SSAValue, rhs: SSAValue):
        super().__init__(
            operands=[lhs, rhs],
            result_types=[BoolType()],
            properties={"pred": IntPredicateAttr(pred)},
        )


# --- arrays -----------------------------------------------------------------


@irdl_op_definition
class ArraySelectOp(IRDLOperation):
    """`(select a i)`: `smt.array.select %a[%i] : !smt.array<[D -> R]>`."""

    name = "smt.array.select"

    D: ClassVar = VarConstraint("D", SORT)
    R: ClassVar = VarConstraint("R", SORT)
    array = operand_def(ParamAttrConstraint(ArrayType, (D, R)))
    index = operand_def(D)
    result = result_def(R)

    traits = traits_def(Pure())
    assembly_format = "$array `[` $index `]` attr-dict `:` type($array)"

    def __init__(self, array: SSAValue, index: SSAValue):
        assert isinstance(array.type, ArrayType)
        super().__init__(operands=[array, index], result_types=[array.type.range])


@irdl_op_definition
class ArrayStoreOp(IRDLOperation):
    """`(store a i v)`: `smt.array.store %a[%i], %v : !smt.array<[D -> R]>`."""

    name = "smt.array.store"

    D: ClassVar = VarConstraint("D", SORT)
    R: ClassVar = VarConstraint("R", SORT)
    A: ClassVar = VarConstraint("A", ParamAttrConstraint(ArrayType, (D, R)))
    array = operand_def(A)
    index = operand_def(D)
    value = operand_def(R)
    result = result_def(A)

    traits = traits_def(Pure())
    assembly_format = "$array `[` $index `]` `,` $value attr-dict `:` type($array)"

    def __init__(self, array: SSAValue, index: SSAValue, value: SSAValue):
        super().__init__(operands=[array, index, value], result_types=[array.type])


@irdl_op_definition
class ArrayBroadcastOp(IRDLOperation):
    """The constant array `((as const (Array D R)) v)`:
    `smt.array.broadcast %v : !smt.array<[D -> R]>`."""

    name = "smt.array.broadcast"

    D: ClassVar = VarConstraint("D", SORT)
    R: ClassVar = VarConstraint("R", SORT)
    value = operand_def(R)
    result = result_def(ParamAttrConstraint(ArrayType, (D, R)))

    traits = traits_def(Pure())
    assembly_format = "$value attr-dict `:` type($result)"

    def __init__(self, value: SSAValue, array_type: ArrayType):
        super().__init__(operands=[value], result_types=[array_type])


SMT_OPS: list[type[Operation]] = [
    # xDSL's, as they are
    xsmt.ConstantBoolOp,
    xsmt.NotOp,
    xsmt.AndOp,
    xsmt.OrOp,
    xsmt.XOrOp,
    xsmt.ImpliesOp,
    xsmt.AssertOp,
    xsmt.BvConstantOp,
    xsmt.BVNotOp,
    xsmt.BVNegOp,
    xsmt.BVAndOp,
    xsmt.BVOrOp,
    xsmt.BVXOrOp,
    xsmt.BVAddOp,
    xsmt.BVMulOp,
    xsmt.BVUDivOp,
    xsmt.BVSDivOp,
    xsmt.BVURemOp,
    xsmt.BVSRemOp,
    xsmt.BVSModOp,
    xsmt.BVShlOp,
    xsmt.BVLShrOp,
    xsmt.BVAShrOp,
    # xDSL's names, upstream's sort constraints
    DeclareFunOp,
    ApplyFuncOp,
    EqOp,
    DistinctOp,
    IteOp,
    YieldOp,
    ForallOp,
    ExistsOp,
    # upstream, missing in xDSL
    SolverOp,
    SetLogicOp,
    CheckOp,
    BVCmpOp,
    ConcatOp,
    ExtractOp,
    RepeatOp,
    BV2IntOp,
    Int2BVOp,
    IntConstantOp,
    IntAddOp,
    IntMulOp,
    IntSubOp,
    IntDivOp,
    IntModOp,
    IntAbsOp,
    IntCmpOp,
    ArraySelectOp,
    ArrayStoreOp,
    ArrayBroadcastOp,
]

SMT_ATTRS: list[type[Attribute]] = [
    xsmt.BoolType,
    xsmt.BitVectorType,
    xsmt.BitVectorAttr,
    FuncType,
    IntType,
    ArrayType,
    SortType,
    BVCmpPredicateAttr,
    IntPredicateAttr,
]


def smt_dialect() -> Dialect:
    """A new `smt` Dialect object: xDSL's ops and types with tvmlir's
    additions (xDSL's own `SMT` object is left untouched)."""
    return Dialect("smt", SMT_OPS, SMT_ATTRS)


