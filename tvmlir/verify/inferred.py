"""Claims `--verify` infers for accumulations left without a prophecy.

Why: the linalg vectorizer recognizes a reduction only when the chain from
the output block argument to the yielded value is exactly one combiner op
(`matchReduction` in mlir-opt-19's Vectorization.cpp).  A prophecy on that
chain keeps the annotated reduction scalar where the plain one becomes
`vector.multi_reduction` or `vector.contract`: validating changed what was
compiled (issue 9).  So `--annotate` leaves a reduction's chain bare
(`annotate{reduction-prophecies=false}`, design-notes section 10), and the
claim a prophecy would have made is inferred here from the code itself.

**The claim.** A store (or a vector write) of `c (+) e` into the cell `c`
it loaded, where `(+)` is the combiner of a spec reduction `@T`, and `e`
loads cells of the spec's inputs (arguments the function never writes,
whose cell `x` holds the input's element `x`): each such load fixes the
loop dims of `@T`'s indexing map for that input, and together they give
the output element `i` and the reduced index `k` the step combines.  The
claim is the chapter-5 prophecy `T[i] @ stage k`.

**Soundness.** Inferring only chooses the claim; the claim is checked by
exactly the obligations of a written prophecy (`prophecy in spec domain`,
`value`): the stored value must equal the spec's partial reduction at that
stage, given what the loaded cell holds.  A wrong guess can only fail an
obligation, never prove a wrong program.  Where nothing can be inferred
(an input read twice in the body, a dim no load fixes, an element computed
from an intermediate buffer), the store is `missing annotation` as before.
"""

from __future__ import annotations

import islpy as isl
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineDimExpr

from tvmlir.affine.space import const
from tvmlir.ir.slices import backward_slice
from tvmlir.tv_dialect import ProphesyOp
from tvmlir.verify.frame import Frame
from tvmlir.verify.reordered import combiner_of, loads_same_cell
from tvmlir.verify.spec_model import SpecTensor

Claim = tuple[SpecTensor, list[isl.PwAff], list[isl.PwAff]]
"""(spec reduction `@T`, output element `i`, reduced index `k`)."""


def element_of(t: SpecTensor, cells: list, inputs: dict) -> tuple[list[isl.PwAff], list[isl.PwAff]] | None:
    """`@t`'s element `(i, k)` that a step combines, read off the input
    cells it loads: `cells` pairs each load (scalar or vector read) with
    the cell it reads (`inputs`: storage name -> spec input).  Loads of
    anything else (an intermediate: a row's max) fix nothing.  None when an
    input appears twice in the body or a dim stays unknown."""
    dims: list[isl.PwAff | None] = [None] * len(t.loop_sizes)
    for buf, cell in cells:
        tensor = inputs.get(buf.name)
        if tensor is None or buf.owner:
            continue
        matches = [amap for src, amap in t.inputs if src is tensor]
        if len(matches) != 1:
            return None
        element = buf.element(cell)
        for q, expr in enumerate(matches[0].results):
            if isinstance(expr, AffineDimExpr) and dims[expr.position] is None:
                dims[expr.position] = element[q]
    if any(d is None for d in dims):
        return None
    assert t.out_map is not None
    idx = [dims[x.position] if isinstance(x, AffineDimExpr) else const(getattr(x, "value", 0))
           for x in t.out_map.results]
    return idx, [dims[d] for d in t.red_dims]  # type: ignore[misc]


def reductions_by_combiner(spec) -> dict[str, list[SpecTensor]]:
    """Spec reductions per combiner op name (`out (+) f(...)`, the
    accumulator used once)."""
    found: dict[str, list[SpecTensor]] = {}
    for t in spec.tensors.values():
        comb = combiner_of(t)
        if comb is not None and len(comb.operands) == 2 and len(list(t.body.args[len(t.inputs)].uses)) == 1:
            found.setdefault(comb.name, []).append(t)
    return found


def loads_in(e: SSAValue) -> list[Operation]:
    """The scalar loads `e` is computed from in its block (not through an
    op with a region or one of another block, not through a prophecy)."""
    if not isinstance(e, OpResult):
        return []
    block = e.op.parent_block()
    ops = backward_slice(
        e, lambda o: o.name != "memref.load" and o.parent_block() is block and not o.regions
        and not isinstance(o, ProphesyOp)
    )
    return [o for o in ops if o.name == "memref.load"]


def unique_claim(candidates: list[SpecTensor], cells, inputs: dict) -> Claim | None:
    """The one spec reduction among `candidates` whose element the cells
    determine (two that both fit: nothing is inferred)."""
    found: list[Claim] = []
    for t in candidates:
        element = element_of(t, cells, inputs)
        if element is not None:
            found.append((t, *element))
    return found[0] if len(found) == 1 else None


def scalar_claim(ev, store: Operation, frame: Frame, gamma: isl.Set) -> Claim | None:
    """The claim of a bare `memref.store` of `c (+) e` into the cell `c`
    it loaded (module doc); None when it is not one."""
    value = store.operands[0]
    if not isinstance(value, OpResult) or len(value.op.operands) != 2:
        return None
    comb = value.op
    candidates = ev.inferable.get(comb.name)
    if not candidates:
        return None
    a, b = comb.operands
    others = [y for x, y in ((a, b), (b, a)) if loads_same_cell(x, store)]
    if not others:
        return None
    cells = []
    for load in loads_in(others[0]):
        buf = ev.buffer(load, load.operands[0], frame)
        cells.append((buf, ev.indices(load, list(load.operands[1:]), frame, gamma)))
    return unique_claim(candidates, cells, ev.spec_inputs)


def carried_claim(ev, loop: Operation, k: int, frame: Frame, dom: isl.Set) -> Claim | None:
    """The claim of an `scf.for` iter_arg #k yielded bare as `a (+) e`,
    `a` the iter_arg itself (a register accumulator, carried.py); `dom`
    is the body's domain.  None when it is not one."""
    body = loop.body.block  # type: ignore[attr-defined]
    yielded = body.last_op.operands[k]  # type: ignore[union-attr]
    if not isinstance(yielded, OpResult) or yielded.op.parent_block() is not body or len(yielded.op.operands) != 2:
        return None
    comb = yielded.op
    candidates = ev.inferable.get(comb.name)
    if not candidates:
        return None
    a, b = comb.operands
    arg = body.args[1 + k]
    others = [y for x, y in ((a, b), (b, a)) if x is arg]
    if not others:
        return None
    cells = []
    for load in loads_in(others[0]):
        buf = ev.buffer(load, load.operands[0], frame)
        cells.append((buf, ev.indices(load, list(load.operands[1:]), frame, dom)))
    return unique_claim(candidates, cells, ev.spec_inputs)
