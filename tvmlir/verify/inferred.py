"""Claims `--verify` infers for accumulations left without a prophecy.

Why: the linalg vectorizer recognizes a reduction only when the chain from
the output block argument to the yielded value is exactly one combiner op
(`matchReduction` in mlir-opt-19's Vectorization.cpp).  A prophecy on that
chain keeps the annotated reduction scalar where the plain one becomes
`vector.multi_reduction` or `vector.contract`: validating changed what was
compiled (issue 9).  So `--annotate` leaves a reduction's chain bare
(`annotate{bare-reductions}`, design-notes section 10), and the
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

from tvmlir.affine import checks, heap, space
from tvmlir.affine.space import const
from tvmlir.ir.slices import backward_slice
from tvmlir.semantics.arith import fastmath_flags
from tvmlir.tv_dialect import ProphesyOp
from tvmlir.verify.frame import Frame
from tvmlir.verify.reordered import UNORDERED_FLOAT, combiner_of, loads_same_cell
from tvmlir.verify.spec_model import SpecTensor

Claim = tuple[SpecTensor, list[isl.PwAff], list[isl.PwAff]]
"""(spec reduction `@T`, output element `i`, reduced index `k`)."""


def element_of(t: SpecTensor, cells: list[tuple[SpecTensor, list[isl.PwAff]]]) -> tuple[list[isl.PwAff], list[isl.PwAff]] | None:
    """`@t`'s element `(i, k)` that a step combines, read off the spec
    elements it loads: `cells` pairs the spec tensor each load reads with
    the element it reads there (`sources`).  Each read of one of `@t`'s
    inputs fixes the loop dims of that input's indexing map; reads of
    anything else (an intermediate: a row's max) fix nothing.  None when
    an input appears twice in the body or a dim stays unknown."""
    dims = _loop_dims(t, cells)
    if dims is None or any(d is None for d in dims):
        return None
    assert t.out_map is not None
    idx = [dims[x.position] if isinstance(x, AffineDimExpr) else const(getattr(x, "value", 0))
           for x in t.out_map.results]
    return idx, [dims[d] for d in t.red_dims]  # type: ignore[misc]


def stage_of(t: SpecTensor, cells: list[tuple[SpecTensor, list[isl.PwAff]]]) -> list[isl.PwAff] | None:
    """`@t`'s reduced index a step combines, read off the spec elements it
    loads as `element_of` reads the whole element, but needing only the
    reduced dims fixed (the others may be read by operands that are no
    input of `@t`: a constant weight).  None when an input appears twice
    in the body or a reduced dim stays unknown."""
    dims = _loop_dims(t, cells)
    if dims is None:
        return None
    stage = [dims[d] for d in t.red_dims]
    return None if any(d is None for d in stage) else stage  # type: ignore[return-value]


def _loop_dims(t: SpecTensor, cells: list[tuple[SpecTensor, list[isl.PwAff]]]) -> list[isl.PwAff | None] | None:
    """`@t`'s loop dims the reads of its inputs fix (None where none
    does); None when an input appears twice in the body."""
    dims: list[isl.PwAff | None] = [None] * len(t.loop_sizes)
    for tensor, element in cells:
        matches = [amap for src, amap in t.inputs if src is tensor]
        if not matches:
            continue
        if len(matches) != 1:
            return None
        for q, expr in enumerate(matches[0].results):
            if isinstance(expr, AffineDimExpr) and dims[expr.position] is None:
                dims[expr.position] = element[q]
    return dims


def input_element(ev, buf, loc: list[isl.PwAff]) -> tuple[SpecTensor, list[isl.PwAff]] | None:
    """The input's element `loc` when `buf` is an argument the function
    never writes (its cell `x` holds the input's element `x`)."""
    tensor = ev.spec_inputs.get(buf.name)
    if tensor is None or buf.owner:
        return None
    return tensor, buf.element(loc)


def source(ev, buf, loc: list[isl.PwAff], gamma: isl.Set, current) -> tuple[SpecTensor, list[isl.PwAff]] | None:
    """The spec element a load of `buf[loc]` reads: the input's element
    for an argument the function never writes; otherwise the unstaged spec
    element the cell holds on all of `gamma`, by the heap `current` when
    there is one (an intermediate tensor's element, a copy), else by the
    copies of input cells into `buf` (`note_copy`: a promoted tile)."""
    found = input_element(ev, buf, loc)
    if found is not None:
        return found
    if current is None:
        return _copied_from(ev, buf, loc, gamma)
    pieces = heap.lookup(heap.plain(current), heap.location(buf.name, buf.storage(loc), gamma))
    return _held(ev, pieces, gamma) if len(pieces) == 1 else None


def note_copy(ev, value: SSAValue, frame: Frame, buf, loc: list[isl.PwAff], gamma: isl.Set) -> None:
    """Remember that the store of `value` into `buf[loc]` copies an input
    element (`ev.copy_maps`), when `value` loads an input argument's cell:
    a promoted tile.  Only a claim's guess reads this, never a proof."""
    if not (isinstance(value, OpResult) and value.op.name == "memref.load"):
        return
    load = value.op
    src = ev.buffer(load, load.operands[0], frame)
    record_copy(ev, buf, loc, src, ev.indices(load, list(load.operands[1:]), frame, gamma), gamma)


def record_copy(ev, buf, loc: list[isl.PwAff], src, src_loc: list[isl.PwAff], gamma: isl.Set) -> None:
    """`buf[loc]` was given the content of `src[src_loc]` on `gamma`:
    remembered when that is an input element (`ev.copy_maps`)."""
    found = source(ev, src, src_loc, gamma, None)
    if found is None:
        return
    tensor, element = found
    copied = heap.cell(buf.name, buf.storage(loc), ev.spec_context(tensor, False), element, gamma)
    before = ev.copy_maps.get(buf.name)
    ev.copy_maps[buf.name] = copied if before is None else before.union(copied)


def _copied_from(ev, buf, loc: list[isl.PwAff], gamma: isl.Set) -> tuple[SpecTensor, list[isl.PwAff]] | None:
    """The input element a cell of a copied tile holds, by the copies'
    index relation (`note_copy`) with the writers' own parameters (copy
    loop indices, the threads that copied) projected out."""
    copied = ev.copy_maps.get(buf.name)
    if copied is None:
        return None
    mine = {gamma.get_dim_name(isl.dim_type.param, k) for k in range(gamma.dim(isl.dim_type.param))}
    theirs = [copied.get_space().get_dim_name(isl.dim_type.param, k) for k in range(copied.dim(isl.dim_type.param))]
    drop = [x for x in theirs if x not in mine or x in ev.thread_params]
    relation = space.project_params(copied, drop) if drop else copied
    if not relation.is_single_valued():
        return None
    return _held(ev, heap.lookup(relation, heap.location(buf.name, buf.storage(loc), gamma)), gamma)


def _held(ev, pieces: list[heap.Piece], gamma: isl.Set) -> tuple[SpecTensor, list[isl.PwAff]] | None:
    """The unstaged spec element a looked-up cell holds on all of
    `gamma` (its pieces of one context, a function of the cell), or None."""
    if not pieces or len({p.context for p in pieces}) != 1:
        return None
    covered = pieces[0].guard
    for p in pieces[1:]:
        covered = covered.union(p.guard)
    if not checks.holds_everywhere(gamma, covered).is_empty():
        return None
    key = ev.contexts.get(pieces[0].context, ("",))
    if key[0] != "spec" or key[2]:
        return None
    # One function of the cell, split into pieces by isl (single-valued,
    # so overlapping pieces agree): their union, piece by piece.
    element = []
    for q in range(len(pieces[0].values)):
        pa = None
        for p in pieces:
            part = isl.PwAff.from_aff(p.values[q]).intersect_params(p.guard)
            pa = part if pa is None else pa.union_max(part)
        element.append(pa.coalesce())
    return key[1], element


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


def unique_claim(candidates: list[SpecTensor], cells, e: SSAValue | None = None) -> Claim | None:
    """The one spec reduction among `candidates` whose element the cells
    determine.  When several fit (a row sum and a sum of squares of the
    same input), the one whose body computes its element with the same
    ops as `e` does; still several: nothing is inferred."""
    found: list[Claim] = []
    for t in candidates:
        element = element_of(t, cells)
        if element is not None:
            found.append((t, *element))
    if len(found) > 1 and e is not None:
        mine = _op_names(e)
        found = [c for c in found if _op_names(_element_value(c[0])) == mine]
    return found[0] if len(found) == 1 else None


def _element_value(t: SpecTensor) -> SSAValue:
    """The operand of `@t`'s combiner that is not the accumulator."""
    comb = combiner_of(t)
    assert comb is not None
    out = t.body.args[len(t.inputs)]
    return comb.operands[1] if comb.operands[0] is out else comb.operands[0]


def _op_names(e: SSAValue) -> list[str]:
    """The computing ops `e` is made of in its block (loads, reads and
    lane moves left out): a fingerprint to tell two reductions apart."""
    if not isinstance(e, OpResult):
        return []
    block = e.op.parent_block()
    ops = backward_slice(e, lambda o: o.parent_block() is block and not o.regions
                         and o.name not in ("memref.load", "vector.transfer_read", "vector.load"))
    return sorted(o.name for o in ops if o.name.startswith(("arith.", "math.")) and o.name != "arith.constant")


def scalar_claim(ev, store: Operation, frame: Frame, gamma: isl.Set, current) -> Claim | None:
    """The claim of a bare `memref.store` of `c (+) e` into the cell `c`
    it loaded (module doc); None when it is not one.  The first claim of
    a store in a frame is kept, so that the prophetic and the checking
    pass evaluate the same claim."""
    key = (frame.key, store)
    if key in ev.claims:
        return ev.claims[key]
    found = ev.claims[key] = _scalar_claim(ev, store, frame, gamma, current)
    return found


def _scalar_claim(ev, store: Operation, frame: Frame, gamma: isl.Set, current) -> Claim | None:
    value = store.operands[0]
    if not isinstance(value, OpResult) or len(value.op.operands) != 2:
        return None
    comb = value.op
    candidates = ev.inferable.get(comb.name)
    if not candidates:
        return None
    a, b = comb.operands
    others = [y for x, y in ((a, b), (b, a)) if loads_same_cell(x, store) or stored_before(x, store)]
    if len(others) != 1:
        return None
    return unique_claim(candidates, _load_sources(ev, others[0], frame, gamma, current), others[0])


def stored_before(value: SSAValue, store: Operation) -> bool:
    """`value` is what an earlier store of `store`'s block wrote into the
    cell `store` writes (same memref and index values): the cell's content,
    forwarded by `affine-scalrep` instead of loaded again (an unrolled
    accumulation: `c := c (+) e0; c := c (+) e1` with the second `c` the
    first sum).  Only chooses what to infer: the claim is checked on the
    value itself."""
    _, memref, *idx = store.operands
    for op in store.parent_block().ops:  # type: ignore[union-attr]
        if op is store:
            return False
        if op.name == "memref.store" and op.operands[0] is value:
            _, m, *i = op.operands
            if m == memref and list(i) == list(idx):
                return True
    return False


def _load_sources(ev, e: SSAValue, frame: Frame, gamma: isl.Set, current) -> list:
    cells = []
    for load in loads_in(e):
        buf = ev.buffer(load, load.operands[0], frame)
        found = source(ev, buf, ev.indices(load, list(load.operands[1:]), frame, gamma), gamma, current)
        if found is not None:
            cells.append(found)
    return cells


def carried_claim(ev, loop: Operation, k: int, frame: Frame, dom: isl.Set, current=None) -> Claim | None:
    """The claim of an `scf.for` iter_arg #k yielded bare as `a (+) e`,
    `a` the iter_arg itself (a register accumulator, carried.py), or as a
    chain `((a (+) e1) (+) e2) ... (+) en` (the loop unrolled by n: n
    elements of the reduction per iteration), `(+)` the yielding op's spec
    combiner; `dom` is the body's domain.  The claim is the last step's;
    each earlier step gets its own (`chain_claims`), checked at the yield
    in order before the next one uses it.  None when it is not one (or a step's element is
    not inferred, or the steps name different spec reductions)."""
    key = (frame.key, loop, k)
    if key in ev.claims:
        return ev.claims[key]
    body = loop.body.block  # type: ignore[attr-defined]
    yielded = body.last_op.operands[k]  # type: ignore[union-attr]
    found = None
    steps = _chain(yielded, body.args[1 + k], body)
    candidates = ev.inferable.get(steps[-1][0].op.name) if steps else None  # type: ignore[union-attr]
    if steps and candidates:
        claims = [unique_claim(candidates, _load_sources(ev, e, frame, dom, current), e) for _, e in steps]
        if (all(c is not None for c in claims) and len({id(c[0]) for c in claims}) == 1  # type: ignore[index]
                and in_order(steps, claims, dom)):  # type: ignore[arg-type]
            found = claims[-1]
            ev.claims[(*key, "chain")] = [(v, c) for (v, _), c in zip(steps[:-1], claims[:-1])]
    ev.claims[key] = found
    return found


def in_order(steps: list[tuple[SSAValue, SSAValue]], claims: list[Claim], gamma: isl.Set) -> bool:
    """A chain's claims may be inferred: always for a float `addf`/`mulf`
    chain without `reassoc` (any order but the spec's rounds differently,
    so a chain in another order is wrong and its claims rightly fail),
    else only when they are `consecutive`."""
    name = steps[-1][0].op.name  # type: ignore[union-attr]
    if name in UNORDERED_FLOAT and not any("reassoc" in fastmath_flags(v.op) for v, _ in steps):  # type: ignore[union-attr]
        return True
    return consecutive(claims, gamma)


def consecutive(claims: list[Claim], gamma: isl.Set) -> bool:
    """Each claim of a chain names the same output element as the one
    before and the next stage of the reduction (the last reduced index
    one further, the others equal), everywhere on `gamma`: the order of
    the spec's reduction.  A chain in another order (`max(x0, max(x1, c))`)
    is right for an associative and commutative combiner, but its claims
    would fail: nothing is inferred for it (unsupported), never FAILED
    (`in_order`)."""
    for (_, idx0, st0), (_, idx1, st1) in zip(claims, claims[1:]):
        if not st0 or len(st0) != len(st1):
            return False
        same = space.universe_params()
        for a, b in zip([*idx0, *st0[:-1]], [*idx1, *st1[:-1]]):
            same = same.intersect(space.eq(a, b))
        same = same.intersect(space.eq(st1[-1], st0[-1].add(const(1))))
        if not checks.holds_everywhere(gamma, same).is_empty():
            return False
    return True


def chain_claims(ev, frame: Frame, loop: Operation, k: int) -> list:
    """The earlier steps of iter_arg #k's inferred chain (`carried_claim`):
    (the step's value, its claim), in order."""
    return ev.claims.get((frame.key, loop, k, "chain"), [])


_MAX_CHAIN = 16


def _chain(value: SSAValue, acc: SSAValue, body) -> list[tuple[SSAValue, SSAValue]] | None:
    """The steps `(v, e)` from the iter_arg `acc` to `value`, each `v = prev
    (+) e` a binary op of `body` with `prev` the one operand that depends on
    `acc` through such ops (either operand order); None when `value` is no
    such chain.  The ops are not required to be one combiner: each step's
    claim is checked, so a step with another op fails its obligation."""
    steps: list[tuple[SSAValue, SSAValue]] = []
    while value is not acc:
        if len(steps) >= _MAX_CHAIN or not _binary_in(value, body):
            return None
        a, b = value.op.operands  # type: ignore[union-attr]
        options = [(x, y) for x, y in ((a, b), (b, a)) if _reaches(x, acc, body, _MAX_CHAIN - len(steps))]
        if len(options) != 1:
            return None
        prev, e = options[0]
        steps.append((value, e))
        value = prev
    steps.reverse()
    return steps or None


def _binary_in(v: SSAValue, body) -> bool:
    return (isinstance(v, OpResult) and v.op.parent_block() is body and len(v.op.operands) == 2
            and len(v.op.results) == 1 and not v.op.regions)


def _reaches(v: SSAValue, acc: SSAValue, body, depth: int) -> bool:
    """`v` is `acc` or a binary op of `body` with an operand that reaches
    it (at most `depth` ops deep)."""
    if v is acc:
        return True
    if depth <= 0 or not _binary_in(v, body):
        return False
    return any(_reaches(x, acc, body, depth - 1) for x in v.op.operands)  # type: ignore[union-attr]


def epilogue_claim(ev, store: Operation, frame: Frame, gamma: isl.Set, current) -> tuple[Claim, list] | None:
    """The claim of a bare `memref.store` of a chain `((a (+) e1) (+) e2)
    ...`, where `a` is the result of an earlier `scf.for` of the same block
    whose iter_arg has a claim (carried.py: the remainder of a reduction
    loop unrolled by a factor that does not divide its trip count, which
    mlir-opt-19's `affine-loop-unroll` peels after the loop), or the cell
    `store` writes, loaded or forwarded from an earlier store
    (`affine-scalrep` after unrolling: several steps, one store).  (claim
    of the last step, [(value, claim)] of the earlier ones), each checked
    like a written prophecy (`chain_claims`'s order); None when it is not
    one.  Kept per store and frame, as `scalar_claim`."""
    key = (frame.key, store, "epilogue")
    if key in ev.claims:
        return ev.claims[key]
    found = None
    value = store.operands[0]
    block = store.parent_block()
    loop_results = [r for r in _earlier_loop_results(store) if (frame.key, r) in ev.loop_results]
    chains = [(r, c) for r in [*loop_results, *_earlier_cell_values(store)] if (c := _chain(value, r, block)) is not None]
    if len(chains) == 1:
        r, steps = chains[0]
        candidates = ev.inferable.get(steps[-1][0].op.name)  # type: ignore[union-attr]
        if candidates:
            claims = [unique_claim(candidates, _load_sources(ev, e, frame, gamma, current), e) for _, e in steps]
            loop = ev.loop_results.get((frame.key, r))
            tensor = loop.tensor if loop is not None else claims[-1][0] if claims[-1] is not None else None
            if all(c is not None and c[0] is tensor for c in claims) and in_order(steps, claims, gamma):  # type: ignore[arg-type]
                found = (claims[-1], [(v, c) for (v, _), c in zip(steps[:-1], claims[:-1])])
    ev.claims[key] = found
    return found


def _earlier_cell_values(store: Operation) -> list[SSAValue]:
    """The values of the block before `store` that are the content of the
    cell it writes: loads of it, and values earlier stores wrote into it."""
    found: list[SSAValue] = []
    for op in store.parent_block().ops:  # type: ignore[union-attr]
        if op is store:
            break
        if op.name == "memref.load" and loads_same_cell(op.results[0], store):
            found.append(op.results[0])
        elif op.name == "memref.store" and stored_before(op.operands[0], store):
            found.append(op.operands[0])
    return found


def _earlier_loop_results(op: Operation) -> list[SSAValue]:
    """The results of the `scf.for` ops before `op` in its block."""
    found: list[SSAValue] = []
    for other in op.parent_block().ops:  # type: ignore[union-attr]
        if other is op:
            break
        if other.name == "scf.for":
            found.extend(other.results)
    return found
