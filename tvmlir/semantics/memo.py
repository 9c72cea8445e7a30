"""`memo`: an element function built once per element.

Why a module of its own: both the linalg and the TOSA semantics memoize
their element functions; the TOSA ops importing it from `linalg` made
every TOSA pair import xDSL's linalg and math dialects (about 50 ms of
start-up) without a linalg op in sight.
"""

from __future__ import annotations


def memo(fn):
    """Memoize an element function by its index terms, so that a term built
    with fresh binders (a sum's lambda) is built once per element.  The key
    is the terms' AST ids, and the cache keeps the terms alive: z3 reuses
    the id of a freed term."""
    cache: dict = {}

    def f(J):
        terms = tuple(J) if isinstance(J, list | tuple) else (J,)
        key = tuple(j.get_id() for j in terms)
        hit = cache.get(key)
        if hit is None:
            hit = cache[key] = (terms, fn(J))
        return hit[1]

    return f
