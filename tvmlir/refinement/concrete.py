"""Concrete runs of a function pair: both sides on fixed inputs, exact IEEE.

Why: a `FAILED` from the solver may be the abstraction's (abstract floats,
`dot` and `sum` as uninterpreted functions) or hold only for a free
interpretation of a function tvmlir does not model (`math.tanh`, an
external call).  A counterexample is real when the program goes wrong on
concrete inputs with exact floats; this module runs that test.

A concrete run is tvmlir's own semantics with every input fixed: the pair
is encoded at concrete extents (`Options.fixed_extents`, so every sum has
a constant length), with IEEE floats, sums unrolled and dots as sums of
products (no abstraction left), and every input variable
(`QueryContext.inputs`) pinned to a value.  The refinement query is then a
question about one execution of each side, which z3 decides by evaluation
(small ground terms), in well under a second on small inputs.  The source's
nondeterministic choices stay quantified and the target's free, as in the
query itself.  The execution oracle (`tvmlir/oracle/`) would be an
independent second semantics, but it runs lowered loops and `linalg.generic`
only, not the tensor, named-linalg and TOSA ops of tv-check's inputs.

Outcomes of `run`:
* `REPRODUCED`: on these inputs the source is defined and the target breaks
  an obligation, whatever the uninterpreted functions are (checked by a
  second query: no interpretation makes every obligation hold);
* `DEPENDS`: it breaks one only for some interpretations of an
  uninterpreted function (named): not a counterexample;
* `NOT_REPRODUCED`: not on these inputs;
* `CANNOT`: the run is impossible (the inputs are too large, the encoding at
  these sizes is unsupported, or z3 did not decide within its budget).

Inputs come from the solver's model (`from_model`: an abstract float
becomes an IEEE value within the range its code stands for) or are drawn
(`drawn`: edge cases, then seeded random values), as the oracle draws.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass, replace

import z3
from xdsl.dialects.builtin import ComplexType

from tvmlir.refinement.concrete_layout import Layout, model_layout
from tvmlir.semantics import index as ix
from tvmlir.semantics.context import Abstraction, Options
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.describe import ieee_bits_to_float
from tvmlir.semantics.fp.formats import fmax
from tvmlir.semantics.scalar import ScalarSemantics
from tvmlir.semantics.window_max import fold_definitions
from tvmlir.smt.budget import Budget, check, new_solver

REPRODUCED, DEPENDS, NOT_REPRODUCED, CANNOT = "reproduced", "depends", "not reproduced", "cannot"



MAX_ELEMENTS = 4096
"""Largest array input a concrete run pins element by element."""

CONCRETE_RLIMIT = 4_000_000
"""z3's work budget (`rlimit`) per concrete query: a deterministic bound,
independent of the machine's load, that evaluating a small ground query
stays far below."""

CONCRETE_MS = 10_000
"""Wall-clock backstop per concrete query (the rlimit decides first)."""

EDGE_FLOATS = (0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 2.5, -0.5)
CANCELLING_FLOATS = "cancelling"
"""The cycle 2^(p+2), -2^(p+2), 1.0 (p significand bits) over the float
inputs: sums of them cancel or absorb the 1.0 depending on their order,
so a reassociated sum differs on them (rarely on random values)."""

SIGNED_ZEROS = (0.0, -0.0)
"""Each float input all +0.0 or all -0.0, alternating between inputs:
where a sum's initial zero or a zero's sign shows (a product is -0.0 only
from zeros of opposite signs)."""

PLAIN = (0.0, EDGE_FLOATS)
"""Random values only (all different)."""

DRAWS = ((0.6, EDGE_FLOATS), (1.0, SIGNED_ZEROS), (1.0, CANCELLING_FLOATS), (1.0, EDGE_FLOATS),
         (0.5, CANCELLING_FLOATS), (0.2, EDGE_FLOATS), (0.0, EDGE_FLOATS))
"""How the k-th drawn input draws its floats: (share of pool values, pool)."""


@dataclass
class Run:
    outcome: str
    why: str = ""
    enc: object = None
    model: z3.ModelRef | None = None
    obligations: list | None = None
    functions: list | None = None  # DEPENDS: the uninterpreted functions, source-only first


@dataclass
class Inputs:
    """Concrete inputs: the dynamic extents (`name.dimK` -> n) and values
    by input-variable name (a scalar, or a list for an array input).
    `label` says where they come from, for the report."""

    extents: dict[str, int]
    values: dict[str, object]
    label: str
    placed: bool = False
    """Memory placed by the run, not as the counterexample placed it
    (concrete_layout.Layout.moved)."""
    separable: bool = False
    """The counterexample's own placement, gaps cut, of views that neither
    overlap nor alias themselves (concrete_layout.Layout.separable)."""


def concrete_options(options: Options, extents: dict[str, int]) -> Options:
    return replace(
        options, fp="ieee", fp_bits=None, fp_width=None, associative=False, max_const_tensor_size=-1,
        unroll_fp_sum_bound=1 << 30, unroll_int_sum=True, fixed_extents=tuple(sorted(extents.items())),
    )  # fmt: skip


EXACT = Abstraction(dot="sum_mul", fp_sum="unroll", constants="precise")


def encode_at(src, tgt, name: str, options: Options, extents: dict[str, int]):
    from tvmlir.refinement.encode import encode_pair

    return encode_pair(src, tgt, name, concrete_options(options, extents), EXACT)


# ----- inputs ---------------------------------------------------------------------


def _python(value: z3.ExprRef, elem, fp, model) -> object:
    """A model value as a Python value (an abstract float as an IEEE one;
    a complex value as a pair)."""
    if isinstance(elem, ComplexType):
        if not (z3.is_app(value) and value.num_args() == 2):
            return None
        parts = tuple(_python(value.arg(k), elem.element_type, fp, model) for k in range(2))
        return None if None in parts else parts
    if z3.is_true(value) or z3.is_false(value):
        return z3.is_true(value)
    if z3.is_fp_value(value):
        if value.isNaN():
            return math.nan
        fmt = ScalarSemantics.float_format(elem)
        bits = z3.simplify(z3.fpToIEEEBV(value)).as_long()
        return ieee_bits_to_float(bits, fmt.name)
    if z3.is_bv_value(value):
        fmt = ScalarSemantics.float_format(elem) if elem is not None else None
        if fmt is not None and getattr(fp, "name", "") == "afp":
            return abstract_to_float(fp, model, value.as_long(), fmt)
        return value.as_long()
    return None


def abstract_to_float(fp, model, code: int, fmt) -> float:
    """An IEEE value for an abstract float code: the special value or
    constant it is, else a value strictly between the known values around
    it (geometric interpolation by the code's position, so that different
    codes get different, ordered values)."""
    layout = fp.layout(fmt)
    mag = code & ((1 << layout.mw) - 1)
    sign = -1.0 if code >> layout.mw else 1.0
    codes = layout.codes
    if mag == codes["nan"]:
        return math.nan
    known = {codes["zero"]: 0.0, codes["one"]: 1.0, codes["fmax"]: fmax(fmt), codes["inf"]: math.inf}
    for value, term in fp._constants.known(fmt.name):  # noqa: SLF001 (the table describe uses too)
        c = model.eval(term, model_completion=True)
        if z3.is_bv_value(c):
            known[c.as_long()] = abs(value)
    if mag in known:
        return math.copysign(known[mag], sign)
    lo = max((k for k in known if k < mag), default=codes["zero"])
    hi = min((k for k in known if k > mag), default=codes["inf"])
    a, b = known[lo], known[hi]
    t = (mag - lo) / (hi - lo)
    if math.isinf(b):
        b = fmax(fmt)
    if a == 0.0:
        a = b * 2.0**-20 if b > 0 else 2.0**-20
        t = t * 0.999
    value = a * (b / a) ** t if a > 0 and b > 0 else a + (b - a) * t
    return sign * value


def from_model(enc, model: z3.ModelRef) -> Inputs | None:
    """The inputs of a counterexample (arrays too large to pin are left
    out)."""
    fp = enc.ctx.sem.fp
    extents, values = {}, {}
    for iv in enc.ctx.inputs:
        name = iv.var.decl().name()
        if iv.size is None:
            v = _python(model.eval(iv.var, model_completion=True), iv.elem, fp, model)
            if v is None:
                continue
            values[name] = v
            if ".dim" in name and name.rsplit(".dim", 1)[1].isdigit():
                extents[name] = v
            continue
        n = model.eval(iv.size, model_completion=True)
        if not z3.is_bv_value(n) or n.as_long() > MAX_ELEMENTS:
            # Too large to pin element by element (a memory block of 2^47
            # elements): left free, any contents being a legitimate input;
            # the run's solver picks them.
            continue
        items = [_python(model.eval(z3.Select(iv.var, ix.bv(k)), model_completion=True), iv.elem, fp, model)
                 for k in range(n.as_long())]  # fmt: skip
        if any(x is None for x in items):
            continue
        values[name] = items
    layout = model_layout(enc, model, MAX_ELEMENTS, lambda v, elem: _python(v, elem, fp, model))
    if layout is not None:  # memory placed as the counterexample placed it, compacted
        values.update(layout.pins)
    return Inputs(extents, values, "the counterexample's inputs", layout is not None and layout.moved,
                  layout is not None and layout.separable)  # fmt: skip


def drawn(enc_vars, extents: dict[str, int], rng: random.Random, edgy: float, label: str,
          pool=EDGE_FLOATS, layout: Layout | None = None) -> Inputs:
    """Values drawn for the value inputs (scalars and element arrays whose
    length the fixed extents or `layout` decide); memref arguments placed
    by `layout` (concrete_layout.drawn_layout: each in a block of its own),
    else left to the solver, as are flags."""
    values = dict(layout.pins) if layout is not None else {}
    lengths = layout.lengths if layout is not None else {}
    flip = rng.randint(0, 1)
    counter = [rng.randint(0, 2)]  # the cancelling cycle's rotation, then its position
    for position, iv in enumerate(enc_vars):
        if iv.elem is None:
            continue
        name = iv.var.decl().name()
        if pool == SIGNED_ZEROS and ScalarSemantics.float_format(iv.elem) is not None:
            # One zero per input, alternating in sign: every product of two
            # inputs is then -0.0 or +0.0 throughout (a sum's start shows).
            zero = -0.0 if (position + flip) % 2 else 0.0
            n = None if iv.size is None else array_length(iv.size, lengths)
            if iv.size is None:
                values[name] = zero
            elif n is not None and n <= MAX_ELEMENTS:
                values[name] = [zero] * n
            continue
        if iv.size is None:
            values[name] = _draw(iv.elem, rng, edgy, pool, counter)
            continue
        n = array_length(iv.size, lengths)
        if n is None or n > MAX_ELEMENTS:
            continue
        values[name] = [_draw(iv.elem, rng, edgy, pool, counter) for _ in range(n)]
    return Inputs(dict(extents), values, label, layout is not None and layout.moved)


def array_length(size: z3.ExprRef, lengths: dict[str, int]) -> int | None:
    """An array input's length: a constant, or a block size the layout
    pins (`lengths`, Layout.lengths)."""
    if z3.is_const(size) and size.decl().name() in lengths:
        return lengths[size.decl().name()]
    n = z3.simplify(size)
    return n.as_long() if z3.is_bv_value(n) else None


def _draw(elem, rng: random.Random, edgy: float, pool=EDGE_FLOATS, counter=None) -> object:
    if isinstance(elem, ComplexType):
        return tuple(_draw(elem.element_type, rng, edgy, pool, counter) for _ in range(2))
    fmt = ScalarSemantics.float_format(elem)
    if fmt is not None:
        if rng.random() < edgy:
            if pool == CANCELLING_FLOATS:
                # The cycle big, -big, 1.0 over the float inputs in order
                # (rotated per draw): (big + -big) + 1 = 1 but big + (-big
                # + 1) = 0, so a reassociated or reversed sum shows.
                big = 2.0 ** (fmt.significand_bits + 2)
                counter[0] += 1
                return (big, -big, 1.0)[counter[0] % 3]
            return rng.choice(pool)
        return rng.uniform(-4.0, 4.0) * rng.choice((1.0, 1.0, 1e-3, 1e3))
    width = getattr(getattr(elem, "width", None), "data", 64)
    if rng.random() < edgy:
        return rng.choice((0, 1, (1 << width) - 1, (1 << (width - 1)) - 1, 1 << (width - 1))) if width > 1 else rng.choice((0, 1))
    return rng.randint(-9, 9) % (1 << width)


def _term(sort: z3.SortRef, value) -> z3.ExprRef:
    if isinstance(sort, z3.DatatypeSortRef) and isinstance(value, tuple) and len(value) == 2:  # complex
        mk = sort.constructor(0)
        return mk(*(_term(mk.domain(k), v) for k, v in enumerate(value)))
    if isinstance(sort, z3.FPSortRef):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise TypeError(value)
        value = float(value)
        if math.isnan(value):
            return z3.fpNaN(sort)
        if math.isinf(value):
            return z3.fpPlusInfinity(sort) if value > 0 else z3.fpMinusInfinity(sort)
        if value == 0.0:
            return z3.fpMinusZero(sort) if math.copysign(1.0, value) < 0 else z3.fpPlusZero(sort)
        return z3.FPVal(value, None, sort)
    if isinstance(sort, z3.BitVecSortRef):
        if isinstance(value, float):
            raise TypeError(value)
        return z3.BitVecVal(int(value) % (1 << sort.size()), sort.size())
    if sort == z3.BoolSort():
        return z3.BoolVal(bool(value))
    raise TypeError(sort)


def pins(enc, inputs: Inputs) -> list[z3.BoolRef]:
    """Equalities fixing each input variable of `enc` that `inputs` gives."""
    return [var == term for var, term in assignment(enc, inputs)]


def assignment(enc, inputs: Inputs) -> list[tuple[z3.ExprRef, z3.ExprRef]]:
    """(input variable, its value as a term) for each input `inputs` gives."""
    out = []
    for iv in enc.ctx.inputs:
        name = iv.var.decl().name()
        value = inputs.values.get(name)
        if value is None:
            continue
        try:
            if iv.size is None:
                out.append((iv.var, _term(iv.var.sort(), value)))
                continue
            rng = iv.var.sort().range()
            arr = z3.K(iv.var.sort().domain(), _term(rng, value[0] if value else 0))
            for k, x in enumerate(value):
                arr = z3.Store(arr, ix.bv(k), _term(rng, x))
            out.append((iv.var, arr))
        except TypeError:  # a value of another kind (an int for a float): leave it free
            continue
    return out


# ----- running --------------------------------------------------------------------


def _budget(options: Options) -> Budget:
    """A concrete run's budget: always bounded by work (CONCRETE_RLIMIT), so
    that whether a failure reproduces never depends on the load; the
    wall-clock part only where the user's budget has one."""
    b = options.budget
    return Budget(None if b.timeout_ms is None else min(b.timeout_ms, CONCRETE_MS), CONCRETE_RLIMIT)


def run(src, tgt, name: str, options: Options, inputs: Inputs, enc=None, prefer: str = "",
        sample: int | None = None) -> Run:
    """Both sides of `name` on `inputs` (see the module doc); the run's
    broken obligation is `prefer` (the solver's) when the run breaks it.
    With `sample`, a returned tensor is compared at that many of its
    elements only (`sampled_points`): a search for a counterexample, where
    NOT_REPRODUCED then says nothing about the other elements."""
    from tvmlir.refinement.check import refinement_query
    from tvmlir.semantics.fp.terms import not_

    try:
        if enc is None:
            enc = encode_at(src, tgt, name, options, inputs.extents)
        given = assignment(enc, inputs)
        if enc.src.interp.angelic:
            assertions, obls = refinement_query(enc)
        else:
            assertions, obls = ground_query(enc, given, sample)
    except Unsupported as e:
        return Run(CANNOT, f"at these sizes: {e}")
    all_obls = obls
    fixed = [var == term for var, term in given]
    free = uninterpreted(assertions)
    values = math_values(assertions, given, free)
    # Substituted and simplified, a concrete query is mostly evaluated
    # before the solver starts (z3 folds selects from stores and float
    # arithmetic on numerals); asserting the pins alone left z3 to
    # bit-blast the arithmetic, and it ran out of time on a convolution.
    subst = [*given, *[(v.arg(0), v.arg(1)) for v in values]]
    # A window's max or min is a constant defined by facts over its
    # elements (semantics/window_max.py): here it is the fold itself,
    # which evaluates on the pinned elements (the facts of a 7x7 window
    # left z3 a search over 49 IEEE comparisons past the run's budget).
    folds = [(v, z3.simplify(z3.substitute(t, *subst)) if subst else t) for v, t in fold_definitions(enc.ctx)]
    subst += folds
    # Their defining facts hold of the folds themselves: dropped (a fold
    # over a free witness index, which the ground query no longer needs,
    # would leave its facts to the solver).
    facts = {f.facts.get_id() for f in enc.ctx.folds}
    ground = [z3.simplify(z3.substitute(a, *subst)) if subst else a for a in assertions if a.get_id() not in facts]
    # The model gives each fold that evaluated its value (for the
    # counterexample's display); one over a free witness stays unpinned.
    base = [*ground, *fixed, *values, *[v == t for v, t in folds if z3.is_fp_value(t) or z3.is_bv_value(t)]]
    budget = _budget(options)

    def solve(*extra):
        """The run's assertions and `extra`, in a fresh solver under the
        run's budget: a solver re-checked after `add` is incremental and
        bit-blasts the float arithmetic its first check had evaluated (a
        7x7 pooling's witness pin took 124 s), so each question is asked
        afresh."""
        s = new_solver()
        s.add(*base, *extra)
        r = check(s, budget)
        return r, (s.model() if r == z3.sat else None), s

    r, model, s = solve()
    if r == z3.unknown:
        return Run(CANNOT, f"z3 did not decide the concrete run ({s.reason_unknown()})", enc)
    if r == z3.unsat:
        return Run(NOT_REPRODUCED, enc=enc)
    first = _first_case(enc, model, ground, assertions)
    if first is not None and prefer and first[0].name != prefer:
        r2, m2, _ = solve(not_(next((o.holds for o in obls if o.name == prefer), z3.BoolVal(True))))
        if r2 == z3.sat:
            model = m2
            first = _first_case(enc, model, ground, assertions)
    if first is not None:  # a model whose witness names the failing element
        o, at = first
        r2, m2, _ = solve(*[j == p for j, p in at])
        if r2 == z3.sat:
            model, obls = m2, [o]
    else:  # the first obligation, in their order (`prefer` first), that this run breaks
        for o in sorted(obls, key=lambda o: o.name != prefer):
            # The run's own model, when it breaks `o`, is that model: asking
            # again spent the run's whole budget on an angelic source (a
            # TOSA conv's bias order), where the search is over the choice.
            if z3.is_true(model.eval(not_(o.holds), model_completion=True)):
                obls = [o]
                break
            r2, m2, _ = solve(not_(o.holds))
            if r2 == z3.sat:
                model, obls = m2, [o]
                break
    if free and applications(enc.src, model, free) != applications(enc.tgt, model, free):
        far = _far_apart(enc, model, first)
        if far:
            return Run(REPRODUCED, far, enc=enc, model=model, obligations=obls)
        return Run(DEPENDS, describe_uninterpreted(free), enc, model, obls, unshared(enc) or free)
    opaque = _opaque_meaning_matters(enc, assertions, [*given, *[(v.arg(0), v.arg(1)) for v in values]], budget,
                                     all_obls)
    if opaque:
        return Run(CANNOT, f"the failure depends on what {opaque} computes (an op tvmlir does not know)", enc)
    return Run(REPRODUCED, enc=enc, model=model, obligations=obls)


def _opaque_meaning_matters(enc, assertions, pins, budget, all_obls) -> str:
    """The opaque ops (semantics/opaque.py) some interpretation of which
    makes these inputs no counterexample (every obligation holds, or the
    source is undefined), named; "" if none does (the run's failure holds
    whatever they compute) or the query applies none.  The same rule as
    `check._depends_on_opaque_meaning`, on a concrete run: an op MLIR knows
    and tvmlir does not (`test.op_commutative`) may be commutative.  An
    opaque op without operands is a constant the run may have pinned like
    an input: such pins are dropped (`test.foo` giving a loop's bounds,
    loop-invariant-subset-hoisting.mlir: the loop runs for some values).
    The folds' constants stay free (their facts dropped): that only finds
    more interpretations, never fewer."""
    from tvmlir.semantics.term_walk import applies
    from tvmlir.semantics.fp.terms import and_, or_

    named = {f.name(): key[2][0] for key, f in enc.ctx.functions.items() if key and key[0] == "opaque"}
    if not named or not applies(assertions, set(named)):
        return ""
    pins = [(v, t) for v, t in pins if not (z3.is_app(v) and v.decl().name() in named)]
    fine = or_(enc.src.ub, and_(*[o.holds for o in all_obls]))
    facts = {f.facts.get_id() for f in enc.ctx.folds}
    pre = [p for p in enc.preconditions() if p.get_id() not in facts]
    s = new_solver()
    s.add(*[z3.substitute(t, *pins) if pins else t for t in [*pre, fine]])
    if check(s, budget) == z3.unsat:
        return ""
    return ", ".join(sorted({op for name, op in named.items() if applies(assertions, {name})}))


GROSS_RELATIVE_ERROR = 2.0**-7
"""A value further than this (relative to the larger magnitude, at least
1.0) from the source's, with math functions at the C library's values, is
no implementation's rounding error: MLIR's approximations promise a few
ulps, and a sign, NaN or infinity differs by more than any error."""


def _far_apart(enc, model, first) -> str:
    """Why the sides' values at the run's first broken element are further
    apart than any implementation of the math functions explains ("" if
    they are not, or are not floats)."""
    from tvmlir.semantics.values import Scalar, Tensor

    k, K = None, None
    if first is not None:
        o, at = first
        k, K = o.index, [p for _, p in at]
    else:
        for i, r in enumerate(enc.src.returns):
            if isinstance(r, Scalar):
                k = i
                break
    if k is None:
        return ""
    s, t = enc.src.returns[k], enc.tgt.returns[k]
    if isinstance(s, Tensor) and isinstance(t, Tensor) and K is not None:
        s, t = s.get(K), t.get(K)
    if not (isinstance(s, Scalar) and isinstance(t, Scalar)):
        return ""
    a = _as_float(model.eval(s.term, model_completion=True))
    b = _as_float(model.eval(t.term, model_completion=True))
    if a is None or b is None:
        return ""
    if math.isnan(a) != math.isnan(b) or (math.isinf(a) or math.isinf(b)) and a != b:
        return f"source {a!r}, target {b!r}"
    if math.isnan(a) or a == b:
        return ""
    if abs(a - b) > GROSS_RELATIVE_ERROR * max(1.0, abs(a), abs(b)):
        return f"source {a!r}, target {b!r}"
    return ""


def _first_case(enc, model, ground, assertions):
    """The first obligation the model breaks, in the obligations' order
    (target UB, then the returned values, then memory), with the witness
    point of a returned tensor's first broken element (row-major); None
    when the model breaks none it can evaluate."""
    if not assertions:
        return None
    cases = assertions[-1].children() if z3.is_or(assertions[-1]) else [assertions[-1]]
    for c in cases:
        hit = enc.ctx.memo.get(("concrete.case", c.get_id()))
        if hit is None:
            if z3.is_true(model.eval(c, model_completion=True)):
                return None  # not a tensor element: the obligations' own order decides
            continue
        if z3.is_true(model.eval(hit[0], model_completion=True)):
            return hit[1], hit[2]
    return None


def sampled_points(dims: list[int], sample: int | None) -> list[tuple[int, ...]]:
    """Every index of a tensor of extents `dims` in row-major order, or,
    with `sample` smaller than its size, that many spread evenly over it
    (the first and the last among them).

    Why: a concrete run builds each compared element as a term, a sum of
    products for a convolution's output; an img2col mutant's 3,136
    elements of 36 products each took minutes of Python before z3 started.
    A wrong program differs at most elements, so a search compares a
    sample and leaves the rest to the solver."""
    import itertools

    n = math.prod(dims)
    if sample is None or n <= sample:
        return list(itertools.product(*[range(d) for d in dims]))
    picks = sorted({k * (n - 1) // (sample - 1) for k in range(sample)}) if sample > 1 else [0]
    out = []
    for flat in picks:
        point = []
        for d in reversed(dims):
            point.append(flat % d)
            flat //= d
        out.append(tuple(reversed(point)))
    return out


def ground_query(enc, given=(), sample: int | None = None):
    """The refinement query with each returned tensor's witness index
    replaced by every index of its (constant) extents (or `sample` of them,
    `sampled_points`), and the memory
    obligation's witness (block, address) by every address of each block
    whose size `given` (the run's pins) makes a constant: a disjunction of
    closed formulas, which z3's simplifier evaluates once the inputs are
    substituted, where a free witness made it search over indices through
    float arithmetic (and bit-blast all of it)."""
    from tvmlir.refinement.obligations import element_refines, obligations
    from tvmlir.semantics.fp.terms import not_, or_
    from tvmlir.semantics.values import Tensor

    obls = obligations(enc)
    broken = []
    for o in obls:
        J = o.witnesses.get("indices") if o.kind == "return" else None
        r = enc.src.returns[o.index] if o.kind == "return" else None
        t = enc.tgt.returns[o.index] if o.kind == "return" else None
        dims = [ix.value(d) for d in r.dims] if isinstance(r, Tensor) else None
        same_dims = isinstance(t, Tensor) and [ix.value(d) for d in t.dims] == dims
        if J and same_dims and None not in dims and math.prod(dims) <= MAX_ELEMENTS:
            elem = enc.result_types[o.index].get_element_type()
            for point in sampled_points(dims, sample):
                # Each element built at its constant index (not the witness
                # substituted: a pooling window's max is a constant whose
                # defining facts speak of the index it was built at).
                K = [ix.bv(p) for p in point]
                case = not_(element_refines(enc, r, t, elem, K))
                broken.append(case)
                # Equal cases are one term: the first (row-major) names it.
                enc.ctx.memo.setdefault(("concrete.case", case.get_id()), (case, o, list(zip(J, K))))
        elif o.kind == "memory" and (cases := _memory_cases(enc, o, given)) is not None:
            broken += cases
        else:
            broken.append(not_(o.holds))
    return [*enc.preconditions(), not_(enc.src.ub), or_(*broken)], obls


def _memory_cases(enc, o, given) -> list | None:
    """The memory obligation broken at each (block, address) of the
    non-local blocks, when the pins make every such block's size a small
    constant (None otherwise: the witness stays free)."""
    from tvmlir.semantics.fp.terms import not_
    from tvmlir.semantics.memory import bid_val

    b, a = o.witnesses["block"], o.witnesses["offset"]
    types = list(enc.src.memory.blocks)
    tag = z3.Int("mem.type")
    cases = []
    for t, (elem, blocks) in enumerate(enc.src.memory.blocks.items()):
        for k, block in enumerate(blocks):
            if block.local:
                continue
            n = z3.simplify(z3.substitute(block.size, *given)) if given else z3.simplify(block.size)
            if not z3.is_bv_value(n) or n.as_long() > MAX_ELEMENTS:
                return None
            for addr in range(max(n.as_long(), 1)):  # address 0 of an empty block: its flags
                at = [(b, bid_val(k)), (a, ix.bv(addr))] + ([(tag, z3.IntVal(t))] if len(types) > 1 else [])
                case = not_(z3.substitute(o.holds, *at))
                cases.append(case)
                enc.ctx.memo.setdefault(("concrete.case", case.get_id()), (case, o, at))
    return cases


_LIBM = {
    "exp": math.exp, "exp2": lambda x: 2.0**x, "expm1": math.expm1, "log": math.log, "log2": math.log2,
    "log10": math.log10, "log1p": math.log1p, "sqrt": math.sqrt, "rsqrt": lambda x: 1.0 / math.sqrt(x),
    "tanh": math.tanh, "sin": math.sin, "cos": math.cos, "tan": math.tan, "atan": math.atan, "asin": math.asin,
    "acos": math.acos, "sinh": math.sinh, "cosh": math.cosh, "asinh": math.asinh, "acosh": math.acosh,
    "atanh": math.atanh, "erf": math.erf, "cbrt": lambda x: math.copysign(abs(x) ** (1.0 / 3.0), x),
    "pow": math.pow,
}  # fmt: skip
"""The C library's functions, by the name of tvmlir's IEEE UF for them."""

_LIBM_NAMES = {*_LIBM, "fma"}

_POWI = re.compile(r"powi(_m)?(\d+)$")
"""`math.fpowi` at a constant exponent other than 0, 1, 2, -1: a UF per
exponent, `powiK` or `powi_mK` for -K (`semantics.math._fpowi`)."""


def _libm_function(fn: str):
    """The C library's value of tvmlir's UF `fn` (`x ** k` for `powiK`),
    or None when tvmlir has no math function of that name."""
    if fn in _LIBM:
        return _LIBM[fn]
    m = _POWI.match(fn)
    if m is None:
        return None
    k = -int(m.group(2)) if m.group(1) else int(m.group(2))
    return lambda x: math.pow(x, k)


def _libm(fn: str, args: list[float]) -> float:
    try:
        return _libm_function(fn)(*args)
    except (ValueError, ZeroDivisionError):
        return _c_domain(fn, args)
    except OverflowError:
        return _c_overflow(fn, args)


def _odd_integer(y: float) -> bool:
    return math.isfinite(y) and y.is_integer() and int(y) % 2 != 0


def _pow_args(fn: str, args: list[float]) -> tuple[float, float] | None:
    """`(x, y)` of a power (`pow`, or `powiK` at its exponent), or None."""
    if fn == "pow":
        return args[0], args[1]
    m = _POWI.match(fn)
    if m is None:
        return None
    return args[0], float(-int(m.group(2)) if m.group(1) else int(m.group(2)))


def _c_domain(fn: str, args: list[float]) -> float:
    """The C library's value where Python raises instead: a pole (C99
    Annex F: `log(+-0) = -inf`, `log1p(-1) = -inf`, `atanh(+-1) = +-inf`,
    `pow(+-0, y < 0) = +inf`, or `+-0`'s sign for an odd integer `y`),
    `1/sqrt(+-0) = +-inf`; NaN for a real domain error (`log(-1)`,
    `pow(-2, 0.5)`).  Python's ValueError covers both: all NaN made
    `fpowi(+0.0, -3)` NaN in the source of a concrete run (expand-math.mlir
    `@math_fpowi_neg_odd_power`, session 35), where C gives +inf."""
    x = args[0]
    if fn in ("log", "log2", "log10") and x == 0.0:
        return -math.inf
    if fn == "log1p" and x == -1.0:
        return -math.inf
    if fn == "atanh" and abs(x) == 1.0:
        return math.copysign(math.inf, x)
    if fn == "rsqrt" and x == 0.0:
        return math.copysign(math.inf, x)
    power = _pow_args(fn, args)
    if power is not None and power[0] == 0.0 and power[1] < 0:
        return math.copysign(math.inf, power[0]) if _odd_integer(power[1]) else math.inf
    return math.nan


def _c_overflow(fn: str, args: list[float]) -> float:
    """The C library's value on overflow: an infinity, negative for an
    odd integer power of a negative base (`pow(-10, 401) = -inf`)."""
    power = _pow_args(fn, args)
    if power is not None and power[0] < 0 and _odd_integer(power[1]):
        return -math.inf
    if fn == "sinh" and args[0] < 0:
        return -math.inf
    return math.inf


def _as_float(t: z3.ExprRef) -> float | None:
    if not z3.is_fp_value(t):
        return None
    if t.isNaN():
        return math.nan
    if t.isInf():
        return -math.inf if t.isNegative() else math.inf
    if t.isZero():
        return -0.0 if t.isNegative() else 0.0
    return _exact(t)


def _exact(t) -> float:
    import fractions

    sig = fractions.Fraction(t.significand_as_long()) / (1 << (t.sbits() - 1)) + (0 if t.isSubnormal() else 1)
    v = sig * fractions.Fraction(2) ** t.exponent_as_long(biased=False)
    return -float(v) if t.isNegative() else float(v)


def math_values(assertions, given, free) -> list[z3.BoolRef]:
    """Each application of a math function at inputs the pins make
    constant equals the C library's value there (rounded to the format):
    one interpretation a real implementation has, so that the concrete
    run is a run (the solver would otherwise pick the worst one)."""
    if not free:
        return []
    subst = list(given)
    apps = [a for a in _applications(assertions, {d.name() for d in free})
            if a.decl().name().split(".")[0] == "ieee" and _libm_function(a.decl().name().split(".")[1])]  # fmt: skip
    out, done = [], set()
    for _ in range(4):  # nested applications: innermost first
        progress = False
        for a in apps:
            if a.get_id() in done:
                continue
            args = [z3.simplify(z3.substitute(x, *subst)) if subst else z3.simplify(x) for x in a.children()]
            values = [_as_float(x) for x in args]
            if any(v is None for v in values):
                continue
            v = _libm(a.decl().name().split(".")[1], values)
            term = _term(a.sort(), v)
            out.append(a == term)
            subst.append((a, term))
            done.add(a.get_id())
            progress = True
        if not progress:
            break
    return out


def _applications(terms, names: set[str] | None) -> list[z3.ExprRef]:
    """Applications of the functions `names` (any, for None) in `terms`,
    outside binders."""
    found, seen, todo = {}, set(), list(terms)
    while todo:
        t = todo.pop()
        if t.get_id() in seen or not z3.is_app(t):
            continue
        seen.add(t.get_id())
        if (names is None or t.decl().name() in names) and t.num_args() > 0:
            found[t.get_id()] = t
        todo.extend(t.children())
    return list(found.values())


def unshared(enc) -> list[z3.FuncDeclRef]:
    """The uninterpreted functions one side applies and the other does not
    (a math expansion: `math.tanh` in the source, exp and arithmetic in the
    target): comparing the sides needs their meaning, which tvmlir does not
    have."""
    names: list[dict[str, z3.FuncDeclRef]] = []
    for side in (enc.src, enc.tgt):
        found = {}
        for a in _applications(_side_terms(side), None):
            d = a.decl()
            if d.kind() == z3.Z3_OP_UNINTERPRETED and _is_math(d):
                found[d.name()] = d
        names.append(found)
    only_src = [names[0][n] for n in sorted(set(names[0]) - set(names[1]))]
    only_tgt = [names[1][n] for n in sorted(set(names[1]) - set(names[0]))]
    return only_src + only_tgt


def _side_terms(side) -> list[z3.ExprRef]:
    from tvmlir.semantics.values import Scalar, Tensor

    terms = [side.ub]
    for r in side.returns:
        if isinstance(r, Scalar):
            terms.append(r.term)
        elif isinstance(r, Tensor):
            n = r.static_size()
            if n is not None and n <= 64:
                terms += [r.elem_at(ix.bv(k)) for k in range(n)]
            else:
                J = [z3.BitVec(f"concrete.j{k}", 64) for k in range(r.rank)]
                terms.append(r.elem_get(J))
    for blocks in side.memory.blocks.values():
        terms += [b.elems for b in blocks]
    return terms


def applications(side, model: z3.ModelRef, free) -> set[tuple[str, tuple[str, ...]]]:
    """The uninterpreted applications one side makes in this run: (function,
    argument values).  Equal sets on both sides mean both used the same
    values of the same functions, so the mismatch does not depend on them."""
    out = set()
    for a in _applications(_side_terms(side), {d.name() for d in free}):
        out.add((a.decl().name(), tuple(str(model.eval(x, model_completion=True)) for x in a.children())))
    return out


def _is_math(d: z3.FuncDeclRef) -> bool:
    parts = d.name().split(".")
    return len(parts) >= 3 and parts[0] in ("ieee", "afp") and (parts[1] in _LIBM_NAMES or _POWI.match(parts[1]))


def uninterpreted(assertions) -> list[z3.FuncDeclRef]:
    """The math functions tvmlir leaves uninterpreted (`math.tanh`, ...)
    that the assertions apply.  An external function's call is not one of
    them: it may be any function, so a counterexample for some
    interpretation is a counterexample (mlir-tv's reading too); a math
    function has one meaning, which tvmlir does not know."""
    found: dict[str, z3.FuncDeclRef] = {}
    seen: set[int] = set()
    todo = list(assertions)
    while todo:
        t = todo.pop()
        i = t.get_id()
        if i in seen:
            continue
        seen.add(i)
        if z3.is_app(t):
            d = t.decl()
            if d.kind() == z3.Z3_OP_UNINTERPRETED and d.arity() > 0 and _is_math(d):
                found.setdefault(d.name(), d)
            todo.extend(t.children())
        elif z3.is_quantifier(t):
            todo.append(t.body())
    return [found[k] for k in sorted(found)]


_MATH_OPS = {"pow": "math.powf", "fma": "math.fma"}


def op_names(decls) -> list[str]:
    """The MLIR ops (or external functions) tvmlir's UFs stand for."""
    names = []
    for d in decls:
        parts = d.name().split(".")
        if parts[0] in ("ieee", "afp") and len(parts) >= 3:
            names.append("math.fpowi" if _POWI.match(parts[1]) else _MATH_OPS.get(parts[1], f"math.{parts[1]}"))
        elif parts[0] == "call" and len(parts) >= 2:
            names.append(f"the external function @{parts[1]}")
        else:
            names.append(d.name())
    return list(dict.fromkeys(names))


def describe_uninterpreted(decls, where=None) -> str:
    """`math.tanh is uninterpreted at f.mlir:3:8` (the first function by
    MLIR name, located by `where(op_name)`), then the others."""
    names = op_names(decls)
    first = names[0]
    loc = where(first) if where is not None else None
    text = f"{first} is uninterpreted" + (f" at {loc}" if loc else "")
    if len(names) > 1:
        text += f" (and {', '.join(names[1:])})"
    return text
