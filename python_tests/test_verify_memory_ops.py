"""--verify's memory operations: views (views.py), copies (copies.py) and
memref.copy's parser check (design-notes section 8, "Views", "Copies";
lit_tests/prophetic/memory/, lit_tests/pipelines/)."""

import islpy as isl
import pytest
from conftest import parse
from hypothesis import given
from hypothesis import strategies as st
from xdsl.dialects.builtin import MemRefType, f32
from xdsl.utils.exceptions import VerifyException

from tvmlir.affine import heap, space
from tvmlir.affine.space import const, param
from tvmlir.ir.context import make_context
from tvmlir.verify import views
from tvmlir.verify.frame import Buffer


def _value(pa: isl.PwAff) -> int:
    v = space.constant_value(pa)
    assert v is not None
    return v


@given(st.lists(st.integers(1, 6), min_size=1, max_size=3), st.data())
def test_linearize_then_delinearize_is_the_identity(inner, data):
    """expand_shape linearizes, collapse_shape and reinterpret_cast
    delinearize: on in-range indices one undoes the other."""
    outer = data.draw(st.integers(0, 5))
    xs = [outer] + [data.draw(st.integers(0, n - 1)) for n in inner]
    flat = views._linearize([const(x) for x in xs], inner)
    back = views._delinearize(None, flat, inner)
    assert [_value(b) for b in back] == xs


def test_delinearize_keeps_an_out_of_range_address_out_of_range():
    """The outermost coordinate is not reduced, so an address past the end
    lands past the end of the storage (where the access check sees it)."""
    back = views._delinearize(None, const(8 * 4 + 1), [4])
    assert [_value(b) for b in back] == [8, 1]


def test_view_chain_maps_to_root_cells():
    """A view of a view: view index -> parent index -> storage cell."""
    root = Buffer("b0", "%a", MemRefType(f32, [4, 4]), [const(4), const(4)])
    row = Buffer("b0", "row", MemRefType(f32, [4]), [const(4)], via=(root, lambda loc: [const(2), loc[0]]))
    flat = Buffer("b0", "flat", MemRefType(f32, [16]), [const(16)], via=(root, lambda loc: views._delinearize(None, loc[0], [4])))
    assert [_value(c) for c in row.storage([const(3)])] == [2, 3]
    assert [_value(c) for c in flat.storage([const(9)])] == [2, 1]
    assert row.root() is root and flat.root() is root
    assert row.is_view() and not root.is_view()


def test_storage_bounds_only_for_views():
    root = Buffer("b0", "%a", MemRefType(f32, [4]), [const(4)])
    shifted = Buffer("b0", "v", MemRefType(f32, [4]), [const(4)], via=(root, lambda loc: [loc[0].add(const(2))]))
    assert views.storage_bounds(root, [param("i")]) is None
    ok = views.storage_bounds(shifted, [param("i")])
    # i + 2 in [0, 4): i in [-2, 2).
    inside = space.le(const(-2), param("i")).intersect(space.lt(param("i"), const(2)))
    assert ok.is_equal(inside)


COPY = "func.func @f(%a: {src}, %b: {dst}) {{\n  memref.copy %a, %b : {src} to {dst}\n  func.return\n}}\n"


@pytest.mark.parametrize(
    "src, dst",
    [
        ("memref<4x8xf32>", "memref<4x8xf32>"),
        ("memref<4x8xf32>", "memref<?x8xf32>"),
        ("memref<?x?xf32>", "memref<4x8xf32, strided<[?, 1], offset: ?>>"),
        ("memref<4x?xf32>", "memref<?x8xf32>"),
        ("memref<*xf32>", "memref<4x8xf32>"),
    ],
)
def test_memref_copy_accepts_compatible_shapes(src, dst):
    """MLIR 19's SameOperandsShape: each dimension equal or dynamic on
    either side (checked with mlir-opt-19); layouts may differ."""
    parse(make_context(), COPY.format(src=src, dst=dst)).verify()


@pytest.mark.parametrize(
    "src, dst, message",
    [
        ("memref<4x8xf32>", "memref<3x8xf32>", "same shape"),
        ("memref<4x8xf32>", "memref<32xf32>", "same shape"),
        ("memref<4x8xf32>", "memref<4x8xf16>", "same element type"),
        ("memref<*xf32>", "memref<*xf16>", "same element type"),
    ],
)
def test_memref_copy_rejects_incompatible_shapes(src, dst, message):
    module = parse(make_context(), COPY.format(src=src, dst=dst))
    with pytest.raises(VerifyException, match=message):
        module.verify()


def test_copy_content_is_the_heap_restricted_to_the_loaded_cell():
    """What a copy writes: `{ dst[l] -> src[m] } . h` keeps the heap's
    pieces (here two: a spec element and an opaque value)."""
    h = heap.update(
        heap.cell("a", [param("i")], "E0", [param("i")], space.universe_params()),
        heap.cell("a", [const(0)], "E1", [], space.universe_params()),
    )
    src = isl.UnionSet(heap.location("a", [param("j")], space.universe_params()))
    dst = isl.UnionSet(heap.location("b", [param("j")], space.universe_params()))
    written = isl.UnionMap.from_domain_and_range(dst, src).apply_range(h.intersect_domain(src))
    pieces = heap.lookup(written, heap.location("b", [param("j")], space.universe_params()))
    assert sorted(p.context for p in pieces) == ["E0", "E1"]
