"""Spec tensors as z3 functions, with their equations instantiated on demand.

Each spec tensor `T` is a z3 function from integer indices (see `isl_z3`) to its element
sort; a tensor with reduction dimensions also gets its stage function
`T@` over (indices, stage), the extended-index SARE of the contract
(design-notes section 4):

    T@(x, r)         = f(ins(M(d)), T@(x, pred(r)))   0 <= r < R (lexicographic)
    T@(x, pred(0))   = I(x)
    T(x)             = I(x) if the reduction range is empty, else T@(x, last)
    T(x)             = f(ins(M(d)), I(x))             without reduction dims

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

Why instantiate instead of asserting `forall` axioms (or `RecFunction`s):
a value obligation mentions a handful of spec elements at symbolic indices.
Adding, for each of them, the instance of its defining equation (guarded by
"in the domain") keeps the query quantifier-free, and every instance is a
true fact of the spec, so adding them is sound whatever the depth.  New
applications appear in instances (`T@(x, pred(r))`, the inputs); they are
unfolded in turn up to `depth` rounds, which only bounds completeness.
"""

from __future__ import annotations

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

from tvmlir.verify.isl_z3 import INDEX_SORT, IslToZ3, as_index_word, bv, floor_div
from tvmlir.semantics.scalar import ScalarSemantics, Unsupported
from tvmlir.verify.spec_model import SpecFunction, SpecTensor, SpecUnsupported

DEFAULT_DEPTH = 4
FALSE = z3.BoolVal(False)

Index = z3.ArithRef


class SpecEncoder:
    def __init__(
        self,
        spec: SpecFunction,
        sem: ScalarSemantics,
        conv: IslToZ3,
        scalars: dict[SSAValue, z3.ExprRef],
        depth: int = DEFAULT_DEPTH,
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
        self._definitions: dict[int, tuple[z3.ExprRef, list[z3.BoolRef]]] = {}
        """Application id -> (the application, its equations); holding the
        application keeps its id from being reused."""
        self._dag = Dag()
        self._sizes: dict[tuple[str, bool], list[Index]] = {}
        self._flags: dict[tuple[str, bool, str], z3.FuncDeclRef] = {}
        self._flag_owner: dict[int, tuple[SpecTensor, bool, str]] = {}
        """Id of a flag function (`T!ub`, `T!poison`, staged or not) ->
        its tensor, whether staged, and which flag."""
        self._static: dict[str, bool] = {}

    # --- functions and applications --------------------------------------

    def function(self, t: SpecTensor, staged: bool = False) -> z3.FuncDeclRef:
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
        a constant false flag), and its inputs and init are likewise."""
        found = self._static.get(t.name)
        if found is not None:
            return found
        self._static[t.name] = True  # no cycles in a spec; a guard anyway
        result = True
        if t.kind == "generic":
            assert t.init is not None and t.body is not None
            sources = [src for src, _ in t.inputs if isinstance(src, SpecTensor)] + [t.init]
            if not all(self.static_defined(src) for src in sources):
                result = False
            else:
                idx = [z3.FreshInt("i") for _ in range(t.rank)]
                r = [z3.FreshInt("r") for _ in range(t.stages)]
                out = z3.FreshConst(self.sem.sort(t.element_type), "out")
                _, ub, poison = self._body(t, idx, r, out)
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

    def axioms(self, roots: list[z3.ExprRef]) -> list[z3.BoolRef]:
        """Instances of the defining equations of every spec application
        reachable from `roots`, unfolded `depth` rounds.

        The walk is over raw terms (`smt.dag`), and each application's
        equations are built once per encoder (`_definitions`): the queries
        of one function share most of their applications."""
        dag = self._dag
        owned = self._owned_decls
        flags = self._flag_owner
        seen_terms: set[int] = set()
        seen_apps: set[int] = set()
        result: list[z3.BoolRef] = []
        frontier = list(roots)
        for _ in range(self.depth):
            apps = []
            for a, aid in dag.walk(frontier, seen_terms):
                if dag.kind(a) == APP and aid not in seen_apps and (dag.decl_id(a) in owned or dag.decl_id(a) in flags):
                    seen_apps.add(aid)
                    apps.append((a, aid))
            frontier = []
            for a, aid in apps:
                known = self._definitions.get(aid)
                if known is None:
                    app = dag.wrap(a)
                    known = self._definitions[aid] = (app, self._definition(app))
                result.extend(known[1])
                frontier.extend(known[1])
            if not frontier:
                break
        return result

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
        # would not be proved.
        if t.kind != "generic":
            return []
        assert t.init is not None
        init = self.app(t.init, idx)
        if not t.red_dims:
            value, ub, poison = self._body(t, idx, [], init, self.flags(t.init, idx))
            return [z3.Implies(z3.And(self.in_domain(t, idx), z3.Not(ub), z3.Not(poison)), a == value)]
        if not staged:
            final = z3.If(self.box_empty(t), init, self.app(t, idx, self.last_stage(t)))
            return [z3.Implies(self.in_domain(t, idx), a == final)]
        r = list(args[t.rank :])
        sizes = self.stage_sizes(t)
        in_box = z3.And([z3.And(bv(0) <= x, x < n) for x, n in zip(r, sizes)])
        previous = self.app(t, idx, self.pred(t, r))
        value, ub, poison = self._body(t, idx, r, previous, self.flags(t, idx, self.pred(t, r)))
        is_init = z3.And([x == y for x, y in zip(r, self.init_stage(t))])
        dom = self.in_domain(t, idx)
        return [
            z3.Implies(z3.And(dom, in_box, z3.Not(ub), z3.Not(poison)), a == value),
            z3.Implies(z3.And(dom, is_init), a == init),
        ]

    def _flag_definition(self, a: z3.ExprRef, t: SpecTensor, staged: bool, which: str) -> list[z3.BoolRef]:
        """The equation of a flag application (module doc), the same cases
        as the values'."""
        args = a.children()
        idx = args[: t.rank]
        pick = 0 if which == "ub" else 1
        dom = self.in_domain(t, idx)
        if t.kind != "generic":
            return [z3.Implies(dom, a == FALSE)]
        assert t.init is not None
        init = self.app(t.init, idx)
        init_flag = self.flags(t.init, idx)[pick]
        if not t.red_dims:
            return [z3.Implies(dom, a == self._body(t, idx, [], init, self.flags(t.init, idx))[1 + pick])]
        if not staged:
            final = z3.If(self.box_empty(t), init_flag, self.flags(t, idx, self.last_stage(t))[pick])
            return [z3.Implies(dom, a == final)]
        r = list(args[t.rank :])
        in_box = z3.And([z3.And(bv(0) <= x, x < n) for x, n in zip(r, self.stage_sizes(t))])
        previous = self.app(t, idx, self.pred(t, r))
        flag = self._body(t, idx, r, previous, self.flags(t, idx, self.pred(t, r)))[1 + pick]
        is_init = z3.And([x == y for x, y in zip(r, self.init_stage(t))])
        return [z3.Implies(z3.And(dom, in_box), a == flag), z3.Implies(z3.And(dom, is_init), a == init_flag)]

    def step(self, t: SpecTensor, idx: list[Index], r: list[Index], out: z3.ExprRef) -> tuple[z3.ExprRef, z3.BoolRef]:
        """One step of reduction `t` at element `idx`, reduced index `r`,
        from the accumulator value `out`, and where it is undefined
        (`_body`): what a reordered accumulation must combine."""
        value, ub, poison = self._body(t, idx, r, out)
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
        self, t: SpecTensor, idx: list[Index], r: list[Index], out: z3.ExprRef,
        out_flags: tuple[z3.BoolRef, z3.BoolRef] | None = None,
    ) -> tuple[z3.ExprRef, z3.BoolRef, z3.BoolRef]:
        """The generic's body at iteration `d` (from the output indices and
        the stage), with `out` as the value of the output block argument
        (whose undefined behaviour and poison flags are `out_flags`): the
        yielded value, undefined behaviour in computing it (in the body or
        in the input elements it reads), and whether it is poison (the
        inputs' poison propagated by the body's ops).  Where the element is
        undefined, its equation is not asserted (the spec allows any value
        there; module doc)."""
        assert t.out_map is not None and t.body is not None
        d: list[Index | None] = [None] * len(t.loop_sizes)
        for q, e in enumerate(t.out_map.results):
            if isinstance(e, AffineDimExpr):  # else the constant 0 of a unit dim
                d[e.position] = idx[q]
        for k, dim in enumerate(t.red_dims):
            d[dim] = r[k]
        dims: list[Index] = [x for x in d if x is not None]
        assert len(dims) == len(d)
        env: dict[SSAValue, z3.ExprRef] = {}
        poison: dict[SSAValue, z3.BoolRef] = {}
        ub: list[z3.BoolRef] = []
        block: Block = t.body

        def flagged(barg: SSAValue, flags: tuple[z3.BoolRef, z3.BoolRef]) -> None:
            if not z3.is_false(flags[0]):
                ub.append(flags[0])
            if not z3.is_false(flags[1]):
                poison[barg] = flags[1]

        for (src, amap), barg in zip(t.inputs, block.args):
            if isinstance(src, SpecTensor):
                at = self._map(amap, dims, t.op)
                env[barg] = self.app(src, at)
                flagged(barg, self.flags(src, at))
            else:
                env[barg] = self.scalar(src)
        env[block.args[len(t.inputs)]] = out
        if out_flags is not None:
            flagged(block.args[len(t.inputs)], out_flags)
        for op in block.ops:
            if op.name == "linalg.yield":
                yielded = op.operands[0]
                # A value defined outside the body (a constant or argument
                # that fusion and canonicalize left yielded as is) is a
                # spec scalar like any operand from outside.
                value = env[yielded] if yielded in env else self.scalar(yielded)
                return value, z3.Or(ub) if ub else FALSE, poison.get(yielded, FALSE)
            if op.name == "linalg.index":
                dim = dims[op.properties["dim"].value.data]  # type: ignore[union-attr]
                env[op.results[0]] = as_index_word(dim, self.sem.sort(op.results[0].type).size())
                continue
            operands = [env[v] if v in env else self.scalar(v) for v in op.operands]
            try:
                enc = self.sem.encode(op, operands, poison=[poison.get(v) for v in op.operands])
            except Unsupported as e:
                raise SpecUnsupported(e.op or op, e.reason or "no scalar semantics") from None
            if not z3.is_false(enc.ub):
                ub.append(enc.ub)
            for res, term, p in zip(op.results, enc.results, enc.poison):
                env[res] = term
                if not z3.is_false(p):
                    poison[res] = p
        raise SpecUnsupported(t.op or block.parent_op(), "linalg body without linalg.yield")

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
