"""Mutate lowered code for a negative test: stdin -> stdout.

usage: mutate.py [--nth N] [--all] REGEX REPLACEMENT

Replaces the N-th match (1-based, default 1; negative counts from the end)
of the Python regular expression REGEX (multi-line mode) by REPLACEMENT
(`\\1` for groups), or every match with `--all`.  Fails (exit 1, message on
stderr) when REGEX matches fewer than N times: a negative test must never
pass because its mutation silently did nothing.  Tests also FileCheck the
mutated text, which pins what changed.
"""

import argparse
import re
import sys


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--nth", type=int, default=1)
    parser.add_argument("--all", action="store_true")
    parser.add_argument("regex")
    parser.add_argument("replacement")
    args = parser.parse_args()
    text = sys.stdin.read()
    pattern = re.compile(args.regex, re.MULTILINE)
    matches = list(pattern.finditer(text))
    if not matches or (not args.all and abs(args.nth) > len(matches)) or args.nth == 0:
        sys.stderr.write(f"mutate.py: {args.regex!r} matches {len(matches)} times, need {args.nth}\n")
        return 1
    if args.all:
        sys.stdout.write(pattern.sub(args.replacement, text))
        return 0
    m = matches[args.nth - 1 if args.nth > 0 else args.nth]
    sys.stdout.write(text[: m.start()] + m.expand(args.replacement) + text[m.end() :])
    return 0


if __name__ == "__main__":
    sys.exit(main())
