"""Abstract vs exact floats: encode + solve time of scalar FP queries.

mlir-tv (CAV'22 section 7) reports its abstract FP encoding 13.6x faster
than IEEE-754 (SMT FPA) on its function pairs, and shrinking the abstract
bit width (section 4.3) 2.2x faster than using 32 bits.  This replays the
scalar FP pairs of mlir-tv's `litmus/fp-ops` (and a few more) as z3 queries
built by `tvmlir.semantics.fp`, in one run, under:

* `shrunk`: AbstractFP at `width_for(n)` (n counted as `semantics.counting`
  counts: arguments, distinct constants, op results of both sides);
* `32-bit`: AbstractFP whose narrowest format is 32 bits wide;
* `ieee`: IEEEFP (z3 FPA, round to nearest even).

Each query asks for a counterexample to `src == tgt` (refinement of a
single returned value); the verdict must be the same in every mode where it
is decided (IEEE may time out, and decides constant folding the
abstraction cannot).  Times are medians of `--runs` runs (one run when a run
takes over 0.5 s).

usage: python benchmarks/fp_encoding.py [--runs N] [--timeout S] [--solver simple]

`--solver simple` uses z3's SimpleSolver (no preprocessing tactics) in
every mode: markedly faster on these small abstract queries, slower on some
IEEE ones.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

import z3

from tvmlir.semantics.fp import AbstractFP, IEEEFP
from tvmlir.semantics.fp.formats import FORMATS_BY_NAME

F32, F64 = FORMATS_BY_NAME["f32"], FORMATS_BY_NAME["f64"]
NAN, INF = math.nan, math.inf
DENORMAL_INF = 5.263544247e-315  # `0x7F800000 : f64` in inf_add_double-bad

# Expressions: ("arg", i) | ("const", value) | (op, operand...), op one of
# the FPModel methods, or ("ext", e) / ("trunc", e) (f32 <-> f64), or
# ("cmp", predicate, a, b) (a boolean result).
A, B, C = ("arg", 0), ("arg", 1), ("arg", 2)


def k(v):
    return ("const", v)


# name: (format, src, tgt, expected verdict: True = refines)
QUERIES = {
    "comm_add": (F32, ("add", A, B), ("add", B, A), True),
    "comm_mul": (F32, ("mul", A, B), ("mul", B, A), True),
    "comm_div-bad": (F32, ("div", A, B), ("div", B, A), False),
    "ident_add": (F32, ("add", ("add", k(-0.0), A), ("add", k(-0.0), B)), ("add", A, B), True),
    "ident_add_double": (F64, ("add", ("add", k(-0.0), A), ("add", k(-0.0), B)), ("add", A, B), True),
    "ident_mul": (F32, ("add", ("mul", k(1.0), A), ("mul", k(1.0), B)), ("add", A, B), True),
    "ident_add_const": (
        F32, ("add", ("add", k(-0.0), k(3.0)), ("add", k(3.0), k(-0.0))), ("add", k(3.0), k(3.0)), True),
    "nan_add": (F32, ("add", ("add", k(NAN), A), ("add", k(NAN), B)), ("add", k(NAN), k(NAN)), True),
    "nan_div": (F32, ("div", A, k(NAN)), k(NAN), True),
    "inf_add_double-bad": (
        F64,
        ("add", ("add", k(DENORMAL_INF), A), ("add", k(DENORMAL_INF), B)),
        ("add", k(DENORMAL_INF), k(DENORMAL_INF)),
        False),
    "inf_mul_zero": (F32, ("mul", k(-INF), k(0.0)), k(NAN), True),
    "zero_div_zero": (F32, ("div", k(0.0), k(-0.0)), k(NAN), True),
    "neg_add-bad": (F32, ("add", A, ("mul", A, k(-1.0))), k(0.0), False),
    "subf": (F32, ("sub", A, B), ("add", A, ("neg", B)), True),
    "subf-bad": (F32, ("sub", A, B), ("add", B, ("neg", A)), False),
    "abs_mul": (F32, ("mul", ("abs", A), ("abs", B)), ("abs", ("mul", A, B)), True),
    "ext_cmp_lt": (F32, ("cmp", "olt", ("ext", A), ("ext", B)), ("cmp", "olt", A, B), True),
    "trunc_cmpf_lt-bad": (F64, ("cmp", "olt", ("trunc", A), ("trunc", B)), ("cmp", "olt", A, B), False),
    "cmp_ord-bad": (F32, ("cmp", "oeq", A, B), ("cmp", "ueq", A, B), False),
    "ext_const": (F64, ("add", ("ext", k(3.0)), ("ext", k(-3.0))), ("ext", k(0.0)), True),
    "add_plus_zero-bad": (F32, ("add", A, k(0.0)), A, False),
    "add_assoc-bad": (F32, ("add", ("add", A, B), C), ("add", A, ("add", B, C)), False),
    "maxnum_comm": (F32, ("maxnum", A, B), ("maxnum", B, A), True),
    "fma_one": (F32, ("fma", k(1.0), A, B), ("add", A, B), True),
}


def count(fmt, *exprs) -> int:
    """Arguments + distinct constants + op results (semantics.counting)."""
    args, consts, ops = set(), set(), 0

    def walk(e):
        nonlocal ops
        if e[0] == "arg":
            args.add(e[1])
        elif e[0] == "const":
            consts.add(abs(e[1]))
        else:
            ops += 1
            for sub in e[1:]:
                if isinstance(sub, tuple):
                    walk(sub)

    for e in exprs:
        walk(e)
    return len(args) + len(consts) + ops


def build(m, e, fmt, args):
    """The term of `e` in format `fmt` (ext/trunc move between f32, f64)."""
    op = e[0]
    if op == "arg":
        return args[e[1]]
    if op == "const":
        return m.constant(e[1], fmt)
    if op == "ext":
        return m.cast(build(m, e[1], F32, args), F32, F64)
    if op == "trunc":
        return m.cast(build(m, e[1], F64, args), F64, F32)
    if op == "cmp":
        inner = F64 if e[2][0] == "ext" else F32 if e[2][0] == "trunc" else fmt
        return m.cmp(e[1], build(m, e[2], inner, args), build(m, e[3], inner, args), inner)
    return getattr(m, op)(*[build(m, s, fmt, args) for s in e[1:]], fmt)


def result_format(e, fmt):
    return F64 if e[0] == "ext" else F32 if e[0] == "trunc" else fmt


SOLVERS = {"default": z3.Solver, "simple": z3.SimpleSolver}


def run_query(mode: str, name: str, timeout_s: float, solver_kind: str = "default"):
    fmt, src, tgt, _ = QUERIES[name]
    start = time.perf_counter()
    if mode == "ieee":
        m = IEEEFP()
    else:
        width = AbstractFP.width_for(count(fmt, src, tgt)) if mode == "shrunk" else 32
        m = AbstractFP(width, formats=("f32", "f64"))
    args = [m.fresh(f"a{i}", fmt) for i in range(3)]
    s, t = build(m, src, fmt, args), build(m, tgt, fmt, args)
    if src[0] == "cmp":
        same = s == t
    else:
        same = m.same(s, t, result_format(src, fmt))
    solver = SOLVERS[solver_kind]()
    solver.set(timeout=int(timeout_s * 1000))
    solver.add(*m.side_conditions())
    solver.add(z3.Not(same))
    encoded = time.perf_counter()
    result = solver.check()
    done = time.perf_counter()
    verdict = "verified" if result == z3.unsat else "FAILED" if result == z3.sat else "timeout"
    return verdict, encoded - start, done - start


def measure(mode, name, runs, timeout_s, solver_kind):
    verdicts, encodes, totals = [], [], []
    for _ in range(runs):
        verdict, enc, total = run_query(mode, name, timeout_s, solver_kind)
        verdicts.append(verdict)
        encodes.append(enc)
        totals.append(total)
        if total > 0.5:
            break
    return verdicts[0], statistics.median(encodes), statistics.median(totals)


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per solver call")
    parser.add_argument("--solver", choices=sorted(SOLVERS), default="default")
    args = parser.parse_args()
    modes = ("shrunk", "32-bit", "ieee")
    run_query("shrunk", "comm_add", args.timeout, args.solver)  # warm up imports and z3
    rows = {}
    for name in QUERIES:
        rows[name] = {mode: measure(mode, name, args.runs, args.timeout, args.solver) for mode in modes}

    print(f"| query | expected | shrunk s | 32-bit s | ieee s | 32-bit/shrunk | ieee/shrunk |  ({args.runs} runs, "
          f"timeout {args.timeout:g} s, {args.solver} solver)")
    print("|---|---|---|---|---|---|---|")
    for name, row in rows.items():
        expected = "verified" if QUERIES[name][3] else "FAILED"
        cells = []
        for mode in modes:
            verdict, _, total = row[mode]
            mark = "" if verdict == expected else f" ({verdict})"
            cells.append(f"{total:.4f}{mark}")
        shrunk = row["shrunk"][2]
        print(f"| {name} | {expected} | {' | '.join(cells)} | {row['32-bit'][2] / shrunk:.1f} | "
              f"{row['ieee'][2] / shrunk:.1f} |")
    totals = {mode: sum(r[mode][2] for r in rows.values()) for mode in modes}
    encodes = {mode: sum(r[mode][1] for r in rows.values()) for mode in modes}
    print(f"| **total** | | {totals['shrunk']:.3f} | {totals['32-bit']:.3f} | {totals['ieee']:.3f} | "
          f"{totals['32-bit'] / totals['shrunk']:.1f} | {totals['ieee'] / totals['shrunk']:.1f} |")
    for other in ("32-bit", "ieee"):
        ratios = [r[other][2] / r["shrunk"][2] for r in rows.values()]
        print(f"{other} / shrunk: total {totals[other] / totals['shrunk']:.1f}x, "
              f"geometric mean {geomean(ratios):.1f}x, mean {statistics.mean(ratios):.1f}x")
    print("encode share of total: " + ", ".join(f"{m} {encodes[m] / totals[m]:.0%}" for m in modes))
    print("IEEE timeouts count as the timeout (a lower bound on their time).")


if __name__ == "__main__":
    main()
