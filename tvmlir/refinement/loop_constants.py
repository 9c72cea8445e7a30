"""The integer constants of functions, folded through casts and arithmetic.

`check.check_pair` checks a proof that needed the dynamic-extent bounds
(`--max-unknown-dimsize`) again with extents past a constant K of either
side (a tile size, a step, a threshold): within the bounds, no loop of
step K ran twice and no `i < K` was false.  Session 27 took K from the
`index`-typed `arith.constant`s and the constants of affine maps only, so a
tile size written as `arith.index_cast` of an `i64` constant, or as the
product `8 * 8`, was not seen: mlir-opt-19's tile by 64 with the remainder
`min(n, 64)` (for `min(n - i, 64)`) was "verified for extents <= 50", exit
0, again (attack round 8).  Here every integer SSA value that is a
constant is found: `arith.constant` of any integer type (and integer
splats), the integer casts, the integer `arith` ops and `affine.apply` /
`min` / `max` with constant operands, plus the constants of affine maps,
the integral float constants, the elements of `dense` constants, and 2^c
for a shift by a constant c.  Attack round 10 added what still hid a
threshold: the floor and ceiling of a non-integral float constant, the
elements of a constant global read through `memref.get_global`, the
static extents of the functions' types (a staging buffer of 5000), 2^(N-1)
and 2^N for a cast into iN (a value taken through i8 wraps past 127), and
shifts up to 16.
The values are exact integers (no wrapping): they only choose bounds to
check again at, any choice is sound.
"""

from __future__ import annotations

import itertools
import math

from xdsl.dialects.builtin import (
    AffineMapAttr,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    VectorType,
)
from xdsl.ir.affine import AffineBinaryOpExpr, AffineConstantExpr

_CASTS = frozenset({"arith.index_cast", "arith.index_castui", "arith.extsi", "arith.extui", "arith.trunci",
                    "index.casts", "index.castu"})  # fmt: skip


_SHIFTS = frozenset({"arith.shli", "arith.shrui", "arith.shrsi"})
_SHIFT_AMOUNTS = range(1, 64)
"""A shift by a constant c compares with 2^c (`i >> 6` is 0 below 64;
attack round 10: `i >> 13` hid 8192 when the amounts stopped at 11).  Past
2^16, the extent the constants' re-check reaches, 2^c is still found, so
that the verdict prints that nothing past it was checked (attack round
12: `i >> 20` was "verified for extents <= 50" with no such note)."""

_NARROWING = frozenset({"arith.index_cast", "arith.index_castui", "arith.trunci", "index.casts", "index.castu"})
"""Casts whose integer result may be narrower than their operand: a value
taken through iN wraps at 2^(N-1) (signed) and 2^N (attack round 10: a
loop index taken through i8 or i16 and back is wrong past 127 or 32767
elements, and no constant of the program says so)."""


def _div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _floordiv(a: int, b: int) -> int:
    return a // b


def _ceildiv(a: int, b: int) -> int:
    return -((-a) // b)


_BINARY = {
    "arith.addi": lambda a, b: a + b,
    "arith.subi": lambda a, b: a - b,
    "arith.muli": lambda a, b: a * b,
    "arith.shli": lambda a, b: a << b if 0 <= b < 64 else None,
    "arith.divsi": lambda a, b: _div(a, b) if b else None,
    "arith.divui": lambda a, b: _div(a, b) if b else None,
    "arith.floordivsi": lambda a, b: _floordiv(a, b) if b else None,
    "arith.ceildivsi": lambda a, b: _ceildiv(a, b) if b else None,
    "arith.ceildivui": lambda a, b: _ceildiv(a, b) if b else None,
    "arith.remsi": lambda a, b: a - _div(a, b) * b if b else None,
    "arith.minsi": min, "arith.maxsi": max, "arith.minui": min, "arith.maxui": max,
}  # fmt: skip


def _is_integer(t) -> bool:
    return isinstance(t, IndexType) or isinstance(t, IntegerType) and t.width.data > 1


def _map_constants(expr) -> list[int]:
    if isinstance(expr, AffineConstantExpr):
        return [abs(expr.value)]
    if isinstance(expr, AffineBinaryOpExpr):
        return _map_constants(expr.lhs) + _map_constants(expr.rhs)
    return []


MAX_DENSE_ELEMENTS = 1 << 16
"""Elements of a `dense` constant read for their values (a table of
thresholds, distinct values); a larger constant is not read.  Was 4096 until
attack round 12 (a threshold in a table of 5000 was not seen)."""


def _constant_of(op) -> int | None:
    if op.name != "arith.constant" or not op.results or not _is_integer(_element_type(op.results[0].type)):
        return None
    value = op.properties.get("value") or op.attributes.get("value")
    if isinstance(value, IntegerAttr):
        return value.value.data
    if isinstance(value, DenseIntOrFPElementsAttr):
        data = _dense_values(value)
        if data and len(set(data)) == 1:
            return int(data[0])
    return None


def _dense_values(attr) -> list:
    try:
        data = list(itertools.islice(attr.iter_values(), MAX_DENSE_ELEMENTS + 1))
    except (TypeError, ValueError, AttributeError):
        return []
    return data if len(data) <= MAX_DENSE_ELEMENTS else []


def _attribute_constants(op) -> list[int]:
    """Integral values an op's attributes hold that are not an integer SSA
    value's, wherever in the attribute they are (`_attribute_integers`)."""
    out: list[int] = []
    for a in (*op.attributes.values(), *op.properties.values()):
        out.extend(_attribute_integers(a))
    return out


MAX_ATTRIBUTE_DEPTH = 8

_DYNAMIC = -(1 << 63)


def _attribute_integers(a, depth: int = 0) -> list[int]:
    """The integers an attribute holds, nested attributes and types
    included: float constants (`sitofp(i) < 64.0`; a non-integral one by
    its floor and ceiling), the elements of `dense` constants (a table of
    thresholds), integer attributes (an `affine.for` step), dense arrays
    (`scf.index_switch` cases, static offsets and sizes), the constants of
    affine maps and integer sets (`affine.if`), and the static extents,
    strides and offsets of types.  Attack round 12: a threshold in an
    `affine.if` set, a switch case or a layout's offset read through
    `extract_strided_metadata` was "verified for extents <= 50", exit 0,
    wrong past it: the finder had read float and dense attributes only,
    and an attribute's kind is no reason for a threshold not to be one."""
    from xdsl.dialects.builtin import (
        AffineSetAttr,
        ArrayAttr,
        DenseArrayBase,
        DictionaryAttr,
        StridedLayoutAttr,
    )
    from xdsl.ir import TypeAttribute

    if depth > MAX_ATTRIBUTE_DEPTH:
        return []
    values: list = []
    out: list[int] = []
    if isinstance(a, FloatAttr):
        values = [a.value.data]
    elif isinstance(a, IntegerAttr):
        values = [a.value.data]
    elif isinstance(a, DenseIntOrFPElementsAttr):
        values = _dense_values(a)
    elif isinstance(a, DenseArrayBase):
        try:
            values = list(itertools.islice(a.iter_values(), MAX_DENSE_ELEMENTS + 1))
        except (TypeError, ValueError, AttributeError):
            values = []
        values = values if len(values) <= MAX_DENSE_ELEMENTS else []
        # MLIR's `ShapedType::kDynamic` (-2^63) marks a dynamic offset or
        # size in `static_offsets` / `static_sizes`: no threshold.
        values = [v for v in values if v != _DYNAMIC]
    elif isinstance(a, AffineMapAttr):
        for e in a.data.results:
            out.extend(_map_constants(e))
    elif isinstance(a, AffineSetAttr):
        for c in a.data.constraints:
            out.extend(_map_constants(c.lhs) + _map_constants(c.rhs))
    elif isinstance(a, StridedLayoutAttr):
        for v in (a.get_offset(), *a.get_strides()):
            if isinstance(v, int):
                values.append(v)
    elif isinstance(a, ArrayAttr):
        for x in a.data:
            out.extend(_attribute_integers(x, depth + 1))
    elif isinstance(a, DictionaryAttr):
        for x in a.data.values():
            out.extend(_attribute_integers(x, depth + 1))
    elif isinstance(a, TypeAttribute):
        out.extend(_type_constants(a, depth))
    for v in values:
        if isinstance(v, float):
            if v != v or v in (float("inf"), float("-inf")):
                continue
            if v != int(v):
                # `sitofp(i) < 4999.5` tests i against 5000 (attack
                # round 10: a non-integral threshold was skipped).
                out.extend((abs(math.floor(v)), abs(math.ceil(v))))
                continue
        out.append(abs(int(v)))
    return out


def _type_constants(t, depth: int = 0) -> list[int]:
    """A type's static extents and its layout's integers (a view's offset
    is read back by `extract_strided_metadata`)."""
    out = _shape_constants(t)
    layout = getattr(t, "layout", None)
    if layout is not None:
        out.extend(_attribute_integers(layout, depth + 1))
    return out


def _shape_constants(t) -> list[int]:
    """The static extents of a shaped type: a buffer of 5000 elements
    overflows past 5000 (attack round 10: a scratch memref<5000xf32>
    staged n elements, and 5000 was no SSA value)."""
    shape = getattr(t, "get_shape", None)
    if shape is None:
        return []
    try:
        return [int(d) for d in shape() if int(d) > 0]
    except (TypeError, ValueError):
        return []


def _global_constants(op) -> list[int]:
    """The elements of the `memref.global` a `memref.get_global` reads (a
    threshold kept in a constant global)."""
    from xdsl.traits import SymbolTable

    name = getattr(op, "name_", None)
    if name is None:
        return []
    try:
        glob = SymbolTable.lookup_symbol(op, name.root_reference.data)
    except Exception:  # noqa: BLE001 (no symbol table above: nothing to read)
        return []
    return _attribute_constants(glob) if glob is not None else []


def _global_lanes(op):
    """The integer elements and shape of the constant `memref.global` a
    `memref.get_global` reads, or None."""
    from xdsl.traits import SymbolTable

    name = getattr(op, "name_", None)
    if name is None:
        return None
    try:
        glob = SymbolTable.lookup_symbol(op, name.root_reference.data)
    except Exception:  # noqa: BLE001 (no symbol table above)
        return None
    if glob is None or glob.properties.get("constant") is None:
        return None
    init = glob.properties.get("initial_value")
    if not isinstance(init, DenseIntOrFPElementsAttr):
        return None
    lanes = _dense_values(init)
    shape = list(op.results[0].type.get_shape())
    if not lanes:
        return None
    if len(lanes) == 1 and math.prod(shape) > 1:  # a splat
        lanes = lanes * math.prod(shape)
    return (lanes, shape)


def _element_type(t):
    return getattr(t, "element_type", t)


def integer_constants(funcs) -> set[int]:
    """The magnitudes of the constant integer values of `funcs` (and of
    their affine maps' constants).  It costs solver queries (the flip
    search): `check.check_pair` asks once per bounded proof."""
    found: set[int] = set()
    for f in funcs:
        known: dict = {}
        for op in f.walk():
            found.update(_attribute_constants(op))
            if op.name == "memref.get_global":
                found.update(_global_constants(op))
            for r in op.results:
                found.update(_type_constants(r.type))
            for region in op.regions:
                for block in region.blocks:
                    for a in block.args:
                        found.update(_type_constants(a.type))
            if op.name in _NARROWING and op.results and isinstance(op.results[0].type, IntegerType):
                width = op.results[0].type.width.data
                if 1 < width < 64:
                    found.update((1 << (width - 1), 1 << width))
            if op.name in _SHIFTS and len(op.operands) == 2 and known.get(op.operands[1]) in _SHIFT_AMOUNTS:
                found.add(1 << known[op.operands[1]])  # `i >> 6` tests i against 64
            value = _fold(op, known)
            if value is not None:
                known[op.results[0]] = value
                found.add(abs(value))
    evaluated = evaluated_constants(funcs)
    out = Constants(found | evaluated)
    out.incomplete = evaluated.incomplete
    return out


def _fold(op, known: dict) -> int | None:
    try:
        value = _constant_of(op)
        if value is not None:
            return value
        if len(op.results) != 1 or not _is_integer(_element_type(op.results[0].type)):
            return None
        args = [known.get(o) for o in op.operands]
        if not args or any(a is None for a in args):
            return None
        if op.name in _CASTS:
            return args[0]
        if op.name in _BINARY and len(args) == 2:
            return _BINARY[op.name](*args)
        if op.name in ("affine.apply", "affine.min", "affine.max"):
            m = op.properties.get("map") or op.attributes.get("map")
            if not isinstance(m, AffineMapAttr):
                return None
            dims = m.data.num_dims
            values = m.data.eval(args[:dims], args[dims:])
            return values[0] if op.name == "affine.apply" else (min if op.name == "affine.min" else max)(values)
    except (ArithmeticError, ValueError, TypeError, IndexError, AttributeError):
        return None
    return None


# --- values computed from constants however: by tvmlir's own semantics --------

MAX_SIMULATED_STEPS = 1 << 12
"""Op evaluations spent per function running loops whose bounds and
initial values are constants (a threshold carried through a loop); only
the loops' results are recorded, not the values of each iteration (an
induction variable is no threshold, and would crowd the re-checks)."""

MAX_CHOICES = 4
"""Unknown `if-then-else` conditions a value computed from constants is
enumerated over (16 values at most)."""

FLIP_LIMIT = 1 << 32
"""Flip points of a condition on one unknown are looked for below this
(HUGE_RECHECKED of check.py: no check looks further)."""

MAX_FLIP_CONDITIONS = 48
"""Conditions of one function whose flip points are looked for."""

MAX_FLIP_TERMS = 64
"""Integer terms (not conditions) of one function whose flip points are
looked for: those constant near 0 (`i / 3`, `min(i / 3, 20)`), whose
changes are thresholds a condition may hide (attack round 15)."""

MAX_FLIP_QUERIES = 1024
"""Solver queries of the flip search per function (each binary search is
about 25): a kernel of many conditions pays a bounded price."""

FLIPS = 2

MAX_CALL_DEPTH = 8
"""Nested calls whose callee's body is run on the arguments' values."""

MAX_FLIP_UNKNOWNS = 3
"""Unknowns of a condition whose flip points are looked for (each alone,
the others 0, and all equal)."""
"""Flip points looked for per condition (a window `a <= i < b` has two)."""

FLIP_BUDGET_UNITS = 2_000_000
"""z3 work per query of the flip search (bit-vector terms of one unknown:
a few thousand units each when measured; a query out of budget ends the
search for that condition, which only loses a threshold)."""

MAX_LANES = 4096
"""Lanes of a constant vector kept for `vector.extract` / `vector.reduction`."""

_REDUCTIONS = {
    "add": lambda a, b: a + b, "mul": lambda a, b: a * b, "minsi": min, "maxsi": max, "minui": min,
    "maxui": max, "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
}  # fmt: skip


class _Evaluator:
    """Every value of a function that its constants alone determine, found by
    running tvmlir's scalar semantics (`ScalarSemantics` over IEEE floats)
    on constant operands and simplifying: whatever op computes a threshold
    (`ori`, `bitcast` of a float, `math.ipowi`, `math.ctlz`, ...) is read
    as the proof reads it, not by a list of op names here (attack round 11:
    a tile of 63 written as `32 | 31`, `ctlz(1)`, `ipowi(2, 6)`, the bits of
    a float, a loop adding 8 eight times, or the sum of a constant vector's
    lanes was "verified for extents <= 50", exit 0, wrong past 63).  Loops
    whose bounds, step and initial values are constants are run (at most
    MAX_SIMULATED_STEPS op evaluations per function); constant vectors are
    kept as lanes for `vector.extract` and `vector.reduction`."""

    def __init__(self, found: set[int]):
        import z3

        from tvmlir.semantics.fp import IEEEFP
        from tvmlir.semantics.scalar import ScalarSemantics

        self.z3 = z3
        self.sem = ScalarSemantics(fp=IEEEFP())
        self.found = found
        self.steps = MAX_SIMULATED_STEPS
        self.recording = True
        self.flip_conditions = MAX_FLIP_CONDITIONS
        self.flip_terms = MAX_FLIP_TERMS
        self.flip_queries = MAX_FLIP_QUERIES
        self.memory: dict = {}
        self.call_depth = 0
        self.searched: set = set()
        # Block ids (by their term's id): the block size a flip in one is
        # multiplied by to give the extent it is reached at (`_launch`).
        self.scales: dict = {}
        # What the search could not follow (a limit reached): the flip
        # points it found may not be all of them.
        self.incomplete: set = set()

    def run_block(self, block, env: dict):
        """Evaluate `block`'s ops in order in `env` (SSA value -> z3 term or
        list of lane ints); the terminator's operand values (None if unknown)."""
        for op in block.ops:
            if self.steps <= 0:
                return None
            self.steps -= 1
            if op.name in ("scf.yield", "affine.yield", "func.return"):
                return [env.get(o) for o in op.operands]
            try:
                self.run_op(op, env)
            except Exception:  # noqa: BLE001 (an op without a constant meaning here: its results stay unknown)
                continue
        return None

    def _record(self, v, term) -> None:
        z3 = self.z3
        term = z3.simplify(term)
        if self.recording and not _is_value(term):
            for v in self._choices(term):
                self._record(v, v)
            for t in _threshold_terms(term):
                self._flips(t)
            return term
        if self.recording and z3.is_bv_value(term):
            self.found.add(abs(term.as_signed_long()))
        elif self.recording and z3.is_fp_value(term):
            # A float computed from constants is a threshold too
            # (`sitofp(i) < exp2(6.0)`; attack round 12): its floor and
            # ceiling, as for a float attribute.
            if not (term.isNaN() or term.isInf()):
                real = z3.simplify(z3.fpToReal(term))
                if z3.is_rational_value(real):
                    n, d = real.numerator_as_long(), real.denominator_as_long()
                    if abs(n) < (d << 62):
                        self.found.update((abs(n // d), abs(-(-n // d))))
        return term

    def _flips(self, term) -> None:
        """Record where a condition on one unknown integer changes value:
        the least n >= 0 where it differs from its value at 0, then the
        next change after n (FLIPS in all); on up to MAX_FLIP_UNKNOWNS
        unknowns, for each alone (the others 0) and for all equal.  A threshold an extent or
        index is compared with need not be a constant of the program:
        `i / 3 <= 20`, `i >> 1 < 30`, `i - 30 < 30`, `ceildiv(i, 7) <= 8`
        and `float(i) * 0.015625 < 1.0` are first false at 63, 60, 60, 57
        and 64, none of them a constant (attack round 14: each was
        "verified for extents <= 50", exit 0).  Whatever the condition
        computes, the solver finds where it flips."""
        z3 = self.z3
        if not (z3.is_bool(term) or z3.is_bv(term)) or term.get_id() in self.searched:
            return
        self.searched.add(term.get_id())
        symbols = _unknowns(term)
        if not symbols or any(not z3.is_bv(v) or v.size() < 8 for v in symbols):
            return
        condition = z3.is_bool(term) or term.size() == 1
        if not condition and all(self._moves_at_once(term, x) for x in symbols):
            return  # an integer that changes at its first step (`i + 1`, `4 * i`): where it stops is a condition's
        if len(symbols) > MAX_FLIP_UNKNOWNS:
            self.incomplete.add(f"a condition on {len(symbols)} unknowns (the search takes at most {MAX_FLIP_UNKNOWNS})")
            return
        if condition:
            if self.flip_conditions <= 0:
                self.incomplete.add(f"more than {MAX_FLIP_CONDITIONS} conditions")
                return
            self.flip_conditions -= 1
        else:
            if self.flip_terms <= 0:
                self.incomplete.add(f"more than {MAX_FLIP_TERMS} integer terms constant near 0")
                return
            self.flip_terms -= 1
        if len(symbols) == 1:
            self._flips_of(term, symbols[0])
            return
        # Several unknowns (two extents combined, an index and an extent):
        # where it flips with all of them equal (`i/4 + j/4 < 30` at 60),
        # and with each alone, the others 0.
        for x in symbols:
            zeros = [(y, z3.BitVecVal(0, y.size())) for y in symbols if y is not x]
            self._flips_of(z3.substitute(term, *zeros), x)
        if len({v.size() for v in symbols}) == 1:
            t = z3.FreshConst(symbols[0].sort(), "diagonal")
            self._flips_of(z3.substitute(term, *[(y, t) for y in symbols]), t)

    def _moves_at_once(self, term, x) -> bool:
        """Whether `term` (the other unknowns 0) differs at x = 0, 1 and 2."""
        z3 = self.z3
        zeros = [(y, z3.BitVecVal(0, y.size())) for y in _unknowns(term) if not y.eq(x)]
        vals = [z3.simplify(z3.substitute(term, *zeros, (x, z3.BitVecVal(k, x.size())))) for k in range(3)]
        return all(_is_value(v) for v in vals) and not vals[0].eq(vals[1]) and not vals[1].eq(vals[2])

    def _flips_of(self, term, x) -> None:
        """FLIPS flip points of `term` in its one unknown `x` (`_flips`)."""
        z3 = self.z3
        from tvmlir.smt.budget import Budget, check, new_solver

        width = x.size()
        limit = min(FLIP_LIMIT, (1 << (width - 1)) - 1)
        budget = Budget(timeout_ms=None, rlimit=FLIP_BUDGET_UNITS)

        def least(lo: int, hi: int):
            """A value of x in [lo, hi] where `term` is not `at` (None: none; False: out of budget)."""
            if self.flip_queries <= 0:
                return False
            self.flip_queries -= 1
            solver = new_solver()
            solver.add(z3.UGE(x, lo), z3.ULE(x, hi), term != at)
            r = check(solver, budget)
            if r == z3.sat:
                return solver.model().eval(x, model_completion=True).as_long()
            return None if r == z3.unsat else False

        start = 0
        for _ in range(FLIPS):
            at = z3.simplify(z3.substitute(term, (x, z3.BitVecVal(start, width))))
            if not (_is_value(at) or z3.is_true(at) or z3.is_false(at)) or start + 1 > limit:
                return
            found = least(start + 1, limit)
            if found is False:
                self.incomplete.add("the search for where a condition changes value ran out of queries or budget")
                return
            if found is None:
                return
            # The first flip is often near (an index term changes at 1, a
            # tile boundary at 64): windows doubling from `start` bound it
            # in a few queries before the binary search.
            lo, width_ = start + 1, 1
            while width_ < found - start:
                v = least(start + 1, start + width_)
                if v is False:
                    break
                if v is not None:
                    found = v
                    break
                lo, width_ = start + width_ + 1, width_ * 2
            hi = found - 1
            while lo <= hi:  # every flip below `found` is in [lo, hi]
                mid = (lo + hi) // 2
                v = least(lo, mid)
                if v is False:
                    break
                if v is None:
                    lo = mid + 1
                else:
                    found, hi = v, v - 1
            self.found.add(found)
            if x.get_id() in self.scales:
                self.found.add(found * self.scales[x.get_id()])
            start = found

    def _int(self, term):
        return term.as_signed_long() if term is not None and self.z3.is_bv_value(term) else None

    def run_op(self, op, env: dict) -> None:
        z3 = self.z3
        if op.name in ("scf.for", "affine.for"):
            self.run_loop(op, env)
            return
        if op.name == "scf.while":
            self.run_while(op, env)
            return
        if op.name == "gpu.launch" and op.regions and op.regions[0].blocks:
            self._launch(op, env)
            return
        if op.regions:
            # Any other op's regions (a `linalg.generic`'s body, an
            # `scf.if`'s branches, a kernel): run once, their arguments
            # unknown (attack round 13: a threshold computed by a loop
            # inside a generic's body was never run).
            yields = []
            for region in op.regions:
                for block in region.blocks:
                    out = self.run_block(block, dict(env))
                    if out is not None and len(out) == len(op.results):
                        yields.append(out)
            if op.name in ("scf.if", "scf.index_switch") and op.results and len(yields) == len(op.regions):
                self._region_results(op, yields, env)
            return
        if self._memory(op, env):
            return
        if op.name == "func.call" and op.results:
            self._call(op, env)
            return
        if op.name in ("vector.broadcast", "vector.splat", "tensor.splat") and len(op.results) == 1 and op.operands:
            # Lanes of an unknown scalar too (attack round 15: `i / 3 <= 20`
            # computed on a broadcast of the index and read from one lane).
            v = self._operand(op.operands[0], env)
            n = math.prod(op.results[0].type.get_shape()) if hasattr(op.results[0].type, "get_shape") else 0
            if v is not None and not isinstance(v, list) and 0 < n <= MAX_LANES:
                v = self.z3.simplify(v)
                env[op.results[0]] = [v.as_signed_long() if self.z3.is_bv_value(v) else v] * n
            return
        if op.name in ("tensor.from_elements", "vector.from_elements") and len(op.results) == 1:
            values = [self._operand(o, env) for o in op.operands]
            if values and len(values) <= MAX_LANES and all(v is not None and not isinstance(v, list) for v in values):
                env[op.results[0]] = [self.z3.simplify(v) for v in values]
            return
        if (len(op.results) == 1 and isinstance(op.results[0].type, VectorType)
                and any(isinstance(env.get(o), list) for o in op.operands) and self._lanes(op, env)):  # fmt: skip
            return
        if op.name == "arith.constant" and op.results:
            value = op.properties.get("value") or op.attributes.get("value")
            if isinstance(value, DenseIntOrFPElementsAttr):
                lanes = _dense_values(value)
                if lanes and len(lanes) <= MAX_LANES and all(isinstance(x, int) for x in lanes):
                    env[op.results[0]] = lanes
                return
        if op.name == "vector.extract" and len(op.results) == 1:
            lanes = env.get(op.operands[0]) if op.operands else None
            pos = op.properties.get("static_position")
            if isinstance(lanes, list) and pos is not None and len(op.operands) == 1:
                idx = list(pos.get_values())
                if len(idx) == 1 and 0 <= idx[0] < len(lanes):
                    self._set_lane(op.results[0], lanes[idx[0]], env)
            return
        if op.name == "vector.reduction" and len(op.results) == 1:
            lanes = env.get(op.operands[0])
            kind = op.properties.get("kind") or op.attributes.get("kind")
            f = _REDUCTIONS.get(str(getattr(kind, "data", kind)).split(".")[-1].strip("<>"))
            if isinstance(lanes, list) and lanes and f is not None and len(op.operands) == 1:
                if all(isinstance(x, int) for x in lanes):
                    acc = lanes[0]
                    for x in lanes[1:]:
                        acc = f(acc, x)
                    self._set_int(op.results[0], acc, env)
                elif _scalar(op.results[0].type):
                    acc = self._lane_reduction(str(getattr(kind, "data", kind)).split(".")[-1].strip("<>"),
                                               lanes, op.results[0].type)  # fmt: skip
                    if acc is not None:
                        env[op.results[0]] = self._record(op.results[0], acc)
            return
        if not op.results or not all(_scalar(r.type) for r in op.results):
            return
        if op.name in ("affine.apply", "affine.min", "affine.max") and len(op.results) == 1:
            # Not scalar ops of ScalarSemantics: their maps on the operands'
            # terms (a threshold `i floordiv 4 < 15`, attack round 14).
            self._affine(op, env)
            return
        args = [self._operand(o, env) for o in op.operands]
        if any(a is None or isinstance(a, list) for a in args):
            return
        results, _ub = self.sem.encode(op, args)
        results = [z3.simplify(t) if isinstance(t, z3.ExprRef) else t for t in results]
        if any(isinstance(t, z3.ExprRef) and not _is_value(t) for t in results):
            results = self._concrete(op, args) or results
        for r, t in zip(op.results, results):
            if isinstance(t, z3.ExprRef):
                env[r] = self._record(r, t)

    def _launch(self, op, env: dict) -> None:
        """A `gpu.launch`'s body, run once with its ids unknown; a block id
        is reached at extents of its value times the block's size, so a
        flip in it at F is a threshold F * size too (attack round 15: a
        guard `tx + (bx & 1) * 32 < n` over blocks of 32 is wrong from the
        third block, n = 65, and `bx & 1` flips at bx = 2)."""
        body = op.regions[0].blocks[0]
        inner = dict(env)
        try:
            sizes = [self._int(env.get(getattr(op, f"blockSize{d}"))) for d in "XYZ"]
        except Exception:  # noqa: BLE001 (not xDSL's LaunchOp: no sizes known)
            sizes = []
        if len(body.args) >= 6 and len(sizes) == 3:
            for k in range(3):
                sym = self._operand(body.args[k], inner)
                if sizes[k] is not None and sizes[k] > 1 and isinstance(sym, self.z3.ExprRef):
                    self.scales[sym.get_id()] = sizes[k]
        self.run_block(body, inner)

    def _call(self, op, env: dict) -> None:
        """A call's results: the callee's body run on the arguments' values
        (at most MAX_CALL_DEPTH deep; attack round 14: `@dbl(31)`, a
        private function adding its argument to itself, hid 62)."""
        from xdsl.traits import SymbolTable

        if self.call_depth >= MAX_CALL_DEPTH:
            if any(_scalar(r.type) for r in op.results):
                self.incomplete.add(f"calls nested deeper than {MAX_CALL_DEPTH}")
            return
        try:
            callee = SymbolTable.lookup_symbol(op, op.properties["callee"].root_reference.data)
        except Exception:  # noqa: BLE001 (no callee to run: its results stay unknown)
            return
        if callee is None or not callee.regions or not callee.regions[0].blocks:
            return
        block = callee.regions[0].blocks[0]
        if len(block.args) != len(op.operands):
            return
        inner = {a: self._operand(o, env) for a, o in zip(block.args, op.operands)}
        self.call_depth += 1
        try:
            out = self.run_block(block, inner)
        finally:
            self.call_depth -= 1
        if out is None or len(out) != len(op.results):
            return
        for r, t in zip(op.results, out):
            if t is not None and _scalar(r.type):
                env[r] = t

    def _region_results(self, op, yields: list, env: dict) -> None:
        """An `scf.if`'s or `scf.index_switch`'s results: the branch a
        known condition takes, else a choice on an unknown condition
        between what the branches yield (enumerated by `_record`; attack
        round 14: `(if c then 30 else 33) * 2` hid 60 and 66)."""
        z3 = self.z3
        chosen = None
        if op.name == "scf.if":
            cond = env.get(op.operands[0])
            if cond is not None and not isinstance(cond, list) and _is_value(z3.simplify(cond)):
                c = z3.simplify(cond)
                chosen = yields[0] if (z3.is_true(c) or (z3.is_bv_value(c) and c.as_long() != 0)) else yields[-1]
        for k, r in enumerate(op.results):
            terms = [y[k] for y in ([chosen] if chosen is not None else yields)]
            if any(t is None or isinstance(t, list) or not isinstance(t, z3.ExprRef) for t in terms):
                continue
            acc = terms[-1]
            for t in reversed(terms[:-1]):
                if acc.sort() != t.sort():
                    acc = None
                    break
                acc = z3.If(z3.FreshConst(z3.BoolSort(), "branch"), t, acc)
            if acc is not None and _scalar(r.type):
                env[r] = self._record(r, acc)

    def _memory(self, op, env: dict) -> bool:
        """Values through memory and constant aggregates: a store at
        constant indices read back by a load, the elements of a constant
        global or a `dense` tensor constant read at constant indices
        (attack round 14: a threshold stored into an `alloca`, or the
        element of a constant global or tensor doubled, was unknown)."""
        name = op.name
        if name == "memref.get_global" and op.results:
            lanes = _global_lanes(op)
            if lanes is not None:
                self.memory[op.results[0]] = lanes
            return True
        if name in ("memref.alloca", "memref.alloc") and op.results:
            self.memory[op.results[0]] = {}
            return True
        if name not in ("memref.load", "memref.store", "memref.dealloc") and any(
                isinstance(self.memory.get(o), dict) for o in op.operands):  # fmt: skip
            # A view of a tracked buffer (or anything else it is given
            # to) may write it: its cells are no longer known (attack round
            # 15: a threshold stored through a subview and loaded from the
            # base was a stale unknown, and the search never saw it).
            for o in op.operands:
                if isinstance(self.memory.get(o), dict):
                    self.memory[o] = _ESCAPED
            return False
        if name == "memref.store" and len(op.operands) >= 2:
            cells = self.memory.get(op.operands[1])
            idx = self._indices(op.operands[2:], env)
            if isinstance(cells, dict):
                value = env.get(op.operands[0])
                if idx is None or value is None or isinstance(value, list):
                    cells.clear()  # a store we cannot place: forget the buffer
                else:
                    cells[idx] = value
            return True
        if name in ("memref.load", "tensor.extract") and op.results and op.operands:
            source = self.memory.get(op.operands[0])
            if source is None and name == "tensor.extract":
                lanes = env.get(op.operands[0])
                if isinstance(lanes, list):
                    source = (lanes, list(getattr(op.operands[0].type, "shape", None) and op.operands[0].type.get_shape() or []))
            idx = self._indices(op.operands[1:], env)
            if source is _ESCAPED:
                self.incomplete.add("a value loaded from memory that a view or call may write")
                return False
            if source is None or idx is None:
                return False
            if source is _ESCAPED:
                self.incomplete.add("a value loaded from memory that a view or call may write")
                return False
            if isinstance(source, dict):
                value = source.get(idx)
                if value is not None and _scalar(op.results[0].type):
                    env[op.results[0]] = value
                return value is not None
            lanes, shape = source
            if len(shape) != len(idx) or any(not 0 <= i < n for i, n in zip(idx, shape)):
                return False
            flat = 0
            for i, n in zip(idx, shape):
                flat = flat * n + i
            if flat < len(lanes) and lanes[flat] is not None:
                self._set_lane(op.results[0], lanes[flat], env)
                return True
            return False
        return False

    def _indices(self, values, env: dict):
        out = []
        for v in values:
            t = env.get(v)
            if t is None or isinstance(t, list) or not self.z3.is_bv_value(self.z3.simplify(t)):
                return None
            out.append(self.z3.simplify(t).as_signed_long())
        return tuple(out)

    def _affine(self, op, env: dict) -> None:
        from tvmlir.semantics.affine_ops import evaluate_signed

        z3 = self.z3
        m = op.properties["map"].data
        args = [self._operand(o, env) for o in op.operands]
        if not m.results or any(a is None or isinstance(a, list) or not z3.is_bv(a) for a in args):
            return
        width = self.sem.sort(op.results[0].type).size()
        dims, syms = args[: m.num_dims], args[m.num_dims :]
        out = [evaluate_signed(op, r, dims, syms, width) for r in m.results]
        acc = out[0]
        for t in out[1:]:
            acc = z3.If(acc <= t, acc, t) if op.name == "affine.min" else z3.If(acc >= t, acc, t)
        env[op.results[0]] = self._record(op.results[0], acc)

    def _operand(self, v, env: dict):
        """`v`'s value, or an unknown scalar as a fresh symbol (kept, so
        that `x - x` and `x * 0` fold, and a choice between constants on an
        unknown condition is enumerated by `_record`; attack round 13:
        `select(dim > 0, 7, 9) * 10` and `(dim * 0 + 9)^2` hid 70 and 81)."""
        a = env.get(v)
        if a is None and _scalar(v.type):
            a = env[v] = self.z3.FreshConst(self.sem.sort(v.type), "unknown")
        return a

    def _choices(self, term) -> list:
        """The values `term` takes on each assignment of the (at most
        MAX_CHOICES) unknown conditions of its `if-then-else`s."""
        z3 = self.z3
        conds, seen, todo = [], set(), [term]
        while todo and len(conds) <= MAX_CHOICES:
            t = todo.pop()
            if t.get_id() in seen:
                continue
            seen.add(t.get_id())
            if z3.is_app_of(t, z3.Z3_OP_ITE) and not z3.is_true(t.arg(0)) and not z3.is_false(t.arg(0)):
                conds.append(t.arg(0))
            todo.extend(t.children())
        if not conds or len(conds) > MAX_CHOICES:
            return []
        out = []
        for bits in itertools.product((True, False), repeat=len(conds)):
            v = z3.simplify(z3.substitute(term, *[(c, z3.BoolVal(b)) for c, b in zip(conds, bits)]))
            if _is_value(v):
                out.append(v)
        return out

    def _concrete(self, op, args) -> list | None:
        """`op`'s results on constant `args` by the oracle's concrete
        semantics, where tvmlir's terms leave them symbolic (`math.exp2`
        is an uninterpreted function under IEEE floats; attack round 12:
        `sitofp(i) < exp2(6.0)` hid 64)."""
        z3 = self.z3
        from tvmlir.oracle.scalar import SCALAR_OPS

        fn = SCALAR_OPS.get(op.name)
        if fn is None or not all(_is_value(a) for a in args):
            return None
        values = []
        for a in args:
            if z3.is_bv_value(a):
                values.append(a.as_signed_long())
            elif a.isNaN() or a.isInf():
                return None
            else:
                real = z3.simplify(z3.fpToReal(a))
                values.append(real.numerator_as_long() / real.denominator_as_long())
        try:
            outs = fn(op, tuple(values))
        except Exception:  # noqa: BLE001 (UB, a value the oracle cannot run: no constant)
            return None
        results = []
        for r, v in zip(op.results, outs):
            sort = self.sem.sort(r.type)
            if isinstance(v, bool) or isinstance(v, int):
                results.append(z3.BitVecVal(int(v), sort) if isinstance(sort, z3.BitVecSortRef) else None)
            elif isinstance(v, float) and isinstance(sort, z3.FPSortRef):
                results.append(z3.FPVal(v, sort))
            else:
                results.append(None)
        return results

    def _set_lane(self, r, lane, env: dict) -> None:
        """`r` := one lane (an int, or a term of an unknown lane)."""
        if isinstance(lane, int):
            self._set_int(r, lane, env)
        elif isinstance(lane, self.z3.ExprRef) and _scalar(r.type):
            env[r] = self._record(r, lane)

    def _lane_terms(self, lanes, elem_type):
        z3 = self.z3
        sort = self.sem.sort(elem_type)
        out = []
        for x in lanes:
            if isinstance(x, int):
                if not isinstance(sort, z3.BitVecSortRef):
                    return None
                x = z3.BitVecVal(x, sort)
            out.append(x)
        return out

    def _lanes(self, op, env: dict) -> bool:
        """An elementwise op on vectors with lanes known as terms, lane by
        lane (ScalarSemantics takes element terms); each lane recorded (its
        flip points searched).  False if not such an op."""
        z3 = self.z3
        n = math.prod(op.results[0].type.get_shape())
        if not 0 < n <= MAX_LANES:
            return False
        columns = []
        for o in op.operands:
            v = env.get(o)
            if isinstance(v, list):
                if len(v) != n:
                    return False
                terms = self._lane_terms(v, o.type.element_type)
            elif v is not None and not isinstance(o.type, VectorType):
                terms = [v] * n  # a scalar operand (`select` on an i1)
            else:
                return False
            if terms is None:
                return False
            columns.append(terms)
        lanes, seen = [], {}
        for k in range(n):
            args = [c[k] for c in columns]
            key = tuple(a.get_id() for a in args)
            if key not in seen:
                try:
                    results, _ub = self.sem.encode(op, args)
                except Exception:  # noqa: BLE001 (no meaning here: the lanes stay unknown)
                    return False
                if len(results) != 1 or not isinstance(results[0], z3.ExprRef):
                    return False
                t = z3.simplify(results[0])
                seen[key] = t.as_signed_long() if z3.is_bv_value(t) else self._record(op.results[0], t)
            lanes.append(seen[key])
        env[op.results[0]] = lanes
        return True

    def _lane_reduction(self, kind: str, lanes, elem_type):
        z3 = self.z3
        terms = self._lane_terms(lanes, elem_type)
        if not terms or not all(z3.is_bv(t) for t in terms):
            return None
        ops = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b, "and": lambda a, b: a & b,
               "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
               "minui": lambda a, b: z3.If(z3.ULE(a, b), a, b), "maxui": lambda a, b: z3.If(z3.UGE(a, b), a, b),
               "minsi": lambda a, b: z3.If(a <= b, a, b), "maxsi": lambda a, b: z3.If(a >= b, a, b)}  # fmt: skip
        f = ops.get(kind)
        if f is None:
            return None
        acc = terms[0]
        for t in terms[1:]:
            acc = f(acc, t)
        return z3.simplify(acc)

    def _set_int(self, r, value: int, env: dict) -> None:
        if _scalar(r.type):
            env[r] = self._record(r, self.z3.BitVecVal(value, self.sem.sort(r.type)))

    def run_loop(self, op, env: dict) -> None:
        """A loop of constant bounds, step and initial values, run; else its
        body once with the induction variable unknown (constants inside)."""
        body = op.regions[0].blocks[0]
        bounds = None
        if op.name == "scf.for":
            lb, ub, step = (self._int(env.get(o)) for o in op.operands[:3])
            inits = list(op.operands[3:])
            if None not in (lb, ub, step) and step > 0:
                bounds = (lb, ub, step)
        else:
            lbm, ubm = op.lowerBoundMap.data, op.upperBoundMap.data
            step = op.step.value.data
            inits = list(op.inits) if hasattr(op, "inits") else []
            if (not op.lowerBoundOperands and not op.upperBoundOperands and len(lbm.results) == 1
                    and len(ubm.results) == 1 and step > 0):  # fmt: skip
                bounds = (lbm.eval([], [])[0], ubm.eval([], [])[0], step)
        carried = [env.get(v) for v in inits]
        trips = 0 if bounds is None else max(0, -(-(bounds[1] - bounds[0]) // bounds[2]))
        if bounds is None or trips * max(1, len(body.ops)) > self.steps or any(c is None for c in carried):
            self.run_block(body, dict(env))
            return
        self.run_block(body, dict(env))  # the body's own constants, recorded
        iv = body.args[0]
        recording, self.recording = self.recording, False
        try:
            for k in range(trips):
                inner = dict(env)
                self._set_int(iv, bounds[0] + k * bounds[2], inner)
                for a, c in zip(body.args[1:], carried):
                    inner[a] = c
                out = self.run_block(body, inner)
                if out is None or any(c is None for c in out):
                    return
                carried = out
        finally:
            self.recording = recording
        self._bind_results(op, carried, env)

    def _bind_results(self, op, values, env: dict) -> None:
        """A loop's results: its final carried values (scalars recorded)."""
        for r, c in zip(op.results, values):
            env[r] = c
            if not isinstance(c, list):
                self._record(r, c)

    def run_while(self, op, env: dict) -> None:
        """A `scf.while` of constant initial values, run until its condition
        is false (within the step budget; attack round 12: a bound doubled
        from 1 while below 50 hid 64); else its regions once with their
        arguments unknown (constants inside)."""
        before, after = op.regions[0].blocks[0], op.regions[1].blocks[0]
        self.run_block(before, dict(env))  # the regions' own constants, recorded
        self.run_block(after, dict(env))
        carried = [env.get(v) for v in op.operands]
        if any(c is None or isinstance(c, list) for c in carried):
            return
        recording, self.recording = self.recording, False
        try:
            while self.steps > 0:
                inner = dict(env)
                inner.update(zip(before.args, carried))
                cond = self._condition(before, inner)
                if cond is None:
                    return
                kept, forwarded = cond
                if not kept:
                    results = forwarded
                    break
                inner = dict(env)
                inner.update(zip(after.args, forwarded))
                out = self.run_block(after, inner)
                if out is None or any(c is None for c in out):
                    return
                carried = out
            else:
                return
        finally:
            self.recording = recording
        self._bind_results(op, results, env)

    def _condition(self, block, env: dict):
        """The `before` region run: (whether the loop goes on, forwarded
        values), or None if not constant."""
        for op in block.ops:
            if self.steps <= 0:
                return None
            self.steps -= 1
            if op.name == "scf.condition":
                cond = env.get(op.operands[0])
                args = [env.get(o) for o in op.operands[1:]]
                if cond is None or isinstance(cond, list) or not self.z3.is_bv_value(cond) or any(
                        a is None for a in args):  # fmt: skip
                    return None
                return bool(cond.as_long()), args
            try:
                self.run_op(op, env)
            except Exception:  # noqa: BLE001 (no constant meaning)
                continue
        return None


_DIVIDING = None
_ESCAPED = "escaped"


def _threshold_terms(term) -> list:
    """The terms of `term` whose flip points are thresholds: the term
    itself, the conditions of its if-then-elses (`min(i / 3, 20)` is an
    if-then-else on `i / 3 <= 20`, no `i1` of the program), and its
    dividing subterms (`i / 3 / 20`, which changes first at 60, inside
    `i xor (i / 3 / 20)`, which changes at every step).  Attack round 15:
    `(i / 3 - min(i / 3, 20)) * a` and `bit0(i xor i / 60)` hid 63 and 60
    from a search of `i1` values only."""
    import z3

    global _DIVIDING
    if _DIVIDING is None:
        _DIVIDING = {z3.Z3_OP_BUDIV, z3.Z3_OP_BSDIV, z3.Z3_OP_BUREM, z3.Z3_OP_BSREM, z3.Z3_OP_BSMOD,
                     z3.Z3_OP_BUDIV_I, z3.Z3_OP_BSDIV_I, z3.Z3_OP_BUREM_I, z3.Z3_OP_BSREM_I, z3.Z3_OP_BSMOD_I,
                     z3.Z3_OP_BLSHR, z3.Z3_OP_BASHR, z3.Z3_OP_EXTRACT}  # fmt: skip
    out, seen, todo = [term], {term.get_id()}, [term]
    while todo and len(seen) < 4096:
        t = todo.pop()
        for c in t.children():
            if c.get_id() in seen or z3.is_const(c):
                continue
            seen.add(c.get_id())
            todo.append(c)
        if z3.is_app_of(t, z3.Z3_OP_ITE) and not z3.is_const(t.arg(0)):
            out.append(t.arg(0))
        elif z3.is_app(t) and t.decl().kind() in _DIVIDING and t is not term:
            out.append(t)
    return out


def _unknowns(term) -> list:
    """The uninterpreted constants (the evaluator's unknowns) of `term`."""
    import z3

    seen, out, todo = set(), [], [term]
    while todo:
        t = todo.pop()
        if t.get_id() in seen:
            continue
        seen.add(t.get_id())
        if z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.append(t)
        todo.extend(t.children())
    return out


def _is_value(t) -> bool:
    import z3

    return isinstance(t, z3.ExprRef) and (z3.is_bv_value(t) or z3.is_fp_value(t))


def _scalar(t) -> bool:
    from xdsl.dialects.builtin import AnyFloat

    return isinstance(t, IndexType | IntegerType | AnyFloat)


class Constants(set):
    """A set of constants, with `incomplete`: what the search for flip
    points could not follow (a limit reached, a value through an alias),
    so that its flip points may not be all of them."""

    incomplete: tuple = ()


def evaluated_constants(funcs) -> Constants:
    """The magnitudes of the integer values `funcs` compute from constants
    alone (`_Evaluator`), each function's body run once."""
    found = Constants()
    reasons: set = set()
    for f in funcs:
        ev = _Evaluator(found)
        for block in f.body.blocks:
            ev.run_block(block, {})
        if ev.steps <= 0:
            ev.incomplete.add(f"more than {MAX_SIMULATED_STEPS} op evaluations")
        reasons |= ev.incomplete
    found.incomplete = tuple(sorted(reasons))
    return found
