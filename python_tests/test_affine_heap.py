"""Symbolic heaps and the isl obligations (thesis section 5.2, DIGEST B)."""

import islpy as isl
from hypothesis import given, settings
from hypothesis import strategies as st

from tvmlir.affine import checks, heap, space
from tvmlir.affine.space import const, param

U = space.universe_params()


def um(text: str) -> isl.UnionMap:
    return isl.UnionMap(text)


def test_update_overrides():
    h1 = um("[N] -> { a[i] -> A[i] : 0 <= i < N }")
    h2 = um("{ a[0] -> B[0] }")
    assert heap.update(h1, h2).is_equal(um("[N] -> { a[0] -> B[0]; a[i] -> A[i] : 0 < i < N }"))


def test_iterated_update_single_writer():
    """Thesis Example 8: one iteration per cell, lexmax is the union."""
    x, n = param("x"), param("N")
    delta = heap.cell("a", [x], "A", [x.add(const(2))], U)
    result = heap.iterated_update(delta, "x", space.in_range(x, n).intersect(space.lt(x, const(4))))
    assert result.is_equal(um("[N] -> { a[i] -> A[i + 2] : 0 <= i < 4 and i < N }"))


def test_iterated_update_last_writer_wins():
    """Thesis Example 9: a[x mod 4] -> A(x + 3): each cell holds the value
    of the last iteration writing it."""
    x, n = param("x"), param("N")
    delta = heap.cell("a", [x.mod_val(isl.Val(4))], "A", [x.add(const(3))], U)
    result = heap.iterated_update(delta, "x", space.in_range(x, n))
    for size in (1, 5, 10):
        fixed = result.intersect_params(isl.Set(f"[N] -> {{ : N = {size} }}"))
        expected = {}
        for it in range(size):
            expected[it % 4] = it + 3
        for cell, value in expected.items():
            loc = isl.UnionSet(f"[N] -> {{ a[{cell}] : N = {size} }}")
            image = fixed.intersect_domain(loc).range()
            assert image.is_equal(isl.UnionSet(f"[N] -> {{ A[{value}] : N = {size} }}")), (size, cell)
        assert fixed.domain().is_equal(isl.UnionSet(f"[N] -> {{ a[c] : 0 <= c < {min(size, 4)} and N = {size} }}"))


def test_matmul_reduction_invariant():
    """After the k loop, c[i, j] holds R(i, j, P - 1) when P > 0 (Fig 5.5)."""
    i, j, k, p = param("i"), param("j"), param("k"), param("P")
    delta = heap.cell("c", [i, j], "R", [i, j, k], U)
    result = heap.iterated_update(delta, "k", space.in_range(k, p))
    assert result.is_equal(um("[P, i, j] -> { c[i, j] -> R[i, j, P - 1] : P > 0 }"))


def test_par_union_eliminates_the_iteration():
    i, n = param("i"), param("N")
    delta = heap.cell("c", [i], "C", [i], U)
    assert heap.par_union(delta, ["i"], space.in_range(i, n)).is_equal(
        um("[N] -> { c[x] -> C[x] : 0 <= x < N }")
    )


def test_choose_single_valued_keeps_one_value_per_cell():
    h = um("{ c[0] -> C[0]; c[0] -> D[1]; c[1] -> D[1] }")
    chosen = heap.choose_single_valued(h)
    assert chosen.is_single_valued()
    assert chosen.domain().is_equal(h.domain())


def test_lookup_pieces():
    h = um("[k] -> { c[0] -> R[0, k - 1] : k > 0; c[0] -> Z[0] : k = 0 }")
    pieces = heap.lookup(h, heap.location("c", [const(0)], U))
    assert sorted(p.context for p in pieces) == ["R", "Z"]


def test_box_and_identity():
    n = param("N")
    assert heap.box("b", [n, const(4)], U).is_equal(isl.Set("[N] -> { b[x, y] : 0 <= x < N and 0 <= y < 4 }"))
    ident = heap.identity_heap("b", [n], "B", U)
    assert ident.is_equal(um("[N] -> { b[x] -> B[x] : 0 <= x < N }"))


@given(st.lists(st.integers(1, 4), min_size=1, max_size=3), st.lists(st.integers(1, 4), min_size=1, max_size=3))
@settings(max_examples=40, deadline=None)
def test_reshaped_heap_is_row_major_position(shape, other):
    """Cell x of a reshaped constant holds the element at x's row-major
    position: checked point by point against numpy-free enumeration,
    for shapes of equal element count (other is rescaled to match)."""
    import itertools
    import math

    count = math.prod(shape)
    if math.prod(other) != count:
        other = [count] if len(other) == 1 else [*other[:-1], 1]
        if math.prod(other) != count:
            other = [1, count]
    h = heap.reshaped_heap("g", shape, "C", other, U)
    points = {}
    for k, x in enumerate(itertools.product(*[range(n) for n in shape])):
        y, rest = [], k
        for n in reversed(other):
            y.append(rest % n)
            rest //= n
        points[x] = tuple(reversed(y))
    expected = "; ".join(f"g[{', '.join(map(str, x))}] -> C[{', '.join(map(str, y))}]" for x, y in points.items())
    assert h.is_equal(um(f"{{ {expected} }}"))


def test_reshaped_heap_of_a_collapsed_filter():
    """IREE's ROCm code reads a 2x3x3 filter as a 2x9 global: cell [1, 4]
    is element [1, 1, 1], and no cell lies outside 2x9."""
    h = heap.reshaped_heap("g", [2, 9], "C", [2, 3, 3], U)
    assert h.intersect_domain(isl.UnionSet("{ g[1, 4] }")).is_equal(um("{ g[1, 4] -> C[1, 1, 1] }"))
    assert h.intersect_domain(isl.UnionSet("{ g[i, j] : j >= 9 or i >= 2 }")).is_empty()


def test_remove_and_restrict_buffers():
    h = um("{ a[0] -> A[0]; b[1] -> B[1] }")
    assert heap.remove_buffers(h, {"a"}).is_equal(um("{ b[1] -> B[1] }"))
    assert heap.restrict_buffers(h, {"a"}).is_equal(um("{ a[0] -> A[0] }"))


def test_rw_race_found_with_an_instance():
    """Iteration k writes c[0] and iteration k' reads it."""
    k, n = param("k"), param("N")
    dom = space.in_range(k, n)
    writes = isl.UnionSet(heap.location("c", [const(0)], dom))
    race = checks.rw_race(writes, writes, ["k"], ["k2"], dom)
    sample = checks.sample(race)
    assert sample is not None and sample.params["k"] != sample.params["k2"]
    assert sample.tuple_name == "c"


def test_no_race_between_distinct_cells():
    i, n = param("i"), param("N")
    dom = space.in_range(i, n)
    writes = isl.UnionSet(heap.location("c", [i], dom))
    assert checks.rw_race(writes, writes, ["i"], ["i2"], dom).is_empty()
    assert checks.ww_conflicts(writes, ["i"], ["i2"], dom).is_empty()


@settings(max_examples=30, deadline=None)
@given(st.integers(-6, 6), st.integers(1, 5), st.integers(-6, 6))
def test_isl_and_z3_agree(a, d, c):
    """The z3 form of a quasi-affine set is the same set (point by point)."""
    import z3

    from tvmlir.verify.isl_z3 import IslToZ3

    s = isl.Set(f"[x, y] -> {{ : {a}x + floor(y / {d}) >= {c} and (x - y) mod {d} = 0 }}")
    conv = IslToZ3()
    formula = conv.set(s)
    for x in range(-4, 5):
        for y in range(-4, 5):
            point = isl.Set(f"[x, y] -> {{ : x = {x} and y = {y} }}")
            in_isl = not s.intersect(point).is_empty()
            in_z3 = z3.is_true(z3.simplify(z3.substitute(formula, (conv.param("x"), z3.IntVal(x)), (conv.param("y"), z3.IntVal(y)))))
            assert in_isl == in_z3, (x, y)


# --- accumulated elements (thesis chapter 7, verify/accumulate.py) --------


def test_accumulated_elements_add_to_a_cell():
    """A tuple named `RED_..` adds to the cell's set; an ordinary write still
    overrides everything the cell held."""
    base = um("{ p[0] -> N0[]; p[1] -> N0[] }")
    added = um("{ p[0] -> RED_1[0, 3] }")
    after = heap.update(base, added)
    assert after.is_equal(um("{ p[0] -> N0[]; p[0] -> RED_1[0, 3]; p[1] -> N0[] }"))
    overwritten = heap.update(after, um("{ p[0] -> E2[0] }"))
    assert overwritten.is_equal(um("{ p[0] -> E2[0]; p[1] -> N0[] }"))


def test_iterated_update_unions_accumulated_elements():
    """Every iteration's elements stay (a plain write keeps only the last)."""
    x = param("x")
    delta = heap.cell("p", [const(0)], "RED_1", [const(0), x], U)
    result = heap.iterated_update(delta, "x", space.in_range(x, const(4)))
    assert result.is_equal(um("{ p[0] -> RED_1[0, k] : 0 <= k < 4 }"))


def test_par_union_keeps_every_accumulated_element():
    """`choose_single_valued` picks one ordinary value per cell, but keeps
    a cell's set of elements whole."""
    h = um("{ p[0] -> E0[1]; p[0] -> E0[2]; p[0] -> RED_1[0, k] : 0 <= k < 3 }")
    chosen = heap.choose_single_valued(h)
    assert heap.accumulated(chosen).is_equal(um("{ p[0] -> RED_1[0, k] : 0 <= k < 3 }"))
    assert heap.plain(chosen).is_single_valued()


def test_plain_and_accumulated_partition_a_heap():
    h = um("{ p[0] -> N0[]; p[0] -> RED_1[0, 1]; q[2] -> E3[2] }")
    assert heap.plain(h).union(heap.accumulated(h)).is_equal(h)
    assert heap.plain(h).intersect(heap.accumulated(h)).is_empty()
    assert heap.accumulated(um("{ q[2] -> E3[2] }")).is_empty()


def test_rational_affine_expression_is_its_exact_quotient():
    """isl writes an integer-valued function as `(12t - 3u + i) mod 39) / 13`
    where its domain makes the numerator a multiple of 13 (a heap piece of
    IREE's attention matmul with its loop step changed: an internal error
    before).  Converted as a floor division, exact wherever the numerator
    is such a multiple, which is the only place it is read."""
    import z3

    from tvmlir.verify.isl_z3 import IslToZ3

    conv = IslToZ3()
    term = conv.aff(isl.Aff("[n] -> { [] -> [(n)/2] }"))
    n = conv.param("n")
    s = z3.Solver()
    s.add(n % 2 == 0, term * 2 != n)
    assert s.check() == z3.unsat
    pieces = isl.PwAff("[t] -> { [] -> [(t mod 39) / 13] : t mod 13 = 0 }")
    values = []
    pieces.foreach_piece(lambda dom, aff: values.append(conv.aff(aff)))
    assert len(values) == 1
    t = conv.param("t")
    for at, expected in ((26, 2), (39, 0), (65, 2), (-13, 2)):
        s = z3.Solver()
        s.add(t == at, values[0] != expected)
        assert s.check() == z3.unsat, at
