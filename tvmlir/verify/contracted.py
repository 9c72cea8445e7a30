"""A lowered `math.fma`/`vector.fma` read as the spec's contracted
multiply-add (`fastmath<contract>`, issue 21).

The rule is tv-check's (`semantics/contraction.py`, LLVM's LangRef): an
`arith.mulf` and the `arith.addf`/`subf` it feeds may be computed as one
fused multiply-add, rounded once, only when *both* carry `contract`.  A
spec whose body has such a pair therefore allows the fused result for that
element, and `--math-uplift-to-fma` (or a backend's contraction) building
`math.fma` from it is a correct lowering.  `--verify` compares each stored
value with one deterministic spec element, so it cannot offer the spec
both results; instead the *target's* fma is read as what it contracts:

    fma(a, b, c)  ->  addf(mulf(a, b), c)     both carrying `contract`

on a copy of the function (the oracle and the caller keep the code).  The
ordinary obligations then do the checking, so nothing is trusted:
* `value = prophecy` compares the reading with the spec element: the
  fma's operands must be the spec's product and addend (a swapped, dropped
  or extra term fails; `fma(a, b, -c)` reads as `a*b + -c`, which is
  `a*b - c` exactly in IEEE);
* the fast-math license check (`fastmath.py`) sees `contract` on the read
  `mulf` and `addf`, and passes only when every `mulf` and every `addf` of
  the prophesied spec tensor's body carries `contract`.  So a spec without
  the flag on both (`wrong-fma-contract-on-add-only`) is `FAILED
  (fast-math licensed)`, never verified.

The reading is offered only when the spec has a contracted pair at all
(`contraction.fusions`); otherwise an fma keeps its exact semantics and
the fma-chain rules (`fma_chains.py`).  Each reading is printed as an
assumption at the fma.  Each fma is read on its own, as LLVM contracts
each instruction on its own: a target that fuses one copy of a
recomputed element and not another gets both readings (the license is
per instruction).
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import VectorType
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from tvmlir.ir.diagnostics import format_op_location
from tvmlir.semantics.arith import fastmath_flags
from tvmlir.semantics.contraction import fusions

_FMA_OPS = ("math.fma", "vector.fma")


def spec_contracts(spec_func: Operation) -> bool:
    """The spec computes some multiply-add whose mulf and add/sub both
    carry `contract` (the pair LLVM may fuse)."""
    return any(fusions(op) for op in spec_func.walk())


def _fastmath_attr(flags: frozenset[str]) -> arith.FastMathFlagsAttr:
    return arith.FastMathFlagsAttr(sorted(flags | {"contract"}))


def read_fmas(fn: Operation, default_file: str = "<input>") -> list[str]:
    """Every fma of `fn` (in place; `fn` is a copy) read as `contract`
    mulf then addf; returns the assumption notes."""
    notes: list[str] = []
    for op in [o for o in fn.walk() if o.name in _FMA_OPS]:
        a, b, c = op.operands
        t = op.results[0].type
        if isinstance(t, VectorType) and len(t.get_shape()) == 0:
            continue  # (a 0-d vector: not read, the exact semantics stay)
        flags = _fastmath_attr(fastmath_flags(op))
        mul = arith.MulfOp(a, b, flags)
        add = arith.AddfOp(mul.result, c, flags)
        for new in (mul, add):
            new.location = op.location  # type: ignore[attr-defined]
        Rewriter.insert_op([mul, add], InsertPoint.before(op))
        op.results[0].replace_all_uses_with(add.result)
        op.detach()
        op.erase()
        notes.append(
            f"assumes fastmath<contract> at {op.name} at {format_op_location(add, default_file)}: read as the "
            "spec's multiply-add fused into one fma (allowed where the spec's mulf and addf both carry contract, "
            "as in LLVM; the license is checked per spec tensor)"
        )
    return notes


__all__ = ["read_fmas", "spec_contracts"]
