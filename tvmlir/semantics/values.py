"""The values the semantics computes with: scalars, tensors, memrefs.

A **tensor** is its extents (64-bit bit-vectors, constants for static
dimensions) and functions of its indices: the element, whether the element
is poison (computed from poison), and whether it is uninitialized.
mlir-tv encodes tensors as SMT arrays whose results are lambdas (CAV'22
4.2); here the lambda is kept as a Python closure and applied eagerly, so
that a chain of tensor ops reaches the solver beta-reduced (`transpose`
then `negf` then `extract %t[1, 2]` is one term on the argument array).
`as_array` builds the SMT lambda where an array term is needed (a UF
argument, the reduction UFs).  Out-of-bounds elements are unspecified;
readers check bounds.

Poison and uninitialized elements differ in one way.  Poison is UB where
it is observed (returned, stored, a branch condition, an index, a call
argument), as for scalars (design notes 5.1): ops compute with it.  Reading
an uninitialized element (an op using it: `tensor.extract`, an elementwise
op, a linalg body using its argument, a reduction, `memref.load`) is UB
(DESIGN.md section 6, mlir-tv 4.2); ops that only move elements (slices,
inserts, reshapes, casts, returns) carry the flag along.  At a return both
are "undefined": a source element that is allows anything.

A **memref** is a view into a memory block (`memory.Memory`): block id,
offset, extents and strides.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import z3
from xdsl.ir import Attribute

from tvmlir.semantics import index as ix
from tvmlir.semantics.fp.terms import ite
from tvmlir.smt.dag import QUANTIFIER, Dag

ElemFn = Callable[[z3.BitVecRef], z3.ExprRef]
PoisonFn = Callable[[z3.BitVecRef], z3.BoolRef]
IndexFn = Callable[[list[z3.BitVecRef]], z3.ExprRef]
IndexPoisonFn = Callable[[list[z3.BitVecRef]], z3.BoolRef]


def default_value(sort: z3.SortRef) -> z3.ExprRef:
    """A value of `sort` for places no run observes (an uninitialized
    element, a dead block's contents): 0, +0.0, false, or a pair of them
    (a complex number's datatype)."""
    if isinstance(sort, z3.BitVecSortRef):
        return z3.BitVecVal(0, sort.size())
    if isinstance(sort, z3.FPSortRef):
        return z3.fpPlusZero(sort)
    if isinstance(sort, z3.BoolSortRef):
        return z3.BoolVal(False)
    if isinstance(sort, z3.DatatypeSortRef) and sort.num_constructors() == 1:
        mk = sort.constructor(0)
        return mk(*(default_value(mk.domain(k)) for k in range(mk.arity())))
    raise TypeError(sort)


class Names:
    """Fresh names for bound and skolem variables of one query (z3 lambdas
    abstract constants by name, so two binders must never share one)."""

    def __init__(self) -> None:
        self._n = 0

    def fresh(self, prefix: str, sort: z3.SortRef = ix.INDEX) -> z3.ExprRef:
        self._n += 1
        return z3.Const(f"{prefix}!{self._n}", sort)

    @staticmethod
    def mention_no_bound(terms: Sequence[z3.ExprRef], marks: str, free: tuple[str, ...]) -> bool:
        """Whether `terms` contain no quantifier or lambda and no constant a
        binder may bind, told by its name: one with a character of `marks`
        (`!` of `fresh`, and of `z3.FreshConst`; `.` of the dotted choices
        and witnesses) is bound unless it starts with one of the `free`
        prefixes (fresh constants that stand for closed values).  A term
        this rejects keeps its general encoding: the check is conservative."""
        dag = Dag()
        for a, _ in dag.walk(terms):
            if dag.kind(a) == QUANTIFIER:
                return False
            name = dag.constant_name(a)
            if name is not None and any(m in name for m in marks) and not name.startswith(free):
                return False
        return True


@dataclass
class Scalar:
    term: z3.ExprRef
    poison: z3.BoolRef | None = None
    uninit: z3.BoolRef | None = None
    """Where the value was loaded from an uninitialized cell by a load
    whose value only stores move (`Memory.load(moved=True)`): not UB at the
    load, and a store writes the cell as uninitialized (as `memref.copy`
    moves the flag).  None: never."""

    def poison_or_false(self) -> z3.BoolRef:
        return z3.BoolVal(False) if self.poison is None else self.poison


class Tensor:
    """A tensor value.  Its elements are given by a function of the flat
    row-major index (`elem_fn`), or of the indices (`index_fn`), or both:
    producers give what is natural to them, and readers ask by flat index
    (`at`) or by indices (`get`), so that a read by indices of a tensor
    built by indices never goes through a flat index (which, with dynamic
    extents, would cost the solver a division).  Likewise for poison;
    without a poison function no element is poison.  `uninit_fn` (of the
    indices) says which elements are uninitialized; None: none is."""

    def __init__(
        self,
        elem_type: Attribute,
        sort: z3.SortRef,
        dims: Sequence[z3.BitVecRef],
        elem_fn: ElemFn | None = None,
        poison_fn: PoisonFn | None = None,
        *,
        index_fn: IndexFn | None = None,
        index_poison_fn: IndexPoisonFn | None = None,
        uninit_fn: IndexPoisonFn | None = None,
    ):
        assert elem_fn is not None or index_fn is not None
        self.elem_type = elem_type
        self.sort = sort
        self.dims = list(dims)
        self.elem_fn = elem_fn
        self.poison_fn = poison_fn
        self.index_fn = index_fn
        self.index_poison_fn = index_poison_fn
        self.uninit_fn = uninit_fn
        self._array: z3.ArrayRef | None = None

    @property
    def rank(self) -> int:
        return len(self.dims)

    @property
    def has_poison(self) -> bool:
        return self.poison_fn is not None or self.index_poison_fn is not None

    @property
    def has_uninit(self) -> bool:
        return self.uninit_fn is not None

    def uninit_get(self, indices: Sequence[z3.BitVecRef]) -> z3.BoolRef:
        return z3.BoolVal(False) if self.uninit_fn is None else self.uninit_fn(list(indices))

    def uninit_at(self, flat: z3.BitVecRef) -> z3.BoolRef:
        return z3.BoolVal(False) if self.uninit_fn is None else self.uninit_fn(ix.unflatten(flat, self.dims))

    def undefined_get(self, indices: Sequence[z3.BitVecRef]) -> z3.BoolRef:
        """Poison or uninitialized (what a return leaves undefined)."""
        from tvmlir.semantics.fp.terms import or_

        parts = [p for p in (self.poison_get(indices), self.uninit_get(indices)) if not z3.is_false(p)]
        return or_(*parts) if parts else z3.BoolVal(False)

    def size(self) -> z3.BitVecRef:
        return ix.product(self.dims)

    def static_size(self) -> int | None:
        return ix.value(self.size())

    def flat(self, indices: Sequence[z3.BitVecRef]) -> z3.BitVecRef:
        return ix.flatten(indices, self.dims)

    def elem_at(self, flat: z3.BitVecRef) -> z3.ExprRef:
        if self.elem_fn is not None:
            return self.elem_fn(flat)
        return self.index_fn(ix.unflatten(flat, self.dims))

    def elem_get(self, indices: Sequence[z3.BitVecRef]) -> z3.ExprRef:
        if self.index_fn is not None:
            return self.index_fn(list(indices))
        return self.elem_fn(self.flat(indices))

    def poison_at(self, flat: z3.BitVecRef) -> z3.BoolRef:
        if self.poison_fn is not None:
            return self.poison_fn(flat)
        if self.index_poison_fn is not None:
            return self.index_poison_fn(ix.unflatten(flat, self.dims))
        return z3.BoolVal(False)

    def poison_get(self, indices: Sequence[z3.BitVecRef]) -> z3.BoolRef:
        if self.index_poison_fn is not None:
            return self.index_poison_fn(list(indices))
        if self.poison_fn is not None:
            return self.poison_fn(self.flat(indices))
        return z3.BoolVal(False)

    def get(self, indices: Sequence[z3.BitVecRef]) -> Scalar:
        return _scalar(self.elem_get(indices), self.poison_get(indices) if self.has_poison else None)

    def at(self, flat: z3.BitVecRef) -> Scalar:
        return _scalar(self.elem_at(flat), self.poison_at(flat) if self.has_poison else None)

    def as_array(self, names: Names) -> z3.ArrayRef:
        """The elements as an SMT array (a lambda, or the argument array)."""
        if self._array is None:
            i = names.fresh("i")
            self._array = z3.Lambda([i], self.elem_at(i))
        return self._array

    @staticmethod
    def from_array(elem_type, sort, dims, array: z3.ArrayRef, poison: PoisonFn | None = None) -> Tensor:
        t = Tensor(elem_type, sort, list(dims), lambda i: z3.Select(array, i), poison)
        t._array = array
        return t

    def masked_array(self, names: Names, default: z3.ExprRef) -> z3.ArrayRef:
        """In-bounds elements, `default` beyond: the canonical array of the
        value, for UFs (whose result must not depend on what lies beyond)."""
        i = names.fresh("i")
        return z3.Lambda([i], ite(ix.ult(i, self.size()), self.elem_at(i), default))


def _scalar(term, poison) -> Scalar:
    if poison is not None and z3.is_false(poison):
        poison = None
    return Scalar(term, poison)


@dataclass
class MemRef:
    """A strided view: element (i_0..i_n) is at `offset + sum i_k * strides[k]`
    of block `bid` (a term over the candidate blocks `candidates`)."""

    elem_type: Attribute
    sort: z3.SortRef
    bid: z3.BitVecRef
    candidates: tuple[int, ...]
    offset: z3.BitVecRef
    dims: list[z3.BitVecRef]
    strides: list[z3.BitVecRef]
    is_view: bool = False  # made by subview / reshapes: not what alloc returned
    within: IndexPoisonFn | None = None
    """Which indices of the view its base memref allows accessing (a
    `memref.subview` keeps them inside its source's extents, see
    `semantics/memref.py`); None: any element of the block."""
    base: z3.BitVecRef | None = None
    """Where MLIR's base (aligned) pointer of the view is in its block:
    MLIR's offset of the view is `offset - base`
    (`memref.extract_strided_metadata`).  None: 0 (an allocation, a
    global, an argument with a layout, placed at its layout's offset); an
    argument of the identity layout sits at its own position (offset 0)."""

    @property
    def rank(self) -> int:
        return len(self.dims)

    def access_ok(self, indices: Sequence[z3.BitVecRef]) -> z3.BoolRef:
        return z3.BoolVal(True) if self.within is None else self.within(list(indices))

    def whole_ok(self) -> z3.BoolRef:
        """Every element of the view may be accessed: `within` holds at the
        first and at the last indices, where each base index it bounds is
        smallest or largest (base indices are monotone in the view's
        indices, also through reshapes; both ends, since an offset may be
        negative: `memref.subview`'s are signed)."""
        if self.within is None:
            return z3.BoolVal(True)
        last = self.within([ix.sub(d, ix.bv(1)) for d in self.dims])
        if not self.dims:
            return last
        from tvmlir.semantics.fp.terms import and_, or_

        first = self.within([ix.bv(0)] * len(self.dims))
        return or_(*[ix.eq(d, ix.bv(0)) for d in self.dims], and_(first, last))

    def size(self) -> z3.BitVecRef:
        return ix.product(self.dims)

    def address(self, indices: Sequence[z3.BitVecRef]) -> z3.BitVecRef:
        out = self.offset
        for i, s in zip(indices, self.strides):
            out = ix.add(out, ix.mul(i, s))
        return out

    def is_identity(self) -> bool:
        """Row-major contiguous: element k of the flat view is at offset + k."""
        expect = ix.bv(1)
        for d, s in zip(reversed(self.dims), reversed(self.strides)):
            if not (s.eq(expect) or z3.is_true(ix.eq(s, expect))):
                return False
            expect = ix.mul(expect, d)
        return True

    def flat_address(self, flat: z3.BitVecRef) -> z3.BitVecRef:
        return self.address(ix.unflatten(flat, self.dims))


Value = Scalar | Tensor | MemRef


def either_base(c: z3.BoolRef, a: MemRef, b: MemRef) -> z3.BitVecRef | None:
    """The base (`MemRef.base`) of `a` if `c`, else of `b`."""
    if a.base is None and b.base is None:
        return None
    zero = ix.bv(0)
    return z3.If(c, zero if a.base is None else a.base, zero if b.base is None else b.base)


def row_major_strides(dims: Sequence[z3.BitVecRef]) -> list[z3.BitVecRef]:
    out = []
    for k in range(len(dims)):
        out.append(ix.product(dims[k + 1 :]))
    return out
