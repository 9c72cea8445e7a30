"""A function as a static affine program: statements over iteration domains.

Each load and each store is an *access*: an isl tuple (`sr3`, `tw5`: side,
read or write, number) over the induction variables of the loops around
it (`i0`, `i1`, ... outermost first), its iteration domain (the loops'
bounds and steps, the `affine.if` conditions around it), its schedule (the
op's position in each block and the induction variables between them: the
program order, lexicographically) and its access relation (instance ->
array cell).  A store also has its value, an expression tree (`Node`) of
loads, constants, affine values of the induction variables and parameters,
scalar arguments and arith/math ops.

Parameters are named by the signature, the same on both sides: `p<k>` is
index argument k, `d<k>_<j>` the dynamic extent j of memref argument k.
Arrays: `A<k>` is memref argument k (the same on both sides); `sL<n>` /
`tL<n>` a local allocation.

isl's integers are unbounded; the index type is not.  Every affine value
whose exactness matters (a loop bound, its bound plus the step, an access
index, a dividend, an operand of a min or max) is recorded in `checks`:
`check.py` proves each stays in the signed index range over its domain.
Then every affine value computed with wrapping index arithmetic is
congruent to the exact one, and equal where it matters (design notes 19,
"the dataflow route").

Ops tvmlir does not know are read as the ordinary check reads them
(semantics/opaque.py): a pure one is an `op` node, an event a statement
(`events`) whose instances check.py pairs with the other side's in trace
order (events.py).  A loop's scalar carried values (`iter_args`) are
one-cell local arrays (`Extractor.carried`); a function may return its
memref arguments (`returns`).

Anything else (a call, a view, a vector, a result that is not a memref
argument) is `Decline`, naming the op: the route then says nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, IntegerAttr, MemRefType, NoneAttr, VectorType
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineDimExpr

from tvmlir.affine import isl_text
from tvmlir.ir.diagnostics import format_op_location
from tvmlir.semantics.encoding import op_name
from tvmlir.semantics.opaque import is_opaque
from tvmlir.semantics.opaque import op_kind as _kind

LOADS = ("affine.load", "memref.load")
STORES = ("affine.store", "memref.store")
ALLOCS = ("memref.alloc", "memref.alloca")
DIVIDING = ("arith.divsi", "arith.divui", "arith.remsi", "arith.remui", "arith.ceildivsi", "arith.ceildivui",
            "arith.floordivsi")  # fmt: skip
SIGNED_DIVIDING = ("arith.divsi", "arith.remsi", "arith.ceildivsi", "arith.floordivsi")
VALUE_DIALECTS = ("arith.", "math.")
MAX_ELEMENTS = 1 << 32
"""The largest target allocation the route accepts (as dead_loops.py)."""


class Decline(Exception):
    """The function is not a static affine program the route reads (the
    reason names the op)."""


def _where(op: Operation, why: str) -> Decline:
    return Decline(f"{op.name} at {format_op_location(op)}: {why}")


def _attr(op: Operation, name: str):
    a = op.properties.get(name)
    return a if a is not None else op.attributes.get(name)


# --- value trees ------------------------------------------------------------


def array_name(name: str) -> str:
    """How a report names an array: `A2` is argument 2."""
    return f"argument {name[1:]}" if name.startswith("A") else f"a local buffer ({name[1:]})"


@dataclass(eq=False)
class Node:
    """A value of a statement instance (the root: a store, or an output
    cell), as a tree.  `kind`: "load" (`read`, `proj`: the isl map from the
    root's instances to the read's), "op" (`name`, `key`: its type and
    attributes, `children`), "const" (`key`), "affine" (`expr` over the
    root's variables), "arg" (`index`: a scalar argument), "init" (the
    initial value of an array's cell: `array`; made by the comparison)."""

    kind: str
    root: "Access | None" = None
    name: str = ""
    key: str = ""
    children: list["Node"] = field(default_factory=list)
    read: "Access | None" = None
    proj: str = ""
    expr: str = ""
    index: int = -1
    array: str = ""
    op: "Operation | None" = None
    """For "op": the operation (its instance is the root's instance cut to
    the loops around it, `depth` of them)."""
    depth: int = 0

    def describe(self) -> str:
        if self.kind == "op":
            return self.name
        if self.kind == "load":
            return f"a load of {array_name(self.read.array)}"
        if self.kind == "init":
            return f"the initial value of {array_name(self.array)}"
        if self.kind == "affine":
            return f"the index value {self.expr}"
        return {"const": "a constant", "arg": "a scalar argument"}.get(self.kind, self.kind)


@dataclass(eq=False)
class Access:
    """One load or store (or an output cell: `op` None), see the module
    docstring."""

    name: str
    op: Operation | None
    vars: list[str]
    cons: list[str]
    array: str
    index: list[str]
    sched: list[str]
    value: Node | None = None
    args: list[Node] = field(default_factory=list)  # an event's operands
    kind: tuple = ()  # an event's op (semantics/opaque._kind)

    def tuple(self) -> str:
        return f"{self.name}[{', '.join(self.vars)}]"

    def condition(self) -> str:
        return " and ".join(self.cons) if self.cons else "true"


@dataclass
class Array:
    name: str
    shape: list[str]  # isl expressions (constants or extent parameters)
    argument: int | None  # the argument position, or None (local)
    element: object
    op: Operation | None = None
    carried: bool = False  # a loop's carried value (an SSA value: poison in it is no UB)


@dataclass
class Check:
    """An affine value that must stay in the signed index range wherever
    its domain holds."""

    vars: list[str]
    cons: list[str]
    expr: str
    what: str
    op: Operation | None


@dataclass
class Scop:
    side: str
    params: list[str]
    arrays: dict[str, Array] = field(default_factory=dict)
    reads: list[Access] = field(default_factory=list)
    writes: list[Access] = field(default_factory=list)
    outputs: dict[int, Access] = field(default_factory=dict)
    checks: list[Check] = field(default_factory=list)
    deallocs: list[Operation] = field(default_factory=list)
    events: list[Access] = field(default_factory=list)
    pure_opaque: list[Operation] = field(default_factory=list)
    returns: list[tuple] = field(default_factory=list)  # ("argument", k) or ("value", root Access), in order
    depth: int = 0

    def param_decl(self) -> str:
        return f"[{', '.join(self.params)}]"


POISON_OPS = ("arith.shli", "arith.shrsi", "arith.shrui", "arith.fptosi", "arith.fptoui")
"""Ops whose result may be poison on operands that are not (arith.py):
shifts by the bit width or more, float-to-integer conversions out of
range.  Also any op with `nsw` / `nuw` or with fast-math `nnan` / `ninf`
(`_poison_flags`)."""


def _poison_flags(attrs: str) -> bool:
    for kind, bad in (("overflow", {"nsw", "nuw"}), ("fastmath", {"nnan", "ninf", "fast"})):
        for flags in re.findall(kind + r"<([^>]*)>", attrs):
            if bad & set(re.split(r"[ ,]+", flags.strip())):
                return True
    return False


def is_carried_cell(array: str) -> bool:
    """Whether `array` names a loop's carried value (`Extractor.carried`)."""
    return array[1:2] == "C"


def may_be_poison(node: Node, scop: "Scop | None" = None) -> bool:
    """Whether a value tree may be poison: an op that makes poison
    (`POISON_OPS`, overflow or fast-math flags) anywhere in it, not under a
    load (memory holds no poison: storing it is UB).  Loads, constants,
    affine values, scalar arguments and the results of opaque ops are not
    poison; `arith.select` and the other arith/math ops only pass on their
    operands'.  A loop's carried value (no memory) is poison only if its
    initial value or a yielded value may be (the stores of its cell in
    `scop`; without `scop`, it may be)."""
    seen: set[int] = set()
    todo = [node]
    while todo:
        n = todo.pop()
        if id(n) in seen:
            continue
        seen.add(id(n))
        if n.kind == "load" and n.read is not None and is_carried_cell(n.read.array):
            if scop is None:
                return True
            todo.extend(w.value for w in scop.writes if w.array == n.read.array)
            continue
        if n.kind != "op" or n.name.startswith("opaque "):
            continue
        if n.name in POISON_OPS or _poison_flags(n.key):
            return True
        todo.extend(n.children)
    return False


def signature_params(func) -> tuple[list[str], dict[int, list[str]]]:
    """The parameters of `func`'s signature and each memref argument's
    shape as isl expressions.  Declines what the route does not read: a
    memref argument with a layout or a vector element, a non-memref
    argument of a vector or other shaped type."""
    params: list[str] = []
    shapes: dict[int, list[str]] = {}
    for k, a in enumerate(func.body.blocks[0].args):
        t = a.type
        if isinstance(t, IndexType):
            params.append(f"p{k}")
        elif isinstance(t, MemRefType):
            if not isinstance(t.layout, NoneAttr) and not _identity_layout(t):
                raise Decline(f"func.func at {format_op_location(func)}: argument {k} has a memref layout")
            if isinstance(t.element_type, VectorType):
                raise Decline(f"func.func at {format_op_location(func)}: argument {k} is a memref of vectors")
            shape = []
            for j, d in enumerate(t.get_shape()):
                if d == DYNAMIC_INDEX:
                    params.append(f"d{k}_{j}")
                    shape.append(f"d{k}_{j}")
                else:
                    shape.append(str(d))
            shapes[k] = shape
        elif not _scalar(t):
            raise Decline(f"func.func at {format_op_location(func)}: argument {k} of type {t}")
    return params, shapes


def _identity_layout(t: MemRefType) -> bool:
    from xdsl.dialects.builtin import AffineMapAttr

    lay = t.layout
    if isinstance(lay, AffineMapAttr):
        m = lay.data
        return m.num_symbols == 0 and all(
            isinstance(r, AffineDimExpr) and r.position == k for k, r in enumerate(m.results)
        ) and len(m.results) == m.num_dims  # fmt: skip
    return False


def _scalar(t) -> bool:
    from xdsl.dialects.builtin import AnyFloat, IntegerType

    return isinstance(t, AnyFloat | IntegerType | IndexType)


# --- extraction ---------------------------------------------------------------


@dataclass
class _Env:
    vars: list[str]
    cons: list[str]
    sched: list[str]
    ivs: dict[int, str]

    def inner(self) -> "_Env":
        return _Env(list(self.vars), list(self.cons), list(self.sched), dict(self.ivs))


class NotAffine(Exception):
    pass


@dataclass(frozen=True)
class OpaqueRules:
    """How the route reads ops tvmlir does not know, as the ordinary check
    does (semantics/opaque.py): `kinds` (name, attributes, types) that
    occur on both sides; `pure`: one with results and no memref operand is
    a pure function of its operands (else an event)."""

    kinds: frozenset = frozenset()
    pure: bool = True
    calls: bool = True  # a call to a declaration is pure and total (semantics/func.py)
    opaque: bool = True  # opaque ops read at all (--no-assume-opaque-ops)

    @property
    def names(self) -> set[str]:
        return {k[0] for k in self.kinds}


class Extractor:
    """Builds the `Scop` of one side (`side` "s" or "t")."""

    def __init__(self, func, side: str, width: int, opaque: OpaqueRules | None = None):
        self.opaque_rules = opaque
        self.func = func
        self.side = side
        self.width = width
        self.lo, self.hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
        params, shapes = signature_params(func)
        self.scop = Scop(side, params)
        for k, shape in shapes.items():
            a = func.body.blocks[0].args[k]
            self.scop.arrays[f"A{k}"] = Array(f"A{k}", shape, k, a.type.element_type)
        self.local: dict[int, str] = {}
        self.yields: dict[int, list[str]] = {}  # a loop's carried cells, by the loop
        self.trees: dict[tuple[int, int], Node] = {}
        self.read_of: dict[int, Access] = {}

    # affine expressions -------------------------------------------------------

    def aff(self, v: SSAValue, env: _Env) -> str:
        """`v` as an isl expression over `env`'s variables and the
        parameters, or NotAffine."""
        if id(v) in env.ivs:
            return env.ivs[id(v)]
        if isinstance(v, BlockArgument) and v.owner is self.func.body.blocks[0]:
            if isinstance(v.type, IndexType):
                return f"p{v.index}"
            raise NotAffine
        if not isinstance(v, OpResult) or not isinstance(v.type, IndexType):
            raise NotAffine
        op = v.op
        if op.name == "arith.constant":
            a = _attr(op, "value")
            if isinstance(a, IntegerAttr):
                return self._const(a.value.data, op)
            raise NotAffine
        if op.name == "affine.apply":
            m = _attr(op, "map").data
            (r,) = m.results
            return self.render(r, m, list(op.operands), env, op)
        if op.name in ("affine.min", "affine.max"):
            m = _attr(op, "map").data
            parts = [self.render(r, m, list(op.operands), env, op) for r in m.results]
            for p in parts:
                self._check(env, p, f"an operand of {op.name}", op)
            if len(parts) == 1:
                return parts[0]
            return f"{op.name[7:]}({', '.join(parts)})"
        if op.name == "memref.dim":
            src, k = op.operands
            kk = self.aff(k, env)
            if not (isinstance(src, BlockArgument) and src.owner is self.func.body.blocks[0]):
                raise NotAffine
            try:
                j = int(kk.strip("()"))
            except ValueError:
                raise NotAffine from None
            shape = self.scop.arrays[f"A{src.index}"].shape
            if not 0 <= j < len(shape):
                raise NotAffine
            return shape[j]
        if op.name in ("arith.addi", "arith.subi", "arith.muli"):
            flags = _attr(op, "overflowFlags")
            if flags is not None and "none" not in str(flags):
                raise NotAffine  # nsw/nuw: poison on overflow, which isl's integers do not have
            a, b = self.aff(op.operands[0], env), self.aff(op.operands[1], env)
            if op.name == "arith.addi":
                return f"({a} + {b})"
            if op.name == "arith.subi":
                return f"({a} - {b})"
            for x, y in ((a, b), (b, a)):
                if isl_text.as_int(x) is not None:
                    return f"({isl_text.as_int(x)} * {y})"
            raise NotAffine
        raise NotAffine

    def _const(self, c: int, op) -> str:
        if not self.lo <= c <= self.hi:
            raise _where(op, f"a constant past the {self.width}-bit index range")
        return f"({c})" if c < 0 else str(c)

    def render(self, e, m, operands: list[SSAValue], env: _Env, op) -> str:
        dims, syms = operands[: m.num_dims], operands[m.num_dims :]
        return self._render(e, dims, syms, env, op)

    def _render(self, e, dims, syms, env, op) -> str:
        return isl_text.render(
            e,
            leaf=lambda is_dim, k: self._leaf((dims if is_dim else syms)[k], env, op),
            const=lambda c: self._const(c, op),
            refuse=lambda why: _where(op, why),
            dividend=lambda a: self._check(env, a, "a dividend", op),
        )

    def _leaf(self, v: SSAValue, env: _Env, op) -> str:
        try:
            return self.aff(v, env)
        except NotAffine:
            raise _where(op, "an operand of an affine map that is not affine in the loops' induction variables "
                             "and the index arguments") from None  # fmt: skip

    def _check(self, env: _Env, expr: str, what: str, op) -> None:
        self.scop.checks.append(Check(list(env.vars), list(env.cons), expr, what, op))

    def index(self, v: SSAValue, env: _Env, op) -> str:
        try:
            e = self.aff(v, env)
        except NotAffine:
            raise _where(op, "an index that is not affine in the loops' induction variables and the "
                         "index arguments") from None  # fmt: skip
        return e

    # the walk -------------------------------------------------------------------

    def run(self) -> Scop:
        body = self.func.body
        if len(body.blocks) != 1:
            raise Decline(f"func.func at {format_op_location(self.func)}: more than one block")
        self.walk(body.blocks[0], _Env([], [], [], {}))
        block = body.blocks[0]
        last = str(4 * len(list(block.ops)) + 4)
        for k, arr in self.scop.arrays.items():
            if arr.argument is None:
                continue
            xs = [f"x{j}" for j in range(len(arr.shape))]
            cons = [f"0 <= {x} < {n}" for x, n in zip(xs, arr.shape)]
            out = Access(f"{self.side}O{arr.argument}", None, xs, cons, k, list(xs), [last] + xs)
            out.value = Node("load", root=out, read=out, proj=self._proj(out, out))
            self.scop.outputs[arr.argument] = out
        self.scop.depth = max([len(a.vars) for a in self.scop.reads + self.scop.writes] + [0])
        return self.scop

    def walk(self, block: Block, env: _Env) -> None:
        # Op k of a block is at time 4k + 2: the times just before and after
        # a loop hold its carried values (`carried`), apart from the next
        # loop's.
        for pos, op in enumerate(block.ops):
            self.visit(op, 4 * pos + 2, env)

    def visit(self, op: Operation, pos: int, env: _Env) -> None:
        name = op.name
        for v in list(op.operands) + list(op.results):
            if isinstance(v.type, VectorType):
                raise _where(op, "a vector value")
        if is_opaque(op):
            self.opaque(op, pos, env)
        elif name == "func.call":
            self.call(op)
        elif name == "affine.for":
            self.affine_for(op, pos, env)
        elif name == "scf.for":
            self.scf_for(op, pos, env)
        elif name == "affine.if":
            self.affine_if(op, pos, env)
        elif name in ("affine.yield", "scf.yield"):
            if op.operands:
                cells = self.yields.get(id(op.parent_op()))
                if cells is None:
                    raise _where(op, "a condition with results")
                for cell, v in zip(cells, op.operands):
                    self._store_cell(cell, v, op, env, env.sched + [str(pos)])
        elif name == "func.return":
            for k, v in enumerate(op.operands):
                if isinstance(v, BlockArgument) and v.owner is self.func.body.blocks[0] and isinstance(v.type,
                                                                                                       MemRefType):
                    self.scop.returns.append(("argument", v.index))
                elif _scalar(v.type):
                    # A scalar result: a value tree rooted after the body.
                    root = Access(f"{self.side}R{k}", op, [], [], "", [], [str(pos)])
                    root.value = self.tree(v, root, env)
                    self.scop.returns.append(("value", root))
                else:
                    raise _where(op, "a function with a result that is neither a scalar nor one of its memref "
                                     "arguments")  # fmt: skip
        elif name in LOADS or name in STORES:
            self.access(op, pos, env)
        elif name in ALLOCS:
            self.alloc(op, env)
        elif name == "memref.dealloc":
            self.dealloc(op, env)
        elif name in ("affine.apply", "affine.min", "affine.max", "memref.dim"):
            if name == "memref.dim":
                try:
                    self.aff(op.results[0], env)
                except NotAffine:
                    raise _where(op, "the extent of a memref that is not an argument") from None
        elif name.startswith(VALUE_DIALECTS) and not op.regions and len(op.results) == 1:
            if name in DIVIDING and self.side == "t":
                self._division(op)
        else:
            raise _where(op, "an op the affine dataflow route does not read")

    def opaque(self, op: Operation, pos: int, env: _Env) -> None:
        """An op tvmlir does not know (semantics/opaque.py): pure (results,
        no memref operand) it is a function of its operands, its results
        read as `op` nodes; else an *event*, a statement whose instances
        check.py matches with the other side's, in order (events.py)."""
        rules = self.opaque_rules
        if rules is None or not rules.opaque:
            raise _where(op, "an op tvmlir does not know (--no-assume-opaque-ops)")
        name = op_name(op)
        if name not in rules.names:
            raise _where(op, f"{name}, an op tvmlir does not know, on one side only: the pass may give it a meaning")
        if _kind(op) not in rules.kinds:
            raise _where(op, f"{name}, an op tvmlir does not know, whose attributes or types occur on one side "
                             "only")  # fmt: skip
        if op.regions or op.successors:
            raise _where(op, f"{name}, an op tvmlir does not know, with regions or successors")
        for o in op.operands:
            if isinstance(o.type, MemRefType):
                raise _where(op, f"{name}, an op tvmlir does not know, with a memref operand (it may read and write "
                                 "it: not read by the route)")  # fmt: skip
            if not _scalar(o.type):
                raise _where(op, f"{name}, an op tvmlir does not know, with an operand of type {o.type}")
        for r in op.results:
            if not _scalar(r.type):
                raise _where(op, f"{name}, an op tvmlir does not know, with a result of type {r.type}")
        if op.results and rules.pure:
            self.scop.pure_opaque.append(op)
            return
        if op.results:
            raise _where(op, f"{name}, an op tvmlir does not know, an event with results "
                             "(--no-assume-pure-opaque-ops)")  # fmt: skip
        acc = Access(f"{self.side}e{len(self.scop.events)}", op, list(env.vars), list(env.cons), "", [],
                     env.sched + [str(pos)], kind=_kind(op))  # fmt: skip
        self.scop.events.append(acc)
        acc.args = [self.tree(o, acc, env) for o in op.operands]

    def call(self, op: Operation) -> None:
        """A call to a declaration is, as in the ordinary check
        (semantics/func.py), a pure and total function of its scalar
        arguments, undefined on poison ones (--no-assume-pure-calls makes it
        unsupported); its results are `op` nodes.  A call to a function
        with a body (to inline) or with other arguments declines."""
        rules = self.opaque_rules
        callee = _callee(op)
        if callee is None or callee.body.blocks:
            raise _where(op, "a call to a function with a body (not inlined by the route)")
        if rules is None or not rules.calls:
            raise _where(op, "a call to an external function (--no-assume-pure-calls)")
        for v in list(op.operands) + list(op.results):
            if not _scalar(v.type):
                raise _where(op, f"a call with a value of type {v.type}")
        self.scop.pure_opaque.append(op)

    def _division(self, op: Operation) -> None:
        """The target divides only by nonzero constants (and not by -1 when
        signed): every other division may be UB where the source's is not."""
        d = op.operands[1]
        if isinstance(d, OpResult) and d.op.name == "arith.constant":
            a = _attr(d.op, "value")
            if isinstance(a, IntegerAttr):
                c = a.value.data
                if c != 0 and not (op.name in SIGNED_DIVIDING and c == -1):
                    return
                # an i1 -1 is 1; the printed value is what the attribute holds
        raise _where(op, "a division by a value that is not a nonzero constant (may be UB)")

    def _loop(self, op, pos, env: _Env, lbs: list[str], ubs: list[str], step: int, iv) -> _Env:
        if step <= 0:
            raise _where(op, "a loop without a positive step")
        if not lbs or not ubs:
            raise _where(op, "a loop without bounds")
        if len(lbs) > 1 and step != 1:
            raise _where(op, "a lower bound that is a maximum, with a step")
        for e in lbs + ubs:
            self._check(env, e, "a loop bound", op)
        for e in ubs:
            self._check(env, f"({e} + {step - 1})", "a loop bound plus its step", op)
        inner = env.inner()
        v = f"i{len(env.vars)}"
        inner.vars.append(v)
        if step == 1:
            inner.ivs[id(iv)] = v
            inner.cons += [f"{v} >= {lb}" for lb in lbs] + [f"{v} < {ub}" for ub in ubs]
        else:
            # A stepped loop's variable counts its iterations: the induction
            # variable is lb + step * v.  No `mod` constraint (an
            # existential variable) enters the domain: isl's lexmax gave
            # wrong last writers with them (flow.py).
            value = f"({lbs[0]} + {step} * {v})"
            inner.ivs[id(iv)] = value
            inner.cons += [f"{v} >= 0"] + [f"{value} < {ub}" for ub in ubs]
        inner.sched += [str(pos), v]
        return inner

    def affine_for(self, op, pos, env: _Env) -> None:
        lbm, ubm = op.lowerBoundMap.data, op.upperBoundMap.data
        lbs = [self.render(r, lbm, list(op.lowerBoundOperands), env, op) for r in lbm.results]
        ubs = [self.render(r, ubm, list(op.upperBoundOperands), env, op) for r in ubm.results]
        body = op.regions[0].blocks[0]
        inner = self._loop(op, pos, env, lbs, ubs, op.step.value.data, body.args[0])
        self.carried(op, pos, env, inner, list(op.inits))

    def carried(self, op, pos: int, env: _Env, inner: _Env, inits: list[SSAValue]) -> None:
        """A loop's body, with its carried values (`iter_args`) as one-cell
        local arrays: the initial value stored just before the loop (time
        pos - 1), each iteration's block argument a load at its start, the
        yielded value a store at its end (the yield), each result a load
        just after the loop (time pos + 1).  The dataflow then says which
        iteration's yield (or the initial value) each use sees; a loop
        that runs no iteration returns its initial values."""
        body = op.regions[0].blocks[0]
        cells = []
        for k, (init, arg, res) in enumerate(zip(inits, body.args[1:], op.results)):
            if not _scalar(arg.type):
                raise _where(op, f"a loop carrying a value of type {arg.type}")
            cell = f"{self.side}C{len(self.scop.arrays)}"
            self.scop.arrays[cell] = Array(cell, [], None, arg.type, op, carried=True)
            cells.append(cell)
            self._store_cell(cell, init, op, env, env.sched + [str(pos - 1)])
            self.read_of[id(arg)] = self._load_cell(cell, op, inner, inner.sched + ["0"])
            self.read_of[id(res)] = self._load_cell(cell, op, env, env.sched + [str(pos + 1)])
        self.yields[id(op)] = cells
        self.walk(body, inner)

    def _store_cell(self, cell: str, v: SSAValue, op, env: _Env, sched: list[str]) -> None:
        acc = Access(f"{self.side}w{len(self.scop.writes)}", op, list(env.vars), list(env.cons), cell, [], sched)
        self.scop.writes.append(acc)
        acc.value = self.tree(v, acc, env)

    def _load_cell(self, cell: str, op, env: _Env, sched: list[str]) -> Access:
        acc = Access(f"{self.side}r{len(self.scop.reads)}", op, list(env.vars), list(env.cons), cell, [], sched)
        self.scop.reads.append(acc)
        return acc

    def scf_for(self, op, pos, env: _Env) -> None:
        body = op.regions[0].blocks[0]
        if not isinstance(body.args[0].type, IndexType):
            raise _where(op, "a loop over an integer type other than index")
        try:
            lb, ub, st = (self.aff(v, env) for v in op.operands[:3])
            step = int(st.strip("()"))
        except (NotAffine, ValueError):
            raise _where(op, "bounds that are not affine or a step that is not a constant") from None
        self.carried(op, pos, env, self._loop(op, pos, env, [lb], [ub], step, body.args[0]), list(op.operands[3:]))

    def affine_if(self, op, pos, env: _Env) -> None:
        if op.results:
            raise _where(op, "a condition with results")
        s = _attr(op, "condition").data
        operands = list(op.operands)
        parts = []
        for c in s.constraints:
            lhs = self._render(c.lhs, operands[: s.num_dims], operands[s.num_dims :], env, op)
            rhs = self._render(c.rhs, operands[: s.num_dims], operands[s.num_dims :], env, op)
            rel = {"==": "=", ">=": ">=", "<=": "<="}.get(str(c.kind.value))
            if rel is None:
                raise _where(op, f"a condition the route does not read ({c})")
            parts.append(f"{lhs} {rel} {rhs}")
        cond = " and ".join(parts) if parts else "true"
        for k, region in enumerate(op.regions):
            if not region.blocks:
                continue
            inner = env.inner()
            inner.cons.append(cond if k == 0 else f"not ({cond})")
            inner.sched += [str(pos), str(k)]
            self.walk(region.blocks[0], inner)

    def array_of(self, m: SSAValue, op) -> str:
        if isinstance(m, BlockArgument) and m.owner is self.func.body.blocks[0]:
            return f"A{m.index}"
        if id(m) in self.local:
            return self.local[id(m)]
        raise _where(op, "an access to a memref that is neither an argument nor a local allocation")

    def alloc(self, op, env: _Env) -> None:
        t = op.results[0].type
        if env.vars or env.cons:
            raise _where(op, "an allocation inside a loop or condition")
        if op.operands or not isinstance(t, MemRefType) or any(d == DYNAMIC_INDEX for d in t.get_shape()):
            raise _where(op, "an allocation without a static shape")
        if not isinstance(t.layout, NoneAttr) and not _identity_layout(t):
            raise _where(op, "an allocation with a layout")
        if self.side == "t" and t.element_count() > MAX_ELEMENTS:
            raise _where(op, "an allocation of more than 2^32 elements (it may fail where the source's do not)")
        name = f"{self.side}L{len(self.local)}"
        self.local[id(op.results[0])] = name
        self.scop.arrays[name] = Array(name, [str(d) for d in t.get_shape()], None, t.element_type, op)

    def dealloc(self, op, env: _Env) -> None:
        m = op.operands[0]
        if id(m) not in self.local or m.op.name != "memref.alloc":
            raise _where(op, "a dealloc of memory not allocated here with memref.alloc")
        if env.vars or env.cons:
            raise _where(op, "a dealloc inside a loop or condition")
        block = op.parent_block()
        ops = list(block.ops)
        at = ops.index(op)
        for u in m.uses:
            o = u.operation
            if o is op:
                continue
            while o.parent_block() is not block:
                o = o.parent_op()
            if ops.index(o) > at:
                raise _where(op, "a use of the memref after its dealloc")
        if sum(1 for u in m.uses if u.operation.name == "memref.dealloc") > 1:
            raise _where(op, "a memref deallocated twice")
        self.scop.deallocs.append(op)

    def access(self, op, pos: int, env: _Env) -> None:
        store = op.name in STORES
        m = op.operands[1] if store else op.operands[0]
        array = self.array_of(m, op)
        idx_ops = list(op.operands[2:] if store else op.operands[1:])
        if op.name.startswith("affine."):
            amap = _attr(op, "map").data
            index = [self.render(r, amap, idx_ops, env, op) for r in amap.results]
        else:
            index = [self.index(v, env, op) for v in idx_ops]
        for e in index:
            self._check(env, e, "an access index", op)
        kind = "w" if store else "r"
        lst = self.scop.writes if store else self.scop.reads
        acc = Access(f"{self.side}{kind}{len(lst)}", op, list(env.vars), list(env.cons), array, index,
                     env.sched + [str(pos)])  # fmt: skip
        lst.append(acc)
        if store:
            acc.value = self.tree(op.operands[0], acc, env)
        else:
            self.read_of[id(op.results[0])] = acc

    def _proj(self, root: Access, read: Access) -> str:
        """The map from `root`'s instances to `read`'s (its variables are a
        prefix of the root's: the load dominates the store)."""
        return f"{{ {root.tuple()} -> {read.name}[{', '.join(root.vars[: len(read.vars)])}] }}"

    def tree(self, v: SSAValue, root: Access, env: _Env) -> Node:
        key = (id(root), id(v))
        if key in self.trees:
            return self.trees[key]
        node = self._tree(v, root, env)
        self.trees[key] = node
        return node

    def _tree(self, v: SSAValue, root: Access, env: _Env) -> Node:
        if id(v) in self.read_of:
            r = self.read_of[id(v)]
            return Node("load", root=root, read=r, proj=self._proj(root, r))
        if isinstance(v.type, IndexType):
            try:
                return Node("affine", root=root, expr=self.aff(v, env))
            except NotAffine:
                pass
        if isinstance(v, BlockArgument):
            if v.owner is self.func.body.blocks[0]:
                return Node("arg", root=root, index=v.index)
            raise _where(v.owner.parent_op(), "a block argument used as a value")
        op = v.op
        if op.name == "arith.constant":
            return Node("const", root=root, key=f"{v.type}:{_attr(op, 'value')}")
        if op.name == "func.call" and op in self.scop.pure_opaque:
            return Node("op", root=root, name=f"opaque call @{op.callee.root_reference.data}#{v.index}",
                        key=str([str(o.type) for o in op.operands] + [str(r.type) for r in op.results]),
                        children=[self.tree(o, root, env) for o in op.operands])  # fmt: skip
        if is_opaque(op) and op in self.scop.pure_opaque:
            # The same function of the operands on both sides (its kind,
            # result number included): compared as any op.
            return Node("op", root=root, name=f"opaque {op_name(op)}#{v.index}", key=repr(_kind(op)),
                        children=[self.tree(o, root, env) for o in op.operands])  # fmt: skip
        if op.name.startswith(VALUE_DIALECTS) and not op.regions and len(op.results) == 1:
            attrs = sorted((k, str(a)) for k, a in list(op.properties.items()) + list(op.attributes.items()))
            key = f"{v.type}|{attrs}"
            return Node("op", root=root, name=op.name, key=key, op=op, depth=_loop_depth(op, self.func),
                        children=[self.tree(o, root, env) for o in op.operands])  # fmt: skip
        raise _where(op, "a value the affine dataflow route does not read")


def _loop_depth(op: Operation, func) -> int:
    """The loops around `op` in `func` (each adds one variable, outermost
    first: an `affine.if` adds none)."""
    n, p = 0, op.parent_op()
    while p is not None and p is not func:
        if p.name in ("affine.for", "scf.for"):
            n += 1
        p = p.parent_op()
    return n


def makes_choice(node: Node) -> bool:
    """Whether the op of an "op" node returns a fresh choice per execution
    in tvmlir's semantics (semantics/arith.py): the sign of a zero result
    of `maxnumf`/`minnumf` or of an op with `nsz` (or `fast`), and the bits
    of a NaN read as an integer (`arith.bitcast` from a float)."""
    if node.kind != "op" or node.op is None:
        return False
    op = node.op
    if op.name in ("arith.maxnumf", "arith.minnumf"):
        return True
    from tvmlir.semantics.arith import fastmath_flags

    if "nsz" in fastmath_flags(op):  # xDSL expands `fast` into its flags
        return True
    if op.name == "arith.bitcast":
        from xdsl.dialects.builtin import AnyFloat

        return isinstance(op.operands[0].type, AnyFloat) and not isinstance(op.results[0].type, AnyFloat)
    return False


def extract(func, side: str, width: int, opaque: OpaqueRules | None = None) -> Scop:
    return Extractor(func, side, width, opaque).run()


def _callee(op: Operation):
    """The func.func `op` calls, in its module, or None."""
    name = op.callee.root_reference.data
    module = op.parent_op()
    while module is not None and module.name != "builtin.module":
        module = module.parent_op()
    if module is None:
        return None
    for f in module.body.blocks[0].ops:
        if f.name == "func.func" and f.sym_name.data == name:
            return f
    return None


def _carried_sources(loop: Operation, k: int) -> list[SSAValue]:
    """The values carried value k of `loop` may take: its initial value
    and what the body yields."""
    inits = list(loop.inits) if loop.name == "affine.for" else list(loop.operands[3:])
    body = loop.regions[0].blocks[0]
    return [inits[k], body.last_op.operands[k]]


def ssa_may_be_poison(v: SSAValue) -> bool:
    """`may_be_poison` on the SSA value itself (an opaque op's operand):
    function arguments, induction variables, loads, the results of opaque
    ops and affine index values are not poison; an arith/math op only by
    its flags, its kind or its operands; a loop's carried value or result
    only by its initial and yielded values; anything else may be."""
    seen: set[int] = set()
    todo = [v]
    while todo:
        x = todo.pop()
        if id(x) in seen:
            continue
        seen.add(id(x))
        if isinstance(x, BlockArgument):
            loop = x.owner.parent_op()
            if x.index > 0 and loop is not None and loop.name in ("affine.for", "scf.for"):
                todo.extend(_carried_sources(loop, x.index - 1))  # a carried value
            continue
        op = x.op
        if op.name in ("affine.for", "scf.for"):
            todo.extend(_carried_sources(op, x.index))
            continue
        if op.name in LOADS or is_opaque(op) or op.name in ("func.call", "affine.apply", "affine.min", "affine.max",
                                                             "memref.dim", "arith.constant"):
            continue
        if not op.name.startswith(VALUE_DIALECTS) or op.regions:
            return True
        attrs = " ".join(str(a) for a in list(op.properties.values()) + list(op.attributes.values()))
        if op.name in POISON_OPS or _poison_flags(attrs):
            return True
        todo.extend(op.operands)
    return False
