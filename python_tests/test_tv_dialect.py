"""The tv dialect through its Python API: builders, verifiers, properties."""

import math
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import (
    BFloat16Type,
    FloatAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    ModuleOp,
    SymbolRefAttr,
    TensorType,
    f32,
)
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Block, Region
from xdsl.utils.exceptions import VerifyException

from conftest import parse, show
from tvmlir.ir.context import make_context
from tvmlir.tv_dialect import (
    AbstractFloatType,
    AddOp,
    ConstantOp,
    ProphesyOp,
    SpecOp,
    SpecTensorDecl,
    resolve_spec_tensor,
)
from tvmlir.tv_dialect.spec import SpecLookupError


def module_with_prophecy(rank: int, n_indices: int, stages: int, n_stage: int):
    spec = SpecOp(
        "s", "", [SpecTensorDecl("C", TensorType(f32, [4] * rank), stages)]
    )
    block = Block(arg_types=[f32] + [IndexType()] * (n_indices + n_stage))
    value, *idx = block.args
    p = ProphesyOp(
        value,
        SymbolRefAttr("s", ["C"]),
        idx[:n_indices],
        idx[n_indices:],
    )
    block.add_ops([p, ReturnOp(p)])
    func = FuncOp.from_region(
        "f", list(block.arg_types), [f32], Region(block)
    )
    return ModuleOp([spec, func]), p


@given(
    rank=st.integers(0, 4),
    n_indices=st.integers(0, 4),
    stages=st.integers(0, 2),
    n_stage=st.integers(0, 2),
)
@settings(max_examples=60, deadline=None)
def test_prophecy_verifies_iff_shape_matches_spec(rank, n_indices, stages, n_stage):
    module, _ = module_with_prophecy(rank, n_indices, stages, n_stage)
    ok = n_indices == rank and n_stage in (0, stages)
    if ok:
        module.verify()
    else:
        with pytest.raises(VerifyException):
            module.verify()


def test_resolve_spec_tensor_finds_it_and_reports_misses():
    module, p = module_with_prophecy(2, 2, 1, 1)
    tensor = resolve_spec_tensor(p, p.spec)
    assert isinstance(tensor, SpecTensorDecl) and tensor.stages == 1
    with pytest.raises(SpecLookupError, match="no spec tensor @D"):
        resolve_spec_tensor(p, SymbolRefAttr("s", ["D"]))
    with pytest.raises(SpecLookupError, match="no tv.spec named @t"):
        resolve_spec_tensor(p, SymbolRefAttr("t", ["C"]))


@given(order=st.lists(st.integers(0, 3), min_size=0, max_size=4))
@settings(max_examples=60, deadline=None)
def test_reordered_tensor_resolves_iff_order_is_another_permutation(order):
    """`@C.order.p0.p1...` (a reduction in another order of its reduction
    dims) resolves exactly for a permutation of C's 3 stages other than the
    identity, with C's type and stage count; the plugin's verifier accepts
    the same names (lit_tests/plugin/invalid.mlir)."""
    module, p = module_with_prophecy(2, 2, 3, 3)
    name = "C.order." + ".".join(map(str, order))
    if sorted(order) == [0, 1, 2] and order != [0, 1, 2]:
        tensor = resolve_spec_tensor(p, SymbolRefAttr("s", [name]))
        assert tensor.name == name and tensor.stages == 3 and tensor.type == TensorType(f32, [4, 4])
    else:
        with pytest.raises(SpecLookupError, match=f"no spec tensor @{name}"):
            resolve_spec_tensor(p, SymbolRefAttr("s", [name]))


def test_builders_infer_result_types():
    block = Block(arg_types=[AbstractFloatType(f32)] * 2)
    add = AddOp(block.args[0], block.args[1])
    assert add.result.type == AbstractFloatType(f32)
    c = ConstantOp(FloatAttr(2.0, Float16Type()))
    assert c.result.type == AbstractFloatType(Float16Type())


def test_abstract_float_type_rejects_unmodelled_formats():
    from xdsl.dialects.builtin import i32

    with pytest.raises(VerifyException, match="expects one of f16, bf16, f32, f64"):
        AbstractFloatType(i32)
    assert AbstractFloatType(BFloat16Type()).ieee.total_bits == 16
    assert AbstractFloatType(Float64Type()).ieee.significand_bits == 52


FORMATS = {
    Float16Type(): "e",
    Float32Type(): "f",
    Float64Type(): "d",
}


@st.composite
def float_in_format(draw):
    fmt, code = draw(st.sampled_from(list(FORMATS.items())))
    nbytes = struct.calcsize(code)
    bits = draw(st.integers(0, 2 ** (8 * nbytes) - 1))
    (value,) = struct.unpack("<" + code, bits.to_bytes(nbytes, "little"))
    return fmt, value


@given(float_in_format())
@settings(max_examples=300, deadline=None)
def test_constants_round_trip_bit_exactly(fmt_value):
    """`--fp=ieee` encodes constants exactly, so printing and parsing must
    not move a constant by even one ulp, signed zeros and NaN included."""
    fmt, value = fmt_value
    op = ConstantOp(FloatAttr(value, fmt))
    text = f"func.func @f() {{\n  {show(op).strip()}\n  func.return\n}}\n"
    module = parse(make_context(), text)
    (parsed,) = [o for o in module.walk() if isinstance(o, ConstantOp)]
    got = parsed.value.value.data
    expected = op.value.value.data
    if math.isnan(expected):
        assert math.isnan(got)
    else:
        assert struct.pack("<d", got) == struct.pack("<d", expected)
