"""`tv-check --verbose`'s analysis (refinement/analysis.py) prints only what
the encoding computed: the per-format parts of the float count add up to
the N that sized the domain, the printed width is the domain's, and the
layout lines are the domain's layouts."""

from __future__ import annotations

import re

from tvmlir.refinement.analysis import encoding_facts
from tvmlir.refinement.encode import encode_pair
from tvmlir.refinement.module import load
from tvmlir.semantics.context import Abstraction, Options

SRC = """
func.func @f(%x: f32, %t: tensor<3xf16>, %m: memref<2xf32>, %k: memref<2xi8>) -> f64 {
  %c = arith.constant 2.5 : f32
  %s = arith.addf %x, %c : f32
  %d = arith.extf %s : f32 to f64
  return %d : f64
}
"""
TGT = """
func.func @f(%x: f32, %t: tensor<3xf16>, %m: memref<2xf32>, %k: memref<2xi8>) -> f64 {
  %c = arith.constant 2.5 : f32
  %s = arith.addf %c, %x : f32
  %d = arith.extf %s : f32 to f64
  return %d : f64
}
"""


def _encode(options: Options):
    src, tgt = load("src.mlir", SRC), load("tgt.mlir", TGT)
    return encode_pair(src, tgt, "f", options, Abstraction())


def test_parts_add_up_to_the_count_that_sized_the_domain():
    enc = _encode(Options())
    count = enc.fp_count
    assert sum(a + o for _, a, o, _ in count.by_format) == count.values
    assert sum(c for *_, c in count.by_format) == count.constants
    assert count.n == count.values + count.constants
    parts = {name: (a, o, c) for name, a, o, c in count.by_format}
    # x, t, m per side (f16, f32 arguments); addf and extf results per side
    assert parts["f32"][:2] == (4, 2) and parts["f16"][:2] == (2, 0) and parts["f64"][:2] == (0, 2)
    assert count.root_arguments == ({"f32": 2, "f16": 1}, {"f32": 2, "f16": 1})


def test_printed_numbers_are_the_domains():
    enc = _encode(Options())
    lines = encoding_facts(enc, Options())
    text = "\n".join(lines)
    assert f"N = {enc.fp_count.n}" in lines[0]
    assert f"abstract float width {enc.width} bits" in text
    assert "  f32: 4 function arguments (source 2, target 2), 2 other values, " in text
    fp = enc.ctx.sem.fp
    for name, layout in fp._layouts.items():
        m = re.search(rf"^  {name}: (\d+) bits = sign 1 \| (.*)$", text, re.M)
        assert m and int(m.group(1)) == layout.width
    assert "memref arguments of element type f32: 1 (%m)" in text
    assert "memref arguments of element type i8: 1 (%k)" in text
    assert "do not alias (typed no-alias assumption)" in text


def test_fp_bits_line_shows_what_replaced_the_count():
    options = Options(fp_bits=4)
    enc = _encode(options)
    text = "\n".join(encoding_facts(enc, options))
    n = 16 + enc.fp_count.constants
    assert f"--fp-bits 4: N = 2^4 + {enc.fp_count.constants} constants = {n} (counted: {enc.fp_count.n})" in text
    assert f"for N = {n}" in text


def test_ieee_has_no_abstract_domain():
    options = Options(fp="ieee")
    text = "\n".join(encoding_facts(_encode(options), options))
    assert "no abstract float domain" in text
    assert "width" not in text
