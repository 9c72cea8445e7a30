"""The arithmetic the lowering passes decide shapes with: loop grouping,
bound sources, tile sizes and guards, launch bounds of partial tiles."""

from hypothesis import given
from hypothesis import strategies as st
from xdsl.dialects import affine, arith
from xdsl.dialects.builtin import AffineMapAttr, IndexType, IntegerAttr
from xdsl.ir import Block
from xdsl.ir.affine import AffineDimExpr, AffineMap

from tvmlir.lowering.index_arith import ceildiv
from tvmlir.lowering.linalg_to_loops import bound_sources, loop_groups
from tvmlir.lowering.parallel_loop_tiling import MIN_MAP, divides_iterations, tile_sizes_for
from tvmlir.lowering.parallel_loops_to_gpu import constant_upper_bound


def test_loop_groups_follow_upstream():
    # matmul, column sum, parallel-reduction-parallel, all reductions
    assert loop_groups([True, True, False]) == [[0, 1], [2]]
    assert loop_groups([False, True]) == [[0], [1]]
    assert loop_groups([True, False, True]) == [[0], [1], [2]]
    assert loop_groups([False, False]) == [[0], [1]]
    assert loop_groups([True] * 4 + [False] * 3) == [[0, 1, 2, 3], [4], [5], [6]]


@given(st.lists(st.booleans(), max_size=8))
def test_loop_groups_partition_dims_in_order(parallel):
    groups = loop_groups(parallel)
    assert [d for g in groups for d in g] == list(range(len(parallel)))
    for g in groups:
        assert len(g) == 1 or all(parallel[d] for d in g)
    # maximal runs: two consecutive groups are never both parallel
    for a, b in zip(groups, groups[1:]):
        assert not (parallel[a[0]] and parallel[b[0]])


def test_bound_sources_take_the_first_plain_occurrence():
    d0, d1 = AffineDimExpr(0), AffineDimExpr(1)
    conv = [AffineMap(2, 0, (d0 + d1,)), AffineMap(2, 0, (d1,)), AffineMap(2, 0, (d0,))]
    assert bound_sources(conv, 2) == [(2, 0), (1, 0)]
    fill = [AffineMap(2, 0, ()), AffineMap(2, 0, (d0, d1))]
    assert bound_sources(fill, 2) == [(1, 0), (1, 1)]
    assert bound_sources([AffineMap(2, 0, (d0 + d1,))], 2) == [None, None]


def test_tile_sizes_are_padded_with_one():
    assert tile_sizes_for((2, 4), 3) == (2, 4, 1)
    assert tile_sizes_for((2, 4), 1) == (2,)
    assert tile_sizes_for((), 2) == (1, 1)


@given(
    st.integers(-20, 20),
    st.integers(0, 40),
    st.integers(1, 5),
    st.integers(1, 6),
)
def test_guard_needed_exactly_when_the_last_tile_is_partial(lb, extent, step, tile):
    ub = lb + extent
    iterations = len(range(lb, ub, step))
    assert divides_iterations(lb, ub, step, tile) == (iterations % tile == 0)
    assert ceildiv(ub - lb, step) == iterations


def _index_const(block: Block, value: int):
    op = arith.ConstantOp(IntegerAttr(value, IndexType()))
    block.add_op(op)
    return op.result


def test_constant_upper_bound_of_a_tile_guard():
    block = Block(arg_types=[IndexType(), IndexType()])
    iv, n = block.args
    extent = _index_const(block, 3)
    eight = _index_const(block, 8)
    # min(3, 8 - iv): the tile extent bounds it whatever iv is
    guard = affine.MinOp([extent, eight, iv], AffineMapAttr(MIN_MAP))
    assert constant_upper_bound(guard.result) == 3
    # min(d0, d1 - d2) with a dynamic extent has no constant bound
    dynamic = affine.MinOp([n, eight, iv], AffineMapAttr(MIN_MAP))
    assert constant_upper_bound(dynamic.result) is None
    # upstream's canonical form min(-d0 + 8, 3)
    d0 = AffineDimExpr(0)
    canonical = affine.MinOp([iv], AffineMapAttr(AffineMap(1, 0, (d0 * -1 + 8, AffineMap.constant_map(3).results[0]))))
    assert constant_upper_bound(canonical.result) == 3
    # not an affine.min at all
    assert constant_upper_bound(n) is None
