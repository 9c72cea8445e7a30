"""What "the target refines the source" means, as formulas over a
`PairEncoding` (mlir-tv 6.3 with LLVM's treatment of poison):

* **UB**: the target is undefined only where the source is.
* **return values**, each: a poison (or uninitialized) source value allows
  anything; otherwise the target's value is not poison and equals it (for
  floats: +0 != -0, all NaNs equal).  Tensors: equal extents, and every
  in-bounds element so (checked at one fresh index: the negated query is
  existential).
* **memory**: every non-local element the source defines at the end, the
  target defines with the same value; a block the source keeps alive (or
  writable) the target does too.

Each obligation is a formula that must hold whenever the source has no UB
(the query is `pre and not src_ub and not (all obligations)`); its free
constants (the index, block and offset "witnesses") are existential there.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field

import z3

from tvmlir.semantics import index as ix
from tvmlir.semantics.index_bounds import BoundedDivisions
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, not_, or_
from tvmlir.semantics.memory import BID_WIDTH, bid_val
from tvmlir.semantics.opaque import EVENTS, same_traces
from tvmlir.semantics.values import MemRef, Scalar, Tensor


@dataclass
class Obligation:
    name: str
    holds: z3.BoolRef
    kind: str  # "ub", "return", "memory"
    index: int | None = None
    witnesses: dict[str, z3.ExprRef] = field(default_factory=dict)


def obligations(enc) -> list[Obligation]:
    sem = enc.ctx.sem
    out = [Obligation("target is undefined where the source is defined", not_(enc.tgt.ub), "ub")]
    n = len(enc.src.returns)
    for k, (s, t, ty) in enumerate(zip(enc.src.returns, enc.tgt.returns, enc.result_types)):
        name = "return value mismatch" + (f" ({k + 1}/{n})" if n > 1 else "")
        holds, wit = value_refines(enc, s, t, ty, f"ret{k}")
        out.append(Obligation(name, holds, "return", k, wit))
    mem = memory_refines(enc)
    if mem is not None:
        out.append(mem)
    events = same_traces(sem, enc.src.memory, enc.tgt.memory)
    if events is not None:
        holds, witnesses = events
        out.append(Obligation(EVENTS, holds, "events", None, {"indices": witnesses}))
    return out



def value_refines(enc, s, t, ty, tag):
    sem = enc.ctx.sem
    if isinstance(s, Scalar) and isinstance(t, Scalar):
        return or_(s.poison_or_false(), and_(not_(t.poison_or_false()), sem.same(s.term, t.term, ty))), {}
    if isinstance(s, Tensor) and isinstance(t, Tensor):
        # An index into an extent of 1 is 0: a constant, not a variable the
        # guard pins (folds the window arithmetic of a 1x1 pooling output).
        J = [ix.bv(0) if ix.value(d) == 1 else z3.BitVec(f"{tag}.i{k}", 64) for k, d in enumerate(s.dims)]
        elem = ty.get_element_type()

        def ok(K):
            return element_refines(enc, s, t, elem, K)

        sizes = [ix.value(d) for d in s.dims]
        small = sizes and sizes == [ix.value(d) for d in t.dims] and None not in sizes
        if small and math.prod(sizes) <= ELEMENT_SPLIT and _divides_indices(ok(J)):
            return _each_element(J, sizes, ok), {"indices": J}
        dims_eq = and_(*[ix.eq(a, b) for a, b in zip(s.dims, t.dims)]) if s.dims else z3.BoolVal(True)
        # Under the guard each index is below its (constant) extent: fold
        # the divisions reshapes leave on them (semantics/index_bounds.py).
        bounds = {j: ix.value(d) for j, d in zip(J, s.dims) if not z3.is_bv_value(j) and ix.value(d)}
        body = BoundedDivisions(bounds).rewrite(ok(J))
        return and_(dims_eq, z3.Implies(ix.in_bounds(J, s.dims), body)), {"indices": J}
    if isinstance(s, MemRef) and isinstance(t, MemRef):
        if _all_local(enc.src, s) and _all_local(enc.tgt, t):
            return _same_contents(enc, s, t, ty, tag)
        return _same_view(enc, s, t), {}
    if isinstance(s, MemRef) or isinstance(t, MemRef):
        raise Unsupported(None, "return values of different kinds")
    raise Unsupported(None, "return values of different kinds")


def element_refines(enc, s: Tensor, t: Tensor, elem, K) -> z3.BoolRef:
    """Element `K` of the target's tensor refines the source's: an
    undefined source element allows anything, else the target's is defined
    and the same value."""
    sem = enc.ctx.sem
    return or_(s.undefined_get(K), and_(not_(t.undefined_get(K)), sem.same(s.elem_get(K), t.elem_get(K), elem)))


ELEMENT_SPLIT = 64
"""A returned tensor of static shape with at most this many elements whose
element terms divide indices is compared element by element
(`_each_element`)."""


_DIVISIONS = (z3.Z3_OP_BUDIV, z3.Z3_OP_BUREM, z3.Z3_OP_BUDIV_I, z3.Z3_OP_BUREM_I)


def _divides_indices(term: z3.ExprRef, budget: int = 200_000) -> bool:
    """Whether `term` divides a non-constant 64-bit index (what a reshape
    leaves), looked for in at most `budget` distinct subterms.  Only then
    is the per-element form worth it: it has a copy of the element terms
    per element, which makes counterexamples slower to find (a mutated
    convolution took 25 s instead of 0.1 s)."""
    seen: set[int] = set()
    todo = [term]
    while todo and len(seen) < budget:
        e = todo.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_quantifier(e):
            todo.append(e.body())
            continue
        if z3.is_app(e) and e.decl().kind() in _DIVISIONS and e.size() == 64 and not z3.is_bv_value(e.arg(0)):
            return True
        todo.extend(e.children())
    return False


def _each_element(J, sizes, ok) -> z3.BoolRef:
    """`ok(J)` for every in-bounds `J`, as one implication per element:
    `J = c -> ok(c)` with `c` constant.  The same formula as `in_bounds(J)
    -> ok(J)` (the witness `J` still names the broken element), but each
    element's index arithmetic is constant: the solver folds a reshape's
    `(j0 * 3 + j1) / 3` at `j = (1, 2)` to 1 before it searches, where for a
    symbolic `J` it had to reason about 64-bit division (batched attention
    across IREE's dispatch creation: timeout, now verified)."""
    clauses = []
    for c in itertools.product(*[range(n) for n in sizes]):
        K = [ix.bv(v) for v in c]
        clauses.append(z3.Implies(and_(*[j == k for j, k in zip(J, K)]), ok(K)))
    return and_(*clauses)


def _all_local(side, m: MemRef) -> bool:
    blocks = side.memory.of(m.elem_type)
    return all(blocks[k].local for k in m.candidates)


RETURNED_ALLOCATIONS = ("a memref returned as a view of a new allocation on both sides is compared by its contents "
                        "at the return (the caller owns a new buffer either way; which results share one is not "
                        "compared)")  # fmt: skip


def _same_contents(enc, s: MemRef, t: MemRef, ty, tag):
    """Both sides return a view of an allocation they made (an escaping
    `memref.alloc`, what bufferization returns): the caller gets a new
    buffer, and sees its contents.  So the target's view must be live and
    in bounds and hold what the source's holds, element by element as a
    returned tensor; a source view that is not live or in bounds allows
    anything.  A view of `memref.alloca` memory dangles once the function
    returns (its scope ends): returning it is undefined on either side."""
    enc.ctx.assume(RETURNED_ALLOCATIONS)
    st, s_bad = enc.src.memory.read_view(s)
    tt, t_bad = enc.tgt.memory.read_view(t)
    s_bad = or_(s_bad, enc.src.memory.on_stack(s))
    t_bad = or_(t_bad, enc.tgt.memory.on_stack(t))
    holds, wit = value_refines(enc, st, tt, ty, tag)
    return or_(s_bad, and_(not_(t_bad), holds)), wit


def _same_view(enc, s: MemRef, t: MemRef) -> z3.BoolRef:
    """A returned memref: the caller sees the view (block, offset, extents,
    and the strides of extents above 1, the only ones an access uses), and
    its contents through the memory obligation.  So both sides must return
    the same view of a non-local block; a view of a local block (its
    contents are compared nowhere) or a view where the source returned an
    allocation (the caller may free it) is unsupported."""
    for m, side in ((s, enc.src), (t, enc.tgt)):
        blocks = side.memory.of(m.elem_type)
        if any(blocks[k].local for k in m.candidates):
            raise Unsupported(None, "returning a memref of a local block (an allocation escapes) is not modelled")
    if t.is_view and not s.is_view:
        raise Unsupported(None, "returning a view where the source returns the memref itself is not modelled")
    same = [s.bid == t.bid, ix.eq(s.offset, t.offset)]
    for ds, dt, ss, st in zip(s.dims, t.dims, s.strides, t.strides):
        same.append(ix.eq(ds, dt))
        same.append(or_(ix.ule(ds, ix.bv(1)), ix.eq(ss, st)))
    return and_(*same)


def memory_refines(enc) -> Obligation | None:
    sem = enc.ctx.sem
    clauses = []
    b = z3.BitVec("mem.block", BID_WIDTH)
    o = z3.BitVec("mem.offset", 64)
    witnesses = {"block": b, "offset": o}
    for elem, blocks in enc.src.memory.blocks.items():
        tgt_blocks = enc.tgt.memory.of(elem)
        for k, sb in enumerate(blocks):
            if sb.local or (elem, k) in enc.unobserved:
                continue
            tb = tgt_blocks[k]
            s_writable, t_writable = enc.src.memory.writable(elem, k), enc.tgt.memory.writable(elem, k)
            if sb.elems.eq(tb.elems) and sb.poison.eq(tb.poison) and sb.live.eq(tb.live) and s_writable.eq(t_writable):
                continue
            here = and_(b == bid_val(k), _same_type_tag(enc, elem))
            defined = and_(ix.ult(o, sb.size), not_(z3.Select(sb.poison, o)))
            same = and_(
                not_(z3.Select(tb.poison, o)),
                sem.same(z3.Select(sb.elems, o), z3.Select(tb.elems, o), elem),
            )
            kept = and_(z3.Implies(sb.live, tb.live), z3.Implies(s_writable, t_writable))
            clauses.append(z3.Implies(here, and_(z3.Implies(defined, same), kept)))
    if not clauses:
        return None
    return Obligation("memory mismatch", and_(*clauses), "memory", None, witnesses)


def _same_type_tag(enc, elem):
    """Block ids are per element type; one witness covers every type by a
    second witness naming the type."""
    types = list(enc.src.memory.blocks)
    if len(types) <= 1:
        return z3.BoolVal(True)
    tag = z3.Int("mem.type")
    return tag == types.index(elem)
