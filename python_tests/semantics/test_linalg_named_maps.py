"""The indexing maps tvmlir gives the named linalg ops it reads without maps
(`linalg_named._FIXED`, `_WINDOWS`) are MLIR 19's: each is compared with
the `linalg.generic` mlir-opt-19's `linalg-generalize-named-ops` writes for
the op, with strides 2 and dilations 3 on the windowed ones (so that a
swapped stride and dilation, or a window on the wrong loop, differ).

A wrong map here would give a named op a meaning MLIR does not give it, so
that a pass rewriting it could be "verified" against the wrong program."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import AffineMapAttr
from xdsl.parser import Parser

from tvmlir.semantics import linalg_named

MLIR_OPT = shutil.which("mlir-opt-19")
NAMES = sorted([*linalg_named._FIXED, *linalg_named._WINDOWS])


class _Op:
    """What `_extra_maps` reads of an op: its name and attributes."""

    def __init__(self, name: str, attrs: dict) -> None:
        self.name = f"linalg.{name}"
        self.properties = attrs
        self.attributes: dict = {}


def _tvmlir_maps(name: str):
    from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType, i64

    attrs = {}
    if name in linalg_named._WINDOWS and name != "conv_3d":
        spatial = len(linalg_named._WINDOWS[name][1][0])
        t = TensorType(i64, [spatial])
        attrs = {"strides": DenseIntOrFPElementsAttr.from_list(t, [2] * spatial),
                 "dilations": DenseIntOrFPElementsAttr.from_list(t, [3] * spatial)}  # fmt: skip
    return linalg_named._extra_maps(_Op(name, attrs)), attrs


def _upstream_maps(name: str, ranks: list[int], windowed: bool) -> list:
    types = [f"memref<{'?x' * r}f32>" for r in ranks]
    args = ", ".join(f"%a{k}: {t}" for k, t in enumerate(types))
    attrs = ""
    if windowed:
        n = len(linalg_named._WINDOWS[name][1][0])
        attrs = f" {{strides = dense<2> : tensor<{n}xi64>, dilations = dense<3> : tensor<{n}xi64>}}"
    text = (f"func.func @f({args}) {{\n  linalg.{name}{attrs} ins(%a0, %a1 : {types[0]}, {types[1]}) "
            f"outs(%a2 : {types[2]})\n  return\n}}\n")  # fmt: skip
    out = subprocess.run([MLIR_OPT, "--linalg-generalize-named-ops", "--mlir-print-local-scope"],
                         input=text, capture_output=True, text=True, check=True).stdout  # fmt: skip
    found = re.search(r"indexing_maps = \[(.*?)\], iterator_types", out)
    assert found, out
    ctx = Context()
    return [Parser(ctx, m).parse_attribute() for m in re.findall(r"affine_map<\(.*?\) -> \(.*?\)>", found.group(1))]


def _columns(maps) -> list[tuple]:
    """The maps are linear in the loops (no constants, no symbols): each
    loop's column is what every map gives at its unit vector."""
    n = maps[0].num_dims
    cols = []
    for k in range(n):
        unit = [1 if j == k else 0 for j in range(n)]
        cols.append(tuple(tuple(m.eval(unit, [])) for m in maps))
    return sorted(cols)


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-19 not installed")
@pytest.mark.parametrize("name", NAMES)
def test_maps_match_mlir_generalization(name):
    """Equal up to the order of the loops: the same matrix with its columns
    permuted (a loop's name does not change what the op computes)."""
    ours, attrs = _tvmlir_maps(name)
    upstream = _upstream_maps(name, [len(m.results) for m in ours], bool(attrs))
    assert len(upstream) == len(ours) == 3
    assert all(isinstance(m, AffineMapAttr) for m in upstream)
    theirs = [m.data for m in upstream]
    assert [m.num_dims for m in ours] == [m.num_dims for m in theirs]
    zero = [0] * ours[0].num_dims
    assert all(not any(m.eval(zero, [])) for m in (*ours, *theirs))  # linear
    assert _columns(ours) == _columns(theirs), (name, [str(m) for m in ours], [str(m) for m in theirs])
