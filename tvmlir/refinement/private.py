"""Private functions: checked through the module's public entry points.

Why: a `func.func private` cannot be called from outside its module, so
what a caller outside can observe of the module is its public functions
(with the private ones inlined where they call them, semantics/func.py).
Passes use that: `-sccp` specializes a private function to the constants
its only callers pass (MLIR 19's Transforms/sccp-callgraph.mlir `@private`
returns 1 once its one caller passes 1).  Compared standalone, over all
arguments, such a function fails on arguments no caller passes: a false
FAILED (held-out `sccp-callgraph.mlir:1, :26, :121, :181`).

The rule (`through_callers`): a private function whose standalone check
does not verify is judged by the public functions that reach it through
calls, in the source or the target:

* verified when every one of them is verified (their checks ran the
  private function, each side's own, inlined at every call), with the
  standalone verdict as a note.  This covers a signature the pass changed
  too: `-remove-dead-values` drops a private function's unused arguments
  and results, and its callers' operands with them (standalone:
  unsupported, "the signatures differ");
* else, for a standalone FAILED (or unconfirmed), unsupported (FAILED
  there: that function's verdict reports the failure; unsupported or a
  timeout: nothing is known); a standalone unsupported or timeout stays;
* the standalone verdict when no public function calls it: nothing
  outside the module can run it, but then the standalone check is the only
  evidence of what the pass did to it (MLIR's tests write functions
  `private` or `nested` with no caller, Tosa/canonicalize.mlir
  `@fold_reciprocal`: calling those verified would hide a wrong fold);
* FAILED as before when the function is not private, or when a private
  function on the way is used other than by a `func.call` of a top-level
  function (its symbol in any other attribute: `func.constant`, a GPU
  launch, a nested module), since then it may run other than through the
  calls seen.
"""

from __future__ import annotations

import re

from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp

from tvmlir.refinement.verdict import FAILED, INTERNAL, UNCONFIRMED, UNSUPPORTED, VERIFIED, Verdict


def is_private(func: FuncOp) -> bool:
    v = func.sym_visibility
    return v is not None and v.data in ("private", "nested")


def _top_function(op, module: ModuleOp) -> str | None:
    """The name of the top-level function of `module` holding `op`, or None
    (inside a nested module, a global's initializer, ...)."""
    while op is not None:
        parent = op.parent_op()
        if parent is module:
            return op.sym_name.data if isinstance(op, FuncOp) else None
        op = parent
    return None


def _uses(module) -> tuple[dict[str, set[str]], set[str]]:
    """Who calls whom (callee -> top-level callers) and the symbols used
    otherwise (in any attribute of any other op)."""
    callers: dict[str, set[str]] = {}
    escaped: set[str] = set()
    for op in module.op.walk():
        if isinstance(op, FuncOp) and op.parent_op() is module.op:
            continue
        if op.name == "func.call":
            callee = op.callee.root_reference.data
            if len(op.callee.nested_references.data) == 0:
                caller = _top_function(op, module.op)
                if caller is not None:
                    callers.setdefault(callee, set()).add(caller)
                    continue
            escaped.add(op.callee.root_reference.data)
            continue
        attrs = list(op.attributes.values()) + list(getattr(op, "properties", {}).values())
        for a in attrs:
            escaped.update(re.findall(r'@"?([\w$.\-]+)"?', str(a)))
    return callers, escaped


def through_callers(src, tgt, verdicts: list[Verdict], check) -> None:
    """Applies the rule of the module docstring to `verdicts` in place.
    `check(name)` checks a public function that has no verdict yet (one
    left out by `--function`)."""
    by_name = {v.function: v for v in verdicts}
    graphs = [_uses(src), _uses(tgt)]
    for v in verdicts:
        f = src.functions.get(v.function)
        if v.status == VERIFIED or v.status == INTERNAL or f is None or not is_private(f):
            continue
        failed = v.status in (FAILED, UNCONFIRMED)
        entries, blocked = _entries(v.function, src, tgt, graphs)
        if blocked is None and not entries:
            blocked = "no public function calls it"
        if blocked is not None:
            if failed:
                v.notes.append(f"@{v.function} is private, but {blocked}: checked standalone")
            continue
        standalone = f"standalone, over every argument: {v.line().split(': ', 1)[1]}"
        results = []
        for g in entries:
            if g not in by_name:
                by_name[g] = check(g)
            results.append(by_name[g])
        if all(r.status == VERIFIED for r in results):
            v.status, v.reason, v.counterexample, v.confirmed = VERIFIED, "", [], False
            v.assumptions = sorted({a for r in results for a in r.assumptions})
            v.assumptions.append(f"private @{v.function} runs only through calls from "
                                 f"{', '.join('@' + g for g in entries)} (verified with it inlined)")
            v.notes.append(standalone)
            continue
        if not failed:  # unsupported or a timeout standalone, and through its callers
            continue
        pending = ", ".join(f"@{r.function} ({r.status})" for r in results if r.status != VERIFIED)
        v.status, v.counterexample, v.confirmed = UNSUPPORTED, [], False
        v.reason = (f"func.func private @{v.function}: fails standalone, on arguments its callers may never pass; "
                    f"it runs only through {pending}, not verified")  # fmt: skip
        v.notes.append(standalone)


def _entries(name: str, src, tgt, graphs) -> tuple[list[str], str | None]:
    """The public functions (defined in the source) that reach `name`
    through calls in either module, and a private function on the way whose
    symbol is used otherwise (why not, or None)."""
    modules = (src, tgt)
    seen, todo, entries = {name}, [name], set()
    while todo:
        g = todo.pop()
        for (callers, escaped), m in zip(graphs, modules):
            fn = m.functions.get(g)
            if fn is not None and not is_private(fn):
                continue  # an entry point: its own callers do not matter
            if g in escaped:
                return [], f"@{g}'s symbol is used other than by a call of a top-level function"
            for c in callers.get(g, ()):
                if c in seen:
                    continue
                seen.add(c)
                todo.append(c)
        for m in modules:
            fn = m.functions.get(g)
            if g != name and fn is not None and not is_private(fn):
                entries.add(g)
    ordered = [g for g in src.defined() if g in entries]
    missing = [g for g in sorted(entries) if g not in ordered]
    if missing:  # a public caller the source does not define: checked nowhere
        return [], f"its public caller @{missing[0]} is not defined in the source"
    return ordered, None
