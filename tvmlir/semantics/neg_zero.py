"""`--use-neg-zero` (mlir-tv's option): a +0.0 constant that a structured
op writes (`linalg.fill`, a `linalg` body's yield, a `tensor.pad` body's
yield) is read as -0.0.

Why: upstream lowerings initialize sums with +0.0 where -0.0 is the
identity of float addition (`-0.0 + x == x` for every `x`, `+0.0 + -0.0 ==
+0.0`); mlir-tv's corpus checks those pairs with this option, and its
`use-neg-zero` pairs pad with a +0.0 body too.  It is the user's choice
of a different source program, not a semantics of the op.
"""

from __future__ import annotations

from tvmlir.semantics.values import Scalar


def neg_zero_instead(interp, y: Scalar, elem_type) -> Scalar:
    """`y`, or -0.0 if `y` is the constant +0.0 and the option is on."""
    if not interp.ctx.options.use_neg_zero:
        return y
    fmt = interp.sem.float_format(elem_type)
    if fmt is None:
        return y
    pz = interp.sem.fp.constant(0.0, fmt)
    if y.term.eq(pz):
        interp.ctx.assume("+0.0 written by linalg.fill or yielded by a linalg or tensor.pad body is -0.0 "
                          "(--use-neg-zero)")  # fmt: skip
        return Scalar(interp.sem.fp.constant(-0.0, fmt), y.poison)
    return y
