"""`smtx`: the SMT-level ops tvmlir's queries need and upstream MLIR's `smt`
dialect does not have.

* `smtx.lambda`: an array given by a term over its index (z3 `Lambda`).
  Tensor results are lambdas (DESIGN.md section 6).
* IEEE floating point (SMT-LIB's FloatingPoint theory), for `--fp=ieee`:
  the sorts `!smtx.fp<E, S>` and `!smtx.rm`, and one op per SMT-LIB
  operator, named after it (`fp.add` -> `smtx.fp.add`, `fp.isNaN` ->
  `smtx.fp.is nan`, `(_ to_fp E S)` from a bit-vector -> `smtx.fp.from_bits`).
* bit-vector operators of SMT-LIB that upstream lacks: `bvsub`, `bvnand`,
  `bvnor`, `bvxnor`, `bvcomp`, `zero_extend`, `sign_extend`,
  `rotate_left`/`rotate_right`.

Each op is exactly one SMT-LIB operator, so the SMT-LIB printer is a table.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import I32, ArrayAttr, IntegerAttr, StringAttr, i32
from xdsl.dialects.smt import BitVectorType, BoolType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
    Dialect,
    Operation,
    Region,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
)
from xdsl.irdl import (
    IRDLOperation,
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
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from tvmlir.smt.dialect_smt import verify_bound_region
from tvmlir.smt.op_shapes import predicate_compare, same_sort_binary, same_sort_unary
from tvmlir.smt.dialect_types import (
    ArrayType,
    FloatType,
    RoundingModeType,
)

_BV = base(BitVectorType)
_FP = base(FloatType)


def _width(value: SSAValue) -> int:
    return value.type.width.data  # type: ignore[attr-defined]


# --- lambda --------------------------------------------------------------


@irdl_op_definition
class LambdaOp(IRDLOperation):
    """The array whose element at `i` is the body's value for `%i`:

        %a = smtx.lambda ["i"] : !smt.array<[!smt.bv<4> -> !smt.bv<8>]> {
        ^bb0(%i: !smt.bv<4>):
          ...
          smt.yield %v : !smt.bv<8>
        }

    One bound variable, of the domain sort; the body yields one value of the
    range sort.  It may use values defined outside (free variables, as in
    z3's `Lambda`).  SMT-LIB 2.6 has no array lambdas: the printer writes
    the query in higher-order form (`HO_ALL`) when one occurs.
    """

    name = "smtx.lambda"

    bound_var_names = opt_prop_def(ArrayAttr[StringAttr], prop_name="boundVarNames")
    body = region_def("single_block")
    result = result_def(ArrayType)

    traits = traits_def(Pure())
    assembly_format = "($boundVarNames^)? attr-dict `:` type($result) $body"

    def __init__(
        self, body: Region, array_type: ArrayType, bound_var_names: list[str] | None = None
    ):
        props: dict[str, Attribute] = {}
        if bound_var_names is not None:
            props["boundVarNames"] = ArrayAttr([StringAttr(n) for n in bound_var_names])
        super().__init__(regions=[body], result_types=[array_type], properties=props)

    def verify_(self) -> None:
        value = verify_bound_region(self, self.body, "the body")
        array = self.result.type
        assert isinstance(array, ArrayType)
        args = self.body.block.args
        if len(args) != 1 or args[0].type != array.domain:
            raise VerifyException(
                f"expects one bound variable of the domain sort {array.domain}, "
                f"got ({', '.join(str(a.type) for a in args)})"
            )
        if value.type != array.range:
            raise VerifyException(
                f"the body yields {value.type}, the array's range is {array.range}"
            )


# --- floating point: constants ---------------------------------------------


class RoundingMode(StrEnum):
    """SMT-LIB's rounding modes (the printer writes them upper case)."""

    RNE = "rne"
    RNA = "rna"
    RTP = "rtp"
    RTN = "rtn"
    RTZ = "rtz"


@irdl_attr_definition
class RoundingModeAttr(EnumAttribute[RoundingMode], SpacedOpaqueSyntaxAttribute):
    name = "smtx.rounding_mode"


@irdl_op_definition
class RoundingModeOp(IRDLOperation):
    """A rounding-mode constant: `smtx.fp.rm rne`."""

    name = "smtx.fp.rm"

    mode = prop_def(RoundingModeAttr)
    result = result_def(RoundingModeType())

    traits = traits_def(Pure())
    assembly_format = "$mode attr-dict"

    def __init__(self, mode: RoundingMode):
        super().__init__(
            result_types=[RoundingModeType()],
            properties={"mode": RoundingModeAttr(mode)},
        )


class FPSpecial(StrEnum):
    """The special values SMT-LIB writes as indexed constants `(_ NaN E S)`."""

    NAN = "nan"
    POS_INF = "pos_inf"
    NEG_INF = "neg_inf"
    POS_ZERO = "pos_zero"
    NEG_ZERO = "neg_zero"


@irdl_attr_definition
class FPSpecialAttr(EnumAttribute[FPSpecial], SpacedOpaqueSyntaxAttribute):
    name = "smtx.fp_special"


@irdl_op_definition
class FPSpecialOp(IRDLOperation):
    """NaN, +-infinity or +-zero: `smtx.fp.special nan : !smtx.fp<8, 24>`."""

    name = "smtx.fp.special"

    kind = prop_def(FPSpecialAttr)
    result = result_def(_FP)

    traits = traits_def(Pure())
    assembly_format = "$kind attr-dict `:` type($result)"

    def __init__(self, kind: FPSpecial, typ: FloatType):
        super().__init__(result_types=[typ], properties={"kind": FPSpecialAttr(kind)})


@irdl_op_definition
class FPMakeOp(IRDLOperation):
    """SMT-LIB `(fp sign exponent significand)`: a float from its sign bit,
    biased exponent and trailing significand, e.g. 1.0f32 is
    `smtx.fp.make %c0_1, %c127_8, %c0_23 : !smtx.fp<8, 24>`."""

    name = "smtx.fp.make"

    sign = operand_def(_BV)
    exponent = operand_def(_BV)
    significand = operand_def(_BV)
    result = result_def(_FP)

    traits = traits_def(Pure())
    assembly_format = "$sign `,` $exponent `,` $significand attr-dict `:` type($sign) `,` type($exponent) `,` type($significand) `->` type($result)"

    def __init__(self, sign: SSAValue, exponent: SSAValue, significand: SSAValue):
        typ = FloatType(_width(exponent), _width(significand) + 1)
        super().__init__(operands=[sign, exponent, significand], result_types=[typ])

    def verify_(self) -> None:
        typ = self.result.type
        assert isinstance(typ, FloatType)
        want = (1, typ.exponent.data, typ.significand.data - 1)
        got = (_width(self.sign), _width(self.exponent), _width(self.significand))
        if got != want:
            raise VerifyException(
                f"{typ} is built from bit-vectors of widths {want}, got {got}"
            )


# --- floating point: arithmetic --------------------------------------------


class _RoundedFPOp(IRDLOperation):
    """`(fp.<op> rm x y)`: `smtx.fp.add %rm, %x, %y : !smtx.fp<8, 24>`."""

    T: ClassVar = VarConstraint("T", _FP)
    rm = operand_def(RoundingModeType())
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "$rm `,` $lhs `,` $rhs attr-dict `:` type($result)"

    def __init__(self, rm: SSAValue, lhs: SSAValue, rhs: SSAValue):
        super().__init__(operands=[rm, lhs, rhs], result_types=[lhs.type])


@irdl_op_definition
class FPAddOp(_RoundedFPOp):
    """`fp.add`."""

    name = "smtx.fp.add"


@irdl_op_definition
class FPSubOp(_RoundedFPOp):
    """`fp.sub`."""

    name = "smtx.fp.sub"


@irdl_op_definition
class FPMulOp(_RoundedFPOp):
    """`fp.mul`."""

    name = "smtx.fp.mul"


@irdl_op_definition
class FPDivOp(_RoundedFPOp):
    """`fp.div`."""

    name = "smtx.fp.div"


@irdl_op_definition
class FPFmaOp(IRDLOperation):
    """`(fp.fma rm x y z)` = x*y+z rounded once."""

    name = "smtx.fp.fma"

    T: ClassVar = VarConstraint("T", _FP)
    rm = operand_def(RoundingModeType())
    a = operand_def(T)
    b = operand_def(T)
    c = operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "$rm `,` $a `,` $b `,` $c attr-dict `:` type($result)"

    def __init__(self, rm: SSAValue, a: SSAValue, b: SSAValue, c: SSAValue):
        super().__init__(operands=[rm, a, b, c], result_types=[a.type])


class _RoundedUnaryFPOp(IRDLOperation):
    T: ClassVar = VarConstraint("T", _FP)
    rm = operand_def(RoundingModeType())
    input = operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "$rm `,` $input attr-dict `:` type($result)"

    def __init__(self, rm: SSAValue, input: SSAValue):
        super().__init__(operands=[rm, input], result_types=[input.type])


@irdl_op_definition
class FPSqrtOp(_RoundedUnaryFPOp):
    """`fp.sqrt`."""

    name = "smtx.fp.sqrt"


@irdl_op_definition
class FPRoundToIntegralOp(_RoundedUnaryFPOp):
    """`fp.roundToIntegral`."""

    name = "smtx.fp.round_to_integral"


_BinaryFPOp = same_sort_binary(_FP)


@irdl_op_definition
class FPRemOp(_BinaryFPOp):
    """`fp.rem` (IEEE remainder, exact)."""

    name = "smtx.fp.rem"


@irdl_op_definition
class FPMinOp(_BinaryFPOp):
    """`fp.min` (unspecified for (+0, -0): both solvers pick consistently
    within one query, so the verdict can still differ between solvers only
    on queries that depend on that choice)."""

    name = "smtx.fp.min"


@irdl_op_definition
class FPMaxOp(_BinaryFPOp):
    """`fp.max` (see `smtx.fp.min` for signed zeros)."""

    name = "smtx.fp.max"


_UnaryFPOp = same_sort_unary(_FP)


@irdl_op_definition
class FPAbsOp(_UnaryFPOp):
    """`fp.abs`."""

    name = "smtx.fp.abs"


@irdl_op_definition
class FPNegOp(_UnaryFPOp):
    """`fp.neg`."""

    name = "smtx.fp.neg"


# --- floating point: predicates --------------------------------------------


class FPCmpPredicate(StrEnum):
    """IEEE comparisons `fp.eq`, `fp.lt`, ...: false on NaN, +0 == -0.
    (`smt.eq` is SMT-LIB `=`, identity: NaN = NaN, +0 != -0.)"""

    EQ = "eq"
    LT = "lt"
    LE = "le"
    GT = "gt"
    GE = "ge"


@irdl_attr_definition
class FPCmpPredicateAttr(EnumAttribute[FPCmpPredicate], SpacedOpaqueSyntaxAttribute):
    name = "smtx.fp_cmp_predicate"


@irdl_op_definition
class FPCmpOp(predicate_compare(FPCmpPredicateAttr, _FP)):
    """`smtx.fp.cmp lt %x, %y : !smtx.fp<8, 24>` is `(fp.lt x y)`."""

    name = "smtx.fp.cmp"


class FPClass(StrEnum):
    """The classification predicates `fp.isNaN`, `fp.isInfinite`, ..."""

    NAN = "nan"
    INFINITE = "infinite"
    ZERO = "zero"
    NORMAL = "normal"
    SUBNORMAL = "subnormal"
    NEGATIVE = "negative"
    POSITIVE = "positive"


@irdl_attr_definition
class FPClassAttr(EnumAttribute[FPClass], SpacedOpaqueSyntaxAttribute):
    name = "smtx.fp_class"


@irdl_op_definition
class FPIsOp(IRDLOperation):
    """`smtx.fp.is nan %x : !smtx.fp<8, 24>` is `(fp.isNaN x)`."""

    name = "smtx.fp.is"

    kind = prop_def(FPClassAttr)
    input = operand_def(_FP)
    result = result_def(BoolType)

    traits = traits_def(Pure())
    assembly_format = "$kind $input attr-dict `:` type($input)"

    def __init__(self, kind: FPClass, input: SSAValue):
        super().__init__(
            operands=[input],
            result_types=[BoolType()],
            properties={"kind": FPClassAttr(kind)},
        )


# --- floating point: conversions --------------------------------------------


@irdl_op_definition
class FPFromBitsOp(IRDLOperation):
    """Reinterpret an IEEE bit pattern: `((_ to_fp E S) bv)`,
    `smtx.fp.from_bits %b : !smt.bv<32> to !smtx.fp<8, 24>`."""

    name = "smtx.fp.from_bits"

    input = operand_def(_BV)
    result = result_def(_FP)

    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, input: SSAValue, typ: FloatType):
        super().__init__(operands=[input], result_types=[typ])

    def verify_(self) -> None:
        typ = self.result.type
        assert isinstance(typ, FloatType)
        if _width(self.input) != typ.width:
            raise VerifyException(
                f"{typ} has {typ.width} bits, the input has {_width(self.input)}"
            )


class _RoundedConversionOp(IRDLOperation):
    # Subclasses declare `rm` then `input` (IRDL orders operands by
    # definition, base-class fields last).
    result = result_def(_FP)

    traits = traits_def(Pure())
    assembly_format = "$rm `,` $input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, rm: SSAValue, input: SSAValue, typ: Attribute):
        super().__init__(operands=[rm, input], result_types=[typ])


@irdl_op_definition
class FPToFPOp(_RoundedConversionOp):
    """Float to float of another format: `((_ to_fp E S) rm x)`."""

    name = "smtx.fp.to_fp"

    rm = operand_def(RoundingModeType())
    input = operand_def(_FP)


@irdl_op_definition
class FPFromSBVOp(_RoundedConversionOp):
    """Signed (two's complement) bit-vector to float: `((_ to_fp E S) rm bv)`."""

    name = "smtx.fp.from_sbv"

    rm = operand_def(RoundingModeType())
    input = operand_def(_BV)


@irdl_op_definition
class FPFromUBVOp(_RoundedConversionOp):
    """Unsigned bit-vector to float: `((_ to_fp_unsigned E S) rm bv)`."""

    name = "smtx.fp.from_ubv"

    rm = operand_def(RoundingModeType())
    input = operand_def(_BV)


class _FPToBVOp(IRDLOperation):
    rm = operand_def(RoundingModeType())
    input = operand_def(_FP)
    result = result_def(_BV)

    traits = traits_def(Pure())
    assembly_format = "$rm `,` $input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, rm: SSAValue, input: SSAValue, width: int):
        super().__init__(operands=[rm, input], result_types=[BitVectorType(width)])


@irdl_op_definition
class FPToUBVOp(_FPToBVOp):
    """`((_ fp.to_ubv W) rm x)`; unspecified for NaN, inf and out of range."""

    name = "smtx.fp.to_ubv"


@irdl_op_definition
class FPToSBVOp(_FPToBVOp):
    """`((_ fp.to_sbv W) rm x)`; unspecified for NaN, inf and out of range."""

    name = "smtx.fp.to_sbv"


# --- bit-vector operators upstream lacks -------------------------------------


_BinaryBVOp = same_sort_binary(_BV)


@irdl_op_definition
class BVSubOp(_BinaryBVOp):
    """`bvsub`."""

    name = "smtx.bv.sub"


@irdl_op_definition
class BVNandOp(_BinaryBVOp):
    """`bvnand`."""

    name = "smtx.bv.nand"


@irdl_op_definition
class BVNorOp(_BinaryBVOp):
    """`bvnor`."""

    name = "smtx.bv.nor"


@irdl_op_definition
class BVXnorOp(_BinaryBVOp):
    """`bvxnor`."""

    name = "smtx.bv.xnor"


@irdl_op_definition
class BVCompOp(IRDLOperation):
    """`bvcomp`: `#b1` if equal, else `#b0`."""

    name = "smtx.bv.comp"

    T: ClassVar = VarConstraint("T", _BV)
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(BitVectorType(1))

    traits = traits_def(Pure())
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs)"

    def __init__(self, lhs: SSAValue, rhs: SSAValue):
        super().__init__(operands=[lhs, rhs], result_types=[BitVectorType(1)])


class _ExtendOp(IRDLOperation):
    input = operand_def(_BV)
    result = result_def(_BV)

    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, input: SSAValue, width: int):
        super().__init__(operands=[input], result_types=[BitVectorType(width)])

    @property
    def amount(self) -> int:
        return _width(self.result) - _width(self.input)

    def verify_(self) -> None:
        if self.amount < 0:
            raise VerifyException(
                f"cannot extend !smt.bv<{_width(self.input)}> to the narrower "
                f"!smt.bv<{_width(self.result)}>"
            )


@irdl_op_definition
class ZeroExtendOp(_ExtendOp):
    """`((_ zero_extend n) x)`: `smtx.bv.zero_extend %x : !smt.bv<4> to !smt.bv<8>`."""

    name = "smtx.bv.zero_extend"


@irdl_op_definition
class SignExtendOp(_ExtendOp):
    """`((_ sign_extend n) x)`: `smtx.bv.sign_extend %x : !smt.bv<4> to !smt.bv<8>`."""

    name = "smtx.bv.sign_extend"


class _RotateOp(IRDLOperation):
    T: ClassVar = VarConstraint("T", _BV)
    amount = prop_def(IntegerAttr[I32])
    input = operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "$input `by` $amount attr-dict `:` type($result)"

    def __init__(self, input: SSAValue, amount: int):
        super().__init__(
            operands=[input],
            result_types=[input.type],
            properties={"amount": IntegerAttr(amount, i32)},
        )

    def verify_(self) -> None:
        if self.amount.value.data < 0:
            raise VerifyException(
                f"rotation amount must be non-negative, got {self.amount.value.data}"
            )


@irdl_op_definition
class RotateLeftOp(_RotateOp):
    """`((_ rotate_left n) x)`: `smtx.bv.rotate_left %x by 3 : !smt.bv<8>`."""

    name = "smtx.bv.rotate_left"


@irdl_op_definition
class RotateRightOp(_RotateOp):
    """`((_ rotate_right n) x)`."""

    name = "smtx.bv.rotate_right"


SMTX_OPS: list[type[Operation]] = [
    LambdaOp,
    RoundingModeOp,
    FPSpecialOp,
    FPMakeOp,
    FPAddOp,
    FPSubOp,
    FPMulOp,
    FPDivOp,
    FPFmaOp,
    FPSqrtOp,
    FPRoundToIntegralOp,
    FPRemOp,
    FPMinOp,
    FPMaxOp,
    FPAbsOp,
    FPNegOp,
    FPCmpOp,
    FPIsOp,
    FPFromBitsOp,
    FPToFPOp,
    FPFromSBVOp,
    FPFromUBVOp,
    FPToUBVOp,
    FPToSBVOp,
    BVSubOp,
    BVNandOp,
    BVNorOp,
    BVXnorOp,
    BVCompOp,
    ZeroExtendOp,
    SignExtendOp,
    RotateLeftOp,
    RotateRightOp,
]

SMTX_ATTRS: list[type[Attribute]] = [
    FloatType,
    RoundingModeType,
    RoundingModeAttr,
    FPSpecialAttr,
    FPCmpPredicateAttr,
    FPClassAttr,
]


def smtx_dialect() -> Dialect:
    """The `smtx` extension dialect."""
    return Dialect("smtx", SMTX_OPS, SMTX_ATTRS)

