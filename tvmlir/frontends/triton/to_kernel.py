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
scalars.

**Offsets** are read as polynomial forms (`offsets.Lin`), not emitted as
i32 code: a pointer is (pointer argument, offset form).  An i32 argument
that multiplies an offset is a *stride*; the accesses through a pointer
argument make it a row-major memref with one dimension per stride
argument it is strided by (in argument order, outer first), and an
innermost dimension of unit stride if some offset has a stride-free part.
That the strides are those of a contiguous tensor (the innermost stride
argument is 1, an outer one the product of the inner extents) is an
assumption, printed.  An i32 argument compared with an offset in a mask
(`offs < n`) is an *extent*: `n = dim(P, d)` for the dimension of a
pointer whose index is that offset (printed).  i64 arithmetic
(`arith.extsi`) is the same form: index arithmetic is assumed not to wrap
(printed).  A scalar `f32` argument becomes a 0-d memref input.

**Masks** are conjunctions of comparisons of offset forms.  A store's
mask becomes an `scf.if` around it, and the stored value is computed
inside, where the mask is known: a load under a known mask is a plain
`memref.load`; an unmasked load is computed before the `scf.if`, so that it
runs on every lane as in Triton.  Any other masked load is an `scf.if`
yielding `other` (refused without `other`: the value is undefined).

**`tt.reduce`** becomes an `scf.for` over the reduced axis carrying the
accumulator, from the combiner's identity (0.0 for addf, -inf for
max) when the combine region is one such op, else from the first
element; the combine region is inlined.  TTIR fixes no order: this is
one (printed).  A load in a reduction whose mask bounds the reduced lanes
by an extent `n` (`k < n`) makes the kernel right only for `n <= B`, the
block: the translation then fixes `n = B` (printed), the row is the
block, and a proof holds for every other size.  `tt.dot` is unrolled
per lane, only with `inputPrecision = ieee`; tf32 is refused.

**The launch grid** along each program axis is read off an access whose
index is `pid` (one program per row: `dim(P, d)` programs) or
`B * pid + lane` (`cdiv(dim(P, d), B)`), printed.

Out of reach of this version (`NotTranslatable`, with the reason):
`scf.for` and `scf.if` in the kernel, offsets that are not `index *
stride` sums, stores of different shapes (unless one output is chosen),
a load after a store, and ops not listed here.
"""

from __future__ import annotations

import math
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
from tvmlir.frontends.triton.offsets import Lin, NotLinear


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
    base: int  # the pointer argument's position
    offset: Lin


@dataclass(frozen=True)
class _Conj:
    """A mask: each part `(L, R)` is `L < R` on offset forms."""

    parts: tuple[tuple[Lin, Lin], ...]


# libdevice functions and what the translation reads them as: the same
# function on both sides of a proof (libdevice's accuracy is not modelled).
EXTERN = {
    "__nv_tanhf": "math.tanh", "__nv_tanh": "math.tanh",
    "__nv_expf": "math.exp", "__nv_exp": "math.exp",
    "__nv_exp2f": "math.exp2", "__nv_exp2": "math.exp2",
    "__nv_logf": "math.log", "__nv_log": "math.log",
    "__nv_sqrtf": "math.sqrt", "__nv_sqrt": "math.sqrt",
    "__nv_rsqrtf": "math.rsqrt", "__nv_rsqrt": "math.rsqrt",
    "__nv_sinf": "math.sin", "__nv_sin": "math.sin",
    "__nv_cosf": "math.cos", "__nv_cos": "math.cos",
    "__nv_fabsf": "math.absf", "__nv_fabs": "math.absf",
}

_IDENTITY = {"arith.addf": 0.0, "arith.mulf": 1.0, "arith.maxnumf": -math.inf, "arith.maximumf": -math.inf,
             "arith.minnumf": math.inf, "arith.minimumf": math.inf}
_LANES = ("%tx", "%ty", "%tz")
_PIDS = ("%bx", "%by", "%bz")
_GRID = ("%gx", "%gy", "%gz")
_FLOAT_OPS = {"arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.negf", "arith.maxnumf",
              "arith.minnumf", "arith.maximumf", "arith.minimumf", "arith.cmpf", "arith.select"}
_CAST = {"arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast"}


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


def _is_bool(t: Attribute) -> bool:
    e = _elem(t)
    return isinstance(e, IntegerType) and e.width.data == 1


def _float_text(v: float, t: str) -> str:
    from tvmlir.lifting.terms import mlir_float

    return mlir_float(v, t)


def _less(pred: str, lhs: Lin, rhs: Lin) -> tuple[Lin, Lin]:
    """`lhs pred rhs` as `L < R`."""
    one = Lin.const(1)
    forms = {"slt": (lhs, rhs), "sgt": (rhs, lhs), "sle": (lhs, rhs + one), "sge": (rhs, lhs + one)}
    if pred not in forms:
        raise NotTranslatable(f"an integer comparison `{pred}` in a mask (signed <, <=, >, >= are read)")
    return forms[pred]


@dataclass
class _Access:
    base: int
    dims: dict[str, Lin]  # stride argument atom (or "" for the unit-stride rest) -> index form
    names: dict[str, str]  # the same keys -> the index's SSA name
    store: bool


class _Line:
    """A line whose text is known only after the whole kernel is read
    (an access, whose memref's rank and type depend on every access)."""

    def __init__(self, render):
        self.render = render


class _Emitter:
    def __init__(self, fn: tt.FuncOp, kinds: dict[int, str]):
        self.fn = fn
        self.args = list(fn.body.block.args)
        self.kinds = kinds  # argument position -> "ptr", "int", "float"
        self.lines: list[list] = [[]]
        self.memo: list[dict] = [{}]
        self.known: list[set] = [set()]
        self.consts: dict[tuple[str, str], str] = {}
        self.const_lines: list[str] = []
        self.counter = 0
        self.bindings: dict[SSAValue, object] = {}
        self.ranges: dict[str, tuple[int, int]] = {}
        self.static: dict[str, int] = {}  # extent argument atom -> the block it is fixed to
        self.used: set[str] = set()  # argument atoms whose value the code reads
        self.compares: list[tuple[Lin, Lin]] = []
        self.accesses: list[_Access] = []
        self.pids: set[int] = set()
        self.scalars: set[int] = set()
        self.notes: list[str] = []
        self.layouts: dict[int, list[str]] = {}  # filled after reading: base -> dim keys
        self.static_dims: dict[tuple[int, int], int] = {}
        self.elem: dict[int, str] = {}
        self.reducing: list[str] = []  # the loop variables of the reductions being read
        self.pointer_steps: dict = {}
        self.computing: set = set()  # values being computed (a cycle is refused, not a recursion error)
        self.fusing: tuple | None = None  # (k, block, J, bounds found): a K loop fused with its tt.dot lanes
        self.mname: dict[int, str] = {}

    # -- output ------------------------------------------------------------
    def fresh(self, hint: str = "v") -> str:
        self.counter += 1
        return f"%{hint}{self.counter}"

    def emit(self, line) -> None:
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

    def pop(self) -> list:
        self.memo.pop()
        self.known.pop()
        return self.lines.pop()

    def lookup(self, key):
        for scope in reversed(self.memo):
            if key in scope:
                return scope[key]
        return None

    # -- offset forms --------------------------------------------------------
    def lin_value(self, lin: Lin) -> str:
        """The index SSA value of an offset form (extent arguments read as
        their bound value)."""
        key = ("lin", lin)
        found = self.lookup(key)
        if found is not None:
            return found
        if any(a.startswith("%J") for a in lin.atoms()):
            raise NotTranslatable("an offset of the K loop that is no function of k = block * j + lane "
                                  "(the loop and its dot's lanes are not one index)")
        total = None
        for mono, c in lin.terms:
            names = []
            for a in mono:
                if a.startswith("$"):
                    self.used.add(a)
                    names.append(f"%a{a[1:]}")
                else:
                    names.append(a)
            term = None
            for n in names:
                term = n if term is None else self.binop("arith.muli", term, n)
            if term is None:
                term = self.const(str(c), "index")
            elif c != 1:
                term = self.binop("arith.muli", self.const(str(c), "index"), term)
            total = term if total is None else self.binop("arith.addi", total, term)
        if total is None:
            total = self.const("0", "index")
        self.memo[-1][key] = total
        return total

    def holds(self, part: tuple[Lin, Lin]) -> bool:
        """`L < R` is known here: statically (lane ranges) or from a mask."""
        lo_hi = (part[1] - part[0]).bounds({**self.ranges, **{a: (v, v) for a, v in self.static.items()}})
        if lo_hi is not None and lo_hi[0] > 0:
            return True
        return any(part in k for k in self.known)

    def binop(self, name: str, a: str, b: str) -> str:
        r = self.fresh()
        self.emit(f"{r} = {name} {a}, {b} : index")
        return r

    def cond(self, conj: _Conj) -> str:
        """An i1 SSA value for a mask."""
        out = None
        for lhs, rhs in conj.parts:
            self.compares.append((lhs, rhs))
            r = self.fresh("m")
            self.emit(f"{r} = arith.cmpi slt, {self.lin_value(lhs)}, {self.lin_value(rhs)} : index")
            if out is not None:
                a = self.fresh("m")
                self.emit(f"{a} = arith.andi {out}, {r} : i1")
                r = a
            out = r
        return out if out is not None else self.const("true", "i1")

    # -- values ------------------------------------------------------------
    def value(self, v: SSAValue, idx: tuple[Lin, ...]):
        """At lane index `idx`: a `Lin` (integers), a `_Conj` (an integer
        mask), a `_Ptr`, or an SSA name (floats, float comparisons)."""
        if v in self.bindings:
            return self.bindings[v]
        idx = idx[: len(_shape(v.type))]
        if v in self.pointer_steps:  # a pointer a K loop carries: its start plus j steps
            _, incr = self.pointer_steps[v]
            p = self.carried_start(v, idx)
            j = self.fusing[2]
            return _Ptr(p.base, p.offset + incr * Lin.atom(j))
        key = (v, idx)
        found = self.lookup(key)
        if found is not None:
            return found
        if key in self.computing:
            raise NotTranslatable("a value defined in terms of itself (its definition does not dominate its use)")
        self.computing.add(key)
        try:
            result = self._compute(v, idx)
        except NotLinear as e:
            raise NotTranslatable(str(e)) from None
        finally:
            self.computing.discard(key)
        self.memo[-1][key] = result
        return result

    def _compute(self, v: SSAValue, idx: tuple[Lin, ...]):
        if isinstance(v, BlockArgument):
            if v.block.parent_op() is self.fn:
                return self.argument(v.index)
            raise NotTranslatable(f"a block argument of {v.block.parent_op().name}")
        op = v.owner
        if isinstance(op, scf.ForOp):
            return self.k_loop(op, v.index, idx)
        if isinstance(op, tt.GetProgramIdOp):
            self.pids.add(op.axis.value.data)
            return Lin.atom(_PIDS[op.axis.value.data])
        if isinstance(op, tt.GetNumProgramsOp):
            return Lin.atom(_GRID[op.axis.value.data])
        if isinstance(op, tt.MakeRangeOp):
            return idx[0] + Lin.const(op.start.value.data)
        if isinstance(op, tt.SplatOp):
            return self.value(op.src, ())
        if isinstance(op, tt.ExpandDimsOp):
            a = op.axis.value.data
            return self.value(op.src, idx[:a] + idx[a + 1:])
        if isinstance(op, tt.BroadcastOp):
            src = _shape(op.src.type)
            return self.value(op.src, tuple(Lin.const(0) if s == 1 else i for s, i in zip(src, idx)))
        if isinstance(op, tt.ReshapeOp):
            return self.value(op.src, self.reshaped(op, idx))
        if isinstance(op, tt.AddPtrOp):
            p = self.value(op.ptr, idx)
            off = self.value(op.offset, idx)
            if not isinstance(p, _Ptr) or not isinstance(off, Lin):
                raise NotTranslatable("tt.addptr of a pointer that is not an argument plus an offset")
            return _Ptr(p.base, p.offset + off)
        if isinstance(op, tt.LoadOp):
            return self.load(op, idx)
        if isinstance(op, tt.ReduceOp):
            return self.reduce(op, idx)
        if isinstance(op, tt.DotOp):
            return self.dot(op, idx)
        if isinstance(op, tt.ExternElementwiseOp):
            return self.extern(op, idx)
        if isinstance(op, arith.ConstantOp):
            return self.constant(op)
        if op.name in _CAST and _is_int(op.results[0].type):
            return self.value(op.operands[0], idx)
        if op.name in ("arith.sitofp", "arith.uitofp"):
            lin = self.value(op.operands[0], idx)
            c = lin.bounds({a: (n, n) for a, n in self.static.items()}) if isinstance(lin, Lin) else None
            if c is None or c[0] != c[1]:
                raise NotTranslatable(
                    f"{op.name} of an integer that is not a constant (the lifted terms convert no index to a float)")
            t = _attr(_elem(op.results[0].type))
            return self.const(_float_text(float(c[0]), t), t)
        if op.name in ("arith.addi", "arith.subi", "arith.muli"):
            a, b = self.value(op.operands[0], idx), self.value(op.operands[1], idx)
            if not (isinstance(a, Lin) and isinstance(b, Lin)):
                raise NotTranslatable(f"{op.name} of a value that is no offset (a mask, a pointer or a division)")
            return {"arith.addi": a.__add__, "arith.subi": a.__sub__, "arith.muli": a.__mul__}[op.name](b)
        if op.name == "arith.divsi" and _is_int(op.results[0].type):
            a, b = self.value(op.operands[0], idx), self.value(op.operands[1], idx)
            c = b.constant() if isinstance(b, Lin) else None
            if c and c > 0 and isinstance(a, Lin) and a.as_dict().get((), 0) == c - 1:
                return ("cdiv", a - Lin.const(c - 1), c)  # read only as a K loop's trip count (`_covers`)
            raise NotTranslatable("arith.divsi that is not a ceiling division of an offset by a block")
        if op.name == "arith.cmpi":
            from tvmlir.oracle.scalar import INT_PREDICATES, predicate_name

            pred = predicate_name(op, INT_PREDICATES)
            a, b = self.value(op.operands[0], idx), self.value(op.operands[1], idx)
            if not (isinstance(a, Lin) and isinstance(b, Lin)):
                raise NotTranslatable("arith.cmpi of a value that is no offset")
            return _Conj((_less(pred, a, b),))
        if op.name == "arith.andi" and _is_bool(op.results[0].type):
            a, b = self.value(op.operands[0], idx), self.value(op.operands[1], idx)
            if isinstance(a, _Conj) and isinstance(b, _Conj):
                return _Conj(a.parts + b.parts)
            raise NotTranslatable("arith.andi of a float comparison (masks are conjunctions of offset comparisons)")
        if _is_int(op.results[0].type) or (op.operands and _is_int(op.operands[0].type)):
            raise NotTranslatable(f"{op.name} on integers (offsets are sums of index * stride)")
        if op.name.startswith(("arith.", "math.")) and len(op.results) == 1:
            return self.elementwise(op, idx)
        raise NotTranslatable(f"{op.name} is not translated")

    def carried_start(self, v: SSAValue, idx: tuple[Lin, ...]) -> _Ptr:
        """A carried pointer's start at lane `idx` (its init operand)."""
        loop = v.block.parent_op()
        return self.value(loop.iter_args[v.index - 1], idx)

    def reshaped(self, op: tt.ReshapeOp, idx: tuple[Lin, ...]) -> tuple[Lin, ...]:
        """The source index of a reshape that only inserts or drops unit
        dims (any other reshape reorders lanes: refused)."""
        if op.allow_reorder is not None:
            raise NotTranslatable("tt.reshape with allow_reorder (Triton may permute the elements)")
        src, dst = _shape(op.src.type), _shape(op.result.type)
        if [d for d in src if d != 1] != [d for d in dst if d != 1]:
            raise NotTranslatable(f"tt.reshape {src} -> {dst} regroups elements (only unit dims are read)")
        real = iter([i for d, i in zip(dst, idx) if d != 1])
        return tuple(Lin.const(0) if d == 1 else next(real) for d in src)

    def argument(self, pos: int):
        kind = self.kinds[pos]
        if kind == "ptr":
            return _Ptr(pos, Lin.const(0))
        if kind == "int":
            return Lin.atom(f"${pos}")
        self.scalars.add(pos)
        return f"%s{pos}"

    def constant(self, op: arith.ConstantOp):
        attr = op.value
        if isinstance(attr, DenseIntOrFPElementsAttr):
            values = attr.get_values()
            if any(x != values[0] for x in values):
                raise NotTranslatable("a non-splat dense constant")
            elem = attr.get_element_type()
            attr = IntegerAttr(values[0], elem) if isinstance(elem, IntegerType) else FloatAttr(values[0], elem)
        if isinstance(attr, IntegerAttr):
            if attr.type.width.data == 1:
                return _Conj(()) if attr.value.data else _Conj(((Lin.const(0), Lin.const(0)),))
            return Lin.const(attr.value.data)
        assert isinstance(attr, FloatAttr)
        return self.const(_attr(attr).rsplit(" : ", 1)[0], _attr(attr.type))

    def scalar_type(self, t: Attribute) -> str:
        return "i1" if _is_bool(t) else _attr(_elem(t))

    def elementwise(self, op: Operation, idx: tuple[Lin, ...]) -> str:
        name = op.name
        if name not in _FLOAT_OPS and not name.startswith("math."):
            raise NotTranslatable(f"{name} is not translated")
        if name == "arith.select":
            c = self.value(op.operands[0], idx)
            if isinstance(c, _Conj) and all(self.holds(part) for part in c.parts):
                return self.value(op.operands[1], idx)  # the mask is known to hold here
        args = []
        for o in op.operands:
            a = self.value(o, idx)
            if isinstance(a, _Conj):
                a = self.cond(a)
            if not isinstance(a, str):
                raise NotTranslatable(f"{name} of a pointer or an offset")
            args.append(a)
        props = {k: a for k, a in op.properties.items() if k != "overflowFlags"}
        prop_text = ""
        if props:
            prop_text = " <{" + ", ".join(f"{k} = {_attr(a)}" for k, a in sorted(props.items())) + "}>"
        in_types = ", ".join(self.scalar_type(o.type) for o in op.operands)
        out_type = self.scalar_type(op.results[0].type)
        r = self.fresh()
        self.emit(f'{r} = "{name}"({", ".join(args)}){prop_text} : ({in_types}) -> {out_type}')
        return r

    def extern(self, op: tt.ExternElementwiseOp, idx: tuple[Lin, ...]) -> str:
        sym = op.symbol.data
        t = self.scalar_type(op.result.type)
        if sym in ("__nv_powif", "__nv_powi"):
            x, n = (self.value(o, idx) for o in op.srcs)
            if not isinstance(n, Lin) or n.constant() != 2:
                raise NotTranslatable(f"{sym} with an exponent other than the constant 2")
            self.notes.append(f"libdevice {sym}(x, 2) is read as x * x (one rounding, as a correctly rounded x^2)")
            r = self.fresh()
            self.emit(f"{r} = arith.mulf {x}, {x} : {t}")
            return r
        if sym not in EXTERN or len(op.srcs) != 1:
            raise NotTranslatable(f"tt.extern_elementwise {sym} (no libdevice semantics stated for it)")
        x = self.value(op.srcs[0], idx)
        self.notes.append(f"libdevice {sym} is read as {EXTERN[sym]} (the same function in the spec; "
                          "libdevice's rounding error is not modelled)")
        r = self.fresh()
        self.emit(f"{r} = {EXTERN[sym]} {x} : {t}")
        return r

    # -- memory ------------------------------------------------------------
    def access(self, p: _Ptr, store: bool) -> _Access:
        by_arg, rest = p.offset.split()
        dims = dict(by_arg)
        if rest.terms:
            dims[""] = rest
        a = _Access(p.base, dims, {k: self.lin_value(f) for k, f in dims.items()}, store)
        self.accesses.append(a)
        return a

    def render_access(self, a: _Access) -> tuple[str, str]:
        keys = self.layouts[a.base]
        zero = self.const("0", "index")
        where = "[" + ", ".join(a.names.get(k, zero) for k in keys) + "]"
        return where, self.memref_type(a.base)

    def memref_type(self, base: int) -> str:
        keys = self.layouts[base]
        dims = "".join(f"{self.static_dims.get((base, d), '?')}x" for d in range(len(keys)))
        return f"memref<{dims}{self.elem[base]}>"

    def load(self, op: tt.LoadOp, idx: tuple[Lin, ...]) -> str:
        p = self.value(op.ptr, idx)
        if not isinstance(p, _Ptr):
            raise NotTranslatable("tt.load of a pointer that is not an argument plus an offset")
        t = self.scalar_type(op.result.type)
        self.elem.setdefault(p.base, t)
        mask = None if op.mask is None else self.value(op.mask, idx)
        if mask is not None and not isinstance(mask, _Conj):
            raise NotTranslatable("a load mask that is not a conjunction of offset comparisons")
        if mask is not None:
            for part in mask.parts:
                self.compares.append(part)
                if self.fusing is not None:
                    self.fused_bound(part, op)
                else:
                    self.fix_reduced_extent(part)
        if self.fusing is not None and self.fusing[0] in p.offset.atoms() and not (
            mask is not None and any(self.fusing[0] in (r - l).atoms() for l, r in mask.parts)
        ):
            # Triton reads it on the lanes past K too, where its product with the other
            # operand's 0.0 need not be 0.0 (inf, NaN): the loop to K would hide that
            raise NotTranslatable("an operand of the K loop's dot read without a mask on k (its lanes past K are "
                                  "read and multiplied too)")
        if mask is None or all(self.holds(part) for part in mask.parts):
            a = self.access(p, False)
            r = self.fresh()
            self.emit(_Line(lambda r=r, a=a: f"{r} = memref.load %{self.mname[a.base]}{self.render_access(a)[0]} : "
                            f"{self.render_access(a)[1]}"))
            return r
        if op.other is None:
            raise NotTranslatable(
                "a masked tt.load without `other` used where its mask may be false (the value is undefined)")
        other = self.value(op.other, idx)
        m = self.cond(mask)
        r, x = self.fresh(), self.fresh()
        self.emit(f"{r} = scf.if {m} -> ({t}) {{")
        self.push()
        self.known[-1].update(mask.parts)
        a = self.access(p, False)
        self.emit(_Line(lambda x=x, a=a: f"{x} = memref.load %{self.mname[a.base]}{self.render_access(a)[0]} : "
                        f"{self.render_access(a)[1]}"))
        self.emit(f"scf.yield {x} : {t}")
        body = self.pop()
        self.lines[-1].extend(_indent(body))
        self.emit("} else {")
        self.emit(f"  scf.yield {other} : {t}")
        self.emit("}")
        return r

    def fused_bound(self, part: tuple[Lin, Lin], op: tt.LoadOp) -> None:
        """In a K loop fused with its dot's lanes (`k_loop`), a mask `k <
        K` on the fused index is the loop's bound; the lanes past it load
        `other`, which must be 0.0 (their products then add 0.0)."""
        if self.holds(part):
            return
        k, _, _, bounds = self.fusing
        diff = part[1] - part[0]
        if k not in diff.atoms():
            return
        rest = diff + Lin.atom(k)
        if diff.as_dict().get((k,)) != -1 or len(rest.args()) != 1 or k in rest.atoms():
            raise NotTranslatable(f"a mask on the K loop's lanes that is not `k < extent` ({part[0].text()} < "
                                  f"{part[1].text()})")
        if op.other is None or _splat_float(op.other) != 0.0:
            raise NotTranslatable("a masked operand of the K loop's dot whose `other` is not 0.0")
        bounds.add(rest)
        self.known[-1].add(part)

    def k_loop(self, loop: scf.ForOp, r: int, idx: tuple[Lin, ...]) -> str:
        """A K loop of a blocked matmul: `acc = tt.dot(a, b, acc)` carried
        in the loop, pointers advanced by a loop-invariant step.  The loop
        and the dot's K lanes are one index `k = B * j + kk` (the forms of
        both must only depend on it), so the translation is one `scf.for
        k` carrying the lane's accumulator; the masked lanes `k >= K`
        (whose operands are 0.0) are left out: the loop runs to `K`."""
        body = loop.body.block
        yld = body.last_op
        iv, *carried = body.args
        floats = [n for n, a in enumerate(carried) if not isinstance(_elem(a.type), tt.PointerType)]
        if floats != [r]:
            raise NotTranslatable(
                f"scf.for in the kernel carrying {len(floats)} values besides pointers (an online softmax, as in flash "
                "attention: its rescaling by exp(m_old - m_new) equals softmax only over the reals, not read)")
        lb, step = self.value(loop.lb, ()), self.value(loop.step, ())
        if not (isinstance(lb, Lin) and lb.constant() == 0 and isinstance(step, Lin) and step.constant() == 1):
            raise NotTranslatable("scf.for in the kernel that does not count from 0 by 1")
        dot = yld.operands[r].owner
        if not isinstance(dot, tt.DotOp) or dot.c is not carried[r]:
            raise NotTranslatable("scf.for in the kernel whose accumulator is not `tt.dot(a, b, acc)`")
        if dot.precision != tt.IEEE:
            raise NotTranslatable(
                f"tt.dot with inputPrecision {dot.precision} (not ieee): inputs are rounded (TF32) before the product")
        block = _shape(dot.a.type)[1]
        k, j, acc = self.fresh("k"), self.fresh("J"), self.fresh("acc")
        i, jj = idx
        t = self.scalar_type(dot.d.type)
        init = self.value(loop.iter_args[r], idx)
        for n, a in enumerate(carried):
            if n == r:
                continue
            step_op = yld.operands[n].owner
            if not isinstance(step_op, tt.AddPtrOp) or step_op.ptr is not a:
                raise NotTranslatable("a pointer the K loop carries that is not advanced by tt.addptr")
        self.push()
        saved = dict(self.bindings)
        outer_fusing = self.fusing
        self.fusing = (k, block, j, set())
        self.ranges[k] = (0, 1 << 62)
        try:
            self.bindings[iv] = Lin.atom(j)
            for n, a in enumerate(carried):
                if n == r:
                    continue
                start = self.value(loop.iter_args[n], idx)
                incr = self.value(yld.operands[n].owner.offset, ())
                if not isinstance(start, _Ptr) or not isinstance(incr, Lin) or incr.atoms() & {j, k}:
                    raise NotTranslatable("a pointer the K loop advances by a step that is not loop-invariant")
                self.pointer_steps[a] = (start, incr)
            lane = Lin.atom(k) - Lin.atom(j).scale(block)
            x = self.value(dot.a, (i, lane))
            y = self.value(dot.b, (lane, jj))
            prod, new = self.fresh(), self.fresh()
            self.emit(f"{prod} = arith.mulf {x}, {y} : {t}")
            self.emit(f"{new} = arith.addf {acc}, {prod} : {t}")
            self.emit(f"scf.yield {new} : {t}")
            bounds = self.fusing[3]
        finally:
            self.fusing = outer_fusing
            self.bindings = saved
            for a in carried:
                self.pointer_steps.pop(a, None)
        inner = self.pop()
        if len(bounds) > 1:
            raise NotTranslatable("the K loop's operands are masked by different bounds")
        if bounds:
            (bound,) = bounds
            trips = self.value(loop.ub, ())
            if not _covers(trips, bound, block):
                raise NotTranslatable(f"the K loop's trip count does not cover its mask bound {bound.text()} "
                                      f"in blocks of {block}")
            self.notes.append(f"the K loop's lanes past its bound load 0.0 and add 0.0 products: they are left out "
                              "(this differs only for an accumulator of -0.0)")
        else:
            trips = self.value(loop.ub, ())
            if not isinstance(trips, Lin):
                raise NotTranslatable("the K loop's trip count is not an offset form")
            bound = trips.scale(block)
        self.notes.append("tt.dot in the K loop is read as a left fold of products over k (mulf, then addf; no FMA)")
        res = self.fresh()
        self.emit(f"{res} = scf.for {k} = {self.const('0', 'index')} to {self.lin_value(bound)} step "
                  f"{self.const('1', 'index')} iter_args({acc} = {init}) -> ({t}) {{")
        self.lines[-1].extend(_indent(inner))
        self.emit("}")
        return res

    def fix_reduced_extent(self, part: tuple[Lin, Lin]) -> None:
        """A mask `k < n` on the lanes `k` of a reduction (no loop over
        blocks): the kernel folds `other` past `n`, so it is right only for
        `n <= B`; `n` is fixed to the block `B` (printed)."""
        if self.holds(part):
            return
        diff = part[1] - part[0]
        for k in reversed(self.reducing):
            if k not in diff.atoms():
                continue
            args = sorted(diff.args())
            if len(args) != 1 or diff != Lin.atom(args[0]) - Lin.atom(k):
                raise NotTranslatable(
                    f"a mask on the lanes of a reduction that is not `lane < extent` ({part[0].text()} < {part[1].text()})")
            block = self.ranges[k][1] + 1
            if self.static.get(args[0], block) != block:
                raise NotTranslatable(f"argument {args[0][1:]} bounds reductions of different blocks")
            self.static[args[0]] = block
            return

    def reduce(self, op: tt.ReduceOp, idx: tuple[Lin, ...]) -> str:
        if len(op.srcs) != 1:
            raise NotTranslatable("tt.reduce of several operands (an argmax-style reduction)")
        src = op.srcs[0]
        a = op.axis.value.data
        extent = _shape(src.type)[a]
        t = self.scalar_type(op.result[0].type)
        block = op.combineOp.block
        inner = [o for o in block.ops if not isinstance(o, tt.ReduceReturnOp)]
        identity = None
        if len(inner) == 1 and inner[0].name in _IDENTITY and list(inner[0].operands) == list(block.args):
            identity = _IDENTITY[inner[0].name]
        k = self.fresh("r")
        acc = self.fresh("acc")
        self.ranges[k] = (0, extent - 1)
        if identity is None:  # no identity known: the first element, then the others
            init = self.value(src, idx[:a] + (Lin.const(0),) + idx[a:])
            lower = self.const("1", "index")
        else:
            init = self.const(_float_text(identity, t), t)
            lower = self.const("0", "index")
        res = self.fresh()
        self.emit(f"{res} = scf.for {k} = {lower} to {self.const(str(extent), 'index')} step "
                  f"{self.const('1', 'index')} iter_args({acc} = {init}) -> ({t}) {{")
        self.push()
        self.reducing.append(k)
        x = self.value(src, idx[:a] + (Lin.atom(k),) + idx[a:])
        self.reducing.pop()
        new = self.combine(op, acc, x)
        self.emit(f"scf.yield {new} : {t}")
        body = self.pop()
        self.lines[-1].extend(_indent(body))
        self.emit("}")
        self.notes.append("tt.reduce is read as a left fold from the combiner's identity (TTIR fixes no order: "
                          "relating another order needs reassociation; the sum of a row of -0.0 is +0.0 here)")
        return res

    def combine(self, op: tt.ReduceOp, acc: str, x: str) -> str:
        block = op.combineOp.block
        a, b = block.args
        self.bindings[a], self.bindings[b] = acc, x
        try:
            ret = block.last_op
            return self.value(ret.result[0], ())
        finally:
            del self.bindings[a], self.bindings[b]
            for scope in self.memo:
                for key in [k for k in scope if isinstance(k[0], SSAValue) and isinstance(k[0].owner, Operation)
                            and k[0].owner.parent_block() is block]:
                    del scope[key]

    def dot(self, op: tt.DotOp, idx: tuple[Lin, ...]) -> str:
        if op.precision != tt.IEEE:
            raise NotTranslatable(
                f"tt.dot with inputPrecision {op.precision} (not ieee): inputs are rounded (TF32) before the product")
        i, j = idx
        t = self.scalar_type(op.d.type)
        acc = self.value(op.c, idx)
        for k in range(_shape(op.a.type)[1]):
            kk = Lin.const(k)
            a, b = self.value(op.a, (i, kk)), self.value(op.b, (kk, j))
            prod, s = self.fresh(), self.fresh()
            self.emit(f"{prod} = arith.mulf {a}, {b} : {t}")
            self.emit(f"{s} = arith.addf {acc}, {prod} : {t}")
            acc = s
        self.notes.append("tt.dot is read as a left fold of products (mulf, then addf; no FMA)")
        return acc

    def store(self, op: tt.StoreOp, lanes: tuple[Lin, ...]) -> None:
        """A lane's store: unmasked loads first (they run on every lane),
        then, under the mask, the pointer and the value."""
        idx = lanes[: len(_shape(op.value.type))]
        t = self.scalar_type(op.value.type)
        order = {o: n for n, o in enumerate(self.fn.walk())}
        for ld in sorted(_loads_of(op.value) | _loads_of(op.ptr), key=order.__getitem__):
            if ld.mask is None and not _in_reduction(ld, op):
                self.value(ld.result, idx[: len(_shape(ld.result.type))])
        mask = None if op.mask is None else self.value(op.mask, idx)
        if mask is not None and not isinstance(mask, _Conj):
            raise NotTranslatable("a store mask that is not a conjunction of offset comparisons")
        guarded = mask is not None and not all(self.holds(part) for part in mask.parts)
        if mask is not None:
            self.compares.extend(mask.parts)
        if guarded:
            m = self.cond(mask)
            self.emit(f"scf.if {m} {{")
            self.push()
            self.known[-1].update(mask.parts)
        p, x = self.value(op.ptr, idx), self.value(op.value, idx)
        if not isinstance(p, _Ptr):
            raise NotTranslatable("tt.store through a pointer that is not an argument plus an offset")
        self.elem.setdefault(p.base, t)
        a = self.access(p, True)
        self.emit(_Line(lambda a=a: f"memref.store {x}, %{self.mname[a.base]}{self.render_access(a)[0]} : "
                        f"{self.render_access(a)[1]}"))
        if guarded:
            body = self.pop()
            self.lines[-1].extend(_indent(body))
            self.emit("}")


def _splat_float(v: SSAValue) -> float | None:
    """The value of a float constant (splat), or None."""
    op = v.owner
    if not isinstance(op, arith.ConstantOp):
        return None
    attr = op.value
    if isinstance(attr, DenseIntOrFPElementsAttr):
        values = attr.get_values()
        return float(values[0]) if values and all(x == values[0] for x in values) and isinstance(values[0], float) else None
    return float(attr.value.data) if isinstance(attr, FloatAttr) else None


def _covers(trips, bound: Lin, block: int) -> bool:
    """`block * trips >= bound` for every bound >= 0: `trips` is the cdiv
    Triton emits, `(bound + block - 1) / block` (read off `arith.divsi` as
    `("cdiv", bound, block)`), or an offset form with `block * trips -
    bound` a constant >= 0."""
    if isinstance(trips, Lin):
        gap = (trips.scale(block) - bound).constant()
        return gap is not None and gap >= 0
    return isinstance(trips, tuple) and trips[0] == "cdiv" and trips[1] == bound and trips[2] == block


def _indent(lines: list) -> list:
    out = []
    for line in lines:
        if isinstance(line, _Line):
            out.append(_Line(lambda r=line.render: "  " + r()))
        else:
            out.append("  " + line)
    return out


def _render(line) -> str:
    return line.render() if isinstance(line, _Line) else line


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


def _in_reduction(ld: tt.LoadOp, store: tt.StoreOp) -> bool:
    """Whether `ld` feeds `store` only through a `tt.reduce` or `tt.dot`
    (its lanes are the reduced ones, not the store's)."""
    frontier, seen = [store.value, store.ptr], set()
    while frontier:
        w = frontier.pop()
        if w in seen or isinstance(w, BlockArgument):
            continue
        seen.add(w)
        op = w.owner
        if op is ld:
            return False
        if isinstance(op, (tt.ReduceOp, tt.DotOp)):
            continue
        frontier.extend(op.operands)
    return True


def _base_arg(fn: tt.FuncOp, v: SSAValue, what: str) -> int:
    """The pointer argument a pointer value derives from (through the
    init of a pointer an `scf.for` carries)."""
    while not isinstance(v, BlockArgument) or v.block.parent_op() is not fn:
        if isinstance(v, BlockArgument):
            loop = v.block.parent_op()
            if not isinstance(loop, scf.ForOp) or v.index == 0:
                raise NotTranslatable(f"a {what} through a block argument of {loop.name}")
            v = loop.iter_args[v.index - 1]
            continue
        owner = v.owner
        if isinstance(owner, tt.AddPtrOp):
            v = owner.ptr
        elif isinstance(owner, (tt.SplatOp, tt.BroadcastOp, tt.ExpandDimsOp, tt.ReshapeOp)):
            v = owner.src
        else:
            raise NotTranslatable(f"a {what} through a pointer made by {owner.name}")
    return list(fn.body.block.args).index(v)


def _kinds(fn: tt.FuncOp) -> dict[int, str]:
    kinds = {}
    for pos, a in enumerate(fn.body.block.args):
        t = a.type
        if isinstance(t, tt.PointerType):
            if _attr(t.pointee) not in ("f32", "f64"):
                raise NotTranslatable(f"pointer argument {pos} points to {_attr(t.pointee)}")
            kinds[pos] = "ptr"
        elif _attr(t) in ("i32", "i64"):
            kinds[pos] = "int"
        elif _attr(t) in ("f32", "f64"):
            kinds[pos] = "float"
        else:
            raise NotTranslatable(f"argument {pos} of type {_attr(t)}")
    return kinds


def translate(fn: tt.FuncOp, output: int | None = None) -> Translation:
    """`output`: the pointer argument to lift when the kernel stores
    through several (the others' stores are left out, printed)."""
    name = fn.sym_name.data
    args = list(fn.body.block.args)
    for op in fn.walk():
        if isinstance(op, scf.IfOp):
            raise NotTranslatable("scf.if in the kernel (a branch on a program's task)")
    kinds = _kinds(fn)
    all_stores = [op for op in fn.body.block.ops if isinstance(op, tt.StoreOp)]
    if not all_stores:
        raise NotTranslatable("the kernel stores nothing")
    for op in fn.walk():
        if op.parent_op() is not fn and isinstance(op, (tt.StoreOp, tt.LoadOp)) and not (
            isinstance(op, tt.LoadOp) and isinstance(op.parent_op(), scf.ForOp)
        ):
            raise NotTranslatable(f"{op.name} in a nested region")
    stored = {_base_arg(fn, s.ptr, "store") for s in all_stores}
    loaded = {_base_arg(fn, op.ptr, "load") for op in fn.walk() if isinstance(op, tt.LoadOp)}
    if output is not None and output not in stored:
        raise NotTranslatable(f"argument {output} is not stored through")
    outs = sorted(stored) if output is None else [output]
    stores = [s for s in all_stores if _base_arg(fn, s.ptr, "store") in outs]
    if stored & loaded & set(outs):
        raise NotTranslatable(
            f"argument {min(stored & loaded)} is loaded and stored (in place: a lane could see another's store)")
    ops = list(fn.body.block.ops)
    first_store = min(ops.index(s) for s in stores)
    if any(isinstance(op, tt.LoadOp) for op in ops[first_store:]):
        raise NotTranslatable("a load after a store (lanes recompute loads, which may then see the store)")
    shapes = {_shape(s.value.type) for s in stores}
    if len(shapes) != 1:
        raise NotTranslatable("stores of different shapes (lift one output: tv-lift --output N)")
    lane_shape = shapes.pop()
    if len(lane_shape) > 3:
        raise NotTranslatable("a store of rank > 3")

    em = _Emitter(fn, kinds)
    lanes = tuple(Lin.atom(_LANES[d]) for d in range(len(lane_shape)))
    for d, n in enumerate(lane_shape):
        em.ranges[_LANES[d]] = (0, n - 1)
    for s in stores:
        em.store(s, lanes)

    # names: O for the lifted output, X, Y, ... for inputs and scalars, in argument order
    bases = sorted({a.base for a in em.accesses} | em.scalars)
    mname: dict[int, str] = {}
    inputs = iter(["X", "Y", "Z", "W", "V", "U", "T", "S", "R", "Q"])
    out_names = iter(["O", "O1", "O2"])
    for pos in bases:
        mname[pos] = next(out_names) if pos in outs else next(inputs)
    em.mname = mname
    assumptions: list[str] = []

    # layouts: one dim per stride argument (argument order), then the unit-stride rest
    for pos in {a.base for a in em.accesses}:
        keys = set()
        for a in em.accesses:
            if a.base == pos:
                keys |= set(a.dims)
        strided = sorted((k for k in keys if k), key=lambda k: int(k[1:]))
        em.layouts[pos] = strided + ([""] if "" in keys else [])
    for pos, keys in sorted(em.layouts.items()):
        m = f"%{mname[pos]}"
        for d, k in enumerate(keys):
            if not k:
                continue
            inner = [f"dim({m}, {e})" for e in range(d + 1, len(keys))]
            value = " * ".join(inner) if inner else "1"
            what = "the innermost stride" if not inner else "its stride along dim " + str(d)
            assumptions.append(f"{m} is contiguous: argument {k[1:]} ({what}) = {value}")

    # extents: bound to the dim of a pointer whose index they are compared with
    def dims_indexed_by(form: Lin, loose: bool = False) -> list[tuple[int, int]]:
        """The pointer dims whose index is `form` (`loose`: up to a constant,
        as for a mask `offs <= n` that is off by one: n is still the extent)."""
        found = []
        for a in sorted(em.accesses, key=lambda a: (not a.store, a.base)):
            for d, k in enumerate(em.layouts[a.base]):
                f = a.dims.get(k)
                if f is None or (a.base, d) in found:
                    continue
                if f == form or (loose and (f - form).constant() is not None):
                    found.append((a.base, d))
        return found

    pre = ["%c0 = arith.constant 0 : index", "%c1 = arith.constant 1 : index"]
    bound: dict[str, tuple[int, int] | int] = {}
    for lhs, rhs in em.compares:
        for arg in sorted((rhs - lhs).args()):
            rest = (rhs - lhs) - Lin.atom(arg)
            if (rhs - lhs).as_dict().get((arg,)) != 1 or rest.args():
                continue
            index = Lin.const(0) - rest  # index < arg
            for base, d in dims_indexed_by(index) or dims_indexed_by(index, loose=True):
                if arg in em.static:
                    em.static_dims[(base, d)] = em.static[arg]
                bound.setdefault(arg, (base, d))
        if not (rhs - lhs).args() and lhs.atoms() and rhs.constant() is not None:
            for base, d in dims_indexed_by(lhs):  # a constant bound (a constexpr row length)
                em.static_dims.setdefault((base, d), rhs.constant())
                assumptions.append(f"dim(%{mname[base]}, {d}) = {rhs.constant()} (the constant the kernel "
                                   "compares its index with)")
    for arg in sorted(em.static):
        pre.append(f"%a{arg[1:]} = arith.constant {em.static[arg]} : index")
        where = bound.get(arg)
        assumptions.append(
            f"argument {arg[1:]} = {em.static[arg]}: it bounds the lanes of a one-block reduction, so the kernel "
            f"is right only for rows of at most the block; proved at {em.static[arg]}"
            + (f" (= dim(%{mname[where[0]]}, {where[1]}))" if where else "")
        )
    for arg in sorted(em.used - set(em.static), key=lambda a: int(a[1:])):
        if arg not in bound:
            raise NotTranslatable(f"argument {arg[1:]} is read but bounds no pointer index (no mask compares it)")
        base, d = bound[arg]
        pre.append(f"%a{arg[1:]} = memref.dim %{mname[base]}, %c{d} : {em.memref_type(base)}")
        assumptions.append(f"argument {arg[1:]} (an extent) = dim(%{mname[base]}, {d})")

    # the grid: one program per row, or cdiv(extent, block) programs
    grid = ["%c1", "%c1", "%c1"]
    for axis in sorted(em.pids):
        pid = _PIDS[axis]
        found = None
        for a in sorted(em.accesses, key=lambda a: (not a.store, a.base)):
            for d, k in enumerate(em.layouts[a.base]):
                form = a.dims.get(k)
                if form is None or pid not in form.atoms():
                    continue
                coef = form.as_dict().get((pid,), 0)
                rest = form - Lin.atom(pid).scale(coef)
                b = rest.bounds(em.ranges)
                if coef == 1 and not rest.terms:
                    found = (a.base, d, 1)
                elif coef > 1 and b == (0, coef - 1) and rest.constant() is None:
                    found = (a.base, d, coef)
                if found:
                    break
            if found:
                break
        if found is None:
            raise NotTranslatable(f"the grid along {'xyz'[axis]}: no access is indexed by the program id alone "
                                  "or by `block * program id + lane`")
        base, d, b = found
        m = f"%{mname[base]}"
        pre.append(f"%e{axis} = memref.dim {m}, %c{d} : {em.memref_type(base)}")
        if b == 1:
            grid[axis] = f"%e{axis}"
            assumptions.append(f"the launch grid has one program per index of dim({m}, {d}) along {'xyz'[axis]}")
        else:
            pre.append(f"%b{axis} = arith.constant {b} : index")
            pre.append(f"%g{axis} = arith.ceildivsi %e{axis}, %b{axis} : index")
            grid[axis] = f"%g{axis}"
            assumptions.append(f"the launch grid has cdiv(dim({m}, {d}), {b}) programs along {'xyz'[axis]}")
    assumptions += list(dict.fromkeys(em.notes))
    dropped = sorted(stored - set(outs))
    for pos in dropped:
        assumptions.append(f"the stores through argument {pos} are not lifted (the lifted output is argument "
                           f"{outs[0]})")
    assumptions += [
        "the pointer arguments do not alias",
        "integer offset arithmetic (i32, i64) does not wrap (it is translated to index arithmetic)",
    ]
    for pos in em.scalars:
        em.elem[pos] = _attr(args[pos].type)
    block = []
    for d in range(3):
        if d < len(lane_shape):
            pre.append(f"%l{d} = arith.constant {lane_shape[d]} : index")
            block.append(f"%l{d}")
        else:
            block.append("%c1")
    scalar_loads = [f"%s{pos} = memref.load %{mname[pos]}[] : memref<{em.elem[pos]}>" for pos in sorted(em.scalars)]
    rendered = [_render(x) for x in em.lines[0]]  # may add constants
    body = em.const_lines + scalar_loads + rendered

    def param(pos: int) -> str:
        t = f"memref<{em.elem[pos]}>" if pos in em.scalars else em.memref_type(pos)
        return f"%{mname[pos]}: {t}"

    params = ", ".join(param(p) for p in bases)
    assumptions = list(dict.fromkeys(assumptions))
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
    names = {f"%{n}": f"argument {p}" for p, n in mname.items()}
    return Translation(name, "\n".join(text) + "\n", assumptions, names)


def tt_functions(module: ModuleOp) -> list[tt.FuncOp]:
    return [op for op in module.ops if isinstance(op, tt.FuncOp) and op.body.blocks]


def to_kernel(module: ModuleOp, output: int | None = None) -> Translation:
    """The translation of the module's one `tt.func` with a body."""
    fns = tt_functions(module)
    if len(fns) != 1:
        raise NotTranslatable(f"{len(fns)} tt.func with a body; this version translates one")
    return translate(fns[0], output)
