"""Validate an exported model the ways issues 10 and 24 measure, as a user
would from the shell: tvmlir's own lowering (`tv-opt --annotate --lower
--verify`), mlir-opt-19's GPU pipeline on the annotated model then
`tv-opt --verify`, and `tv-check` of the model against itself after real
mlir-opt-19 passes (`linalg-fuse-elementwise-ops`, `canonicalize,cse`).

Shared by python_tests/frontends/test_torch_models.py and
benchmarks/models.py, so the table the benchmark prints is what the tests
check.  Each run is a subprocess with a time limit; the verdict is the
tool's last verdict line for the function.
"""

from __future__ import annotations

import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

PASSES = "builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)"


def mlir_opt() -> str:
    """The mlir-opt to run: `TV_MLIR_OPT` or mlir-opt-19 (read when used,
    not at import: the lit fork server imports this module once)."""
    return os.environ.get("TV_MLIR_OPT", "mlir-opt-19")


@dataclass(frozen=True)
class Run:
    verdict: str
    """"verified", "FAILED (...)", "unsupported (...)", "timeout", or the
    tool's error line."""
    seconds: float
    cpu: float = 0.0
    """User + system seconds of the tools run (children of this process)."""


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


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _timed(cmd: list[str], function: str, limit: float) -> Run:
    from tvmlir.smt.budget import process_seconds

    start, cpu = time.monotonic(), _children_cpu()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=process_seconds(limit))
    except subprocess.TimeoutExpired:
        return Run("timeout", time.monotonic() - start, _children_cpu() - cpu)
    return Run(_verdict(p.stdout, p.stderr, function), time.monotonic() - start, _children_cpu() - cpu)


def _verify(z3_timeout_ms: int | None) -> str:
    return "verify" if z3_timeout_ms is None else f"verify{{timeout={int(z3_timeout_ms)}}}"


def own_lowering(path: str, function: str, limit: float = 300, z3_timeout_ms: int | None = None) -> Run:
    """`tv-opt --annotate --lower --verify`; `z3_timeout_ms` gives each
    query more solver time than the default (a loaded machine)."""
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "lowered.mlir")
        return _timed([*_tool("tv-opt"), "-p", f"annotate,lower,{_verify(z3_timeout_ms)}", path, "-o", out],
                      function, limit)


def upstream_gpu(path: str, function: str, limit: float = 300, z3_timeout_ms: int | None = None) -> Run:
    """`--annotate`, mlir-opt-19's GPU pipeline (DESIGN.md section 8, tile
    sizes 2,4, debug locations kept), then `--verify`; the time is the
    whole chain's."""
    from tvmlir.interop.gpu_pipeline import gpu_pipeline_command
    from tvmlir.smt.budget import process_seconds

    limit = process_seconds(limit)
    start, cpu = time.monotonic(), _children_cpu()
    with tempfile.TemporaryDirectory() as d:
        annotated, lowered = os.path.join(d, "annotated.mlir"), os.path.join(d, "lowered.mlir")
        a = subprocess.run([*_tool("tv-opt"), "--annotate", "--print-op-generic", "--print-debuginfo", path,
                            "-o", annotated], capture_output=True, text=True, timeout=limit)
        if a.returncode != 0:
            return Run(_verdict(a.stdout, a.stderr, function), time.monotonic() - start, _children_cpu() - cpu)
        with open(annotated) as src, open(lowered, "w") as dst:
            b = subprocess.run(gpu_pipeline_command(mlir_opt()), stdin=src, stdout=dst, stderr=subprocess.PIPE,
                               text=True, timeout=limit)
        if b.returncode != 0:
            first = next((line for line in b.stderr.splitlines() if "error" in line), b.stderr.strip()[:200])
            return Run(f"mlir-opt-19 failed: {first}", time.monotonic() - start, _children_cpu() - cpu)
        left = max(1.0, limit - (time.monotonic() - start))
        run = _timed([*_tool("tv-opt"), "-p", _verify(z3_timeout_ms), lowered, "-o", os.path.join(d, "out.mlir")],
                     function, left)
        return Run(run.verdict, time.monotonic() - start, _children_cpu() - cpu)


def check_after_passes(path: str, function: str, limit: float = 300, z3_timeout_ms: int | None = None) -> Run:
    with tempfile.TemporaryDirectory() as d:
        tgt = os.path.join(d, "passes.mlir")
        with open(tgt, "w") as f:
            subprocess.run([mlir_opt(), f"--pass-pipeline={PASSES}", path], stdout=f, check=True, timeout=120)
        extra = [] if z3_timeout_ms is None else ["--smt-to", str(int(z3_timeout_ms))]
        return _timed([*_tool("tv-check"), *extra, path, tgt], function, limit)
