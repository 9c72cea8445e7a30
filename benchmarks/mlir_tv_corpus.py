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
  counterexample printing, a warning).  `COUNTERPARTS` derives each one's
  verdict (a counterexample is printed for a failure, the others verify)
  and gives a regex over tv-check's printed report (run with the pair's
  `ARGS`, `--verbose` included) that states the same fact: the pair is
  "expected" when both hold, "wrong" on the opposite verdict, and "other"
  when tvmlir has no such fact (the table says why) or the regex misses.

Columns: expected verdict / beyond (a definite verdict, `verified`, on a
pair whose header is UNSUPPORTED: mlir-tv could not handle it; the listing
after the table says which of them are the same program on both sides,
where `verified` is right by reflexivity) / wrong verdict (a VERIFY pair failed or a
VERIFY-INCORRECT one verified; an internal error counts here too) /
disputed (a pair in `DISPUTED`, whose header mlir-tv's semantics gives
and the specification tvmlir follows contradicts, with tvmlir's verdict
there: listed with the reason, never silently counted as expected) /
unsupported / timeout / other (a diagnostic EXPECT without its
counterpart); median and p90 seconds per pair (parse + check); how many of
the same pairs mlir-tv brings to the expected verdict
(`anchor-results.csv`: PASS, XFAIL or UNSUPPORTED), and mlir-tv's median
and p90.

Categories: every folder of the corpus; a litmus folder by its name
(`fp-ops`), the real pass outputs as `opts/<pass>` and
`long-opts/<pass>`.  `--categories` takes those names or a whole group
(`litmus`, `opts`, `long-opts`); the default is every pair.  After the
table: every pair whose outcome is not `expected` with the reason, and
the pairs where only one of mlir-tv and tv-check reaches the expected
verdict.

usage: python benchmarks/mlir_tv_corpus.py [--categories a,b] [--quick]
       [--smt-to MS] [--pair-timeout S] [--jobs N] [--json FILE]
       [--verbose] [--corpus DIR]
`--quick` runs the small, fast subset the lit test uses.  `--jobs N`
checks N pairs at once (separate processes; the per-pair seconds then
include the other jobs' load).  `--pair-timeout S` stops a pair after the
solver query running at S seconds (a pair is a timeout then).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import re
import signal
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

CATEGORIES = (
    "fp-ops", "arith-ops", "math-ops", "tensor-ops", "tensor-constant",
    "linalg-ops", "linalg-loops", "func-ops", "refinement", "abstraction", "tosa-ops",
    "tosa-constant", "memref-ops", "bufferization-ops", "affine-ops", "sparsetensor-ops",
    "cexprint", "verbose", "diagnostics",
)  # fmt: skip
"""The litmus folders in table order (any other folder follows them)."""

GROUPS = ("litmus", "opts", "long-opts")

# A quick, representative subset (one or two per category, each fast).
QUICK = (
    "litmus/fp-ops/comm_add", "litmus/fp-ops/neg_add-bad", "litmus/fp-ops/trunc_const",
    "litmus/arith-ops/shli_ub", "litmus/arith-ops/subf-bad", "litmus/math-ops/abs_mul",
    "litmus/tensor-ops/insert_slice2", "litmus/tensor-ops/pad3", "litmus/tensor-constant/sparse_bad",
    "litmus/linalg-ops/fill", "litmus/linalg-loops/mult_result", "litmus/linalg-loops/empty", "litmus/linalg-loops/output-value-bad",
    "litmus/func-ops/no_fn_arg_dims-bad", "litmus/refinement/memory_mismatch", "litmus/abstraction/dot",
    "litmus/tosa-ops/bitwise_and", "litmus/tosa-ops/reverse", "litmus/tosa-ops/reduce_sum-bad",
)  # fmt: skip

DISPUTED = {
    "opts/tosa-to-linalg/add": (
        "failed",
        "an old tosa-to-linalg lowering of tosa.add on tensor<?x?xf32> that assumes equal extents; the TOSA "
        "specification broadcasts an extent of 1 (ADD: 'Axis of size 1 will be broadcast'), and mlir-opt-19's own "
        "tosa-to-linalg emits that broadcast, so 1x1 + 3x1 is defined in the source and UB in this target",
    ),
    "litmus/tosa-ops/maxpool2d": (
        "failed",
        "the TOSA specification's max_pool2d starts from the type's minimum (-inf for floats), the target's "
        "linalg.pooling_nhwc_max from -FLT_MAX: a window of -inf values differs (design notes section 9)",
    ),
}
"""Pairs whose expected verdict (mlir-tv's) the specification tvmlir
follows contradicts: (tvmlir's verdict by the specification, why).  A
pair reaching that verdict counts as "disputed", not "wrong"; any other
verdict is classified as usual."""
assert all(v == "failed" for v, _ in DISPUTED.values()), "a dispute may only excuse a failure, never a 'verified'"

COUNTERPARTS = {
    "litmus/cexprint/fp": (
        "failed", r"^ +returned value #1:\n +source: \+?1\.0\n +target: \+?2\.0$",
        "mlir-tv's 'Tgt: 2' is the target's value of the mismatching result; tv-check's counterexample prints it "
        "under the mismatching returned value",
    ),
    "litmus/cexprint/reverse": (
        "failed", r"^ +returned value #0 \(2x2xi32\), whole:\n +source: \[\[3, 4\], \[1, 2\]\]$",
        "mlir-tv prints the whole 2x2 source value element by element; tv-check prints it nested, as a dense literal",
    ),
    "litmus/diagnostics/memref-missing-bugs": (
        "verified", r"assumes memref arguments of different element types \(f32, i32\) do not alias",
        "mlir-tv warns that it assumes memrefs of different element types do not alias; tv-check lists the same "
        "assumption under the verified function",
    ),
    "litmus/tensor-constant/dense-limit-verbose2": (
        "verified", r"^ +\S+\.src\.mlir:\d+:\d+: %cst = arith\.constant of tensor<5x3xf32>, 15 elements",
        "mlir-tv's 'skipped: %cst = arith.constant' names the constant -max-const-tensor-size left unknown; "
        "tv-check --verbose names it with its location",
    ),
    "litmus/verbose/fpbits": (
        "verified", None,
        "no analogue: mlir-tv's 'smaller value bits: 6' is 5 value bits + a sign; tvmlir's abstract f32 for "
        "-fp-bits=5 has 8 bits (room for 2^5 values plus the fixed codes of 0, 1, fmax, inf, NaN), and without "
        "floats its chain is f32 < f64 with limit and precision bits, so the stated numbers differ by design",
    ),
    "litmus/verbose/fpcount": (
        "verified", r"^ +f32: \d+ function arguments \(source 2, target 2\)",
        "mlir-tv's 'f32 arg count: 2' counts @f's f32 arguments for its float domain; tv-check --verbose prints "
        "the same count per side (it counts the source's and the target's arguments apart)",
    ),
    "litmus/verbose/memrefcount": (
        "verified", r"^ +memref arguments of element type f32: 2 ",
        "mlir-tv's 'memref arg count (f32): 2' is the number of f32 memref arguments that may alias; tv-check "
        "--verbose prints the memref arguments per element type",
    ),
}  # fmt: skip
"""mlir-tv's diagnostic `EXPECT`s: pair -> (the verdict the pair must get,
a regex (re.M) over tv-check's report stating the same fact as the
EXPECT, or None when tvmlir computes no such fact, why)."""

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
    output: str = ""  # tv-check's report, as the command prints it with the pair's ARGS


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
    """mlir-tv's ARGS read by tv-check's own option parser (so the
    benchmark runs what `tv-check SRC TGT ARGS` runs); the solver timeout
    is the larger of the pair's `--smt-to` and the benchmark's."""
    from tvmlir.tools.tv_check import options_from

    return options_from(parsed_args(args, smt_to))


def parsed_args(args: list[str], smt_to: int):
    from tvmlir.tools.tv_check import build_parser

    ns = build_parser().parse_args(["--smt-to", str(smt_to), *args, "SRC", "TGT"])
    ns.smt_to = max(ns.smt_to, smt_to)
    return ns


def find_corpus() -> Path:
    """../shared/corpus/mlir-tv, searched upwards from this file."""
    for parent in Path(__file__).resolve().parents:
        cand = parent / "shared" / "corpus" / "mlir-tv"
        if (cand / "anchor-results.csv").exists():
            return cand
    raise SystemExit("mlir-tv corpus not found (../shared/corpus/mlir-tv); pass --corpus DIR")


def category(key: str) -> str:
    """`litmus/fp-ops/x` -> `fp-ops`; `opts/fusion-tensor/x` -> `opts/fusion-tensor`."""
    group, folder, _ = key.split("/")
    return folder if group == "litmus" else f"{group}/{folder}"


def _selected(cat: str, wanted: set[str]) -> bool:
    group = cat.split("/")[0] if "/" in cat else "litmus"
    return cat in wanted or group in wanted


def collect(corpus: Path, categories, quick: bool) -> list[Pair]:
    wanted = set(categories)
    pairs = []
    for group in GROUPS:
        for src in sorted((corpus / group).glob("*/*.src.mlir")):
            stem = src.name[: -len(".src.mlir")]
            key = f"{group}/{src.parent.name}/{stem}"
            if not _selected(category(key), wanted) or (quick and key not in QUICK):
                continue
            keyword, expect, args = parse_header(src)
            pairs.append(Pair(key, src, src.with_name(stem + ".tgt.mlir"), keyword, expect, args,
                              expected_verdict(keyword, expect)))  # fmt: skip
    return pairs


class _PairTimeout(Exception):
    pass


def _alarm(signum, frame):
    # Re-armed first: raised inside a finalizer (z3's Solver.__del__) the
    # exception is swallowed, and the pair would run on unbounded.
    signal.setitimer(signal.ITIMER_REAL, 1.0)
    raise _PairTimeout


def run_pair(pair: Pair, smt_to: int, pair_timeout: float = 0) -> None:
    from tvmlir.ir.diagnostics import BadInput
    from tvmlir.refinement.check import check_pair
    from tvmlir.refinement.module import load
    from tvmlir.tools.tv_check import options_from, write_report

    start = time.perf_counter()
    if pair_timeout:
        signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, pair_timeout)
    try:
        src, tgt = load(str(pair.src)), load(str(pair.tgt))
        ns = parsed_args(pair.args, smt_to)
        options = options_from(ns)
        verdicts = [check_pair(src, tgt, n, options) for n in src.defined()]
    except _PairTimeout:
        pair.seconds = time.perf_counter() - start
        pair.verdict, pair.lines = "timeout", [f"timeout: pair stopped after {pair_timeout:g} s"]
        return
    except BadInput as e:
        pair.seconds = time.perf_counter() - start
        pair.verdict, pair.lines = "unsupported", [f"bad input: {e}"]
        return
    except Exception as e:  # a tvmlir bug: count it, never hide it
        pair.seconds = time.perf_counter() - start
        pair.verdict, pair.lines = "error", [f"internal error: {type(e).__name__}: {e}"]
        return
    finally:
        if pair_timeout:
            signal.setitimer(signal.ITIMER_REAL, 0)
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
    if ns.succinct:
        for v in verdicts:
            v.counterexample = []
    out = io.StringIO()
    write_report(verdicts, ns, out)
    pair.output = out.getvalue()


def classify(pair: Pair) -> str:
    got, want = pair.verdict, pair.expected
    if got == "error":
        return "error"
    if pair.key in DISPUTED and got == DISPUTED[pair.key][0]:
        return "disputed"
    if got == "timeout" and want != "skip":
        return "timeout"
    if want == "skip":
        return counterpart_outcome(pair)
    if want == "unsupported":
        if got == "unsupported":
            return "expected"
        return "wrong" if got == "failed" else "beyond"
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


def counterpart_outcome(pair: Pair) -> str:
    """A diagnostic EXPECT (`COUNTERPARTS`): "expected" when the verdict is
    the derived one and tv-check's report states the EXPECT's fact."""
    if pair.key not in COUNTERPARTS:
        return "other"
    verdict, regex, _ = COUNTERPARTS[pair.key]
    got = pair.verdict
    if got in ("unsupported", "timeout"):
        return got
    if got != verdict:
        return "wrong"
    if regex is not None and re.search(regex, pair.output, re.M):
        return "expected"
    return "other"


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


ANCHOR_EXPECTED = ("PASS", "XFAIL", "UNSUPPORTED")
"""anchor verdicts meaning mlir-tv reached the header's expected verdict
(TIMEOUT and failed identity checks `IDCHECK-...` do not)."""


def _order(cat: str):
    if "/" in cat:
        return (GROUPS.index(cat.split("/")[0]), 0, cat)
    return (0, CATEGORIES.index(cat) if cat in CATEGORIES else len(CATEGORIES), cat)


def _members(pairs: list[Pair], row: str) -> list[Pair]:
    if row == "all":
        return pairs
    if row in GROUPS:
        return [p for p in pairs if p.key.startswith(row + "/")]
    return [p for p in pairs if category(p.key) == row]


def table(pairs: list[Pair], anchor: dict) -> str:
    cols = ("category", "pairs", "expected", "beyond", "wrong", "disputed", "unsup", "timeout", "other",
            "median s", "p90 s", "mlir-tv expected", "mlir-tv median", "mlir-tv p90")  # fmt: skip
    rows = []
    cats = sorted({category(p.key) for p in pairs}, key=_order)
    groups = [g for g in GROUPS if any(p.key.startswith(g + "/") for p in pairs)]
    for cat in [*cats, *(groups if len(groups) > 1 else []), "all"]:
        ps = _members(pairs, cat)
        if not ps:
            continue
        ours = [p.seconds for p in ps]
        theirs = [anchor[p.key][1] for p in ps
                  if p.key in anchor and anchor[p.key][0] != "UNSUPPORTED" and anchor[p.key][1] == anchor[p.key][1]]
        count = {k: sum(1 for p in ps if p.outcome == k)
                 for k in ("expected", "beyond", "wrong", "disputed", "unsupported", "timeout", "other")}  # fmt: skip
        count["wrong"] += sum(1 for p in ps if p.outcome == "error")
        theirs_ok = sum(1 for p in ps if p.key in anchor and anchor[p.key][0] in ANCHOR_EXPECTED)
        rows.append((f"[{cat}]" if cat in GROUPS else cat, len(ps), count["expected"], count["beyond"], count["wrong"],
                     count["disputed"], count["unsupported"], count["timeout"], count["other"], f"{statistics.median(ours):.3f}",
                     f"{_q(ours, 0.9):.3f}", theirs_ok, f"{statistics.median(theirs):.3f}" if theirs else "-",
                     f"{_q(theirs, 0.9):.3f}" if theirs else "-"))  # fmt: skip
    widths = [max(len(str(r[k])) for r in [cols, *rows]) for k in range(len(cols))]
    lines = [" | ".join(str(c).ljust(w) for c, w in zip(cols, widths))]
    lines.append("-+-".join("-" * w for w in widths))
    for r in rows:
        lines.append(" | ".join(str(c).ljust(w) for c, w in zip(r, widths)))
    return "\n".join(lines)


def _run_one(job):
    """Worker for --jobs: run one pair in a fresh process state; return
    what the parent needs (z3 objects do not cross processes)."""
    pair, smt_to, pair_timeout = job
    run_pair(pair, smt_to, pair_timeout)
    return pair.verdict, pair.lines, pair.seconds, pair.rounds, pair.output


def reason(pair: Pair) -> str:
    """The first line that says why a pair is not `expected`."""
    if pair.outcome == "other" and pair.key in COUNTERPARTS:
        verdict, regex, why = COUNTERPARTS[pair.key]
        return f"no counterpart in tv-check's output: {why}" if regex is None else f"counterpart not printed: {regex}"
    for line in pair.lines:
        if any(k in line for k in ("unsupported", "timeout", "internal error", "bad input", "FAILED")):
            return line.strip()
    return pair.lines[0].strip() if pair.lines else ""


def same_program(pair: Pair) -> bool:
    """Whether the target is the source as printed (generic form, SSA
    names and the module wrapper aside): then any refinement checker must
    say `verified`, refinement being reflexive."""
    from xdsl.printer import Printer

    from tvmlir.refinement.module import load

    def text(path):
        out = io.StringIO()
        for name, fn in sorted(load(str(path)).functions.items()):
            Printer(stream=out, print_generic_format=True).print_op(fn)
        names: dict[str, str] = {}
        return re.sub(r"%[\w.$-]+", lambda m: names.setdefault(m.group(0), f"%v{len(names)}"), out.getvalue())

    try:
        return text(pair.src) == text(pair.tgt)
    except Exception:  # unreadable: not shown to be the same
        return False


def compare(pairs: list[Pair], anchor: dict) -> list[str]:
    """Pairs where exactly one of mlir-tv and tv-check reaches the
    expected verdict (diagnostic EXPECTs without a counterpart are left
    out), and the pairs mlir-tv calls UNSUPPORTED where tv-check decides
    ("beyond")."""
    only_theirs, only_ours, beyond = [], [], []
    for p in pairs:
        if p.outcome == "beyond":
            why = "the same program on both sides" if same_program(p) else "not cross-checked"
            beyond.append(f"  {p.key}: tv-check {p.verdict} in {p.seconds:.3f} s ({why})")
            continue
        if (p.expected == "skip" and COUNTERPARTS.get(p.key, (0, None))[1] is None) or p.key not in anchor:
            continue
        theirs = anchor[p.key][0] in ANCHOR_EXPECTED
        ours = p.outcome == "expected"
        if theirs and not ours:
            only_theirs.append(f"  {p.key}: mlir-tv {anchor[p.key][0]} {anchor[p.key][1]:.3f} s, tv-check {p.outcome}")
        elif ours and not theirs:
            only_ours.append(f"  {p.key}: mlir-tv {anchor[p.key][0]}, tv-check {p.seconds:.3f} s")
    return [f"mlir-tv reaches the expected verdict and tv-check does not: {len(only_theirs)}", *only_theirs,
            f"tv-check reaches the expected verdict and mlir-tv does not: {len(only_ours)}", *only_ours,
            f"mlir-tv UNSUPPORTED, tv-check decides (beyond): {len(beyond)}", *beyond]  # fmt: skip


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default=None, help="default: ../shared/corpus/mlir-tv above this file")
    ap.add_argument("--categories", default=",".join(GROUPS), help="folders or groups (default: every pair)")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--smt-to", type=int, default=30000)
    ap.add_argument("--pair-timeout", type=float, default=60, help="seconds per pair (0: none)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", metavar="FILE")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    corpus = Path(args.corpus) if args.corpus else find_corpus()
    pairs = collect(corpus, args.categories.split(","), args.quick)
    anchor = anchors(corpus)
    if args.jobs > 1:
        from multiprocessing import get_context

        with get_context("fork").Pool(args.jobs, maxtasksperchild=20) as pool:
            jobs = [(p, args.smt_to, args.pair_timeout) for p in pairs]
            for p, (p.verdict, p.lines, p.seconds, p.rounds, p.output) in zip(pairs, pool.imap(_run_one, jobs)):
                p.outcome = classify(p)
    else:
        for p in pairs:
            run_pair(p, args.smt_to, args.pair_timeout)
            p.outcome = classify(p)
    for p in pairs:
        if args.verbose:
            print(f"{p.outcome:11} {p.key}: want {p.expected}, got {p.verdict} ({p.seconds:.2f} s)")
            for line in p.lines:
                print(f"            {line}")
    print(table(pairs, anchor))
    wrong = [p.key for p in pairs if p.outcome in ("wrong", "error")]
    print(f"\nwrong verdicts: {len(wrong)}" + (f" ({', '.join(wrong)})" if wrong else ""))
    disputed = [p for p in pairs if p.outcome == "disputed"]
    print(f"\ndisputed: {len(disputed)}")
    for p in disputed:
        print(f"  {p.key}: header {p.expected}, tvmlir {p.verdict} ({p.seconds:.2f} s): {DISPUTED[p.key][1]}")
    misses = [p for p in pairs if p.outcome != "expected"]
    print(f"\nnot expected: {len(misses)}")
    for p in misses:
        print(f"  {p.outcome:11} {p.key}: want {p.expected}, got {p.verdict} ({p.seconds:.2f} s): {reason(p)}")
    print()
    print("\n".join(compare(pairs, anchor)))
    ours = sum(1 for p in pairs if p.outcome in ("expected", "beyond"))
    theirs = sum(1 for p in pairs if p.key in anchor and anchor[p.key][0] in ANCHOR_EXPECTED)
    print(f"\nexpected or beyond: tv-check {ours}, mlir-tv (expected, UNSUPPORTED included) {theirs}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump([{k: getattr(p, k) for k in ("key", "expected", "verdict", "outcome", "seconds", "lines", "output")}
                       for p in pairs], f, indent=1)  # fmt: skip
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
