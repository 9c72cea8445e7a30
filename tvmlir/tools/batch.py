"""`tv-check --pairs DIR_OR_LIST`: many pairs in one process.

Why: a `tv-check` process spends most of a small pair's time starting
(importing xDSL and z3, `benchmarks/startup.py`); a suite of hundreds of
pairs run as one process per pair pays that hundreds of times.

What a pair is:
* DIR: every `NAME.src.mlir` under DIR (recursively, sorted by NAME) with the
  `NAME.tgt.mlir` beside it; the pair is called NAME (relative to DIR);
* LIST (a file): one pair per line, `SRC TGT [OPTIONS...]`, paths relative
  to the list's directory, `#` starting a comment.  The options are
  tv-check's and apply to that pair only, after the command line's.

Each pair is checked exactly as `tv-check [OPTIONS] SRC TGT` would check it,
with the same error contract mapped to the pair (a bad input or a tvmlir
bug in one pair is that pair's exit code 3 or 4, and the batch goes on):

    NAME: exit 0 (0.04 s)
      @f: verified
    NAME2: exit 3 (0.01 s)
      a.tgt.mlir:3:5: error: ...
    tv-check --pairs: 2 pairs: 1 exit 0 (verified), 0 exit 1 (failed), ...

The batch's exit code is the most severe of the pairs' (4, then 3, then
1, then 2, then 0): a suite passes only if every pair verified.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shlex
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from tvmlir.ir.diagnostics import BadInput

_SEVERITY = (4, 3, 1, 2, 0)
_MEANING = {0: "verified", 1: "failed", 2: "unsupported/timeout", 3: "bad input", 4: "internal error"}


@dataclass
class Pair:
    name: str
    src: str
    tgt: str
    options: list[str] = field(default_factory=list)


def collect_pairs(where: str) -> list[Pair]:
    """The pairs of a directory or of a list file (see module doc)."""
    if os.path.isdir(where):
        pairs = []
        for root, dirs, files in os.walk(where):
            dirs.sort()
            for f in sorted(files):
                if f.endswith(".src.mlir"):
                    stem = os.path.join(root, f[: -len(".src.mlir")])
                    name = os.path.relpath(stem, where)
                    pairs.append(Pair(name, stem + ".src.mlir", stem + ".tgt.mlir"))
        return sorted(pairs, key=lambda p: p.name)
    try:
        with open(where, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise BadInput(where, 1, 1, f"cannot read pair list: {getattr(e, 'strerror', None) or e}") from None
    base = os.path.dirname(where)
    pairs = []
    for k, line in enumerate(lines, 1):
        try:
            words = shlex.split(line, comments=True)
        except ValueError as e:
            raise BadInput(where, k, 1, f"bad pair line: {e}") from None
        if not words:
            continue
        if len(words) < 2 or words[0].startswith("-") or words[1].startswith("-"):
            raise BadInput(where, k, 1, "expected 'SRC TGT [OPTIONS...]'")
        src, tgt = (os.path.join(base, w) for w in words[:2])
        pairs.append(Pair(f"{words[0]} {words[1]}", src, tgt, words[2:]))
    return pairs


def check_one(pair: Pair, shared: list[str], check_files: Callable) -> tuple[int, str]:
    """One pair under tv-check's error contract; (exit code, report)."""
    from tvmlir.tools.tv_check import build_parser

    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            args = build_parser().parse_args([*shared, *pair.options, pair.src, pair.tgt])
        if args.pairs is not None:
            return 3, "tv-check: error: --pairs inside a pair list\n"
        code = check_files(args, out)
    except SystemExit as e:  # argparse: a bad option of this pair
        return int(e.code or 0), err.getvalue()
    except BadInput as e:
        return getattr(e, "exit_code", 3), f"{e}\n"
    except KeyboardInterrupt:
        raise
    except Exception as e:  # a tvmlir bug: this pair's exit 4, the batch goes on
        if os.environ.get("TVMLIR_DEBUG"):
            raise
        return 4, f"internal error: {type(e).__name__}: {e} (this is a tvmlir bug; TVMLIR_DEBUG=1 shows the traceback)\n"
    return code, out.getvalue()


def batch_exit_code(codes: list[int]) -> int:
    return next((c for c in _SEVERITY if c in codes), 0)


def run_batch(where: str, shared: list[str], check_files: Callable, out) -> int:
    pairs = collect_pairs(where)
    if not pairs:
        raise BadInput(where, 1, 1, "no pairs to check (no NAME.src.mlir, or an empty list)")
    as_json = "--json" in shared
    start = time.perf_counter()
    codes, docs = [], []
    for pair in pairs:
        t0 = time.perf_counter()
        code, report = check_one(pair, shared, check_files)
        secs = time.perf_counter() - t0
        codes.append(code)
        if as_json:
            doc = {"pair": pair.name, "source": pair.src, "target": pair.tgt, "exit_code": code, "seconds": secs}
            doc["report" if code in (0, 1, 2) else "error"] = json.loads(report) if code in (0, 1, 2) else report.strip()
            docs.append(doc)
            continue
        out.write(f"{pair.name}: exit {code} ({secs:.2f} s)\n")
        for line in report.splitlines():
            out.write(f"  {line}\n" if line else "\n")
        out.flush()
    total = time.perf_counter() - start
    counts = ", ".join(f"{codes.count(c)} exit {c} ({_MEANING[c]})" for c in range(5))
    summary = f"tv-check --pairs: {len(pairs)} pairs: {counts}; {total:.2f} s"
    code = batch_exit_code(codes)
    if as_json:
        out.write(json.dumps({"pairs": docs, "summary": summary, "exit_code": code}, indent=2) + "\n")
    else:
        out.write(summary + "\n")
    out.flush()
    sys.stdout.flush()
    return code
