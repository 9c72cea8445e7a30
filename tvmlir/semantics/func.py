"""`func` ops: calls.  (`func.return` is the terminator `run_function` reads.)

A call to a function defined in the same module is inlined: the callee's
body runs on the argument values (recursion is unsupported).  A call to a
declaration (no body) is an uninterpreted function of the arguments,
the same in the source and the target: equal arguments give equal results.
Like mlir-tv, tvmlir assumes an external function is total and has no
effect (calls may be removed, added or swapped for calls with the same
results); the verdict says so, and `--no-assume-pure-calls` makes such a
call unsupported instead.  Tensor arguments enter as their extents and their in-bounds
elements (masked beyond, so what lies out of bounds cannot matter); a
poison argument is UB (observed by the callee).  The dynamic extents of a
returned tensor are UFs of the arguments too, or, with mlir-tv's
`--use-fn-argument-dims=f@k`, those of argument `k`.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import ShapedType, TensorType

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.values import MemRef, Scalar, Tensor, default_value

MAX_INLINE_DEPTH = 16


def run_function(interp, func, args):
    """Run `func` on `args`; returns the returned values."""
    if not func.body.blocks:
        raise Unsupported(func, "function without a body")
    if len(func.body.blocks) != 1:
        from tvmlir.semantics.cfg import run_blocks

        return run_blocks(interp, func, args)
    _, results = interp.run_block(func.body.block, args)
    return results


def _call(interp, op):
    callee_name = op.callee.root_reference.data
    callee = interp.module.functions.get(callee_name)
    if callee is None:
        raise Unsupported(op, f"call to @{callee_name}, which is not in the module")
    args = [interp.value(a) for a in op.operands]
    if callee.body.blocks:
        if interp.call_depth >= MAX_INLINE_DEPTH:
            raise Unsupported(op, "recursive calls are not modelled")
        interp.call_depth += 1
        try:
            return run_function(interp, callee, args)
        finally:
            interp.call_depth -= 1
    return _external(interp, op, callee_name, args)


def _external(interp, op, name, args):
    ctx = interp.ctx
    if not ctx.options.pure_external_calls:
        raise Unsupported(op, f"call to external @{name}: its effects are not modelled (--no-assume-pure-calls)")
    ctx.assume(f"external function @{name} is pure and total (--no-assume-pure-calls turns this off)")
    terms, sorts = [], []
    for a in args:
        if isinstance(a, Scalar):
            interp.observe(a)
            terms.append(a.term)
            sorts.append(a.term.sort())
        elif isinstance(a, Tensor):
            if a.has_poison:
                i = interp.names.fresh("p")
                with interp.binder([i], [a.size()]):
                    interp.ub(a.poison_at(i))
            interp.read_all(a)
            default = default_value(a.sort)
            terms.append(a.masked_array(interp.names, default))
            sorts.append(z3.ArraySort(ix.INDEX, a.sort))
            for d in a.dims:
                terms.append(d)
                sorts.append(ix.INDEX)
        elif isinstance(a, MemRef):
            raise Unsupported(op, "calls with memref arguments are not modelled")
    out = []
    for k, r in enumerate(op.results):
        t = r.type
        if isinstance(t, TensorType):
            sort = interp.sort_of(t)
            arr_fn = ctx.function(("call", name, k), f"call.{name}.{k}", *sorts, z3.ArraySort(ix.INDEX, sort))
            arr = arr_fn(*terms) if terms else arr_fn()
            out.append(Tensor.from_array(t.get_element_type(), sort, _dims(interp, op, name, k, t, terms, sorts, args), arr))
        elif isinstance(t, ShapedType):
            raise Unsupported(op, f"calls returning {t} are not modelled")
        else:
            sort = interp.sort_of(t)
            fn = ctx.function(("call", name, k), f"call.{name}.{k}", *sorts, sort)
            out.append(Scalar(fn(*terms) if terms else fn()))
    return out


def _dims(interp, op, name, k, t, terms, sorts, args):
    ref = interp.ctx.options.argument_dims_of(name)
    if ref is not None:
        if ref >= len(args) or not isinstance(args[ref], Tensor) or args[ref].rank != len(t.get_shape()):
            raise Unsupported(op, f"--use-fn-argument-dims={name}@{ref} names no tensor argument of rank {len(t.get_shape())}")
        interp.ctx.assume(f"@{name} returns tensors with the extents of its argument {ref} (--use-fn-argument-dims)")
        return list(args[ref].dims)
    dims = []
    for d, extent in enumerate(t.get_shape()):
        if extent >= 0:
            dims.append(ix.bv(extent))
        else:
            fn = interp.ctx.function(("call-dim", name, k, d), f"call.{name}.{k}.dim{d}", *sorts, ix.INDEX)
            v = fn(*terms) if terms else fn()
            interp.ctx.bound_extent(v)
            dims.append(v)
    return dims




FUNC = {
    "func.call": _call,
}
