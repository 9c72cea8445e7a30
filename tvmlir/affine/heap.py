"""Symbolic heaps (thesis section 5.2) as isl union maps.

A heap maps buffer cells to *symbolic values*: `{ b3[x, y] -> C[x, y] : guard }`
says that cell `(x, y)` of buffer `b3` holds the spec element `C(x, y)`.  The
range tuple names an *expression context*; in prophetic evaluation every
stored value is a prophecy, so a context is just a spec tensor (final or at a
reduction stage), or an opaque value for a store that lost its prophecy.
Parameters are sizes and the indices of enclosing loops and threads.

Operations (DIGEST section B):
* `update(h1, h2)`     `h1 |> h2 = h2 u (h1 - dom h2)`
* `iterated_update`    `|>_{x in D} h = h[x := lexmax(bind_x(dom h))]`
* `par_union`          `v(U_{x in D} h)`: the union over parallel iterations,
                       made single-valued (`choose_single_valued`)
* `lookup`             `h(b<loc>)` as pieces (guard, context, indices)
* `remove_buffers`     `h \\ a`, when an allocation goes out of scope
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from tvmlir.affine import space
from tvmlir.affine.space import CTX, D, param_id
from tvmlir.ir.view_types import row_major_static


def empty() -> isl.UnionMap:
    return isl.UnionMap.empty(isl.Space.params_alloc(CTX, 0))


def empty_set() -> isl.UnionSet:
    return isl.UnionSet.empty(isl.Space.params_alloc(CTX, 0))


def _tuple(name: str, values: list[isl.PwAff]) -> isl.Map:
    """`{ [] -> name[values] }`."""
    domain = isl.Space.set_alloc(CTX, 0, 0)
    target = isl.Space.set_alloc(CTX, 0, len(values)).set_tuple_name(D.set, name)
    mspace = isl.Space.map_from_domain_and_range(domain, target)
    pal = isl.PwAffList.alloc(CTX, len(values))
    for v in values:
        pal = pal.add(v)
    return isl.Map.from_multi_pw_aff(isl.MultiPwAff.from_pw_aff_list(mspace, pal))


def location(buffer: str, indices: list[isl.PwAff], guard: isl.Set) -> isl.Set:
    """`{ buffer[indices] : guard }` (one cell per parameter value)."""
    return _tuple(buffer, indices).range().intersect_params(guard)


def cell(
    buffer: str,
    indices: list[isl.PwAff],
    context: str,
    values: list[isl.PwAff],
    guard: isl.Set,
) -> isl.UnionMap:
    """`{ buffer[indices] -> context[values] : guard }`: one store."""
    rel = _tuple(buffer, indices).reverse().apply_range(_tuple(context, values))
    return isl.UnionMap(rel.intersect_params(guard))


def box(buffer: str, sizes: list[isl.PwAff], guard: isl.Set) -> isl.Set:
    """All cells of a buffer: `{ buffer[x] : 0 <= x_k < size_k, guard }`."""
    names = [f"__x{k}" for k in range(len(sizes))]
    s = location(buffer, [space.param(n) for n in names], guard)
    for k, n in enumerate(names):
        s = s.intersect_params(space.in_range(space.param(n), sizes[k]))
    # { buffer[y] : y = __x, __x in bounds }: eliminating the placeholders
    # leaves { buffer[y] : y in bounds }.
    return space.project_params(s, names)


def identity_heap(buffer: str, sizes: list[isl.PwAff], context: str, guard: isl.Set) -> isl.UnionMap:
    """`{ buffer[x] -> context[x] : x in bounds }`: an input's initial content."""
    cells = box(buffer, sizes, guard)
    ident = isl.Map.identity(isl.Space.map_from_set(cells.get_space()))
    rel = ident.intersect_domain(cells).set_tuple_name(D.out, context)
    return isl.UnionMap(rel)


def reshaped_heap(buffer: str, shape: list[int], context: str, context_shape: list[int], guard: isl.Set) -> isl.UnionMap:
    """`{ buffer[x] -> context[y] : x in bounds, y = the element of
    row-major position flat(x) in context_shape }`: a constant's content
    seen in another static shape with the same elements in row-major order
    (a reshape folded into a weight: `verify/globals.py`)."""
    xs = [f"x{k}" for k in range(len(shape))]
    flat = " + ".join(f"{s} * {x}" for s, x in zip(row_major_static(shape), xs)) or "0"
    ys = [f"floor(({flat}) / {s}) mod {n}" for s, n in zip(row_major_static(context_shape), context_shape)]
    bounds = " and ".join(f"0 <= {x} < {n}" for x, n in zip(xs, shape)) or "true"
    rel = isl.Map(f"{{ {buffer}[{', '.join(xs)}] -> {context}[{', '.join(ys)}] : {bounds} }}", context=CTX)
    params = guard.get_space()
    rel = rel.align_params(params).intersect_params(guard)
    return isl.UnionMap(rel)


ACCUMULATED = "RED_"
"""Range tuples named with this prefix are *accumulated elements* (thesis
chapter 7, `tvmlir/verify/accumulate.py`): a cell maps to its base value
(an ordinary tuple) and to one tuple per reduced element combined into it
since.  They never override: writing them adds to a cell's set."""


def _parts(h: isl.UnionMap, accumulated: bool) -> isl.UnionMap:
    maps = h.get_map_list()
    parts = [maps.get_at(k) for k in range(maps.n_map())]
    flags = [m.get_tuple_name(D.out).startswith(ACCUMULATED) for m in parts]
    if not any(flags):  # the common case: no reduction in reordered form
        return empty() if accumulated else h
    result = empty()
    for m, flag in zip(parts, flags):
        if flag == accumulated:
            result = result.union(isl.UnionMap(m))
    return result


def plain(h: isl.UnionMap) -> isl.UnionMap:
    """The ordinary (overriding) part of a heap."""
    return _parts(h, False)


def accumulated(h: isl.UnionMap) -> isl.UnionMap:
    """The accumulated elements of a heap (`ACCUMULATED`)."""
    return _parts(h, True)


def update(h1: isl.UnionMap, h2: isl.UnionMap) -> isl.UnionMap:
    """`h1 |> h2`: h2's cells override h1's, except that accumulated
    elements add to a cell (only an ordinary write overrides it)."""
    return h2.union(h1.subtract_domain(plain(h2).domain()))


def _filter_buffers(obj, keep):
    """The part of a heap (or a set of locations) on buffers `keep` accepts."""
    is_map = isinstance(obj, isl.UnionMap)
    parts = obj.get_map_list() if is_map else obj.get_set_list()
    result = empty() if is_map else empty_set()
    for k in range(parts.n_map() if is_map else parts.n_set()):
        part = parts.get_at(k)
        name = part.get_tuple_name(D.in_) if is_map else part.get_tuple_name()
        if keep(name):
            result = result.union(type(obj)(part))
    return result


def remove_buffers(obj, buffers: set[str]):
    """Drop every cell of `buffers` from a heap or a set of locations."""
    return _filter_buffers(obj, lambda name: name not in buffers) if buffers else obj


def restrict_buffers(obj, buffers: set[str]):
    """Keep only the cells of `buffers`."""
    return _filter_buffers(obj, lambda name: name in buffers)


def _with_param(m: isl.Map, x: str) -> tuple[isl.Map, int]:
    """`m` with parameter `x` (added if absent) and its position."""
    pos = m.find_dim_by_id(D.param, param_id(x))
    if pos < 0:
        pos = m.dim(D.param)
        m = m.add_dims(D.param, 1).set_dim_id(D.param, pos, param_id(x))
    return m, pos


def _bind(domain: isl.UnionSet, x: str) -> isl.UnionMap:
    """`bind_x(dom)`: `{ b[i] -> [x] : b[i] in dom at x }` (x leaves the
    parameters for the range)."""
    result = empty()
    sets = domain.get_set_list()
    for k in range(sets.n_set()):
        m, pos = _with_param(isl.Map.from_domain(sets.get_at(k)).add_dims(D.out, 1), x)
        m = m.equate(D.param, pos, D.out, 0).project_out(D.param, pos, 1)
        result = result.union(isl.UnionMap(m))
    return result


def iterated_update(delta: isl.UnionMap, x: str, domain: isl.Set) -> isl.UnionMap:
    """`|>_{x in domain} delta` (thesis Def 5.2.4): each cell gets the value
    written by the last iteration (largest `x`) that writes it.

    `domain` constrains `x` (and may involve outer parameters); the result
    no longer has `x` as a parameter.
    """
    delta = delta.intersect_params(domain)
    if delta.is_empty():
        return space.project_params(delta, [x])
    # Accumulated elements of every iteration add up (the caller made sure
    # no iteration also overwrites those cells).
    added = space.project_params(accumulated(delta), [x])
    delta = plain(delta)
    if delta.is_empty():
        return added
    last = _bind(delta.domain(), x).lexmax()
    # { b[i] : x = last(b[i]) }, with x a parameter again: the substitution
    # x := lexmax of Def 5.2.3, done as an intersection then a projection.
    chosen = empty_set()
    maps = last.get_map_list()
    for k in range(maps.n_map()):
        m, pos = _with_param(maps.get_at(k), x)
        chosen = chosen.union(isl.UnionSet(m.equate(D.param, pos, D.out, 0).domain()))
    return space.project_params(delta.intersect_domain(chosen), [x]).union(added)


def choose_single_valued(h: isl.UnionMap) -> isl.UnionMap:
    """`v(h)`: keep one value per cell (thesis section 5.2).  Any choice is
    sound once the write-write obligation proved that all candidates are
    equal; the choice here is deterministic (first range space in isl's
    order, then lexicographic minimum).  Accumulated elements are a set,
    kept whole."""
    added = accumulated(h)
    if not added.is_empty():
        return choose_single_valued(plain(h)).union(added)
    if h.is_single_valued():
        return h
    result = empty()
    maps = h.get_map_list()
    for k in range(maps.n_map()):
        m = maps.get_at(k).lexmin()
        result = result.union(isl.UnionMap(m).subtract_domain(result.domain()))
    return result


def par_union(delta: isl.UnionMap, xs: list[str], domain: isl.Set) -> isl.UnionMap:
    """`v(U_{xs in domain} delta)`: what parallel iterations wrote."""
    return choose_single_valued(space.project_params(delta.intersect_params(domain), xs))


@dataclass(frozen=True)
class Piece:
    """One piece of a looked-up value: under `guard` (a parameter set) the
    cell holds `context[values]` (affine functions of the parameters)."""

    guard: isl.Set
    context: str
    values: tuple[isl.Aff, ...]


def lookup(h: isl.UnionMap, loc: isl.Set) -> list[Piece]:
    """`h(loc)` for a single-cell location: the pieces of its value.  Where
    no piece applies, the cell is undefined (checked separately)."""
    found = h.intersect_domain(isl.UnionSet(loc)).range()
    pieces: list[Piece] = []
    sets = found.get_set_list()
    for k in range(sets.n_set()):
        s = sets.get_at(k)
        name = s.get_tuple_name()
        pma = isl.Map.from_range(s).lexmin_pw_multi_aff()

        def collect(guard: isl.Set, ma: isl.MultiAff, name: str = name) -> None:
            affs = tuple(ma.get_at(q) for q in range(ma.dim(D.out)))
            pieces.append(Piece(space.condition(guard), name, affs))

        pma.foreach_piece(collect)
    return pieces


def set_dims_to_params(s: isl.Set, names: list[str]) -> isl.Set:
    """`{ b[x0, x1] : phi }` -> `[.., l0, l1] -> { : phi }` (for a
    counterexample or a value query that needs the cell as unknowns)."""
    n = s.dim(D.set)
    first = s.dim(D.param)
    t = s.move_dims(D.param, first, D.set, 0, n)
    for k, name in enumerate(names):
        t = t.set_dim_id(D.param, first + k, param_id(name))
    return t
