"""`tv-check --pairs` gives each pair what a process of its own gives:
the same report lines and the same exit code (tvmlir/tools/batch.py).

The pairs are lit tests' pairs (split as %split-pair splits them) with
every exit code: verified, failed (with a counterexample), unsupported,
bad input.  Each is run once as its own `tv-check` process, then all of
them in one `--pairs` process, in an order where a failure comes first
(state left behind by a pair must not change the next one's verdict)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tvmlir.tools.batch import Pair, batch_exit_code, collect_pairs

ROOT = Path(__file__).resolve().parents[2]
LIT = ROOT / "lit_tests" / "tools" / "tv_check"
TV_CHECK = [sys.executable, "-c", "import sys; from tvmlir.tools.tv_check import main; main(sys.argv[1:])"]
MARKER = "// ----- target"


def split(path: Path, prefix: Path) -> None:
    lines = path.read_text().split("\n")
    cut = next(i for i, line in enumerate(lines) if line.strip() == MARKER)
    prefix.with_suffix(".src.mlir").write_text("\n".join(lines[:cut] + [""] * (len(lines) - cut)))
    prefix.with_suffix(".tgt.mlir").write_text("\n".join([""] * (cut + 1) + lines[cut + 1 :]))


def run(args: list[str]) -> tuple[int, str]:
    p = subprocess.run([*TV_CHECK, *args], capture_output=True, text=True, cwd=ROOT)
    return p.returncode, p.stdout + p.stderr


@pytest.mark.parametrize("shared", [[], ["--fp=ieee"]])
def test_batch_matches_one_process_per_pair(tmp_path: Path, shared: list[str]):
    d = tmp_path / "pairs"
    d.mkdir()
    for name, test in (("a_wrong", "scalar.mlir"), ("b_zero", "signed_zero.mlir"),
                       ("c_unsup", "unsupported.mlir"), ("d_tensor", "tensor_ops.mlir")):  # fmt: skip
        split(LIT / test, d / name)
    (d / "e_bad.src.mlir").write_text("func.func @f() {\n  return %x : i32\n}\n")
    (d / "e_bad.tgt.mlir").write_text("func.func @f() {\n  return\n}\n")
    opts = [*shared, "--allow-unregistered-dialect"]
    alone = {}
    for pair in collect_pairs(str(d)):
        alone[pair.name] = run([*opts, pair.src, pair.tgt])
    code, out = run([*opts, "--pairs", str(d)])
    reports: dict[str, tuple[int, list[str]]] = {}
    for line in out.splitlines():
        if line.startswith("  ") or not line:  # a report line (blank ones are not indented)
            reports[current][1].append(line[2:])
        elif not line.startswith("tv-check --pairs:"):
            current, _, rest = line.partition(": exit ")
            reports[current] = (int(rest.split()[0]), [])
    assert set(reports) == set(alone)
    for name, (want_code, want_out) in alone.items():
        got_code, got_lines = reports[name]
        assert got_code == want_code, name
        assert got_lines == want_out.rstrip("\n").split("\n"), name
    assert {c for c, _ in alone.values()} >= {1, 2, 3}
    assert code == batch_exit_code([c for c, _ in alone.values()]) == 3


def test_exit_code_severity():
    assert batch_exit_code([0, 2, 1]) == 1
    assert batch_exit_code([0, 2]) == 2
    assert batch_exit_code([0, 1, 3]) == 3
    assert batch_exit_code([3, 4, 0]) == 4
    assert batch_exit_code([0, 0]) == 0


def test_list_paths_are_relative_to_the_list(tmp_path: Path):
    (tmp_path / "sub").mkdir()
    lst = tmp_path / "sub" / "pairs.txt"
    lst.write_text("a.mlir 'b c.mlir' --fp=ieee  # comment\n\n# only a comment\n")
    assert collect_pairs(str(lst)) == [
        Pair("a.mlir b c.mlir", os.path.join(str(tmp_path / "sub"), "a.mlir"),
             os.path.join(str(tmp_path / "sub"), "b c.mlir"), ["--fp=ieee"])  # fmt: skip
    ]
