"""mlir-tv's corpus run as a user runs `tv-check`: the whole corpus in ONE
`tv-check --pairs LIST` process, and a sample of pairs one process each,
timed against mlir-tv's own seconds (`anchor-results.csv`).

Why apart from `mlir_tv_corpus.py`: that one calls the checker as a
library (verdicts per pair, no start-up cost); this one measures the
commands, start-up included: the batch total against the sum of mlir-tv's
seconds on the same pairs, and the per-process median against mlir-tv's
median on the same sample.  Each pair gets its header's `ARGS:` (as
`mlir_tv_corpus.py` does), on the list line.  The sample's exit codes are
compared with the batch's (the same pair must get the same exit code).

usage: python benchmarks/mlir_tv_batch.py [--sample N] [--corpus DIR]
       [--categories a,b] [--keep LIST]
`--sample N`: N pairs (every k-th of the sorted pairs) run one process
each (default 40; 0: none).
"""

from __future__ import annotations

import argparse
import json
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from mlir_tv_corpus import GROUPS, anchors, collect, find_corpus  # noqa: E402

TV_CHECK = str(Path(sys.executable).with_name("tv-check"))


def write_list(pairs, path: Path) -> None:
    with open(path, "w") as f:
        for p in pairs:
            f.write(" ".join(shlex.quote(str(x)) for x in (p.src, p.tgt, *p.args)) + "\n")


def run_batch(list_path: Path) -> tuple[float, dict[str, int], dict[str, float]]:
    start = time.perf_counter()
    run = subprocess.run([TV_CHECK, "--pairs", str(list_path), "--json"], capture_output=True, text=True)
    wall = time.perf_counter() - start
    doc = json.loads(run.stdout)
    codes = {d["source"]: d["exit_code"] for d in doc["pairs"]}
    secs = {d["source"]: d["seconds"] for d in doc["pairs"]}
    return wall, codes, secs


def run_each(pairs) -> dict[str, tuple[int, float]]:
    out = {}
    for p in pairs:
        start = time.perf_counter()
        run = subprocess.run([TV_CHECK, *p.args, str(p.src), str(p.tgt)], capture_output=True, text=True)
        out[str(p.src)] = (run.returncode, time.perf_counter() - start)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default=None)
    ap.add_argument("--categories", default=",".join(GROUPS))
    ap.add_argument("--sample", type=int, default=40)
    ap.add_argument("--keep", metavar="LIST", help="also write the pair list here")
    args = ap.parse_args(argv)
    corpus = Path(args.corpus) if args.corpus else find_corpus()
    pairs = collect(corpus, args.categories.split(","), False)
    anchor = anchors(corpus)
    theirs = {p.key: anchor[p.key][1] for p in pairs if p.key in anchor and anchor[p.key][1] == anchor[p.key][1]}
    with tempfile.TemporaryDirectory() as tmp:
        list_path = Path(args.keep) if args.keep else Path(tmp) / "pairs.txt"
        write_list(pairs, list_path)
        wall, codes, _ = run_batch(list_path)
    counts = {c: list(codes.values()).count(c) for c in range(5)}
    total_theirs = sum(theirs.values())
    print(f"batch: tv-check --pairs LIST --json over {len(pairs)} pairs: {wall:.1f} s wall "
          f"(exit codes {counts}); mlir-tv's seconds summed over the {len(theirs)} pairs it timed: "
          f"{total_theirs:.1f} s; ratio {wall / total_theirs:.2f}")  # fmt: skip
    if args.sample:
        step = max(1, len(pairs) // args.sample)
        sample = pairs[::step][: args.sample]
        each = run_each(sample)
        ours = [s for _, s in each.values()]
        mlirtv = [theirs[p.key] for p in sample if p.key in theirs]
        differ = [p.key for p in sample if each[str(p.src)][0] != codes.get(str(p.src))]
        print(f"per process: {len(sample)} pairs (every {step}th), one tv-check each: median {statistics.median(ours):.3f} s "
              f"(min {min(ours):.3f}, max {max(ours):.3f}); mlir-tv's median on the same pairs "
              f"{statistics.median(mlirtv):.3f} s; ratio {statistics.median(ours) / statistics.median(mlirtv):.2f}")  # fmt: skip
        print(f"exit codes differing between the batch and one process per pair: {len(differ)}"
              + (f" ({', '.join(differ)})" if differ else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
