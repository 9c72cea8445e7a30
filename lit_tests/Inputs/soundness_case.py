"""Run one tool command of an adversarial-suite case and hold it to the
case's header (`lit_tests/soundness/lit.local.cfg` puts this in front of
every `tv-opt`, `tv-check` and `tv-pipeline-check` of a case).

usage: soundness_case.py CASE -- TOOL ARGS...

CASE's first line is `// SOUNDNESS: wrong|right <family>: <description>`.
TOOL runs with this process's stdin, stdout and stderr, and its exit code
is passed on, unless the run is a *verdict run* (tv-check,
tv-pipeline-check, or tv-opt with a `verify` or `confirm` pass) whose exit
code contradicts the header:

* a wrong case must not verify (exit 0) and a right case must (exit 0);
* no case may end in an internal error (exit 4, or a crash).

Then this prints why on stderr and exits 97, so the lit test fails even if
its FileCheck lines were too loose.  With `TVMLIR_SOUNDNESS_LOG` set, each
verdict run also appends one JSON line (case, kind, family, tool, exit
code, verdict) to that file: what `python_tests/test_soundness_suite.py`
counts.  Standard library only: it runs once per RUN line.
"""

import json
import os
import re
import subprocess
import sys

HEADER = re.compile(r"^// SOUNDNESS: (wrong|right) ([a-z0-9-]+): (\S.*)$")
VERDICTS = {0: "verified", 1: "failed", 2: "unsupported", 3: "bad input", 4: "internal error"}
MISMATCH = 97


def header(case: str) -> tuple[str, str]:
    with open(case, encoding="utf-8") as f:
        first = f.readline().rstrip("\n")
    m = HEADER.match(first)
    if m is None:
        sys.exit(f"soundness: {case}: the first line must be `// SOUNDNESS: wrong|right <family>: <description>`")
    return m.group(1), m.group(2)


def is_verdict_run(tool: str, args: list[str]) -> bool:
    name = os.path.basename(tool)
    if name in ("tv-check", "tv-pipeline-check"):
        return True
    if name != "tv-opt":
        return False
    options = [a for k, a in enumerate(args) if a.startswith("-") or (k > 0 and args[k - 1] in ("-p", "--passes"))]
    return any(re.search(r"\b(verify|confirm)\b", a) for a in options)


def main() -> int:
    argv = sys.argv[1:]
    sep = argv.index("--")
    (case,), cmd = argv[:sep], argv[sep + 1 :]
    kind, family = header(case)
    code = subprocess.run(cmd).returncode
    if not is_verdict_run(cmd[0], cmd[1:]):
        return code
    verdict = VERDICTS.get(code, "internal error")
    log = os.environ.get("TVMLIR_SOUNDNESS_LOG")
    if log:
        record = {"case": os.path.abspath(case), "kind": kind, "family": family,
                  "tool": os.path.basename(cmd[0]), "exit": code, "verdict": verdict}
        with open(log, "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")
    problem = None
    if verdict == "internal error":
        problem = f"internal error (exit {code})"
    elif kind == "wrong" and verdict == "verified":
        problem = "a wrong program was verified"
    elif kind == "right" and verdict != "verified":
        problem = f"a right program was not verified ({verdict}): a false alarm"
    if problem is not None:
        sys.stderr.write(f"soundness: {case}: {problem}\n")
        sys.stderr.flush()
        return MISMATCH
    return code


if __name__ == "__main__":
    sys.exit(main())
