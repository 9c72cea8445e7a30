"""The `tv` dialect: prophecies, the spec container and abstract floating point."""

from xdsl.ir import Dialect

from tvmlir.tv_dialect.abstract_float import AbstractFloatType
from tvmlir.tv_dialect.abstract_float_ops import (
    AbsOp,
    AddOp,
    CastOp,
    CmpOp,
    ConstantOp,
    DivOp,
    FCmpPredicate,
    FCmpPredicateAttr,
    MulOp,
    NegOp,
    PowOp,
    SubOp,
)
from tvmlir.tv_dialect.prophecy import ProphesyOp
from tvmlir.tv_dialect.reductions import DotOp, SumOp
from tvmlir.tv_dialect.spec import SpecOp, SpecTensorDecl, SpecTensorOp, resolve_spec_tensor

TV = Dialect(
    "tv",
    [
        ProphesyOp,
        SpecOp,
        SpecTensorOp,
        ConstantOp,
        AddOp,
        SubOp,
        MulOp,
        DivOp,
        PowOp,
        NegOp,
        AbsOp,
        CmpOp,
        CastOp,
        SumOp,
        DotOp,
    ],
    [AbstractFloatType, FCmpPredicateAttr],
)

__all__ = [
    "TV",
    "AbsOp",
    "AbstractFloatType",
    "AddOp",
    "CastOp",
    "CmpOp",
    "ConstantOp",
    "DivOp",
    "DotOp",
    "FCmpPredicate",
    "FCmpPredicateAttr",
    "MulOp",
    "NegOp",
    "PowOp",
    "ProphesyOp",
    "SpecOp",
    "SpecTensorDecl",
    "SpecTensorOp",
    "SubOp",
    "SumOp",
    "resolve_spec_tensor",
]
