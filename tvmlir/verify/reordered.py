"""Reductions the compiler reordered: finding the merge of partials.

`transform.structured.tile_reduction_using_for`, `..._using_forall` and
`split_reduction` (and split-K) all compute a reduction
`m(i) = init(i) (+) x(i, 0) (+) ... (+) x(i, K-1)` in another order:
partial accumulators `p[i, r]`, filled with the combiner's neutral
element, each accumulate a subset of the reduced indices, and a final
loop merges them into the output,

    p[i, r] := neutral
    p[i, r] := p[i, r] (+) x(i, k)        // for the k of partial r
    m[i]    := m[i] (+) p[i, r]           // the merge

The chapter-5 prophecies fix the spec's sequential order, so no stage of
`m` describes `p[i, r]`: upstream clones the body's prophecy into the
partial reduction (with the tile's index for the `for` variant and
`split_reduction`), and the merge stores a value with no prophecy at all.
Evaluated as usual, such a lowering was a false `FAILED (missing
annotation)`.

`find` looks for the merges before a function is evaluated: a store of
`c[l] (+) d[m]` into the cell `c[l]` it loaded, where `(+)` is the
combiner of a reduction of the spec and `d` is itself accumulated with
`(+)` elsewhere in the function (a partial).  With one, the function's
reductions are evaluated as sets of reduced elements (`accumulate.py`,
thesis chapter 7) when the combiner may be reordered; a float `addf`/`mulf`
whose spec combiner carries no `fastmath<reassoc>` (and no
`verify{assume-reassoc}`) makes the function `unsupported`, with a reason
that says the reordering was not licensed (a different order rounds
differently).  So does an integer `addi`/`muli` of the lowered code (a
partial step or the merge) with `overflow<nsw>` or `<nuw>`: wrapping
arithmetic is associative and commutative mod 2^n, but with the flags a
partial sum may overflow (poison) where the spec's order does not
(upstream's `tile_reduction_using_for` keeps the body's `nsw` on the
partials: for the row `[INT_MAX, -1, 0, 0, 1, ...]` partial 0 computes
`INT_MAX + 1`).  The spec's own flags do not matter: where no prefix of
the spec's order overflows, the wrapping sum in any order is the same
number, and where one does, the spec element is poison (anything
refines it).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Block, Operation, OpResult, SSAValue

from tvmlir.semantics.arith import fastmath_flags, overflow_flags
from tvmlir.tv_dialect import ProphesyOp
from tvmlir.verify.kernels import find_kernel
from tvmlir.verify.obligations import VerifyUnsupported
from tvmlir.verify.spec_model import SpecFunction, SpecTensor

UNORDERED_FLOAT = {"arith.addf", "arith.mulf"}
"""Combiners whose result depends on the order (rounding): reordering them
needs the program's `reassoc` license."""
_WRAPPING = {"arith.addi", "arith.muli"}
"""Integer combiners that are associative and commutative only as wrapping
arithmetic, without `nsw`/`nuw` (module doc)."""


def flagged_reason(comb: Operation, tensor: str) -> str | None:
    """Why a partial step or merge `comb` of the lowered code may not be
    reordered, if it is a wrapping combiner with overflow flags."""
    flags = overflow_flags(comb)
    if comb.name not in _WRAPPING or not flags:
        return None
    return (
        f"{comb.name.removeprefix('arith.')} reduction reordered with overflow<{','.join(flags)}>: partial "
        f"accumulators of @{tensor} are combined here with {','.join(flags)}, so a partial may overflow "
        "(poison) where the spec's order does not; only wrapping arithmetic is associative and commutative"
    )

_VIEWS = {
    "memref.subview", "memref.cast", "memref.collapse_shape", "memref.expand_shape",
    "memref.reinterpret_cast", "memref.view",
}


@dataclass(frozen=True)
class Combiner:
    """The combiner of a spec reduction tensor: its op name and whether the
    spec licenses reassociating it."""

    tensor: str
    name: str
    reassoc: bool


def combiner_of(t: SpecTensor) -> Operation | None:
    """The combiner of a spec reduction: the op its body yields, when one
    operand of that op is the output block argument (the accumulator)."""
    if t.kind != "generic" or not t.red_dims or t.body is None or not t.single():
        # The results of a multi-result reduction (max and argmax) fold
        # together: none is a combiner on its own.
        return None
    block: Block = t.body
    if len(block.args) <= len(t.inputs):
        return None
    ret = block.last_op
    if ret is None or not ret.operands or not isinstance(ret.operands[0], OpResult):
        return None
    comb = ret.operands[0].op
    return comb if block.args[len(t.inputs)] in comb.operands else None


def spec_combiners(spec: SpecFunction) -> dict[str, Combiner]:
    """Per combiner op name, one spec reduction combining with it."""
    found: dict[str, Combiner] = {}
    for t in spec.tensors.values():
        comb = combiner_of(t)
        if comb is not None and comb.name not in found:
            found[comb.name] = Combiner(t.name, comb.name, "reassoc" in fastmath_flags(comb))
    return found


def _root(value: SSAValue) -> SSAValue:
    """The allocation or argument a memref value views."""
    while isinstance(value, OpResult) and value.op.name in _VIEWS:
        value = value.op.operands[0]
    return value


_READ_ONLY = {
    "memref.load", "memref.dim", "memref.rank", "memref.extract_strided_metadata", "memref.extract_aligned_pointer_as_index",
    "vector.transfer_read", "vector.load", "vector.maskedload",
}


def written_roots(fn: Operation) -> set[SSAValue]:
    """The allocations and arguments `fn` stores into or copies into,
    through any view (a call or a vector write counts too: anything that
    takes a memref and may write it).  A `gpu.launch_func` writes an
    operand only when its kernel writes the argument it is bound to."""
    written: set[SSAValue] = set()
    for op in fn.walk():
        if op.name == "memref.store":
            written.add(_root(op.operands[1]))
        elif op.name in _READ_ONLY or op.name in _VIEWS:
            continue
        elif op.name == "gpu.launch_func" and (kernel := _kernel(fn, op)) is not None:
            inner = written_roots(kernel)
            operands = list(op.kernelOperands)  # type: ignore[attr-defined]
            args = kernel.body.blocks[0].args if kernel.body.blocks else ()  # type: ignore[attr-defined]
            if len(args) != len(operands):
                written.update(_root(v) for v in operands if "memref" in str(v.type))
                continue
            written.update(_root(v) for v, a in zip(operands, args) if a in inner)
        else:
            written.update(_root(v) for v in op.operands if "memref" in str(v.type))
    return written


def _kernel(fn: Operation, launch: Operation) -> Operation | None:
    """The `gpu.func` a launch calls, in `fn`'s module (None: unknown,
    and every memref operand counts as written)."""
    module = fn.parent_op()
    if module is None:
        return None
    try:
        return find_kernel(module, launch)
    except VerifyUnsupported:
        return None


def loads_same_cell(load: SSAValue, store: Operation) -> bool:
    """`load` reads exactly the cell `store` writes (same memref value, same
    index values): the accumulator of a read-modify-write."""
    if not isinstance(load, OpResult) or load.op.name != "memref.load":
        return False
    _, memref, *idx = store.operands
    lmem, *lidx = load.op.operands
    return lmem == memref and list(lidx) == list(idx)


def read_modify_write(store: Operation) -> tuple[Operation, ProphesyOp | None, list[tuple[SSAValue, SSAValue]]] | None:
    """When `store` writes `c (+) e` (through a prophecy or not) for a
    binary op `(+)`: that op, the prophecy, and the (accumulator, other
    operand) orders in which the accumulator loads the cell `store` writes
    (empty when neither operand does)."""
    value = store.operands[0]
    prophecy = value.op if isinstance(value, OpResult) and isinstance(value.op, ProphesyOp) else None
    if prophecy is not None:
        value = prophecy.value
    if not isinstance(value, OpResult) or len(value.op.operands) != 2:
        return None
    comb = value.op
    a, b = comb.operands
    return comb, prophecy, [(x, y) for x, y in ((a, b), (b, a)) if loads_same_cell(x, store)]


def _accumulation(store: Operation, combiners: dict[str, Combiner]) -> tuple[Operation, SSAValue] | None:
    """(combiner op, the other operand) when `store` writes `c (+) e` into
    the cell `c` it loaded, with `(+)` a spec reduction's combiner."""
    found = read_modify_write(store)
    if found is None or found[0].name not in combiners or not found[2]:
        return None
    comb, _, orders = found
    return comb, orders[0][1]


@dataclass(frozen=True)
class Merge:
    """A merge of partial accumulators: where, which combiner, and the
    `unsupported` it is when it cannot be proved."""

    store: Operation
    combiner: Combiner
    refusal: VerifyUnsupported
    always: bool = False
    """Refused whatever the spec licenses (overflow flags on the merge)."""


def find(fn: Operation, spec: SpecFunction) -> list[Merge]:
    """The merges of partial accumulators in `fn` (module doc)."""
    combiners = spec_combiners(spec)
    merges: list[Merge] = []
    if not combiners:
        return merges
    stores = [op for op in fn.walk() if op.name == "memref.store"]
    accumulations = [(s, acc) for s in stores if (acc := _accumulation(s, combiners)) is not None]
    accumulated = {(_root(s.operands[1]), comb.name) for s, (comb, _) in accumulations}
    for store, (comb, other) in accumulations:
        if store.operands[0] is not comb.results[0]:
            continue  # a prophecy names what the merge stores: not a bare merge
        if not (isinstance(other, OpResult) and other.op.name == "memref.load"):
            continue
        partial = _root(other.op.operands[0])
        if (partial, comb.name) not in accumulated:
            continue
        c = combiners[comb.name]
        flagged = flagged_reason(comb, c.tensor)
        if flagged is not None:
            merges.append(Merge(store, c, VerifyUnsupported(store, flagged), always=True))
            continue
        if comb.name in UNORDERED_FLOAT and not c.reassoc:
            reason = (
                f"{comb.name.removeprefix('arith.')} reduction reordered without reassoc: partial "
                f"accumulators of @{c.tensor} are merged here in another order than the spec's, "
                f"and the spec's {comb.name} carries no fastmath<reassoc>, so the result may round "
                "differently"
            )
        else:
            reason = (
                f"{comb.name.removeprefix('arith.')} reduction reordered: partial accumulators of "
                f"@{c.tensor} (a split or tiled reduction) are merged here"
            )
        merges.append(Merge(store, c, VerifyUnsupported(store, reason)))
    return merges
