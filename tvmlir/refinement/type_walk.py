"""Which types a pair's functions use: the walk behind the checks that
re-run a pair per vscale (`vscale.py`) and per rank of its unranked values
(`unranked.py`), so both look at the same places."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr
from xdsl.ir import Attribute, ParametrizedAttribute


def contains(attr: Attribute, leaf: Callable[[Attribute], bool], closed: tuple[type, ...] = ()) -> bool:
    """Whether `attr` is, or nests (type parameters, array and dictionary
    elements), an attribute `leaf` accepts; attributes of the `closed`
    classes are not entered."""
    if leaf(attr):
        return True
    if closed and isinstance(attr, closed):
        return False
    if isinstance(attr, ArrayAttr):
        return any(contains(x, leaf, closed) for x in attr.data)
    if isinstance(attr, DictionaryAttr):
        return any(contains(x, leaf, closed) for x in attr.data.values())
    if isinstance(attr, ParametrizedAttribute):
        return any(contains(p, leaf, closed) for p in attr.parameters)
    return False


def value_types(funcs: Iterable) -> Iterator[Attribute]:
    """Each function's type, then the type of every op result and block
    argument in its body."""
    for f in funcs:
        yield f.function_type
        for op in f.walk():
            yield from (r.type for r in op.results)
            yield from (a.type for r in op.regions for b in r.blocks for a in b.args)
