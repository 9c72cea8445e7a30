"""Fuzzing the tools' inputs (fuzz_inputs.py): truncations, byte flips,
deep nesting, huge sizes and unterminated strings over examples/*.mlir and
a sample of lit inputs, through tv-opt (parse, --annotate, --annotate
--lower --verify) and tv-check (the file as both sides).  Every run must
end in a verdict or one located error line: never a traceback, exit 4, a
hang, or output written on failure.

Bounded and deterministic (fixed seed) so that it runs in the default
suite; `benchmarks/fuzz.py` sweeps longer.  In process for speed, plus a
few real subprocesses (the installed entry points, hard timeouts).
"""

import random

import pytest

from fuzz_inputs import (
    PRECIOUS,
    ROOT,
    check_text,
    contract_violations,
    deep_regions,
    deep_type,
    mutants,
    run_subprocess,
    seed_files,
)
from tvmlir.tools import tv_check, tv_opt

SEED = 20261123
MUTANTS = 100
"""Enough to hit every mutation kind on every seed file; benchmarks/fuzz.py
sweeps thousands (a long sweep is a benchmark, not a test)."""


@pytest.fixture(autouse=True)
def _native_reader(monkeypatch):
    """The fuzz targets tvmlir's own reader.  With mlir-opt-19 as second
    reader (`--reader auto`, tvmlir/ir/mlir_opt_reader.py) an input it
    accepts, e.g. 150 nested regions, is valid but unsupported (exit 2, one
    line), and each case would cost an mlir-opt-19 process; that path has
    its own tests (lit_tests/ir/mlir-opt-reader.mlir)."""
    monkeypatch.setenv("TVMLIR_READER", "native")


def test_mutants_keep_the_error_contract(tmp_path):
    rng = random.Random(SEED)
    files = seed_files(rng, lit_sample=8)
    problems = []
    for name, text in mutants(rng, files, MUTANTS):
        problems += check_text(name, text, tmp_path, tv_opt.main, tv_check.main)
    assert problems == []


def _annotated_dense_relu(tmp_path) -> str:
    out = tmp_path / "annotated.mlir"
    with pytest.raises(SystemExit) as info:
        tv_opt.main(["--annotate", str(ROOT / "examples" / "dense_relu.mlir"), "-o", str(out)])
    assert info.value.code == 0
    return out.read_text()


def _cut_in_spec_source(text: str) -> str:
    """A truncated annotated file: cut inside the long `tv.spec` source."""
    start = text.index('source "') + len('source "')
    return text[: start + 120]


KNOWN = {
    # The cases, each once, named.
    "unterminated-32": 'func.func @f() attributes {a = "' + "a" * 32 + "} {\n  return\n}\n",
    "bad-escape": 'func.func @f() attributes {a = "' + "a" * 40 + '\\q"} {\n  return\n}\n',
    "scf-if-150": deep_regions(random.Random(1), 150),
    "tuple-2000": "func.func private @f(" + "tuple<" * 2000 + "i32" + ">" * 2000 + ")\n",
    "huge-tensor": "func.func @f(%a: tensor<99999999999999999999999xf32>) -> tensor<99999999999999999999999xf32> {\n"
    "  return %a : tensor<99999999999999999999999xf32>\n}\n",
    "empty-region": "func.func @f() {\n}\n",
    "declarations-only": "func.func private @f(i32) -> i32\n",
}


@pytest.mark.parametrize("name", sorted(KNOWN))
def test_known_inputs_are_bad_input(name, tmp_path):
    assert check_text(name, KNOWN[name], tmp_path, tv_opt.main, tv_check.main) == []


def test_truncated_annotated_file(tmp_path):
    text = _cut_in_spec_source(_annotated_dense_relu(tmp_path))
    assert check_text("cut-spec", text, tmp_path, tv_opt.main, tv_check.main) == []


def _subprocess_cases(tmp_path):
    rng = random.Random(SEED)
    dense = (ROOT / "examples" / "dense_relu.mlir").read_text()
    return {
        "cut-spec": _cut_in_spec_source(_annotated_dense_relu(tmp_path)),
        "deep": deep_regions(rng),
        "deep-type": deep_type(rng),
        "huge": dense.replace("tensor<8x", "tensor<99999999999999999999999x", 1),
    }


def test_real_processes_keep_the_error_contract(tmp_path):
    """The entry points as users run them: separate processes, hard
    timeouts (a hang in C code, e.g. a regex, cannot escape these)."""
    problems = []
    for name, text in _subprocess_cases(tmp_path).items():
        src = tmp_path / f"{name}.mlir"
        src.write_text(text)
        target = tmp_path / f"{name}.out.mlir"
        target.write_text(PRECIOUS)
        runs = [
            ("tvmlir.tools.tv_opt", ["--annotate", "--lower", "--verify", str(src), "-o", str(target)], target),
            ("tvmlir.tools.tv_check", ["--rlimit", "5000000", str(src), str(src)], None),
        ]
        for module, argv, out in runs:
            # Only a hang detector: an answer takes seconds, a hang forever.
            outcome = run_subprocess(module, argv, timeout=300)
            assert outcome.code == 3, (name, module, outcome.err)
            problems += [f"{name}: {module}: {p}" for p in contract_violations(outcome, out)]
    assert problems == []


def test_the_contract_check_can_fail(tmp_path):
    """The checker itself rejects what it must (a test that can fail)."""
    from fuzz_inputs import Outcome

    target = tmp_path / "t.mlir"
    target.write_text("written")
    assert contract_violations(Outcome(4, "", "internal error: boom\n"))
    assert contract_violations(Outcome(3, "", "Traceback (most recent call last):\n"))
    assert contract_violations(Outcome(3, "", "a.mlir:1:1: error: x\nb.mlir:2:2: error: y\n"))
    assert contract_violations(Outcome(3, "", "a.mlir:1:1: error: x\n"), target)
    assert not contract_violations(Outcome(3, "", "a.mlir:1:1: error: x\n"))
    assert not contract_violations(Outcome(0, "ok", ""))
