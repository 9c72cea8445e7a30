"""`linalg.softmax dimension(d)`: MLIR's definition, its decomposition.

The op's documentation defines it by four steps -- the max `m` along `d`,
`exp(x - m)`, the sum `l` of those along `d`, `exp(x - m) / l` -- and
MLIR 19 makes them concrete in `SoftmaxOp::decomposeOperation`
(`transform.structured.decompose_interface`, Dialect/Linalg/
transform-op-decompose.mlir): the max is an `arith.maxnumf` reduction
from the most negative *finite* value (`-3.40282347E+38` for f32: not
-inf), the sum an `arith.addf` reduction from +0.0, then `math.exp` and
`arith.divf` elementwise.  tvmlir gives the op exactly that meaning by
running the decomposition, as MLIR prints it, on the operands: a lowering
is then checked against what MLIR itself says the op computes, reduction
order and the max's start value included (they coincide with the
mathematical definition on every input: a row of -inf or NaN gives NaN
either way).
"""

from __future__ import annotations

from functools import lru_cache

from xdsl.dialects.builtin import MemRefType, TensorType

from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.values import MemRef

LOWEST = {
    "f16": "-6.550400e+04",
    "bf16": "-3.38953139E+38",
    "f32": "-3.40282347E+38",
    "f64": "-1.7976931348623157E+308",
}
"""The most negative finite value per float type (MLIR's
`getIdentityValue(maxnumf, useOnlyFiniteValue=true)`)."""


def decomposition_text(shape: tuple[int, ...], elem: str, dim: int) -> str:
    """MLIR 19's decomposition of a softmax of `shape` x `elem` along
    `dim`, as a function `(input, output) -> result`."""
    rank = len(shape)

    def ty(dims):
        return "tensor<" + "".join(("?" if d < 0 else str(d)) + "x" for d in dims) + elem + ">"

    full = ty(shape)
    reduced = [d for k, d in enumerate(shape) if k != dim]
    red = ty(reduced)
    lines = [f"func.func @softmax(%in: {full}, %out: {full}) -> {full} {{"]
    sizes = []
    for k, d in enumerate(shape):
        if k != dim and d < 0:
            lines.append(f"  %c{k} = arith.constant {k} : index")
            lines.append(f"  %d{k} = tensor.dim %in, %c{k} : {full}")
            sizes.append(f"%d{k}")
    ds = ", ".join(f"d{k}" for k in range(rank))
    dr = ", ".join(f"d{k}" for k in range(rank) if k != dim)
    ident, proj = f"affine_map<({ds}) -> ({ds})>", f"affine_map<({ds}) -> ({dr})>"
    iters = ", ".join('"reduction"' if k == dim else '"parallel"' for k in range(rank))
    par = ", ".join(['"parallel"'] * rank)
    lines += [
        f"  %e = tensor.empty({', '.join(sizes)}) : {red}",
        f"  %lowest = arith.constant {LOWEST[elem]} : {elem}",
        f"  %m0 = linalg.fill ins(%lowest : {elem}) outs(%e : {red}) -> {red}",
        f"  %m = linalg.generic {{indexing_maps = [{ident}, {proj}], iterator_types = [{iters}]}}"
        f" ins(%in : {full}) outs(%m0 : {red}) {{",
        f"  ^bb0(%a: {elem}, %acc: {elem}):",
        f"    %v = arith.maxnumf %a, %acc : {elem}",
        f"    linalg.yield %v : {elem}",
        f"  }} -> {red}",
        f"  %x = linalg.generic {{indexing_maps = [{ident}, {proj}, {ident}], iterator_types = [{par}]}}"
        f" ins(%in, %m : {full}, {red}) outs(%out : {full}) {{",
        f"  ^bb0(%a: {elem}, %b: {elem}, %o: {elem}):",
        f"    %s = arith.subf %a, %b : {elem}",
        f"    %v = math.exp %s : {elem}",
        f"    linalg.yield %v : {elem}",
        f"  }} -> {full}",
        f"  %zero = arith.constant 0.000000e+00 : {elem}",
        f"  %l0 = linalg.fill ins(%zero : {elem}) outs(%e : {red}) -> {red}",
        f"  %l = linalg.generic {{indexing_maps = [{ident}, {proj}], iterator_types = [{iters}]}}"
        f" ins(%x : {full}) outs(%l0 : {red}) {{",
        f"  ^bb0(%a: {elem}, %acc: {elem}):",
        f"    %v = arith.addf %a, %acc : {elem}",
        f"    linalg.yield %v : {elem}",
        f"  }} -> {red}",
        f"  %r = linalg.generic {{indexing_maps = [{ident}, {proj}, {ident}], iterator_types = [{par}]}}"
        f" ins(%x, %l : {full}, {red}) outs(%out : {full}) {{",
        f"  ^bb0(%a: {elem}, %b: {elem}, %o: {elem}):",
        f"    %v = arith.divf %a, %b : {elem}",
        f"    linalg.yield %v : {elem}",
        f"  }} -> {full}",
        f"  return %r : {full}",
        "}",
    ]
    return "\n".join(lines) + "\n"


@lru_cache(maxsize=64)
def _decomposition(shape: tuple[int, ...], elem: str, dim: int):
    """The parsed decomposition (IR is only read by the interpreter, so
    one parse serves every encoding)."""
    from tvmlir.ir.context import make_context
    from tvmlir.ir.parser import parse_verified

    module = parse_verified(make_context(), decomposition_text(shape, elem, dim), "<linalg.softmax decomposition>")
    return next(iter(module.ops))


def _softmax(interp, op):
    from tvmlir.semantics.func import run_function
    from tvmlir.semantics.whole_view import write_whole_view

    t = op.input.type
    elem = str(t.get_element_type())
    if elem not in LOWEST or not isinstance(t, (TensorType, MemRefType)):
        raise Unsupported(op, f"a softmax of {t}")
    x, y = interp.value(op.input), interp.value(op.output)
    if isinstance(x, MemRef):
        x, ub = interp.memory.read_view(x)
        interp.ub(ub)
    out = y
    if isinstance(y, MemRef):
        out, ub = interp.memory.read_view(y)
        interp.ub(ub)
    func = _decomposition(tuple(t.get_shape()), elem, op.dimension.value.data)
    try:
        (result,) = run_function(interp, func, [x, out])
    except Unsupported as e:
        raise Unsupported(op, f"its decomposition: {e.reason}") from None
    if isinstance(y, MemRef):
        write_whole_view(interp, op, y, result)
        return []
    return [result]


LINALG_SOFTMAX = {"linalg.softmax": _softmax}
