"""Integer offsets of a Triton kernel as polynomial forms (`Lin`).

Why a symbolic form and not emitted index code: which pointer argument is
strided by which i32 argument, which extent bounds which pointer
dimension, and how many programs the grid has are all read off the
offsets (`to_kernel.py`).  An offset is a sum of monomials with integer
coefficients; an atom is an index value of the translated kernel
(`%tx`, `%bx`, a loop variable: names starting with `%`) or an i32
argument of the Triton kernel (`$3`).  A monomial has at most one
argument atom times at most one index atom (`pid * stride`): anything
else is outside this version (`NotLinear`).

`arith.extsi`/`extui`/`trunci` are the identity here: the translation
assumes index arithmetic does not wrap (printed).
"""

from __future__ import annotations

from dataclasses import dataclass

Mono = tuple[str, ...]


class NotLinear(Exception):
    """An integer expression outside the forms read (a reason)."""


@dataclass(frozen=True)
class Lin:
    terms: tuple[tuple[Mono, int], ...]  # sorted, no zero coefficients

    @staticmethod
    def of(d: dict[Mono, int]) -> Lin:
        return Lin(tuple(sorted((m, c) for m, c in d.items() if c != 0)))

    @staticmethod
    def const(c: int) -> Lin:
        return Lin.of({(): c})

    @staticmethod
    def atom(name: str) -> Lin:
        return Lin.of({(name,): 1})

    def as_dict(self) -> dict[Mono, int]:
        return dict(self.terms)

    def __add__(self, other: Lin) -> Lin:
        d = self.as_dict()
        for m, c in other.terms:
            d[m] = d.get(m, 0) + c
        return Lin.of(d)

    def scale(self, k: int) -> Lin:
        return Lin.of({m: c * k for m, c in self.terms})

    def __sub__(self, other: Lin) -> Lin:
        return self + other.scale(-1)

    def constant(self) -> int | None:
        """The value, if the form is a constant."""
        if not self.terms:
            return 0
        if len(self.terms) == 1 and self.terms[0][0] == ():
            return self.terms[0][1]
        return None

    def args(self) -> set[str]:
        return {a for m, _ in self.terms for a in m if a.startswith("$")}

    def atoms(self) -> set[str]:
        return {a for m, _ in self.terms for a in m}

    def __mul__(self, other: Lin) -> Lin:
        k = other.constant()
        if k is not None:
            return self.scale(k)
        k = self.constant()
        if k is not None:
            return other.scale(k)
        d: dict[Mono, int] = {}
        for ma, ca in self.terms:
            for mb, cb in other.terms:
                m = tuple(sorted(ma + mb))
                if len([a for a in m if a.startswith("$")]) > 1 or len([a for a in m if a.startswith("%")]) > 1:
                    raise NotLinear("a product of two offsets that is not `index * stride`")
                d[m] = d.get(m, 0) + ca * cb
        return Lin.of(d)

    def split(self) -> tuple[dict[str, Lin], Lin]:
        """`sum_a a * f_a + f_0`: the cofactor of each argument atom, and
        the argument-free rest."""
        by_arg: dict[str, dict[Mono, int]] = {}
        rest: dict[Mono, int] = {}
        for m, c in self.terms:
            args = [a for a in m if a.startswith("$")]
            if not args:
                rest[m] = c
                continue
            (a,) = args
            co = tuple(x for x in m if x != a)
            by_arg.setdefault(a, {})[co] = c
        return {a: Lin.of(d) for a, d in by_arg.items()}, Lin.of(rest)

    def bounds(self, ranges: dict[str, tuple[int, int]]) -> tuple[int, int] | None:
        """Least and greatest value when each atom ranges over `ranges`
        (inclusive), or None if an atom has no range or a monomial has
        two atoms."""
        lo = hi = 0
        for m, c in self.terms:
            if m == ():
                lo, hi = lo + c, hi + c
                continue
            if len(m) != 1 or m[0] not in ranges:
                return None
            a, b = ranges[m[0]]
            lo += min(c * a, c * b)
            hi += max(c * a, c * b)
        return lo, hi

    def text(self) -> str:
        parts = []
        for m, c in self.terms:
            body = "*".join(m) if m else ""
            parts.append(str(c) if not m else body if c == 1 else f"{c}*{body}")
        return " + ".join(parts) or "0"
