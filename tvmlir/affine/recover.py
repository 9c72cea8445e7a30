"""Recovery of quasi-affine index expressions and conditions from SSA.

Lowered code computes indices with `arith` (and, before `lower-affine`,
`affine`) ops.  The validator needs each index, bound and guard as a
piecewise quasi-affine function of the parameters (sizes, loop indices,
block/thread ids): that is what isl can reason about (thesis Fig 4.7, the
affine typing judgement).  Anything outside that fragment raises
`NotAffine` naming the op that leaves it, so the caller can answer
`unsupported (<op> at file:line:col)` instead of guessing.

Recovery is lazy and memoized per `IndexEnv`: an index op that is never
used as an index, bound or guard is never looked at, so a data computation
that happens to be on `index` values does not make a program unsupported.

Conventions (stated once, relied on by the verifier):
* index arithmetic is on unbounded integers: no 64-bit overflow (thesis
  section 9.5; the report states the assumption);
* a value of an integer type narrower than 64 bits (`index_cast` or
  `trunci` to `i32`, arithmetic on `i32`) is the unbounded value only where
  that lies in the type's signed range: it is *partial*, defined there
  (`_fits`), so a wrapped or truncated index is never read as unbounded;
* unsigned ops (`divui`, `remui`, `minui`, `maxui`, `extui`) agree with
  their signed reading only on non-negative operands, so their value is
  *partial*: defined where the operands are non-negative.  The caller checks
  that every index it uses is defined on its whole domain
  (`space.defined_on`), which turns a possibly negative operand into
  `unsupported` rather than into a wrong model.
"""

from __future__ import annotations

from collections.abc import Callable

import islpy as isl
from xdsl.dialects.builtin import IntegerAttr, IntegerType, VectorType
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineSymExpr,
)
from tvmlir.ir.attrs import op_attr

from tvmlir.affine import space
from tvmlir.affine.space import const, constant_value


class NotAffine(Exception):
    """`op` computes a value outside the quasi-affine fragment."""

    def __init__(self, op: Operation | None, reason: str):
        super().__init__(reason)
        self.op = op
        self.reason = reason


Resolver = Callable[[OpResult], "isl.PwAff | None"]
"""Gives the value of index results of ops the affine layer does not own
(`memref.dim`, `gpu.thread_id`, ...); None means not affine."""

ConditionResolver = Callable[[OpResult], "tuple[isl.Set, isl.Set] | None"]
"""Gives an `i1` result of an op the affine layer does not own (a lane of
a mask vector, `vector.extract`) as (where it is true, where that reading
is defined); None means not affine."""

# arith.cmpi predicates, by their integer encoding.
_CMPI = {0: "eq", 1: "ne", 2: "slt", 3: "sle", 4: "sgt", 5: "sge",
         6: "ult", 7: "ule", 8: "ugt", 9: "uge"}


class IndexEnv:
    """Index values and conditions of one SSA scope instance (a function
    body, or one launch of a kernel)."""

    def __init__(self, resolver: Resolver | None = None, condition_resolver: ConditionResolver | None = None):
        self._resolver = resolver
        self._condition_resolver = condition_resolver
        self._id_ranges: dict[frozenset[str], isl.Set] = {}
        self._values: dict[SSAValue, isl.PwAff] = {}
        self._conds: dict[SSAValue, isl.Set] = {}
        self._aliases: dict[SSAValue, tuple[IndexEnv, SSAValue]] = {}

    # --- bindings ---------------------------------------------------------

    def bind(self, value: SSAValue, pa: isl.PwAff) -> None:
        """`value` (a loop index, a kernel argument...) is `pa`."""
        self._values[value] = pa

    def bound_ids(self, ids: list[str], ranges: isl.Set) -> None:
        """The parameters `ids` (a kernel's block and thread ids) always lie
        in `ranges` (`0 <= id < launch size`) where a value computed from
        them is used: such a value is defined only inside the kernel, and
        every domain there is inside the launch's ranges.  `_muli` uses it
        to see that a factor is piecewise constant (module doc)."""
        self._id_ranges[frozenset(ids)] = ranges

    def alias(self, value: SSAValue, env: IndexEnv, outer: SSAValue) -> None:
        """`value` is `outer` as seen by `env` (a kernel argument bound to a
        `gpu.launch_func` operand); resolved only if used."""
        self._aliases[value] = (env, outer)

    # --- queries ----------------------------------------------------------

    def index(self, value: SSAValue) -> isl.PwAff:
        """`value` as a quasi-affine function of the parameters."""
        found = self._values.get(value)
        if found is not None:
            return found
        if value in self._aliases:
            env, outer = self._aliases[value]
            result = env.index(outer)
        elif isinstance(value, OpResult):
            result = self._index_of_op(value)
        else:
            owner = value.owner.parent_op() if isinstance(value, BlockArgument) else None
            raise NotAffine(owner, "block argument that is not a loop index or a size")
        self._values[value] = result
        return result

    def condition_defined(self, value: SSAValue) -> isl.Set:
        """Where the `i1` value `value` has the meaning `condition` gives
        it: where every index it compares is defined.  Outside, the set
        `condition` returns says false although the program's comparison
        (of a narrow integer that wrapped, of an unsigned op's value at a
        negative operand) may be true; the caller refuses a guard not
        defined on its whole domain."""
        if value in self._aliases:
            env, outer = self._aliases[value]
            return env.condition_defined(outer)
        u = space.universe_params()
        if not isinstance(value, OpResult):
            return u
        op = value.op
        if op.name == "arith.cmpi":
            a, b = self._operands(op)
            return space.defined_on(a).intersect(space.defined_on(b))
        if op.name in ("arith.andi", "arith.ori", "arith.xori"):
            x, y = (self.condition_defined(v) for v in op.operands)
            return x.intersect(y)
        if self._condition_resolver is not None:
            resolved = self._condition_resolver(value)
            if resolved is not None:
                return resolved[1]
        return u

    def condition(self, value: SSAValue) -> isl.Set:
        """An `i1` value as the parameter set where it is true (meaningful
        where `condition_defined`)."""
        found = self._conds.get(value)
        if found is not None:
            return found
        if value in self._aliases:
            env, outer = self._aliases[value]
            result = env.condition(outer)
        elif isinstance(value, OpResult):
            result = self._condition_of_op(value.op)
        else:
            raise NotAffine(None, "condition that is a block argument")
        self._conds[value] = result
        return result

    # --- index ops --------------------------------------------------------

    def _index_of_op(self, result: OpResult) -> isl.PwAff:
        op = result.op
        name = op.name
        if name == "arith.constant":
            value = op_attr(op, "value")
            if isinstance(value, IntegerAttr):
                return const(wrapped(value.value.data, narrow_width(result.type)))
            raise NotAffine(op, "constant that is not an integer")
        handler = _INDEX_OPS.get(name)
        if handler is not None:
            return _fits(handler(self, op), narrow_width(result.type))
        if name in ("affine.apply", "affine.min", "affine.max"):
            return self._affine_map_op(op)
        if self._resolver is not None:
            resolved = self._resolver(result)
            if resolved is not None:
                return resolved
        raise NotAffine(op, "index computed by an op outside the quasi-affine fragment")

    def _operands(self, op: Operation) -> list[isl.PwAff]:
        return [self.index(v) for v in op.operands]

    def _affine_map_op(self, op: Operation) -> isl.PwAff:
        amap = op.properties["map"].data  # type: ignore[union-attr]
        args = self._operands(op)
        dims, syms = args[: amap.num_dims], args[amap.num_dims :]
        values = [affine_expr(e, dims, syms, op) for e in amap.results]
        if not values:
            raise NotAffine(op, "affine map without results")
        result = values[0]
        for v in values[1:]:
            result = result.min(v) if op.name == "affine.min" else result.max(v)
        if op.name == "affine.apply" and len(values) != 1:
            raise NotAffine(op, "affine.apply with several results")
        return result

    # --- conditions -------------------------------------------------------

    def _condition_of_op(self, op: Operation) -> isl.Set:
        name = op.name
        if name == "arith.constant":
            value = op_attr(op, "value")
            if isinstance(value, IntegerAttr):
                u = space.universe_params()
                return u if value.value.data & 1 else u.subtract(u)
        if name == "arith.cmpi":
            pred = _CMPI[op.properties["predicate"].value.data]  # type: ignore[union-attr]
            a, b = self._operands(op)
            if pred.startswith("u"):
                return _unsigned_compare(pred, a, b)
            return _compare(pred, a, b)
        if name in ("arith.andi", "arith.ori", "arith.xori"):
            x, y = (self.condition(v) for v in op.operands)
            if name == "arith.andi":
                return x.intersect(y)
            if name == "arith.ori":
                return x.union(y)
            return x.subtract(y).union(y.subtract(x))
        if self._condition_resolver is not None and len(op.results) == 1:
            resolved = self._condition_resolver(op.results[0])
            if resolved is not None:
                return resolved[0]
        raise NotAffine(op, "condition outside the quasi-affine fragment")


def _unsigned_compare(pred: str, a: isl.PwAff, b: isl.PwAff) -> isl.Set:
    """`a <pred> b` on the unsigned reading of two's complement values (a
    negative value is above every non-negative one): the signed comparison
    where the signs agree; `ult`/`ule` hold, `ugt`/`uge` fail, where only
    `b` is negative, and the reverse where only `a` is.  Exact for every
    width, since the values it sees are in their type's range (`_fits`)."""
    zero = const(0)
    a_neg, b_neg = space.lt(a, zero), space.lt(b, zero)
    a_nonneg, b_nonneg = space.le(zero, a), space.le(zero, b)
    same_sign = a_nonneg.intersect(b_nonneg).union(a_neg.intersect(b_neg))
    signed = _compare("s" + pred[1:], a, b).intersect(same_sign)
    if pred in ("ult", "ule"):
        return signed.union(a_nonneg.intersect(b_neg))
    return signed.union(a_neg.intersect(b_nonneg))


def _compare(pred: str, a: isl.PwAff, b: isl.PwAff) -> isl.Set:
    sets = {
        "eq": a.eq_set, "ne": a.ne_set, "slt": a.lt_set, "sle": a.le_set,
        "sgt": a.gt_set, "sge": a.ge_set,
    }
    return space.condition(sets[pred](b))


def narrow_width(t) -> int | None:
    """The bit width of an integer type narrower than `index` (64 bits,
    whose overflow is an assumption the report states), else None.  `i1`
    is left out: it is a condition, not an index.  A vector's lanes have
    its element type."""
    if isinstance(t, VectorType):
        t = t.element_type
    if isinstance(t, IntegerType) and 1 < t.width.data < 64:
        return t.width.data
    return None


def wrapped(v: int, width: int | None) -> int:
    """An integer constant of `width` bits, read as a signed value."""
    if width is None:
        return v
    half = 1 << (width - 1)
    return (v + half) % (1 << width) - half


def _fits(pa: isl.PwAff, width: int | None) -> isl.PwAff:
    """`pa`, the unbounded-integer value of an op whose result has `width`
    bits, restricted to where it lies in the type's signed range: there the
    machine value is `pa`, elsewhere the op wrapped (or truncated) and the
    quasi-affine reading is wrong.  A `width`-bit value is therefore
    partial, like an unsigned op's, and an index, bound or guard computed
    from it must be defined on its whole domain (`Evaluator.indices`,
    `Evaluator.condition`): `index_cast` to `i32` of a row index that can
    reach 2^31 is `unsupported`, never read as the index itself."""
    if width is None:
        return pa
    half = 1 << (width - 1)
    return pa.intersect_params(space.le(const(-half), pa).intersect(space.le(pa, const(half - 1))))


def _nonneg(pa: isl.PwAff) -> isl.PwAff:
    """`pa` restricted to where it is non-negative (unsigned reading)."""
    return pa.intersect_params(space.le(const(0), pa))


def _const_operand(env: IndexEnv, op: Operation, pos: int, what: str) -> int:
    value = constant_value(env.index(op.operands[pos]))
    if value is None:
        raise NotAffine(op, f"{what} by a value that is not a constant")
    return value


def _positive_divisor(env: IndexEnv, op: Operation) -> int:
    d = _const_operand(env, op, 1, "division")
    if d <= 0:
        raise NotAffine(op, f"division by {d}")
    return d


def _val(v: int) -> isl.Val:
    return isl.Val.int_from_si(space.CTX, v)


def _binary(f):
    """A handler applying `f` to both operands' values."""
    return lambda env, op: f(*env._operands(op))


def _by_constant(f, unsigned: bool = False):
    """A handler for `x <op> d` with `d` a positive constant, or a divisor
    that is a positive constant on each piece once the GPU ids it involves
    are bounded by their launch sizes (`_bounded_divisor`)."""

    def handler(env: IndexEnv, op: Operation) -> isl.PwAff:
        x = env.index(op.operands[0])
        x = _nonneg(x) if unsigned else x
        if constant_value(env.index(op.operands[1])) is None:
            pieces = _bounded_divisor(env, env.index(op.operands[1]))
            if pieces is not None:
                result = None
                for where, d in pieces:
                    part = f(x.intersect_params(where), d)
                    result = part if result is None else result.union_add(part)
                return result.coalesce()
        d = _positive_divisor(env, op)
        return f(x, d)

    return handler


def _bounded_divisor(env: IndexEnv, d: isl.PwAff) -> list[tuple[isl.Set, int]] | None:
    """The pieces of a divisor that is a positive constant on each of them
    once the GPU ids it involves lie in their launch ranges: IREE clamps a
    boundary tile's extent, `min(3 - 2 * block_id.x, 2)`, and distributes
    its elements over threads with `divui`/`remui` by it.  Sound for the
    reason `_bounded_product` is: the value involves a bounded id, so it is
    used only inside that kernel, where the ranges hold."""
    for ids, ranges in env._id_ranges.items():
        if not any(d.involves_param_id(space.param_id(i)) for i in ids):
            continue
        pieces = d.intersect_params(ranges).get_pieces()
        if not pieces:
            return None
        out = []
        for where, aff in pieces:
            if aff.is_cst():
                v = aff.get_constant_val()
                if not v.is_int() or v.to_python() <= 0:
                    return None
                out.append((where.params(), int(v.to_python())))
                continue
            # constant on each of its values' sub-pieces: `4 - 3 * (b mod 2)`
            # (a boundary tile every other block) takes 4 or 1
            split = _by_value(isl.PwAff.from_aff(aff).intersect_domain(where))
            if split is None:
                return None
            out += split
        return out
    return None


MAX_DIVISOR_VALUES = 16


def _by_value(pa: isl.PwAff) -> list[tuple[isl.Set, int]] | None:
    """`pa`'s domain split by its values, each a positive integer, when it
    takes at most `MAX_DIVISOR_VALUES` of them."""
    lo, hi = pa.min_val(), pa.max_val()
    if not (lo.is_int() and hi.is_int()) or lo.to_python() <= 0 or hi.to_python() - lo.to_python() >= MAX_DIVISOR_VALUES:
        return None
    out = []
    for v in range(int(lo.to_python()), int(hi.to_python()) + 1):
        where = space.condition(pa.eq_set(const(v)))
        if not where.is_empty():
            out.append((where, v))
    return out


def _floor_div(x: isl.PwAff, d: int) -> isl.PwAff:
    return x.scale_down_val(_val(d)).floor()


def _ceil_div(x: isl.PwAff, d: int) -> isl.PwAff:
    return x.scale_down_val(_val(d)).ceil()


LARGE_FACTOR = 1 << 31
"""A constant factor (or `shli` by 31 or more) that can make an index
product overflow 64 bits at realistic index values (`_scaled`)."""


def _scaled(op, pa: isl.PwAff, c: int) -> isl.PwAff:
    """`pa * c`, read as an unbounded integer.  The report assumes that
    index arithmetic does not overflow 64 bits, but a product by a constant
    of 2^31 or more overflows already at index values near 2^32, and by
    2^62 at 2: `(i * 2^62) / 2^62` was read as `i` (session 27) although
    the machine's load for i >= 2 is at -2.  Such a product by a non-constant
    is not read (unsupported); smaller factors stay under the assumption."""
    if abs(c) >= LARGE_FACTOR and constant_value(pa) is None:
        raise NotAffine(op, f"product by the constant {c}, which may overflow 64 bits (index arithmetic is read as "
                            "unbounded integers)")  # fmt: skip
    return pa.scale_val(_val(c))


def _muli(env, op):
    a, b = env._operands(op)
    ca, cb = constant_value(a), constant_value(b)
    if cb is not None:
        return _scaled(op, a, cb)
    if ca is not None:
        return _scaled(op, b, ca)
    product = _bounded_product(env, a, b)
    if product is None:
        raise NotAffine(op, "product of two non-constant index values")
    return product


def _bounded_product(env: IndexEnv, a: isl.PwAff, b: isl.PwAff) -> isl.PwAff | None:
    """`a * b` where one factor is piecewise constant once the GPU ids it
    involves are bounded by their launch sizes (`IndexEnv.bound_ids`):
    e.g. `thread_id.z * ceildiv(min(4 - 3 * block_id.z, 3), 2)`, whose
    second factor is 2 in block 0 and 1 in block 1.  The result is the
    product on each piece, defined only inside the ranges.

    Sound because it is used only where the ranges hold: a factor
    involves a bounded id, so the product is computed from an id, hence
    defined inside that kernel, where every domain is inside the ranges
    (and `Evaluator.indices` refuses an index not defined on all of its
    domain)."""
    for ids, ranges in env._id_ranges.items():
        if not any(p.involves_param_id(space.param_id(i)) for p in (a, b) for i in ids):
            continue
        for x, y in ((a, b), (b, a)):
            pieces = y.intersect_params(ranges).get_pieces()
            if not pieces or not all(aff.is_cst() for _, aff in pieces):
                continue
            result = None
            for where, aff in pieces:
                part = x.intersect_params(where.params()).scale_val(aff.get_constant_val())
                result = part if result is None else result.union_add(part)
            return result.coalesce()
    return None


def _shli(env, op):
    s = _const_operand(env, op, 1, "shift")
    if not 0 <= s < 62:
        raise NotAffine(op, f"shift by {s}")
    return _scaled(op, env.index(op.operands[0]), 1 << s)


def _same(env, op):
    # Casts between index and integer types: the same integer (no overflow).
    return env.index(op.operands[0])


def _extui(env, op):
    return _nonneg(env.index(op.operands[0]))


def _select(env, op):
    c = env.condition(op.operands[0])
    a, b = env.index(op.operands[1]), env.index(op.operands[2])
    picked = a.intersect_params(c).union_add(b.intersect_params(space.universe_params().subtract(c)))
    return picked.intersect_params(env.condition_defined(op.operands[0]))


_INDEX_OPS: dict[str, Callable[[IndexEnv, Operation], isl.PwAff]] = {
    "arith.addi": _binary(lambda a, b: a.add(b)),
    "arith.subi": _binary(lambda a, b: a.sub(b)),
    "arith.muli": _muli,
    "arith.divsi": _by_constant(lambda x, d: x.tdiv_q(const(d))),
    "arith.divui": _by_constant(_floor_div, unsigned=True),
    "arith.floordivsi": _by_constant(_floor_div),
    "arith.ceildivsi": _by_constant(_ceil_div),
    "arith.ceildivui": _by_constant(_ceil_div, unsigned=True),
    "arith.remsi": _by_constant(lambda x, d: x.tdiv_r(const(d))),
    "arith.remui": _by_constant(lambda x, d: x.mod_val(_val(d)), unsigned=True),
    "arith.minsi": _binary(lambda a, b: a.min(b)),
    "arith.maxsi": _binary(lambda a, b: a.max(b)),
    "arith.minui": _binary(lambda a, b: _nonneg(a).min(_nonneg(b))),
    "arith.maxui": _binary(lambda a, b: _nonneg(a).max(_nonneg(b))),
    "arith.shli": _shli,
    "arith.index_cast": _same,
    "arith.index_castui": _extui,
    "arith.extsi": _same,
    "arith.extui": _extui,
    "arith.trunci": _same,
    "arith.select": _select,
}


def affine_expr(
    expr: AffineExpr,
    dims: list[isl.PwAff],
    syms: list[isl.PwAff],
    op: Operation | None = None,
) -> isl.PwAff:
    """An MLIR affine expression with its dims and symbols bound."""
    match expr:
        case AffineConstantExpr():
            return const(expr.value)
        case AffineDimExpr():
            return dims[expr.position]
        case AffineSymExpr():
            return syms[expr.position]
        case AffineBinaryOpExpr():
            lhs = affine_expr(expr.lhs, dims, syms, op)
            rhs = affine_expr(expr.rhs, dims, syms, op)
            kind = expr.kind
            if kind == AffineBinaryOpKind.Add:
                return lhs.add(rhs)
            c = constant_value(rhs)
            if kind == AffineBinaryOpKind.Mul:
                cl = constant_value(lhs)
                if c is not None:
                    return _scaled(op, lhs, c)
                if cl is not None:
                    return _scaled(op, rhs, cl)
                raise NotAffine(op, "affine map multiplying two non-constants")
            if c is None or c <= 0:
                raise NotAffine(op, "affine map dividing by a non-positive or non-constant value")
            if kind == AffineBinaryOpKind.FloorDiv:
                return lhs.scale_down_val(_val(c)).floor()
            if kind == AffineBinaryOpKind.CeilDiv:
                return lhs.scale_down_val(_val(c)).ceil()
            if kind == AffineBinaryOpKind.Mod:
                return lhs.mod_val(_val(c))
    raise NotAffine(op, f"affine expression {expr}")
