"""Reading what tvmlir's own reader cannot, through mlir-opt-19.

Why: tvmlir must accept every input that MLIR 19 accepts, and MLIR 19 has
hundreds of ops in dozens of dialects (the transform dialect alone has
over a hundred, each with its own syntax; `mlir-opt-19` also registers the
test dialect).  tvmlir's native reader (`parser.py`, `compat/`) knows the
payload dialects it gives meaning to; for the rest, `mlir-opt-19
--mlir-print-op-generic --mlir-print-debuginfo` prints the same IR in
MLIR's generic form, which needs no per-op syntax, with every op's
location in the user's file.  tvmlir reads that: ops it defines get their
definitions, ops it does not define become opaque ops, which the
validators report as `unsupported`, naming the op.

The reader modes (`--reader`, or the environment variable TVMLIR_READER):
* `auto` (the default): the native reader; when it fails and mlir-opt-19
  is installed, mlir-opt-19 decides.  If mlir-opt-19 rejects the input too,
  it is bad input (tvmlir's message, which both agree with).  If it
  accepts it, the generic form is read instead; if even that cannot be
  read (an op tvmlir defines more narrowly than MLIR), the input is valid
  but unsupported (`UnsupportedInput`, exit 2), never bad input.
* `native`: never run mlir-opt-19 (inputs it cannot read are bad input).
* `mlir-opt`: always read through mlir-opt-19 (an error if it is absent).
"""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass

from tvmlir.ir.diagnostics import BadInput

READER_MODES = ("auto", "native", "mlir-opt")
READER_ENV = "TVMLIR_READER"
TIMEOUT_SECONDS = 120
"""mlir-opt-19 only parses and prints: seconds even for large inputs."""


def reader_mode(explicit: str | None = None) -> str:
    """The mode: `explicit` (a tool's `--reader`), else $TVMLIR_READER,
    else `auto`."""
    mode = explicit or os.environ.get(READER_ENV) or "auto"
    if mode not in READER_MODES:
        raise BadInput("<command line>", 1, 1, f"unknown reader '{mode}' (expected one of {', '.join(READER_MODES)})")
    return mode


class MlirOptUnavailable(Exception):
    """mlir-opt-19 is not installed, or did not finish."""


@dataclass(frozen=True)
class Generic:
    """The input in MLIR's generic form, locations naming the user's file."""

    text: str


_ERROR = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")


def normalize(text: str, path: str, allow_unregistered: bool, line_offset: int = 0) -> Generic:
    """`text` (the file `path`, starting at line `line_offset + 1`) in
    generic form, as mlir-opt-19 prints it.  Raises `BadInput` with
    mlir-opt-19's first error when it rejects the input, and
    `MlirOptUnavailable` when it cannot be run."""
    from tvmlir.interop.mlir_tools import find_mlir_opt, find_plugin

    mlir_opt = find_mlir_opt()
    if mlir_opt is None:
        raise MlirOptUnavailable("mlir-opt-19 is not installed")
    cmd = [mlir_opt, "--mlir-print-op-generic", "--mlir-print-debuginfo", "--mlir-print-local-scope"]
    if allow_unregistered:
        cmd.append("--allow-unregistered-dialect")
    if re.search(r"(?<![\w.$])\"?tv\.", text):
        plugin = find_plugin()
        if plugin is not None:
            cmd.append(f"--load-dialect-plugin={plugin}")
    try:
        run = subprocess.run(
            cmd, input="\n" * line_offset + text, capture_output=True, text=True, timeout=TIMEOUT_SECONDS
        )
    except (OSError, subprocess.TimeoutExpired, UnicodeDecodeError) as e:
        raise MlirOptUnavailable(f"mlir-opt-19 did not run: {e}") from None
    if run.returncode != 0:
        for line in run.stderr.splitlines():
            m = _ERROR.match(line)
            if m:
                file = path if m.group(1) == "<stdin>" else m.group(1)
                raise BadInput(file, int(m.group(2)), int(m.group(3)), m.group(4))
        if run.returncode < 0:
            raise MlirOptUnavailable(f"mlir-opt-19 crashed (signal {-run.returncode})")
        first = (run.stderr.strip().splitlines() or ["(no message)"])[0]
        raise BadInput(path, 1, 1, f"mlir-opt-19: {first}")
    # mlir-opt read stdin: its locations say "<stdin>"; they are the user's file.
    quoted = '"' + path.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return Generic(run.stdout.replace('loc("<stdin>":', f"loc({quoted}:"))
