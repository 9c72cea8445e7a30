"""Symbolic execution of a function body: the state of one side of a query.

`Interpreter` walks a function's ops in order, keeping an environment from
SSA values to `values.Value`s, the memory, and the UB conditions met on the
way.  Each op is given its meaning by the table of its dialect
(`tvmlir.semantics.{func,tensor,linalg,memref,bufferization,tosa}`), or,
for scalar ops and their elementwise tensor forms, by `ScalarSemantics`
(`elementwise`).  An op without a meaning raises `Unsupported(op)`: it is
never skipped.

UB met inside a binder (the body of a `linalg.generic`, a
`tensor.generate`, an elementwise op on a tensor) depends on bound index
variables; `binder` collects it and adds "some in-bounds iteration has UB"
(an existential over the binder's variables) to the enclosing scope.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import z3
from xdsl.dialects.builtin import ComplexType, ContainerType, ShapedType, UnrankedMemRefType, UnrankedTensorType, VectorType
from xdsl.ir import Attribute, Block, Operation, SSAValue

from tvmlir.semantics import index as ix
from tvmlir.semantics.context import QueryContext
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import and_, ite, or_
from tvmlir.semantics.memory import Memory
from tvmlir.semantics.values import MemRef, Names, Scalar, Tensor, Value


@dataclass
class _Frame:
    ub: list[z3.BoolRef]


class Interpreter:
    """One function's symbolic state (`is_source` selects the side)."""

    def __init__(self, ctx: QueryContext, memory: Memory, module, is_source: bool):
        self.ctx = ctx
        self.sem = ctx.sem
        # Each side names its binders from 0: identical computations in the
        # source and the target then build identical terms (z3 shares them),
        # and the solver has nothing to prove about them.
        self.names = Names()
        self.memory = memory
        self.module = module
        self.is_source = is_source
        self.env: dict[SSAValue, Value] = {}
        # Values whose every use is UB under a condition (`defer_ub`).
        self.deferred_ub: dict[SSAValue, z3.BoolRef] = {}
        self._frames = [_Frame([])]
        self.index_stack: list[list[z3.BitVecRef]] = []
        # The (block, thread) of the kernels being run (semantics/gpu.py).
        self.gpu_ids: list = []
        self.call_depth = 0
        # Loop iterations unrolled so far (semantics/loops.py).
        self.unrolled = 0
        # The masks of the `vector.mask` ops being run: (the masked op, the
        # mask, the pass-through value or None) (semantics/vector_transfer.py).
        self.vector_masks: list[tuple] = []
        # Variables of the binders open now (outermost first), and the
        # source's nondeterministic choices (see `choose`).
        self._bound: list[tuple[z3.BitVecRef, z3.BitVecRef]] = []
        self.angelic: list[z3.ExprRef] = []
        self._choices = 0
        self._keyed: dict[str, z3.ArrayRef] = {}
        from tvmlir.semantics.dispatch import handlers

        self._handlers = handlers()

    # ----- values -----------------------------------------------------------------

    def value(self, v: SSAValue) -> Value:
        try:
            return self.env[v]
        except KeyError:
            raise Unsupported(v.owner if isinstance(v.owner, Operation) else None, "value defined outside the function") from None

    def scalar(self, v: SSAValue) -> Scalar:
        x = self.value(v)
        if not isinstance(x, Scalar):
            raise Unsupported(self._user_of(v), f"expected a scalar, got {type(x).__name__}")
        return x

    def tensor(self, v: SSAValue) -> Tensor:
        x = self.value(v)
        if not isinstance(x, Tensor):
            raise Unsupported(self._user_of(v), f"expected a tensor, got {type(x).__name__}")
        return x

    def memref(self, v: SSAValue) -> MemRef:
        x = self.value(v)
        if not isinstance(x, MemRef):
            raise Unsupported(self._user_of(v), f"expected a memref, got {type(x).__name__}")
        return x

    def _user_of(self, v: SSAValue):
        for use in v.uses:
            return use.operation
        return None

    def index(self, v: SSAValue) -> z3.BitVecRef:
        """An index operand as a 64-bit index term (`index` values are
        `--index-bitwidth` wide): its poison is observed (UB)."""
        s = self.scalar(v)
        self.observe(s)
        return ix.from_index_value(s.term)

    def index_value(self, t: z3.BitVecRef) -> Scalar:
        """A 64-bit index term (an extent, a loop variable) as an `index`
        value."""
        return Scalar(ix.to_index_value(t, self.sem.index_width))

    def read(self, t, indices) -> Scalar:
        """Element `indices` of tensor `t`, read by an op: reading an
        uninitialized element is UB."""
        if t.has_uninit:
            self.ub(t.uninit_get(indices))
        return t.get(indices)

    def read_all(self, t, what: str = "r") -> None:
        """An op reads every element of `t`: UB if any is uninitialized."""
        if t.has_uninit:
            J = [self.names.fresh(what) for _ in t.dims]
            with self.binder(J, t.dims):
                self.ub(t.uninit_get(J))

    def observe(self, s: Scalar) -> None:
        if s.poison is not None:
            self.ub(s.poison)

    def sort_of(self, t: Attribute) -> z3.SortRef:
        return self.sem.sort(self.elem_type(t))

    def elem_type(self, t: Attribute) -> Attribute:
        """A shaped type's element type, else `t` (a `complex<f32>` is an
        element itself, though xDSL makes it a container of its parts)."""
        return t.get_element_type() if isinstance(t, ContainerType) and not isinstance(t, ComplexType) else t

    def dims_of(self, t: ShapedType, dynamic: Sequence[z3.BitVecRef]) -> list[z3.BitVecRef]:
        """Extents of `t`, taking its `?`s from `dynamic` in order."""
        it = iter(dynamic)
        out = []
        for d in t.get_shape():
            out.append(next(it) if d < 0 else ix.bv(d))
        return out

    # ----- UB ---------------------------------------------------------------------

    def ub(self, cond: z3.BoolRef | None) -> None:
        if cond is None or z3.is_false(cond):
            return
        self._frames[-1].ub.append(cond)

    @contextmanager
    def binder(self, variables: Sequence[z3.BitVecRef], bounds: Sequence[z3.BitVecRef]):
        """UB added inside holds for some in-bounds value of `variables`."""
        frame = _Frame([])
        self._frames.append(frame)
        depth = len(self._bound)
        self._bound.extend(zip(variables, bounds))
        try:
            yield
        finally:
            self._frames.pop()
            del self._bound[depth:]
        if not frame.ub:
            return
        cond = z3.simplify(or_(*frame.ub))
        if z3.is_false(cond):
            return
        mentioned = [(v, b) for v, b in zip(variables, bounds) if _mentions(cond, v)]
        # Variables the condition does not mention only need a non-empty range.
        nonempty = [z3.UGT(b, ix.bv(0)) for v, b in zip(variables, bounds) if not any(v is m for m, _ in mentioned)]
        nonempty = [c for c in (z3.simplify(c) for c in nonempty) if not z3.is_true(c)]
        if mentioned and all(ix.value(b) == 1 for _, b in mentioned):
            # A one-point box (a 1-element load's lane): its instance,
            # exactly the `exists` below but quantifier-free (z3
            # instantiated the negated `exists` of each 1-lane load of a
            # lowered gather slowly: 15 s).  Boxes of 4 to 16 points as
            # disjunctions were tried: the condition copied per point made
            # lowering/vector-gather-to-loads.mlir's 2-D gathers 1.5 s -> 35 s.
            cond = z3.substitute(cond, *[(v, ix.bv(0)) for v, _ in mentioned])
        elif mentioned:
            # Each bound variable's name carries its static extent (`d!3<8>`),
            # which refinement.ub_witness matches across a loop interchange.
            named = [(v, z3.Const(f"{v}<{b.as_long()}>" if z3.is_bv_value(b) else str(v), v.sort()), b)
                     for v, b in mentioned]  # fmt: skip
            cond = z3.substitute(cond, *[(v, w) for v, w, _ in named])
            box = [ix.ult(w, b) for _, w, b in named]
            cond = z3.Exists([w for _, w, _ in named], and_(*box, cond))
        self.ub(and_(*nonempty, cond) if nonempty else cond)

    # ----- nondeterminism ---------------------------------------------------------

    def one_of(self, what: str, first: Scalar, alternatives: Sequence[tuple[z3.ExprRef, z3.BoolRef | None]]) -> Scalar:
        """`first`, or per execution one of `alternatives` ((term, poison)
        pairs, None for no poison), each offered by a choice named `what`:
        the results a fast-math flag licenses besides the written one
        (`contraction.py`, `reassociation.py`)."""
        term, poison = first.term, first.poison_or_false()
        for alt, p in alternatives:
            pick = self.choose(what)
            term = ite(pick, alt, term)
            poison = ite(pick, p if p is not None else z3.BoolVal(False), poison)
        return Scalar(term, None if z3.is_false(z3.simplify(poison)) else poison)

    def choose(
        self,
        what: str,
        sort: z3.SortRef | None = None,
        demonic: bool = False,
        key: Sequence[z3.ExprRef] | None = None,
        assumption: str | None = None,
    ) -> z3.ExprRef:
        """A fresh nondeterministic choice for one execution of an op (the
        sign of an `nsz` zero): Alive2's per-execution choice.  Inside a
        binder an op runs once per point, so the choice is a function of the
        binder's variables.  The target's choices are free variables of the
        query (demonic: the solver picks the worst); the source's are
        collected in `angelic`, and the query holds for all of them (a
        source behaviour that matches the target is enough).

        `sort` (default Bool) is the choice's sort; `demonic` makes a source
        choice free as well: for a choice whose full range is more than the
        real source can do (a NaN's bits: `arith._bitcast`), where an
        angelic choice would admit a target the source cannot match.

        `key` (terms) makes a source choice a function of the key's values
        (one angelic array per `what` and sorts, read at the key): for a
        choice whose range depends on values the same execution may be seen
        through more than once (a NaN's bits read by two bitcasts,
        `arith._arith_nan_bits`), so that one execution never makes two
        choices.  Two executions with equal keys then share a choice: fewer
        source behaviours, never more.  A target choice ignores `key` (a
        fresh choice per use only adds target behaviours).  `assumption`
        is printed: the modelling choice that bounds the choice's range."""
        if assumption is not None:
            self.ctx.assume(assumption)
        if key is not None and self.is_source and not demonic:
            return self._keyed_choice(what, z3.BoolSort() if sort is None else sort, key)
        self._choices += 1
        name = f"{'src' if self.is_source else 'tgt'}.choice.{what}.{self._choices}"
        sort = z3.BoolSort() if sort is None else sort
        angelic = self.is_source and not demonic
        if not self._bound:
            c = z3.Const(name, sort)
            if angelic:
                self.angelic.append(c)
            return c
        variables = [v for v, _ in self._bound]
        sorts = [v.sort() for v in variables]
        if not angelic:
            return z3.Function(name, *sorts, sort)(*variables)
        points = _points([b for _, b in self._bound])
        if points is not None:
            # Few points: one Boolean each (quantifying over Booleans is
            # much easier for the solver than over an array).
            out = z3.BoolVal(False)
            for k, p in enumerate(points):
                c = z3.Const(f"{name}.{k}", sort)
                self.angelic.append(c)
                at = and_(*[v == ix.bv(n) for v, n in zip(variables, p)])
                out = c if k == 0 else z3.If(at, c, out)
            return out
        arr = z3.Array(name, *sorts, sort)
        self.angelic.append(arr)
        return z3.Select(arr, *variables)

    def _keyed_choice(self, what: str, sort: z3.SortRef, key: Sequence[z3.ExprRef]) -> z3.ExprRef:
        """The source's angelic choice `what` as a function of `key` (see `choose`)."""
        sorts = [k.sort() for k in key]
        name = f"src.choice.{what}." + ".".join(_plain_name(str(s)) for s in [*sorts, sort])
        arr = self._keyed.get(name)
        if arr is None:
            arr = self._keyed[name] = z3.Array(name, *sorts, sort)
            self.angelic.append(arr)
        return z3.Select(arr, *key)

    def ub_condition(self) -> z3.BoolRef:
        assert len(self._frames) == 1
        ub = self._frames[0].ub
        return or_(*ub) if ub else z3.BoolVal(False)

    # ----- execution --------------------------------------------------------------

    def run_block(self, block: Block, args: Sequence[Value], skip=()) -> tuple[Operation, list]:
        """Execute `block`; returns its terminator and the terminator's operand
        values (what it returns or yields; None for values of ops in `skip`,
        which are not executed)."""
        for a, v in zip(block.args, args):
            self.env[a] = v
        for op in block.ops:
            if op is block.last_op and _is_terminator(op):
                self.uses(op)
                return op, [self.env.get(o) if o.owner in skip else self.value(o) for o in op.operands]
            if op in skip:
                continue
            self.eval(op)
        raise Unsupported(block.parent_op(), "block without a terminator")

    def defer_ub(self, v: SSAValue, cond: z3.BoolRef) -> None:
        """`v` is defined, but an op that uses it (a terminator included)
        is UB where `cond` holds: a speculatable op's result that only a
        use makes undefined (an out-of-bounds `tensor.extract_slice`)."""
        self.deferred_ub[v] = cond

    def uses(self, op: Operation) -> None:
        """`op` uses its operands: the UB `defer_ub` put on them (for ops a
        handler runs itself, as scf.forall's parallel_insert_slices)."""
        if self.deferred_ub:
            for o in op.operands:
                c = self.deferred_ub.get(o)
                if c is not None:
                    self.ub(c)

    def eval(self, op: Operation) -> None:
        handler = self._handlers.get(op_name(op))
        if handler is None:
            from tvmlir.semantics.opaque import is_opaque, run_opaque

            if not is_opaque(op):
                raise Unsupported(op)
            handler = run_opaque
        for r in op.results:
            if isinstance(r.type, VectorType) and r.type.get_num_scalable_dims():
                raise Unsupported(op, "scalable vectors are not modelled")
        # The reader takes MLIR's unranked types (`tensor<*xf32>`); no
        # semantics model them, and a rank read from one would be wrong,
        # except a handler's that takes every extent from its operands'
        # values (`shapes_from_operands`: TOSA's elementwise ops, which
        # `tosa-infer-shapes` starts from).
        typed = () if getattr(handler, "shapes_from_operands", False) else (*op.operands, *op.results)
        for v in typed:
            if isinstance(v.type, UnrankedTensorType | UnrankedMemRefType):
                raise Unsupported(op, f"unranked type {v.type} is not modelled")
        self.uses(op)
        try:
            results = handler(self, op)
        except Unsupported as e:
            if e.op is None:  # a type without semantics: say which op has it
                e.op = op
                e.reason = e.reason if e.reason.startswith("type") else f"type: {e.reason}"
            raise
        if len(results) != len(op.results):
            raise Unsupported(op, "internal: wrong number of results")
        for r, v in zip(op.results, results):
            self.env[r] = v


MAX_CHOICE_POINTS = 16
"""Source choices inside binders with at most this many (constant) points
are one Boolean per point; beyond, a Boolean array."""


def _points(bounds) -> list[tuple[int, ...]] | None:
    """Every point of a box of constant extents, if there are few."""
    import itertools

    extents = [ix.value(b) for b in bounds]
    if any(e is None for e in extents):
        return None
    total = 1
    for e in extents:
        total *= e
    if total == 0 or total > MAX_CHOICE_POINTS:
        return None
    return list(itertools.product(*[range(e) for e in extents]))


def _is_terminator(op: Operation) -> bool:
    from xdsl.traits import IsTerminator

    return op.has_trait(IsTerminator) or op_name(op) in _TERMINATORS


_TERMINATORS = {"func.return", "linalg.yield", "tensor.yield", "scf.yield", "tosa.yield", "affine.yield",
                "scf.condition", "scf.reduce", "scf.forall.in_parallel", "vector.yield"}


def _mentions(term: z3.ExprRef, var: z3.ExprRef) -> bool:
    """Whether `var` occurs in `term` (a cheap occurs check by substitution)."""
    probe = z3.FreshConst(var.sort(), "occurs")
    return not z3.substitute(term, (var, probe)).eq(term)


def _plain_name(text: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in text)
