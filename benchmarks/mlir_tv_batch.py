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
each (default 40; 0: none).  `--baseline PYTHON`: the sample also with
the `tv-check` installed next to PYTHON (another checkout's venv),
interleaved pair by pair; `--no-batch`: only the sample.
"""

from __future__ import annotations

import argparse
import json
import resource
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


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_batch(list_path: Path) -> tuple[float, float, dict[str, int], dict[str, float]]:
    """Wall and CPU seconds of one `tv-check --pairs` process (CPU: the
    machine is shared, so wall time includes other users' load), exit
    code and seconds per pair (keyed by source path)."""
    cpu0, start = _children_cpu(), time.perf_counter()
    run = subprocess.run([TV_CHECK, "--pairs", str(list_path), "--json"], capture_output=True, text=True)
    wall, cpu = time.perf_counter() - start, _children_cpu() - cpu0
    doc = json.loads(run.stdout)
    codes = {d["source"]: d["exit_code"] for d in doc["pairs"]}
    secs = {d["source"]: d["seconds"] for d in doc["pairs"]}
    return wall, cpu, codes, secs


def run_each(pairs, tools=(TV_CHECK,)) -> list[dict[str, tuple[int, float, float]]]:
    """(exit code, wall seconds, CPU seconds) of one process per pair, for
    each of `tools` (tv-check executables), interleaved pair by pair so
    that load on a shared machine hits every tool alike."""
    outs: list[dict] = [{} for _ in tools]
    for p in pairs:
        for tool, out in zip(tools, outs):
            cpu0, start = _children_cpu(), time.perf_counter()
            run = subprocess.run([tool, *p.args, str(p.src), str(p.tgt)], capture_output=True, text=True)
            out[str(p.src)] = (run.returncode, time.perf_counter() - start, _children_cpu() - cpu0)
    return outs


def batch(pairs, theirs: dict[str, float], keep: str | None) -> dict[str, int]:
    """Runs and reports the one-process batch; the exit code per pair."""
    with tempfile.TemporaryDirectory() as tmp:
        list_path = Path(keep) if keep else Path(tmp) / "pairs.txt"
        write_list(pairs, list_path)
        wall, cpu, codes, secs = run_batch(list_path)
    counts = {c: list(codes.values()).count(c) for c in range(5)}
    total = sum(theirs.values())
    print(f"batch: tv-check --pairs LIST --json over {len(pairs)} pairs: {wall:.1f} s wall, {cpu:.1f} s CPU "
          f"(exit codes {counts}); mlir-tv's seconds summed over the {len(theirs)} pairs it timed: "
          f"{total:.1f} s; ratio {wall / total:.2f} (wall), {cpu / total:.2f} (CPU)")  # fmt: skip
    key_of = {str(p.src): p.key for p in pairs}
    # The same pairs on both sides: those mlir-tv timed (a pair it could
    # not parse or that it timed out on has no seconds).  The batch's
    # start-up and parsing outside pairs is the wall time the pairs leave.
    same = sum(t for s, t in secs.items() if key_of[s] in theirs)
    overhead = wall - sum(secs.values())
    print(f"on the {len(theirs)} pairs mlir-tv timed: tv-check {same:.1f} s in the batch (+ {overhead:.1f} s outside "
          f"the pairs), mlir-tv {total:.1f} s; ratio {(same + overhead) / total:.2f}")  # fmt: skip
    slow = sorted(secs.items(), key=lambda kv: -kv[1])[:8]
    print("slowest in the batch: " + ", ".join(f"{key_of[s]} {t:.1f} s (mlir-tv {theirs.get(key_of[s], float('nan')):.1f})"
                                               for s, t in slow))  # fmt: skip
    return codes


def per_process(pairs, theirs: dict[str, float], n: int, codes: dict[str, int], baseline: str | None = None) -> None:
    """One process for every k-th pair: median wall and CPU seconds (and
    the same for `baseline`'s tv-check, interleaved)."""
    step = max(1, len(pairs) // n)
    sample = pairs[::step][:n]
    tools = (TV_CHECK,) if baseline is None else (TV_CHECK, str(Path(baseline).with_name("tv-check")))
    runs = run_each(sample, tools)
    each = runs[0]
    if baseline is not None:
        base = runs[1]
        print(f"baseline {tools[1]} on the same {len(sample)} pairs, interleaved: median "
              f"{statistics.median(w for _, w, _ in base.values()):.3f} s wall, "
              f"{statistics.median(c for _, _, c in base.values()):.3f} s CPU")  # fmt: skip
    wall = statistics.median(w for _, w, _ in each.values())
    cpu = statistics.median(c for _, _, c in each.values())
    mlirtv = statistics.median(theirs[p.key] for p in sample if p.key in theirs)
    print(f"per process: {len(sample)} pairs (every {step}th), one tv-check each: median {wall:.3f} s wall, "
          f"{cpu:.3f} s CPU; mlir-tv's median on the same pairs {mlirtv:.3f} s; ratio {wall / mlirtv:.2f} (wall), "
          f"{cpu / mlirtv:.2f} (CPU)")  # fmt: skip
    if codes:
        differ = [p.key for p in sample if each[str(p.src)][0] != codes.get(str(p.src))]
        print(f"exit codes differing between the batch and one process per pair: {len(differ)}"
              + (f" ({', '.join(differ)})" if differ else ""))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default=None)
    ap.add_argument("--categories", default=",".join(GROUPS))
    ap.add_argument("--sample", type=int, default=40)
    ap.add_argument("--no-batch", action="store_true", help="only the per-process sample")
    ap.add_argument("--baseline", metavar="PYTHON",
                    help="also run the sample with the tv-check next to this interpreter (before/after, interleaved)")
    ap.add_argument("--keep", metavar="LIST", help="also write the pair list here")
    args = ap.parse_args(argv)
    corpus = Path(args.corpus) if args.corpus else find_corpus()
    pairs = collect(corpus, args.categories.split(","), False)
    anchor = anchors(corpus)
    theirs = {p.key: anchor[p.key][1] for p in pairs if p.key in anchor and anchor[p.key][1] == anchor[p.key][1]}
    codes = {} if args.no_batch else batch(pairs, theirs, args.keep)
    if args.sample:
        per_process(pairs, theirs, args.sample, codes, args.baseline)
    return 0


if __name__ == "__main__":
    sys.exit(main())
