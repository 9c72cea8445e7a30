"""The `tv` abstract-FP ops as z3 terms: the table `TV_FLOAT`.

The ops' docstrings (`tv_dialect/abstract_float_ops.py`) are the contract;
the encodings are the `FPModel`'s, shared with `arith`, so `tv.fadd` and
`arith.addf` mean the same under either float domain.  `tv.fsum` and
`tv.fdot` reduce whole tensors and belong to the tensor semantics.
"""

from __future__ import annotations

from tvmlir.semantics.arith import bool_to_bv, float_op
from tvmlir.semantics.encoding import Unsupported, any_poison, operand_format, result_format
from tvmlir.semantics.fp.formats import round_to


def _cmp(sem, op, args, poison):
    pred = op.predicate.data.value
    return [bool_to_bv(sem.fp.cmp(pred, *args, operand_format(op)))], [any_poison(*poison)], None


def _cast(sem, op, args, poison):
    return [sem.fp.cast(args[0], operand_format(op), result_format(op))], [any_poison(*poison)], None


def _constant(sem, op, args, poison):
    fmt = result_format(op)
    return [sem.fp.constant(round_to(op.value.value.data, fmt), fmt)], [None], None


def _reduction(sem, op, args, poison):
    raise Unsupported(op, "tensor reductions are encoded by the tensor semantics")


TV_FLOAT = {
    "tv.constant": _constant,
    "tv.fadd": float_op("add"),
    "tv.fsub": float_op("sub"),
    "tv.fmul": float_op("mul"),
    "tv.fdiv": float_op("div"),
    "tv.fpow": float_op("pow"),
    "tv.fneg": float_op("neg"),
    "tv.fabs": float_op("abs"),
    "tv.fcmp": _cmp,
    "tv.fcast": _cast,
    "tv.fsum": _reduction,
    "tv.fdot": _reduction,
}
