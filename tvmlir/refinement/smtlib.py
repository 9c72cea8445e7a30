"""`--emit-smtlib DIR`: each query tv-check solves, as SMT-LIB 2.6 text
(through the SMT layer: `tvmlir.smt.from_z3`, then its printer), one file
per function and abstraction round: `DIR/<function>.round<k>.smt2`."""

from __future__ import annotations

from pathlib import Path


def emit_query(directory: str, function: str, round_index: int, assertions) -> Path:
    from tvmlir.smt.smtlib import emit_smtlib

    return emit_smtlib(assertions, directory, f"{function}.round{round_index + 1}")
