"""MLIR affine expressions as isl's textual quasi-affine expressions.

Why one walker: the dead-loop check (refinement/dead_loops.py) and the
polyhedral dataflow route (polyhedral/scop.py) both read `affine_map`s into
isl sets, and the expression rules must be the same in both: a product only
by a constant, a division or modulo only by a positive constant, and every
dividend reported (isl's `floor`/`mod` are exact on its unbounded integers,
so the caller must prove each dividend fits the index type).  What differs
between them is only what an operand is (`leaf`), how a literal is range
checked (`const`) and how a refusal is raised (`refuse`): those are the
parameters.

A factor or divisor counts as constant when its rendered text is an integer
literal (`as_int`): a literal of the map, or an operand bound to a constant.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir.affine import AffineBinaryOpExpr, AffineBinaryOpKind, AffineConstantExpr, AffineDimExpr, AffineSymExpr


def as_int(text: str) -> int | None:
    """The integer an expression text is, if it is a literal."""
    try:
        return int(text.replace("(", "").replace(")", "").replace(" ", ""))
    except ValueError:
        return None


def render(
    e,
    leaf: Callable[[bool, int], str],
    const: Callable[[int], str],
    refuse: Callable[[str], Exception],
    dividend: Callable[[str], None],
) -> str:
    """`e` as isl text.  `leaf(is_dim, position)` renders a dimension or
    symbol operand, `const(c)` a literal (raising past the index range),
    `refuse(why)` builds the exception raised for what isl cannot take, and
    `dividend(text)` is told every dividend of a floordiv/ceildiv/mod."""

    def go(e) -> str:
        if isinstance(e, AffineConstantExpr):
            return const(e.value)
        if isinstance(e, AffineDimExpr):
            return leaf(True, e.position)
        if isinstance(e, AffineSymExpr):
            return leaf(False, e.position)
        if isinstance(e, AffineBinaryOpExpr):
            a, b = go(e.lhs), go(e.rhs)
            if e.kind == AffineBinaryOpKind.Add:
                return f"({a} + {b})"
            if e.kind == AffineBinaryOpKind.Mul:
                if as_int(b) is not None:
                    return f"({as_int(b)} * {a})"
                if as_int(a) is not None:
                    return f"({as_int(a)} * {b})"
                raise refuse("a product of two variables")
            c = as_int(b)
            if c is None or c <= 0:
                raise refuse("a division by a non-constant or non-positive value")
            dividend(a)
            if e.kind == AffineBinaryOpKind.FloorDiv:
                return f"floor(({a}) / {c})"
            if e.kind == AffineBinaryOpKind.CeilDiv:
                return f"ceil(({a}) / {c})"
            if e.kind == AffineBinaryOpKind.Mod:
                return f"(({a}) mod {c})"
        raise refuse(f"an affine expression tvmlir does not read here ({e})")

    return go(e)
