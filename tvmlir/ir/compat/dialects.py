"""Swap tvmlir's compat definitions into xDSL's dialects (see the package
docstring).  Each function returns a new `Dialect`; nothing global is
modified, so a plain xDSL context elsewhere is unaffected."""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.ir import Dialect, Operation


def with_ops(dialect: Dialect, ops: Iterable[type[Operation]]) -> Dialect:
    """`dialect` with `ops` added, replacing the same-named ones."""
    ops = list(ops)
    replaced = {op.name for op in ops}
    kept = [op for op in dialect.operations if op.name not in replaced]
    return Dialect(dialect.name, kept + ops, list(dialect.attributes), list(dialect._interfaces))
