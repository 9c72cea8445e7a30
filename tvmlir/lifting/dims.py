"""The index maps of a leaf: one entry per tensor axis.

Why a module: leaves were projected permutations (each axis one iteration
dim, an `int`); convolutions and pooling read windows, where an axis is
the sum of a parallel dim and a reduction dim (`in[i + k]`), written as
the pair `(p, r)`.  Every reader of a leaf's dims goes through these
helpers, so that both kinds mean the same everywhere (values, extents,
spec maps, math form).
"""

from __future__ import annotations

Entry = int | tuple[int, int]


def at(p: tuple[int, ...], d: Entry) -> int:
    """The index an entry takes at iteration point `p`."""
    return p[d] if isinstance(d, int) else p[d[0]] + p[d[1]]


def point(p: tuple[int, ...], dims: tuple[Entry, ...]) -> tuple[int, ...]:
    return tuple(at(p, d) for d in dims)


def mentions(dims: tuple[Entry, ...], d: int) -> bool:
    """Whether iteration dim `d` indexes some axis (alone or in a window)."""
    return any(e == d or (isinstance(e, tuple) and d in e) for e in dims)


def axis(dims: tuple[Entry, ...], d: int) -> int | None:
    """The axis iteration dim `d` indexes alone, if any."""
    return next((t for t, e in enumerate(dims) if e == d), None)


def plain(dims: tuple[Entry, ...]) -> bool:
    return all(isinstance(e, int) for e in dims)


def text(d: Entry, names) -> str:
    return names[d] if isinstance(d, int) else f"{names[d[0]]}+{names[d[1]]}"


def affine(d: Entry) -> str:
    return f"d{d}" if isinstance(d, int) else f"d{d[0]} + d{d[1]}"
