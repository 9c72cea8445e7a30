"""Pass option values as mlir-opt users write them (tvmlir/tools/pipeline_spec.py)."""

import pytest

from tvmlir.tools.pipeline_spec import quote_bare_values


@pytest.mark.parametrize(
    "spec,expected",
    [
        ("verify{source=/tmp/m.mlir}", 'verify{source="/tmp/m.mlir"}'),
        ("verify{source=m.mlir fp=ieee}", 'verify{source="m.mlir" fp=ieee}'),
        ("verify{fp=ieee source=../a-b/m.v2.mlir}", 'verify{fp=ieee source="../a-b/m.v2.mlir"}'),
        # already quoted, identifiers, numbers and lists stay as written
        ('verify{source="a b.mlir"}', 'verify{source="a b.mlir"}'),
        ("p{x=1.5 y=-3 z=true}", "p{x=1.5 y=-3 z=true}"),
        ("p{l=1,2,3}", "p{l=1,2,3}"),
        ("annotate,lower,verify", "annotate,lower,verify"),
        # `=` outside braces is not an option: left to xDSL to refuse
        ("verify,source=/x", "verify,source=/x"),
    ],
)
def test_bare_values_are_quoted(spec, expected):
    assert quote_bare_values(spec) == expected
