"""Run a command and check tvmlir's error contract on it.

usage: expect_exit.py CODE [--one-line-stderr] [--empty-stdout] -- CMD...

Exits 0 iff CMD exited with CODE (and, if asked, wrote exactly one line to
stderr / nothing to stdout); otherwise says what differed.  CMD's stdout and
stderr are passed through so FileCheck can pin the message.  lit's internal
shell cannot test `$?`, hence this helper.
"""

import subprocess
import sys


def main() -> int:
    args = sys.argv[1:]
    sep = args.index("--")
    opts, cmd = args[:sep], args[sep + 1 :]
    expected = int(opts[0])
    proc = subprocess.run(cmd, capture_output=True, text=True)
    sys.stdout.write(proc.stdout)
    sys.stdout.write(proc.stderr)
    problems = []
    if proc.returncode != expected:
        problems.append(f"exit code {proc.returncode}, expected {expected}")
    if "--one-line-stderr" in opts and proc.stderr.count("\n") != 1:
        problems.append(f"stderr has {proc.stderr.count(chr(10))} lines, expected 1")
    if "--one-line-stderr" in opts and "Traceback" in proc.stderr:
        problems.append("stderr contains a Python traceback")
    if "--empty-stdout" in opts and proc.stdout:
        problems.append("stdout is not empty")
    for p in problems:
        sys.stdout.write(f"expect_exit: {p}\n")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
