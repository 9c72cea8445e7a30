"""The end of every tool's `--help`: exit codes, examples, environment.

Why one module: the seven tools promise the same things (DESIGN.md
section 7's exit codes, `--json`, the solver budget's environment), and a
user reading one `--help` should find them said the same way in the
next.  Stdlib only: `--help` must not pay for xDSL or z3.
"""

from __future__ import annotations

import argparse

VALIDATION_CODES = {
    0: "every function verified",
    1: "a function FAILED (a counterexample is printed)",
    2: "only unsupported or timeout (no failure)",
    3: "bad input: one line `file:line:col: error: ...` on stderr",
    4: "internal error (a tvmlir bug; TVMLIR_DEBUG=1 shows the traceback)",
}

SOLVER_ENVIRONMENT = (
    "environment:\n"
    "  TVMLIR_RLIMIT=N    bound every z3 query by N resource units and never by time\n"
    "                     (deterministic; what the tests use)\n"
    "  TVMLIR_DEBUG=1     show the traceback of an internal error"
)


def epilog(codes: dict[int, str], examples: list[str], environment: str = SOLVER_ENVIRONMENT) -> str:
    """`exit codes:`, `examples:` and `environment:` sections."""
    lines = ["exit codes:"]
    lines += [f"  {code}  {meaning}" for code, meaning in sorted(codes.items())]
    lines += ["", "examples:"]
    lines += [f"  {example}" for example in examples]
    if environment:
        lines += ["", environment]
    return "\n".join(lines)


class HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """Keeps the epilog's lines as written; wraps the options' help."""
