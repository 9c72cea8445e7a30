"""A longer input-fuzzing sweep than the test suite's (python_tests/test_fuzz.py).

Same mutations and the same contract (python_tests/fuzz_inputs.py): every
run of tv-opt (parse, --annotate, --annotate --lower --verify) and tv-check
(the file as both sides) ends in a verdict or exactly one located error
line; never a traceback, exit 4, a hang, or output written on failure.

usage: python benchmarks/fuzz.py [--seeds 1,2,3] [--mutants N] [--lit-sample N] [--timeout S]
Prints, per seed, the exit codes seen per tool and mode, then every
violation; exits 1 if there was one.
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "python_tests"))

import fuzz_inputs  # noqa: E402

from tvmlir.tools import tv_check, tv_opt  # noqa: E402


def sweep(seed: int, count: int, lit_sample: int, timeout: int) -> tuple[collections.Counter, list[str]]:
    codes: collections.Counter = collections.Counter()
    run = fuzz_inputs.run_in_process

    def counting(main, argv, seconds):
        outcome = run(main, argv, seconds)
        mode = " ".join(argv[: argv.index("-o")] if "-o" in argv else argv[:-2])
        mode = " ".join(a for a in mode.split() if not a.startswith("/")) or "parse"
        codes[(main.__module__.rsplit(".", 1)[-1], mode, outcome.code)] += 1
        return outcome

    fuzz_inputs.run_in_process = counting
    try:
        rng = random.Random(seed)
        files = fuzz_inputs.seed_files(rng, lit_sample)
        problems: list[str] = []
        with tempfile.TemporaryDirectory() as workdir:
            for name, text in fuzz_inputs.mutants(rng, files, count):
                problems += fuzz_inputs.check_text(
                    name, text, Path(workdir), tv_opt.main, tv_check.main, timeout
                )
    finally:
        fuzz_inputs.run_in_process = run
    return codes, problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1,2,3,4,5")
    parser.add_argument("--mutants", type=int, default=400)
    parser.add_argument("--lit-sample", type=int, default=30)
    parser.add_argument("--timeout", type=int, default=60)
    args = parser.parse_args()
    failed = False
    for seed in (int(s) for s in args.seeds.split(",")):
        start = time.perf_counter()
        codes, problems = sweep(seed, args.mutants, args.lit_sample, args.timeout)
        print(f"seed {seed}: {args.mutants} mutants, {time.perf_counter() - start:.1f} s")
        for (tool, mode, code), n in sorted(codes.items(), key=str):
            print(f"  {tool:9} {mode:45} exit {code}: {n}")
        for p in problems:
            print(f"  VIOLATION {p}")
        failed |= bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
