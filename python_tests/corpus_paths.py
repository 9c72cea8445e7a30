"""Where the mlir-tv corpus is (../shared/corpus/mlir-tv), for the tests
that replay its pairs; None when it is not there (the tests skip)."""

from __future__ import annotations

from pathlib import Path


def litmus_dir() -> Path | None:
    for parent in Path(__file__).resolve().parents:
        candidate = parent / "shared" / "corpus" / "mlir-tv" / "litmus"
        if candidate.is_dir():
            return candidate
    return None
