"""`refinement.bounded.run_bounded`: a result, a timeout, an allocation
past the limit, and a bug in the computation are each told apart."""

import time

import pytest

from tvmlir.refinement.bounded import run_bounded


def test_result_comes_back():
    assert run_bounded(lambda: {"status": "verified", "rounds": [1, 2]}, 10) == ({"status": "verified", "rounds": [1, 2]}, "")


def test_a_slow_computation_is_stopped():
    start = time.monotonic()
    assert run_bounded(lambda: time.sleep(30), 0.5) == (None, "timeout")
    assert time.monotonic() - start < 10


def test_an_allocation_past_the_limit_is_out_of_memory():
    assert run_bounded(lambda: bytearray(2 << 30), 20, memory=1 << 30) == (None, "out of memory")


def test_a_bug_in_the_computation_is_raised_here():
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        run_bounded(lambda: 1 // 0, 10)


def _bounded_square(n):
    return run_bounded(lambda: n * n, 10)


def test_works_inside_a_daemonic_pool_worker():
    # multiprocessing.Pool's workers are daemonic; multiprocessing refuses
    # them children ("daemonic processes are not allowed to have children"),
    # which made every abstract failure an internal error in such a worker.
    from multiprocessing import get_context

    with get_context("fork").Pool(1) as pool:
        assert pool.map(_bounded_square, [3]) == [(9, "")]
