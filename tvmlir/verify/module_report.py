"""One module's `--verify` result as data: a summary line for people, a
JSON document for CI (schema below), and the exit code.

Why a separate object: the text report (`report.py`) is for a person
reading one function; CI and scripts need the verdicts of a whole model
without parsing text, and the Python API (`tvmlir.verify`) returns this
object.

JSON schema (`"schema": "tvmlir-verify/1"`; fields are only ever added
within one schema version):

    {
      "schema": "tvmlir-verify/1",
      "file": "model.mlir",                 # the input's name
      "exit_code": 0,                       # 0 verified, 1 failed, 2 unsupported/timeout/skipped
      "seconds": 1.25,                      # wall time of the whole module
      "summary": {"verified": 2, "failed": 0, "unsupported": 0,
                  "timeout": 0, "skipped": 1},
      "functions": [
        {"function": "matmul", "spec": "matmul_spec",
         "verdict": "verified",             # verified|failed|unsupported|timeout|skipped
         "verdict_text": "verified",        # the text report's verdict, e.g. "FAILED (value = prophecy)"
         "exit_code": 0, "seconds": 0.61,
         "notes": ["fp=abstract; ..."],     # assumptions and the FP model
         "unsupported": null,               # "<op> at file:line:col" or null
         "unsupported_reason": "",
         "skipped": null,                   # why no check was made, or null
         "obligations": [
           {"obligation": "write in bounds", "outcome": "ok",   # ok|FAILED|timeout|not checked|undecided
            "where": "memref.store at m.mlir:20:7", "detail": "", "instance": ""}
         ]}
      ]
    }
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from tvmlir.verify.obligations import FunctionReport, Verdict, worst_exit_code

SCHEMA = "tvmlir-verify/1"


@dataclass
class ModuleReport:
    """The reports of every function of one module, with their times."""

    file: str
    functions: list[FunctionReport] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    total_seconds: float = 0.0

    @property
    def exit_code(self) -> int:
        return worst_exit_code([r.verdict() for r in self.functions])

    def counts(self) -> dict[str, int]:
        counts = {v.name.lower(): 0 for v in Verdict}
        for r in self.functions:
            counts[r.verdict().name.lower()] += 1
        return counts

    def summary_line(self) -> str:
        """`summary: 3 functions: 2 verified, 1 failed, ... in 1.2 s`."""
        c = self.counts()
        parts = [f"{c[k]} {k}" for k in ("verified", "failed", "unsupported", "timeout", "skipped") if c[k]]
        n = len(self.functions)
        return f"summary: {n} function{'s' if n != 1 else ''}: {', '.join(parts) or 'none'} in {self.total_seconds:.2f} s"

    def to_json(self) -> dict:
        return {
            "schema": SCHEMA,
            "file": self.file,
            "exit_code": self.exit_code,
            "seconds": round(self.total_seconds, 3),
            "summary": self.counts(),
            "functions": [
                _function_json(r, s) for r, s in zip(self.functions, self.seconds, strict=True)
            ],
        }

    def write_json(self, path: str) -> None:
        from tvmlir.tools.output import write_output

        write_output(path, json.dumps(self.to_json(), indent=2) + "\n")


def _function_json(r: FunctionReport, seconds: float) -> dict:
    v = r.verdict()
    return {
        "function": r.function,
        "spec": r.spec,
        "verdict": v.name.lower(),
        "verdict_text": r.verdict_text(),
        "exit_code": v.exit_code,
        "seconds": round(seconds, 3),
        "notes": list(r.notes),
        "unsupported": r.unsupported,
        "unsupported_reason": r.unsupported_reason,
        "skipped": r.skipped,
        "obligations": [
            {
                "obligation": c.obligation,
                "outcome": c.outcome.value,
                "where": c.where,
                "detail": c.detail,
                "instance": c.instance,
            }
            for c in r.checks
        ],
    }
