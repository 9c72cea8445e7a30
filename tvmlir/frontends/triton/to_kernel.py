"""Translate a TTIR kernel (`tt.func`) to the memref + `gpu.launch` form `tv-lift` reads.

Why a translation and not a second interpreter: the lifter, the oracle and
`--verify` already give GPU kernels on memrefs one semantics; a Triton
program maps onto it directly.  Each *program* (`tt.get_program_id`)
becomes a GPU block, and each element of the block-level tensor a kernel
stores becomes a lane (thread): a 1-D `tensor<B>` is threads 0..B-1 on x,
a 2-D tile is (tx, ty).  Every tensor value is computed per lane as a
scalar at a lane *index*: `make_range` is `start + index`, `splat` drops
the index, `expand_dims` drops the inserted axis, `broadcast` reads index 0
where the source has extent 1, elementwise `arith`/`math` ops apply to the
scalars.  A pointer is a memref (the argument it derives from) with an
element offset.  Values are computed where a store needs them (inside its
mask's `scf.if`), so a masked load under the same mask is a plain
`memref.load`; elsewhere it is an `scf.if` yielding `other`.  A masked load
without `other` whose mask is not known to hold is refused: Triton leaves
that value undefined.

`tt.reduce` and `tt.dot` couple lanes: a lane recomputes the lanes it
needs from the loads (the block extents are constants), and the
combination is unrolled in one order, a left fold.  TTIR fixes no order,
so a proof of the translation holds for that order; relating it to
another needs reassociation.  `tt.dot` is translated only with
`inputPrecision = ieee` (mulf then addf per product, no FMA).

What a Triton program leaves open becomes an assumption, printed with the
kernel (`Translation.assumptions`) and by `tv-lift`:
- a pointer carries no extent: each pointer argument is a `memref<?xT>`
  of exactly `n` elements, where `n` is the kernel's one i32 argument
  (compared against offsets in masks), and the arguments do not alias;
- the launch grid is `cdiv(n, B)` programs along each program-id axis,
  for the lane extent `B` of that axis (the tutorials' launch);
- i32 offset arithmetic does not wrap: it is translated to `index`
  arithmetic (TTIR's `addi`/`muli` without flags wrap at 2^32).

Out of reach of this version (reported as `NotTranslatable` with the
reason): several i32 arguments (strides: rows and 2-D memrefs), `scf.for`
in the kernel (the blocked matmul), stores of different shapes, a load
after a store, and ops not listed here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from io import StringIO

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
)
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.printer import Printer

from tvmlir.frontends.triton import dialect as tt


class NotTranslatable(Exception):
    """The TTIR kernel is outside what the translation covers (a reason)."""


@dataclass
class Translation:
    name: str
    text: str  # a module holding one func.func
    assumptions: list[str] = field(default_factory=list)
    arg_names: dict[str, str] = field(default_factory=dict)  # memref name -> TTIR argument


@dataclass(frozen=True)
class _Ptr:
    """A memref and an element offset: `offset`, plus `row` times the row
    stride when the offset goes through a stride argument (then the memref
    is 2-D and the element is `[row, offset]`)."""

    memref: str
    offset: str  # an index SSA name
    row: str | None = None


@dataclass(frozen=True)
class _Stride:
    """An i32 argument that multiplies offsets: a row stride."""

    arg: int


def _attr(a: Attribute) -> str:
    out = StringIO()
    Printer(stream=out).print_attribute(a)
    return out.getvalue()


def _shape(t: Attribute) -> tuple[int, ...]:
    return tuple(t.get_shape()) if isinstance(t, TensorType) else ()


def _elem(t: Attribute) -> Attribute:
    return t.element_type if isinstance(t, TensorType) else t


def _is_int(t: Attribute) -> bool:
    e = _elem(t)
    return isinstance(e, IntegerType) and e.width.data > 1


_LANES = ("%tx", "%ty", "%tz")
_PIDS = ("%bx", "%by", "%bz")
_INT_OPS = {"arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.remsi", "arith.cmpi",
            "arith.minsi", "arith.maxsi", "arith.ceildivsi", "arith.floordivsi"}
_BOOL_OPS = {"arith.andi", "arith.ori", "arith.xori", "arith.select"}


class _Emitter:
    def __init__(self, fn: tt.FuncOp):
        self.fn = fn
        self.lines: list[list[str]] = [[]]
        self.memo: list[dict] = [{}]
        self.consts: dict[tuple[str, str], str] = {}
        self.const_lines: list[str] = []
        self.counter = 0
        self.known: list[set] = [set()]  # (mask value, index) known to hold here
        self.bindings: dict[SSAValue, object] = {}
        self.ranks: dict[str, set[int]] = {}  # memref -> ranks it is accessed with
        self.strides: dict[int, set[str]] = {}  # stride argument -> memrefs it strides

    # -- output ------------------------------------------------------------
    def fresh(self, hint: str = "v") -> str:
        self.counter += 1
        return f"%{hint}{self.counter}"

    def emit(self, line: str) -> None:
        self.lines[-1].append(line)

    def const(self, value: str, type_: str) -> str:
        key = (value, type_)
        if key not in self.consts:
            name = f"%k{len(self.consts)}"
            self.consts[key] = name
            self.const_lines.append(f"{name} = arith.constant {value} : {type_}")
        return self.consts[key]

    def push(self) -> None:
        self.lines.append([])
        self.memo.append({})
        self.known.append(set())

    def pop(self) -> list[str]:
        self.memo.pop()
        self.known.pop()
        return self.lines.pop()

    def lookup(self, key):
        for scope in reversed(self.memo):
            if key in scope:
                return scope[key]
        return None

    def holds(self, key) -> bool:
        return any(key in k for k in self.known)

    # -- values ------------------------------------------------------------
    def scalar_type(self, t: Attribute) -> str:
        e = _elem(t)
        if _is_int(t):
            return "index"
        return _attr(e)

    def value(self, v: SSAValue, idx: tuple[str, ...]):
        """The scalar (SSA name, or `_Ptr`) of `v` at lane index `idx`."""
        if v in self.bindings:
            b = self.bindings[v]
            if isinstance(b, _Stride):
                raise NotTranslatable(f"stride argument {b.arg} used outside a pointer offset")
            return b
        idx = idx[: len(_shape(v.type))]
        key = (v, idx)
        found = self.lookup(key)
        if found is not None:
            return found
        result = self._compute(v, idx)
        self.memo[-1][key] = result
        return result

    def _compute(self, v: SSAValue, idx: tuple[str, ...]):
        if isinstance(v, BlockArgument):
            raise NotTranslatable(f"block argument {v} of an unsupported region")
        op = v.owner
        if isinstance(op, tt.GetProgramIdOp):
            return _PIDS[op.axis.value.data]
        if isinstance(op, tt.MakeRangeOp):
            start = op.start.value.data
            return idx[0] if start == 0 else self.binop("arith.addi", self.const(str(start), "index"), idx[0])
        if isinstance(op, tt.SplatOp):
            return self.value(op.src, ())
        if isinstance(op, tt.ExpandDimsOp):
            a = op.axis.value.data
            return self.value(op.src, idx[:a] + idx[a + 1:])
        if isinstance(op, tt.BroadcastOp):
            src = _shape(op.src.type)
            zero = self.const("0", "index")
            return self.value(op.src, tuple(zero if s == 1 else i for s, i in zip(src, idx)))
        if isinstance(op, tt.AddPtrOp):
            p = self.value(op.ptr, idx)
            row, col = self.split(op.offset, idx)
            for a in self.strides_in(op.offset):
                self.strides.setdefault(a, set()).add(p.memref)
            return _Ptr(p.memref, self.add(p.offset, col) or "%c0", self.add(p.row, row))
        if isinstance(op, tt.LoadOp):
            return self.load(op, idx)
        if isinstance(op, tt.ReduceOp):
            return self.reduce(op, v, idx)
        if isinstance(op, tt.DotOp):
            return self.dot(op, idx)
        if isinstance(op, arith.ConstantOp):
            return self.constant(op)
        if op.name.startswith(("arith.", "math.")) and len(op.results) == 1:
            return self.elementwise(op, idx)
        raise NotTranslatable(f"{op.name} is not translated")

    def constant(self, op: arith.ConstantOp) -> str:
        attr = op.value
        if isinstance(attr, DenseIntOrFPElementsAttr):
            values = attr.get_values()
            if any(x != values[0] for x in values):
                raise NotTranslatable("a non-splat dense constant")
            elem = attr.get_element_type()
            attr = IntegerAttr(values[0], elem) if isinstance(elem, IntegerType) else FloatAttr(values[0], elem)
        if isinstance(attr, IntegerAttr):
            if attr.type.width.data == 1:
                return self.const("true" if attr.value.data else "false", "i1")
            return self.const(str(attr.value.data), "index")
        assert isinstance(attr, FloatAttr)
        return self.const(_attr(attr).rsplit(" : ", 1)[0], _attr(attr.type))

    def add(self, a: str | None, b: str | None) -> str | None:
        if a is None or a == "%c0":
            return b
        if b is None or b == "%c0":
            return a
        return self.binop("arith.addi", a, b)

    def strides_in(self, v: SSAValue) -> set[int]:
        """The stride arguments `v` is computed from."""
        b = self.bindings.get(v)
        if isinstance(b, _Stride):
            return {b.arg}
        if isinstance(v, BlockArgument) or not _is_int(v.type):
            return set()
        out: set[int] = set()
        for o in v.owner.operands:
            out |= self.strides_in(o)
        return out

    def split(self, v: SSAValue, idx: tuple[str, ...]) -> tuple[str | None, str | None]:
        """An integer offset as (row, col): `row * stride + col`, for
        offsets that are sums of a stride-free term and a stride times a
        stride-free term (`pid * stride + cols`)."""
        if isinstance(self.bindings.get(v), _Stride):
            return ("%c1", None)
        if not self.strides_in(v):
            return (None, self.value(v, idx))
        idx = idx[: len(_shape(v.type))]
        op = v.owner
        if isinstance(op, tt.SplatOp):
            return self.split(op.src, ())
        if isinstance(op, tt.ExpandDimsOp):
            a = op.axis.value.data
            return self.split(op.src, idx[:a] + idx[a + 1:])
        if isinstance(op, tt.BroadcastOp):
            zero = self.const("0", "index")
            return self.split(op.src, tuple(zero if s == 1 else i for s, i in zip(_shape(op.src.type), idx)))
        if isinstance(op, arith.AddiOp):
            (ra, ca), (rb, cb) = self.split(op.lhs, idx), self.split(op.rhs, idx)
            return (self.add(ra, rb), self.add(ca, cb))
        if isinstance(op, arith.MuliOp):
            (ra, ca), (rb, cb) = self.split(op.lhs, idx), self.split(op.rhs, idx)
            if ca is None and rb is None:
                return (cb if ra == "%c1" else self.binop("arith.muli", ra, cb), None)
            if cb is None and ra is None:
                return (ca if rb == "%c1" else self.binop("arith.muli", rb, ca), None)
        raise NotTranslatable(f"an offset {op.name} of a stride that is not `row * stride + col`")

    def access(self, p: _Ptr, t: str) -> tuple[str, str]:
        """The index list and memref type of an access through `p`."""
        if p.row is None:
            self.ranks.setdefault(p.memref, set()).add(1)
            return f"[{p.offset}]", f"memref<?x{t}>"
        self.ranks.setdefault(p.memref, set()).add(2)
        return f"[{p.row}, {p.offset}]", f"memref<?x?x{t}>"

    def binop(self, name: str, a: str, b: str) -> str:
        r = self.fresh()
        self.emit(f"{r} = {name} {a}, {b} : index")
        return r

    def elementwise(self, op: Operation, idx: tuple[str, ...]) -> str:
        name = op.name
        int_op = any(_is_int(o.type) for o in op.operands)
        if int_op and name not in _INT_OPS and name not in _BOOL_OPS:
            raise NotTranslatable(f"{name} on integers is not translated (offsets are index arithmetic)")
        args = [self.value(o, idx) for o in op.operands]
        if any(isinstance(a, _Ptr) for a in args):
            raise NotTranslatable(f"{name} on pointers")
        props = {k: a for k, a in op.properties.items() if k != "overflowFlags"}
        prop_text = ""
        if props:
            prop_text = " <{" + ", ".join(f"{k} = {_attr(a)}" for k, a in sorted(props.items())) + "}>"
        in_types = ", ".join(self.scalar_type(o.type) for o in op.operands)
        out_type = self.scalar_type(op.results[0].type)
        r = self.fresh()
        self.emit(f'{r} = "{name}"({", ".join(args)}){prop_text} : ({in_types}) -> {out_type}')
        return r

    def load(self, op: tt.LoadOp, idx: tuple[str, ...]) -> str:
        p = self.value(op.ptr, idx)
        t = self.scalar_type(op.result.type)
        where, mtype = self.access(p, t)
        if op.mask is None or self.holds((op.mask, idx[: len(_shape(op.mask.type))])):
            r = self.fresh()
            self.emit(f"{r} = memref.load {p.memref}{where} : {mtype}")
            return r
        if op.other is None:
            raise NotTranslatable(
                "a masked tt.load without `other` used where its mask may be false (the value is undefined)")
        mask = self.value(op.mask, idx)
        other = self.value(op.other, idx)
        r, x = self.fresh(), self.fresh()
        self.emit(f"{r} = scf.if {mask} -> ({t}) {{")
        self.emit(f"  {x} = memref.load {p.memref}{where} : {mtype}")
        self.emit(f"  scf.yield {x} : {t}")
        self.emit("} else {")
        self.emit(f"  scf.yield {other} : {t}")
        self.emit("}")
        return r

    def combine(self, region_op: tt.ReduceOp, acc: str, x: str) -> str:
        block = region_op.combineOp.block
        a, b = block.args
        for arg, name in ((a, acc), (b, x)):
            self.bindings[arg] = name
        try:
            for inner in block.ops:
                if isinstance(inner, tt.ReduceReturnOp):
                    return self.value(inner.result[0], ())
            raise NotTranslatable("a combine region without tt.reduce.return")
        finally:
            for arg in (a, b):
                del self.bindings[arg]
            # the region's values are per combination: forget them
            for scope in self.memo:
                for key in [k for k in scope if isinstance(k[0].owner, Operation) and k[0].owner.parent_block() is block]:
                    del scope[key]

    def reduce(self, op: tt.ReduceOp, v: SSAValue, idx: tuple[str, ...]) -> str:
        if len(op.srcs) != 1:
            raise NotTranslatable("tt.reduce of several operands")
        src = op.srcs[0]
        a = op.axis.value.data
        extent = _shape(src.type)[a]
        acc = None
        for k in range(extent):
            x = self.value(src, idx[:a] + (self.const(str(k), "index"),) + idx[a:])
            acc = x if acc is None else self.combine(op, acc, x)
        return acc

    def dot(self, op: tt.DotOp, idx: tuple[str, ...]) -> str:
        if op.precision != tt.IEEE:
            raise NotTranslatable(
                f"tt.dot with inputPrecision {op.precision} (not ieee): inputs are rounded (TF32) before the product")
        i, j = idx
        t = self.scalar_type(op.d.type)
        acc = self.value(op.c, idx)
        for k in range(_shape(op.a.type)[1]):
            kk = self.const(str(k), "index")
            a, b = self.value(op.a, (i, kk)), self.value(op.b, (kk, j))
            prod, s = self.fresh(), self.fresh()
            self.emit(f"{prod} = arith.mulf {a}, {b} : {t}")
            self.emit(f"{s} = arith.addf {acc}, {prod} : {t}")
            acc = s
        return acc

    def store(self, op: tt.StoreOp, lanes: tuple[str, ...]) -> None:
        """A lane's store.  Its value is computed before the mask's `scf.if`
        (every load executes on every lane, as in Triton, so an unmasked
        load out of bounds stays visible), unless it reads a masked load
        without `other`: then inside, where that load is defined."""
        idx = lanes[: len(_shape(op.value.type))]
        t = self.scalar_type(op.value.type)
        loads = _loads_of(op.value) | _loads_of(op.ptr)
        lazy = op.mask is not None and any(ld.mask is not None and ld.other is None for ld in loads)
        if lazy and any(ld.mask is None for ld in loads):
            raise NotTranslatable(
                "an unmasked load and a masked load without `other` in one stored value "
                "(the first must run on every lane, the second only under its mask)")
        p = x = None
        if not lazy:
            p, x = self.value(op.ptr, idx), self.value(op.value, idx)
        if op.mask is not None:
            mask = self.value(op.mask, idx)
            self.emit(f"scf.if {mask} {{")
            self.push()
            self.known[-1].add((op.mask, idx))
        if lazy:
            p, x = self.value(op.ptr, idx), self.value(op.value, idx)
        where, mtype = self.access(p, t)
        self.emit(f"memref.store {x}, {p.memref}{where} : {mtype}")
        if op.mask is not None:
            body = self.pop()
            self.lines[-1].extend("  " + line for line in body)
            self.emit("}")


def _loads_of(v: SSAValue) -> set[tt.LoadOp]:
    """The `tt.load`s `v` is computed from (through reductions too)."""
    out: set[tt.LoadOp] = set()
    frontier, seen = [v], set()
    while frontier:
        w = frontier.pop()
        if w in seen or isinstance(w, BlockArgument):
            continue
        seen.add(w)
        op = w.owner
        if isinstance(op, tt.LoadOp):
            out.add(op)
        frontier.extend(op.operands)
        for region in op.regions:
            for inner in region.walk():
                frontier.extend(inner.operands)
    return out


def _base_arg(fn: tt.FuncOp, v: SSAValue, what: str) -> int:
    """The pointer argument a pointer value derives from."""
    while not isinstance(v, BlockArgument):
        owner = v.owner
        if isinstance(owner, tt.AddPtrOp):
            v = owner.ptr
        elif isinstance(owner, (tt.SplatOp, tt.BroadcastOp, tt.ExpandDimsOp)):
            v = owner.src
        else:
            raise NotTranslatable(f"a {what} through a pointer made by {owner.name}")
    return list(fn.body.block.args).index(v)


def _ptr_roles(fn: tt.FuncOp) -> dict[int, str]:
    """Memref names: O for a pointer argument the kernel stores through,
    X, Y, Z, W, V, U for the others, in argument order."""
    args = list(fn.body.block.args)
    stored = {_base_arg(fn, op.ptr, "store") for op in fn.walk() if isinstance(op, tt.StoreOp)}
    loaded = {_base_arg(fn, op.ptr, "load") for op in fn.walk() if isinstance(op, tt.LoadOp)}
    if stored & loaded:
        raise NotTranslatable(
            f"argument {min(stored & loaded)} is loaded and stored (in place: a lane could see another's store)")
    names: dict[int, str] = {}
    inputs = iter("XYZWVU")
    outputs = iter(["O", "O1", "O2"])
    for pos, a in enumerate(args):
        if isinstance(a.type, tt.PointerType):
            names[pos] = next(outputs) if pos in stored else next(inputs)
    return names


def _is_stride(fn: tt.FuncOp, arg: BlockArgument) -> bool:
    """An i32 argument that (through splats) multiplies something."""
    frontier, seen = [arg], set()
    while frontier:
        v = frontier.pop()
        for use in v.uses:
            user = use.operation
            if isinstance(user, arith.MuliOp):
                return True
            if isinstance(user, (tt.SplatOp, tt.BroadcastOp, tt.ExpandDimsOp)) and user not in seen:
                seen.add(user)
                frontier.append(user.results[0])
    return False


def translate(fn: tt.FuncOp) -> Translation:
    name = fn.sym_name.data
    args = list(fn.body.block.args)
    for op in fn.walk():
        if isinstance(op, scf.ForOp):
            raise NotTranslatable("scf.for in the kernel (loop-carried tiles, as in a blocked matmul)")
    ptrs = _ptr_roles(fn)
    ints = [pos for pos, a in enumerate(args) if pos not in ptrs]
    for pos in ptrs:
        elem = args[pos].type.pointee
        if _attr(elem) not in ("f32", "f64"):
            raise NotTranslatable(f"pointer argument {pos} points to {_attr(elem)}")
    for pos in ints:
        if _attr(args[pos].type) != "i32":
            raise NotTranslatable(f"argument {pos} of type {_attr(args[pos].type)}")
    strides = [pos for pos in ints if _is_stride(fn, args[pos])]
    extents = [pos for pos in ints if pos not in strides]
    if len(extents) > 1:
        raise NotTranslatable(
            f"{len(extents)} i32 extent arguments; this version binds one extent n to the memrefs' size")
    stores = [op for op in fn.body.block.ops if isinstance(op, tt.StoreOp)]
    if not stores:
        raise NotTranslatable("the kernel stores nothing")
    ops = list(fn.body.block.ops)
    first_store = min(ops.index(s) for s in stores)
    if any(isinstance(op, tt.LoadOp) for op in ops[first_store:]):
        raise NotTranslatable("a load after a store (lanes recompute loads, which may then see the store)")
    for op in fn.walk():
        if op.parent_op() is not fn and isinstance(op, (tt.StoreOp, tt.LoadOp)):
            raise NotTranslatable(f"{op.name} in a nested region")
    shapes = {_shape(s.value.type) for s in stores}
    if len(shapes) != 1:
        raise NotTranslatable("stores of different shapes")
    lane_shape = shapes.pop()
    if len(lane_shape) > 3:
        raise NotTranslatable("a store of rank > 3")
    pids = sorted({op.axis.value.data for op in fn.walk() if isinstance(op, tt.GetProgramIdOp)})
    if strides and pids not in ([], [0]):
        raise NotTranslatable("a kernel with strides and program ids along y or z")

    em = _Emitter(fn)
    for pos, mname in ptrs.items():
        em.bindings[args[pos]] = _Ptr(f"%{mname}", "%c0")
    for pos in strides:
        em.bindings[args[pos]] = _Stride(pos)
    if extents:
        em.bindings[args[extents[0]]] = "%n"
    for s in stores:
        em.store(s, _LANES)

    mixed = [m for m, r in em.ranks.items() if len(r) > 1]
    if mixed:
        raise NotTranslatable(f"{mixed[0]} is accessed both with and without a row stride")
    rank = {m: r.pop() for m, r in em.ranks.items()}
    elem = {f"%{n}": _attr(args[p].type.pointee) for p, n in ptrs.items()}
    mtype = {m: f"memref<{'?x' * rank.get(m, 1)}{elem[m]}>" for m in elem}
    assumptions = []
    pre: list[str] = ["%c0 = arith.constant 0 : index", "%c1 = arith.constant 1 : index"]
    grid = ["%c1", "%c1", "%c1"]
    if not strides:
        # Flat: every pointer addresses n elements; programs tile n by the lanes.
        out = f"%{ptrs[min(p for p, n in ptrs.items() if n.startswith('O'))]}"
        if extents:
            pre.append(f"%n = memref.dim {out}, %c0 : {mtype[out]}")
            assumptions.append(f"every pointer argument addresses exactly n elements, n = argument {extents[0]} "
                               f"({mtype[out]}, n = dim({out}, 0))")
        for axis in pids:
            if not extents:
                raise NotTranslatable("program ids without an i32 extent argument to size the grid")
            b = lane_shape[axis] if axis < len(lane_shape) else 1
            pre.append(f"%b{axis} = arith.constant {b} : index")
            pre.append(f"%g{axis} = arith.ceildivsi %n, %b{axis} : index")
            grid[axis] = f"%g{axis}"
            assumptions.append(f"the launch grid has cdiv(n, {b}) programs along {'xyz'[axis]}")
    else:
        # Rows: a 2-D pointer is a row-major memref whose rows are contiguous.
        two_d = sorted(m for m, r in rank.items() if r == 2)
        if not two_d:
            raise NotTranslatable("stride arguments but no access of the form `row * stride + col`")
        first = two_d[0]
        by_memref: dict[str, list[int]] = {}
        for pos, ms in em.strides.items():
            for m in ms:
                by_memref.setdefault(m, []).append(pos)
        for m, ss in sorted(by_memref.items()):
            if len(ss) > 1:
                raise NotTranslatable(f"{m} is strided by {len(ss)} arguments (one row stride is read)")
        for pos in strides:
            ms = sorted(em.strides.get(pos, ()))
            if len(ms) != 1:
                raise NotTranslatable(f"stride argument {pos} strides {len(ms)} pointers")
            assumptions.append(f"rows are contiguous: argument {pos} (the row stride of {ms[0]}) = dim({ms[0]}, 1)")
        if extents:
            pre.append(f"%n = memref.dim {first}, %c1 : {mtype[first]}")
            assumptions.append(f"argument {extents[0]} (the column bound) is the row length of every 2-D pointer "
                               f"argument: n = dim({first}, 1)")
        if pids:
            pre.append(f"%g0 = memref.dim {first}, %c0 : {mtype[first]}")
            grid[0] = "%g0"
            assumptions.append(f"the launch grid has one program per row: dim({first}, 0) programs along x")
        one_d = sorted(m for m, r in rank.items() if r == 1)
        for m in one_d:
            assumptions.append(f"{m} has one element per row: dim({m}, 0) = dim({first}, 0)")
    if any(isinstance(op, (tt.ReduceOp, tt.DotOp)) for op in fn.walk()):
        assumptions.append("tt.reduce and tt.dot combine in a left fold (TTIR fixes no order: "
                           "relating another order needs reassociation)")
    assumptions += [
        "the pointer arguments do not alias",
        "i32 offset arithmetic does not wrap (it is translated to index arithmetic)",
    ]
    block = []
    for d in range(3):
        if d < len(lane_shape):
            pre.append(f"%l{d} = arith.constant {lane_shape[d]} : index")
            block.append(f"%l{d}")
        else:
            block.append("%c1")
    body = em.const_lines + em.lines[0]
    params = ", ".join(f"%{ptrs[p]}: {mtype['%' + ptrs[p]]}" for p in sorted(ptrs))
    text = [f"// Translated from Triton TTIR @{name} by tvmlir.frontends.triton.to_kernel.",
            *(f"// assumption: {a}" for a in assumptions),
            f"func.func @{name}({params}) {{"]
    text += ["  " + line for line in pre]
    text.append(f'  "gpu.launch"({", ".join(grid + block)}) <{{operandSegmentSizes = '
                "array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({")
    text.append("  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, "
                "%gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):")
    text += ["    " + line for line in body]
    text.append('    "gpu.terminator"() : () -> ()')
    text.append("  }) : (index, index, index, index, index, index) -> ()")
    text.append("  return")
    text.append("}")
    names = {f"%{n}": f"argument {p}" for p, n in ptrs.items()}
    return Translation(name, "\n".join(text) + "\n", assumptions, names)


def tt_functions(module: ModuleOp) -> list[tt.FuncOp]:
    return [op for op in module.ops if isinstance(op, tt.FuncOp) and op.body.blocks]


def to_kernel(module: ModuleOp) -> Translation:
    """The translation of the module's one `tt.func` with a body."""
    fns = tt_functions(module)
    if len(fns) != 1:
        raise NotTranslatable(f"{len(fns)} tt.func with a body; this version translates one")
    return translate(fns[0])
