"""Dead loop nests: code whose only effect is writing local memory that
nothing observable reads, dropped from a pair before it is checked again
(`check.check_pair`, for a pair left unsupported by a loop past the
unroll bound; design notes 9, "Dead loop nests").

*What is dead.*  A *dead memref* is the result of a `memref.alloc` /
`memref.alloca` of the checked function whose every use is the memref
operand of a load or store (`memref.load/store`, `affine.load/store`) or
of a `memref.dealloc`: it never escapes (no call, return, store of the
memref itself, view, cast or copy), so no observable value depends on its
contents except through loads.  The *dead ops* are the least set closed
under: a store into a dead memref; a load, or an op without effects
(`arith`, `math`, `affine.apply`, `index` ops), whose results are used
only by dead ops; an `affine.for` or `scf.for` without results whose body
holds only dead ops (and its terminator).  Dropping them (the allocation
and its dealloc stay) leaves every observable value and effect as it was,
except for the UB and the termination of the dropped code.

*Source side.*  Dropping code from the source gives a source that is
defined wherever the source is, and then equal to it: the dropped loops
end or are undefined (tvmlir's semantics: a loop that never ends is
undefined, `--assume-loops-end`; without it the rule is off), and their
writes are dead.  So a target that refines the reduced source refines the
source: a VERIFIED of the reduced pair stands.  A FAILED stands only if
the source's dropped code is proved free of UB as the target's is (else
the source may be undefined where the reduced one is not).

*Target side.*  The target's dropped code must be proved to end and to
have no UB, or it could hide the target's UB (`target_safe`): every
dropped loop is an `affine.for` or a `scf.for` with a constant positive
step whose bounds, and every dropped access's indices, are affine in the
enclosing loops' induction variables and constants (no function
arguments: isl's integers are then the 64-bit index values, checked to
stay within 2^62 over the iteration domain); every access is in bounds of
its static shape over its whole iteration domain (isl, exact); no dropped
op divides (`div`/`rem`/`floordiv` ops: UB on zero); and no dropped read
can see an uninitialized element, which tvmlir's semantics makes UB
(design notes 9, "Poison vs uninitialized"): a dropped load whose value
is used (by anything but stores, or not at all) reads from a dead memref
whose every element it reads an earlier dropped store wrote (isl over the
program order: statement positions and induction variables,
lexicographic; a store under an `if` covers nothing), and no store into
that memref writes a value loaded from memory that may be uninitialized
(an argument, a memref whose stores may themselves write such values).
Every dropped read is of a dead memref, a `memref.get_global`, or an
entry-block argument used only by loads, stores and `memref.dim` (memory
live for the whole call, as large as its type says: a freed argument or
buffer, a `reinterpret_cast` or `view` past its block would hide UB), and
a dead memref `memref.alloca` made is never deallocated (that is UB).
Anything else keeps the code (the pair's verdict stays as it was).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl
from xdsl.dialects.builtin import IndexType, IntegerAttr, MemRefType
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue

from tvmlir.affine import isl_text

ALLOCS = ("memref.alloc", "memref.alloca")
LOADS = ("memref.load", "affine.load")
STORES = ("memref.store", "affine.store")
LOOPS = ("affine.for", "scf.for")
PURE_DIALECTS = ("arith.", "math.", "index.")
PURE_OPS = ("affine.apply",)
DIVIDING = ("divsi", "divui", "remsi", "remui", "ceildivsi", "ceildivui", "floordivsi", "divs", "divu", "rems",
            "remu", "ceildivs", "ceildivu", "floordivs")  # fmt: skip


KNOWN_DIALECTS = ("arith.", "math.", "affine.", "memref.", "index.", "vector.")
KNOWN_OPS = ("scf.for", "scf.if", "scf.yield", "func.return")
"""Ops that end (or are undefined) whatever they compute: a function of
only these reaches every op of its single block's program order."""

MAX_ELEMENTS = 1 << 32
"""The largest target allocation dropped (a larger one may not be
satisfiable; tvmlir bounds blocks, --max-block-bits)."""


class Refused(Exception):
    """The target-side proof does not apply (the reason, for the notes)."""


@dataclass
class Dead:
    """The dead ops of one function: the outermost ones, in program order,
    and the dead memrefs."""

    memrefs: list[SSAValue] = field(default_factory=list)
    ops: set[Operation] = field(default_factory=set)
    outermost: list[Operation] = field(default_factory=list)


def _pure(op: Operation) -> bool:
    return op.name in PURE_OPS or (op.name.startswith(PURE_DIALECTS) and not op.regions)


def _memref_operand(op: Operation) -> SSAValue:
    return op.operands[1] if op.name in STORES else op.operands[0]


def _dead_memrefs(func) -> list[SSAValue]:
    out = []
    for op in func.walk():
        if op.name not in ALLOCS or len(op.results) != 1:
            continue
        r = op.results[0]
        ok = True
        for u in r.uses:
            o = u.operation
            if o.name in LOADS and u.index == 0:
                continue
            if o.name in STORES and u.index == 1:
                continue
            if o.name == "memref.dealloc":
                continue
            ok = False
            break
        if ok and r.uses:
            out.append(r)
    return out


def _loop_without_results(op: Operation) -> bool:
    return op.name in LOOPS and not op.results


def find(func) -> Dead:
    """The dead ops of `func` (see the module docstring): the greatest set
    closed under the conditions there, found by starting from every
    candidate and removing what a live op needs until nothing changes.
    The greatest, because a copy of a local buffer into itself (a load
    whose value a store writes back) is dead as a whole although each part
    is used by the other; it is sound because nothing outside the set
    uses a value it computes or reads memory it writes."""
    memrefs = _dead_memrefs(func)
    live_mem: set[int] = set()
    ops: set[Operation] = set()
    for op in func.walk():
        if op is func:
            continue
        if op.name in STORES and any(id(_memref_operand(op)) == id(m) for m in memrefs):
            ops.add(op)
        elif op.name == "memref.dealloc" and any(id(op.operands[0]) == id(m) for m in memrefs):
            ops.add(op)
        elif op.name in ALLOCS and any(id(op.results[0]) == id(m) for m in memrefs):
            ops.add(op)
        elif op.name in LOADS and op.results:
            ops.add(op)
        elif _pure(op) and op.results:
            ops.add(op)
        elif _loop_without_results(op):
            ops.add(op)
            ops.add(op.regions[0].blocks[0].last_op)
    changed = True
    while changed:
        changed = False
        for op in list(func.walk(reverse=True)):
            if op not in ops:
                continue
            keep = True
            if op.name in STORES or op.name == "memref.dealloc":
                keep = id(_memref_operand(op) if op.name in STORES else op.operands[0]) not in live_mem
            elif op.name in ALLOCS:
                keep = id(op.results[0]) not in live_mem and all(u.operation in ops for u in op.results[0].uses)
            elif op.name in ("affine.yield", "scf.yield"):
                keep = not op.operands and op.parent_op() in ops
            elif op.name in LOOPS:
                body = op.regions[0].blocks[0]
                keep = all(o in ops for o in body.ops)
            else:  # loads and pure ops: every use dead
                keep = all(u.operation in ops for r in op.results for u in r.uses)
            if not keep:
                ops.discard(op)
                changed = True
                if op.name in LOADS and id(op.operands[0]) not in live_mem:
                    live_mem.add(id(op.operands[0]))  # its stores are live now
    dead = Dead([m for m in memrefs if id(m) not in live_mem])
    # a loop nested in a live op is fine; a dead op's parent chain is checked below
    dead.ops = ops
    for op in func.walk():
        if op in ops and op.name in ("affine.yield", "scf.yield"):
            continue
        if op in ops and (op.parent_op() is None or op.parent_op() not in ops):
            dead.outermost.append(op)
    # Only worth it if a loop goes (ops outside loops unroll anyway).
    if not any(o.name in LOOPS for o in dead.outermost):
        dead.outermost = []
    return dead


def drop(func, dead: Dead) -> None:
    """Erase `dead.outermost` from `func` (users first)."""
    for op in reversed(dead.outermost):
        for inner in list(op.walk(reverse=True)):
            for r in inner.results:
                for u in list(r.uses):
                    if u.operation not in dead.ops and not _inside(u.operation, op):
                        raise AssertionError(f"a dead op's result is used by a live op: {u.operation.name}")
        op.detach()
        op.erase(safe_erase=False)


def _inside(op: Operation, ancestor: Operation) -> bool:
    p = op.parent_op()
    while p is not None:
        if p is ancestor:
            return True
        p = p.parent_op()
    return False


# --- the target-side proof ----------------------------------------------------


def _chain(op: Operation, func) -> list[Operation]:
    """The ops enclosing `op`, outermost first, up to `func` (excluded),
    with `op` last."""
    out = [op]
    p = op.parent_op()
    while p is not None and p is not func:
        out.append(p)
        p = p.parent_op()
    if p is None:
        raise Refused("an op outside the function")
    return list(reversed(out))


class _Space:
    """Induction variables of the loops around an op, named i0, i1, ...,
    with the isl constraints of their iteration domain; the function's
    index arguments are parameters p<k> anywhere in the signed range of
    the index type (`width` bits).

    isl's integers are the index values where nothing wraps: a bound is
    checked to stay in the signed range over the enclosing domain (and
    `ub + step - 1` too: the induction variable never wraps), so the
    domain is exact; every dividend of a floordiv / ceildiv / mod is
    checked the same way; an index expression (`+` and `*` only, above
    its dividends) needs no check: wrapped and exact values agree modulo
    2^width, so an exact value in bounds is the wrapped one."""

    def __init__(self, func, op: Operation, width: int):
        self.func = func
        self.width = width
        self.lo, self.hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
        self.names: dict[int, str] = {}
        self.params: dict[int, str] = {}
        self.constraints: list[str] = []
        self.sched: list[str] = []
        self.guarded = False
        self.dividends: list[str] = []
        chain = _chain(op, func)
        for o in chain:
            block = o.parent_block()
            self.sched.append(str(_position(o, block)))
            if o is op:
                break
            if o.name in LOOPS:
                self._loop(o)
                self.sched.append(self.names[id(o.regions[0].blocks[0].args[0])])
            else:
                self.guarded = True
                self.sched.append("0")

    @property
    def vars(self) -> list[str]:
        return list(self.names.values())

    def domain(self) -> str:
        cons = list(self.constraints) + [f"{self.lo} <= {p} <= {self.hi}" for p in self.params.values()]
        return " and ".join(cons) if cons else "true"

    def nonempty(self, condition: str) -> bool:
        return _nonempty(list(self.params.values()), self.vars, f"{self.domain()} and ({condition})")

    def _const(self, c: int) -> str:
        if not self.lo <= c <= self.hi:
            raise Refused(f"a constant past the {self.width}-bit index range")
        return f"({c})"

    def expr(self, v: SSAValue) -> str:
        """`v` as an isl expression over the induction variables and the
        parameters."""
        if id(v) in self.names:
            return self.names[id(v)]
        if isinstance(v, BlockArgument) and v.owner is self.func.body.blocks[0] and isinstance(v.type, IndexType):
            name = self.params.setdefault(id(v), f"p{v.index}")
            return name
        if isinstance(v, OpResult):
            o = v.op
            if o.name == "arith.constant":
                a = _attr(o, "value")
                if isinstance(a, IntegerAttr):
                    return self._const(a.value.data)
            if o.name == "affine.apply":
                m = _attr(o, "map")
                (r,) = m.data.results
                return self.map_expr(r, m.data, list(o.operands))
        raise Refused("an index that is not affine in the loops' induction variables, index arguments and constants")

    def map_expr(self, e, m, operands: list[SSAValue]) -> str:
        dims = operands[: m.num_dims]
        syms = operands[m.num_dims :]
        return self._render(e, dims, syms)

    def _render(self, e, dims, syms) -> str:
        return isl_text.render(
            e,
            leaf=lambda is_dim, k: self.expr((dims if is_dim else syms)[k]),
            const=self._const,
            refuse=Refused,
            dividend=self._dividend,
        )

    def _dividend(self, a: str) -> None:
        self.dividends.append(a)

    def check_in_range(self, exprs: list[str], what: str) -> None:
        for e in exprs:
            if self.nonempty(f"{e} > {self.hi} or {e} < {self.lo}"):
                raise Refused(f"{what} that may wrap in the {self.width}-bit index type")

    def check_dividends(self) -> None:
        self.check_in_range(self.dividends, "a dividend")
        self.dividends = []

    def _loop(self, o: Operation) -> None:
        iv = o.regions[0].blocks[0].args[0]
        name = f"i{len(self.names)}"
        if o.name == "affine.for":
            lbm, ubm = o.lowerBoundMap.data, o.upperBoundMap.data
            lbs = [self.map_expr(r, lbm, list(o.lowerBoundOperands)) for r in lbm.results]
            ubs = [self.map_expr(r, ubm, list(o.upperBoundOperands)) for r in ubm.results]
            step = o.step.value.data
        else:
            if not isinstance(iv.type, IndexType):
                raise Refused("a scf.for over an integer type other than index")
            lbs, ubs = [self.expr(o.operands[0])], [self.expr(o.operands[1])]
            s = o.operands[2]
            try:
                step = int(self.expr(s).strip("()"))
            except ValueError:
                raise Refused("a scf.for step that is not a constant") from None
        if not lbs or not ubs or step <= 0:
            raise Refused("a loop without bounds or a positive step")
        if len(lbs) > 1 and step != 1:
            raise Refused("a lower bound that is a maximum, with a step")
        self.check_dividends()
        self.check_in_range(lbs + ubs, "a loop bound")
        self.check_in_range([f"({u} + {step - 1})" for u in ubs], "a loop bound plus its step")
        cons = [f"{name} >= {lb}" for lb in lbs] + [f"{name} < {ub}" for ub in ubs]
        if step != 1:
            cons.append(f"({name} - {lbs[0]}) mod {step} = 0")
        self.names[id(iv)] = name
        self.constraints += cons


def _attr(op: Operation, name: str):
    """A property or attribute (`is None`, not truthiness: IntegerAttr(0)
    is falsy)."""
    a = op.properties.get(name)
    return a if a is not None else op.attributes.get(name)


def _position(op: Operation, block: Block) -> int:
    for k, o in enumerate(block.ops):
        if o is op:
            return k
    raise Refused("an op not in its block")


def _nonempty(params: list[str], vars_: list[str], condition: str) -> bool:
    s = isl.Set(f"[{', '.join(params)}] -> {{ [{', '.join(vars_)}] : {condition} }}")
    return not s.is_empty()


def _access(func, op: Operation, width: int) -> tuple[_Space, list[str], list[int]]:
    """The space of a load or store, its index expressions and the shape."""
    sp = _Space(func, op, width)
    m = _memref_operand(op)
    t = m.type
    if not isinstance(t, MemRefType) or any(d < 0 for d in t.get_shape()):
        raise Refused("an access to a memref without a static shape")
    if op.name.startswith("affine."):
        amap = op.map.data
        idx_ops = list(op.operands[2:] if op.name in STORES else op.operands[1:])
        idx = [sp.map_expr(r, amap, idx_ops) for r in amap.results]
    else:
        idx_ops = list(op.operands[2:] if op.name in STORES else op.operands[1:])
        idx = [sp.expr(v) for v in idx_ops]
    sp.check_dividends()
    return sp, idx, list(t.get_shape())


def _in_bounds(func, op: Operation, width: int) -> None:
    sp, idx, shape = _access(func, op, width)
    out = " or ".join(f"({e} < 0 or {e} >= {n})" for e, n in zip(idx, shape))
    if out and sp.nonempty(out):
        raise Refused(f"an access that may be out of bounds ({op.name})")


def _lex_less(a: list[str], b: list[str]) -> str:
    n = max(len(a), len(b))
    a = a + ["0"] * (n - len(a))
    b = b + ["0"] * (n - len(b))
    terms = []
    for k in range(n):
        eq = " and ".join(f"{a[j]} = {b[j]}" for j in range(k))
        terms.append(f"({eq + ' and ' if eq else ''}{a[k]} < {b[k]})")
    return "(" + " or ".join(terms) + ")"


def _uncovered(func, load: Operation, stores: list[Operation], width: int, guarded_write: bool):
    """The iterations of `load` whose element no store of `stores` wrote at
    an earlier point of the program order, as (parameters, variables, isl
    condition).  A store under a condition counts as writing if
    `guarded_write` (an over-approximation of the writes), else not (an
    under-approximation)."""
    lsp, lidx, _ = _access(func, load, width)
    alloc = load.operands[0].op
    instance = sum(1 for o in _chain(alloc, func)[:-1] if o.name in LOOPS)
    lvars = lsp.vars
    params = dict(lsp.params)
    pieces = []
    for s in stores:
        ssp, sidx, _ = _access(func, s, width)
        params.update(ssp.params)
        if ssp.guarded and not guarded_write:
            continue
        if guarded_write:  # the cells written are exact: no index wraps
            ssp.check_in_range(sidx, "a store index")
        ren = {v: f"j{k}" for k, v in enumerate(ssp.vars)}

        def r(text, ren=ren):  # the store's variables renamed apart
            for v in sorted(ren, key=len, reverse=True):
                text = _subst(text, v, ren[v])
            return text

        sdom = r(ssp.domain())
        ssched = [r(x) for x in ssp.sched]
        eqs = [f"{r(a)} = {b}" for a, b in zip(sidx, lidx)]
        # The same allocation: a buffer allocated in a loop's body is a
        # fresh one on each iteration (the loops around the allocation
        # are the first ones of both spaces).
        eqs += [f"{ren[v]} = {v}" for v in ssp.vars[:instance]]
        same = " and ".join(eqs)
        js = ", ".join(ren.values())
        ex = f"exists ({js} : " if js else "("
        pieces.append(f"{ex}{sdom} and {same or 'true'} and {_lex_less(ssched, lsp.sched)})")
    cond = lsp.domain() + (f" and not ({' or '.join(pieces)})" if pieces else "")
    return list(params.values()), lvars, cond, lsp


def _covered(func, load: Operation, stores: list[Operation], width: int) -> bool:
    """Every element `load` reads, on every iteration, was written by one of
    `stores` at an earlier point of the program order."""
    params, lvars, cond, _ = _uncovered(func, load, stores, width, False)
    try:
        return not _nonempty(params, lvars, cond)
    except isl.Error:
        return False


def always_undefined(func, dead: Dead, width: int = 64) -> Operation | None:
    """A load of `func`'s dead code that reads, on every input, an element
    of a local buffer no store wrote before: the function is undefined on
    every input (an uninitialized read is UB, design notes 9).  None if
    none is proved.  Exact where it matters: the function is one block,
    the load's iteration domain is exact (only loops around it, bounds
    checked not to wrap), every store into the buffer counts as writing
    (those under a condition too), and the iteration that reads unwritten
    memory exists for every value of the index arguments."""
    if len(func.body.blocks) != 1:
        return None
    for op in func.walk():  # every op ends (no call, no unknown op, no while)
        if op is not func and not (op.name.startswith(KNOWN_DIALECTS) or op.name in KNOWN_OPS):
            return None
    ids = {id(m) for m in dead.memrefs}
    stores_of: dict[int, list[Operation]] = {}
    for op in func.walk():
        if op.name in STORES and id(_memref_operand(op)) in ids:
            stores_of.setdefault(id(_memref_operand(op)), []).append(op)
    for op in func.walk():
        if op not in dead.ops or op.name not in LOADS or id(op.operands[0]) not in ids:
            continue
        uses = list(op.results[0].uses)
        if uses and all(u.operation.name in STORES and u.index == 0 for u in uses):
            continue  # moved, not read
        try:
            params, lvars, cond, lsp = _uncovered(func, op, stores_of.get(id(op.operands[0]), []), width, True)
            lsp.check_in_range(_access(func, op, width)[1], "a load index")
            if lsp.guarded or any(o.name not in LOOPS for o in _chain(op, func)[:-1]):
                continue
            s = isl.Set(f"[{', '.join(params)}] -> {{ [{', '.join(lvars)}] : {cond} }}")
            reached = s.params()
            box = isl.Set(f"[{', '.join(params)}] -> {{ : "
                          + (" and ".join(f"{lsp.lo} <= {p} <= {lsp.hi}" for p in params) or "true") + " }")
            if not s.is_empty() and box.subtract(reached).is_empty():
                return op
        except (Refused, isl.Error):
            continue
    return None


def _subst(text: str, name: str, new: str) -> str:
    import re

    return re.sub(rf"\b{name}\b", new, text)


def _loaded_from(v: SSAValue) -> Operation | None:
    return v.op if isinstance(v, OpResult) and v.op.name in LOADS else None


def _never_freed(func, m: SSAValue) -> bool:
    """`m` is memory live for the whole call whose extents are its type's:
    a `memref.get_global`, or an argument of the function's entry block
    used only by loads, stores and `memref.dim` (no dealloc, no call, no
    view) in a function that frees nothing but its own `memref.alloc`s and
    calls nothing (another argument may alias it).  A dropped read of anything else may read freed memory (an
    argument or live buffer deallocated before the nest) or past its block
    (a `reinterpret_cast` or `view` larger than the memory under it, which
    is UB only at the access): attack round 11, each verified once the
    nest was dropped."""
    if isinstance(m, OpResult):
        return m.op.name == "memref.get_global"
    if not (isinstance(m, BlockArgument) and m.owner is func.body.blocks[0]):
        return False
    for u in m.uses:
        o = u.operation
        if (o.name in LOADS and u.index == 0) or (o.name in STORES and u.index == 1) or o.name == "memref.dim":
            continue
        return False
    # Arguments may alias: a dealloc of another argument (or of anything not
    # made by memref.alloc here) may free this one, and so may a call.
    for o in func.walk():
        if o.name == "memref.dealloc":
            v = o.operands[0]
            if not (isinstance(v, OpResult) and v.op.name == "memref.alloc"):
                return False
        elif o.name == "bufferization.dealloc" or "call" in o.name:
            return False
    return True


def target_safe(func, dead: Dead, width: int = 64) -> None:
    """Raise `Refused` unless the dead ops of `func` end and have no UB
    (the module docstring's target side)."""
    ids = {id(m) for m in dead.memrefs}
    # Tainted memrefs: their stores may write an element loaded from memory
    # that may be uninitialized.
    stores_of: dict[int, list[Operation]] = {}
    for op in func.walk():
        if op in dead.ops and op.name in STORES:
            stores_of.setdefault(id(_memref_operand(op)), []).append(op)
    covered: dict[Operation, bool] = {}

    def clean(load: Operation) -> bool:
        """The element `load` reads is initialized on every iteration,
        given that no store into its memref writes an uninitialized one."""
        m = load.operands[0]
        if id(m) not in ids:
            return False
        if load not in covered:
            covered[load] = _covered(func, load, stores_of.get(id(m), []), width)
        return covered[load]

    # Tainted memrefs: a store into them may write an uninitialized element
    # (one moved from a read that is not clean, or from a tainted memref).
    tainted: set[int] = set()
    changed = True
    while changed:
        changed = False
        for op in dead.ops:
            if op.name in STORES:
                src = _loaded_from(op.operands[0])
                if src is not None and (id(src.operands[0]) in tainted or not clean(src)):
                    m = id(_memref_operand(op))
                    if m not in tainted:
                        tainted.add(m)
                        changed = True
    for m in dead.memrefs:  # a dealloc after every dropped access, once
        deallocs = [u.operation for u in m.uses if u.operation.name == "memref.dealloc"]
        if len(deallocs) > 1:
            raise Refused("a dead memref freed twice")
        if deallocs and m.op.name == "memref.alloca":
            # Stack memory is released by its scope: a dealloc of it is UB
            # (design notes 9; attack round 11: -promote-buffers-to-stack
            # keeping the dealloc verified once the nest was dropped).
            raise Refused("a dealloc of memory memref.alloca made")
        for d in deallocs:
            if d.parent_block() is not m.op.parent_block():
                raise Refused("a dead memref freed in another block")
            pos = _position(d, d.parent_block())
            for u in m.uses:
                if u.operation is d:
                    continue
                anc = u.operation
                while anc.parent_block() is not d.parent_block():
                    anc = anc.parent_op()
                    if anc is None:
                        raise Refused("a dead memref used outside its block")
                if _position(anc, d.parent_block()) > pos:
                    raise Refused("a dead memref used after its dealloc")
    for op in dead.ops:
        if op.name in ("affine.yield", "scf.yield"):
            continue
        if op.name in LOOPS:
            _Space(func, op.regions[0].blocks[0].first_op, width)  # bounds affine, not wrapping, step positive
            continue
        if op.name in ALLOCS:
            t = op.results[0].type
            if op.operands or not isinstance(t, MemRefType) or any(d < 0 for d in t.get_shape()):
                raise Refused("an allocation without a static shape")
            if t.element_count() > MAX_ELEMENTS:
                raise Refused("an allocation of more than 2^32 elements")
            continue
        if op.name == "memref.dealloc":  # once, in the allocation's block, after its uses: checked above
            continue
        if op.name in STORES:
            _in_bounds(func, op, width)
            continue
        if op.name in LOADS:
            if id(op.operands[0]) not in ids and not _never_freed(func, op.operands[0]):
                raise Refused("a read of memory that may be freed or smaller than its type (not a local buffer, "
                              "an argument the function never frees or passes on, or a global)")
            _in_bounds(func, op, width)
            moved = bool(op.results[0].uses) and all(
                u.operation.name in STORES and u.index == 0 for u in op.results[0].uses
            )
            if moved:
                continue
            m = op.operands[0]
            if id(m) not in ids or id(m) in tainted:
                raise Refused("a read of memory that may be uninitialized")
            if not clean(op):
                raise Refused("a read of an element no earlier store may have written")
            continue
        if _pure(op):
            short = op.name.split(".", 1)[1]
            if short in DIVIDING:
                raise Refused(f"a division ({op.name})")
            # (an operand read from memory was checked at its load: not moved,
            # so from a dead buffer, clean)
            continue
        raise Refused(f"{op.name}")


def source_undefined_at(src_module, name: str, width: int = 64) -> Operation | None:
    """A load of @name's dead code that makes the source undefined on every
    input (`always_undefined`), or None."""
    if name not in src_module.functions:
        return None
    f = src_module.functions[name]
    d = find(f)
    return always_undefined(f, d, width) if d.ops else None


def reduce_pair(src_module, tgt_module, name: str, width: int = 64):
    """Copies of the two modules with the dead loop nests of @name dropped,
    and what was done: (src copy, tgt copy, notes, source proved) or None
    when nothing can be dropped (no dead loop on either side, or the
    target's dead code not proved to end without UB)."""
    from tvmlir.refinement.module import Module

    s_op, t_op = src_module.op.clone(), tgt_module.op.clone()
    s, t = Module.of(s_op, src_module.path), Module.of(t_op, tgt_module.path)
    if name not in s.functions or name not in t.functions:
        return None
    sf, tf = s.functions[name], t.functions[name]
    sd, td = find(sf), find(tf)
    if not sd.outermost and not td.outermost:
        return None
    notes = []
    if td.outermost:
        try:
            target_safe(tf, td, width)
        except (Refused, isl.Error):
            return None  # the target's loops stay past the unroll bound: nothing gained
    src_proved = True
    if sd.outermost:
        try:
            target_safe(sf, sd, width)
        except (Refused, isl.Error):
            src_proved = False
    notes.append(_describe(sd, "source") + "; " + _describe(td, "target"))
    drop(sf, sd)
    drop(tf, td)
    return s, t, notes, src_proved


def _describe(d: Dead, side: str) -> str:
    loops = sum(1 for o in d.outermost if o.name in LOOPS)
    return f"{loops} loop nest(s) of the {side} dropped"
