"""Locating and running mlir-opt and the tv dialect plugin.

Why a module of its own: every tool that drives the user's compiler
(`tv-pipeline-check`, build flows) must find the same mlir-opt and the same
plugin, and report a failing run the same way (its first error line, which
mlir-opt already writes as `file:line:col: error: ...`).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass

PLUGIN_ENV = "TVMLIR_PLUGIN"


def find_plugin(explicit: str | None = None) -> str | None:
    """The tv dialect plugin: `explicit`, else $TVMLIR_PLUGIN, else the
    checkout's `build/plugin/TvPlugin.so` (where `cmake -S . -B build`
    puts it).  None when there is none."""
    for candidate in (explicit, os.environ.get(PLUGIN_ENV)):
        if candidate:
            return candidate
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    built = os.path.join(root, "build", "plugin", "TvPlugin.so")
    return built if os.path.isfile(built) else None


def find_mlir_opt(explicit: str | None = None) -> str | None:
    return shutil.which(explicit or "mlir-opt-19")


@dataclass(frozen=True)
class Run:
    """One tool run: its output text, or the first error line."""

    ok: bool
    stdout: str
    error: str
    seconds: float


def run(cmd: list[str], stdin: str) -> Run:
    start = time.perf_counter()
    proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if proc.returncode == 0:
        return Run(True, proc.stdout, "", seconds)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    first = next((ln for ln in lines if "error" in ln), lines[0] if lines else "")
    if proc.returncode < 0:
        first = f"{os.path.basename(cmd[0])} crashed (signal {-proc.returncode}) {first}".strip()
    return Run(False, proc.stdout, first or f"exit code {proc.returncode}", seconds)


def tv_opt_command() -> list[str]:
    """tv-opt of the running Python environment (never another on PATH)."""
    return [sys.executable, "-m", "tvmlir.tools.tv_opt"]
