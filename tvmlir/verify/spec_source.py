"""Tie a `tv.spec` to the source it claims to come from (`verify{source=FILE}`).

Why: `--verify` trusts the spec; a compiler (or a person) that changes the
spec text and the code the same way gets `verified` for a program that no
longer computes what the user wrote.  With `source=FILE`, the pass
re-annotates FILE in-process (`tvmlir/passes/verify.py`) and every spec the
verified functions use must be exactly what `--annotate` makes of it: the
same source text and the same spec tensors (names, types, stages).  A
mismatch is a validation failure (`FAILED (spec matches source)`, exit 1):
the lowered code was not shown to implement FILE.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tvmlir.tv_dialect import SpecOp


@dataclass(frozen=True)
class SpecFingerprint:
    """What a spec says: its source text and its tensors."""

    source: str
    tensors: tuple[tuple[str, str, int], ...]

    @staticmethod
    def of(spec: SpecOp) -> SpecFingerprint:
        tensors = tuple(
            (t.name, str(t.type), t.stages) for t in spec.spec_tensors()
        )
        return SpecFingerprint(spec.source.data, tensors)


@dataclass(frozen=True)
class SourceSpecs:
    """The specs `--annotate` makes of the source file, by name, and the
    functions of the file they are made of."""

    path: str
    specs: dict[str, SpecFingerprint]
    functions: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Source function name -> (the name of its spec, its location
    `file:line:col`): what the verified module must implement
    (`pairing.py`)."""

    def mismatch(self, spec: SpecOp) -> str | None:
        """Why `spec` is not what --annotate makes of the source, or None."""
        name = spec.sym_name.data
        expected = self.specs.get(name)
        if expected is None:
            made = ", ".join(f"@{n}" for n in sorted(self.specs)) or "none"
            return f"--annotate makes no tv.spec @{name} of {self.path} (it makes: {made})"
        mine = SpecFingerprint.of(spec)
        if mine.source != expected.source:
            return f"the source text of tv.spec @{name} {_first_difference(mine.source, expected.source)}"
        if mine.tensors != expected.tensors:
            return (
                f"the spec tensors of tv.spec @{name} differ from --annotate's: "
                f"{_tensors(mine.tensors)} instead of {_tensors(expected.tensors)}"
            )
        return None


@dataclass(frozen=True)
class AnnotatedSource:
    """A source file as `--annotate` leaves it: the module (kept alive for
    the spec ops), its specs by name, and the functions it defines."""

    path: str
    module: object
    specs: dict[str, SpecOp]
    functions: list[str]
    owned: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Each function that has its own spec: (the spec's name, the
    function's location), as `SourceSpecs.functions`."""

    def fingerprints(self) -> SourceSpecs:
        return SourceSpecs(
            self.path, {name: SpecFingerprint.of(op) for name, op in self.specs.items()}, dict(self.owned)
        )


def _first_difference(mine: str, expected: str) -> str:
    a, b = mine.splitlines(), expected.splitlines()
    for k, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"differs at its line {k + 1}: `{x.strip()}` where --annotate makes `{y.strip()}`"
    return f"has {len(a)} lines where --annotate makes {len(b)}"


def _tensors(ts: tuple[tuple[str, str, int], ...]) -> str:
    return ", ".join(f"@{n} : {t}" + (f" stages {s}" if s else "") for n, t, s in ts)
