"""--verify on vector code: lanes as parallel iterations (verify/vectors.py,
design-notes section 8).  Hand-written programs for the ops the lit tests'
pipelines do not produce (vector.load/store, shape_cast, extract/insert),
each with a mutant that must fail for the right reason; the ops of
ir/compat/vector.py round-trip in generic form."""

import pytest
from conftest import parse, show

from tvmlir.affine import space
from tvmlir.affine.space import const, param
from tvmlir.passes.verify import VerifyPass
from tvmlir.verify.vectors import _flat, _unflat

SPEC = r"""
  tv.spec @copy8_spec source "func.func @copy8(%x: tensor<8xf32> {tv.name = \22x\22}, %out: tensor<8xf32> {tv.name = \22out\22}) -> tensor<8xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%x : tensor<8xf32>) outs(%out : tensor<8xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%a: f32, %o: f32):\0A    linalg.yield %a : f32\0A  } -> tensor<8xf32>\0A  func.return %r : tensor<8xf32>\0A}" {
    tv.spec_tensor @x : tensor<8xf32>
    tv.spec_tensor @out : tensor<8xf32>
    tv.spec_tensor @r : tensor<8xf32>
  }
"""

LOAD_STORE = """
builtin.module {%s
  func.func @copy8(%%x: memref<8xf32>, %%out: memref<8xf32>) -> memref<8xf32> {
    %%c0 = arith.constant 0 : index
    %%c4 = arith.constant 4 : index
    %%c8 = arith.constant 8 : index
    scf.for %%i = %%c0 to %%c8 step %%c4 {
      %%v = vector.load %%x[%%i] : memref<8xf32>, vector<4xf32>
      %%s = vector.step : vector<4xindex>
      %%b = vector.broadcast %%i : index to vector<4xindex>
      %%idx = arith.%s %%b, %%s : vector<4xindex>
      %%p = tv.prophesy %%v for @copy8_spec::@r [%%idx] : vector<4xf32>
      vector.store %%p, %%out[%%i] : memref<8xf32>, vector<4xf32>
    }
    func.return %%out : memref<8xf32>
  }
}
"""

SHUFFLE = """
builtin.module {%s
  func.func @copy8(%%x: memref<8xf32>, %%out: memref<8xf32>) -> memref<8xf32> {
    %%c0 = arith.constant 0 : index
    %%v = vector.load %%x[%%c0] : memref<8xf32>, vector<8xf32>
    %%m = vector.shape_cast %%v : vector<8xf32> to vector<2x4xf32>
    %%row = vector.extract %%m[%s] : vector<4xf32> from vector<2x4xf32>
    %%w = vector.insert %%row, %%m[1] : vector<4xf32> into vector<2x4xf32>
    %%flat = vector.shape_cast %%w : vector<2x4xf32> to vector<8xf32>
    %%s = vector.step : vector<8xindex>
    %%p = tv.prophesy %%flat for @copy8_spec::@r [%%s] : vector<8xf32>
    vector.store %%p, %%out[%%c0] : memref<8xf32>, vector<8xf32>
    func.return %%out : memref<8xf32>
  }
}
"""


def verify(ctx, text, capsys):
    module = parse(ctx, text)
    p = VerifyPass()
    p.apply(ctx, module)
    return p.validation_exit_code(), capsys.readouterr().err


def test_load_store_lanes_of_a_loop(ctx, capsys):
    code, report = verify(ctx, LOAD_STORE % (SPEC, "addi"), capsys)
    assert code == 0, report
    assert "ok      write in bounds: vector.store" in report


def test_load_store_wrong_lane_index(ctx, capsys):
    code, report = verify(ctx, LOAD_STORE % (SPEC, "subi"), capsys)
    assert code == 1
    assert "FAILED  prophecy in spec domain" in report


def test_vector_load_is_never_clipped(ctx, capsys):
    """vector.load/store are undefined out of bounds (no in_bounds, no
    mask): loading lanes 8..11 of memref<8xf32> (then 12..15) fails, it
    is not a load of the lanes that happen to be in bounds."""
    text = (LOAD_STORE % (SPEC, "addi")).replace("vector.load %x[%i]", "vector.load %x[%c8]")
    code, report = verify(ctx, text, capsys)
    assert code == 1
    assert "FAILED  read in bounds: vector.load" in report


def test_extract_insert_shape_cast(ctx, capsys):
    code, report = verify(ctx, SHUFFLE % (SPEC, "1"), capsys)
    assert code == 0, report


def test_extract_insert_wrong_row(ctx, capsys):
    code, report = verify(ctx, SHUFFLE % (SPEC, "0"), capsys)
    assert code == 1
    assert "@copy8: FAILED (value = prophecy)" in report
    assert "lane0@" in report


@pytest.mark.parametrize("dims", [[8], [2, 4], [2, 3, 4]])
def test_shape_cast_lane_maps_round_trip(dims):
    """Row-major linearization and back: lane (a, b, c) of a 2x3x4 vector
    is element 12a + 4b + c."""
    names = [f"q{k}" for k in range(len(dims))]
    point = tuple(param(n) for n in names)
    box = space.universe_params()
    for n, d in zip(names, dims):
        box = box.intersect(space.in_range(param(n), const(d)))
    flat = _flat(point, dims)
    back = _unflat(flat, dims)
    assert len(back) == len(dims)
    for x, y in zip(back, point):
        assert space.condition(x.ne_set(y)).intersect(box).is_empty()
    if dims == [2, 3, 4]:
        assert str(_flat((const(1), const(2), const(3)), dims)) == str(const(23))


GENERIC_OPS = """
"func.func"() <{function_type = (vector<2x3xf32>, f32, index) -> (), sym_name = "f"}> ({
^bb0(%a: vector<2x3xf32>, %s: f32, %i: index):
  %t = "vector.transpose"(%a) <{permutation = array<i64: 1, 0>}> : (vector<2x3xf32>) -> vector<3x2xf32>
  %e = "vector.extractelement"(%t, %i) : (vector<3x2xf32>, index) -> f32
  %p = "vector.splat"(%s) : (f32) -> vector<4xf32>
  %m = "vector.constant_mask"() <{mask_dim_sizes = [2]}> : () -> vector<4xi1>
  %r = "vector.multi_reduction"(%a, %p) <{kind = #vector.kind<maximumf>, reduction_dims = [1]}> : (vector<2x3xf32>, vector<4xf32>) -> vector<4xf32>
  "func.return"() : () -> ()
}) : () -> ()
"""


def test_compat_vector_ops_read_generic_form(ctx):
    module = parse(ctx, GENERIC_OPS)
    text = show(module, generic=True)
    for name in ("vector.transpose", "vector.extractelement", "vector.splat", "vector.constant_mask",
                 "vector.multi_reduction"):
        assert f'"{name}"' in text
    assert "#vector.kind<maximumf>" in text


def test_vector_prophecy_needs_index_vectors_of_its_shape(ctx):
    """Generic form can write any operand type: the verifier names the
    index type a prophecy on a vector needs."""
    from xdsl.utils.exceptions import VerifyException

    text = """
"func.func"() <{function_type = (vector<4xf32>, index) -> (), sym_name = "f"}> ({
^bb0(%v: vector<4xf32>, %j: index):
  %q = "tv.prophesy"(%v, %j) {spec = @s::@C, operandSegmentSizes = array<i32: 1, 1, 0>} : (vector<4xf32>, index) -> vector<4xf32>
  "func.return"() : () -> ()
}) : () -> ()
"""
    module = parse(ctx, text)
    with pytest.raises(VerifyException, match=r"operand 'indices' at position 1 does not verify: "
                       r"Expected attribute vector<4xindex> but got index"):
        module.verify()


MASKED = """
builtin.module {%s
  func.func @copy8(%%x: memref<8xf32>, %%out: memref<8xf32>) -> memref<8xf32> {
    %%c0 = arith.constant 0 : index
    %%c7 = arith.constant 7 : index
    %%last = memref.load %%x[%%c7] : memref<8xf32>
    %%pass = vector.broadcast %%last : f32 to vector<8xf32>
    %%s = vector.step : vector<8xindex>
    %%bound = vector.broadcast %%c7 : index to vector<8xindex>
    %%m = arith.cmpi slt, %%s, %%bound : vector<8xindex>
    %%v = vector.maskedload %%x[%%c0], %%m, %%pass : memref<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
    %%p = tv.prophesy %%v for @copy8_spec::@r [%%s] : vector<8xf32>
    %%all = arith.cmpi %s, %%s, %%bound : vector<8xindex>
    vector.maskedstore %%out[%%c0], %%all, %%p : memref<8xf32>, vector<8xi1>, vector<8xf32>
    func.return %%out : memref<8xf32>
  }
}
"""


def test_masked_load_pass_through_and_masked_store(ctx, capsys):
    """Lane 7 of the masked load is the pass-through's (x[7]); the masked
    store writes the lanes its mask sets (sle: all 8)."""
    code, report = verify(ctx, MASKED % (SPEC, "sle"), capsys)
    assert code == 0, report


def test_masked_store_leaves_a_lane_unwritten(ctx, capsys):
    code, report = verify(ctx, MASKED % (SPEC, "slt"), capsys)
    assert code == 1
    assert "@copy8: FAILED (coverage)" in report


FOLDS = [
    "vector.reduction <add>, %v, %z : vector<8xf32> into f32",
    "vector.reduction <mul>, %v, %z fastmath<reassoc> : vector<8xf32> into f32",
    '"vector.multi_reduction"(%m, %z4) <{kind = #vector.kind<add>, reduction_dims = [1]}> '
    ": (vector<4x2xf32>, vector<4xf32>) -> vector<4xf32>",
    '"vector.multi_reduction"(%m, %z4) <{kind = #vector.kind<minimumf>, reduction_dims = [1]}> '
    ": (vector<4x2xf32>, vector<4xf32>) -> vector<4xf32>",
]


def _with_reduction(reduction: str, store: str = "") -> str:
    """@copy8 with `%r = reduction` over lanes of %x (unused), and `store`
    before its return."""
    return f"""
builtin.module {{{SPEC}
  func.func @copy8(%x: memref<8xf32>, %out: memref<8xf32>) -> memref<8xf32> {{
    %c0 = arith.constant 0 : index
    %v = vector.load %x[%c0] : memref<8xf32>, vector<8xf32>
    %m = vector.shape_cast %v : vector<8xf32> to vector<4x2xf32>
    %m2 = vector.shape_cast %v : vector<8xf32> to vector<2x4xf32>
    %z = arith.constant 0.0 : f32
    %z4 = vector.broadcast %z : f32 to vector<4xf32>
    %z44 = vector.broadcast %z : f32 to vector<4x4xf32>
    %r = {reduction}
    {store}
    func.return %out : memref<8xf32>
  }}
}}
"""


@pytest.mark.parametrize(
    "reduction, reason",
    [
        # Without an accumulator lane 0 starts the fold: no partial
        # reduction of the spec describes it.
        ("vector.reduction <add>, %v : vector<8xf32> into f32", "addf reduction reordered without reassoc"),
        ("vector.reduction <maximumf>, %v : vector<8xf32> into f32",
         "maximumf reduction reordered (reordered reductions are not modelled yet)"),
        ('"vector.contract"(%m, %m2, %z44) <{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, '
         "affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = "
         "[#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], "
         "kind = #vector.kind<add>}> : (vector<4x2xf32>, vector<2x4xf32>, vector<4x4xf32>) -> vector<4x4xf32>",
         "addf reduction reordered without reassoc"),
        ('"vector.contract"(%m, %m2, %z44) <{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, '
         "affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = "
         "[#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], "
         "kind = #vector.kind<maximumf>}> : (vector<4x2xf32>, vector<2x4xf32>, vector<4x4xf32>) -> vector<4x4xf32>",
         "maximumf reduction reordered (reordered reductions are not modelled yet)"),
    ],
)
def test_vector_reductions_are_refused_with_the_reason(ctx, capsys, reduction, reason):
    code, report = verify(ctx, _with_reduction(reduction), capsys)
    assert code == 2, report
    assert f": {reason}" in report


@pytest.mark.parametrize("reduction", FOLDS)
def test_vector_folds_are_pure_ops(ctx, capsys, reduction):
    """`vector.reduction` / `multi_reduction` are in-order folds
    (verify/folds.py): an unused one refuses nothing; the ordered-fold
    assumption is printed for float add/mul."""
    store = "vector.store %v, %out[%c0] : memref<8xf32>, vector<8xf32>"
    code, report = verify(ctx, _with_reduction(reduction, store), capsys)
    assert code == 0, report
    ordered = "folds its lanes in order from the accumulator" in report
    assert ordered == ("<add>" in reduction or "<mul>" in reduction)


ROWS_OF_A_PROPHECY = """
builtin.module {%s
  func.func @copy8(%%x: memref<8xf32>, %%out: memref<8xf32>) -> memref<8xf32> {
    %%c0 = arith.constant 0 : index
    %%c4 = arith.constant 4 : index
    %%k = arith.constant %s : index
    %%v = vector.load %%x[%%c0] : memref<8xf32>, vector<8xf32>
    %%s = vector.step : vector<8xindex>
    %%p = tv.prophesy %%v for @copy8_spec::@r [%%s] : vector<8xf32>
    %%m = vector.shape_cast %%p : vector<8xf32> to vector<2x4xf32>
    %%r0 = vector.extract %%m[0] : vector<4xf32> from vector<2x4xf32>
    vector.store %%r0, %%out[%%c0] : memref<8xf32>, vector<4xf32>
    %%r1 = vector.extract %%m[%%k] : vector<4xf32> from vector<2x4xf32>
    vector.store %%r1, %%out[%%c4] : memref<8xf32>, vector<4xf32>
    func.return %%out : memref<8xf32>
  }
}
"""


def test_a_write_of_lanes_moved_from_a_prophecy_stores_their_spec_elements(ctx, capsys):
    """The prophecy is checked where it stands; each store writes the spec
    elements of the prophecy lanes its lanes were extracted from."""
    code, report = verify(ctx, ROWS_OF_A_PROPHECY % (SPEC, "1"), capsys)
    assert code == 0, report
    assert "missing annotation" not in report


def test_lanes_moved_from_outside_the_prophecy_are_not_derived(ctx, capsys):
    """A dynamic extract position out of range (row 2 of 2 rows) gives
    poison, not lanes of the prophecy: the write is not derivable, and a
    write whose annotation is lost is not decided (unsupported)."""
    code, report = verify(ctx, ROWS_OF_A_PROPHECY % (SPEC, "2"), capsys)
    assert code == 2
    assert "@copy8: unsupported (annotation lost at vector.store" in report


def test_a_wrong_moved_row_is_rejected(ctx, capsys):
    """Row 0 stored at out[4..8): the cells hold r(0..3), not r(4..7)."""
    code, report = verify(ctx, ROWS_OF_A_PROPHECY % (SPEC, "0"), capsys)
    assert code == 1
    assert "@copy8: FAILED" in report and "missing annotation" not in report


def test_an_out_of_range_dynamic_extract_is_undefined_behaviour(ctx, capsys):
    """MLIR 19: an extract at a dynamic position out of bounds is undefined
    behaviour.  Row 3 of a 2x4 shape_cast must not wrap around to the row
    the flat lanes would give (x[4..8), the right values here)."""
    text = (SHUFFLE % (SPEC, "%k")).replace(
        "%c0 = arith.constant 0 : index", "%c0 = arith.constant 0 : index\n    %k = arith.constant 3 : index")
    code, report = verify(ctx, text, capsys)
    assert code == 1
    assert "(undefined behaviour)" in report
    in_range = (SHUFFLE % (SPEC, "%k")).replace(
        "%c0 = arith.constant 0 : index", "%c0 = arith.constant 0 : index\n    %k = arith.constant 1 : index")
    code, report = verify(ctx, in_range, capsys)
    assert code == 0, report


VECTOR_COPY_LOOP = """
builtin.module {%s
  func.func @copy8(%%x: memref<8xf32>, %%out: memref<8xf32>) -> memref<8xf32> {
    %%c0 = arith.constant 0 : index
    %%c1 = arith.constant 1 : index
    %%c4 = arith.constant 4 : index
    %%v = vector.load %%x[%%c0] : memref<8xf32>, vector<8xf32>
    %%s = vector.step : vector<8xindex>
    %%p = tv.prophesy %%v for @copy8_spec::@r [%%s] : vector<8xf32>
    vector.store %%p, %%out[%%c0] : memref<8xf32>, vector<8xf32>
    scf.for %%i = %%c0 to %%c4 step %%c%s {
      %%j = arith.addi %%i, %%c%s : index
      %%w = vector.load %%out[%%j] : memref<8xf32>, vector<4xf32>
      %%t = vector.shape_cast %%w : vector<4xf32> to vector<2x2xf32>
      %%u = vector.shape_cast %%t : vector<2x2xf32> to vector<4xf32>
      vector.store %%u, %%out[%%i] : memref<8xf32>, vector<4xf32>
    }
    func.return %%out : memref<8xf32>
  }
}
"""


def test_a_vector_copy_in_a_loop_writes_the_cells_it_read(ctx, capsys):
    """out[0..4) := out[4..8) after out := x: a vector copy (lanes moved by
    shape_casts) in a sequential loop; the cells hold r(4..8), not the
    spec's r(0..4), so the final value fails: the copy is tracked, not
    taken on trust, and it is no missing annotation."""
    code, report = verify(ctx, VECTOR_COPY_LOOP % (SPEC, "4", "4"), capsys)
    assert code == 1
    assert "missing annotation" not in report
    assert "FAILED  final value" in report


def test_a_loop_carried_vector_copy_is_unsupported(ctx, capsys):
    """out[i..i+4) := out[i+1..i+5) for i = 0..3: iterations read cells
    earlier ones wrote, which the prophetic effect cannot express."""
    code, report = verify(ctx, VECTOR_COPY_LOOP % (SPEC, "1", "1"), capsys)
    assert code == 2, report
    assert "a copy reads cells the loop also writes" in report


INDEX_ROW = """
builtin.module {%s
  func.func @copy8(%%x: memref<8xf32>, %%out: memref<8xf32>) -> memref<8xf32> {
    %%c0 = arith.constant 0 : index
    %%c4 = arith.constant 4 : index
    %%k = arith.constant %s : index
    %%lo = vector.load %%x[%%c0] : memref<8xf32>, vector<4xf32>
    %%s4 = vector.step : vector<4xindex>
    %%p0 = tv.prophesy %%lo for @copy8_spec::@r [%%s4] : vector<4xf32>
    vector.store %%p0, %%out[%%c0] : memref<8xf32>, vector<4xf32>
    %%v = vector.load %%x[%%c4] : memref<8xf32>, vector<4xf32>
    %%s = vector.step : vector<8xindex>
    %%m = vector.shape_cast %%s : vector<8xindex> to vector<2x4xindex>
    %%row = vector.extract %%m[%%k] : vector<4xindex> from vector<2x4xindex>
    %%p = tv.prophesy %%v for @copy8_spec::@r [%%row] : vector<4xf32>
    vector.store %%p, %%out[%%c4] : memref<8xf32>, vector<4xf32>
    func.return %%out : memref<8xf32>
  }
}
"""


def test_an_out_of_range_extract_of_an_index_vector_is_not_a_lane(ctx, capsys):
    """Row 3 of a 2x4 index vector would wrap around to row 1 (the right
    indices 4..7 here) through the shape_cast: it is undefined behaviour,
    never a proof (the prophecy's index is defined nowhere, so it names no
    element of the spec).  Row 1 verifies."""
    code, report = verify(ctx, INDEX_ROW % (SPEC, 1), capsys)
    assert code == 0, report
    code, report = verify(ctx, INDEX_ROW % (SPEC, 3), capsys)
    # Before the index was restricted to in-range positions, this verified.
    assert code == 1, report
    assert "FAILED (prophecy in spec domain)" in report
