"""The Python API: `tvmlir.verify(path)` returns a report object.

Why: CI scripts and notebooks that validate many models want verdicts as
data, not text to parse, and no process per model.  This runs what
`tv-opt --annotate --lower --verify` runs (or any pipeline of tvmlir's
passes before the verification) in the calling process and returns the
`ModuleReport` (`tvmlir/verify/module_report.py`: per-function verdicts,
obligations, times, `exit_code`, `to_json()`).

Bad input raises `tvmlir.ir.diagnostics.BadInput` (its `str()` is the one
`file:line:col: error:` line the tools print); nothing is printed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from tvmlir.verify.module_report import ModuleReport


@dataclass(frozen=True)
class VerifySettings:
    """What `tv-opt`'s `verify{...}` options say, with the same defaults."""

    passes: str = "annotate,lower"
    """tvmlir passes run before verification ("" for already lowered code)."""
    fp: str = "abstract"
    timeout_ms: int = 20000
    rlimit: int | None = None
    """z3 resource units per query (`tvmlir.smt.budget`)."""
    depth: int = 4
    jobs: int = 1
    source: str | None = None
    """`verify{source=FILE}`: tie each spec to the file it was made of."""


def verify(path: str | os.PathLike[str], settings: VerifySettings = VerifySettings(), **overrides) -> ModuleReport:
    """Verify the MLIR file at `path`; `overrides` replace fields of
    `settings` (`tvmlir.verify("m.mlir", passes="", fp="ieee")`)."""
    name = os.fspath(path)
    try:
        with open(name, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        from tvmlir.ir.diagnostics import BadInput

        raise BadInput(name, 1, 1, f"cannot read the input: {e.strerror}") from None
    return verify_text(text, name, settings, **overrides)


def verify_text(text: str, name: str = "<text>", settings: VerifySettings = VerifySettings(), **overrides) -> ModuleReport:
    """`verify` on MLIR text, reported as the file `name`."""
    from dataclasses import replace

    from xdsl.passes import PassPipeline

    from tvmlir.ir.context import make_context
    from tvmlir.ir.diagnostics import OpError, bad_input_at_op
    from tvmlir.ir.parser import parse_verified
    from tvmlir.passes import TVMLIR_PASSES
    from tvmlir.passes.verify import source_specs
    from tvmlir.verify.function import VerifyOptions
    from tvmlir.verify.prover import ProverOptions
    from tvmlir.verify.run_module import verify_module_report

    s = replace(settings, **overrides)
    ctx = make_context()
    module = parse_verified(ctx, text, name)
    try:
        if s.passes:
            PassPipeline.parse_spec(TVMLIR_PASSES, s.passes).apply(ctx, module)
        options = VerifyOptions(
            fp=s.fp,
            depth=s.depth,
            prover=ProverOptions(timeout_ms=s.timeout_ms, rlimit=s.rlimit),
            source=None if s.source is None else source_specs(s.source),
        )
        return verify_module_report(module, options, name, jobs=s.jobs)
    except OpError as e:
        raise bad_input_at_op(e.op, e.message, name) from None
