"""The text report of `--verify` (DESIGN.md section 7).

Per function: a header naming the spec and the assumptions, one line per
obligation checked (`ok`, `FAILED`, `timeout`), a failure followed by its
instance, and a verdict line:

    @matmul: checking against tv.spec @matmul_spec
      note: fp=abstract; ...
      ok      write in bounds: memref.store at m.mlir:20:7
      FAILED  value = prophecy: tv.prophesy at m.mlir:19:13: the stored ...
                instance: %i=0, %j=0; expected C(0, 0) = ...; computed ...
    @matmul: FAILED (value = prophecy)

The verdict line is the last line about a function, so `grep '^@'` gives
one verdict per function.
"""

from __future__ import annotations

from tvmlir.verify.obligations import FunctionReport


def format_report(report: FunctionReport) -> str:
    lines = []
    head = f"@{report.function}"
    if report.skipped is None and report.spec is not None:
        lines.append(f"{head}: checking against tv.spec @{report.spec}")
        for note in report.notes:
            lines.append(f"  note: {note}")
        for c in report.checks:
            text = f"  {c.outcome.value:<7} {c.obligation}: {c.where}"
            if c.detail:
                text += f": {c.detail}"
            lines.append(text)
            if c.instance:
                lines.append(f"            instance: {c.instance}")
        if report.unsupported is not None:
            lines.append(f"  unsupported: {report.unsupported}: {report.unsupported_reason}")
    lines.append(f"{head}: {report.verdict_text()}")
    return "\n".join(lines) + "\n"
