"""z3 terms -> SMT-level IR: the query that was solved, as `smt`/`smtx` ops.

tvmlir's semantics build z3 terms directly (docs/design-notes.md section 1);
this module makes those terms visible (`--encode-smt`) and printable
(`-t smtlib`).

Output shape (chosen for FileCheck and for several queries per module):

    builtin.module {
      smt.solver () : () -> () {
        %x = smt.declare_fun "x" : !smt.bv<8>      // on first use
        ...                                       // one op per distinct term
        smt.assert %a                             // one per assertion, in order
        smt.check sat {} unknown {} unsat {}
      }
    }

* **Sharing.** Each distinct z3 term becomes one SSA value (z3 hash-conses
  terms, so "distinct" is z3's AST identity).  A term without free bound
  variables is emitted once in the solver block, even when first met inside
  a quantifier or lambda body.  A term that mentions bound variables is
  emitted inside the innermost binder body it is met in, and shared within
  that body only: the same z3 term under two binders refers to different
  variables (de Bruijn indices).  Where one z3 term needs several ops
  (n-ary `concat`/`bvadd` folded into binary ops, `(- x)` as `0 - x`), the
  last op's value is the term's.
* **Declarations.** Each z3 uninterpreted constant or function becomes one
  `smt.declare_fun` named after it.
* **Refusals.** A z3 declaration or sort without a faithful SMT-level form
  (reals, strings, multi-index arrays, `fp.to_ieee_bv`, internal z3 ops)
  raises `Unsupported` naming it; nothing is ever approximated.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import z3
from xdsl.dialects import smt as xsmt
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

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
from tvmlir.smt.errors import Unsupported

BVCmp = smt.BVCmpPredicate
FPCmp = smtx.FPCmpPredicate
FPClass = smtx.FPClass


def from_z3(
    assertions: Iterable[z3.BoolRef] | z3.Solver, logic: str | None = None
) -> ModuleOp:
    """A module holding one `smt.solver` that asserts `assertions` (a list of
    z3 Boolean terms, or a `z3.Solver`'s) and checks them.  `logic`, when
    given, becomes an `smt.set_logic` (otherwise the SMT-LIB printer
    chooses one from the content)."""
    return ModuleOp([solver_from_z3(assertions, logic)])


def solver_from_z3(
    assertions: Iterable[z3.BoolRef] | z3.Solver, logic: str | None = None
) -> smt.SolverOp:
    """The `smt.solver` op of `from_z3`, to put into a module of one's own
    (several queries in one module: one solver op each)."""
    if isinstance(assertions, z3.Solver):
        assertions = list(assertions.assertions())
    assertions = list(assertions)
    block = Block()
    if logic is not None:
        block.add_op(smt.SetLogicOp(logic))
    importer = Z3Importer(block)
    for a in assertions:
        if not z3.is_bool(a):
            raise TypeError(f"assertions must be z3 Booleans, got {a.sort()}: {a}")
        block.add_op(xsmt.AssertOp(importer.value(a)))
    block.add_op(smt.CheckOp())
    block.add_op(smt.YieldOp())
    return smt.SolverOp(Region(block))


# --- sorts ------------------------------------------------------------------


def sort_of(s: z3.SortRef) -> Attribute:
    """The IR type of a z3 sort, or `Unsupported`."""
    kind = s.kind()
    if kind == z3.Z3_BOOL_SORT:
        return xsmt.BoolType()
    if kind == z3.Z3_BV_SORT:
        return xsmt.BitVectorType(s.size())
    if kind == z3.Z3_INT_SORT:
        return IntType()
    if kind == z3.Z3_ARRAY_SORT:
        if z3.Z3_get_array_arity(s.ctx_ref(), s.ast) != 1:
            raise Unsupported(
                str(s), "arrays with several indices have no SMT-LIB form"
            )
        return ArrayType(sort_of(s.domain()), sort_of(s.range()))
    if kind == z3.Z3_FLOATING_POINT_SORT:
        return FloatType(s.ebits(), s.sbits())
    if kind == z3.Z3_ROUNDING_MODE_SORT:
        return RoundingModeType()
    if kind == z3.Z3_UNINTERPRETED_SORT:
        return SortType(s.name())
    raise Unsupported(f"sort {s}")


# --- terms ------------------------------------------------------------------


@dataclass
class _Frame:
    """A block being filled, with the values of the terms emitted into it.
    Frame 0 is the solver block; each binder body pushes one."""

    block: Block
    bound: list[SSAValue] = field(default_factory=list)
    values: dict[int, SSAValue] = field(default_factory=dict)


Handler = Callable[["Z3Importer", z3.ExprRef, list[SSAValue]], Operation | SSAValue]


class Z3Importer:
    """Converts z3 terms into ops appended to a block, sharing every term
    already converted.  One importer per query: its caches refer to the
    z3 terms it was given."""

    def __init__(self, block: Block):
        self._frames = [_Frame(block)]
        self._decls: dict[int, SSAValue] = {}
        self._open: dict[int, int] = {}
        self._kids: dict[int, list[z3.ExprRef]] = {}

    def _children(self, term: z3.ExprRef) -> list[z3.ExprRef]:
        # z3py builds fresh wrappers on each `children()` call: the main
        # cost of this module, so each term's are built once.
        key = term.get_id()
        kids = self._kids.get(key)
        if kids is None:
            kids = self._kids[key] = term.children()
        return kids

    # public -----------------------------------------------------------------

    def value(self, term: z3.ExprRef) -> SSAValue:
        """The SSA value of `term`, converting it (and its subterms) first."""
        # Explicit stack: tvmlir's terms can be thousands of levels deep.
        stack: list[tuple[z3.ExprRef, bool]] = [(term, False)]
        while stack:
            node, expanded = stack.pop()
            if self._lookup(node) is not None:
                continue
            if z3.is_quantifier(node):
                closed = [] if expanded else self._closed_binders_inside(node)
                if closed:
                    # Convert closed binders nested in this one first, at
                    # the top level: recursion then only follows binders
                    # that really nest (open ones), however long a chain
                    # of lambdas over lambdas is.
                    stack.append((node, True))
                    stack.extend((b, False) for b in closed)
                    continue
                self._store(node, self._binder(node))
                continue
            if z3.is_var(node):
                self._store(node, self._bound_var(node))
                continue
            if not expanded:
                stack.append((node, True))
                for child in reversed(self._children(node)):
                    if self._lookup(child) is None:
                        stack.append((child, False))
                continue
            args = [self._lookup(c) for c in self._children(node)]
            assert all(a is not None for a in args)
            self._store(node, self._app(node, args))  # type: ignore[arg-type]
        result = self._lookup(term)
        assert result is not None
        return result

    def _closed_binders_inside(self, q: z3.QuantifierRef) -> list[z3.ExprRef]:
        """Closed binders, not yet converted, in `q`'s body and patterns
        (not looking inside them)."""
        found, seen = [], set()
        stack = [q.body(), *self._pattern_terms(q)]
        while stack:
            node = stack.pop()
            key = node.get_id()
            if key in seen:
                continue
            seen.add(key)
            if z3.is_quantifier(node):
                if self._open_depth(node) == 0:
                    if key not in self._frames[0].values:
                        found.append(node)
                    continue
                stack.extend([node.body(), *self._pattern_terms(node)])
            elif z3.is_app(node):
                stack.extend(self._children(node))
        return found

    # caching ------------------------------------------------------------------

    def _open_depth(self, term: z3.ExprRef) -> int:
        """How many enclosing bound variables `term` refers to (0: closed)."""
        key = term.get_id()
        if key in self._open:
            return self._open[key]
        stack = [(term, False)]
        while stack:
            node, expanded = stack.pop()
            k = node.get_id()
            if k in self._open:
                continue
            if z3.is_var(node):
                self._open[k] = z3.get_var_index(node) + 1
            elif z3.is_quantifier(node):
                parts = [node.body()] + self._pattern_terms(node)
                missing = [p for p in parts if p.get_id() not in self._open]
                if missing and not expanded:
                    stack.append((node, True))
                    stack.extend((p, False) for p in missing)
                    continue
                depth = max(self._open[p.get_id()] for p in parts)
                self._open[k] = max(depth - node.num_vars(), 0)
            else:
                children = self._children(node)
                missing = [c for c in children if c.get_id() not in self._open]
                if missing and not expanded:
                    stack.append((node, True))
                    stack.extend((c, False) for c in missing)
                    continue
                self._open[k] = max((self._open[c.get_id()] for c in children), default=0)
        return self._open[key]

    def _frame_for(self, term: z3.ExprRef) -> _Frame:
        # Outside binders every term is closed: no need to ask.
        if len(self._frames) == 1 or self._open_depth(term) == 0:
            return self._frames[0]
        return self._frames[-1]

    def _lookup(self, term: z3.ExprRef) -> SSAValue | None:
        return self._frame_for(term).values.get(term.get_id())

    def _store(self, term: z3.ExprRef, result: Operation | SSAValue) -> None:
        frame = self._frame_for(term)
        if isinstance(result, Operation):
            frame.block.add_op(result)
            result = result.results[0]
        frame.values[term.get_id()] = result

    def _emit(self, term: z3.ExprRef, op: Operation) -> SSAValue:
        """Emits an auxiliary op (one a multi-op term needs) where `term` goes."""
        self._frame_for(term).block.add_op(op)
        return op.results[0]

    # leaves -------------------------------------------------------------------

    def _bound_var(self, var: z3.ExprRef) -> SSAValue:
        bound = [v for f in self._frames for v in f.bound]
        index = z3.get_var_index(var)
        if index >= len(bound):
            raise Unsupported("free de Bruijn variable", f"Var({index}) outside any binder")
        return bound[-1 - index]

    def _declaration(self, decl: z3.FuncDeclRef) -> SSAValue:
        key = decl.get_id()
        if key not in self._decls:
            if decl.arity() == 0:
                typ = sort_of(decl.range())
            else:
                typ = FuncType(
                    [sort_of(decl.domain(i)) for i in range(decl.arity())],
                    sort_of(decl.range()),
                )
            op = smt.DeclareFunOp(typ, decl.name())
            _hint(op.result, decl.name())
            self._frames[0].block.add_op(op)
            self._decls[key] = op.result
        return self._decls[key]

    # binders ------------------------------------------------------------------

    @staticmethod
    def _pattern_terms(q: z3.QuantifierRef) -> list[z3.ExprRef]:
        return [t for i in range(q.num_patterns()) for t in q.pattern(i).children()]

    def _region(
        self,
        sorts: Sequence[Attribute],
        names: Sequence[str],
        terms: Sequence[z3.ExprRef],
    ) -> Region:
        """A block binding fresh variables of `sorts`, yielding `terms`."""
        block = Block(arg_types=sorts)
        for arg, name in zip(block.args, names):
            _hint(arg, name)
        self._frames.append(_Frame(block, list(block.args)))
        try:
            values = [self.value(t) for t in terms]
        finally:
            self._frames.pop()
        block.add_op(smt.YieldOp(*values))
        return Region(block)

    def _binder(self, q: z3.QuantifierRef) -> Operation:
        n = q.num_vars()
        names = [q.var_name(i) for i in range(n)]
        sorts = [sort_of(q.var_sort(i)) for i in range(n)]
        if q.is_lambda():
            if n != 1:
                raise Unsupported(
                    f"lambda over {n} variables",
                    "its array sort has several indices, which SMT-LIB lacks",
                )
            typ = sort_of(q.sort())
            assert isinstance(typ, ArrayType)
            return smtx.LambdaOp(self._region(sorts, names, [q.body()]), typ, names)
        if q.num_no_patterns():
            raise Unsupported("quantifier with :no-pattern terms")
        patterns = []
        for i in range(q.num_patterns()):
            patterns.append(self._region(sorts, names, q.pattern(i).children()))
        body = self._region(sorts, names, [q.body()])
        cls = smt.ForallOp if q.is_forall() else smt.ExistsOp
        # z3's default weight is 1; only a deliberate one is kept.
        weight = q.weight() if q.weight() != 1 else 0
        return cls(body, names, patterns, weight)

    # applications ---------------------------------------------------------------

    def _app(self, term: z3.ExprRef, args: list[SSAValue]) -> Operation | SSAValue:
        decl = term.decl()
        kind = decl.kind()
        if kind == z3.Z3_OP_UNINTERPRETED:
            f = self._declaration(decl)
            return f if decl.arity() == 0 else smt.ApplyFuncOp(f, *args)
        handler = _HANDLERS.get(kind)
        if handler is None:
            raise Unsupported(
                f"z3 operator '{decl.name()}'", f"in {_excerpt(term)}"
            )
        return handler(self, term, args)

    def _fold(
        self, term: z3.ExprRef, args: list[SSAValue], make: Callable[[SSAValue, SSAValue], Operation]
    ) -> Operation | SSAValue:
        """Left-folds an n-ary z3 application into binary ops."""
        if len(args) == 1:
            return args[0]
        acc = args[0]
        for a in args[1:-1]:
            acc = self._emit(term, make(acc, a))
        return make(acc, args[-1])


_NAME_HINT = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")


def _hint(value: SSAValue, name: str) -> None:
    """Names the SSA value after the z3 symbol, when MLIR syntax allows, so
    that `%x` in the IR is `x` in the query."""
    if _NAME_HINT.fullmatch(name) and not name[-1].isdigit():
        value.name_hint = name


def _excerpt(term: z3.ExprRef, limit: int = 80) -> str:
    text = " ".join(term.sexpr().split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


# --- the z3 operator table ---------------------------------------------------


def _bool_const(value: bool) -> Handler:
    return lambda imp, t, a: xsmt.ConstantBoolOp(value)


def _variadic_bool(cls: type[Operation], empty: bool) -> Handler:
    def handle(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
        if not a:
            return xsmt.ConstantBoolOp(empty)
        if len(a) == 1:
            return a[0]
        return cls(*a)

    return handle


def _binary(cls: Callable[[SSAValue, SSAValue], Operation]) -> Handler:
    def handle(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
        if len(a) != 2:
            raise Unsupported(f"z3 operator '{t.decl().name()}' with {len(a)} operands")
        return cls(a[0], a[1])

    return handle


def _assoc(cls: Callable[[SSAValue, SSAValue], Operation]) -> Handler:
    return lambda imp, t, a: imp._fold(t, a, cls)


def _chain_sub(make_sub: Callable[[SSAValue, SSAValue], Operation]) -> Handler:
    # `(- a b c)` is `((a - b) - c)`, left associative.
    return lambda imp, t, a: imp._fold(t, a, make_sub)


def _unary(cls: Callable[[SSAValue], Operation]) -> Handler:
    return lambda imp, t, a: cls(a[0])


def _division_i(cls: Callable[[SSAValue, SSAValue], Operation]) -> Handler:
    """z3's `bvudiv_i` & co. (its simplifier's division "where the divisor
    is not zero"): SMT-LIB's operator when the divisor is a non-zero
    numeral, where both mean the same; otherwise the two differ at zero
    (z3 leaves it unspecified), so it is refused."""

    def handle(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
        d = t.arg(1)
        if len(a) != 2 or not (z3.is_bv_value(d) and d.as_long() != 0):
            raise Unsupported(f"z3 operator '{t.decl().name()}' with a divisor that may be zero", _excerpt(t))
        return cls(a[0], a[1])

    return handle


def _bv_cmp(pred: BVCmp) -> Handler:
    return lambda imp, t, a: smt.BVCmpOp(pred, a[0], a[1])


def _int_cmp(pred: smt.IntPredicate) -> Handler:
    # Arithmetic operands are Int here: a Real operand is refused where it
    # starts (a Real constant's sort, a Real numeral, `to_real`).
    return lambda imp, t, a: smt.IntCmpOp(pred, a[0], a[1])


def _int_numeral(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
    if t.sort().kind() != z3.Z3_INT_SORT:
        raise Unsupported(f"numeral of sort {t.sort()}", _excerpt(t))
    return smt.IntConstantOp(t.as_long())


def _uminus(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
    zero = imp._emit(t, smt.IntConstantOp(0))
    return smt.IntSubOp(zero, a[0])


def _bv_numeral(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
    return xsmt.BvConstantOp(t.as_long(), t.size())


def _extract(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
    hi, lo = t.params()
    return smt.ExtractOp(a[0], lo, hi - lo + 1)


def _extend(cls: type[smtx.ZeroExtendOp] | type[smtx.SignExtendOp]) -> Handler:
    return lambda imp, t, a: cls(a[0], t.size())


def _repeat(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
    return smt.RepeatOp(t.params()[0], a[0])


def _rotate(cls: type[smtx.RotateLeftOp] | type[smtx.RotateRightOp]) -> Handler:
    return lambda imp, t, a: cls(a[0], t.params()[0] % t.size())


def _ext_rotate(cls: type[smtx.RotateLeftOp] | type[smtx.RotateRightOp]) -> Handler:
    # z3py's RotateLeft(x, k) builds `ext_rotate_left` with a numeral amount;
    # that one is SMT-LIB's `rotate_left`.  A symbolic amount has no
    # SMT-LIB operator.
    def handle(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
        amount = t.arg(1)
        if not z3.is_bv_value(amount):
            raise Unsupported(
                f"z3 operator '{t.decl().name()}' with a symbolic amount",
                _excerpt(t),
            )
        return cls(a[0], amount.as_long() % t.size())

    return handle


def _int2bv(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
    return smt.Int2BVOp(a[0], t.params()[0])


def _const_array(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
    typ = sort_of(t.sort())
    assert isinstance(typ, ArrayType)
    return smt.ArrayBroadcastOp(a[0], typ)


def _select(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
    return smt.ArraySelectOp(a[0], a[1])


def _store(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
    return smt.ArrayStoreOp(a[0], a[1], a[2])


def _rounding_mode(mode: smtx.RoundingMode) -> Handler:
    return lambda imp, t, a: smtx.RoundingModeOp(mode)


def _fp_type(t: z3.ExprRef) -> FloatType:
    typ = sort_of(t.sort())
    assert isinstance(typ, FloatType)
    return typ


def _fp_special(kind: smtx.FPSpecial) -> Handler:
    return lambda imp, t, a: smtx.FPSpecialOp(kind, _fp_type(t))


def _fp_numeral(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
    assert isinstance(t, z3.FPNumRef)
    typ = _fp_type(t)
    e, s = typ.exponent.data, typ.significand.data
    if t.isNaN():
        return smtx.FPSpecialOp(smtx.FPSpecial.NAN, typ)
    if t.isInf():
        kind = smtx.FPSpecial.NEG_INF if t.isNegative() else smtx.FPSpecial.POS_INF
        return smtx.FPSpecialOp(kind, typ)
    sign = imp._emit(t, xsmt.BvConstantOp(int(t.sign()), 1))
    exponent = imp._emit(t, xsmt.BvConstantOp(t.exponent_as_bv(biased=True).as_long(), e))
    significand = imp._emit(t, xsmt.BvConstantOp(t.significand_as_bv().as_long(), s - 1))
    return smtx.FPMakeOp(sign, exponent, significand)


def _fp_cmp(pred: FPCmp) -> Handler:
    return lambda imp, t, a: smtx.FPCmpOp(pred, a[0], a[1])


def _fp_is(kind: FPClass) -> Handler:
    return lambda imp, t, a: smtx.FPIsOp(kind, a[0])


def _fp_rounded_binary(cls: type[smtx._RoundedFPOp]) -> Handler:
    return lambda imp, t, a: cls(a[0], a[1], a[2])


def _fp_to_fp(imp: Z3Importer, t: z3.ExprRef, a: list[SSAValue]):
    typ = _fp_type(t)
    kinds = [c.sort().kind() for c in t.children()]
    if kinds == [z3.Z3_BV_SORT]:
        return smtx.FPFromBitsOp(a[0], typ)
    if kinds == [z3.Z3_ROUNDING_MODE_SORT, z3.Z3_FLOATING_POINT_SORT]:
        return smtx.FPToFPOp(a[0], a[1], typ)
    if kinds == [z3.Z3_ROUNDING_MODE_SORT, z3.Z3_BV_SORT]:
        return smtx.FPFromSBVOp(a[0], a[1], typ)
    raise Unsupported(
        "z3 operator 'to_fp' from "
        + ", ".join(str(c.sort()) for c in t.children()),
        "only from bit patterns, floats and signed bit-vectors",
    )


def _fp_to_bv(cls: type[smtx.FPToUBVOp] | type[smtx.FPToSBVOp]) -> Handler:
    return lambda imp, t, a: cls(a[0], a[1], t.size())


_HANDLERS: dict[int, Handler] = {
    # core
    z3.Z3_OP_TRUE: _bool_const(True),
    z3.Z3_OP_FALSE: _bool_const(False),
    z3.Z3_OP_AND: _variadic_bool(xsmt.AndOp, True),
    z3.Z3_OP_OR: _variadic_bool(xsmt.OrOp, False),
    z3.Z3_OP_XOR: _assoc(lambda x, y: xsmt.XOrOp(x, y)),
    z3.Z3_OP_NOT: _unary(xsmt.NotOp),
    z3.Z3_OP_IMPLIES: _binary(xsmt.ImpliesOp),
    z3.Z3_OP_IFF: lambda imp, t, a: smt.EqOp(*a),
    z3.Z3_OP_EQ: lambda imp, t, a: smt.EqOp(*a),
    z3.Z3_OP_DISTINCT: lambda imp, t, a: smt.DistinctOp(*a),
    z3.Z3_OP_ITE: lambda imp, t, a: smt.IteOp(a[0], a[1], a[2]),
    # bit-vectors
    z3.Z3_OP_BNUM: _bv_numeral,
    z3.Z3_OP_BNEG: _unary(xsmt.BVNegOp),
    z3.Z3_OP_BNOT: _unary(xsmt.BVNotOp),
    z3.Z3_OP_BADD: _assoc(xsmt.BVAddOp),
    z3.Z3_OP_BMUL: _assoc(xsmt.BVMulOp),
    z3.Z3_OP_BAND: _assoc(xsmt.BVAndOp),
    z3.Z3_OP_BOR: _assoc(xsmt.BVOrOp),
    z3.Z3_OP_BXOR: _assoc(xsmt.BVXOrOp),
    z3.Z3_OP_BSUB: _chain_sub(smtx.BVSubOp),
    z3.Z3_OP_BUDIV: _binary(xsmt.BVUDivOp),
    z3.Z3_OP_BSDIV: _binary(xsmt.BVSDivOp),
    z3.Z3_OP_BUREM: _binary(xsmt.BVURemOp),
    z3.Z3_OP_BSREM: _binary(xsmt.BVSRemOp),
    z3.Z3_OP_BSMOD: _binary(xsmt.BVSModOp),
    z3.Z3_OP_BUDIV_I: _division_i(xsmt.BVUDivOp),
    z3.Z3_OP_BSDIV_I: _division_i(xsmt.BVSDivOp),
    z3.Z3_OP_BUREM_I: _division_i(xsmt.BVURemOp),
    z3.Z3_OP_BSREM_I: _division_i(xsmt.BVSRemOp),
    z3.Z3_OP_BSMOD_I: _division_i(xsmt.BVSModOp),
    z3.Z3_OP_BSHL: _binary(xsmt.BVShlOp),
    z3.Z3_OP_BLSHR: _binary(xsmt.BVLShrOp),
    z3.Z3_OP_BASHR: _binary(xsmt.BVAShrOp),
    z3.Z3_OP_BNAND: _binary(smtx.BVNandOp),
    z3.Z3_OP_BNOR: _binary(smtx.BVNorOp),
    z3.Z3_OP_BXNOR: _binary(smtx.BVXnorOp),
    z3.Z3_OP_BCOMP: _binary(smtx.BVCompOp),
    z3.Z3_OP_ULEQ: _bv_cmp(BVCmp.ULE),
    z3.Z3_OP_ULT: _bv_cmp(BVCmp.ULT),
    z3.Z3_OP_UGEQ: _bv_cmp(BVCmp.UGE),
    z3.Z3_OP_UGT: _bv_cmp(BVCmp.UGT),
    z3.Z3_OP_SLEQ: _bv_cmp(BVCmp.SLE),
    z3.Z3_OP_SLT: _bv_cmp(BVCmp.SLT),
    z3.Z3_OP_SGEQ: _bv_cmp(BVCmp.SGE),
    z3.Z3_OP_SGT: _bv_cmp(BVCmp.SGT),
    z3.Z3_OP_CONCAT: _assoc(smt.ConcatOp),
    z3.Z3_OP_EXTRACT: _extract,
    z3.Z3_OP_ZERO_EXT: _extend(smtx.ZeroExtendOp),
    z3.Z3_OP_SIGN_EXT: _extend(smtx.SignExtendOp),
    z3.Z3_OP_REPEAT: _repeat,
    z3.Z3_OP_ROTATE_LEFT: _rotate(smtx.RotateLeftOp),
    z3.Z3_OP_ROTATE_RIGHT: _rotate(smtx.RotateRightOp),
    z3.Z3_OP_EXT_ROTATE_LEFT: _ext_rotate(smtx.RotateLeftOp),
    z3.Z3_OP_EXT_ROTATE_RIGHT: _ext_rotate(smtx.RotateRightOp),
    z3.Z3_OP_BV2INT: lambda imp, t, a: smt.BV2IntOp(a[0]),
    z3.Z3_OP_SBV2INT: lambda imp, t, a: smt.BV2IntOp(a[0], signed=True),
    z3.Z3_OP_INT2BV: _int2bv,
    # integers
    z3.Z3_OP_ANUM: _int_numeral,
    z3.Z3_OP_ADD: lambda imp, t, a: a[0] if len(a) == 1 else smt.IntAddOp(*a),
    z3.Z3_OP_MUL: lambda imp, t, a: a[0] if len(a) == 1 else smt.IntMulOp(*a),
    z3.Z3_OP_SUB: _chain_sub(smt.IntSubOp),
    z3.Z3_OP_UMINUS: _uminus,
    z3.Z3_OP_IDIV: _binary(smt.IntDivOp),
    z3.Z3_OP_MOD: _binary(smt.IntModOp),
    z3.Z3_OP_ABS: _unary(smt.IntAbsOp),
    z3.Z3_OP_LE: _int_cmp(smt.IntPredicate.LE),
    z3.Z3_OP_LT: _int_cmp(smt.IntPredicate.LT),
    z3.Z3_OP_GE: _int_cmp(smt.IntPredicate.GE),
    z3.Z3_OP_GT: _int_cmp(smt.IntPredicate.GT),
    # arrays
    z3.Z3_OP_SELECT: _select,
    z3.Z3_OP_STORE: _store,
    z3.Z3_OP_CONST_ARRAY: _const_array,
    # floating point
    z3.Z3_OP_FPA_RM_NEAREST_TIES_TO_EVEN: _rounding_mode(smtx.RoundingMode.RNE),
    z3.Z3_OP_FPA_RM_NEAREST_TIES_TO_AWAY: _rounding_mode(smtx.RoundingMode.RNA),
    z3.Z3_OP_FPA_RM_TOWARD_POSITIVE: _rounding_mode(smtx.RoundingMode.RTP),
    z3.Z3_OP_FPA_RM_TOWARD_NEGATIVE: _rounding_mode(smtx.RoundingMode.RTN),
    z3.Z3_OP_FPA_RM_TOWARD_ZERO: _rounding_mode(smtx.RoundingMode.RTZ),
    z3.Z3_OP_FPA_NUM: _fp_numeral,
    z3.Z3_OP_FPA_NAN: _fp_special(smtx.FPSpecial.NAN),
    z3.Z3_OP_FPA_PLUS_INF: _fp_special(smtx.FPSpecial.POS_INF),
    z3.Z3_OP_FPA_MINUS_INF: _fp_special(smtx.FPSpecial.NEG_INF),
    z3.Z3_OP_FPA_PLUS_ZERO: _fp_special(smtx.FPSpecial.POS_ZERO),
    z3.Z3_OP_FPA_MINUS_ZERO: _fp_special(smtx.FPSpecial.NEG_ZERO),
    z3.Z3_OP_FPA_FP: lambda imp, t, a: smtx.FPMakeOp(a[0], a[1], a[2]),
    z3.Z3_OP_FPA_ADD: _fp_rounded_binary(smtx.FPAddOp),
    z3.Z3_OP_FPA_SUB: _fp_rounded_binary(smtx.FPSubOp),
    z3.Z3_OP_FPA_MUL: _fp_rounded_binary(smtx.FPMulOp),
    z3.Z3_OP_FPA_DIV: _fp_rounded_binary(smtx.FPDivOp),
    z3.Z3_OP_FPA_FMA: lambda imp, t, a: smtx.FPFmaOp(a[0], a[1], a[2], a[3]),
    z3.Z3_OP_FPA_SQRT: lambda imp, t, a: smtx.FPSqrtOp(a[0], a[1]),
    z3.Z3_OP_FPA_ROUND_TO_INTEGRAL: lambda imp, t, a: smtx.FPRoundToIntegralOp(a[0], a[1]),
    z3.Z3_OP_FPA_REM: _binary(smtx.FPRemOp),
    z3.Z3_OP_FPA_MIN: _binary(smtx.FPMinOp),
    z3.Z3_OP_FPA_MAX: _binary(smtx.FPMaxOp),
    z3.Z3_OP_FPA_ABS: _unary(smtx.FPAbsOp),
    z3.Z3_OP_FPA_NEG: _unary(smtx.FPNegOp),
    z3.Z3_OP_FPA_EQ: _fp_cmp(FPCmp.EQ),
    z3.Z3_OP_FPA_LT: _fp_cmp(FPCmp.LT),
    z3.Z3_OP_FPA_LE: _fp_cmp(FPCmp.LE),
    z3.Z3_OP_FPA_GT: _fp_cmp(FPCmp.GT),
    z3.Z3_OP_FPA_GE: _fp_cmp(FPCmp.GE),
    z3.Z3_OP_FPA_IS_NAN: _fp_is(FPClass.NAN),
    z3.Z3_OP_FPA_IS_INF: _fp_is(FPClass.INFINITE),
    z3.Z3_OP_FPA_IS_ZERO: _fp_is(FPClass.ZERO),
    z3.Z3_OP_FPA_IS_NORMAL: _fp_is(FPClass.NORMAL),
    z3.Z3_OP_FPA_IS_SUBNORMAL: _fp_is(FPClass.SUBNORMAL),
    z3.Z3_OP_FPA_IS_NEGATIVE: _fp_is(FPClass.NEGATIVE),
    z3.Z3_OP_FPA_IS_POSITIVE: _fp_is(FPClass.POSITIVE),
    z3.Z3_OP_FPA_TO_FP: _fp_to_fp,
    z3.Z3_OP_FPA_TO_FP_UNSIGNED: lambda imp, t, a: smtx.FPFromUBVOp(a[0], a[1], _fp_type(t)),
    z3.Z3_OP_FPA_TO_UBV: _fp_to_bv(smtx.FPToUBVOp),
    z3.Z3_OP_FPA_TO_SBV: _fp_to_bv(smtx.FPToSBVOp),
}
"""z3 operator kind -> IR builder.  Anything else is `Unsupported`; so are
some kinds listed here in forms without a faithful equivalent (reals, a
symbolic rotation amount, `to_fp` from a real)."""
