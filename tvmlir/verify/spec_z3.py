"""Spec tensors as z3 functions, with their equations instantiated on demand.

Each spec tensor `T` is a z3 function from integer indices (see `isl_z3`) to its element
sort; a tensor with reduction dimensions also gets its stage function
`T@` over (indices, stage), the extended-index SARE of the contract
(design-notes section 4):

    T@(x, r)         = f(ins(M(d)), T@(x, pred(r)))   0 <= r < R (lexicographic)
    T@(x, pred(0))   = I(x)
    T(x)             = I(x) if the reduction range is empty, else T@(x, last)
    T(x)             = f(ins(M(d)), I(x))             without reduction dims

Why instantiate instead of asserting `forall` axioms (or `RecFunction`s):
a value obligation mentions a handful of spec elements at symbolic indices.
Adding, for each of them, the instance of its defining equation (guarded by
"in the domain") keeps the query quantifier-free, and every instance is a
true fact of the spec, so adding them is sound whatever the depth.  New
applications appear in instances (`T@(x, pred(r))`, the inputs); they are
unfolded in turn up to `depth` rounds, which only bounds completeness.

Where an element is *undefined* (its body has undefined behaviour, or
yields poison), the spec allows any value, so no value equation is
asserted; and two Boolean functions per tensor say where: `T!ub`
(undefined behaviour in computing the element, its inputs' included) and
`T!poison` (the element is poison, poison of its inputs propagated by the
body's ops as the semantics says).  They are instantiated like the values.
Value obligations are vacuous where the spec element is undefined
(`Prover.prove_equal`, design-notes section 8, "Poison"), so an unfolded
flag is what relaxes an obligation: an uninstantiated flag is free, and a
free flag can only help the solver find a counterexample, never a proof.
A tensor whose bodies cannot be undefined (no op with undefined behaviour
or a poison result, inputs likewise) has constant false flags
(`static_defined`), so programs without such ops see no change.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import z3
from xdsl.dialects import arith
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr
from xdsl.ir import Block, Operation, OpResult, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
)
from tvmlir.ir.attrs import op_attr
from tvmlir.smt.dag import APP, Dag

from tvmlir.semantics.arith import fastmath_flags
from tvmlir.verify.isl_z3 import INDEX_SORT, IslToZ3, as_index_word, bv, floor_div
from tvmlir.semantics.scalar import ScalarSemantics, Unsupported
from tvmlir.verify.spec_asserts import Condition, conditions, triggers
from tvmlir.verify.spec_model import SpecFunction, SpecTensor, SpecUnsupported

DEFAULT_DEPTH = 4

FALSE = z3.BoolVal(False)

Index = z3.ArithRef


class _Undetermined(Exception):
    """A body op needs a loop dim (or the accumulator) that is not known."""


@dataclass
class _Run:
    """What evaluating (part of) a generic's body gave: the values, their
    poison, and the UB conditions met."""

    env: dict[SSAValue, z3.ExprRef] = field(default_factory=dict)
    poison: dict[SSAValue, z3.BoolRef] = field(default_factory=dict)
    ub: list[z3.BoolRef] = field(default_factory=list)


INTERPRETED_CONSTANT_ELEMENTS = 4096
"""Integer constants up to this many elements are defined by their values
in the spec (index tensors); larger ones and float weights stay
uninterpreted."""


def _interpreted(t: SpecTensor) -> bool:
    from xdsl.dialects.builtin import IndexType, IntegerType

    if not isinstance(t.element_type, IntegerType | IndexType):
        return False
    n = 1
    for d in t.type.get_shape():
        n *= d
    return n <= INTERPRETED_CONSTANT_ELEMENTS


def index_int(word: z3.ExprRef) -> Index:
    """An `index` (or integer) word used as an index, as an integer: the
    integer an `Int2BV` was made from (no overflow, as every report
    assumes), else the word read as signed."""
    if z3.is_app_of(word, z3.Z3_OP_INT2BV):
        return word.children()[0]
    return z3.BV2Int(word, is_signed=True)


class SpecEncoder:
    def __init__(
        self,
        spec: SpecFunction,
        sem: ScalarSemantics,
        conv: IslToZ3,
        scalars: dict[SSAValue, z3.ExprRef],
        depth: int = DEFAULT_DEPTH,
        assume_asserts: bool = True,
    ):
        self.spec = spec
        self.sem = sem
        self.conv = conv
        self.depth = depth
        self._scalars = dict(scalars)
        self._funcs: dict[tuple[str, bool], z3.FuncDeclRef] = {}
        self._owner: dict[z3.FuncDeclRef, tuple[SpecTensor, bool]] = {}
        self._owned_decls: set[int] = set()
        """Ids of the functions in `_owner` (as `smt.dag` sees them)."""
        self._definitions: dict[int, tuple[z3.ExprRef, list[z3.BoolRef], list[z3.BoolRef]]] = {}
        """Application id -> (the application, its equations, the assert
        instances it triggers); holding the application keeps its id from
        being reused."""
        self._dag = Dag()
        self._sizes: dict[tuple[str, bool], list[Index]] = {}
        self.assume_asserts = assume_asserts
        """Whether queries may assume the spec's asserts (UB when false,
        `spec_asserts`); else only the lowered code's asserts' own
        obligations do (`verify.asserts`)."""
        found = conditions(spec)
        self._asserts: dict[str, list[Condition]] = {}
        for c in found:
            if c.is_assert:
                for s in c.tensor.siblings or [c.tensor]:
                    self._asserts.setdefault(s.name, []).append(c)
        self._triggers = triggers(found)
        self._bound_decls: set[int] = set()
        self._index_bindings: dict[int, z3.BoolRef] = {}
        self._flags: dict[tuple[str, bool, str], z3.FuncDeclRef] = {}
        self._flag_owner: dict[int, tuple[SpecTensor, bool, str]] = {}
        """Id of a flag function (`T!ub`, `T!poison`, staged or not) ->
        its tensor, whether staged, and which flag."""
        self._static: dict[str, bool] = {}
        self._never_negative_zero: dict[str, bool] = {}
        self.redirect: dict[str, SpecTensor] = {}
        """Reductions read in another order of their reduction dims (`read_in_order`)."""

    # --- functions and applications --------------------------------------

    def read_in_order(self, t: SpecTensor) -> bool:
        """From now on, the final elements of reduction `t.reordered_from`
        are those of `t`, the same reduction folded in another order of
        its reduction dims (`spec_model.SpecFunction.tensor`): the spec the
        queries see is the source with that reduction reordered, which
        the evaluator admits only for a combiner that may be reordered
        (printed).  Substituted, not asserted: an equation between the two
        orders' folds would be false in IEEE arithmetic for some inputs,
        and a query assuming it would hold vacuously there.  False if the
        reduction is already read in another order."""
        base = t.reordered_from
        assert base is not None
        found = self.redirect.setdefault(base.name, t)
        return found is t

    def function(self, t: SpecTensor, staged: bool = False) -> z3.FuncDeclRef:
        if not staged:
            t = self.redirect.get(t.name, t)
        key = (t.name, staged)
        f = self._funcs.get(key)
        if f is None:
            arity = t.rank + (t.stages if staged else 0)
            name = f"{t.name}@" if staged else t.name
            f = z3.Function(name, *([INDEX_SORT] * arity), self.sem.sort(t.element_type))
            self._funcs[key] = f
            self._owner[f] = (t, staged)
            self._owned_decls.add(f.get_id())
        return f

    def app(self, t: SpecTensor, idx: list[Index], stage: list[Index] | None = None) -> z3.ExprRef:
        if stage is not None:
            return self.function(t, True)(*idx, *stage)
        return self.function(t)(*idx)

    def owner(self, decl: z3.FuncDeclRef) -> tuple[SpecTensor, bool] | None:
        return self._owner.get(decl)

    # --- undefined elements -------------------------------------------------

    def static_defined(self, t: SpecTensor) -> bool:
        """No element of `t` can be undefined: its body has no op with
        undefined behaviour or a poison result (the semantics says so with
        a constant false flag), and its inputs and inits are likewise."""
        found = self._static.get(t.name)
        if found is not None:
            return found
        self._static[t.name] = True  # no cycles in a spec; a guard anyway
        result = True
        if t.kind == "insert":
            # An inserted slice is as defined as its source and destination
            # (a padded tensor holds the elements it pads).
            source = t.inputs[0][0]
            assert isinstance(source, SpecTensor) and t.init is not None
            result = self.static_defined(source) and self.static_defined(t.init)
        elif t.kind == "generic":
            assert t.init is not None and t.body is not None
            group = t.siblings or [t]
            sources = [src for src, _ in t.inputs if isinstance(src, SpecTensor)] + [s.init for s in group]
            if not all(self.static_defined(src) for src in sources):  # type: ignore[arg-type]
                result = False
            else:
                idx = [z3.FreshInt("i") for _ in range(t.rank)]
                r = [z3.FreshInt("r") for _ in range(t.stages)]
                outs = [z3.FreshConst(self.sem.sort(s.element_type), "out") for s in group]
                _, ub, poison = self._body(t, idx, r, outs)
                result = z3.is_false(ub) and z3.is_false(poison)
        self._static[t.name] = result
        return result

    def flags(self, t: SpecTensor, idx: list[Index], stage: list[Index] | None = None) -> tuple[z3.BoolRef, z3.BoolRef]:
        """(undefined behaviour, poison) of element `idx` (at `stage`) of
        `t`: constant false for a tensor that is `static_defined`."""
        if self.static_defined(t):
            return FALSE, FALSE
        staged = stage is not None
        args = [*idx, *(stage or [])]
        return self._flag(t, staged, "ub")(*args), self._flag(t, staged, "poison")(*args)

    def undefined(self, t: SpecTensor, idx: list[Index], stage: list[Index] | None = None) -> z3.BoolRef:
        """Element `idx` (at `stage`) of `t` is undefined: any value refines it."""
        ub, poison = self.flags(t, idx, stage)
        return FALSE if z3.is_false(ub) and z3.is_false(poison) else z3.Or(ub, poison)

    def _flag(self, t: SpecTensor, staged: bool, which: str) -> z3.FuncDeclRef:
        if not staged:
            t = self.redirect.get(t.name, t)
        key = (t.name, staged, which)
        f = self._flags.get(key)
        if f is None:
            arity = t.rank + (t.stages if staged else 0)
            f = z3.Function(f"{t.name}{'@' if staged else ''}!{which}", *([INDEX_SORT] * arity), z3.BoolSort())
            self._flags[key] = f
            self._flag_owner[f.get_id()] = (t, staged, which)
        return f

    # --- sizes ------------------------------------------------------------

    def sizes(self, t: SpecTensor) -> list[Index]:
        """The extents of `t`, one term each per function: every equation
        then names the same size (a piecewise size used to get a fresh
        `undef` outside its pieces at each use), and isl is converted once."""
        found = self._sizes.get((t.name, False))
        if found is None:
            found = self._sizes[(t.name, False)] = [self.conv.pw_aff(s) for s in t.sizes]
        return found

    def in_domain(self, t: SpecTensor, idx: list[Index]) -> z3.BoolRef:
        return z3.And([z3.And(bv(0) <= x, x < n) for x, n in zip(idx, self.sizes(t))])

    def stage_sizes(self, t: SpecTensor) -> list[Index]:
        found = self._sizes.get((t.name, True))
        if found is None:
            found = self._sizes[(t.name, True)] = [self.conv.pw_aff(s) for s in t.stage_sizes()]
        return found

    def pred(self, t: SpecTensor, r: list[Index]) -> list[Index]:
        """The lexicographic predecessor in the reduction box (the first
        component is not bounded below: `pred(0,..,0) = (-1, R1-1, ...)`)."""
        sizes = self.stage_sizes(t)

        def go(prefix: list[Index], m: int) -> list[Index]:
            if m == 1:
                return [prefix[0] - bv(1)]
            last = prefix[m - 1]
            borrow = go(prefix, m - 1) + [sizes[m - 1] - bv(1)]
            keep = prefix[: m - 1] + [last - bv(1)]
            return [z3.If(last > bv(0), k, b) for k, b in zip(keep, borrow)]

        return go(list(r), len(r))

    def init_stage(self, t: SpecTensor) -> list[Index]:
        return self.pred(t, [bv(0)] * t.stages)

    def last_stage(self, t: SpecTensor) -> list[Index]:
        return [n - bv(1) for n in self.stage_sizes(t)]

    def box_empty(self, t: SpecTensor) -> z3.BoolRef:
        return z3.Or([n <= bv(0) for n in self.stage_sizes(t)])

    def applications(self, roots) -> list[z3.ExprRef]:
        """The spec applications in `roots` (each once), walked as raw terms."""
        dag = self._dag
        return [dag.wrap(a) for a, _ in dag.walk(roots)
                if dag.kind(a) == APP and dag.decl_id(a) in self._owned_decls]

    # --- instances --------------------------------------------------------

    def axioms(
        self, roots: list[z3.ExprRef], preconditions: bool | None = None, depth: int | None = None
    ) -> list[z3.BoolRef]:
        """Instances of the defining equations of every spec application
        reachable from `roots`, unfolded `depth` rounds, and of the spec's
        asserts it triggers (`_precondition`) when `preconditions` (default:
        `assume_asserts`); the definitions of the data-dependent indices
        among them (`bind_index`) always.

        The walk is over raw terms (`smt.dag`), and each application's
        equations are built once per encoder (`_definitions`): the queries
        of one function share most of their applications."""
        if preconditions is None:
            preconditions = self.assume_asserts
        dag = self._dag
        owned = self._owned_decls
        bound = self._bound_decls
        flags = self._flag_owner
        seen_terms: set[int] = set()
        seen_apps: set[int] = set()
        result: list[z3.BoolRef] = []
        frontier = list(roots)
        for _ in range(self.depth if depth is None else min(depth, self.depth)):
            apps = []
            for a, aid in dag.walk(frontier, seen_terms):
                if dag.kind(a) == APP and aid not in seen_apps:
                    decl = dag.decl_id(a)
                    if decl in owned or decl in bound or decl in flags:
                        seen_apps.add(aid)
                        apps.append((a, aid, decl in bound))
            frontier = []
            for a, aid, is_index in apps:
                if is_index:
                    fact = self._index_bindings[dag.decl_id(a)]
                    result.append(fact)
                    frontier.append(fact)
                    continue
                known = self._definitions.get(aid)
                if known is None:
                    app = dag.wrap(a)
                    pre = [] if dag.decl_id(a) in flags else self._precondition(app)
                    known = self._definitions[aid] = (app, self._definition(app), pre)
                result.extend(known[1])
                frontier.extend(known[1])
                if preconditions:
                    result.extend(known[2])
                    frontier.extend(known[2])
            if not frontier:
                break
        return result

    def bind_index(self, skolem: z3.ArithRef, value: z3.ArithRef) -> None:
        """A data-dependent index (a gather's, `verify.gathers`) is the
        parameter `skolem` of isl; in z3 it is `value`, a term of the
        values loaded.  Every query mentioning it gets `skolem = value`."""
        self._bound_decls.add(skolem.decl().get_id())
        self._index_bindings[skolem.decl().get_id()] = skolem == value

    def _definition(self, a: z3.ExprRef) -> list[z3.BoolRef]:
        flag = self._flag_owner.get(a.decl().get_id())
        if flag is not None:
            return self._flag_definition(a, *flag)
        t, staged = self._owner[a.decl()]
        args = a.children()
        idx = args[: t.rank]
        if t.kind == "fill":
            return [z3.Implies(self.in_domain(t, idx), a == self._fill_value(t))]
        # A "const" (weights) stays uninterpreted: the lowered code reads the
        # same function through its constant global (verify.globals), so a
        # proof holds for every value of the weights, the actual ones
        # included.  Sound; a lowering that folds weights into its code
        # would not be proved.  Small integer constants are index tensors
        # (a gather's indices, `gathers.py`), whose values decide whether
        # a read is in bounds: those are defined by their values.
        if t.kind == "const" and _interpreted(t):
            return [z3.Implies(self.in_domain(t, idx), a == self._literal(t, idx))]
        if t.kind == "insert":
            return [z3.Implies(self.in_domain(t, idx), a == self._inserted(t, idx))]
        if t.kind != "generic":
            return []
        assert t.init is not None
        init = self.app(t.init, idx)
        group = t.siblings or [t]
        if not t.red_dims:
            value, ub, poison = self._body(
                t, idx, [], [self.app(s.init, idx) for s in group],  # type: ignore[arg-type]
                [self.flags(s.init, idx) for s in group],  # type: ignore[arg-type]
            )
            return [z3.Implies(z3.And(self.in_domain(t, idx), z3.Not(ub), z3.Not(poison)), a == value)]
        if not staged:
            final = z3.If(self.box_empty(t), init, self.app(t, idx, self.last_stage(t)))
            return [z3.Implies(self.in_domain(t, idx), a == final), *self._sum_sign(t, a, idx, None)]
        r = list(args[t.rank :])
        sizes = self.stage_sizes(t)
        in_box = z3.And([z3.And(bv(0) <= x, x < n) for x, n in zip(r, sizes)])
        before = self.pred(t, r)
        value, ub, poison = self._body(
            t, idx, r, [self.app(s, idx, before) for s in group], [self.flags(s, idx, before) for s in group]
        )
        is_init = z3.And([x == y for x, y in zip(r, self.init_stage(t))])
        dom = self.in_domain(t, idx)
        return [
            z3.Implies(z3.And(dom, in_box, z3.Not(ub), z3.Not(poison)), a == value),
            z3.Implies(z3.And(dom, is_init), a == init),
            *self._sum_sign(t, a, idx, r, z3.Or(in_box, is_init)),
        ]

    def _sum_sign(self, t: SpecTensor, a: z3.ExprRef, idx: list[Index], r: list[Index] | None = None,
                  stage_ok: z3.BoolRef | None = None) -> list[z3.BoolRef]:
        """`a` (element `idx` of `t`, or its stage `r` where `stage_ok`) is
        never -0.0 when `t` is a float sum from an init that is never -0.0
        (`never_negative_zero`): the induction over the stages, which the
        bounded unfolding of the equations cannot do.  Round to nearest
        makes `x + y` -0.0 only when both are -0.0, so each stage inherits
        the init's sign fact (a NaN is not -0.0).  Why: a matmul's sum from
        +0.0 is never -0.0, so `sum + 0.0` (torch's `x + 0`, kept by the
        spec) equals the sum, and IREE's canonicalizer drops it; with the
        stages unfolded only `depth` rounds the solver found a -0.0 sum
        the spec cannot produce.  Only where the element is defined (an
        undefined one may hold anything, and its stages' facts do not
        chain)."""
        if not self.never_negative_zero(t):
            return []
        fmt = ScalarSemantics.float_format(t.element_type)
        assert fmt is not None
        guard = [self.in_domain(t, idx), z3.Not(self.undefined(t, idx, r))]
        if stage_ok is not None:
            guard.append(stage_ok)
        return [z3.Implies(z3.And(guard), a != self.sem.fp.constant(-0.0, fmt))]

    def never_negative_zero(self, t: SpecTensor) -> bool:
        """Every defined element (and stage) of `t` is other than -0.0: a
        fill by a literal that is not -0.0, or a single-result float
        reduction whose body yields `arith.addf` (without fast-math flags:
        `nsz` frees the sign of a zero) of its accumulator and any value,
        from an init that is never -0.0."""
        found = self._never_negative_zero.get(t.name)
        if found is None:
            found = self._never_negative_zero[t.name] = self._find_never_negative_zero(t)
        return found

    def _find_never_negative_zero(self, t: SpecTensor) -> bool:
        if t.kind == "fill":
            fmt = ScalarSemantics.float_format(t.element_type)
            return fmt is not None and self.sem.fp.literal_not_negative_zero(self._fill_value(t), fmt)
        if t.kind != "generic" or t.init is None or t.body is None or t.body.last_op is None:
            return False
        fmt = ScalarSemantics.float_format(t.element_type)
        if fmt is None:
            return False
        yielded = t.body.last_op.operands[t.position]
        if yielded in t.body.args[: len(t.inputs)] and not isinstance(t.inputs[yielded.index][0], SpecTensor):
            yielded = t.inputs[yielded.index][0]  # a scalar input (--annotate's form of linalg.fill)
        if isinstance(getattr(yielded, "op", None), arith.ConstantOp) and yielded.op.parent_block() is not t.body:
            (value,), _ = self.sem.encode(yielded.op, [])
            return self.sem.fp.literal_not_negative_zero(value, fmt)
        if not t.red_dims or not t.single():
            return False
        add = getattr(yielded, "op", None)
        if not isinstance(add, arith.AddfOp) or t.body.args[t.out_arg] not in add.operands:
            return False
        if fastmath_flags(add):
            return False
        return self.never_negative_zero(t.init)

    def _flag_definition(self, a: z3.ExprRef, t: SpecTensor, staged: bool, which: str) -> list[z3.BoolRef]:
        """The equation of a flag application (module doc), the same cases
        as the values'."""
        args = a.children()
        idx = args[: t.rank]
        pick = 0 if which == "ub" else 1
        dom = self.in_domain(t, idx)
        if t.kind == "insert":
            assert t.init is not None
            source, inside, y = self._slice_position(t, idx)
            return [z3.Implies(dom, a == z3.If(inside, self.flags(source, y)[pick], self.flags(t.init, idx)[pick]))]
        if t.kind != "generic":
            return [z3.Implies(dom, a == FALSE)]
        assert t.init is not None
        group = t.siblings or [t]
        init_flag = self.flags(t.init, idx)[pick]
        if not t.red_dims:
            outs = [self.app(s.init, idx) for s in group]  # type: ignore[arg-type]
            flags = [self.flags(s.init, idx) for s in group]  # type: ignore[arg-type]
            return [z3.Implies(dom, a == self._body(t, idx, [], outs, flags)[1 + pick])]
        if not staged:
            final = z3.If(self.box_empty(t), init_flag, self.flags(t, idx, self.last_stage(t))[pick])
            return [z3.Implies(dom, a == final)]
        r = list(args[t.rank :])
        in_box = z3.And([z3.And(bv(0) <= x, x < n) for x, n in zip(r, self.stage_sizes(t))])
        before = self.pred(t, r)
        outs = [self.app(s, idx, before) for s in group]
        flag = self._body(t, idx, r, outs, [self.flags(s, idx, before) for s in group])[1 + pick]
        is_init = z3.And([x == y for x, y in zip(r, self.init_stage(t))])
        return [z3.Implies(z3.And(dom, in_box), a == flag), z3.Implies(z3.And(dom, is_init), a == init_flag)]

    def _literal(self, t: SpecTensor, idx: list[Index]) -> z3.ExprRef:
        """Element `idx` of an integer constant, by its values: an `ite`
        over the row-major position, the most frequent value last."""
        assert t.op is not None
        attr = op_attr(t.op, "value")
        assert isinstance(attr, DenseIntOrFPElementsAttr)
        values = [int(v) for v in attr.get_values()]
        shape = t.type.get_shape()
        sort = self.sem.sort(t.element_type)
        width = sort.size()
        flat: Index = bv(0)
        for x, n in zip(idx, shape):
            flat = flat * bv(n) + x
        positions: dict[int, list[int]] = {}
        for k, v in enumerate(values):
            positions.setdefault(v, []).append(k)
        ranked = sorted(positions, key=lambda v: (-len(positions[v]), v))
        result = z3.BitVecVal(ranked[0], width)
        for v in reversed(ranked[1:]):
            result = z3.If(z3.Or([flat == bv(k) for k in positions[v]]), z3.BitVecVal(v, width), result)
        return result

    def _inserted(self, t: SpecTensor, idx: list[Index]) -> z3.ExprRef:
        """Element `idx` of a static `insert_slice`: the source's element
        inside the slice, the dest's elsewhere."""
        assert t.init is not None
        source, inside, y = self._slice_position(t, idx)
        return z3.If(inside, self.app(source, y), self.app(t.init, idx))

    def _slice_position(self, t: SpecTensor, idx: list[Index]) -> tuple[SpecTensor, z3.BoolRef, list[Index]]:
        """An `insert` tensor's source, whether element `idx` is inside the
        slice, and the source's element it is there."""
        assert t.slice is not None and t.init is not None
        source = t.inputs[0][0]
        assert isinstance(source, SpecTensor)
        inside: list[z3.BoolRef] = []
        y: list[Index] = []
        for k, (x, off, size, stride) in enumerate(zip(idx, t.slice.offsets, t.slice.sizes, t.slice.strides)):
            rel = x - bv(off)
            inside.append(rel >= bv(0))
            if stride != 1:
                inside.append(rel % bv(stride) == bv(0))
            yk = floor_div(rel, stride)
            inside.append(yk < bv(size))
            if k in t.slice.kept:
                y.append(yk)
        return source, z3.And(inside), y

    def step(self, t: SpecTensor, idx: list[Index], r: list[Index], out: z3.ExprRef) -> tuple[z3.ExprRef, z3.BoolRef]:
        """One step of reduction `t` at element `idx`, reduced index `r`,
        from the accumulator value `out`, and where it is undefined
        (`_body`): what a reordered accumulation must combine."""
        assert t.single(), "a multi-result reduction has no combiner (reordered.combiner_of)"
        value, ub, poison = self._body(t, idx, r, [out])
        return value, z3.Or(ub, poison)

    def _fill_value(self, t: SpecTensor) -> z3.ExprRef:
        op = t.op
        assert op is not None
        value = op_attr(op, "value")
        assert isinstance(value, DenseIntOrFPElementsAttr)
        element = value.get_values()[0]
        et = t.element_type
        attr = FloatAttr(element, et) if isinstance(element, float) else IntegerAttr(element, et)
        scalar = arith.ConstantOp(attr, et)
        (result,), _ = self.sem.encode(scalar, [])
        return result

    def _body(
        self, t: SpecTensor, idx: list[Index], r: list[Index], outs: list[z3.ExprRef],
        out_flags: list[tuple[z3.BoolRef, z3.BoolRef]] | None = None,
    ) -> tuple[z3.ExprRef, z3.BoolRef, z3.BoolRef]:
        """The generic's body at iteration `d` (from the output indices and
        the stage), with `outs` as the values of the output block arguments
        (one per result of the op; their undefined behaviour and poison
        flags `out_flags`): the value it yields for `t`, undefined
        behaviour in computing it (in the body or in the input elements it
        reads), and whether it is poison (the inputs' poison propagated by
        the body's ops).  Where the element is undefined, its equation is
        not asserted (the spec allows any value there; module doc)."""
        assert t.body is not None
        dims = self.iteration(t, idx, r)
        assert all(x is not None for x in dims)
        run = self._run(t, dims, outs, list(t.body.ops), out_flags)
        yielded = t.body.last_op.operands[t.position]  # type: ignore[union-attr]
        # A value defined outside the body (a constant or argument that
        # fusion and canonicalize left yielded as is) is a spec scalar like
        # any operand from outside.
        value = run.env[yielded] if yielded in run.env else self.scalar(yielded)
        return value, z3.Or(run.ub) if run.ub else FALSE, run.poison.get(yielded, FALSE)

    def iteration(self, t: SpecTensor, idx: list[Index], r: list[Index] | None) -> list[Index | None]:
        """The loop dims of generic `t` at output element `idx` and stage
        `r` (None: the reduction dims are not known)."""
        assert t.out_map is not None
        d: list[Index | None] = [None] * len(t.loop_sizes)
        for q, e in enumerate(t.out_map.results):
            if isinstance(e, AffineDimExpr):  # else the constant 0 of a unit dim
                d[e.position] = idx[q]
        if r is not None:
            for k, dim in enumerate(t.red_dims):
                d[dim] = r[k]
        return d

    def _run(
        self, t: SpecTensor, dims: list[Index | None], outs: list[z3.ExprRef] | None, ops: list[Operation],
        out_flags: list[tuple[z3.BoolRef, z3.BoolRef]] | None = None,
    ) -> _Run:
        """Evaluate `ops` of generic `t`'s body (all of it, or the slice an
        assert needs) at loop dims `dims`.  A dim that is None is not known:
        using it (through `linalg.index` or an input map) raises
        `_Undetermined`, as does reading an output argument when `outs` is
        None.  The inputs' undefined behaviour and poison flags (and the
        outputs', `out_flags`) enter the run as the body's own."""
        assert t.body is not None
        block: Block = t.body
        run = _Run()
        undetermined: set[SSAValue] = set()

        def flagged(barg: SSAValue, flags: tuple[z3.BoolRef, z3.BoolRef]) -> None:
            if not z3.is_false(flags[0]):
                run.ub.append(flags[0])
            if not z3.is_false(flags[1]):
                run.poison[barg] = flags[1]

        for (src, amap), barg in zip(t.inputs, block.args):
            if isinstance(src, SpecTensor):
                if any(dims[d] is None for d in amap.used_dims()):
                    undetermined.add(barg)
                else:
                    at = self._map(amap, dims, t.op)  # type: ignore[arg-type]
                    run.env[barg] = self.app(src, at)
                    flagged(barg, self.flags(src, at))
            else:
                run.env[barg] = self.scalar(src)
        for k, barg in enumerate(block.args[len(t.inputs) :]):
            if outs is None:
                undetermined.add(barg)
            else:
                run.env[barg] = outs[k]
                if out_flags is not None:
                    flagged(barg, out_flags[k])
        for op in ops:
            if op.name == "linalg.yield":
                break
            if any(v in undetermined for v in op.operands):
                raise _Undetermined()
            if op.name == "linalg.index":
                dim = dims[op.properties["dim"].value.data]  # type: ignore[union-attr]
                if dim is None:
                    raise _Undetermined()
                run.env[op.results[0]] = as_index_word(dim, self.sem.sort(op.results[0].type).size())
                continue
            operands = [run.env[v] if v in run.env else self.scalar(v) for v in op.operands[1:]] \
                if op.name == "tensor.extract" else \
                [run.env[v] if v in run.env else self.scalar(v) for v in op.operands]
            if op.name == "tensor.extract":
                value, ub = self._extract(op, operands)
                run.env[op.results[0]] = value
                run.ub.append(ub)
                continue
            try:
                enc = self.sem.encode(op, operands, poison=[run.poison.get(v) for v in op.operands])
            except Unsupported as e:
                raise SpecUnsupported(e.op or op, e.reason or "no scalar semantics") from None
            if not z3.is_false(enc.ub):
                run.ub.append(enc.ub)
            for res, term, p in zip(op.results, enc.results, enc.poison):
                run.env[res] = term
                if not z3.is_false(p):
                    run.poison[res] = p
        else:
            if ops and ops[-1] is block.last_op:
                raise SpecUnsupported(t.op or block.parent_op(), "linalg body without linalg.yield")
        return run

    def _extract(self, op: Operation, indices: list[z3.ExprRef]) -> tuple[z3.ExprRef, z3.BoolRef]:
        """`tensor.extract %T[i...]` in a body (a gather): `T`'s element at
        the indices, undefined when they are outside `T` (MLIR: UB)."""
        source = self.spec.by_value.get(op.operands[0])
        if source is None:
            raise SpecUnsupported(op, "tensor.extract from a tensor that is not a spec tensor")
        at = [index_int(i) for i in indices]
        return self.app(source, at), z3.Not(self.in_domain(source, at))

    # --- preconditions (the spec's asserts) ------------------------------

    def _precondition(self, a: z3.ExprRef) -> list[z3.BoolRef]:
        """The instances of the spec's conditions (asserts, gather bounds)
        that application `a` (an element of a tensor, not a reduction
        stage) triggers (`spec_asserts`): `d in the loop box => c(d)`."""
        t, staged = self._owner[a.decl()]
        found = [] if staged else self._triggers.get(t.name, [])
        facts: list[z3.BoolRef] = []
        for trig in found:
            g = trig.condition.tensor
            x = a.children()
            dims: list[Index | None] = [None] * len(g.loop_sizes)
            for q, e in enumerate(trig.amap.results):
                if isinstance(e, AffineDimExpr) and dims[e.position] is None:
                    dims[e.position] = x[q]
            try:
                run = self._run(g, dims, None, list(trig.condition.ops))
            except _Undetermined:
                continue
            sizes = self.loop_sizes(g)
            box = [z3.And(bv(0) <= d, d < n) if d is not None else n > bv(0) for d, n in zip(dims, sizes)]
            facts.append(z3.Implies(z3.And(box), self._condition_term(trig.condition, run)))
        return facts

    def _condition_term(self, c: Condition, run: _Run) -> z3.BoolRef:
        """Condition `c` on the values of `run`: the assert's operand is
        true (and not poison), or the extract's index is in the tensor."""
        v = c.value
        term = run.env[v] if v in run.env else self.scalar(v)
        if c.is_assert:
            holds = term == z3.BitVecVal(1, 1)
            p = run.poison.get(v)
            return holds if p is None else z3.And(holds, z3.Not(p))
        source = self.spec.by_value[c.op.operands[0]]
        i = index_int(term)
        in_bounds = z3.And(bv(0) <= i, i < self.sizes(source)[c.coordinate])  # type: ignore[index]
        p = run.poison.get(v)
        return in_bounds if p is None else z3.And(in_bounds, z3.Not(p))

    def loop_sizes(self, t: SpecTensor) -> list[Index]:
        found = self._sizes.get((t.name, "loops"))  # type: ignore[arg-type]
        if found is None:
            found = self._sizes[(t.name, "loops")] = [self.conv.pw_aff(s) for s in t.loop_sizes]  # type: ignore[index]
        return found

    def assert_conditions(self, t: SpecTensor, idx: list[Index], r: list[Index] | None) -> list[tuple[Operation, z3.BoolRef]] | None:
        """The conditions of `t`'s asserts at element `idx` (stage `r`), each
        with its `cf.assert`; None when they depend on dims `r` does not
        give (a reduction's final element) or on the accumulator."""
        found = self._asserts.get(t.name, [])
        if not found:
            return []
        out = []
        for c in found:
            try:
                run = self._run(t, self.iteration(t, idx, r), None, list(c.ops))
            except _Undetermined:
                return None
            out.append((c.op, self._condition_term(c, run)))
        return out

    def scalar(self, value: SSAValue) -> z3.ExprRef:
        """A scalar of the spec defined outside linalg bodies (a constant,
        an argument), encoded once.  Outside bodies only constants and
        arguments are expected; an op that could be undefined or poison
        there is unsupported (its condition would have nowhere to go)."""
        found = self._scalars.get(value)
        if found is not None:
            return found
        if not isinstance(value, OpResult):
            raise SpecUnsupported(value.owner.parent_op(), "scalar block argument outside a linalg body")  # type: ignore[union-attr]
        op: Operation = value.op
        try:
            enc = self.sem.encode(op, [self.scalar(v) for v in op.operands])
        except Unsupported as e:
            raise SpecUnsupported(e.op or op, e.reason or "no scalar semantics") from None
        if not z3.is_false(enc.ub) or any(not z3.is_false(p) for p in enc.poison):
            raise SpecUnsupported(op, "scalar outside a linalg body that may be undefined or poison")
        for res, term in zip(op.results, enc.results):
            self._scalars[res] = term
        return self._scalars[value]

    def _map(self, amap: AffineMap, dims: list[Index], op: Operation | None) -> list[Index]:
        return [affine_z3(e, dims, op) for e in amap.results]


def affine_z3(e: AffineExpr, dims: list[Index], op: Operation | None = None) -> Index:
    """An affine expression of the loop dims, on integer indices."""
    match e:
        case AffineConstantExpr():
            return bv(e.value)
        case AffineDimExpr():
            return dims[e.position]
        case AffineBinaryOpExpr():
            lhs = affine_z3(e.lhs, dims, op)
            if e.kind == AffineBinaryOpKind.Add:
                return lhs + affine_z3(e.rhs, dims, op)
            if isinstance(e.rhs, AffineConstantExpr):
                c = e.rhs.value
                if e.kind == AffineBinaryOpKind.Mul:
                    return lhs * bv(c)
                if c > 0 and e.kind == AffineBinaryOpKind.FloorDiv:
                    return floor_div(lhs, c)
                if c > 0 and e.kind == AffineBinaryOpKind.CeilDiv:
                    return -floor_div(-lhs, c)
                if c > 0 and e.kind == AffineBinaryOpKind.Mod:
                    return lhs % bv(c)
            if e.kind == AffineBinaryOpKind.Mul and isinstance(e.lhs, AffineConstantExpr):
                return bv(e.lhs.value) * affine_z3(e.rhs, dims, op)
    if op is not None:
        raise SpecUnsupported(op, f"indexing map expression {e} is not quasi-affine")
    raise ValueError(f"affine expression {e}")
