"""`fastmath<reassoc>`: a tree of one float op may be regrouped and reordered.

Why this is modelled rather than ignored: LLVM's LangRef (which MLIR's
`arith` flags follow) lets instructions carrying `reassoc` be reassociated,
so a source `(a + b) + c` whose adds both carry the flag may be computed
as `a + (b + c)` or `(c + a) + b` (addition commutes exactly in IEEE).
Computing the source in its written order only, as the other licensing
flags are, calls such a target wrong: a false alarm.  Without the flag on
every add of the tree, regrouping is not allowed and the target is checked
against the written order (FAILED where rounding differs).

A *tree* is an `arith.addf` (or `arith.mulf`) with its operands followed
through ops of the same name that carry `reassoc` and have no other use;
its *leaves* are the other operands.  Every op of a source tree must carry
`reassoc`.  The orders are too many to offer each, so the source offers
one more result per tree (an angelic `choose`, as for `contraction.py`):
the value the *target* computes with a tree of the same op over the same
leaves (the same multiset of leaf terms, same float format), which is one
regrouping of the source's leaves, so one result `reassoc` allows.  That
is why the target is encoded first (`refinement.encode.encode_pair`) and
records its trees (`record_target_tree`); a target tree whose leaves
differ in any term is no regrouping and is not offered.  The alternative's
poison is its leaves' (a regrouped intermediate that `nnan`/`ninf` would
make poison is not offered as poison: fewer source behaviours, never a
wrong verdict).  Leaves are compared as terms, so only trees over the same
scalar values match (a loop the target unrolled over tensor elements
computes other terms): such a case stays the written order (a false alarm
at worst, never a wrong verified).
"""

from __future__ import annotations

from xdsl.ir import Operation, OpResult, SSAValue

from tvmlir.ir.diagnostics import format_op_location
from tvmlir.semantics.arith import fastmath_flags
from tvmlir.semantics.encoding import any_poison, result_format
from tvmlir.semantics.values import Scalar

OPS = ("arith.addf", "arith.mulf")


def _leaves(op: Operation, source: bool) -> list[SSAValue] | None:
    """The leaves of the tree rooted at `op` (see the module doc); None when
    a source tree has an op without `reassoc`."""
    if source and "reassoc" not in fastmath_flags(op):
        return None
    out: list[SSAValue] = []
    for v in op.operands:
        inner = v.op if isinstance(v, OpResult) else None
        if inner is not None and inner.name == op.name and sum(1 for _ in v.uses) == 1 and len(inner.operands) == 2:
            if source and "reassoc" not in fastmath_flags(inner):
                out.append(v)  # (not regroupable across: a leaf)
                continue
            sub = _leaves(inner, source)
            if sub is None:
                return None
            out += sub
        else:
            out.append(v)
    return out


def has_reassoc(roots) -> bool:
    """Whether an addf/mulf of the functions `roots` carries `reassoc`."""
    return any(op.name in OPS and "reassoc" in fastmath_flags(op) for root in roots for op in root.walk())


def _key(interp, op: Operation, leaves: list[SSAValue]) -> tuple:
    terms = sorted(interp.scalar(v).term.get_id() for v in leaves)
    return (op.name, str(result_format(op)), tuple(terms))


def record_target_tree(interp, op: Operation, result: Scalar) -> None:
    """Remember the target's value of the tree rooted at `op` (3 leaves or
    more: two leaves only commute, which the semantics already equates)."""
    if interp.is_source or op.name not in OPS or len(op.operands) != 2:
        return
    leaves = _leaves(op, source=False)
    if leaves is None or len(leaves) < 3:
        return
    interp.ctx.target_trees.setdefault(_key(interp, op, leaves), []).append(result.term)


def with_reassociation(interp, op: Operation, written: Scalar) -> Scalar:
    """`written` (the source tree's value in its written order), or, per
    execution, the value of a target tree over the same leaves."""
    if not interp.is_source or op.name not in OPS or len(op.operands) != 2 or not interp.ctx.target_trees:
        return written
    leaves = _leaves(op, source=True)
    if leaves is None or len(leaves) < 3:
        return written
    found = [t for t in interp.ctx.target_trees.get(_key(interp, op, leaves), []) if not t.eq(written.term)]
    if not found:
        return written
    poison = any_poison(*(interp.scalar(v).poison for v in leaves))
    interp.ctx.assume(
        f"fastmath<reassoc> at {format_op_location(op)}: the {len(leaves)} operands of this {op.name} tree may be "
        "regrouped and reordered (every op of the tree carries reassoc, as in LLVM)"
    )
    return interp.one_of("reassoc", written, [(alt, poison) for alt in found])


__all__ = ["OPS", "has_reassoc", "record_target_tree", "with_reassociation"]
