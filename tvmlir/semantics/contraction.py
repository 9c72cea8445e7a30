"""`fastmath<contract>`: a multiply feeding an add may be fused into an FMA.

Why this is modelled rather than ignored: LLVM's LangRef (which MLIR's
`arith` flags follow) lets an `fmul` and an `fadd`/`fsub` that *both* carry
`contract` be computed as one fused multiply-add, rounded once.  A source
`a * b + c` with the flag therefore has two allowed results, and a target
that computes `math.fma a, b, c` (what a backend's contraction builds)
refines it.  Computing the source unfused only, as the other licensing
flags are, calls that target wrong (a false alarm).  Without `contract` on
both ops the fused result is not allowed, and a target fma is checked
against the rounded product (FAILED where the two differ).

The source add's result becomes a per-execution choice (`Interpreter.choose`,
angelic) between its exact value and the fused one, where the target has an
fma (`with_contraction`): `fma(a, b, c)` for `a*b + c` and `c + a*b`, `fma(a, b, -c)`
for `a*b - c`, `fma(-a, b, c)` for `c - a*b`.  The fused value's poison is
its operands' (the product's poison included) and the add's own `nnan` /
`ninf` / `nsz` apply to it as to the unfused value.  Only scalar operands
are fused (a `linalg.generic` body runs on scalars); an elementwise op on
whole tensors stays exact, which only loses source behaviours.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tvmlir.ir.diagnostics import format_op_location
from tvmlir.semantics.arith import fastmath, fastmath_flags
from tvmlir.semantics.encoding import any_poison, result_format
from tvmlir.semantics.values import Scalar

_FUSABLE = ("arith.addf", "arith.subf")


def _contracted_product(v) -> Operation | None:
    """The `arith.mulf` with `contract` that defines `v`, if one does."""
    owner = v.owner
    if isinstance(owner, Operation) and owner.name == "arith.mulf" and "contract" in fastmath_flags(owner):
        return owner
    return None


def fusions(op: Operation) -> list[tuple[int, Operation]]:
    """(operand position, its defining mulf) for each operand of the add or
    sub `op` that may be fused with it; none unless `op` has `contract`."""
    if op.name not in _FUSABLE or "contract" not in fastmath_flags(op) or len(op.operands) != 2:
        return []
    return [(k, m) for k, o in enumerate(op.operands) if (m := _contracted_product(o)) is not None]


_FMA_OPS = ("math.fma", "vector.fma")


def has_fma(roots) -> bool:
    """Whether the functions `roots` compute a fused multiply-add."""
    return any(op.name in _FMA_OPS for root in roots for op in root.walk())


def with_contraction(interp, op: Operation, unfused: Scalar) -> Scalar:
    """`unfused` (the add's exact result), or, per execution, one of its
    fused alternatives (see the module docstring).  Offered in the source
    only, and only when the target computes an fma (`QueryContext.
    fma_in_target`): a target without one can match only the exact result
    (dropping the alternative loses source behaviours, never admits a wrong
    target), and the choice would make every contracted source a quantified
    query.  A target's own contracted pairs are computed exactly, under the
    printed assumption that its flags license what the source's do
    (`refinement/assumptions.py`)."""
    found = fusions(op)
    if not found or not interp.is_source or not interp.ctx.fma_in_target:
        return unfused
    sem = interp.sem
    fmt = result_format(op)
    alternatives = []
    for k, mul in found:
        a, b = interp.scalar(mul.operands[0]), interp.scalar(mul.operands[1])
        other = interp.scalar(op.operands[1 - k])
        a_term, c_term = a.term, other.term
        if op.name == "arith.subf":
            if k == 0:
                c_term = sem.fp.neg(c_term, fmt)  # a*b - c
            else:
                a_term = sem.fp.neg(a_term, fmt)  # c - a*b
        fused = sem.fp.fma(a_term, b.term, c_term, fmt)
        p = any_poison(a.poison, b.poison, other.poison)
        previous, sem._choose = sem._choose, interp.choose  # noqa: SLF001 (the choice hook `encode` sets)
        try:
            [fused], [p], _ = fastmath(sem, op, fmt, [a_term, b.term, c_term], fused, p, "fma")
        finally:
            sem._choose = previous  # noqa: SLF001
        alternatives.append((fused, p))
    interp.ctx.assume(
        f"fastmath<contract> at {format_op_location(op)}: the multiply-add may be fused into one fma "
        "(either result is allowed, as in LLVM)"
    )
    return interp.one_of("contract", unfused, alternatives)


def contracted_truncation(op: Operation) -> Operation | None:
    """The `arith.truncf` with `contract` whose result the `arith.extf` `op`
    (itself with `contract`) widens back to the truncation's operand type."""
    if op.name != "arith.extf" or "contract" not in fastmath_flags(op) or len(op.operands) != 1:
        return None
    owner = op.operands[0].owner
    if not isinstance(owner, Operation) or owner.name != "arith.truncf" or "contract" not in fastmath_flags(owner):
        return None
    return owner if owner.operands[0].type == op.results[0].type else None


def with_round_trip_dropped(interp, op: Operation, exact: Scalar, operand: Scalar | None = None) -> Scalar:
    """`exact` (the `extf` of the rounded value), or, per execution, the
    truncation's operand itself, when both casts carry `contract`.

    Why: MLIR reads `contract` as also licensing the removal of a rounding
    round trip: `ExtFOp::fold` (mlir/lib/Dialect/Arith/IR/ArithOps.cpp, MLIR
    19) folds `extf(truncf(x))` to `x` when both ops carry the flag, as
    `--canonicalize` does on MLIR's own `Arith/canonicalize.mlir
    @eliminate_cast_to_f16`.  So the source has two allowed results, and a
    target that kept the precision refines it.  Offered in the source only
    (angelic); without the flag on both ops the fold is not allowed, and a
    target that drops the round trip is checked against the rounded value.
    The unrounded value's poison is the operand's.  `operand`: the
    truncation's operand where it is not a scalar value (an element of a
    vector or tensor, `elementwise._elementwise`)."""
    trunc = contracted_truncation(op)
    if trunc is None or not interp.is_source:
        return exact
    x = interp.scalar(trunc.operands[0]) if operand is None else operand
    interp.ctx.assume(
        f"fastmath<contract> at {format_op_location(op)}: the extf of a contract truncf may return the "
        "truncated value unrounded (MLIR's ExtFOp::fold)"
    )
    return interp.one_of("contract", exact, [(x.term, x.poison)])
