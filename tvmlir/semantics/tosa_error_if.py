"""A violated ERROR_IF of a TOSA op's static shapes or attributes: the op is
UB on every input.

Why a module of its own: the specification's ERROR_IF conditions on
static extents and attributes (a window's `idiv_check`, an axis out of
range) are found deep in the handlers of several modules
(`tosa_accumulate`, `tosa_layout`, `tosa_reduce`); they raise `ErrorIf`,
and `error_if_is_ub` turns it into UB at the op.
"""

from __future__ import annotations

import functools

import z3

from tvmlir.semantics import index as ix
from tvmlir.semantics.values import Tensor


class ErrorIf(Exception):
    """A violated ERROR_IF of the op's static shapes and attributes (a
    window's `idiv_check`, an axis out of range): the op is UB on every
    input (`error_if_is_ub`)."""

    def __init__(self, op, reason: str):
        super().__init__(reason)
        self.op, self.reason = op, reason


def error_if_is_ub(handler):
    """`handler`, where a static ERROR_IF it finds violated makes the op UB
    on every input: its result is then never observed, so any value of the
    result type stands for it (a dynamic extent taken as 1)."""

    @functools.wraps(handler)
    def run(interp, op):
        try:
            return handler(interp, op)
        except ErrorIf:
            t = op.results[0].type
            interp.ub(z3.BoolVal(True))
            elem = t.get_element_type()
            sort = interp.sem.sort(elem)
            fmt = interp.sem.float_format(elem)
            zero = interp.sem.fp.constant(0.0, fmt) if fmt is not None else z3.BitVecVal(0, sort.size())
            return [Tensor(elem, sort, [ix.bv(max(d, 1)) for d in t.get_shape()], index_fn=lambda J: zero)]

    return run
