"""Evaluate a function on constant integer tensors with tvmlir's semantics
(the encoding, simplified to constants), for comparison with a Python
reference of the op.  Integer elements make the semantics exact."""

from __future__ import annotations

import itertools

import z3

from tvmlir.smt.budget import Budget, check

from tvmlir.refinement.encode import encode_function
from tvmlir.refinement.module import Module
from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.semantics import index as ix
from tvmlir.semantics.context import Abstraction, Options
from tvmlir.semantics.values import Scalar, Tensor


def dense(values, shape, elem="i32") -> str:
    """`dense<...> : tensor<shape x elem>` of a flat list (row-major)."""

    def nest(flat, dims):
        if not dims:
            return str(flat[0])
        step = len(flat) // dims[0]
        return "[" + ", ".join(nest(flat[k * step : (k + 1) * step], dims[1:]) for k in range(dims[0])) + "]"

    return f"dense<{nest(list(values), list(shape))}> : {ttype(shape, elem)}"


def ttype(shape, elem="i32") -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + elem + ">"


def run(text: str, name: str = "f"):
    """The returned values: ints for scalars, {indices: int} for tensors;
    raises if UB or poison can arise."""
    module_op = parse_module(make_context(allow_unregistered=True), text, "ref.mlir")
    funcs = {f.sym_name.data: f for f in module_op.ops if f.name == "func.func"}
    module = Module(module_op, "ref.mlir", funcs, {})
    opts = Options(unroll_int_sum=True)
    # The most concrete round: dot is the sum of products (exact on ints).
    enc = encode_function(module, name, opts, Abstraction(dot="sum_mul", fp_sum="unroll"))
    assert not decide(enc.side.ub), f"UB: {z3.simplify(enc.side.ub)}"
    out = []
    for v in enc.side.returns:
        if isinstance(v, Scalar):
            out.append(_const(v.term))
            continue
        assert isinstance(v, Tensor)
        shape = [ix.value(d) for d in v.dims]
        elems = {}
        for idx in itertools.product(*[range(d) for d in shape]):
            s = v.get([ix.bv(i) for i in idx])
            assert s.poison is None or z3.is_false(z3.simplify(s.poison)), f"poison at {idx}"
            elems[idx] = _const(s.term)
        out.append(elems)
    return out


def decide(formula) -> bool:
    """The value of a closed formula (constant inputs: no free variables
    matter; quantifiers over indices may remain, so ask the solver)."""
    budget = Budget.of(20000)
    s = z3.Solver()
    s.add(formula)
    if check(s, budget) == z3.unsat:
        return False
    s = z3.Solver()
    s.add(z3.Not(formula))
    assert check(s, budget) == z3.unsat, f"undecided: {formula}"
    return True


def _const(term) -> int:
    v = z3.simplify(term)
    assert z3.is_bv_value(v), f"not a constant: {v}"
    return v.as_signed_long()


def is_undefined(text: str, name: str = "f") -> bool:
    """Whether the function has UB (the UB condition simplified to a
    constant: the tests use constant inputs only)."""
    module_op = parse_module(make_context(allow_unregistered=True), text, "ref.mlir")
    funcs = {f.sym_name.data: f for f in module_op.ops if f.name == "func.func"}
    module = Module(module_op, "ref.mlir", funcs, {})
    enc = encode_function(module, name, Options(unroll_int_sum=True), Abstraction(dot="sum_mul", fp_sum="unroll"))
    return decide(enc.side.ub)
