"""Cost of making a solved query visible: z3 terms -> IR (`from_z3`) ->
SMT-LIB text (`print_smtlib`), on queries of a few thousand z3 terms.

Why it matters: `--encode-smt` and `--emit-smtlib` run this on every
query tvmlir solves; it must stay small next to solving (design-notes
section 1 puts z3 term building at about 21 us per op).

usage: python benchmarks/smt_layer.py
One run per query; prints a table: z3 terms, IR ops, SMT-LIB size, and the
time of each step (and the z3 in-process check of the same query, for
scale).
"""

from __future__ import annotations

import time

import z3

from tvmlir.smt.from_z3 import from_z3
from tvmlir.smt.smtlib import print_smtlib
from tvmlir.smt.solvers import check_z3


def bv_chain(n: int) -> list[z3.BoolRef]:
    """A long arithmetic dependency chain with sharing (an unrolled loop)."""
    x, y = z3.BitVecs("x y", 32)
    acc = x
    for i in range(n):
        t = acc * y + i
        acc = z3.If(z3.ULT(t, acc), t ^ acc, t - acc)
    return [acc == 0, y != 0]


def array_stores(n: int) -> list[z3.BoolRef]:
    """A tensor written element by element, then compared (memory)."""
    A = z3.Array("A", z3.BitVecSort(16), z3.BitVecSort(32))
    B = A
    i = z3.BitVec("i", 16)
    for k in range(n):
        B = z3.Store(B, i + k, z3.Select(A, i + k) + z3.Select(B, i + k + 1))
    return [z3.Select(B, i) != z3.Select(A, i)]


def fp_dot(n: int) -> list[z3.BoolRef]:
    """An IEEE f32 dot product, in two association orders."""
    F = z3.Float32()
    xs = [z3.FP(f"a{k}", F) for k in range(n)]
    ys = [z3.FP(f"b{k}", F) for k in range(n)]
    rm = z3.RNE()
    left = z3.FPVal(-0.0, F)
    for a, b in zip(xs, ys):
        left = z3.fpAdd(rm, left, z3.fpMul(rm, a, b))
    right = z3.FPVal(-0.0, F)
    for a, b in reversed(list(zip(xs, ys))):
        right = z3.fpAdd(rm, right, z3.fpMul(rm, a, b))
    return [z3.Not(z3.fpEQ(left, right))]


def lambda_tensor(n: int) -> list[z3.BoolRef]:
    """Elementwise tensor results as lambdas, under a quantifier."""
    I, E = z3.BitVecSort(16), z3.BitVecSort(32)
    f = z3.Function("f", E, E)
    A = z3.Array("A", I, E)
    k = z3.BitVec("k", 16)
    T = A
    for j in range(n):
        T = z3.Lambda([k], f(z3.Select(T, k)) + j)
    q = z3.BitVec("q", 16)
    return [z3.ForAll([q], z3.Select(T, q) == z3.Select(A, q))]


def count_terms(assertions: list[z3.BoolRef]) -> int:
    seen: set[int] = set()
    stack = list(assertions)
    while stack:
        t = stack.pop()
        if t.get_id() in seen:
            continue
        seen.add(t.get_id())
        if z3.is_quantifier(t):
            stack.append(t.body())
        elif z3.is_app(t):
            stack.extend(t.children())
    return len(seen)


def measure(name: str, assertions: list[z3.BoolRef]) -> str:
    terms = count_terms(assertions)
    start = time.perf_counter()
    module = from_z3(assertions)
    t_import = time.perf_counter() - start
    ops = sum(1 for _ in module.walk()) - 1
    start = time.perf_counter()
    text = print_smtlib(module)
    t_print = time.perf_counter() - start
    start = time.perf_counter()
    verdict = check_z3(assertions, 2000).verdict
    t_solve = time.perf_counter() - start
    per_op = (t_import + t_print) / max(ops, 1) * 1e6
    return (
        f"| {name} | {terms} | {ops} | {len(text) // 1024} KiB | {t_import * 1000:.0f} ms "
        f"| {t_print * 1000:.0f} ms | {per_op:.0f} us | {verdict} in {t_solve * 1000:.0f} ms |"
    )


def main() -> None:
    print("| query | z3 terms | IR ops | SMT-LIB | from_z3 | print | per op | z3 (2 s limit) |")
    print("|---|---|---|---|---|---|---|---|")
    for name, make in [
        ("bv chain x800", lambda: bv_chain(800)),
        ("array stores x1000", lambda: array_stores(1000)),
        ("f32 dot x300", lambda: fp_dot(300)),
        ("lambda tensor x600", lambda: lambda_tensor(600)),
    ]:
        print(measure(name, make()))


if __name__ == "__main__":
    main()
