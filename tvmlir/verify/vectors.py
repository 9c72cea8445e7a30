"""`--verify` semantics of the `vector` dialect: lanes are parallel
iterations (thesis 6.1, ramps re-expanded as lanes).

A vector value is a function of its lanes.  Each vector op that touches
memory gets one fresh isl parameter per vector dimension (its *lanes*,
`0 <= l_k < n_k`), and is evaluated like the body of a parallel loop over
them:

* `vector.transfer_read` / `vector.load` read, at their program point, the
  cell `base + perm(l)` of every active lane (mask set, in bounds where
  `in_bounds` is false; the other lanes hold the padding value).  The read
  is checked (in bounds, defined) for the active lanes, and the value is
  kept as a z3 term in the lane parameters.
* `vector.transfer_write` / `vector.store` write the cell `base + perm(l)`
  of each active lane with *that lane's* prophecy, which is checked with
  the write for exactly those lanes (S-ASSIGN per lane).  The lanes of one
  write are distinct cells (the map must be a permutation), so their union
  is the write's effect.
* Pure ops (elementwise `arith`/`math`, `broadcast`, `transpose`,
  `extract`, `insert`, `splat`, `step`, `shape_cast`, masks, dense
  constants, `from_elements`/`to_elements`: lane `l` row-major is scalar
  `l`) are evaluated lazily at a *lane point*: a list of quasi-affine
  expressions, one per dimension of the value.  Shape-changing ops map the
  lane point to their operand's; index vectors become isl expressions of
  the lanes (`LaneIndex`), data vectors z3 terms.
* `tv.prophesy` on a vector is one scalar prophecy per lane: lane `l`
  claims `value[l] = T(indices[l]..)`.

`vector.reduction` and `vector.multi_reduction` are in-order folds of
their lanes (folds.py), and a write of a bare fold gets the claim its
prophecy would make, inferred and proved lane by lane (inferred.py).
`vector.contract` combines lanes in an order that differs from the spec's
sequential one; that rule is not built here, so it is `unsupported`, and
for `add`/`mul` on floats without `fastmath<reassoc>` the reason says the
reordering is not licensed (never a value failure, never a proof).
"""

from __future__ import annotations

import islpy as isl
import z3
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    VectorType,
)
from xdsl.dialects import arith
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap

from tvmlir.affine import checks, heap, space
from tvmlir.affine.recover import IndexEnv, NotAffine, narrow_width, wrapped
from tvmlir.affine.space import const, param
from tvmlir.ir.attrs import int_list, op_attr
from tvmlir.ir.diagnostics import format_op_location
from tvmlir.semantics.arith import fastmath_flags
from tvmlir.semantics.scalar import ScalarSemantics, Unsupported
from tvmlir.tv_dialect import ProphesyOp
from tvmlir.verify import carried, copies, folds, inferred
from tvmlir.verify.frame import NO, Frame, Val
from tvmlir.verify.isl_z3 import as_index_word
from tvmlir.verify.obligations import (
    MISSING_ANNOTATION,
    READ_DEFINED,
    READ_IN_BOUNDS,
    WRITE_IN_BOUNDS,
    Outcome,
    VerifyUnsupported,
)

LanePoint = tuple[isl.PwAff, ...]

_READS = ("vector.transfer_read", "vector.load", "vector.maskedload")
_WRITES = ("vector.transfer_write", "vector.store", "vector.maskedstore")
_PURE = (
    "vector.broadcast", "vector.transpose", "vector.extract", "vector.insert", "vector.splat",
    "vector.step", "vector.shape_cast", "vector.constant_mask", "vector.create_mask",
    "vector.extractelement", "vector.insertelement", "vector.from_elements", "vector.to_elements",
    "vector.extract_strided_slice", "vector.insert_strided_slice",
)
_INSERTS = ("vector.insert", "vector.insertelement", "vector.insert_strided_slice")
_REDUCTIONS = ("vector.reduction", "vector.multi_reduction", "vector.contract")
_FOLDS = ("vector.reduction", "vector.multi_reduction")
"""Reductions of lanes modelled as in-order folds (folds.py)."""
_EXACT_KINDS = ("maximumf", "minimumf", "maxnumf", "minnumf", "maxsi", "minsi", "maxui", "minui",
                "and", "or", "xor")


def shape(value: SSAValue) -> list[int]:
    t = value.type
    return list(t.get_shape()) if isinstance(t, VectorType) else []


def _key(point: LanePoint) -> tuple[str, ...]:
    return tuple(str(p) for p in point)


class VectorSemantics:
    """The vector part of one `Evaluator` (lane functions of reads, lane
    environments), created with it."""

    def __init__(self, ev):
        self.ev = ev
        self._reads: dict[tuple[int, SSAValue], tuple[list[str], Val]] = {}
        self._envs: dict[tuple[int, tuple[str, ...]], LaneIndex] = {}
        self._terms: dict[tuple[int, tuple[str, ...], SSAValue], Val] = {}
        self._copies: dict[tuple[int, SSAValue], tuple[list[str], isl.UnionSet, isl.UnionMap]] = {}
        self.fold_claims: dict[tuple[int, SSAValue], tuple] = {}
        """Folds with a proved claim: (lane names, tensor, element, stage)
        (folds.py)."""

    # --- lanes ------------------------------------------------------------

    def lanes(self, op: Operation, frame: Frame, value: SSAValue, gamma: isl.Set) -> tuple[list[str], isl.Set]:
        """Fresh lane parameters for `op` (one per dimension of `value`)
        and `gamma` with `0 <= l_k < n_k`."""
        at = ":".join(format_op_location(op, self.ev.default_file).split(":")[-2:])
        dims = shape(value)
        names = self.ev.names.for_op(frame.key, op, [("l", f"lane{k}@{at}") for k in range(len(dims))], "lanes")
        dom = gamma
        for name, n in zip(names, dims):
            dom = dom.intersect(space.in_range(param(name), const(n)))
        return names, dom

    def env(self, frame: Frame, point: LanePoint) -> LaneIndex:
        key = (frame.key, _key(point))
        found = self._envs.get(key)
        if found is None:
            found = self._envs[key] = LaneIndex(self, frame, point)
        return found

    def index(self, op: Operation, frame: Frame, value: SSAValue, point: LanePoint) -> isl.PwAff:
        try:
            return self.env(frame, point).index(value)
        except NotAffine as e:
            raise VerifyUnsupported(e.op or op, f"not quasi-affine: {e.reason}") from None

    def condition(
        self, op: Operation, frame: Frame, value: SSAValue, point: LanePoint, where: isl.Set | None = None
    ) -> isl.Set:
        """The lane condition `value` at `point`; with `where`, it must be
        defined on all of it (a mask comparing a narrow integer that may
        wrap is refused, as a guard is: `Evaluator.condition`)."""
        try:
            env = self.env(frame, point)
            c = env.condition(value)
            if where is not None and not where.is_subset(env.condition_defined(value)):
                raise VerifyUnsupported(op, "mask not defined everywhere: it compares an integer narrower than "
                                        "64 bits that may wrap")
            return c
        except NotAffine as e:
            raise VerifyUnsupported(e.op or op, f"mask not quasi-affine: {e.reason}") from None

    # --- statements -------------------------------------------------------

    def run_op(self, op: Operation, frame: Frame, gamma: isl.Set, st, check: bool) -> None:
        name = op.name
        if name in _READS:
            if check:
                self.read(op, frame, gamma, st)
            if copies.moved_to_write(op.results[0]):
                self.note_copy(op, frame, gamma, st, check)
        elif name in _WRITES:
            self.write(op, frame, gamma, st, check)
        elif name in _PURE:
            pass  # pure: evaluated at a lane point when an obligation needs it
        elif name in _FOLDS:
            if len(op.operands) < 2:
                # No accumulator: lane 0 starts the fold, which no partial
                # reduction of the spec describes.
                raise VerifyUnsupported(op, reduction_reason(op))
            folds.check_kind(self.ev, op)  # a fold of lanes (folds.py)
            folds.stand(self, op, frame, gamma, check)
        elif name in _REDUCTIONS:
            raise VerifyUnsupported(op, reduction_reason(op))
        elif name == "vector.type_cast":
            self.refuse_vector_memory(op)
        else:
            raise VerifyUnsupported(op, "vector op without semantics in --verify")

    @staticmethod
    def refuse_vector_memory(op: Operation) -> None:
        """Memrefs of vectors (convert-vector-to-scf stages transfers
        through `memref<vector<..>>` allocas and `vector.type_cast`) are not
        modelled: a cell holding a whole vector is not a scalar cell."""
        for v in (*op.operands, *op.results):
            t = v.type
            if isinstance(t, MemRefType) and isinstance(t.element_type, VectorType):
                raise VerifyUnsupported(op, f"memref of vectors ({t})")

    def _access(self, op: Operation, frame: Frame, gamma: isl.Set, vec: SSAValue):
        """Buffer, lane names, lane domain, the cell of each lane, and the
        active lanes (mask set; in bounds along dims not marked in_bounds)."""
        if op.name.startswith("vector.transfer"):
            memref, idx, mask = op.source, list(op.indices), op.mask  # type: ignore[attr-defined]
            amap = op.permutation_map.data  # type: ignore[attr-defined]
            flags = op_attr(op, "in_bounds")
            n = len(shape(vec))
            in_bounds = [b.value.data for b in flags.data] if flags is not None else [False] * n  # type: ignore[union-attr]
        else:
            # vector.store %v, %m[idx]; vector.load %m[idx];
            # vector.maskedload %m[idx], %mask, %pass; vector.maskedstore %m[idx], %mask, %v
            stored_first = op.name == "vector.store"
            memref = op.operands[1] if stored_first else op.operands[0]
            rank = len(memref.type.get_shape())  # type: ignore[attr-defined]
            first = 2 if stored_first else 1
            idx = list(op.operands[first : first + rank])
            mask = op.operands[first + rank] if op.name in ("vector.maskedload", "vector.maskedstore") else None
            n = len(shape(vec))
            amap = AffineMap(rank, 0, tuple(AffineDimExpr(rank - n + k) for k in range(n)))
            # vector.load/store (and the unmasked lanes of the masked forms)
            # are undefined out of bounds, never clipped: every lane is an
            # access that must be in bounds.
            in_bounds = [True] * n
        buf = self.ev.buffer(op, memref, frame)
        if buf.type.element_type != vec.type.element_type:  # type: ignore[attr-defined]
            raise VerifyUnsupported(op, f"transfer between {buf.type} and {vec.type}")
        base = self.ev.indices(op, idx, frame, gamma)
        names, dom = self.lanes(op, frame, vec, gamma)
        lane = [param(x) for x in names]
        loc = list(base)
        transferred: dict[int, int] = {}
        for k, e in enumerate(amap.results):
            if isinstance(e, AffineDimExpr):
                loc[e.position] = loc[e.position].add(lane[k])
                transferred[e.position] = k
            elif isinstance(e, AffineConstantExpr) and e.value == 0:
                if op.name in _WRITES:
                    raise VerifyUnsupported(op, "broadcast in the permutation map of a write")
            else:
                raise VerifyUnsupported(op, f"permutation map result {e}")
        if op.name in _WRITES and len(set(transferred)) != len(amap.results):
            raise VerifyUnsupported(op, "permutation map that is not a permutation")
        active = dom
        if mask is not None:
            active = active.intersect(self.condition(op, frame, mask, tuple(lane), where=dom))
        for j, k in transferred.items():
            if not in_bounds[k]:
                active = active.intersect(space.lt(loc[j], buf.sizes[j]))
        return buf, names, dom, loc, active

    def read(self, op: Operation, frame: Frame, gamma: isl.Set, st) -> None:
        result = op.results[0]
        buf, names, dom, loc, active = self._access(op, frame, gamma, result)
        self.ev.check_bounds(READ_IN_BOUNDS, op, buf, loc, active)
        cell = heap.location(buf.name, buf.storage(loc), active)
        current = st.current()
        missing = checks.not_included(cell, current.domain())
        if missing.is_empty():
            self.ev.record(READ_DEFINED, op, Outcome.OK)
        else:
            self.ev.record(READ_DEFINED, op, Outcome.FAILED,
                           f"reads {buf.label} where no input or earlier write defines it",
                           self.ev.sample_text(missing))
        element_type = result.type.element_type  # type: ignore[attr-defined]
        value = self.ev.heap_value(current, cell, element_type)
        ub, poison = NO, self.ev.heap_poison(current, cell)
        if op.name == "vector.transfer_read":
            if isinstance(op.padding.type, VectorType):  # type: ignore[attr-defined]
                raise VerifyUnsupported(op, "vector padding value")
            other = self.ev.term(frame, op.padding)  # type: ignore[attr-defined]
        elif op.name == "vector.maskedload":
            # Masked-off lanes are the pass-through vector's lanes.
            other = self.term(op, frame, op.operands[-1], tuple(param(x) for x in names))
        if op.name in ("vector.transfer_read", "vector.maskedload"):
            inactive = self.ev.conv.set(dom.subtract(active))
            value = z3.If(inactive, other.term, value)
            ub = other.ub
            if not (z3.is_false(other.poison) and z3.is_false(poison)):
                poison = z3.If(inactive, other.poison, poison)
        self._reads[(frame.key, result)] = (names, Val(value, ub, poison))
        st.read(space.project_params(isl.UnionSet(cell), names))

    def note_copy(self, op: Operation, frame: Frame, gamma: isl.Set, st, check: bool) -> None:
        """Remember what each active lane of a read holds, when lane moves
        take it to a write (a vector copy, copies.py); in both passes, as
        `copies.note_load` does for scalars."""
        result = op.results[0]
        buf, names, _dom, loc, active = self._access(op, frame, gamma, result)
        cells = isl.UnionSet(heap.location(buf.name, buf.storage(loc), active))
        self._copies[(frame.key, result)] = (names, cells, copies.cell_content(self.ev, cells, st, check))

    def source_lanes(self, frame: Frame, value: SSAValue, point: LanePoint) -> tuple[SSAValue, LanePoint, isl.Set]:
        """The value and lane that lane `point` of `value` is, following
        ops that only move lanes (broadcast, transpose, shape_cast,
        extract): a transposed prophecy is still the prophecy, lane by
        lane, and a broadcast scalar is that scalar.  Also where every
        point on the way is a lane of its value: a dynamic `extract`
        position out of range is poison, not a lane (and a later
        `shape_cast` would wrap it around)."""
        inside = _within(point, shape(value))
        while isinstance(value, OpResult) and value.op.name in copies.LANE_MOVES:
            value, point = self.operand_lanes(value.op, frame, point)
            inside = inside.intersect(_within(point, shape(value)))
        return value, point, inside

    def _copied(self, op: Operation, frame: Frame, source: SSAValue, source_point: LanePoint,
                buf, loc: list[isl.PwAff], active: isl.Set) -> isl.UnionMap | None:
        """What a write stores when its lanes are lanes of a read (or a
        loaded scalar) of the same block: the cells' content (copies.py).
        None when they are not, or some lane holds the read's padding."""
        if not isinstance(source, OpResult) or source.op.parent_block() is not op.parent_block():
            return None
        noted = self._copies.get((frame.key, source))
        if noted is not None:
            target = heap.location(buf.name, buf.storage(loc), active)
            return copies.stored_lane_copy(self.ev, noted, source_point, target)
        if source.op.name == "memref.load" and not isinstance(source.type, VectorType):
            return copies.stored_copy(self.ev, source, frame, buf, loc, active)
        return None

    def _note_copy(self, frame: Frame, src: SSAValue, src_point: LanePoint, buf, loc: list[isl.PwAff],
                   active: isl.Set) -> None:
        """A vector copy of input cells, lane by lane, for the claims a
        bare reduction reading the copy infers (inferred.note_copy)."""
        if not isinstance(src, OpResult) or src.op.name not in _READS:
            return
        read = src.op
        rbuf, rnames, _dom, rloc, _active = self._access(read, frame, active, src)
        for name, x in zip(rnames, src_point):
            rloc = [carried.substitute(pa, name, x) for pa in rloc]
        inferred.record_copy(self.ev, buf, loc, rbuf, rloc, active)

    def write(self, op: Operation, frame: Frame, gamma: isl.Set, st, check: bool) -> None:
        value = op.operands[-1] if op.name == "vector.maskedstore" else op.operands[0]
        buf, names, dom, loc, active = self._access(op, frame, gamma, value)
        point = tuple(param(x) for x in names)
        if check:
            self.ev.check_bounds(WRITE_IN_BOUNDS, op, buf, loc, active)
        src, src_point, inside = self.source_lanes(frame, value, point)
        source = src.op if isinstance(src, OpResult) and active.subtract(inside).is_empty() else None
        if isinstance(source, ProphesyOp):
            # Directly stored: checked here (S-ASSIGN per lane); reached
            # through lane moves: checked where it stands, on every lane
            # (prophecy_op, or the scalar rule), and the write stores the
            # spec element of the lane it moved.
            if check and src is value and stored_by(source) is op:
                self.prophecy(source, frame, point, active)
            t, staged = self.ev.prophecy_tensor(source)
            values = [self.index(source, frame, v, src_point) for v in (*source.indices, *source.stage)]
            context = self.ev.spec_context(t, staged)
        elif source is not None and (written := self._copied(op, frame, src, src_point, buf, loc, active)) is not None:
            st.write(heap.par_union(written, names, active))  # a vector copy (copies.py)
            self._note_copy(frame, src, src_point, buf, loc, active)
            return
        elif source is not None and (claim := folds.claimed(self, frame, src, src_point)) is not None:
            # A bare reduction of lanes: the claim its prophecy would make,
            # inferred and proved where the fold stands (folds.py).
            t, idx, stage = claim
            context = self.ev.spec_context(t, True)
            values = [*idx, *stage]
        else:
            if check:
                padded = source is not None and (frame.key, src) in self._copies
                self.ev.record(
                    MISSING_ANNOTATION, op, Outcome.UNDECIDED,
                    f"the stored vector has no tv.prophesy and is not a copy: some written lanes hold the "
                    f"padding of the {self.ev.where(src.op)}, not a cell's content"  # type: ignore[union-attr]
                    if padded else
                    "the stored vector has no tv.prophesy: the annotation was lost "
                    "(design-notes section 4), so what this write stores is unknown",
                )
            # (the storage's cell, not the view's: a view's rank may differ)
            values = [*buf.storage(loc), *(param(x) for x in self.ev._iters), *point]
            context = self.ev.opaque_context(op, frame, len(values), value.type.element_type)  # type: ignore[attr-defined]
        written = heap.cell(buf.name, buf.storage(loc), context, values, active)
        st.write(heap.par_union(written, names, active))

    # --- prophecies -------------------------------------------------------

    def prophecy_op(self, op: ProphesyOp, frame: Frame, gamma: isl.Set, check: bool) -> None:
        """A vector prophecy where it stands (not stored by one write): an
        obligation for every lane."""
        if not check or stored_by(op) is not None:
            return
        names, dom = self.lanes(op, frame, op.value, gamma)
        self.prophecy(op, frame, tuple(param(x) for x in names), dom)

    def prophecy(self, op: ProphesyOp, frame: Frame, point: LanePoint, dom: isl.Set) -> None:
        """Lane `point`'s scalar prophecy, on the lanes `dom`."""
        t, staged = self.ev.prophecy_tensor(op)
        idx = [self.index(op, frame, v, point) for v in op.indices]
        stage = [self.index(op, frame, v, point) for v in op.stage]
        if staged and folds.prove_claimed(self, op, frame, point, dom, t, idx, stage):
            self._domain(op, t, idx, stage, dom)
            return
        # the final element of a reduction each lane's fold covers whole
        # (IREE's CUDA fma chain on two rows at once, read as a fold):
        # its last stage, proved step by step, as for a scalar fold
        last = None if staged else folds.final_as_last_stage(op, t)
        if last is not None and folds.prove_claimed(self, op, frame, point, dom, t, idx, last):
            self._domain(op, t, idx, last, dom)
            return
        computed = self.term(op, frame, op.value, point)
        self.ev.prophecy_obligations(op, t, staged, idx, stage, dom, computed, "lane")

    def _domain(self, op: ProphesyOp, t, idx, stage, dom: isl.Set) -> None:
        from tvmlir.verify.obligations import PROPHECY_IN_DOMAIN

        bad = self.ev._outside(t, True, idx, stage, dom)  # noqa: SLF001 (the evaluator's domain check)
        if bad.is_empty():  # (a failure was recorded by the last step's check)
            self.ev.record(PROPHECY_IN_DOMAIN, op, Outcome.OK)

    def _expected(self, op: ProphesyOp, frame: Frame, point: LanePoint) -> Val:
        t, staged = self.ev.prophecy_tensor(op)
        conv = self.ev.conv
        idx = [conv.pw_aff(self.index(op, frame, v, point)) for v in op.indices]
        stage = [conv.pw_aff(self.index(op, frame, v, point)) for v in op.stage] if staged else None
        return self.ev.spec_value(t, idx, stage)

    # --- values at a lane point -------------------------------------------

    def scalar_term(self, frame: Frame, value: OpResult) -> Val:
        """A scalar produced by a vector op (`extract` to a scalar, ...)."""
        return self._term_of_op(value.op, frame, value, ())

    def term(self, op: Operation, frame: Frame, value: SSAValue, point: LanePoint) -> Val:
        if not isinstance(value.type, VectorType):
            return self.ev.term(frame, value)
        key = (frame.key, _key(point), value)
        found = self._terms.get(key)
        if found is not None:
            return found
        if isinstance(value.type.element_type, IndexType):
            word = self.ev.sem.sort(IndexType()).size()
            result = Val(as_index_word(self.ev.conv.pw_aff(self.index(op, frame, value, point)), word))
        elif (carried := self.ev.vector_carried.get((frame.key, value))) is not None:
            result = carried(point)  # a loop-carried vector (carried._bind_vector)
        elif not isinstance(value, OpResult):
            raise VerifyUnsupported(op, "vector block argument (loop-carried vector?)")
        elif value.op.name in ("vector.create_mask", "vector.constant_mask"):
            # a mask read as data (an `arith.select`'s condition): lane `l`
            # is 1 exactly where the mask's box holds `l`
            inside = self.ev.conv.set(self.condition(op, frame, value, point))
            width = self.ev.sem.sort(value.type.element_type).size()
            result = Val(z3.If(inside, z3.BitVecVal(1, width), z3.BitVecVal(0, width)))
        else:
            result = self._term_of_op(value.op, frame, value, point)
        self._terms[key] = result
        return result

    def _term_of_op(self, op: Operation, frame: Frame, value: OpResult, point: LanePoint) -> Val:
        name = op.name
        conv = self.ev.conv
        if name in _READS:
            found = self._reads.get((frame.key, value))
            if found is None:
                raise VerifyUnsupported(op, "vector read whose value is used before it is evaluated")
            names, val = found
            subst = [(conv.param(x), conv.pw_aff(p)) for x, p in zip(names, point)]
            return Val(*(z3.substitute(t, *subst) if subst else t for t in val))
        if isinstance(op, ProphesyOp):
            return self._expected(op, frame, point)
        if name == "arith.constant":
            return self._constant(op, value, point)
        if name.startswith(("arith.", "math.")):
            operands = [self.term(op, frame, v, point) for v in op.operands]
            try:
                enc = self.ev.sem.encode(op, [o.term for o in operands], poison=[o.poison for o in operands])
            except Unsupported as e:
                raise VerifyUnsupported(e.op or op, e.reason or "no scalar semantics") from None
            ubs = [u for u in (enc.ub, *(o.ub for o in operands)) if not z3.is_false(u)]
            ub = NO if not ubs else z3.Or(ubs) if len(ubs) > 1 else ubs[0]
            return Val(enc.results[0], ub, enc.poison[0])
        if name == "vector.from_elements":
            # lane `l` (row-major) is operand `l`: a choice over the lane point
            flat = _flat(point, shape(op.results[0]))
            lanes = [self.ev.term(frame, v) for v in op.operands]
            result = lanes[-1]
            for k in reversed(range(len(lanes) - 1)):
                at_k = conv.set(space.condition(flat.eq_set(const(k))))
                a = lanes[k]
                result = Val(z3.If(at_k, a.term, result.term), z3.If(at_k, a.ub, result.ub),
                             z3.If(at_k, a.poison, result.poison))
            return result
        if name == "vector.to_elements":
            # result `k` is lane `k` (row-major) of the source
            src = op.operands[0]
            return self.term(op, frame, src, _unflat(const(value.index), shape(src)))
        if name in ("vector.insert", "vector.insertelement", "vector.insert_strided_slice"):
            inside, source_point = self._inserted(op, frame, point)
            dest = op.operands[1]
            a = self.term(op, frame, op.operands[0], source_point)
            b = self.term(op, frame, dest, point)
            c = conv.set(inside)
            ub = z3.Or(a.ub, b.ub, self._position_ub(op, frame, dest))
            return Val(z3.If(c, a.term, b.term), ub, z3.If(c, a.poison, b.poison))
        if name in _FOLDS:
            claim = folds.claimed(self, frame, value, point)
            if claim is not None:
                t, idx, stage = claim
                conv = self.ev.conv
                return self.ev.spec_value(t, [conv.pw_aff(x) for x in idx], [conv.pw_aff(x) for x in stage])
            return folds.fold(self, op, frame, point)
        if name in _REDUCTIONS:
            raise VerifyUnsupported(op, reduction_reason(op))
        source, source_point = self.operand_lanes(op, frame, point)
        result = self.term(op, frame, source, source_point)
        if name in ("vector.extract", "vector.extractelement"):
            ub = self._position_ub(op, frame, source)
            if not z3.is_false(ub):
                result = Val(result.term, z3.Or(result.ub, ub), result.poison)
        return result

    def extracted_condition(self, frame: Frame, result: OpResult) -> tuple[isl.Set, isl.Set] | None:
        """A scalar `i1` extracted from a mask vector (IREE's CUDA tail
        guard `scf.if (vector.extract %create_mask[%i])`) as the parameter
        set where it is true, and where that reading is defined: where the
        source's lane is, and the position is in range (MLIR 19: a dynamic
        position out of bounds is undefined behaviour, so a guard that may
        read one is refused by the caller, never read as a wrapped lane).
        None for any other op (not a condition this layer reads)."""
        op = result.op
        if op.name not in ("vector.extract", "vector.extractelement") or isinstance(result.type, VectorType):
            return None
        try:
            src, point = self.operand_lanes(op, frame, ())
        except VerifyUnsupported as e:
            raise NotAffine(op, e.reason if hasattr(e, "reason") else str(e)) from None
        env = self.env(frame, point)
        inside = _within(point, shape(src))
        return env.condition(src), env.condition_defined(src).intersect(inside)

    def _position_ub(self, op: Operation, frame: Frame, vector: SSAValue) -> z3.BoolRef:
        """MLIR 19: an `extract`/`insert` whose dynamic position is out of
        bounds is undefined behaviour.  (Evaluated as a lane point, the
        position would otherwise wrap around at a later `shape_cast`.)"""
        if op.name in ("vector.extract", "vector.insert"):
            dyn = iter(op.dynamic_position)  # type: ignore[attr-defined]
            pos = [self._frame_index(op, frame, next(dyn)) if p == DYNAMIC_INDEX else const(p)
                   for p in op.static_position.get_values()]  # type: ignore[attr-defined]
        else:
            first = 1 if op.name == "vector.extractelement" else 2
            pos = [self._frame_index(op, frame, v) for v in op.operands[first:]]
        inside = _within(tuple(pos), shape(vector)[: len(pos)])
        bad = space.universe_params().subtract(inside)
        return NO if bad.is_empty() else z3.Not(self.ev.conv.set(inside))

    def _constant(self, op: Operation, value: OpResult, point: LanePoint) -> Val:
        attr = op_attr(op, "value")
        if not isinstance(attr, DenseIntOrFPElementsAttr) or not isinstance(value.type, VectorType):
            raise VerifyUnsupported(op, "vector constant that is not dense")
        et = value.type.element_type
        elements = attr.get_values()
        flat = _flat(point, shape(value))
        result = None
        for k, x in reversed(list(enumerate(elements))):
            scalar = arith.ConstantOp(IntegerAttr(x, et) if isinstance(x, int) else _float_attr(x, et), et)
            t = self.ev.sem.encode(scalar, []).results[0]
            if result is None or len(set(elements)) == 1:
                result = t
                if len(set(elements)) == 1:
                    break
            else:
                result = z3.If(self.ev.conv.pw_aff(flat) == k, t, result)
        assert result is not None
        return Val(result)

    # --- lane maps of pure ops (shared by index and data vectors) ----------

    def operand_lanes(self, op: Operation, frame: Frame, point: LanePoint) -> tuple[SSAValue, LanePoint]:
        """The operand and its lane point that a pure op's lane `point`
        reads."""
        name = op.name
        if name in ("vector.broadcast", "vector.splat"):
            src = op.operands[0]
            s, r = shape(src), shape(op.results[0])
            lead = len(r) - len(s)
            return src, tuple(
                point[lead + j] if s[j] == r[lead + j] else const(0) for j in range(len(s))
            )
        if name == "vector.transpose":
            perm = op.permutation.get_values()  # type: ignore[attr-defined]
            src_point = [const(0)] * len(perm)
            for k, p in enumerate(perm):
                src_point[p] = point[k]
            return op.operands[0], tuple(src_point)
        if name in ("vector.extract", "vector.extractelement"):
            if name == "vector.extract":
                dyn = iter(op.dynamic_position)  # type: ignore[attr-defined]
                pos = [self._frame_index(op, frame, next(dyn)) if p == DYNAMIC_INDEX else const(p)
                       for p in op.static_position.get_values()]  # type: ignore[attr-defined]
            else:
                pos = [self._frame_index(op, frame, v) for v in op.operands[1:]] or [const(0)]
            return op.operands[0], (*pos, *point)
        if name == "vector.shape_cast":
            src = op.operands[0]
            flat = _flat(point, shape(op.results[0]))
            return src, _unflat(flat, shape(src))
        if name == "vector.extract_strided_slice":
            # lane `p` is the source's lane `offsets + p * strides` on the
            # sliced leading dims, `p` on the others
            offsets, strides = _ints(op, "offsets"), _ints(op, "strides")
            moved = [const(o).add(x.scale_val(isl.Val.int_from_si(space.CTX, st)))
                     for x, o, st in zip(point, offsets, strides)]
            return op.operands[0], (*moved, *point[len(offsets):])
        raise VerifyUnsupported(op, "vector op without semantics in --verify")

    def _inserted(self, op: Operation, frame: Frame, point: LanePoint) -> tuple[isl.Set, LanePoint]:
        """Where an insert's lane `point` takes the inserted value, and the
        inserted value's lane there."""
        if op.name == "vector.insert_strided_slice":
            # the source's lane `q` lands at `offsets + q * strides` on the
            # trailing dims, at the leading offsets on the others
            offsets, strides = _ints(op, "offsets"), _ints(op, "strides")
            lead = len(offsets) - len(strides)
            inside = space.universe_params()
            inner = []
            for d, (x, o) in enumerate(zip(point, offsets)):
                if d < lead:
                    inside = inside.intersect(space.eq(x, const(o)))
                    continue
                st, n = strides[d - lead], shape(op.operands[0])[d - lead]
                if st != 1:
                    raise VerifyUnsupported(op, "vector.insert_strided_slice with a stride other than 1")
                q = x.sub(const(o))
                inside = inside.intersect(space.le(const(0), q)).intersect(space.lt(q, const(n)))
                inner.append(q)
            return inside, tuple(inner)
        if op.name == "vector.insert":
            dyn = iter(op.dynamic_position)  # type: ignore[attr-defined]
            pos = [self._frame_index(op, frame, next(dyn)) if p == DYNAMIC_INDEX else const(p)
                   for p in op.static_position.get_values()]  # type: ignore[attr-defined]
        else:
            pos = [self._frame_index(op, frame, v) for v in op.operands[2:]] or [const(0)]
        inside = space.universe_params()
        for p, x in zip(pos, point):
            inside = inside.intersect(space.eq(p, x))
        return inside, tuple(point[len(pos):])

    def _frame_index(self, op: Operation, frame: Frame, v: SSAValue) -> isl.PwAff:
        try:
            return frame.index.index(v)
        except NotAffine as e:
            raise VerifyUnsupported(e.op or op, f"not quasi-affine: {e.reason}") from None


class LaneIndex(IndexEnv):
    """Index vectors (and `i1` masks) at one lane point: scalars are the
    frame's, elementwise `arith` is IndexEnv's, vector ops map the point."""

    def __init__(self, vs: VectorSemantics, frame: Frame, point: LanePoint):
        super().__init__(None)
        self.vs = vs
        self.frame = frame
        self.point = point

    def index(self, value: SSAValue) -> isl.PwAff:
        if not isinstance(value.type, VectorType):
            return self.frame.index.index(value)
        return super().index(value)

    def condition(self, value: SSAValue) -> isl.Set:
        if not isinstance(value.type, VectorType):
            return self.frame.index.condition(value)
        return super().condition(value)

    def condition_defined(self, value: SSAValue) -> isl.Set:
        """As `IndexEnv.condition_defined`, following a lane through the
        vector ops `_condition_of_op` follows."""
        if not isinstance(value.type, VectorType):
            return self.frame.index.condition_defined(value)
        if isinstance(value, OpResult):
            op = value.op
            if op.name in ("vector.constant_mask", "vector.create_mask", "arith.constant"):
                return space.universe_params()
            if op.name.startswith("vector.") and op.name not in _INSERTS:
                src, point = self._lanes(op)
                return self.vs.env(self.frame, point).condition_defined(src)
        return super().condition_defined(value)

    def _index_of_op(self, result: OpResult) -> isl.PwAff:
        op = result.op
        if op.name == "arith.constant":
            return _dense_index(op, result, self.point)
        if op.name == "vector.step":
            return self.point[0]
        if op.name.startswith("vector.") and op.name not in _INSERTS:
            src, point = self._lanes(op)
            index = self.vs.env(self.frame, point).index(src)
            if op.name in ("vector.extract", "vector.extractelement"):
                # A dynamic position out of range is undefined behaviour,
                # not a lane: the index is defined only where the position
                # is one (evaluator.indices refuses an index not defined
                # on the whole domain), so it never wraps around.
                n = len(point) - len(shape(op.results[0])) if isinstance(op.results[0].type, VectorType) else len(point)
                index = index.intersect_params(_within(point[:n], shape(src)[:n]))
            return index
        return super()._index_of_op(result)

    def _condition_of_op(self, op: Operation) -> isl.Set:
        if op.name == "vector.constant_mask":
            sizes = [int(getattr(s, "value", s).data) if hasattr(s, "value") else int(s)
                     for s in int_list(op_attr(op, "mask_dim_sizes"))]
            return _box(self.point, [const(n) for n in sizes])
        if op.name == "vector.create_mask":
            return _box(self.point, [self.frame.index.index(v) for v in op.operands])
        if op.name == "arith.constant":
            pa = _dense_index(op, op.results[0], self.point)
            return space.condition(pa.ne_set(const(0)))
        if op.name.startswith("vector.") and op.name not in _INSERTS:
            src, point = self._lanes(op)
            return self.vs.env(self.frame, point).condition(src)
        return super()._condition_of_op(op)

    def _lanes(self, op: Operation) -> tuple[SSAValue, LanePoint]:
        try:
            return self.vs.operand_lanes(op, self.frame, self.point)
        except VerifyUnsupported as e:
            raise NotAffine(op, e.reason if hasattr(e, "reason") else str(e)) from None


def _within(point: LanePoint, dims: list[int]) -> isl.Set:
    """`0 <= point < dims`: the point is a lane."""
    s = space.universe_params()
    for x, n in zip(point, dims):
        s = s.intersect(space.in_range(x, const(n)))
    return s


def _box(point: LanePoint, sizes: list[isl.PwAff]) -> isl.Set:
    s = space.universe_params()
    for x, n in zip(point, sizes):
        s = s.intersect(space.lt(x, n))
    return s


def _ints(op: Operation, name: str) -> list[int]:
    """An `I64ArrayAttr` (or `array<i64: ..>`) property as integers."""
    return [int(x) for x in int_list(op_attr(op, name))]


def _flat(point: LanePoint, dims: list[int]) -> isl.PwAff:
    flat = const(0)
    for x, n in zip(point, dims):
        flat = flat.scale_val(isl.Val.int_from_si(space.CTX, n)).add(x)
    return flat


def _unflat(flat: isl.PwAff, dims: list[int]) -> LanePoint:
    result = []
    stride = 1
    for n in reversed(dims):
        q = flat.scale_down_val(isl.Val.int_from_si(space.CTX, stride)).floor()
        result.append(q.mod_val(isl.Val.int_from_si(space.CTX, n)))
        stride *= n
    return tuple(reversed(result))


def _dense_index(op: Operation, value: SSAValue, point: LanePoint) -> isl.PwAff:
    """A dense integer/index vector constant at a lane point: piecewise over
    the lanes (affine when it is a splat or a ramp)."""
    attr = op_attr(op, "value")
    width = narrow_width(value.type)
    if isinstance(attr, IntegerAttr):
        return const(wrapped(attr.value.data, width))
    if not isinstance(attr, DenseIntOrFPElementsAttr):
        raise NotAffine(op, "constant that is not an integer")
    elements = [wrapped(int(x), width) for x in attr.get_values()]
    dims = shape(value)
    if len(set(elements)) == 1:
        return const(elements[0])
    flat = _flat(point, dims)
    if len(dims) == 1 and all(e == elements[0] + k * (elements[1] - elements[0]) for k, e in enumerate(elements)):
        return flat.scale_val(isl.Val.int_from_si(space.CTX, elements[1] - elements[0])).add(const(elements[0]))
    if len(elements) > 256:
        raise NotAffine(op, "index vector constant with more than 256 distinct lanes")
    result = None
    for k, e in enumerate(elements):
        piece = const(e).intersect_params(space.eq(flat, const(k)))
        result = piece if result is None else result.union_add(piece)
    assert result is not None
    return result


def _float_attr(x: float, et):
    from xdsl.dialects.builtin import FloatAttr

    return FloatAttr(x, et)


def stored_by(op: ProphesyOp) -> Operation | None:
    """The vector write of a prophecy whose only use is being written (the
    value operand: first, or last for `vector.maskedstore`, whose lanes
    the mask turns off are then not claimed: a masked-off lane of IREE's
    tail tile names an element past the spec's, which it never writes)."""
    uses = list(op.result.uses)
    if len(uses) != 1 or uses[0].operation.name not in _WRITES:
        return None
    user = uses[0].operation
    value_at = len(user.operands) - 1 if user.name == "vector.maskedstore" else 0
    return user if uses[0].index == value_at else None


def reduction_reason(op: Operation) -> str:
    """Why a vector reduction is refused: exact kinds (max/min, bitwise)
    only need the reordering rule; `add`/`mul` on floats also need the
    program's license to reorder."""
    kind_name = folds.kind_of(op) or "add"
    flags = fastmath_flags(op)
    et = op.results[0].type
    et = et.element_type if isinstance(et, VectorType) else et
    is_float = ScalarSemantics.float_format(et) is not None
    if kind_name in ("add", "mul") and is_float and "reassoc" not in flags:
        return f"{kind_name}f reduction reordered without reassoc"
    return f"{kind_name} reduction reordered (reordered reductions are not modelled yet)"
