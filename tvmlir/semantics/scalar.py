"""`ScalarSemantics`: the meaning of scalar ops as z3 terms, for `tv-check`
and `--verify` alike (docs/design-notes.md section 5).

Dispatch is by op name into one table per dialect (`arith.ARITH`,
`math.MATH`, `tv_float.TV_FLOAT`, `asserts.ASSERTS` for `cf.assert`); the
per-query state (the float domain
with its constants and UFs) lives in the `ScalarSemantics` object, so two
queries never share anything.

Poison: each value may carry a poison flag (a z3 Bool).  `encode` takes the
operands' flags (`poison=`, default: none is poison) and returns the
results' flags in `Encoding.poison`; immediate UB (division by zero, ...)
is `Encoding.ub`.  Callers turn poison into UB where it is observed: a
returned value, a stored value or address, a branch condition.  At a return
this is exactly LLVM's refinement (a poison source value allows anything, a
poison target value must come from a poison source), and it gives the
corpus' verdict "source is always undefined" for `shli %v, 32`.  Making
poison UB where it is *created* instead (mlir-tv) would be unsound: a
source whose poison is discarded (by `select`, or in a dead value) would
count as undefined and excuse any target.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import z3
from xdsl.dialects.builtin import ComplexType, IndexType, IntegerType
from xdsl.ir import Attribute, Operation

from tvmlir.ir.compat.quant import UniformQuantizedType
from tvmlir.semantics import complex as cx
from tvmlir.semantics.arith import ARITH
from tvmlir.semantics.asserts import ASSERTS
from tvmlir.semantics.encoding import INDEX_WIDTH, Poison, Unsupported, op_name
from tvmlir.semantics.fp.formats import IEEEFormat, ieee_format_of
from tvmlir.semantics.fp.model import FPModel
from tvmlir.semantics.index_ops import INDEX_OPS
from tvmlir.semantics.llvm_scalar import LLVM
from tvmlir.semantics.math import MATH
from tvmlir.semantics.tv_float import TV_FLOAT
from tvmlir.tv_dialect.abstract_float import AbstractFloatType

__all__ = ["ENCODERS", "Encoding", "ScalarSemantics", "Unsupported"]

ENCODERS = {**ARITH, **MATH, **TV_FLOAT, **ASSERTS, **cx.COMPLEX, **INDEX_OPS, **LLVM}


@dataclass
class Encoding:
    """What `encode` returns.  Unpacks as `(results, ub)`, the interface's
    original shape; `poison` holds one flag per result."""

    results: list[z3.ExprRef]
    ub: z3.BoolRef
    poison: list[z3.BoolRef]

    def __iter__(self):
        yield self.results
        yield self.ub


class ScalarSemantics:
    """Scalar ops' meaning under the float domain `fp` (AbstractFP / IEEEFP)."""

    def __init__(self, fp: FPModel, index_width: int = INDEX_WIDTH):
        self.fp = fp
        self.index_width = index_width
        self.false = z3.BoolVal(False)
        self._sorts: dict[Attribute, z3.SortRef] = {}
        self._choose: Callable[..., z3.ExprRef] | None = None

    def sort(self, t: Attribute) -> z3.SortRef:
        """The z3 sort of a scalar MLIR type: `iN` -> BitVec(N) (i1 included),
        `index` -> BitVec(64), floats and `!tv.afloat` -> the float domain's."""
        s = self._sorts.get(t)
        if s is None:
            s = self._sorts[t] = self._sort(t)
        return s

    def _sort(self, t: Attribute) -> z3.SortRef:
        if isinstance(t, IntegerType):
            return z3.BitVecSort(t.width.data)
        if isinstance(t, IndexType):
            return z3.BitVecSort(self.index_width)
        if isinstance(t, UniformQuantizedType):
            # A quantized value is its storage integer (`ir/compat/quant.py`).
            return z3.BitVecSort(t.storage_type.width.data)
        if isinstance(t, ComplexType):
            if self.float_format(t.element_type) is None:
                raise Unsupported(None, f"type {t}: complex numbers of integers are not modelled")
            return cx.complex_sort(self.sort(t.element_type))
        if getattr(t, "name", None) == "gpu.async.token":
            # An async token carries no data (semantics/gpu.py).
            return z3.BitVecSort(1)
        fmt = self.float_format(t)
        if fmt is None:
            raise Unsupported(None, f"type {t} has no scalar semantics")
        return self.fp.sort(fmt)

    @staticmethod
    def float_format(t: Attribute) -> IEEEFormat | None:
        if isinstance(t, AbstractFloatType):
            return t.ieee
        return ieee_format_of(t)

    def fresh(self, name: str, t: Attribute) -> z3.ExprRef:
        return z3.Const(name, self.sort(t))

    def encode(
        self,
        op: Operation,
        operands: Sequence[z3.ExprRef],
        poison: Sequence[Poison] | None = None,
        choose: Callable[[str], z3.BoolRef] | None = None,
    ) -> Encoding:
        """The results of `op` on `operands`, its UB condition, and the
        results' poison flags.  Raises `Unsupported(op)` for an op without
        semantics.  Elementwise ops on tensors or vectors take and return
        element terms.  `choose(what)`, if given, makes a fresh choice for
        this execution of `op` where MLIR leaves one open per execution
        (`nsz`); without it the choice is a function of the operands
        (`zero_sign_choice`)."""
        encoder = ENCODERS.get(op_name(op))
        if encoder is None:
            raise Unsupported(op)
        flags = [None] * len(operands) if poison is None else [_flag(p) for p in poison]
        previous, self._choose = self._choose, choose
        try:
            results, result_poison, ub = encoder(self, op, operands, flags)
        finally:
            self._choose = previous
        no = self.false
        return Encoding(
            results,
            no if ub is None else ub,
            [no if p is None else p for p in result_poison],
        )

    def zero_sign_choice(self, kind: str, r: z3.ExprRef, args, fmt: IEEEFormat, commutative: bool) -> z3.ExprRef:
        """`nsz`: a zero result `r` may have either sign.  Alive2 (and
        LLVM's LangRef) make this a fresh choice per execution of the op:
        the caller's `choose` when it gave one (tv-check: angelic in the
        source, demonic in the target); otherwise a function of the operands
        (`FPModel.with_zero_sign_choice`), which makes two identical `nsz`
        ops agree."""
        if self._choose is None:
            return self.fp.with_zero_sign_choice(kind, r, args, fmt, commutative)
        return self.fp.zero_with_sign(r, self._choose("nsz"), fmt)

    def free_choice(self, what: str, sort: z3.SortRef) -> z3.ExprRef | None:
        """A fresh value of `sort` for this execution of the op, free on
        both sides (the caller's `choose`, demonic); None when the caller
        makes no choices (the op is then unsupported)."""
        if self._choose is None:
            return None
        return self._choose(what, sort, demonic=True)

    def keyed_choice(self, what: str, sort: z3.SortRef, key, assumption: str | None = None) -> z3.ExprRef | None:
        """A value of `sort` for this execution of the op, out of a set the
        caller builds from it: angelic in the source as a function of `key`
        (the values the set depends on: `Interpreter.choose`), free in the
        target; None when the caller makes no choices.  `assumption`, the
        modelling choice that bounds the set, is printed."""
        if self._choose is None:
            return None
        return self._choose(what, sort, key=list(key), assumption=assumption)

    def same(self, x: z3.ExprRef, y: z3.ExprRef, t: Attribute) -> z3.BoolRef:
        """Value equality for refinement: bit-vector equality for integers;
        for floats, the domain's (+0 != -0, all NaNs equal)."""
        if isinstance(t, ComplexType):
            return cx.same(self.fp, x, y, cx.element_format(None, t))
        if isinstance(t, ComplexType):
            return cx.same(self.fp, x, y, cx.element_format(None, t))
        fmt = self.float_format(t)
        if fmt is None:
            return x == y
        return self.fp.same(x, y, fmt)

    def describe(self, model: z3.ModelRef, term: z3.ExprRef, t: Attribute) -> str:
        """`term`'s value in `model` for a report: integers and indices as
        signed numbers, floats as the float domain shows them."""
        if isinstance(t, ComplexType):
            return cx.describe(self.fp, model, term, cx.element_format(None, t))
        if isinstance(t, ComplexType):
            return cx.describe(self.fp, model, term, cx.element_format(None, t))
        fmt = self.float_format(t)
        if fmt is not None:
            return self.fp.describe(model, term, fmt)
        value = model.eval(term, model_completion=True)
        if z3.is_bv_value(value):
            return str(value.as_long() if value.size() == 1 else value.as_signed_long())
        return str(value)

    def side_conditions(self) -> list[z3.BoolRef]:
        """Axioms every query must assert (the order of FP constants, ...).
        Ask after encoding: constants register as they are encoded."""
        return self.fp.side_conditions()


def _flag(p: Poison) -> Poison:
    return None if p is None or z3.is_false(p) else p
