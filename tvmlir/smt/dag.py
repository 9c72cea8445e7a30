"""Walking z3 term DAGs through z3's C API, without z3py's wrappers.

Why: every query `--verify` builds shares large sub-DAGs (the heap's `ite`
chains, the spec equations), and the prover walks them several times per
query (spec applications to instantiate, abstract values to count, names
for a counterexample).  z3py's `children()` builds one `ExprRef` per child,
each with a reference count taken and given back, and checks the error
state after every C call: on the transformer block of the PyTorch zoo that
was a third of `--verify`'s time.  Here a term is the raw `Z3_ast` pointer
its root keeps alive, identified by its AST id, and only the terms a caller
asks for are wrapped again (`wrap`).

The raw ctypes entry points skip z3py's error check: they are only called
on well-formed terms of the main context, where these accessors cannot
fail.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import z3
from z3 import z3core
from z3.z3 import _to_expr_ref


def _raw(wrapped):
    """The ctypes function z3core's wrapper calls (its `_elems.f`)."""
    return wrapped.__defaults__[0].f


_ast_id = _raw(z3core.Z3_get_ast_id)
_ast_kind = _raw(z3core.Z3_get_ast_kind)
_app_decl = _raw(z3core.Z3_get_app_decl)
_num_args = _raw(z3core.Z3_get_app_num_args)
_app_arg = _raw(z3core.Z3_get_app_arg)
_decl_kind = _raw(z3core.Z3_get_decl_kind)
_decl_id = _raw(z3core.Z3_get_func_decl_id)
_range = _raw(z3core.Z3_get_range)
_sort_kind = _raw(z3core.Z3_get_sort_kind)

APP = z3.Z3_APP_AST
QUANTIFIER = z3.Z3_QUANTIFIER_AST


class Dag:
    """Raw access to the terms of the main context (all of tvmlir's)."""

    def __init__(self) -> None:
        self.ctx = z3.main_ctx()
        self.ref = self.ctx.ref()

    def walk(self, roots: Iterable[z3.ExprRef], seen: set[int] | None = None) -> Iterator[tuple[object, int]]:
        """Each distinct subterm of `roots` not in `seen`, once, as (raw
        AST, id); `seen` (updated) lets several walks share their visits.
        Quantifiers are yielded but not entered."""
        ref = self.ref
        seen = set() if seen is None else seen
        stack = [e.as_ast() for e in roots]
        while stack:
            a = stack.pop()
            aid = _ast_id(ref, a)
            if aid in seen:
                continue
            seen.add(aid)
            yield a, aid
            if _ast_kind(ref, a) == APP:
                for i in range(_num_args(ref, a)):
                    stack.append(_app_arg(ref, a, i))

    def kind(self, a) -> int:
        return _ast_kind(self.ref, a)

    def decl_id(self, a) -> int:
        """The id of an application's function declaration."""
        return _decl_id(self.ref, _app_decl(self.ref, a))

    def is_uninterpreted_bv(self, a) -> bool:
        """An application of an uninterpreted function (or constant) whose
        range is a bit-vector sort."""
        decl = _app_decl(self.ref, a)
        return (
            _decl_kind(self.ref, decl) == z3.Z3_OP_UNINTERPRETED
            and _sort_kind(self.ref, _range(self.ref, decl)) == z3.Z3_BV_SORT
        )

    def constant_name(self, a) -> str | None:
        """The name of an uninterpreted constant (a 0-ary application),
        else None."""
        ref = self.ref
        if _ast_kind(ref, a) != APP or _num_args(ref, a) != 0:
            return None
        decl = _app_decl(ref, a)
        if _decl_kind(ref, decl) != z3.Z3_OP_UNINTERPRETED:
            return None
        return z3core.Z3_get_symbol_string(ref, z3core.Z3_get_decl_name(ref, decl))

    def wrap(self, a) -> z3.ExprRef:
        """The z3py term for a raw AST (takes its own reference)."""
        return _to_expr_ref(a, self.ctx)

