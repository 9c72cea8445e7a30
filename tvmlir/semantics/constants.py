"""Constant tensors: `dense<...>` (splat or not), `sparse<...>`.

A constant tensor answers a read at a constant index with the element's
term directly, and builds an SMT array (a store chain over the most common
element) only for reads at symbolic indices.  Floats are rounded into their
format exactly (`fp.formats.round_to`) before encoding.

`--max-const-tensor-size N` (mlir-tv's option): a non-splat constant with
more than N elements is encoded as an unknown array, the same for the same
attribute on both sides.  That is an over-approximation (the value is
forgotten, never changed), so verdicts "verified" stay sound; when the
check fails, the next abstraction round encodes the constants precisely.
"""

from __future__ import annotations

from collections import Counter

import z3
from xdsl.dialects.builtin import (
    ComplexType,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerType,
    ShapedType,
)
from xdsl.ir import Attribute

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import INDEX_WIDTH, Unsupported
from tvmlir.semantics.fp.formats import round_to
from tvmlir.semantics.values import Tensor


def element_term(sem, op, elem_type: Attribute, v) -> z3.ExprRef:
    if isinstance(elem_type, IntegerType | IndexType):
        w = getattr(sem, "index_width", INDEX_WIDTH) if isinstance(elem_type, IndexType) else elem_type.width.data
        return z3.BitVecVal(int(v) & ((1 << w) - 1), w)
    if isinstance(elem_type, ComplexType) and isinstance(v, tuple) and len(v) == 2:
        from tvmlir.semantics import complex as cx

        fmt = cx.element_format(op, elem_type)
        re, im = (sem.fp.constant(round_to(float(x), fmt), fmt) for x in v)
        return cx.make(sem.sort(elem_type), re, im)
    fmt = sem.float_format(elem_type)
    if fmt is None:
        raise Unsupported(op, f"constant elements of type {elem_type} are not modelled")
    return sem.fp.constant(round_to(float(v), fmt), fmt)


def zero_value(elem_type: Attribute):
    if isinstance(elem_type, ComplexType):
        return (0.0, 0.0)
    return 0 if isinstance(elem_type, IntegerType | IndexType) else 0.0


class _ConstantElements:
    """Element `k` of a constant: Python lookup for constant `k`, else an
    array term built on first use."""

    def __init__(self, terms: list[z3.ExprRef], default: z3.ExprRef, sort: z3.SortRef):
        self.terms = terms
        self.default = default
        self.sort = sort
        self._array = None

    def __call__(self, i: z3.BitVecRef) -> z3.ExprRef:
        k = ix.value(i)
        if k is not None:
            return self.terms[k] if k < len(self.terms) else self.default
        if self._array is None:
            arr = z3.K(ix.INDEX, self.default)
            for pos, t in enumerate(self.terms):
                if not t.eq(self.default):
                    arr = z3.Store(arr, ix.bv(pos), t)
            self._array = arr
        return z3.Select(self._array, i)


class _ConstantByIndex:
    """Element at indices `J` of a static constant: when every symbolic
    index is a bare variable, an `ite` over the variables' values, nested
    in one canonical order (by variable, not by position).

    Why: the same element read through different index orders must be the
    same term.  A transpose of a constant weight (the source) and the
    transposed constant that canonicalize folds it into (the target) then
    give identical terms for identical elements, so the solver has nothing
    to prove; with a flat-index array it had to case-split through two
    store chains inside every sum, and timed out.  Other index terms fall
    back to the flat array (`_ConstantElements`)."""

    def __init__(self, elements: _ConstantElements, shape: list[int]):
        self.elements = elements
        self.shape = shape

    def __call__(self, J) -> z3.ExprRef:
        values = [ix.value(j) for j in J]
        variables: dict[str, tuple[z3.ExprRef, int]] = {}
        for j, v, n in zip(J, values, self.shape):
            if v is not None:
                continue
            if not (z3.is_const(j) and j.num_args() == 0):
                return self.elements(ix.flatten(list(J), [ix.bv(d) for d in self.shape]))
            key = str(j)
            variables[key] = (j, min(n, variables.get(key, (j, n))[1]))
        order = sorted(variables)

        def at(assignment: dict[str, int]) -> z3.ExprRef:
            flat = 0
            for j, v, n in zip(J, values, self.shape):
                flat = flat * n + (v if v is not None else assignment[str(j)])
            return self.elements(ix.bv(flat)) if flat < _size(self.shape) else self.elements.default

        def build(i: int, assignment: dict[str, int]) -> z3.ExprRef:
            if i == len(order):
                return at(assignment)
            var, n = variables[order[i]]
            out = build(i + 1, {**assignment, order[i]: max(n - 1, 0)})
            for r in reversed(range(n - 1)):
                out = z3.If(var == ix.bv(r), build(i + 1, {**assignment, order[i]: r}), out)
            return out

        return build(0, {})


def _size(shape: list[int]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def tensor_constant(ctx, op, attr: Attribute, t: ShapedType) -> Tensor:
    """The tensor of a dense or sparse elements attribute of type `t`."""
    from tvmlir.ir.compat.sparse import SparseElementsAttr

    elem_type = t.get_element_type()
    sort = ctx.sem.sort(elem_type)
    dims = [ix.bv(d) for d in t.get_shape()]
    size = 1
    for d in t.get_shape():
        size *= d
    limit = ctx.options.max_const_tensor_size if ctx.abstraction.constants == "limited" else -1
    if isinstance(attr, DenseIntOrFPElementsAttr):
        values = list(attr.get_values())
        if len(values) == 1 or len(set(map(repr, values))) == 1:
            term = element_term(ctx.sem, op, elem_type, values[0])
            return Tensor(elem_type, sort, dims, lambda i: term)
        if 0 <= limit < size:
            return _unknown(ctx, op, attr, elem_type, sort, dims, size, limit)
        terms = [element_term(ctx.sem, op, elem_type, v) for v in values]
        common = Counter(map(repr, values)).most_common(1)[0][0]
        default = terms[[repr(v) for v in values].index(common)]
        elements = _ConstantElements(terms, default, sort)
        return Tensor(elem_type, sort, dims, elements, index_fn=_ConstantByIndex(elements, list(t.get_shape())))
    if isinstance(attr, SparseElementsAttr):
        listed = attr.listed_values()
        if 0 <= limit < len(listed):
            return _unknown(ctx, op, attr, elem_type, sort, dims, len(listed), limit, sparse=True)
        zero = element_term(ctx.sem, op, elem_type, zero_value(elem_type))
        shape = t.get_shape()
        terms: dict[int, z3.ExprRef] = {}
        for coords, v in zip(attr.coordinates(), listed):
            flat = 0
            for c, d in zip(coords, shape):
                flat = flat * d + c
            terms[flat] = element_term(ctx.sem, op, elem_type, v)
        dense = [terms.get(k, zero) for k in range(max(terms, default=-1) + 1)]
        return Tensor(elem_type, sort, dims, _ConstantElements(dense, zero, sort))
    raise Unsupported(op, f"constant value {attr} is not modelled")


def _unknown(ctx, op, attr, elem_type, sort, dims, count, limit, sparse=False) -> Tensor:
    ctx.used.unknown_constant = True
    ctx.unknown_constants.append((op, count))
    what = "sparse elements" if sparse else "elements"
    ctx.note(f"Too many {what}: {count} > {limit}; encoded as an unknown constant")
    arr = ctx.function(("const", attr), f"const.{len(ctx.functions)}", z3.ArraySort(ix.INDEX, sort))
    return Tensor.from_array(elem_type, sort, dims, arr())
