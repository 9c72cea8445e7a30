"""Abstract FP against exact IEEE-754, and the shrunk abstract width
against 32 bits, over mlir-tv's fp-ops pairs, in one run.

mlir-tv (CAV'22 section 7) reports its abstract encoding 13.6x faster than
SMT FPA on its pairs, and the shrunk width (section 4.3) 2.2x faster than
32 bits.  This runs `tv-check`'s pair check (`refinement.check.check_pair`)
on every function pair of ../shared/corpus/mlir-tv/litmus/fp-ops three
ways:

* `abstract`: the default (width counted per query);
* `32-bit`: the abstract encoding with a 32-bit narrowest format;
* `ieee`: `--fp=ieee` (z3's FPA theory).

A pair counts for a ratio when both modes decide it (no timeout) with the
same verdict.  Reported: the ratio of total times, the geometric mean of
per-pair ratios, for the whole check (encode + solve) and for the solver
alone.  Pairs whose verdicts differ between modes are listed (IEEE decides
constant folding the abstraction cannot; it must never contradict the
corpus).

usage: python benchmarks/fp_abstraction.py [--timeout MS] [--corpus DIR]
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from mlir_tv_corpus import find_corpus, options_for, parse_header  # noqa: E402

MODES = {
    "abstract": {},
    "32-bit": {"fp_width": 32},
    "ieee": {"fp": "ieee"},
}


def run(corpus: Path, timeout_ms: int):
    from dataclasses import replace

    from tvmlir.refinement.check import check_pair
    from tvmlir.refinement.module import load
    from tvmlir.semantics.context import Options

    rows = []
    files = sorted((corpus / "litmus" / "fp-ops").glob("*.src.mlir"))
    # Warm up: the first check imports the op tables; no mode should pay it.
    warm = load(str(files[0]))
    for changes in MODES.values():
        check_pair(warm, warm, warm.defined()[0], replace(Options(), **changes))
    for src in files:
        stem = src.name[: -len(".src.mlir")]
        keyword, expect, args = parse_header(src)
        s, t = load(str(src)), load(str(src.with_name(stem + ".tgt.mlir")))
        base = options_for(args, timeout_ms)
        for name in s.defined():
            row = {"pair": f"{stem}@{name}", "keyword": keyword}
            for mode, changes in MODES.items():
                opts = replace(base, **changes)
                if mode == "ieee" and opts.associative:
                    row[mode] = None  # --associative needs the abstract encoding
                    continue
                v = check_pair(s, t, name, opts)
                solver = sum(r.solver_seconds for r in v.rounds)
                row[mode] = (v.status, v.seconds, solver)
            rows.append(row)
    return rows


def _ratio(rows, fast, slow, idx):
    pairs = [
        (r[fast][idx], r[slow][idx])
        for r in rows
        if r.get(fast) and r.get(slow)
        and r[fast][0] == r[slow][0] and r[fast][0] in ("verified", "failed")
    ]  # fmt: skip
    if not pairs:
        return float("nan"), float("nan"), 0
    total = sum(b for _, b in pairs) / max(1e-9, sum(a for a, _ in pairs))
    geo = math.exp(sum(math.log(max(b, 1e-6) / max(a, 1e-6)) for a, b in pairs) / len(pairs))
    return total, geo, len(pairs)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default=None, help="default: ../shared/corpus/mlir-tv above this file")
    ap.add_argument("--timeout", type=int, default=10000, help="solver timeout per query (ms)")
    args = ap.parse_args(argv)
    rows = run(Path(args.corpus) if args.corpus else find_corpus(), args.timeout)
    print(f"{'pair':40} " + " ".join(f"{m:>22}" for m in MODES))
    for r in rows:
        cells = []
        for m in MODES:
            c = r.get(m)
            cells.append(f"{'-':>22}" if c is None else f"{c[0]:>10} {c[1]:6.3f}s {c[2]:5.3f}s")
        print(f"{r['pair']:40} " + " ".join(cells))
    print()
    for fast, slow in (("abstract", "ieee"), ("abstract", "32-bit")):
        for idx, what in ((1, "check"), (2, "solver")):
            total, geo, n = _ratio(rows, fast, slow, idx)
            print(f"{slow} / {fast} ({what} time, {n} pairs both decide alike): "
                  f"total {total:.1f}x, geometric mean {geo:.1f}x")  # fmt: skip
    differ = [r["pair"] for r in rows if r.get("ieee") and r["ieee"][0] != r["abstract"][0]]
    timeouts = [r["pair"] for r in rows if r.get("ieee") and r["ieee"][0] == "timeout"]
    print(f"\nverdicts differing from abstract under ieee: {len(differ)} {differ}")
    print(f"ieee timeouts: {len(timeouts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
