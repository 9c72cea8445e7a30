"""The `llvm` dialect's scalar and 1-D vector arithmetic: the table `LLVM`.

Why: every MLIR pipeline ends in `-convert-arith-to-llvm` (and math-,
index-, complex-to-llvm); without these ops the last lowering of every
pipeline was unchecked ("an op tvmlir does not know, on one side only").
tvmlir reads `llvm` ops generically (mlir-opt-19 as second reader), and
gives these their meaning from the LLVM Language Reference, which MLIR
19's LLVMOps.td follows; each reuses the `arith` encoder with the same
meaning, except where LLVM differs:

* `srem` of INT_MIN by -1 is UB ("overflow also leads to undefined
  behavior"), where `arith.remsi` gives 0: a target's `srem` there is
  undefined;
* no `exact`, `disjoint` or `nneg` flags exist in MLIR 19's LLVM dialect;
  an op with any property not listed for it here is unsupported, never
  read without it;
* `llvm.intr.smin`/`smax`/`umin`/`umax`, `minnum`/`maxnum` (IEEE maxNum:
  either zero of +0/-0), `minimum`/`maximum` (NaN-propagating, -0 < +0)
  are the `arith` ops of the same meaning.

`-convert-math-to-llvm`'s intrinsics (`llvm.intr.fabs`, `sqrt`, `fma`,
`floor`, `exp`, ...) are the `math` ops of the same name (`_MATH_INTRINSICS`).

Not here (unsupported at the op): aggregates (`!llvm.array`, `!llvm.struct`,
`extractvalue`, `insertvalue`, the `*.with.overflow` intrinsics),
`mlir.undef` (an undef is not poison: each use may see another value),
pointers and memory, calls, and every other intrinsic.
"""

from __future__ import annotations

import z3

from tvmlir.semantics import arith as a
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.math import MATH

_NONE: tuple[str, ...] = ()
_OVERFLOW = ("overflowFlags",)
_FASTMATH = ("fastmathFlags",)


def _checked(encoder, properties: tuple[str, ...]):
    """`encoder`, for an op whose properties are among `properties`."""

    def encode(sem, op, args, poison):
        extra = sorted(set(op.properties) - set(properties))
        if extra:
            raise Unsupported(op, f"the property {', '.join(extra)} is not modelled")
        return encoder(sem, op, args, poison)

    return encode


def _select(sem, op, args, poison):
    """`llvm.select`: `arith.select`; fast-math flags that change its value
    (`nnan`, `ninf`, `nsz` on a float select) are not modelled."""
    if a.fastmath_flags(op) & {"nnan", "ninf", "nsz"}:
        raise Unsupported(op, "nnan, ninf or nsz on a select is not modelled")
    return a.ARITH["arith.select"](sem, op, args, poison)


_ENCODERS = {
    "add": (a.ARITH["arith.addi"], _OVERFLOW),
    "sub": (a.ARITH["arith.subi"], _OVERFLOW),
    "mul": (a.ARITH["arith.muli"], _OVERFLOW),
    "shl": (a.ARITH["arith.shli"], _OVERFLOW),
    "udiv": (a.ARITH["arith.divui"], _NONE),
    "sdiv": (a.ARITH["arith.divsi"], _NONE),
    "urem": (a.ARITH["arith.remui"], _NONE),
    "srem": (a._division(z3.SRem, signed=True, overflow_ub=True), _NONE),  # noqa: SLF001
    "and": (a.ARITH["arith.andi"], _NONE),
    "or": (a.ARITH["arith.ori"], _NONE),
    "xor": (a.ARITH["arith.xori"], _NONE),
    "lshr": (a.ARITH["arith.shrui"], _NONE),
    "ashr": (a.ARITH["arith.shrsi"], _NONE),
    "icmp": (a.ARITH["arith.cmpi"], ("predicate",)),
    "select": (_select, _FASTMATH),
    "sext": (a.ARITH["arith.extsi"], _NONE),
    "zext": (a.ARITH["arith.extui"], _NONE),
    "trunc": (a.ARITH["arith.trunci"], _NONE),
    "fadd": (a.ARITH["arith.addf"], _FASTMATH),
    "fsub": (a.ARITH["arith.subf"], _FASTMATH),
    "fmul": (a.ARITH["arith.mulf"], _FASTMATH),
    "fdiv": (a.ARITH["arith.divf"], _FASTMATH),
    "frem": (a.ARITH["arith.remf"], _FASTMATH),
    "fneg": (a.ARITH["arith.negf"], _FASTMATH),
    "fcmp": (a.ARITH["arith.cmpf"], ("predicate", "fastmathFlags")),
    "sitofp": (a.ARITH["arith.sitofp"], _NONE),
    "uitofp": (a.ARITH["arith.uitofp"], _NONE),
    "fptosi": (a.ARITH["arith.fptosi"], _NONE),
    "fptoui": (a.ARITH["arith.fptoui"], _NONE),
    "fpext": (a.ARITH["arith.extf"], _NONE),
    "fptrunc": (a.ARITH["arith.truncf"], _NONE),
    "bitcast": (a.ARITH["arith.bitcast"], _NONE),
    "mlir.constant": (a.ARITH["arith.constant"], ("value",)),
    "intr.smin": (a.ARITH["arith.minsi"], _NONE),
    "intr.smax": (a.ARITH["arith.maxsi"], _NONE),
    "intr.umin": (a.ARITH["arith.minui"], _NONE),
    "intr.umax": (a.ARITH["arith.maxui"], _NONE),
    "intr.minnum": (a.ARITH["arith.minnumf"], _FASTMATH),
    "intr.maxnum": (a.ARITH["arith.maxnumf"], _FASTMATH),
    "intr.minimum": (a.ARITH["arith.minimumf"], _FASTMATH),
    "intr.maximum": (a.ARITH["arith.maximumf"], _FASTMATH),
}


_MATH_INTRINSICS = {
    "fabs": "absf", "copysign": "copysign", "sqrt": "sqrt", "fma": "fma", "pow": "powf",
    "floor": "floor", "ceil": "ceil", "trunc": "trunc", "round": "round", "roundeven": "roundeven",
    "exp": "exp", "exp2": "exp2", "log": "log", "log2": "log2", "log10": "log10", "sin": "sin", "cos": "cos",
}  # fmt: skip
"""`llvm.intr.X` -> `math.Y` of the same meaning (what `-convert-math-to-llvm`
emits): the exact ones are exact as in `math`; the others are the same
function (one uninterpreted function per name and format, shared with the
`math` op), which says only that the two denote one function, never which."""

_ENCODERS.update({f"intr.{name}": (MATH[f"math.{m}"], _FASTMATH) for name, m in _MATH_INTRINSICS.items()})

LLVM = {f"llvm.{name}": _checked(encoder, props) for name, (encoder, props) in _ENCODERS.items()}

ARITH_COUNTERPART = {
    f"llvm.{name}": arith_name
    for name, (encoder, _) in _ENCODERS.items()
    for arith_name, e in a.ARITH.items()
    if e is encoder
} | {"llvm.select": "arith.select", "llvm.srem": "arith.remsi"} | {
    f"llvm.intr.{name}": f"math.{m}" for name, m in _MATH_INTRINSICS.items()
}
"""`llvm` op -> the `arith` op of the same meaning (for the fast-math flags
a source's `arith` op carries, which license the same flags on the op it is
lowered to: `refinement/assumptions.py`)."""
