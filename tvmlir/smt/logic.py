"""Choosing the SMT-LIB logic of a query from what it contains.

Both z3 and cvc5 must accept the logic, and cvc5 rejects symbols outside
it, so the logic names exactly the theories used:

    [QF_] [A] [UF] [BV] [FP] [LIA | NIA]

* `QF_` unless a `forall`/`exists` occurs;
* `A` if any sort mentions an array;
* `UF` if an uninterpreted function (arity > 0) or sort is declared;
* `BV`, `FP` (FP sorts or rounding modes), `LIA`/`NIA` (Int: `NIA` when a
  product has two non-constant factors, or a `div`/`mod` a non-constant
  divisor);
* nothing at all (pure Boolean): `QF_UF` / `UF`;
* `HO_ALL` if an `smtx.lambda` occurs, or a constant array of a value that
  is not a literal: SMT-LIB 2.6 has no array lambdas, and cvc5 accepts
  `((as const (Array D R)) v)` only for a literal `v`.  The printer then
  writes the query in cvc5's higher-order syntax (arrays as functions,
  constant arrays as lambdas), which z3 reads too.

Every composition above was checked to be accepted by z3 5.4 and cvc5
1.4.2 (`python_tests/smt/test_logic.py` keeps that checked).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from xdsl.dialects import smt as xsmt
from xdsl.ir import Attribute, Operation

from tvmlir.smt import dialect_smt as smt
from tvmlir.smt import dialect_smtx as smtx
from tvmlir.smt.dialect_types import (
    ArrayType,
    FloatType,
    FuncType,
    IntType,
    RoundingModeType,
    SortType,
)


LITERALS = (
    xsmt.ConstantBoolOp,
    xsmt.BvConstantOp,
    smt.IntConstantOp,
    smtx.RoundingModeOp,
    smtx.FPSpecialOp,
)
"""Ops whose result is an SMT-LIB literal (a value, in cvc5's sense)."""


@dataclass
class Features:
    """The theories and constructs a query uses."""

    quantifiers: bool = False
    higher_order: bool = False
    """A lambda, or a constant array of a non-literal: printed as HO_ALL."""
    arrays: bool = False
    uf: bool = False
    bv: bool = False
    fp: bool = False
    ints: bool = False
    nonlinear: bool = False

    def add_sort(self, sort: Attribute) -> None:
        if isinstance(sort, xsmt.BitVectorType):
            self.bv = True
        elif isinstance(sort, (FloatType, RoundingModeType)):
            self.fp = True
        elif isinstance(sort, IntType):
            self.ints = True
        elif isinstance(sort, ArrayType):
            self.arrays = True
            self.add_sort(sort.domain)
            self.add_sort(sort.range)
        elif isinstance(sort, FuncType):
            self.uf = self.uf or bool(sort.domain_types.data)
            for s in (*sort.domain_types.data, sort.range_type):
                self.add_sort(s)
        elif isinstance(sort, SortType):
            self.uf = True
            for s in sort.params.data:
                self.add_sort(s)

    def add_op(self, op: Operation) -> None:
        if isinstance(op, (smt.ForallOp, smt.ExistsOp)):
            self.quantifiers = True
        elif isinstance(op, smtx.LambdaOp):
            self.higher_order = True
        elif isinstance(op, smt.ArrayBroadcastOp):
            literal = isinstance(op.value.owner, LITERALS)
            self.higher_order = self.higher_order or not literal
        elif isinstance(op, smt.IntMulOp):
            variable = [v for v in op.inputs if not _is_int_constant(v.owner)]
            self.nonlinear = self.nonlinear or len(variable) > 1
        elif isinstance(op, (smt.IntDivOp, smt.IntModOp)):
            self.nonlinear = self.nonlinear or not _is_int_constant(op.rhs.owner)
        for r in op.results:
            self.add_sort(r.type)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    self.add_sort(arg.type)


def _is_int_constant(owner: object) -> bool:
    return isinstance(owner, smt.IntConstantOp)


def features_of(ops: Iterable[Operation]) -> Features:
    """The features of `ops` and everything nested in them."""
    features = Features()
    for top in ops:
        for op in top.walk():
            features.add_op(op)
    return features


def choose_logic(features: Features) -> str:
    """The SMT-LIB logic name for a query with `features` (see module doc)."""
    if features.higher_order:
        return "HO_ALL"
    name = "" if features.quantifiers else "QF_"
    theories = ""
    if features.arrays:
        theories += "A"
    if features.uf:
        theories += "UF"
    if features.bv:
        theories += "BV"
    if features.fp:
        theories += "FP"
    if features.ints:
        theories += "NIA" if features.nonlinear else "LIA"
    return name + (theories or "UF")
