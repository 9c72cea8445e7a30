"""Validate an exported model the two ways issue 10 measures, as a user
would from the shell: tvmlir's own lowering (`tv-opt --annotate --lower
--verify`) and `tv-check` of the model against itself after real
mlir-opt-19 passes (`linalg-fuse-elementwise-ops`, `canonicalize,cse`).

Shared by python_tests/frontends/test_torch_models.py and
benchmarks/models.py, so the table the benchmark prints is what the tests
check.  Each run is a subprocess with a time limit; the verdict is the
tool's last verdict line for the function.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

PASSES = "builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)"
MLIR_OPT = os.environ.get("TV_MLIR_OPT", "mlir-opt-19")


@dataclass(frozen=True)
class Run:
    verdict: str
    """"verified", "FAILED (...)", "unsupported (...)", "timeout", or the
    tool's error line."""
    seconds: float


def _tool(name: str) -> list[str]:
    found = shutil.which(name, path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    return [found] if found else [sys.executable, "-m", f"tvmlir.tools.{name.replace('-', '_')}"]


def _verdict(stdout: str, stderr: str, function: str) -> str:
    for text in (stderr, stdout):
        found = re.findall(rf"^@{re.escape(function)}: (.*)$", text, re.M)
        if found:
            return found[-1].strip()
    lines = [line for line in stderr.splitlines() if line.strip()]
    return lines[-1] if lines else "no verdict"


def _timed(cmd: list[str], function: str, limit: float) -> Run:
    from tvmlir.smt.budget import process_seconds

    start = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=process_seconds(limit))
    except subprocess.TimeoutExpired:
        return Run("timeout", time.monotonic() - start)
    return Run(_verdict(p.stdout, p.stderr, function), time.monotonic() - start)


def own_lowering(path: str, function: str, limit: float = 300) -> Run:
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "lowered.mlir")
        return _timed([*_tool("tv-opt"), "--annotate", "--lower", "--verify", path, "-o", out], function, limit)


def check_after_passes(path: str, function: str, limit: float = 300) -> Run:
    with tempfile.TemporaryDirectory() as d:
        tgt = os.path.join(d, "passes.mlir")
        with open(tgt, "w") as f:
            subprocess.run([MLIR_OPT, f"--pass-pipeline={PASSES}", path], stdout=f, check=True, timeout=120)
        return _timed([*_tool("tv-check"), path, tgt], function, limit)
