"""Which spec a lowered function is checked against, and which functions a
module must have verified.

Why by function name.  A prophecy names a spec tensor (`@g_spec::@T`).
Pairing a function with whichever spec its prophecies name (as `--verify`
did until session 20) answers "does this code compute *some* spec", not the
user's question, "does `@f` implement the source's `@f`": a lowered `@f`
that computes what `@g` does, with prophecies naming `@g_spec`, verified,
and so did two functions whose bodies a pass swapped.  So:

* `@f` is checked against `@f_spec` (`own_spec_name`, the name `--annotate`
  gives the spec it makes of `@f`), and that spec's source text must define
  `@f`: otherwise `FAILED (spec belongs to the function)`;
* its prophecies (and those of the kernels it launches) may name only that
  spec: one naming another spec is `FAILED (spec belongs to the function)`
  (a prophecy naming a symbol that is no spec at all stays bad input),
  unless the inliner put it there: when `@f`'s spec calls the functions
  those specs are made of, or `@f` has no spec (a caller without linalg,
  outside `source=`'s functions), `@f` is `unsupported` (calls are not
  modelled), never verified;
* with `verify{source=FILE}`, every function `--annotate` makes a spec of
  in FILE must be in the module and verified: `@f` without its spec is
  `FAILED (spec missing)` (the spec and its prophecies were deleted: code
  that claims to be FILE's `@f` and carries no evidence), a function of
  FILE absent from the module is `FAILED (function missing)`.

Names survive the passes this matters for: bufferization, loop lowering and
`gpu-kernel-outlining` keep the host function's name (kernels are reached
through `gpu.launch_func`, not by name), and inlining leaves the caller's.
A pass that renames functions breaks the pairing, which then fails (never
verifies).

Without `source=` the module is all there is: a function with a body and no
spec is `skipped (no tv.spec)`, which is not verified (exit 2, never 0;
`obligations.Verdict`), and a function nested in another op (a
`builtin.module` inside the module) is reported skipped the same way, never
ignored.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from tvmlir.ir.diagnostics import OpError, format_op_location
from tvmlir.tv_dialect import SpecOp
from tvmlir.tv_dialect.spec import own_spec_name, referenced_specs
from tvmlir.verify.obligations import (
    FUNCTION_MISSING,
    SPEC_BELONGS,
    SPEC_MISSING,
    Check,
    FunctionReport,
    Outcome,
)
from tvmlir.verify.spec_model import SpecError, parse_spec
from tvmlir.verify.spec_source import SourceSpecs


@dataclass
class Pairing:
    """The spec `fn` is checked against (`spec_op`, with its parsed source
    function), or the failed pairing obligation, or neither (skipped)."""

    spec_name: str
    spec_op: SpecOp | None = None
    parsed: tuple[ModuleOp, func.FuncOp] | None = None
    failure: Check | None = None
    unsupported: str | None = None
    """Why nothing can be said (code another function's spec describes,
    inlined from a callee): not verified, not a failure either."""


def pair(
    module: ModuleOp, fn: func.FuncOp, specs: dict[str, SpecOp], source: SourceSpecs | None, default_file: str
) -> Pairing:
    name = fn.sym_name.data
    own = own_spec_name(name)
    fn_where = f"func.func @{name} at {format_op_location(fn, default_file)}"
    named = referenced_specs(module, fn)
    for other in sorted(named):
        if other not in specs:
            raise OpError(fn, f"prophecies name tv.spec @{other}, which is not in the module")
    foreign = sorted(named - {own})
    spec_op = specs.get(own)
    missing = spec_op is None and source is not None and name in source.functions
    if foreign and not missing:
        made_of = {s: _function_of(specs[s]) for s in foreign}
        others = ", ".join(f"@{s}" + (f" (made of @{f})" if f else "") for s, f in made_of.items())
        if spec_op is None or _callees(spec_op) >= set(made_of.values()):
            # The inliner moved a callee's annotated code into @f: what @f
            # computes is then only described through the call (of its own
            # spec, or of a caller without linalg, which has none), and
            # calls are not modelled.
            why = "its spec calls them" if spec_op is not None else f"@{name} has no spec of its own"
            return Pairing(own, spec_op, unsupported=(
                f"its prophecies name tv.spec {others}: code of another function inlined into @{name} "
                f"({why}); calls are not supported"
            ))
        return Pairing(own, failure=Check(
            SPEC_BELONGS, fn_where, Outcome.FAILED,
            f"its prophecies name tv.spec {others}; @{name} is checked against @{own}, "
            f"the spec made of source function @{name}, and its prophecies may name only that spec",
        ))
    if spec_op is None:
        if missing:
            _, at = source.functions[name]
            return Pairing(own, failure=Check(
                SPEC_MISSING, fn_where, Outcome.FAILED,
                f"{source.path} defines @{name} (at {at}) and --annotate makes tv.spec @{own} of it, "
                "but the module has no such spec: nothing shows that this code implements it",
            ))
        return Pairing(own)
    try:
        parsed = parse_spec(spec_op)
    except SpecError as e:
        raise OpError(spec_op, str(e)) from None
    made_of = parsed[1].sym_name.data
    if made_of != name:
        where = f"tv.spec @{own} at {format_op_location(spec_op, default_file)}"
        return Pairing(own, spec_op, parsed, Check(
            SPEC_BELONGS, where, Outcome.FAILED,
            f"its source text defines @{made_of}, not @{name}",
        ))
    return Pairing(own, spec_op, parsed)


def _function_of(spec: SpecOp) -> str | None:
    """The function the spec's source text defines (None if it does not
    parse: the pairing failure is what matters then)."""
    try:
        return parse_spec(spec)[1].sym_name.data
    except SpecError:
        return None


def _callees(spec: SpecOp) -> set[str | None]:
    """The functions the spec's source calls."""
    try:
        fn = parse_spec(spec)[1]
    except SpecError as e:
        raise OpError(spec, str(e)) from None
    return {op.callee.root_reference.data for op in fn.walk() if isinstance(op, func.CallOp)}


def module_level_reports(
    module: ModuleOp, reports: list[FunctionReport], source: SourceSpecs | None, default_file: str
) -> list[FunctionReport]:
    """Reports for what the function reports do not cover: every function of
    `source` absent from the module (`FAILED (function missing)`), every
    function nested in another op (skipped: not verified), and, when no
    function was checked against a spec at all, the module's `unsupported`
    (nothing was verified, which must not read as success)."""
    extra: list[FunctionReport] = []
    present = {r.function for r in reports}
    if source is not None:
        for name, (spec_name, at) in source.functions.items():
            if name in present:
                continue
            r = FunctionReport(name, spec_name)
            r.checks.append(Check(
                FUNCTION_MISSING, f"func.func @{name} at {at}", Outcome.FAILED,
                f"{source.path} defines @{name} (--annotate makes tv.spec @{spec_name} of it), "
                f"but the module defines no function @{name} with a body",
            ))
            extra.append(r)
    for op in module.walk():
        if isinstance(op, func.FuncOp) and op.parent_op() is not module and op.body.blocks:
            holder = op.parent_op()
            r = FunctionReport(op.sym_name.data, None)
            where = f"{holder.name} at {format_op_location(holder, default_file)}" if holder else "?"
            r.skipped = f"nested in {where}: not verified"
            extra.append(r)
    if not any(r.skipped is None for r in [*reports, *extra]):
        empty = FunctionReport("module", None)
        empty.unsupported = "no function has a tv.spec"
        extra.append(empty)
    return extra
