"""SMT-level IR -> SMT-LIB 2.6 text that z3 and cvc5 both read.

`print_smtlib(module)` prints each `smt.solver` of the module as one script
(scripts separated by `(reset)`); a module without solver ops is one script
made of its top-level ops.  `tv-opt -t smtlib` is this printer
(`SMTLibTarget`).

A script is:

    (set-logic L)                 ; smt.set_logic, or chosen (logic.py)
    (declare-sort S 0)            ; uninterpreted sorts used
    (declare-fun x () (_ BitVec 8))   ; smt.declare_fun, in IR order
    (define-fun t!0 () (_ BitVec 8) (bvadd x y))   ; shared terms
    (assert ...)                  ; smt.assert
    (check-sat)                   ; smt.check (appended if the IR has none)

* **Sharing.** A term used more than once gets a name: a `define-fun` at
  the top level, a `let` inside a quantifier or lambda body (where it may
  mention bound variables).  Higher-order scripts use `let`s around each
  assertion instead of `define-fun`s: z3's Python reader
  (`parse_smt2_string`) leaves a `define-fun` of function sort unexpanded.  Terms used once are written inline, except
  that inline nesting is cut every `MAX_INLINE_DEPTH` levels by a name, so
  deep terms print in linear size and without deep recursion.
* **Names** are stable: declarations keep their `namePrefix` (made unique
  with `_1`, `_2`, ... and quoted `|...|` when not a simple symbol), named
  terms are `t!0`, `t!1`, ... in IR order, bound variables keep their
  names.  The same IR always prints the same text.
* **Lambdas.** SMT-LIB 2.6 has no array-valued lambda; cvc5's `lambda` is
  a function, and cvc5 takes constant arrays of literals only.  When an
  `smtx.lambda` or a constant array of a non-literal occurs the script is written in
  higher-order form (`HO_ALL`): array sorts become function sorts
  `(-> D R)`, `select` is application, `store` and constant arrays are
  lambdas.  z3 reads that form as arrays.  Every array-valued intermediate
  term is then named, since neither solver applies a compound term.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from io import StringIO
from pathlib import Path
from typing import IO

import z3
from xdsl.context import Context
from xdsl.dialects import smt as xsmt
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.utils.target import Target

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
from tvmlir.smt.logic import LITERALS, choose_logic, features_of

MAX_INLINE_DEPTH = 32
"""Inline terms nest at most this deep before a name is introduced."""


def print_smtlib(op: Operation, out: IO[str] | None = None) -> str:
    """SMT-LIB text of `op` (a module or one `smt.solver`); also written to
    `out` when given.  Raises `Unsupported` for an op it cannot print."""
    text = StringIO()
    scripts = list(_scripts(op))
    for i, (block, logic_op) in enumerate(scripts):
        if i:
            text.write("(reset)\n")
        _ScriptPrinter(block, text, logic_op).print()
    result = text.getvalue()
    if out is not None:
        out.write(result)
    return result


def to_smtlib(assertions: Iterable[z3.BoolRef] | z3.Solver) -> str:
    """SMT-LIB text of z3 assertions: `print_smtlib(from_z3(assertions))`."""
    from tvmlir.smt.from_z3 import from_z3

    return print_smtlib(from_z3(assertions))


def emit_smtlib(
    assertions: Iterable[z3.BoolRef] | z3.Solver, directory: str | os.PathLike[str], name: str
) -> Path:
    """Writes the query to `directory/name.smt2` (for `--emit-smtlib DIR`)
    and returns the path.  `name` becomes a file name: anything but
    letters, digits, `-`, `_` and `.` is replaced by `_`."""
    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", name) or "query"
    path = Path(directory) / f"{safe}.smt2"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(to_smtlib(assertions))
    return path


@dataclass(frozen=True)
class SMTLibTarget(Target):
    """`tv-opt -t smtlib`: print the module's SMT queries as SMT-LIB 2.6."""

    name = "smtlib"

    def emit(self, ctx: Context, module: ModuleOp, output: IO[str]) -> None:
        print_smtlib(module, output)


def _scripts(op: Operation) -> Iterator[tuple[Block, str | None]]:
    solvers = [o for o in op.walk() if isinstance(o, smt.SolverOp)]
    if not solvers:
        block = op.regions[0].block if op.regions else None
        if block is None:
            raise Unsupported(op.name, "expects a module or an smt.solver")
        yield block, None
        return
    for solver in solvers:
        logic = next(
            (o.logic.data for o in solver.body.block.ops if isinstance(o, smt.SetLogicOp)),
            None,
        )
        yield solver.body.block, logic


# --- names ------------------------------------------------------------------

_SIMPLE_SYMBOL = re.compile(r"[A-Za-z~!$%^&*_+=<>?/\-][A-Za-z0-9~!@$%^&*_+=<>.?/\-]*")
_RESERVED = frozenset(
    """
    ! _ as BINARY DECIMAL exists HEXADECIMAL forall let match NUMERAL par STRING
    lambda true false not and or xor ite distinct select store concat extract
    repeat bvnot bvand bvor bvneg bvadd bvmul bvudiv bvurem bvshl bvlshr bvult
    bvnand bvnor bvxor bvxnor bvcomp bvsub bvsdiv bvsrem bvsmod bvashr bvule
    bvugt bvuge bvslt bvsle bvsgt bvsge zero_extend sign_extend rotate_left
    rotate_right div mod abs Int Bool Array BitVec FloatingPoint RoundingMode
    RNE RNA RTP RTN RTZ roundNearestTiesToEven roundNearestTiesToAway
    roundTowardPositive roundTowardNegative roundTowardZero NaN fp to_fp
    to_fp_unsigned ubv_to_int sbv_to_int int_to_bv Float16 Float32 Float64
    Float128 assert check-sat declare-fun define-fun declare-sort set-logic
    fp.abs fp.neg fp.add fp.sub fp.mul fp.div fp.fma fp.sqrt fp.rem
    fp.roundToIntegral fp.min fp.max fp.leq fp.lt fp.geq fp.gt fp.eq
    fp.isNormal fp.isSubnormal fp.isZero fp.isInfinite fp.isNaN fp.isNegative
    fp.isPositive fp.to_ubv fp.to_sbv fp.to_real
    """.split()
)
"""Keywords and theory symbols: a declaration with one of these names is
renamed (quoting would not help: `|and|` is the symbol `and`)."""


def _is_simple(name: str) -> bool:
    return bool(_SIMPLE_SYMBOL.fullmatch(name))


class _Names:
    """Unique SMT-LIB symbols for one script."""

    def __init__(self) -> None:
        self._used: set[str] = set()
        self._next_term = 0

    def fresh(self, hint: str) -> str:
        base = hint.replace("|", "_").replace("\\", "_") or "v"
        candidate, n = base, 0
        while candidate in self._used or candidate in _RESERVED:
            n += 1
            candidate = f"{base}_{n}"
        self._used.add(candidate)
        return candidate if _is_simple(candidate) else f"|{candidate}|"

    def term(self) -> str:
        while f"t!{self._next_term}" in self._used:
            self._next_term += 1
        name = f"t!{self._next_term}"
        self._used.add(name)
        return name


# --- sorts ------------------------------------------------------------------


def _sort(sort: Attribute, ho: bool) -> str:
    if isinstance(sort, xsmt.BoolType):
        return "Bool"
    if isinstance(sort, xsmt.BitVectorType):
        return f"(_ BitVec {sort.width.data})"
    if isinstance(sort, IntType):
        return "Int"
    if isinstance(sort, ArrayType):
        d, r = _sort(sort.domain, ho), _sort(sort.range, ho)
        return f"(-> {d} {r})" if ho else f"(Array {d} {r})"
    if isinstance(sort, FloatType):
        return f"(_ FloatingPoint {sort.exponent.data} {sort.significand.data})"
    if isinstance(sort, RoundingModeType):
        return "RoundingMode"
    if isinstance(sort, SortType):
        name = _sort_name(sort)
        if sort.params.data:
            return f"({name} {' '.join(_sort(p, ho) for p in sort.params.data)})"
        return name
    raise Unsupported(f"sort {sort}", "no SMT-LIB sort")


def _sort_name(sort: SortType) -> str:
    name = sort.identifier.data
    return name if _is_simple(name) else f"|{name.replace('|', '_')}|"


def _sorts_in(sort: Attribute) -> Iterator[SortType]:
    if isinstance(sort, SortType):
        yield sort
        for p in sort.params.data:
            yield from _sorts_in(p)
    elif isinstance(sort, ArrayType):
        yield from _sorts_in(sort.domain)
        yield from _sorts_in(sort.range)
    elif isinstance(sort, FuncType):
        for p in (*sort.domain_types.data, sort.range_type):
            yield from _sorts_in(p)


# --- terms --------------------------------------------------------------------


def _bv_literal(value: int, width: int) -> str:
    if width % 4 == 0:
        return f"#x{value:0{width // 4}x}"
    return f"#b{value:0{width}b}"


def _app(head: str, *args: str) -> str:
    return f"({head} {' '.join(args)})"


Render = Callable[["_ScriptPrinter", Operation, list[str]], str]


def _fixed(head: str) -> Render:
    return lambda p, op, a: _app(head, *a)


def _width(value: SSAValue) -> int:
    return value.type.width.data  # type: ignore[attr-defined]


def _fp_indices(op: Operation) -> str:
    t = op.results[0].type
    assert isinstance(t, FloatType)
    return f"{t.exponent.data} {t.significand.data}"


_FP_SPECIAL = {
    smtx.FPSpecial.NAN: "NaN",
    smtx.FPSpecial.POS_INF: "+oo",
    smtx.FPSpecial.NEG_INF: "-oo",
    smtx.FPSpecial.POS_ZERO: "+zero",
    smtx.FPSpecial.NEG_ZERO: "-zero",
}
_FP_CMP = {"eq": "fp.eq", "lt": "fp.lt", "le": "fp.leq", "gt": "fp.gt", "ge": "fp.geq"}
_FP_CLASS = {
    "nan": "fp.isNaN",
    "infinite": "fp.isInfinite",
    "zero": "fp.isZero",
    "normal": "fp.isNormal",
    "subnormal": "fp.isSubnormal",
    "negative": "fp.isNegative",
    "positive": "fp.isPositive",
}
_INT_CMP = {"lt": "<", "le": "<=", "gt": ">", "ge": ">="}


def _int_constant(p: _ScriptPrinter, op: Operation, a: list[str]) -> str:
    assert isinstance(op, smt.IntConstantOp)
    v = op.value.data
    return str(v) if v >= 0 else f"(- {-v})"


def _select(p: _ScriptPrinter, op: Operation, a: list[str]) -> str:
    return _app(a[0], a[1]) if p.ho else _app("select", *a)


def _store(p: _ScriptPrinter, op: Operation, a: list[str]) -> str:
    if not p.ho:
        return _app("store", *a)
    array = op.results[0].type
    assert isinstance(array, ArrayType)
    k = p.names.fresh("k")
    return (
        f"(lambda (({k} {_sort(array.domain, True)})) "
        f"(ite (= {k} {a[1]}) {a[2]} ({a[0]} {k})))"
    )


def _broadcast(p: _ScriptPrinter, op: Operation, a: list[str]) -> str:
    array = op.results[0].type
    assert isinstance(array, ArrayType)
    if p.ho:
        k = p.names.fresh("k")
        return f"(lambda (({k} {_sort(array.domain, True)})) {a[0]})"
    return f"((as const {_sort(array, False)}) {a[0]})"


_RENDER: dict[type[Operation], Render] = {
    xsmt.ConstantBoolOp: lambda p, op, a: "true" if op.value else "false",  # type: ignore
    xsmt.NotOp: _fixed("not"),
    xsmt.AndOp: _fixed("and"),
    xsmt.OrOp: _fixed("or"),
    xsmt.XOrOp: _fixed("xor"),
    xsmt.ImpliesOp: _fixed("=>"),
    smt.EqOp: _fixed("="),
    smt.DistinctOp: _fixed("distinct"),
    smt.IteOp: _fixed("ite"),
    smt.ApplyFuncOp: lambda p, op, a: _app(a[0], *a[1:]) if len(a) > 1 else a[0],
    xsmt.BvConstantOp: lambda p, op, a: _bv_literal(
        op.value.value.data, op.value.type.width.data  # type: ignore
    ),
    xsmt.BVNotOp: _fixed("bvnot"),
    xsmt.BVNegOp: _fixed("bvneg"),
    xsmt.BVAndOp: _fixed("bvand"),
    xsmt.BVOrOp: _fixed("bvor"),
    xsmt.BVXOrOp: _fixed("bvxor"),
    xsmt.BVAddOp: _fixed("bvadd"),
    xsmt.BVMulOp: _fixed("bvmul"),
    xsmt.BVUDivOp: _fixed("bvudiv"),
    xsmt.BVSDivOp: _fixed("bvsdiv"),
    xsmt.BVURemOp: _fixed("bvurem"),
    xsmt.BVSRemOp: _fixed("bvsrem"),
    xsmt.BVSModOp: _fixed("bvsmod"),
    xsmt.BVShlOp: _fixed("bvshl"),
    xsmt.BVLShrOp: _fixed("bvlshr"),
    xsmt.BVAShrOp: _fixed("bvashr"),
    smt.BVCmpOp: lambda p, op, a: _app(f"bv{op.pred.data.value}", *a),  # type: ignore
    smt.ConcatOp: _fixed("concat"),
    smt.ExtractOp: lambda p, op, a: _app(
        f"(_ extract {op.low_bit.value.data + _width(op.result) - 1} "  # type: ignore
        f"{op.low_bit.value.data})",  # type: ignore
        *a,
    ),
    smt.RepeatOp: lambda p, op, a: _app(f"(_ repeat {op.count})", *a),  # type: ignore
    smt.BV2IntOp: lambda p, op, a: _app(
        "sbv_to_int" if op.is_signed is not None else "ubv_to_int", *a  # type: ignore
    ),
    smt.Int2BVOp: lambda p, op, a: _app(f"(_ int_to_bv {_width(op.results[0])})", *a),
    smt.IntConstantOp: _int_constant,
    smt.IntAddOp: _fixed("+"),
    smt.IntMulOp: _fixed("*"),
    smt.IntSubOp: _fixed("-"),
    smt.IntDivOp: _fixed("div"),
    smt.IntModOp: _fixed("mod"),
    smt.IntAbsOp: _fixed("abs"),
    smt.IntCmpOp: lambda p, op, a: _app(_INT_CMP[op.pred.data.value], *a),  # type: ignore
    smt.ArraySelectOp: _select,
    smt.ArrayStoreOp: _store,
    smt.ArrayBroadcastOp: _broadcast,
    smtx.RoundingModeOp: lambda p, op, a: op.mode.data.value.upper(),  # type: ignore
    smtx.FPSpecialOp: lambda p, op, a: (
        f"(_ {_FP_SPECIAL[op.kind.data]} {_fp_indices(op)})"  # type: ignore
    ),
    smtx.FPMakeOp: _fixed("fp"),
    smtx.FPAddOp: _fixed("fp.add"),
    smtx.FPSubOp: _fixed("fp.sub"),
    smtx.FPMulOp: _fixed("fp.mul"),
    smtx.FPDivOp: _fixed("fp.div"),
    smtx.FPFmaOp: _fixed("fp.fma"),
    smtx.FPSqrtOp: _fixed("fp.sqrt"),
    smtx.FPRoundToIntegralOp: _fixed("fp.roundToIntegral"),
    smtx.FPRemOp: _fixed("fp.rem"),
    smtx.FPMinOp: _fixed("fp.min"),
    smtx.FPMaxOp: _fixed("fp.max"),
    smtx.FPAbsOp: _fixed("fp.abs"),
    smtx.FPNegOp: _fixed("fp.neg"),
    smtx.FPCmpOp: lambda p, op, a: _app(_FP_CMP[op.pred.data.value], *a),  # type: ignore
    smtx.FPIsOp: lambda p, op, a: _app(_FP_CLASS[op.kind.data.value], *a),  # type: ignore
    smtx.FPFromBitsOp: lambda p, op, a: _app(f"(_ to_fp {_fp_indices(op)})", *a),
    smtx.FPToFPOp: lambda p, op, a: _app(f"(_ to_fp {_fp_indices(op)})", *a),
    smtx.FPFromSBVOp: lambda p, op, a: _app(f"(_ to_fp {_fp_indices(op)})", *a),
    smtx.FPFromUBVOp: lambda p, op, a: _app(f"(_ to_fp_unsigned {_fp_indices(op)})", *a),
    smtx.FPToUBVOp: lambda p, op, a: _app(f"(_ fp.to_ubv {_width(op.results[0])})", *a),
    smtx.FPToSBVOp: lambda p, op, a: _app(f"(_ fp.to_sbv {_width(op.results[0])})", *a),
    smtx.BVSubOp: _fixed("bvsub"),
    smtx.BVNandOp: _fixed("bvnand"),
    smtx.BVNorOp: _fixed("bvnor"),
    smtx.BVXnorOp: _fixed("bvxnor"),
    smtx.BVCompOp: _fixed("bvcomp"),
    smtx.ZeroExtendOp: lambda p, op, a: _app(f"(_ zero_extend {op.amount})", *a),  # type: ignore
    smtx.SignExtendOp: lambda p, op, a: _app(f"(_ sign_extend {op.amount})", *a),  # type: ignore
    smtx.RotateLeftOp: lambda p, op, a: _app(
        f"(_ rotate_left {op.amount.value.data})", *a  # type: ignore
    ),
    smtx.RotateRightOp: lambda p, op, a: _app(
        f"(_ rotate_right {op.amount.value.data})", *a  # type: ignore
    ),
}
"""IR op -> its SMT-LIB term, given its operands' text."""

_ATOMS = LITERALS
"""Ops whose term is a literal: written at each use, never named."""

_BINDERS = (smt.ForallOp, smt.ExistsOp, smtx.LambdaOp)


class _ScriptPrinter:
    """Prints one script (one solver block)."""

    def __init__(self, block: Block, out: IO[str], logic: str | None):
        self.block = block
        self.out = out
        self.features = features_of(block.ops)
        self.logic = logic or choose_logic(self.features)
        self.ho = self.features.higher_order
        self.names = _Names()
        self.symbol: dict[SSAValue, str] = {}
        self.named: set[SSAValue] = set()
        # Higher-order scripts bind top-level shared terms with `let` in each
        # assertion instead of `define-fun` (z3's Python SMT-LIB reader does
        # not expand a define-fun of function sort): name -> (text, deps).
        self.lets: dict[str, tuple[str, list[str]]] = {}
        self._deps: list[list[str]] = []

    # decisions ---------------------------------------------------------------

    def _decide_names(self, block: Block) -> None:
        """Marks the values of `block` (and nested blocks) that get a name."""
        depth: dict[SSAValue, int] = {}
        for op in block.ops:
            for region in op.regions:
                for inner in region.blocks:
                    self._decide_names(inner)
            if type(op) not in _RENDER and not isinstance(op, _BINDERS):
                continue
            for r in op.results:
                if isinstance(op, _ATOMS):
                    depth[r] = 0
                    continue
                d = 1 + max((depth.get(v, 0) for v in op.operands), default=0)
                ho_array = self.ho and isinstance(r.type, ArrayType)
                if r.has_more_than_one_use() or ho_array or d > MAX_INLINE_DEPTH:
                    self.named.add(r)
                    d = 0
                depth[r] = d

    # terms ------------------------------------------------------------------

    def term(self, value: SSAValue) -> str:
        """The text of `value` where it is used."""
        name = self.symbol.get(value)
        if name is not None:
            if self._deps and name in self.lets:
                self._deps[-1].append(name)
            return name
        if not isinstance(value, OpResult):
            raise Unsupported("block argument outside its binder", str(value))
        return self.expression(value.op)

    def expression(self, op: Operation) -> str:
        """The term an op computes, its operands written by `term`."""
        if isinstance(op, _BINDERS):
            return self._binder(op)
        render = _RENDER.get(type(op))
        if render is None:
            raise Unsupported(f"op '{op.name}'", "no SMT-LIB term", op)
        return render(self, op, [self.term(v) for v in op.operands])

    def _bind_args(self, block: Block, names: object) -> str:
        hints = [n.data for n in names.data] if names is not None else []  # type: ignore
        bindings = []
        for i, arg in enumerate(block.args):
            hint = hints[i] if i < len(hints) else (arg.name_hint or "x")
            name = self.names.fresh(hint)
            self.symbol[arg] = name
            bindings.append(f"({name} {_sort(arg.type, self.ho)})")
        return " ".join(bindings)

    def _body(self, block: Block, results: list[SSAValue]) -> list[str]:
        """The let-wrapped texts of a binder block's yielded values."""
        lets = []
        for op in block.ops:
            if isinstance(op, smt.YieldOp):
                continue
            for r in op.results:
                if r in self.named:
                    text = self.expression(op)
                    name = self.names.term()
                    self.symbol[r] = name
                    lets.append((name, text))
        texts = []
        for v in results:
            text = self.term(v)
            for name, bound in reversed(lets):
                text = f"(let (({name} {bound})) {text})"
            texts.append(text)
        return texts

    def _binder(self, op: Operation) -> str:
        body = op.regions[0].block
        variables = self._bind_args(body, op.properties.get("boundVarNames"))
        yielded = body.last_op
        assert isinstance(yielded, smt.YieldOp)
        if isinstance(op, smtx.LambdaOp):
            (text,) = self._body(body, list(yielded.values))
            return f"(lambda ({variables}) {text})"
        assert isinstance(op, (smt.ForallOp, smt.ExistsOp))
        (text,) = self._body(body, list(yielded.values))
        annotations = []
        for region in op.patterns:
            pblock = region.block
            for arg, body_arg in zip(pblock.args, body.args):
                self.symbol[arg] = self.symbol[body_arg]
            pyield = pblock.last_op
            assert isinstance(pyield, smt.YieldOp)
            terms = self._body(pblock, list(pyield.values))
            annotations.append(f":pattern ({' '.join(terms)})")
        if op.weight is not None and op.weight.value.data:
            annotations.append(f":weight {op.weight.value.data}")
        if annotations:
            text = f"(! {text} {' '.join(annotations)})"
        quantifier = "forall" if isinstance(op, smt.ForallOp) else "exists"
        return f"({quantifier} ({variables}) {text})"

    # script --------------------------------------------------------------------

    def print(self) -> None:
        self._decide_names(self.block)
        write = self.out.write
        write(f"(set-logic {self.logic})\n")
        sorts: dict[str, int] = {}
        for op in self.block.walk():
            for v in (*op.results, *(a for r in op.regions for b in r.blocks for a in b.args)):
                for s in _sorts_in(v.type):
                    sorts.setdefault(_sort_name(s), len(s.params.data))
        for name, arity in sorts.items():
            self.names.fresh(name)
            write(f"(declare-sort {name} {arity})\n")
        checked = False
        for op in self.block.ops:
            if isinstance(op, smt.DeclareFunOp):
                self._declare(op)
            elif isinstance(op, xsmt.AssertOp):
                write(f"(assert {self._assertion(op.input)})\n")
            elif isinstance(op, smt.CheckOp):
                write("(check-sat)\n")
                checked = True
            elif isinstance(op, (smt.SetLogicOp, smt.YieldOp)):
                continue
            elif type(op) in _RENDER or isinstance(op, _BINDERS):
                for r in op.results:
                    if r not in self.named:
                        continue
                    self._deps.append([])
                    text = self.expression(op)
                    deps = self._deps.pop()
                    name = self.names.term()
                    self.symbol[r] = name
                    if self.ho:
                        self.lets[name] = (text, deps)
                    else:
                        write(f"(define-fun {name} () {_sort(r.type, self.ho)} {text})\n")
            else:
                raise Unsupported(f"op '{op.name}'", "not an SMT-level op", op)
        if not checked:
            write("(check-sat)\n")

    def _assertion(self, value: SSAValue) -> str:
        """An assertion's text; in a higher-order script, wrapped in the
        `let`s of the shared terms it needs, in IR order."""
        self._deps.append([])
        text = self.term(value)
        needed, todo = set(), self._deps.pop()
        while todo:
            name = todo.pop()
            if name not in needed:
                needed.add(name)
                todo.extend(self.lets[name][1])
        for name in reversed([n for n in self.lets if n in needed]):
            text = f"(let (({name} {self.lets[name][0]})) {text})"
        return text

    def _declare(self, op: smt.DeclareFunOp) -> None:
        hint = op.name_prefix.data if op.name_prefix is not None else "v"
        name = self.names.fresh(hint)
        self.symbol[op.result] = name
        typ = op.result.type
        if isinstance(typ, FuncType):
            domain = " ".join(_sort(s, self.ho) for s in typ.domain_types.data)
            self.out.write(
                f"(declare-fun {name} ({domain}) {_sort(typ.range_type, self.ho)})\n"
            )
        else:
            self.out.write(f"(declare-fun {name} () {_sort(typ, self.ho)})\n")
