"""benchmarks/mlir_tv_corpus.py's diagnostic EXPECTs (`COUNTERPARTS`): a
pair whose header is one of mlir-tv's diagnostics counts as "expected" only
when tv-check reaches the derived verdict AND its printed report states the
same fact; the opposite verdict is "wrong"; a pair tvmlir has no such fact
for stays "other".  The unit tests feed `classify` reports; the corpus
tests (skipped without ../shared/corpus) run the seven real pairs."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

from corpus_paths import litmus_dir

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "mlir_tv_corpus.py"
_spec = importlib.util.spec_from_file_location("mlir_tv_corpus_under_test", _PATH)
corpus = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = corpus  # dataclasses look their module up there
_spec.loader.exec_module(corpus)

REVERSE_REPORT = """@f: FAILED (return value mismatch)

  returned value #0: first mismatching element [1, 1]
    source: 2
    target: 3
  returned value #0 (2x2xi32), whole:
    source: [[3, 4], [1, 2]]
    target: [[3, 4], [1, 3]]
"""


def _pair(key: str, verdict: str, output: str, expect=("some diagnostic",)) -> corpus.Pair:
    p = corpus.Pair(key, Path("s"), Path("t"), "EXPECT", list(expect), [], corpus.expected_verdict("EXPECT", expect))
    p.verdict, p.output = verdict, output
    return p


def test_the_seven_diagnostic_expects_are_skips_with_a_derived_verdict():
    assert len(corpus.COUNTERPARTS) == 7
    for key, (verdict, regex, why) in corpus.COUNTERPARTS.items():
        assert verdict == ("failed" if "/cexprint/" in key else "verified"), key
        assert why.strip(), key
        if regex is not None:
            re.compile(regex, re.M)


def test_expected_needs_the_verdict_and_the_fact():
    key = "litmus/cexprint/reverse"
    assert corpus.classify(_pair(key, "failed", REVERSE_REPORT)) == "expected"
    # the first-mismatch lines alone do not state the whole value
    first_only = REVERSE_REPORT.split("  returned value #0 (2x2")[0]
    assert corpus.classify(_pair(key, "failed", first_only)) == "other"
    # another whole value is not mlir-tv's
    assert corpus.classify(_pair(key, "failed", REVERSE_REPORT.replace("[1, 2]]", "[2, 1]]"))) == "other"


def test_the_opposite_verdict_is_wrong_even_with_the_fact_printed():
    assert corpus.classify(_pair("litmus/cexprint/reverse", "verified", REVERSE_REPORT)) == "wrong"
    report = "@f: FAILED (return value mismatch)\n    memref arguments of element type f32: 2 (%a, %b)\n"
    assert corpus.classify(_pair("litmus/verbose/memrefcount", "failed", report)) == "wrong"


def test_no_counterpart_stays_other():
    key = "litmus/verbose/fpbits"
    assert corpus.COUNTERPARTS[key][1] is None
    assert corpus.classify(_pair(key, "verified", "@f: verified\n")) == "other"
    assert corpus.classify(_pair(key, "failed", "@f: FAILED (return value mismatch)\n")) == "wrong"
    assert corpus.classify(_pair("litmus/other/unlisted", "verified", "@f: verified\n")) == "other"


def test_timeout_and_unsupported_are_counted_as_such():
    assert corpus.classify(_pair("litmus/cexprint/fp", "timeout", "")) == "timeout"
    assert corpus.classify(_pair("litmus/verbose/fpcount", "unsupported", "")) == "unsupported"


def _corpus_pair(key: str, extra_args=()) -> corpus.Pair:
    root = litmus_dir()
    if root is None:
        pytest.skip("mlir-tv corpus not found (../shared/corpus/mlir-tv)")
    base = root.parent
    pairs = [p for p in corpus.collect(base, [corpus.category(key)], False) if p.key == key]
    assert len(pairs) == 1, key
    p = pairs[0]
    p.args += list(extra_args)
    corpus.run_pair(p, 30000, 0)
    p.outcome = corpus.classify(p)
    return p


@pytest.mark.parametrize("key", sorted(corpus.COUNTERPARTS))
def test_corpus_pair(key):
    p = _corpus_pair(key)
    assert p.expected == "skip"
    want = "expected" if corpus.COUNTERPARTS[key][1] is not None else "other"
    assert p.outcome == want, p.output


def test_succinct_report_has_no_counterexample_so_no_counterpart():
    p = _corpus_pair("litmus/cexprint/reverse", ["--succinct"])
    assert p.verdict == "failed"
    assert "whole" not in p.output
    assert p.outcome == "other"
