"""Run tv-check over mlir-tv's corpus (../shared/corpus/mlir-tv) in ONE
process and compare with mlir-tv's own results (anchor-results.csv).

Each pair `<dir>/<name>.src.mlir` + `.tgt.mlir` opens with a header (see
the corpus README): `VERIFY` (must verify), `VERIFY-INCORRECT` (must
fail), `UNSUPPORTED` (mlir-tv could not handle it), or `EXPECT: "msg"`.
Expected verdicts:

* `EXPECT: "correct (source is always undefined)"`: verified;
* `EXPECT` of mlir-tv's failure messages ("Return value mismatch",
  "Source is more defined than target", "Memory mismatch"): failed;
* `EXPECT: "dot ops (fp): SUM_MUL"` (the abstraction that decided it):
  verified, with a round where `dot` is the sum of products;
* `EXPECT: "Too many elements: 15 > 3"` (a constant over
  `-max-const-tensor-size`): verified, with that note;
* other `EXPECT`s are mlir-tv's own diagnostics (verbose output,
  counterexample printing): counted as "other" (their verdict is still
  computed and shown).

Columns: expected verdict / wrong verdict (a VERIFY pair failed or a
VERIFY-INCORRECT one verified) / unsupported / timeout / other (verified
an UNSUPPORTED pair, skipped EXPECTs); median and p90 seconds per pair
(parse + check), and mlir-tv's median and p90 on the same pairs.

usage: python benchmarks/mlir_tv_corpus.py [--categories a,b] [--quick]
       [--smt-to MS] [--json FILE] [--verbose] [--corpus DIR]
`--quick` runs the small, fast subset the lit test uses.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

CATEGORIES = (
    "fp-ops", "arith-ops", "math-ops", "tensor-ops", "tensor-constant",
    "linalg-ops", "linalg-loops", "func-ops", "refinement", "abstraction", "tosa-ops",
)  # fmt: skip

# A quick, representative subset (one or two per category, each fast).
QUICK = (
    "litmus/fp-ops/comm_add", "litmus/fp-ops/neg_add-bad", "litmus/fp-ops/trunc_const",
    "litmus/arith-ops/shli_ub", "litmus/arith-ops/subf-bad", "litmus/math-ops/abs_mul",
    "litmus/tensor-ops/insert_slice2", "litmus/tensor-ops/pad3", "litmus/tensor-constant/sparse_bad",
    "litmus/linalg-ops/fill", "litmus/linalg-loops/mult_result", "litmus/linalg-loops/output-value-bad",
    "litmus/func-ops/no_fn_arg_dims-bad", "litmus/refinement/memory_mismatch", "litmus/abstraction/dot",
    "litmus/tosa-ops/bitwise_and", "litmus/tosa-ops/reverse", "litmus/tosa-ops/reduce_sum-bad",
)  # fmt: skip

FAILURE_MESSAGES = {
    "return value mismatch": "failed",
    "source is more defined than target": "failed",
    "memory mismatch": "failed",
}


@dataclass
class Pair:
    key: str  # e.g. litmus/fp-ops/comm_add
    src: Path
    tgt: Path
    keyword: str
    expect: list[str]
    args: list[str]
    expected: str  # verified / failed / unsupported / skip
    verdict: str = ""
    lines: list[str] = field(default_factory=list)
    seconds: float = 0.0
    outcome: str = ""
    rounds: list[dict] = field(default_factory=list)  # expected / wrong / unsupported / timeout / other


def parse_header(path: Path):
    keyword, expect, args = None, [], []
    for line in path.read_text().splitlines():
        if not line.startswith("//"):
            if line.strip():
                break
            continue
        body = line[2:].strip()
        if body in ("VERIFY", "VERIFY-INCORRECT", "UNSUPPORTED"):
            keyword = body
        elif body.startswith("EXPECT:"):
            keyword = "EXPECT"
            expect = re.findall(r'"([^"]*)"', body)
        elif body.startswith("ARGS:"):
            args += body[len("ARGS:") :].split()
    return keyword, expect, args


def expected_verdict(keyword, expect) -> str:
    if keyword == "VERIFY":
        return "verified"
    if keyword == "VERIFY-INCORRECT":
        return "failed"
    if keyword == "UNSUPPORTED":
        return "unsupported"
    msgs = [m.lower() for m in expect]
    if any(m.startswith("correct") for m in msgs):
        return "verified"
    if any(re.fullmatch(r"dot ops \((fp|int)\): sum_mul", m) or m.startswith("too many") for m in msgs):
        return "verified"
    if any(any(m.startswith(k) for k in FAILURE_MESSAGES) for m in msgs):
        return "failed"
    return "skip"


def options_for(args: list[str], smt_to: int):
    """mlir-tv's ARGS as tv-check options (unknown ones are ignored:
    --multiset and --smt-use-all-logic change nothing (tv_check.MLIR_TV_NO_OPS),
    -verbose and --succinct only the printing)."""
    from tvmlir.semantics.context import Options

    kw = {"timeout_ms": smt_to}
    pairs, k = [], 0
    while k < len(args):  # `-opt=value`, or `--opt value`
        name, eq, value = args[k].lstrip("-").partition("=")
        if not eq and k + 1 < len(args) and not args[k + 1].startswith("-"):
            value = args[k + 1]
            k += 1
        pairs.append((name, value))
        k += 1
    for name, value in pairs:
        if name == "associative":
            kw["associative"] = True
        elif name == "fp-bits":
            kw["fp_bits"] = int(value)
        elif name == "smt-to":
            kw["timeout_ms"] = max(int(value), smt_to)
        elif name == "max-const-tensor-size":
            kw["max_const_tensor_size"] = int(value)
        elif name == "unroll-fp-sum-bound":
            kw["unroll_fp_sum_bound"] = int(value)
        elif name == "use-neg-zero":
            kw["use_neg_zero"] = True
        elif name == "unroll-int-sum":
            kw["unroll_int_sum"] = True
        elif name == "use-fn-argument-dims":
            kw["fn_argument_dims"] = tuple((f, int(k)) for f, _, k in (x.partition("@") for x in value.split(",")))
        elif name == "memref-inputs-simple":
            kw["memref_inputs_simple"] = True
        elif name == "max-unknown-dimsize":
            kw["max_unknown_dimsize"] = int(value)
    return Options(**kw)


def find_corpus() -> Path:
    """../shared/corpus/mlir-tv, searched upwards from this file."""
    for parent in Path(__file__).resolve().parents:
        cand = parent / "shared" / "corpus" / "mlir-tv"
        if (cand / "anchor-results.csv").exists():
            return cand
    raise SystemExit("mlir-tv corpus not found (../shared/corpus/mlir-tv); pass --corpus DIR")


def collect(corpus: Path, categories, quick: bool) -> list[Pair]:
    pairs = []
    for cat in categories:
        for src in sorted((corpus / "litmus" / cat).glob("*.src.mlir")):
            stem = src.name[: -len(".src.mlir")]
            key = f"litmus/{cat}/{stem}"
            if quick and key not in QUICK:
                continue
            keyword, expect, args = parse_header(src)
            pairs.append(Pair(key, src, src.with_name(stem + ".tgt.mlir"), keyword, expect, args,
                              expected_verdict(keyword, expect)))  # fmt: skip
    return pairs


def run_pair(pair: Pair, smt_to: int) -> None:
    from tvmlir.ir.diagnostics import BadInput
    from tvmlir.refinement.check import check_pair
    from tvmlir.refinement.module import load

    start = time.perf_counter()
    try:
        src, tgt = load(str(pair.src)), load(str(pair.tgt))
        options = options_for(pair.args, smt_to)
        verdicts = [check_pair(src, tgt, n, options) for n in src.defined()]
    except BadInput as e:
        pair.seconds = time.perf_counter() - start
        pair.verdict, pair.lines = "unsupported", [f"bad input: {e}"]
        return
    except Exception as e:  # a tvmlir bug: count it, never hide it
        pair.seconds = time.perf_counter() - start
        pair.verdict, pair.lines = "error", [f"internal error: {type(e).__name__}: {e}"]
        return
    pair.seconds = time.perf_counter() - start
    statuses = [v.status for v in verdicts]
    for s in ("failed", "unsupported", "timeout"):
        if s in statuses:
            pair.verdict = s
            break
    else:
        pair.verdict = "verified"
    pair.lines = [v.line() for v in verdicts]
    if any(v.notes for v in verdicts):
        pair.lines += [f"note: {n}" for v in verdicts for n in v.notes]
    pair.rounds = [r.abstraction for v in verdicts for r in v.rounds]


def classify(pair: Pair) -> str:
    got, want = pair.verdict, pair.expected
    if got == "error":
        return "error"
    if want == "skip":
        return "other"
    if want == "unsupported":
        if got == "unsupported":
            return "expected"
        return "wrong" if got == "failed" else "other"
    if got in ("unsupported", "timeout"):
        return got
    if got != want:
        return "wrong"
    for m in (x.lower() for x in pair.expect):
        if re.fullmatch(r"dot ops \((fp|int)\): sum_mul", m) and not any(r.get("dot") == "sum_mul" for r in pair.rounds):
            return "other"
        if m.startswith("too many") and not any(line.lower().startswith("note: " + m) for line in pair.lines):
            return "other"
    return "expected"


def anchors(corpus: Path) -> dict[str, tuple[str, float]]:
    out = {}
    with open(corpus / "anchor-results.csv") as f:
        for row in csv.DictReader(f):
            secs = row["anchor_seconds"]
            out[row["pair"]] = (row["anchor_verdict"], float(secs) if secs else float("nan"))
    return out


def _q(xs, q):
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def table(pairs: list[Pair], anchor: dict) -> str:
    cols = ("category", "pairs", "expected", "wrong", "unsup", "timeout", "other",
            "median s", "p90 s", "mlir-tv median", "mlir-tv p90")  # fmt: skip
    rows = []
    cats = sorted({p.key.split("/")[1] for p in pairs}, key=lambda c: CATEGORIES.index(c) if c in CATEGORIES else 99)
    for cat in [*cats, "all"]:
        ps = [p for p in pairs if cat == "all" or p.key.split("/")[1] == cat]
        if not ps:
            continue
        ours = [p.seconds for p in ps]
        theirs = [anchor[p.key][1] for p in ps if p.key in anchor and anchor[p.key][0] != "UNSUPPORTED"]
        count = {k: sum(1 for p in ps if p.outcome == k) for k in ("expected", "wrong", "unsupported", "timeout", "other")}
        count["wrong"] += sum(1 for p in ps if p.outcome == "error")
        rows.append((cat, len(ps), count["expected"], count["wrong"], count["unsupported"], count["timeout"],
                     count["other"], f"{statistics.median(ours):.3f}", f"{_q(ours, 0.9):.3f}",
                     f"{statistics.median(theirs):.3f}" if theirs else "-",
                     f"{_q(theirs, 0.9):.3f}" if theirs else "-"))  # fmt: skip
    widths = [max(len(str(r[k])) for r in [cols, *rows]) for k in range(len(cols))]
    lines = [" | ".join(str(c).ljust(w) for c, w in zip(cols, widths))]
    lines.append("-+-".join("-" * w for w in widths))
    for r in rows:
        lines.append(" | ".join(str(c).ljust(w) for c, w in zip(r, widths)))
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default=None, help="default: ../shared/corpus/mlir-tv above this file")
    ap.add_argument("--categories", default=",".join(CATEGORIES))
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--smt-to", type=int, default=30000)
    ap.add_argument("--json", metavar="FILE")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    corpus = Path(args.corpus) if args.corpus else find_corpus()
    pairs = collect(corpus, args.categories.split(","), args.quick)
    anchor = anchors(corpus)
    for p in pairs:
        run_pair(p, args.smt_to)
        p.outcome = classify(p)
        if args.verbose or p.outcome in ("wrong", "unsupported", "timeout", "error"):
            print(f"{p.outcome:11} {p.key}: want {p.expected}, got {p.verdict} ({p.seconds:.2f} s)")
            if args.verbose or p.outcome != "expected":
                for line in p.lines:
                    print(f"            {line}")
    print()
    print(table(pairs, anchor))
    wrong = [p.key for p in pairs if p.outcome == "wrong"]
    print(f"\nwrong verdicts: {len(wrong)}" + (f" ({', '.join(wrong)})" if wrong else ""))
    if args.json:
        with open(args.json, "w") as f:
            json.dump([{k: getattr(p, k) for k in ("key", "expected", "verdict", "outcome", "seconds", "lines")}
                       for p in pairs], f, indent=1)  # fmt: skip
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
