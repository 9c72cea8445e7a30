"""Walking z3 terms: each distinct subterm once, bodies of quantifiers and
lambdas entered.

Why one module: deciding whether a failure stands needs to know which
uninterpreted functions its terms apply (a loop's summary,
`loop_pairing.py`; what an opaque op wrote, `opaque.py`) and which free
constants they hold; each asked the same walk of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import z3


def subterms(roots: Iterable[z3.ExprRef]) -> Iterator[z3.ExprRef]:
    """Every distinct subterm of `roots` (by z3 id), quantifier and lambda
    bodies included, each once."""
    seen, stack = set(), list(roots)
    while stack:
        a = stack.pop()
        if a.get_id() in seen:
            continue
        seen.add(a.get_id())
        yield a
        if z3.is_quantifier(a):
            stack.append(a.body())
        elif z3.is_app(a):
            stack.extend(a.children())


def applies(roots: Iterable[z3.ExprRef], names: set[str]) -> bool:
    """Whether `roots` apply a function named in `names`."""
    return bool(names) and any(z3.is_app(a) and a.decl().name() in names for a in subterms(roots))
