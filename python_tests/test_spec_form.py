"""`tv.spec` without a region: the form that no pass walks into (issue 9,
item 2), its generic form for mlir-opt, and the region form of earlier
releases, still read and converted."""

import pytest
from xdsl.utils.exceptions import ParseError, VerifyException

from conftest import parse, show
from tvmlir.ir.diagnostics import BadInput
from tvmlir.tv_dialect import SpecOp

CURRENT = """
tv.spec @f_spec source "" tensors [@A : tensor<4xf32>, @C : tensor<4x4xf32> stages 2]
"""

OLD = """
tv.spec @f_spec source "" {
  tv.spec_tensor @A : tensor<4xf32>
  tv.spec_tensor @C : tensor<4x4xf32> stages 2
}
"""

GENERIC = """
"tv.spec"() {sym_name = "f_spec", source = "", tensors = [{name = "A", type = tensor<4xf32>}, {name = "C", stages = 2 : i64, type = tensor<4x4xf32>}]} : () -> ()
"""


def _spec(module) -> SpecOp:
    (spec,) = [op for op in module.ops if isinstance(op, SpecOp)]
    return spec


@pytest.mark.parametrize("text", [CURRENT, OLD, GENERIC], ids=["current", "old", "generic"])
def test_every_form_reads_to_the_same_spec_without_region(ctx, text):
    spec = _spec(parse(ctx, text))
    assert spec.body is None and not spec.regions
    assert [(t.name, str(t.type), t.stages) for t in spec.spec_tensors()] == [
        ("A", "tensor<4xf32>", 0),
        ("C", "tensor<4x4xf32>", 2),
    ]
    # Printed in the current form, which reads back identically.
    printed = show(parse(ctx, text))
    assert "tv.spec_tensor" not in printed
    assert "tensors [@A : tensor<4xf32>, @C : tensor<4x4xf32> stages 2]" in printed
    assert show(parse(ctx, printed)) == printed


def test_generic_form_is_builtin_attributes_in_mlir_order(ctx):
    printed = show(_spec(parse(ctx, CURRENT)), generic=True)
    assert printed.startswith('"tv.spec"() {') and "({" not in printed  # no region
    assert (
        'tensors = [{name = "A", type = tensor<4xf32>}, '
        '{name = "C", stages = 2 : i64, type = tensor<4x4xf32>}]'
    ) in printed


@pytest.mark.parametrize(
    "entries, message",
    [
        ('[{name = "A", type = tensor<4xf32>}, {name = "A", type = tensor<4xf32>}]', "declares spec tensor @A twice"),
        ('[{name = "A", type = f32}]', "needs a ranked tensor type"),
        ('[{name = "A", stages = 0 : i64, type = tensor<4xf32>}]', "stages must be positive"),
        ('[{type = tensor<4xf32>}]', "needs name ="),
        ('[{name = "A", kind = 1, type = tensor<4xf32>}]', "unknown key 'kind'"),
        ('["A"]', "must be a dictionary"),
    ],
)
def test_malformed_tensors_are_rejected_with_the_reason(ctx, entries, message):
    text = f'"tv.spec"() {{sym_name = "s", source = "", tensors = {entries}}} : () -> ()'
    with pytest.raises((VerifyException, ParseError, BadInput), match=message):
        parse(ctx, text).verify()


def test_custom_syntax_rejects_bad_stages(ctx):
    with pytest.raises((ParseError, BadInput), match="stages must be positive"):
        parse(ctx, 'tv.spec @s source "" tensors [@A : tensor<4xf32> stages 0]')
