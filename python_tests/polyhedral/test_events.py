"""Opaque ops in the affine dataflow route (polyhedral/events.py,
scop.Extractor.opaque): events paired in trace order, pure ops compared as
functions of their operands, and what the route declines; and functions
returning one of their memref arguments."""

from __future__ import annotations

import pytest

from tvmlir.polyhedral.check import prove
from tvmlir.polyhedral.scop import Decline
from tvmlir.refinement.module import load
from tvmlir.semantics.opaque import ASSUME_PURE


def _fn(text: str):
    return load("<test>", text).functions["f"]


def _prove(src: str, tgt: str, **kw):
    return prove(_fn(src), _fn(tgt), 64, **kw)


def _declines(src: str, tgt: str, why: str, **kw) -> None:
    with pytest.raises(Decline, match=why):
        _prove(src, tgt, **kw)


LOOP = """
func.func @f(%A: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xf32>
    "ev"(%i, %v) : (index, f32) -> ()
  }
  return
}
"""

UNROLLED = """
func.func @f(%A: memref<64xf32>) {
  affine.for %i = 0 to 64 step 2 {
    %v = affine.load %A[%i] : memref<64xf32>
    "ev"(%i, %v) : (index, f32) -> ()
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %w = affine.load %A[%j] : memref<64xf32>
    "ev"(%j, %w) : (index, f32) -> ()
  }
  return
}
"""


def test_unrolled_events_verified():
    p = _prove(LOOP, UNROLLED)
    assert any("are events" in a for a in p.assumptions)


def test_unrolled_events_swapped_decline():
    """The two events of an unrolled iteration in the other order: the same
    events, in another order (their operands differ then)."""
    tgt = UNROLLED.replace('"ev"(%i, %v) : (index, f32) -> ()\n', "").replace(
        '"ev"(%j, %w) : (index, f32) -> ()', '"ev"(%j, %w) : (index, f32) -> ()\n    "ev"(%i, %v) : (index, f32) -> ()')
    _declines(LOOP, tgt, "operands of the events are not proved equal")


def test_reversed_loop_declines():
    tgt = LOOP.replace("%v = affine.load %A[%i]", "%r = affine.apply affine_map<(d0) -> (63 - d0)>(%i)\n"
                       "    %v = affine.load %A[%r]").replace('"ev"(%i, %v)', '"ev"(%r, %v)')
    _declines(LOOP, tgt, "operands of the events are not proved equal")


PEELED = LOOP.replace("0 to 64", "0 to 63").replace("return", '"ev"(%c, %x) : (index, f32) -> ()\n  return').replace(
    "{\n  affine.for", "{\n  %c = arith.constant 63 : index\n  %x = affine.load %A[63] : memref<64xf32>\n  affine.for")


def test_peeled_last_iteration_verified():
    assert _prove(LOOP, PEELED) is not None


def test_one_more_event_declines():
    _declines(LOOP, PEELED.replace("0 to 63", "0 to 64"), "not proved to occur in the same order")


def test_moved_to_the_end_declines():
    """The last iteration's event moved before the loop: every operand still
    has its value, in another order."""
    tgt = LOOP.replace("0 to 64", "0 to 63").replace(
        "{\n  affine.for",
        "{\n  %c = arith.constant 63 : index\n  %x = affine.load %A[63] : memref<64xf32>\n"
        '  "ev"(%c, %x) : (index, f32) -> ()\n  affine.for')
    _declines(LOOP, tgt, "operands of the events are not proved equal|not proved to occur in the same order")


def test_other_event_declines():
    _declines(LOOP, LOOP.replace('"ev"', '"ev2"'), "on one side only")


def test_events_off_declines():
    _declines(LOOP, LOOP, "does not know", opaque_ops=False)


def test_event_with_memref_operand_declines():
    src = LOOP.replace('"ev"(%i, %v) : (index, f32) -> ()', '"ev"(%A) : (memref<64xf32>) -> ()')
    _declines(src, src, "with a memref operand")


PURE = """
func.func @f(%A: memref<64xi32>, %B: memref<64xi32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xi32>
    %w = "g"(%v) : (i32) -> i32
    affine.store %w, %B[%i] : memref<64xi32>
  }
  return
}
"""


def test_pure_op_compared_as_a_function():
    p = _prove(PURE, PURE)
    assert ASSUME_PURE in p.assumptions
    swapped = PURE.replace('"g"(%v) : (i32) -> i32', '"g"(%v) : (i32) -> i32\n    %u = arith.addi %w, %v : i32') \
        .replace("affine.store %w", "affine.store %u")  # fmt: skip
    _declines(PURE, swapped, "not proved equal")


def test_pure_op_as_event_declines_with_results():
    _declines(PURE, PURE, "an event with results", pure_opaque_ops=False)


def test_target_pure_op_on_poison_declines():
    """A pure opaque op is undefined on a poison operand: an unused one the
    target adds on an `addi nsw` may be UB where the source is defined."""
    src = PURE.replace('%w = "g"(%v) : (i32) -> i32', '%w = "g"(%v) : (i32) -> i32\n    %z = "g"(%v) : (i32) -> i32')
    tgt = PURE.replace('%w = "g"(%v) : (i32) -> i32', '%w = "g"(%v) : (i32) -> i32\n'
                       '    %n = arith.addi %v, %v overflow<nsw> : i32\n    %z = "g"(%n) : (i32) -> i32')
    _declines(src, tgt, "operand that may be poison")
    ok = tgt.replace(" overflow<nsw>", "")
    assert _prove(src, ok) is not None


RET = """
func.func @f(%A: memref<64xf32>, %B: memref<64xf32>) -> memref<64xf32> {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xf32>
    affine.store %v, %B[%i] : memref<64xf32>
  }
  return %B : memref<64xf32>
}
"""


def test_returned_argument_verified():
    assert _prove(RET, RET) is not None


def test_other_returned_argument_declines():
    _declines(RET, RET.replace("return %B", "return %A"), "result 0 is argument 1 in the source and argument 0 in")


def test_returned_local_buffer_declines():
    tgt = RET.replace("return %B", "%L = memref.alloc() : memref<64xf32>\n  return %L")
    _declines(RET, tgt, "neither a scalar nor one of its memref arguments")


CARRIED = """
func.func @f(%A: memref<1024xi32>, %R: memref<2xi32>, %n: index, %init: i32) {
  %a0 = affine.load %A[0] : memref<1024xi32>
  %d = arith.addi %a0, %a0 : i32
  affine.store %d, %R[1] : memref<2xi32>
  %r = affine.for %i = LB to min affine_map<()[s0] -> (s0, 1024)>()[%n] iter_args(%acc = INIT) -> (i32) {
    %a = affine.load %A[%i] : memref<1024xi32>
    %t = arith.addi %acc, %a : i32
    affine.yield %t : i32
  }
  affine.store %r, %R[0] : memref<2xi32>
  return
}
"""


def test_carried_value_verified():
    src = CARRIED.replace("LB", "0").replace("INIT", "%init")
    assert _prove(src, src) is not None


def test_carried_first_iteration_peeled_without_guard_declines():
    """Wrong where the loop runs no iteration (%n <= 0): the result is the
    initial value, which the target changed."""
    src = CARRIED.replace("LB", "0").replace("INIT", "%init")
    tgt = CARRIED.replace("LB", "1").replace("INIT", "%x").replace(
        "  %r = affine.for", "  %x = arith.addi %init, %a0 : i32\n  %r = affine.for")
    _declines(src, tgt, "final contents of argument 1 are not proved equal")


def test_target_reading_an_unread_argument_cell_declines():
    """Memref arguments may hold uninitialized elements, and reading one is
    UB: a target load of a cell the source never reads (here A[1023], its
    value unused) may be UB where the source is defined."""
    src = CARRIED.replace("LB", "0").replace("INIT", "%init")
    tgt = src.replace("  return", "  %u = affine.load %A[1023] : memref<1024xi32>\n  return")
    _declines(src, tgt, "may read an element of argument 0 that the source does not read")


def test_pure_op_result_as_a_bound_declines():
    """An opaque op's index result as a loop bound is no affine value (was
    an internal error: NotAffine escaped the map walker)."""
    src = """
func.func @f(%A: memref<64xf32>) {
  %l = "g"() : () -> index
  affine.for %i = 0 to min affine_map<(d0) -> (64, d0)>(%l) {
    %v = affine.load %A[%i] : memref<64xf32>
    "ev"(%v) : (f32) -> ()
  }
  return
}
"""
    _declines(src, src, "an operand of an affine map that is not affine")


def test_target_reading_a_moved_unread_cell_declines():
    """The target moves A[1023] (a cell the source never reads) into B[0]
    and then loads B[0]: the load reads the moved element, UB if it was
    uninitialized; moving it without reading it back is no read."""
    src = """
func.func @f(%A: memref<1024xf32>, %B: memref<2xf32>) {
  %c = arith.constant 1.0 : f32
  affine.store %c, %B[0] : memref<2xf32>
  affine.for %i = 0 to 1 {
    %a = affine.load %A[1023] : memref<1024xf32>
    affine.store %a, %B[1] : memref<2xf32>
  }
  return
}
"""
    assert _prove(src, src) is not None
    tgt = src.replace("affine.store %c, %B[0] : memref<2xf32>\n", "").replace(
        "  affine.for", "  %m = affine.load %A[1023] : memref<1024xf32>\n  affine.store %m, %B[0] : memref<2xf32>\n"
        "  %u = affine.load %B[0] : memref<2xf32>\n  affine.store %c, %B[0] : memref<2xf32>\n  affine.for")
    _declines(src, tgt, "may read an element of argument 0 that the source does not read")


def test_carried_value_with_nsw_is_no_store():
    """A reduction carrying `addi nsw` (poison on overflow) unrolled by 2:
    carrying poison is no UB (the cells are SSA values, not memory)."""
    src = """
func.func @f(%A: memref<64xi32>, %R: memref<1xi32>, %init: i32) {
  %r = affine.for %i = 0 to 64 iter_args(%acc = %init) -> (i32) {
    %a = affine.load %A[%i] : memref<64xi32>
    %t = arith.addi %acc, %a overflow<nsw> : i32
    affine.yield %t : i32
  }
  affine.store %r, %R[0] : memref<1xi32>
  return
}
"""
    tgt = src.replace("0 to 64 iter_args", "0 to 64 step 2 iter_args").replace(
        "    affine.yield %t : i32", "    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\n"
        "    %b = affine.load %A[%j] : memref<64xi32>\n    %u = arith.addi %t, %b overflow<nsw> : i32\n"
        "    affine.yield %u : i32")
    assert _prove(src, tgt) is not None


def test_carried_poison_stored_then_overwritten_declines():
    """The target stores a carried `addi nsw` result (maybe poison: storing
    it is UB) and overwrites it: the source never stores it."""
    src = """
func.func @f(%A: memref<64xi32>, %R: memref<1xi32>, %init: i32) {
  %r = affine.for %i = 0 to 64 iter_args(%acc = %init) -> (i32) {
    %a = affine.load %A[%i] : memref<64xi32>
    %t = arith.addi %acc, %a overflow<nsw> : i32
    affine.yield %t : i32
  }
  affine.store %init, %R[0] : memref<1xi32>
  return
}
"""
    tgt = src.replace("  affine.store %init", "  affine.store %r, %R[0] : memref<1xi32>\n  affine.store %init")
    _declines(src, tgt, "may store a poison value")


def test_target_pure_op_on_carried_value():
    """A target's pure opaque op on a loop's carried value: poison only if
    the initial or a yielded value may be (here `addi nsw`)."""
    src = """
func.func @f(%A: memref<64xi32>, %init: i32) {
  %r = affine.for %i = 0 to 64 iter_args(%acc = %init) -> (i32) {
    %a = affine.load %A[%i] : memref<64xi32>
    %t = arith.addi %acc, %a FLAGS: i32
    affine.yield %t : i32
  }
  return
}
"""
    tgt = src.replace("  return", '  %u = "g"(%r) : (i32) -> i32\n  return')
    src = src.replace("  return", '  %u = "g"(%init) : (i32) -> i32\n  return')
    assert _prove(src.replace("FLAGS", ""), tgt.replace("FLAGS", "")) is not None
    _declines(src.replace("FLAGS", "overflow<nsw> "), tgt.replace("FLAGS", "overflow<nsw> "),
              "operand that may be poison")


SUM = """
func.func @f(%A: memref<64xi32>, %init: i32) -> i32 {
  %r = affine.for %i = 0 to 64 iter_args(%acc = %init) -> (i32) {
    %a = affine.load %A[%i] : memref<64xi32>
    %t = arith.addi %acc, %a : i32
    affine.yield %t : i32
  }
  return %r : i32
}
"""


def test_scalar_result_compared():
    tgt = SUM.replace("0 to 64 iter_args", "0 to 64 step 2 iter_args").replace(
        "    affine.yield %t : i32", "    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\n"
        "    %b = affine.load %A[%j] : memref<64xi32>\n    %u = arith.addi %t, %b : i32\n    affine.yield %u : i32")
    assert _prove(SUM, tgt) is not None
    _declines(SUM, SUM.replace("return %r", "return %init"), "result 0 is not proved equal")


CALLS = """
func.func private @ext(i32) -> i32
func.func private @side()
func.func @f(%A: memref<64xi32>, %B: memref<64xi32>) {
  affine.for %i = 0 to 64 {
    func.call @side() : () -> ()
    %a = affine.load %A[%i] : memref<64xi32>
    %b = func.call @ext(%a) : (i32) -> i32
    affine.store %b, %B[%i] : memref<64xi32>
  }
  return
}
"""


def test_external_calls_pure():
    """A call to a declaration is pure and total (semantics/func.py): an
    unused one may be dropped; its result is a function of its operands."""
    p = _prove(CALLS, CALLS.replace("    func.call @side() : () -> ()\n", ""))
    assert any("@ext is pure and total" in a for a in p.assumptions)
    _declines(CALLS, CALLS.replace("@ext(%a)", "@ext(%i2)").replace(
        "    %b =", "    %i2 = arith.index_cast %i : index to i32\n    %b ="), "not proved equal")
    _declines(CALLS, CALLS, "no-assume-pure-calls", pure_calls=False)


def test_call_to_a_body_declines():
    src = CALLS.replace("func.func private @side()", "func.func @side() {\n  return\n}")
    _declines(src, src, "a call to a function with a body")


COPY = """
func.func @f(%src: memref<100xf32>, %out: memref<100xf32>) {
  affine.for %i = 0 to 100 step 2 {
    %r = affine.load %src[%i] : memref<100xf32>
    affine.store %r, %out[%i] : memref<100xf32>
  }
  return
}
"""

COPY_FUSED = """
func.func @f(%src: memref<100xf32>, %out: memref<100xf32>) {
  %b = memref.alloc() : memref<1xf32>
  affine.for %i = 0 to 100 step 2 {
    %r = affine.load %src[%i] : memref<100xf32>
    affine.store %r, %b[0] : memref<1xf32>
    %s = affine.load %b[0] : memref<1xf32>
    affine.store %s, %out[%i] : memref<100xf32>
  }
  return
}
"""


def test_moves_through_a_buffer_are_no_reads():
    """Both sides only move the input's elements (an uninitialized one stays
    so): a copy through a one-cell buffer (mlir-opt-19's fusion) is no read;
    reading the buffer's element (an unused addf) is."""
    assert _prove(COPY, COPY_FUSED) is not None
    tgt = COPY_FUSED.replace("    affine.store %s, %out", "    %u = arith.addf %s, %s : f32\n    affine.store %s, %out")
    _declines(COPY, tgt, "may read an element of argument 0 that the source does not read")


def test_event_pairing_check_is_exact():
    """events._check accepts only the pairing of k-th times: the identity
    on one set of times, not its reversal, a shift, or a map onto a longer
    trace (whatever guessed them)."""
    import islpy as isl

    from tvmlir.polyhedral.events import _check, _next

    es = isl.Set("[n] -> { [i] : 0 <= i < n }")
    et = isl.Set("[n] -> { [i, j] : 0 <= i < n and j = 7 }")
    ns, nt = _next(es), _next(et)
    first = isl.Map.from_domain_and_range(es.lexmin(), et.lexmin())
    assert _check(isl.Map("[n] -> { [i] -> [i, 7] : 0 <= i < n }"), first, es, et, ns, nt) is None
    assert _check(isl.Map("[n] -> { [i] -> [n - 1 - i, 7] : 0 <= i < n }"), first, es, et, ns, nt) is not None
    assert _check(isl.Map("[n] -> { [i] -> [i + 1, 7] : 0 <= i < n - 1 }"), first, es, et, ns, nt) is not None
    longer = isl.Set("[n] -> { [i, j] : 0 <= i <= n and j = 7 }")
    assert _check(isl.Map("[n] -> { [i] -> [i, 7] : 0 <= i < n }"), first, es, longer, ns, _next(longer)) is not None


VIA = """
func.func @f(%A: memref<16xf32>, %B: memref<16xf32>) {
  %c = arith.constant 1.0 : f32
  %L = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 16 {
    %a = affine.load %A[%i] : memref<16xf32>
    affine.store %a, %L[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %l = affine.load %L[READ] : memref<16xf32>
    %s = arith.addf %l, %c : f32
    affine.store %s, %B[%i] : memref<16xf32>
  }
  return
}
"""

DIRECT = """
func.func @f(%A: memref<16xf32>, %B: memref<16xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    %a = affine.load %A[READ] : memref<16xf32>
    %s = arith.addf %a, %c : f32
    affine.store %s, %B[%i] : memref<16xf32>
  }
  return
}
"""


def test_source_reads_followed_through_moves():
    """The source copies A into a local buffer and reads the copy: it reads
    A (UB if uninitialized) where the copy it reads came from; the fused
    target reading A directly is defined where the source is, and one
    reading cells whose copies the source never reads is not."""
    assert _prove(VIA.replace("READ", "%i"), DIRECT.replace("READ", "%i")) is not None
    _declines(VIA.replace("READ", "0"), DIRECT.replace("READ", "%i"), "may read an element of argument 0")
