"""The memory model of `tv-check` (mlir-tv CAV'22 section 6, DESIGN.md 6).

Memory is a set of blocks per element type.  A block has a size, elements,
poison flags (uninitialized or poison elements), and whether it is
writable and alive.  Blocks are

* **non-local**: what memref arguments point to (one block per memref
  argument of the type, so arguments may alias: each argument's block id
  is a variable over them) and `memref.global`s.  They exist before the
  call and are shared by the source and the target; refinement compares
  them at the end (`refines`).
* **local**: `memref.alloc` / `alloca`, `bufferization.to_memref`.  Each
  function allocates its own; they are not compared.

Reads out of the block, or of a dead block, are UB; so are writes to a
read-only block, and loads of uninitialized elements (a block's `poison`
array says which elements are uninitialized: memory holds no poison,
since storing a poison value is UB, poison being observed where it is
stored, design notes 5.1).  Copying memory moves the flags along
(`memref.copy` of uninitialized memory is not UB; reading the copy is).

Writes of whole views (linalg outputs, `memref.copy`) need the
row-major contiguous layout; other layouts are `Unsupported`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import z3
from xdsl.ir import Attribute

from tvmlir.semantics import index as ix
from tvmlir.semantics.fp.terms import and_, ite, not_, or_
from tvmlir.semantics.values import MemRef, Names, Scalar, Tensor

BID_WIDTH = 16


def bid_val(n: int) -> z3.BitVecRef:
    return z3.BitVecVal(n, BID_WIDTH)


NO_BLOCK = (1 << BID_WIDTH) - 1
"""A block id no block has (`Block.clone_of` of a block that is no clone
on one way of a branch)."""


@dataclass
class Block:
    elem_type: Attribute
    sort: z3.SortRef
    size: z3.BitVecRef
    elems: z3.ArrayRef
    poison: z3.ArrayRef
    writable: z3.BoolRef
    live: z3.BoolRef
    local: bool
    name: str
    written: ViewWrite | None = None
    stack: bool | z3.BoolRef = False
    """Made by `memref.alloca`: released by its scope, never by dealloc
    nor returned.  A z3 condition where the ways of a branch meet with an
    `alloca` on one and an `alloc` on the other (`paths._merge_block`)."""
    clone_of: z3.BitVecRef | None = None
    """Made by `bufferization.clone`: the block id of the clone's source.
    A clone may share its source's buffer (MLIR: "valid implementations
    ... may alias the input and output views"), so the source is read-only
    while the clone is alive (`Memory.writable`), and writable again (if
    it was) once the clone is freed, as a shared buffer's reference count
    makes it.  `NO_BLOCK` where branches merge a clone with another block."""


@dataclass(frozen=True)
class ViewWrite:
    """The last whole-view write of a block (`Memory.write_view`, a block
    made from a tensor): the view's layout, the tensor written, and the
    block's arrays right after it.

    Why: the write is an SMT lambda that finds the element of an address
    by dividing it by the view's strides.  Reading the same view back by
    indices (a linalg op's output read by `bufferization.to_tensor`, a
    `memref.copy` of it) would hand the solver `(flat(J) / s) % d` for
    every index, 64-bit divisions it bit-blasts (mlir-tv's
    `linalg-bufferize/depthwise1/2` timed out on them).  While the block's
    arrays are still the ones the write made (`answers`: the same terms,
    so no store came in between), element J of the same layout is the
    tensor's element J, exactly for J within the extents; beyond them a
    tensor's elements are unspecified (readers check bounds).  The write's
    inverse is exact because a written view lies in its block (below
    2^48) or the write was UB."""

    elems: z3.ArrayRef
    poison: z3.ArrayRef
    offset: z3.BitVecRef
    dims: tuple[z3.BitVecRef, ...]
    strides: tuple[z3.BitVecRef, ...]
    tensor: Tensor
    stores: tuple[tuple[z3.BitVecRef, z3.ExprRef], ...] = ()
    """(address, value) of the single-element stores since, in order."""

    @staticmethod
    def of(b: Block, m: MemRef, t: Tensor) -> ViewWrite:
        return ViewWrite(b.elems, b.poison, m.offset, tuple(m.dims), tuple(m.strides), t)

    def elem_get(self, m: MemRef, J) -> z3.ExprRef:
        out = self.tensor.elem_get(J)
        if self.stores:
            a = m.address(J)
            for addr, v in self.stores:
                out = ite(ix.eq(a, addr), v, out)
        return out

    def uninit_get(self, m: MemRef, J) -> z3.BoolRef:
        out = self.tensor.uninit_get(J)
        if self.stores:
            a = m.address(J)
            out = and_(*[not_(ix.eq(a, addr)) for addr, _ in self.stores], out)
        return out

    def same_layout(self, m: MemRef) -> bool:
        def same(xs, ys):
            return len(xs) == len(ys) and all(x.eq(y) for x, y in zip(xs, ys))

        return self.offset.eq(m.offset) and same(self.dims, m.dims) and same(self.strides, m.strides)


def moved_by_stores(op) -> bool:
    """Whether the loaded value's only uses are as the value a store
    writes: the load moves the element (an uninitialized one stays so)
    rather than reading it, as `memref.copy` does, and as a `linalg.generic`
    whose body only yields a block argument does (design notes, "Poison vs
    uninitialized")."""
    uses = list(op.results[0].uses)
    return bool(uses) and all(
        u.operation.name in ("memref.store", "affine.store") and u.index == 0 for u in uses
    )


def _written(b: Block, m: MemRef, array: str) -> ViewWrite | None:
    """The tensor of `b`'s last view write when reading view `m` of `b`'s
    `array` ("elems" or "poison") can use it (see `ViewWrite`)."""
    w = b.written
    if w is None or not getattr(b, array).eq(getattr(w, array)) or not w.same_layout(m):
        return None
    return w


class Memory:
    """The blocks of one function's state, per element type (a key is the
    MLIR element type).  Non-local blocks come first in each list."""

    def __init__(self) -> None:
        self.blocks: dict[Attribute, list[Block]] = {}
        # The accesses of a parallel loop's iteration, while one runs
        # (semantics/races.py); None: not recorded.
        self.recorder: list | None = None
        # The events performed so far (opaque ops with effects,
        # semantics/opaque.py), in order.
        self.events: tuple = ()
        # How many of them happen (a term: branches merge it).
        self.event_count = None

    def clone(self) -> Memory:
        m = Memory()
        m.blocks = {k: list(v) for k, v in self.blocks.items()}
        m.recorder = self.recorder
        m.events = self.events
        m.event_count = self.event_count
        return m

    def _record(self, kind: str, m: MemRef, contains) -> None:
        if self.recorder is not None:
            from tvmlir.semantics.races import Access

            self.recorder.append(Access(kind, m.elem_type, m.bid, m.candidates, contains))

    def of(self, elem_type: Attribute) -> list[Block]:
        return self.blocks.setdefault(elem_type, [])

    def add(self, block: Block) -> int:
        blocks = self.of(block.elem_type)
        blocks.append(block)
        return len(blocks) - 1

    def nonlocal_blocks(self):
        for t, blocks in self.blocks.items():
            for k, b in enumerate(blocks):
                if not b.local:
                    yield t, k, b

    # ----- per-candidate helpers ------------------------------------------------

    def _pick(self, m: MemRef, fn):
        """`fn(block)` for the block `m` points to (an ite over candidates)."""
        blocks = self.of(m.elem_type)
        cands = list(m.candidates)
        out = fn(blocks[cands[-1]])
        for k in reversed(cands[:-1]):
            out = ite(m.bid == bid_val(k), fn(blocks[k]), out)
        return out

    def writable(self, elem_type: Attribute, k: int) -> z3.BoolRef:
        """Whether block `k` may be written now: its own flag, and no live
        clone that may share its buffer (`Block.clone_of`)."""
        blocks = self.of(elem_type)
        pinned = [and_(c.live, c.clone_of == bid_val(k)) for c in blocks if c.clone_of is not None]
        return and_(blocks[k].writable, not_(or_(*pinned))) if pinned else blocks[k].writable

    def _pick_writable(self, m: MemRef) -> z3.BoolRef:
        """`writable` of the block `m` points to."""
        cands = list(m.candidates)
        out = self.writable(m.elem_type, cands[-1])
        for k in reversed(cands[:-1]):
            out = ite(m.bid == bid_val(k), self.writable(m.elem_type, k), out)
        return out

    def _update(self, m: MemRef, fn) -> None:
        """Replace each candidate block `b` by `fn(b, is_it)`."""
        blocks = self.of(m.elem_type)
        single = len(m.candidates) == 1
        for k in m.candidates:
            is_it = z3.BoolVal(True) if single else m.bid == bid_val(k)
            blocks[k] = fn(blocks[k], is_it)

    # ----- accesses ---------------------------------------------------------------

    def view_ok(self, m: MemRef) -> z3.BoolRef:
        """The whole view lies in a live block: its least and greatest
        addresses (`ix.signed_span`: on 128 bits, so a view must not wrap
        around the address space; offset and strides signed, as MLIR's
        index values, so a view of stride -1 runs down from its offset)
        within the block.  Read unsigned, a stride of -1 put the last
        element past 2^64: every copy or linalg op through such a view
        was UB, and a source using one accepted any target (attack round
        9, `soundness/negative-strides`)."""
        nonempty = and_(*[z3.UGT(d, ix.bv(0)) for d in m.dims]) if m.dims else z3.BoolVal(True)
        if all(ix.nonneg_constant(s) for s in m.strides):
            # Strides known non-negative: the offset is the least address,
            # and a negative one read unsigned is past any block, so the
            # unsigned last address alone decides (the form the solver
            # knows best).
            last = _unsigned_last(m)
            inside = self._pick(m, lambda b: and_(b.live, or_(not_(nonempty), ix.wide_lt(last, b.size))))
        else:
            lo, hi = ix.signed_span(m.offset, m.dims, m.strides)
            inside = self._pick(m, lambda b: and_(b.live, or_(not_(nonempty), ix.swide_inside(lo, hi, b.size))))
        return inside if m.within is None else and_(inside, m.whole_ok())

    def load(self, m: MemRef, indices: Sequence[z3.BitVecRef], moved: bool = False) -> tuple[Scalar, z3.BoolRef]:
        """A load: UB out of bounds, from a dead block, or of an
        uninitialized element, unless `moved` (the loaded value is only
        stored, see `moved_by_stores`): then the value carries the
        element's uninitialized flag to the store, as `memref.copy` does
        (a loop of loads and stores is how a copy is lowered)."""
        addr = m.address(indices)
        self._record("r", m, lambda x: x == addr)
        value = self._pick(m, lambda b: z3.Select(b.elems, addr))
        if moved:
            ok = and_(
                ix.in_bounds(indices, m.dims),
                m.access_ok(indices),
                self._pick(m, lambda b: and_(b.live, z3.ULT(addr, b.size))),
            )
            return Scalar(value, uninit=self._pick(m, lambda b: z3.Select(b.poison, addr))), not_(ok)
        ok = and_(
            ix.in_bounds(indices, m.dims),
            m.access_ok(indices),
            self._pick(m, lambda b: and_(b.live, z3.ULT(addr, b.size), not_(z3.Select(b.poison, addr)))),
        )
        return Scalar(value), not_(ok)

    def store(self, m: MemRef, indices: Sequence[z3.BitVecRef], v: Scalar, when: z3.BoolRef | None = None) -> z3.BoolRef:
        """A store (where `when` holds, if given: a masked lane): UB out of
        bounds, into a read-only or dead block, or of a poison value."""
        addr = m.address(indices)
        if when is not None and z3.is_true(when):
            when = None
        self._record("w", m, lambda x: x == addr)
        ok = and_(
            ix.in_bounds(indices, m.dims),
            m.access_ok(indices),
            self._pick(m, lambda b: and_(b.live, z3.ULT(addr, b.size))),
            self._pick_writable(m),
        )
        ub = or_(not_(ok), v.poison_or_false())
        if when is not None:
            ub = and_(when, ub)

        def upd(b, is_it):
            hit = is_it if when is None else and_(is_it, when)
            out = replace(
                b,
                elems=ite(hit, z3.Store(b.elems, addr, v.term), b.elems),
                poison=ite(hit, z3.Store(b.poison, addr, v.uninit if v.uninit is not None else z3.BoolVal(False)), b.poison),
                written=None,
            )
            w = b.written
            if w is not None and v.uninit is None and z3.is_true(hit) and b.elems.eq(w.elems) and b.poison.eq(w.poison):
                out.written = replace(w, elems=out.elems, poison=out.poison, stores=(*w.stores, (addr, v.term)))
            return out

        self._update(m, upd)
        return ub

    def read_view(self, m: MemRef) -> tuple[Tensor, z3.BoolRef]:
        """The view's contents as a tensor; UB unless it lies in a live block."""
        blocks_now = {k: self.of(m.elem_type)[k] for k in m.candidates}
        self._record("r", m, lambda x: view_contains(m, x))

        def pick(fn):
            cands = list(m.candidates)
            out = fn(blocks_now[cands[-1]])
            for k in reversed(cands[:-1]):
                out = ite(m.bid == bid_val(k), fn(blocks_now[k]), out)
            return out

        def elem(J):
            a = m.address(J)

            def one(b):
                w = _written(b, m, "elems")
                return w.elem_get(m, J) if w is not None else z3.Select(b.elems, a)

            return pick(one)

        def uninit(J):
            a = m.address(J)

            def one(b):
                w = _written(b, m, "poison")
                return w.uninit_get(m, J) if w is not None else z3.Select(b.poison, a)

            return pick(one)

        flat = None
        if m.is_identity():

            def flat(i):
                def one(b):
                    w = _written(b, m, "elems")
                    if w is not None:
                        return w.elem_get(m, ix.unflatten(i, m.dims)) if w.stores else w.tensor.elem_at(i)
                    return z3.Select(b.elems, ix.add(m.offset, i))

                return pick(one)
        sort = blocks_now[m.candidates[0]].sort
        t = Tensor(m.elem_type, sort, list(m.dims), flat, index_fn=elem, uninit_fn=uninit)
        return t, not_(self.view_ok(m))

    def write_view(self, m: MemRef, t: Tensor, names: Names) -> z3.BoolRef:
        """Store tensor `t` into the view (same shape); `t`'s uninitialized
        elements stay uninitialized (callers make storing poison UB).  The
        view is row-major contiguous, or strided with constant strides that
        nest (each at least the next one times its extent), so that an
        address belongs to at most one element and the element is found by
        division."""
        self._record("w", m, lambda x: view_contains(m, x))
        ub = or_(
            not_(self.view_ok(m)),
            not_(self._pick_writable(m)),
            *[not_(ix.eq(a, b)) for a, b in zip(m.dims, t.dims)],
        )
        j = names.fresh("j")
        locate = _inverse(m, j)

        def upd(b, is_it):
            inside, J = locate
            hit = and_(is_it, inside)
            elems = z3.Lambda([j], ite(hit, t.elem_get(J), z3.Select(b.elems, j)))
            uninit = z3.Lambda([j], ite(hit, t.uninit_get(J), z3.Select(b.poison, j)))
            out = replace(b, elems=elems, poison=uninit, written=None)
            return replace(out, written=ViewWrite.of(out, m, t)) if z3.is_true(is_it) else out

        self._update(m, upd)
        return ub

    def set_writable(self, m: MemRef, writable: bool) -> None:
        self._update(m, lambda b, is_it: replace(b, writable=ite(is_it, z3.BoolVal(writable), b.writable)))

    def on_stack(self, m: MemRef) -> z3.BoolRef:
        """The view lies in a block `memref.alloca` made."""
        return self._pick(m, lambda b: b.stack if isinstance(b.stack, z3.BoolRef) else z3.BoolVal(b.stack))

    def set_live(self, m: MemRef, live: bool) -> z3.BoolRef:
        """dealloc: UB unless the block is live (and the view starts it)."""
        self._record("w", m, lambda x: z3.BoolVal(True))
        ok = self._pick(m, lambda b: b.live)
        self._update(m, lambda b, is_it: replace(b, live=ite(is_it, z3.BoolVal(live), b.live)))
        return not_(ok)


def _unsigned_last(m: MemRef) -> z3.BitVecRef:
    """The address of `m`'s last element, its offset and strides read
    unsigned, on 128 bits (the greatest address when the strides are
    non-negative)."""
    last = ix.wide(m.offset)
    for d, s in zip(m.dims, m.strides):
        last = last + (ix.wide(d) - 1) * ix.wide(s)
    return z3.simplify(last)


def view_contains(m: MemRef, x: z3.BitVecRef) -> z3.BoolRef:
    """Address `x` may belong to view `m`: between its first and last
    element (exact for contiguous views, more for strided ones), on 128
    bits."""
    if not m.dims:
        return x == m.offset
    nonempty = and_(*[z3.UGT(d, ix.bv(0)) for d in m.dims])
    if all(ix.nonneg_constant(s) for s in m.strides):
        return and_(nonempty, z3.UGE(x, m.offset), z3.ULE(ix.wide(x), _unsigned_last(m)))
    lo, hi = ix.signed_span(m.offset, m.dims, m.strides)
    return and_(nonempty, lo <= ix.wide(x), ix.wide(x) <= hi)


def _inverse(m: MemRef, j: z3.BitVecRef):
    """(address `j` is an element of view `m`, that element's indices)."""
    from tvmlir.semantics.encoding import Unsupported

    if m.is_identity():
        rel = ix.sub(j, m.offset)
        inside = and_(z3.UGE(j, m.offset), z3.ULT(rel, m.size()))
        return inside, ix.unflatten(rel, m.dims)
    strides = [ix.value(s) for s in m.strides]
    dims = [ix.value(d) for d in m.dims]
    flip = [s is not None and d is not None and d > 1 and ix.signed(s) < 0 for s, d in zip(strides, dims)]
    if any(flip):
        # A constant negative stride walks down from the offset: the same
        # addresses as the stride's magnitude from the last element,
        # indices reversed.
        offset = m.offset
        for k in range(m.rank):
            if flip[k]:
                offset = ix.add(offset, ix.bv(((dims[k] - 1) * strides[k]) % (1 << ix.INDEX_WIDTH)))
        up = [ix.bv((1 << ix.INDEX_WIDTH) - s) if f else t for f, s, t in zip(flip, strides, m.strides)]
        inside, J = _inverse(replace(m, offset=offset, strides=up, within=None), j)
        return inside, [ix.sub(ix.bv(dims[k] - 1), J[k]) if flip[k] else J[k] for k in range(m.rank)]
    if any(s is not None and ix.signed(s) < 0 and (d is None or d > 1) for s, d in zip(strides, dims)):
        raise Unsupported(None, "writing a whole memref view with a negative stride")
    if None in strides or None in dims or 0 in strides:
        if m.rank > MAX_SYMBOLIC_RANK:
            raise Unsupported(None, f"writing a whole memref view of rank above {MAX_SYMBOLIC_RANK} needs "
                                    "constant strides")  # fmt: skip
        return _symbolic_inverse(m, j)
    order = sorted(range(m.rank), key=lambda k: -strides[k])
    for a, b in zip(order, order[1:]):
        if strides[a] < strides[b] * dims[b]:
            raise Unsupported(None, "writing a whole memref view whose strides overlap")
    rel = ix.sub(j, m.offset)
    conds = [z3.UGE(j, m.offset)]
    J = [None] * m.rank
    for k in order:
        q = ix.udiv(rel, ix.bv(strides[k]))
        conds.append(ix.ult(q, ix.bv(dims[k])))
        J[k] = q
        rel = ix.urem(rel, ix.bv(strides[k]))
    conds.append(rel == ix.bv(0))
    return and_(*conds), J


MAX_SYMBOLIC_RANK = 3
"""Whole-view writes with unknown strides or extents are inverted for
every order of the dimensions up to this rank."""


def nesting_orders(m: MemRef) -> list[tuple[tuple[int, ...], z3.BoolRef]]:
    """For each order of the view's dimensions (outermost first; every
    order up to MAX_SYMBOLIC_RANK, else the declared one), when the view is
    nested in it: each dimension of extent above 1 has a stride of at
    least the span of the inner ones (`(d - 1) * s` summed, plus 1), so
    distinct indices have distinct addresses and an address's indices are
    found by division, outermost first.  A subview of a nested view is
    nested in the same order.  On 128 bits."""
    import itertools

    r = m.rank
    orders = list(itertools.permutations(range(r))) if r <= MAX_SYMBOLIC_RANK else [tuple(range(r))]
    out = []
    for order in orders:
        clauses, span = [], z3.BitVecVal(1, ix.WIDE)
        for k in reversed(order):
            big = z3.UGT(m.dims[k], ix.bv(1))
            s, d = ix.wide(m.strides[k]), ix.wide(m.dims[k])
            # A negative stride (its bits above 2^63) is not nested: the
            # inverse divides unsigned.
            clauses.append(z3.Implies(big, and_(z3.UGE(s, span), m.strides[k] >= 0)))
            span = z3.If(big, span + (d - 1) * s, span)
        out.append((order, z3.simplify(z3.And(*clauses))))
    return out


def nested(m: MemRef) -> z3.BoolRef:
    """The view does not overlap itself in the sense of `nesting_orders`."""
    return z3.simplify(z3.Or(*[c for _, c in nesting_orders(m)])) if m.dims else z3.BoolVal(True)


def _symbolic_inverse(m: MemRef, j: z3.BitVecRef):
    """`_inverse` for unknown strides: the first order the view is nested
    in (`nesting_orders`) decides the element; an address belongs to no
    element if the view is nested in none (callers make that a
    precondition, `semantics/whole_view.py`)."""
    rel = ix.sub(j, m.offset)
    inside, J = z3.BoolVal(False), [ix.bv(0)] * m.rank
    for order, cond in reversed(nesting_orders(m)):
        r = rel
        conds = [z3.UGE(j, m.offset)]
        K = [None] * m.rank
        for k in order:
            # An extent of 1 (or 0) takes index 0 whatever its stride is.
            one = z3.ULE(m.dims[k], ix.bv(1))
            q = z3.If(one, ix.bv(0), z3.UDiv(r, m.strides[k]))
            conds.append(z3.ULT(q, m.dims[k]))
            K[k] = q
            r = z3.If(one, r, z3.URem(r, m.strides[k]))
        conds.append(r == ix.bv(0))
        here = and_(cond, *conds)
        inside = z3.If(cond, here, inside)
        J = [z3.If(cond, a, b) for a, b in zip(K, J)]
    return inside, J


MAX_ENUMERATED_OVERLAP = 4096
"""Views with constant layouts of at most this many elements each have
their overlap decided by listing their addresses."""


def overlap(a: MemRef, b: MemRef) -> z3.BoolRef | None:
    """Whether the two views share an element, exactly: same block and a
    common address.  Decided without quantifiers for contiguous views (an
    address interval each), one-dimensional views of one constant stride
    (intervals and the offsets' difference a multiple of the stride) and
    constant layouts (their addresses listed); otherwise None, and the
    caller states it with bound indices (`ub_if_overlap`).

    Why exact: the overlap is UB, and UB in the *source* is a precondition
    of the refinement.  The address intervals alone over-approximated it
    for strided views: copying the even elements of a buffer onto its odd
    ones (or one matrix column onto the next) was UB, so every target
    "verified" (session 20, lit_tests/soundness/views)."""
    if a.elem_type != b.elem_type:
        return z3.BoolVal(False)
    common = set(a.candidates) & set(b.candidates)
    if not common:
        return z3.BoolVal(False)
    nonempty = and_(*[z3.UGT(d, ix.bv(0)) for d in [*a.dims, *b.dims]]) if a.dims or b.dims else z3.BoolVal(True)
    same_block = a.bid == b.bid
    known = _constant_addresses(a), _constant_addresses(b)
    if None not in known:
        return and_(same_block, z3.BoolVal(not known[0].isdisjoint(known[1])))
    a_end = ix.add(a.address([ix.sub(d, ix.bv(1)) for d in a.dims]), ix.bv(1))
    b_end = ix.add(b.address([ix.sub(d, ix.bv(1)) for d in b.dims]), ix.bv(1))
    intervals = and_(same_block, nonempty, z3.ULT(a.offset, b_end), z3.ULT(b.offset, a_end))
    if a.is_identity() and b.is_identity():
        return intervals
    if (a.rank == 1 and b.rank == 1 and a.strides[0].eq(b.strides[0]) and ix.value(a.strides[0])
            and ix.nonneg_constant(a.strides[0])):  # a positive stride: intervals upward
        s = ix.value(a.strides[0])
        gap = ix.wide(a.offset) - ix.wide(b.offset)
        return and_(intervals, z3.SRem(gap, z3.BitVecVal(s, ix.WIDE)) == 0)
    return None


def _constant_addresses(m: MemRef) -> set[int] | None:
    values = [ix.value(t) for t in (m.offset, *m.dims, *m.strides)]
    if None in values:
        return None
    offset, dims, strides = values[0], values[1 : 1 + m.rank], values[1 + m.rank :]
    count = 1
    for d in dims:
        count *= d
    if count > MAX_ENUMERATED_OVERLAP:
        return None
    out = {offset}
    for d, s in zip(dims, strides):
        out = {(a + k * s) % (1 << ix.INDEX_WIDTH) for a in out for k in range(d)} if d > 0 else set()
    return out


def same_view(a: MemRef, b: MemRef) -> bool:
    """Whether the two views are the same terms: block, offset, extents
    and strides."""
    def same(xs, ys):
        return len(xs) == len(ys) and all(x.eq(y) for x, y in zip(xs, ys))

    return a.bid.eq(b.bid) and a.offset.eq(b.offset) and same(a.dims, b.dims) and same(a.strides, b.strides)


def overlap_at(a: MemRef, b: MemRef, J, K) -> z3.BoolRef:
    """Element `J` of `a` and element `K` of `b` are the same cell."""
    return and_(a.bid == b.bid, ix.eq(a.address(J), b.address(K)))


def ub_if_overlap(interp, a: MemRef, b: MemRef) -> None:
    """Make it UB (of `interp`'s run) that views `a` and `b` share an
    element: a closed condition when `overlap` has one, else some element
    of each at the same address (bound indices)."""
    c = overlap(a, b)
    if c is not None:
        c = z3.simplify(c)
        interp.ub(None if z3.is_false(c) else c)
        return
    J = [interp.names.fresh("ova") for _ in a.dims]
    K = [interp.names.fresh("ovb") for _ in b.dims]
    with interp.binder(J + K, [*a.dims, *b.dims]):
        interp.ub(overlap_at(a, b, J, K))
