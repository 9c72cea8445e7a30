"""TOSA's reductions other than the sum (the specification's reduction
chapter): `reduce_max`, `reduce_min`, `reduce_prod`, `reduce_any`,
`reduce_all`, and integer `argmax` (tensor operators chapter).  (`reduce_sum`, whose float zero may take either sign, is in
`tosa_accumulate`.)

Each folds the operand along `axis` in index order from the pseudocode's
start value, the axis kept with extent 1:

* `reduce_max` / `reduce_min`: `acc = minimum_s` / `maximum_s` of the type,
  then `apply_max_s` (`a >= b ? a : b`) / `apply_min_s` (`a < b ? a : b`),
  NaN propagated.  For floats the start is -infinity / +infinity (printed
  as an assumption, as for `max_pool2d`); for integers the type's extreme
  value.  Neither start changes the fold, which therefore starts from the
  first element: `apply_max_s(-inf, x)` is `x` (NaN included).  Zeros keep
  the sign the first-of-equals rule gives (max(+0, -0) is +0, max(-0, +0)
  is -0), which `arith.maximumf` does not do.
* `reduce_prod`: `acc = 1`, then `apply_mul_s`; a float `1.0 * x` is `x`
  exactly (a NaN stays a NaN), so the fold starts from the first element
  too; an integer product out of range is UB (`apply_mul_s`'s REQUIRE).
* `reduce_any` / `reduce_all` on bool_t: or / and from false / true.

`nan_mode` other than PROPAGATE (the pseudocode above) is unsupported.
The axis's extent must be static and at most `MAX_FOLD` (a fold per
element); operands with poison elements are unsupported.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import StringAttr

from tvmlir.ir.compat.tosa import attr, int_attr
from tvmlir.semantics import index as ix
from tvmlir.semantics import window_max
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import ite, or_
from tvmlir.semantics.memo import memo
from tvmlir.semantics.tosa_accumulate import MAX_FOLD
from tvmlir.semantics.tosa_error_if import ErrorIf, error_if_is_ub
from tvmlir.semantics.tosa_layout import result_dims
from tvmlir.semantics.values import Tensor

_FLOAT_START = {
    "reduce_max": "tosa.reduce_max starts from -infinity, TOSA's minimum of a float type",
    "reduce_min": "tosa.reduce_min starts from +infinity, TOSA's maximum of a float type",
}


def _min_chain(fp, fmt, values):
    acc = values[0]
    for v in values[1:]:
        either_nan = or_(fp.is_nan(acc, fmt), fp.is_nan(v, fmt))
        acc = ite(either_nan, fp.nan(fmt), ite(fp.cmp("olt", acc, v, fmt), acc, v))
    return acc


def _int_prod(width, values):
    """The product with apply_mul_s's REQUIRE after each step: (value, UB)."""
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
    acc, ub = z3.SignExt(64 - width, values[0]), []
    for v in values[1:]:
        acc = acc * z3.SignExt(64 - width, v)
        ub.append(or_(acc < z3.BitVecVal(lo, 64), acc > z3.BitVecVal(hi, 64)))
        acc = z3.SignExt(64 - width, z3.Extract(width - 1, 0, acc))  # in range unless UB
    return z3.Extract(width - 1, 0, acc), or_(*ub) if ub else z3.BoolVal(False)


def _reduce(interp, op):
    kind = op_name(op).removeprefix("tosa.")
    nan_mode = attr(op, "nan_mode")
    if nan_mode is not None and not (isinstance(nan_mode, StringAttr) and nan_mode.data == "PROPAGATE"):
        raise Unsupported(op, "nan_mode other than PROPAGATE")
    t = interp.tensor(op.operands[0])
    axis = int_attr(op, "axis")
    if not 0 <= axis < t.rank:
        raise ErrorIf(op, f"axis {axis} of a rank-{t.rank} tensor")
    if t.has_poison:
        raise Unsupported(op, "operands with poison elements")
    n = ix.value(t.dims[axis])
    if n is None or not 1 <= n <= MAX_FOLD:
        raise Unsupported(op, f"a reduced extent that is not static between 1 and {MAX_FOLD}")
    interp.read_all(t)
    dims = result_dims(interp, op, [ix.bv(1) if k == axis else d for k, d in enumerate(t.dims)])
    fmt = interp.sem.float_format(t.elem_type)
    fp = interp.sem.fp
    width = t.sort.size() if fmt is None else None
    if kind in ("reduce_any", "reduce_all") and width != 1:
        raise Unsupported(op, f"tosa.{kind} of a type other than i1")
    if fmt is not None and kind in _FLOAT_START:
        interp.ctx.assume(_FLOAT_START[kind])
    if kind == "reduce_prod" and fmt is None and width > 32:
        raise Unsupported(op, "integer products of more than 32 bits (overflow is UB)")

    def values(J):
        return [t.elem_get([ix.bv(k) if i == axis else j for i, j in enumerate(J)]) for k in range(n)]

    def fold(vs):
        if kind == "reduce_max":
            if fmt is not None:
                return window_max.tosa_max(interp.ctx, fp, fmt, vs)
            acc = vs[0]
            for v in vs[1:]:
                acc = ite(acc >= v, acc, v)
            return acc
        if kind == "reduce_min":
            if fmt is not None:
                return _min_chain(fp, fmt, vs)
            acc = vs[0]
            for v in vs[1:]:
                acc = ite(acc < v, acc, v)
            return acc
        if kind == "reduce_prod":
            if fmt is None:
                return _int_prod(width, vs)[0]
            acc = vs[0]
            for v in vs[1:]:
                acc = fp.mul(acc, v, fmt)
            return acc
        acc = vs[0]
        for v in vs[1:]:
            acc = (acc | v) if kind == "reduce_any" else (acc & v)
        return acc

    if kind == "reduce_prod" and fmt is None and n > 1:
        J = [interp.names.fresh("j") for _ in dims]
        _, overflow = _int_prod(width, values(J))
        interp.ub(z3.Exists(J, z3.And(ix.in_bounds(J, dims), overflow)) if J else overflow)
    return [Tensor(t.elem_type, t.sort, dims, index_fn=memo(lambda J: fold(values(J))))]


def _argmax(interp, op):
    """ARGMAX of integers: `max_value = minimum_s; max_index = 0`, then for
    each index `i` along `axis`, `if (apply_max_s(value, max_value) !=
    max_value) { max_value = value; max_index = i; }`: the first index of
    the largest value (strictly larger replaces).  The axis is removed.
    Float argmax is unsupported (its NaN rule is not modelled)."""
    t = interp.tensor(op.operands[0])
    axis = int_attr(op, "axis")
    if not 0 <= axis < t.rank:
        raise ErrorIf(op, f"axis {axis} of a rank-{t.rank} tensor")
    if interp.sem.float_format(t.elem_type) is not None or t.sort.size() == 1:
        raise Unsupported(op, "argmax of floats or booleans")
    if t.has_poison:
        raise Unsupported(op, "operands with poison elements")
    n = ix.value(t.dims[axis])
    if n is None or not 1 <= n <= MAX_FOLD:
        raise Unsupported(op, f"a reduced extent that is not static between 1 and {MAX_FOLD}")
    out_w = op.results[0].type.get_element_type().width.data
    if n >= 1 << (out_w - 1):
        raise Unsupported(op, "an index that does not fit the result type")
    interp.read_all(t)
    dims = result_dims(interp, op, [d for k, d in enumerate(t.dims) if k != axis])

    def value(J):
        best, index = None, z3.BitVecVal(0, out_w)
        for k in range(n):
            v = t.elem_get([*J[:axis], ix.bv(k), *J[axis:]])
            if best is None:
                best = v
                continue
            better = v > best
            best, index = ite(better, v, best), ite(better, z3.BitVecVal(k, out_w), index)
        return index

    return [Tensor(op.results[0].type.get_element_type(), z3.BitVecSort(out_w), dims, index_fn=memo(value))]


TOSA_REDUCE = {f"tosa.{kind}": error_if_is_ub(_reduce) for kind in ("reduce_max", "reduce_min", "reduce_prod", "reduce_any",
                                                     "reduce_all")}  # fmt: skip
TOSA_REDUCE["tosa.argmax"] = error_if_is_ub(_argmax)
