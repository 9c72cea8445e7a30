"""The `tv` dialect: prophecies, the spec container and abstract floating point.

The names below are loaded on first access (PEP 562): the semantics need
only `abstract_float` (the type), and importing every op definition costs a
tool such as `tv-check` a tenth of a second at start-up.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

_WHERE = {
    "AbstractFloatType": "abstract_float",
    **dict.fromkeys(
        ("AbsOp", "AddOp", "CastOp", "CmpOp", "ConstantOp", "DivOp", "FCmpPredicate",
         "FCmpPredicateAttr", "MulOp", "NegOp", "PowOp", "SubOp"),
        "abstract_float_ops",
    ),  # fmt: skip
    "ProphesyOp": "prophecy",
    "DotOp": "reductions",
    "SumOp": "reductions",
    "SpecOp": "spec",
    "SpecTensorDecl": "spec",
    "SpecTensorOp": "spec",
    "resolve_spec_tensor": "spec",
}

__all__ = ["TV", *_WHERE]


def _dialect():
    from xdsl.ir import Dialect

    from tvmlir.tv_dialect import abstract_float_ops as f
    from tvmlir.tv_dialect.abstract_float import AbstractFloatType
    from tvmlir.tv_dialect.prophecy import ProphesyOp
    from tvmlir.tv_dialect.reductions import DotOp, SumOp
    from tvmlir.tv_dialect.spec import SpecOp, SpecTensorOp

    ops = [ProphesyOp, SpecOp, SpecTensorOp, f.ConstantOp, f.AddOp, f.SubOp, f.MulOp, f.DivOp, f.PowOp,
           f.NegOp, f.AbsOp, f.CmpOp, f.CastOp, SumOp, DotOp]  # fmt: skip
    return Dialect("tv", ops, [AbstractFloatType, f.FCmpPredicateAttr])


def __getattr__(name: str):
    if name == "TV":
        value = _dialect()
    elif name in _WHERE:
        value = getattr(importlib.import_module(f"tvmlir.tv_dialect.{_WHERE[name]}"), name)
    else:
        raise AttributeError(f"module 'tvmlir.tv_dialect' has no attribute {name!r}")
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from tvmlir.tv_dialect.abstract_float import AbstractFloatType  # noqa: F401
    from tvmlir.tv_dialect.abstract_float_ops import (  # noqa: F401
        AbsOp, AddOp, CastOp, CmpOp, ConstantOp, DivOp, FCmpPredicate, FCmpPredicateAttr,
        MulOp, NegOp, PowOp, SubOp,
    )  # fmt: skip
    from tvmlir.tv_dialect.prophecy import ProphesyOp  # noqa: F401
    from tvmlir.tv_dialect.reductions import DotOp, SumOp  # noqa: F401
    from tvmlir.tv_dialect.spec import SpecOp, SpecTensorDecl, SpecTensorOp, resolve_spec_tensor  # noqa: F401
    TV: object
