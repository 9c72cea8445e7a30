"""The adversarial suite (issue 21): `lit_tests/soundness`, counted.

Each case is a lit test whose first line is `// SOUNDNESS: wrong|right
<family>: <description>`: a wrong program must never be verified (FAILED
or unsupported, with the reason its FileCheck lines pin), a right one must
be.  lit runs the cases (each through `lit_tests/Inputs/soundness_case.py`,
which fails a test whose verdict contradicts its header and records every
verdict run in `TVMLIR_SOUNDNESS_LOG`); this test reads the headers and
those records and prints one count line at the end of the pytest run:

    adversarial suite: 57 cases (44 wrong: 0 verified, 0 internal errors; 13 right: 0 false alarms)

It fails if a wrong case verified, a right one did not, any run ended in an
internal error, a case never ran a verdict, or a lit test failed.  A case
lit reports UNSUPPORTED (a `REQUIRES:` missing here) is counted apart.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SUITE = ROOT / "lit_tests" / "soundness"
_spec = importlib.util.spec_from_file_location("soundness_case", ROOT / "lit_tests" / "Inputs" / "soundness_case.py")
assert _spec is not None and _spec.loader is not None
soundness_case = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(soundness_case)

SUMMARY_KEY = "adversarial suite"
"""The `record_property` key conftest.py prints in the terminal summary."""


@dataclass(frozen=True)
class Case:
    path: Path
    kind: str
    family: str


def suite_cases(root: Path = SUITE) -> list[Case]:
    """Every `.mlir` case under `root` (not its Inputs or lit's Output)."""
    found = []
    for p in sorted(root.rglob("*.mlir")):
        parts = p.relative_to(root).parts
        if "Inputs" in parts or "Output" in parts:
            continue
        kind, family = soundness_case.header(str(p))
        found.append(Case(p.resolve(), kind, family))
    return found


@dataclass
class Tally:
    """The verdicts of the suite's cases, from the runs recorded for each."""

    cases: list[Case]
    records: list[dict]
    not_run: set[Path] = field(default_factory=set)
    """Cases lit reported UNSUPPORTED (their REQUIRES not met here)."""

    def verdicts(self, case: Case) -> list[str]:
        return [r["verdict"] for r in self.records if Path(r["case"]) == case.path]

    def outcome(self, case: Case) -> str:
        """`verified`, `rejected` (a wrong case failed, unsupported or bad
        input), `internal error`, `false alarm` or `no verdict`."""
        v = self.verdicts(case)
        if not v:
            return "not run" if case.path in self.not_run else "no verdict"
        if "internal error" in v:
            return "internal error"
        if case.kind == "wrong":
            return "verified" if "verified" in v else "rejected"
        return "verified" if all(x == "verified" for x in v) else "false alarm"

    def problems(self) -> list[str]:
        bad = {"wrong": {"verified", "internal error", "no verdict"}, "right": {"false alarm", "internal error", "no verdict"}}
        return [
            f"{os.path.relpath(c.path, ROOT)}: {c.kind} case, {self.outcome(c)} ({', '.join(self.verdicts(c)) or 'no verdict run'})"
            for c in self.cases
            if self.outcome(c) in bad[c.kind]
        ]

    def line(self) -> str:
        ran = [c for c in self.cases if c.path not in self.not_run]
        wrong = Counter(self.outcome(c) for c in ran if c.kind == "wrong")
        right = Counter(self.outcome(c) for c in ran if c.kind == "right")
        n_wrong, n_right = sum(wrong.values()), sum(right.values())
        text = (
            f"{len(ran)} cases ({n_wrong} wrong: {wrong['verified']} verified, "
            f"{wrong['internal error'] + right['internal error']} internal errors; "
            f"{n_right} right: {right['false alarm']} false alarms)"
        )
        if self.not_run:
            text += f", {len(self.not_run)} not run here"
        return f"{SUMMARY_KEY}: {text}"

    def by_family(self) -> str:
        counts = Counter((c.family, c.kind) for c in self.cases if c.path not in self.not_run)
        families = sorted({f for f, _ in counts})
        return "; ".join(f"{f} {counts[(f, 'wrong')]} wrong, {counts[(f, 'right')]} right" for f in families)


def _lit() -> list[str]:
    exe = Path(sys.executable).with_name("lit")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "lit.main"]


RESULTS_ENV = "TVMLIR_SOUNDNESS_RESULTS"
"""A directory where the test command's own lit run left `soundness.jsonl`
(the verdict records) and `lit.json` (lit's `-o` results): the suite is
then counted from that run instead of being run a second time
(`scripts/check` runs lit first and sets it)."""


def _recorded_whole_suite(where: Path) -> bool:
    """`where` holds a lit run's records that covered every case."""
    log, results = where / "soundness.jsonl", where / "lit.json"
    if not (log.exists() and results.exists()):
        return False
    ran = {t["name"] for t in json.loads(results.read_text())["tests"] if " :: soundness/" in t["name"]}
    return len(ran) >= len(suite_cases())


def run_suite(tmp: Path) -> tuple[Tally, subprocess.CompletedProcess, dict]:
    given = os.environ.get(RESULTS_ENV)
    if given and _recorded_whole_suite(Path(given)):
        log, results = Path(given) / "soundness.jsonl", Path(given) / "lit.json"
        proc = subprocess.CompletedProcess(["lit"], 0, f"(counted from the lit run recorded in {given})", "")
    else:
        log, results = tmp / "verdicts.jsonl", tmp / "lit.json"
        env = dict(os.environ, TVMLIR_SOUNDNESS_LOG=str(log))
        jobs = str(max(1, min(4, os.cpu_count() or 1)))
        proc = subprocess.run(
            [*_lit(), "-q", "-j", jobs, "-o", str(results), str(SUITE)],
            env=env, capture_output=True, text=True, timeout=3600,
        )
    records = [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []
    lit_results = json.loads(results.read_text()) if results.exists() else {"tests": []}
    # Only the suite's tests (a whole lit run's results hold every test).
    lit_results = {"tests": [t for t in lit_results["tests"] if " :: soundness/" in t["name"]]}
    not_run = {
        (SUITE / t["name"].split(" :: ", 1)[1].removeprefix("soundness/")).resolve()
        for t in lit_results["tests"]
        if t["code"] == "UNSUPPORTED"
    }
    return Tally(suite_cases(), records, not_run), proc, lit_results


def test_every_case_has_a_header():
    cases = suite_cases()
    assert cases, "no adversarial cases found"
    assert {c.kind for c in cases} == {"wrong", "right"}


def test_tally_counts_what_the_records_say(tmp_path):
    a, b, c, d = (Case(tmp_path / f"{n}.mlir", k, "f") for n, k in (("a", "wrong"), ("b", "wrong"), ("c", "right"), ("d", "right")))
    records = [
        {"case": str(a.path), "verdict": "failed"},
        {"case": str(b.path), "verdict": "unsupported"},
        {"case": str(b.path), "verdict": "verified"},
        {"case": str(c.path), "verdict": "verified"},
        {"case": str(d.path), "verdict": "internal error"},
    ]
    t = Tally([a, b, c, d], records)
    assert [t.outcome(x) for x in (a, b, c, d)] == ["rejected", "verified", "verified", "internal error"]
    assert t.line() == f"{SUMMARY_KEY}: 4 cases (2 wrong: 1 verified, 1 internal errors; 2 right: 0 false alarms)"
    assert len(t.problems()) == 2
    assert Tally([a], [], {a.path}).line().endswith("1 not run here")


@pytest.mark.parametrize(
    "kind, code, expected",
    [("wrong", 1, 1), ("wrong", 2, 2), ("wrong", 0, soundness_case.MISMATCH), ("right", 0, 0),
     ("right", 1, soundness_case.MISMATCH), ("right", 4, soundness_case.MISMATCH), ("wrong", 4, soundness_case.MISMATCH)],
)
def test_case_wrapper_holds_runs_to_the_header(tmp_path, kind, code, expected):
    case = tmp_path / "case.mlir"
    case.write_text(f"// SOUNDNESS: {kind} fam: a case\n")
    tool = tmp_path / "tv-check"  # a verdict run, whatever its arguments
    tool.write_text(f"#!{sys.executable}\nimport sys\nsys.exit({code})\n")
    tool.chmod(0o755)
    log = tmp_path / "log.jsonl"
    wrapper = ROOT / "lit_tests" / "Inputs" / "soundness_case.py"
    proc = subprocess.run([sys.executable, str(wrapper), str(case), "--", str(tool)],
                          env=dict(os.environ, TVMLIR_SOUNDNESS_LOG=str(log)), capture_output=True, text=True)
    assert proc.returncode == expected
    record = json.loads(log.read_text())
    assert (record["kind"], record["exit"], record["verdict"]) == (kind, code, soundness_case.VERDICTS[code])


def test_case_wrapper_passes_preparation_runs_through(tmp_path):
    case = tmp_path / "case.mlir"
    case.write_text("// SOUNDNESS: wrong fam: a case\n")
    tool = tmp_path / "tv-opt"
    tool.write_text(f"#!{sys.executable}\nimport sys\nsys.exit(0)\n")
    tool.chmod(0o755)
    wrapper = ROOT / "lit_tests" / "Inputs" / "soundness_case.py"
    prep = subprocess.run([sys.executable, str(wrapper), str(case), "--", str(tool), "--annotate", "verify.mlir"])
    assert prep.returncode == 0  # no verify/confirm pass: not a verdict run
    run = subprocess.run([sys.executable, str(wrapper), str(case), "--", str(tool), "-p", "annotate,verify{fp=ieee}", "x.mlir"],
                         capture_output=True)
    assert run.returncode == soundness_case.MISMATCH


def test_adversarial_suite(tmp_path, record_property):
    tally, proc, lit_results = run_suite(tmp_path)
    line = tally.line()
    record_property(SUMMARY_KEY, line)
    failed_lit = [t["name"] for t in lit_results["tests"] if t["code"] not in ("PASS", "UNSUPPORTED", "XFAIL")]
    problems = tally.problems()
    detail = "\n".join([line, tally.by_family(), *problems, *(f"lit: {n}" for n in failed_lit), proc.stdout[-4000:]])
    assert not problems and not failed_lit and proc.returncode == 0, detail


def test_suite_counted_from_the_test_commands_lit_run(tmp_path, monkeypatch):
    """scripts/check's lit run records the verdicts; the count then reads
    them (no second run of the suite), and an incomplete record is not used."""
    cases = suite_cases()
    names = [f"tvmlir :: soundness/{c.path.relative_to(SUITE.resolve()).as_posix()}" for c in cases]
    (tmp_path / "lit.json").write_text(json.dumps({"tests": [{"name": n, "code": "PASS"} for n in names]
                                                  + [{"name": "tvmlir :: ir/other.mlir", "code": "FAIL"}]}))
    verdict = {"wrong": "failed", "right": "verified"}
    (tmp_path / "soundness.jsonl").write_text(
        "".join(json.dumps({"case": str(c.path), "verdict": verdict[c.kind]}) + "\n" for c in cases))
    monkeypatch.setenv(RESULTS_ENV, str(tmp_path))
    tally, proc, lit_results = run_suite(tmp_path / "unused")
    assert "counted from the lit run" in proc.stdout
    assert len(lit_results["tests"]) == len(cases)  # the other directories' tests are not the suite's
    assert tally.problems() == []
    assert tally.line().startswith(f"{SUMMARY_KEY}: {len(cases)} cases (")
    (tmp_path / "lit.json").write_text(json.dumps({"tests": [{"name": names[0], "code": "PASS"}]}))
    assert not _recorded_whole_suite(tmp_path)
