"""MLIR 19's own test files as translation-validation pairs: each file's
first `mlir-opt` RUN pipeline applied to each `// -----` chunk, and
`tv-check chunk pass-output` on every pair, with a table per test file.

Why: these are the inputs MLIR itself ships -- every op in every custom
syntax its authors test, and the passes that rewrite them.  A pair that
tv-check calls bad input although mlir-opt-19 accepted it is a reader bug
(listed by first error); a crash (exit 4) is a tvmlir bug; a FAILED is a
miscompilation by MLIR 19 or a false alarm of ours.

    python benchmarks/mlir_upstream_tests.py [--mlir-test DIR] [--download DEST]
        [--dirs Dialect/Linalg,...] [--only SUBSTRING] [--smt-to MS]
        [--pair-cpu S] [--keep DIR] [--reuse DIR] [--tv-check PATH] [--sample K/N]
        [--native-only | --generic-fallback]

The tests come from DIR (`--mlir-test`, or the environment variable
MLIR_TEST_DIR): the `mlir/test` directory of LLVM 19.1.7.  `--download
DEST` fetches Debian's source package into DEST with a private apt
configuration (a `deb-src` list under DEST; nothing in /etc changes) and
extracts only `mlir/test`; the repository never vendors it.

A pair is (chunk, output of the RUN line's mlir-opt commands on it): the
commands of the first RUN line that starts with `mlir-opt`, up to the
first command that is not `mlir-opt` (FileCheck), with `-split-input-file`
and `-verify-diagnostics` dropped (each chunk is run alone) and `%s`
replaced by the chunk.  A chunk keeps its line numbers (it is padded with
the lines before it), so a location in a report is the test file's line.
Chunks that mlir-opt-19 rejects (invalid-IR tests) are no pair, nor are
outputs that mlir-opt-19 cannot read back (MLIR 19 prints some attributes
it cannot parse); both are counted.

All pairs run in ONE `tv-check --pairs` process (restarted after a pair
that exceeds `--pair-cpu` seconds of CPU per function of its source, which
counts as a timeout).  Times are CPU seconds (the machine is shared):
mlir-opt-19's on all chunks against tv-check's on all pairs.

Budgets are work, not wall clock, so that an outcome does not depend on
the machine's load: each solver query gets `--rlimit` z3 resource units
(tv-check's work mode, `TVMLIR_RLIMIT`; the default 5 million units is
about 2 s of CPU, section 15 of docs/design-notes.md), and the watchdog
counts CPU seconds.  `--rlimit 0` gives each query `--smt-to` ms of wall
clock instead (what the benchmark did before session 26: on a machine with
load 8 a 2 s query budget was about 0.25 s of CPU, and 8 of 24 pairs of a
sample that timed out verified in a quieter run).  The watchdog's budget is
per function because a chunk is a pair: the last chunk of
Arith/canonicalize.mlir has 45 functions (0.1-0.2 s each) and was one
timeout under a 6 s budget per pair.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import select
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

MLIR_OPT = shutil.which("mlir-opt-19") or "mlir-opt-19"
TV_CHECK = str(Path(sys.executable).with_name("tv-check"))

DIRS = [
    "Dialect/Linalg",
    "Dialect/Tensor",
    "Dialect/Arith",
    "Dialect/SCF",
    "Dialect/MemRef",
    "Dialect/Vector",
    "Dialect/Bufferization",
    "Conversion/SCFToGPU",
]
"""The benchmark's directories (issue 23); others are held out."""

SPLIT_MARKER = "// -----"
DROPPED_FLAGS = {"-split-input-file", "--split-input-file", "-verify-diagnostics", "--verify-diagnostics"}
OUTCOMES = ["read", "verified", "FAILED", "unsupported", "timeout", "bad input", "nothing to check", "crash"]


# --- getting the tests -----------------------------------------------------------

def download(dest: Path) -> Path:
    """`apt-get source llvm-toolchain-19` in a private apt configuration
    under DEST (a deb-src list for this machine's Debian release), then
    only `mlir/test` out of the orig tarball.  Returns the test directory."""
    dest.mkdir(parents=True, exist_ok=True)
    target = dest / "mlir" / "test"
    if target.is_dir():
        return target
    release = _os_release().get("VERSION_CODENAME", "bookworm")
    apt = dest / "apt"
    (apt / "lists" / "partial").mkdir(parents=True, exist_ok=True)
    (apt / "cache" / "archives" / "partial").mkdir(parents=True, exist_ok=True)
    keyring = "/usr/share/keyrings/debian-archive-keyring.gpg"
    (apt / "sources.list").write_text("".join(
        f"deb-src [signed-by={keyring}] http://deb.debian.org/debian {suite} main\n"
        for suite in (release, f"{release}-updates")
    ))
    options = [
        "-o", f"Dir::Etc::SourceList={apt / 'sources.list'}",
        "-o", "Dir::Etc::SourceParts=/dev/null",
        "-o", f"Dir::State::Lists={apt / 'lists'}",
        "-o", f"Dir::Cache={apt / 'cache'}",
        "-o", "Debug::NoLocking=1",
    ]
    subprocess.run(["apt-get", *options, "update"], check=True)
    subprocess.run(["apt-get", *options, "source", "--download-only", "llvm-toolchain-19"], cwd=dest, check=True)
    tarball = next(dest.glob("llvm-toolchain-19_*.orig.tar.xz"))
    subprocess.run(["tar", "-xJf", str(tarball), "--wildcards", "*/mlir/test/*"], cwd=dest, check=True)
    extracted = next(dest.glob("*/mlir/test"))
    extracted.parent.rename(dest / "mlir")
    return target


def _os_release() -> dict[str, str]:
    try:
        lines = Path("/etc/os-release").read_text().splitlines()
    except OSError:
        return {}
    return dict(line.split("=", 1) for line in lines if "=" in line) | {}


def find_tests(args) -> Path:
    if args.download:
        return download(Path(args.download))
    where = args.mlir_test or os.environ.get("MLIR_TEST_DIR")
    if not where:
        sys.exit("give the mlir/test directory of LLVM 19.1.7: --mlir-test DIR, MLIR_TEST_DIR, or --download DEST")
    path = Path(where)
    if not (path / "Dialect").is_dir():
        sys.exit(f"{path}: not an mlir/test directory (no Dialect/)")
    return path


# --- RUN lines ---------------------------------------------------------------------

@dataclass
class RunLine:
    commands: list[list[str]]  # the mlir-opt commands of the pipe, %s and flags resolved
    split: bool
    unregistered: bool


def run_lines(text: str) -> list[str]:
    """The file's RUN commands, continuation lines (`\\`) joined."""
    out, pending = [], ""
    for line in text.splitlines():
        m = re.match(r"\s*//\s*RUN:(.*)$", line)
        if not m:
            continue
        body = m.group(1).rstrip()
        if body.endswith("\\"):
            pending += body[:-1] + " "
            continue
        out.append((pending + body).strip())
        pending = ""
    return out


def first_mlir_opt_run(text: str) -> RunLine | str:
    """The first RUN line whose first command is mlir-opt, as commands to
    run on a chunk; or why the file has none that can be run here."""
    for line in run_lines(text):
        try:
            # stderr joined into stdout only feeds FileCheck: drop it.
            lexer = shlex.shlex(line.replace("2>&1", " "), posix=True, punctuation_chars="|&<>")
            lexer.whitespace_split = True
            words = list(lexer)
        except ValueError as e:
            return f"RUN line not parsed: {e}"
        if not words or words[0] != "mlir-opt":
            continue
        commands, current = [], []
        for w in words + ["|"]:
            if w == "|":
                if not current or current[0] != "mlir-opt":
                    break
                commands.append(current)
                current = []
            else:
                current.append(w)
        split = any(w in ("-split-input-file", "--split-input-file") for c in commands for w in c)
        resolved = []
        for c in commands:
            args = []
            for w in c[1:]:
                if w in DROPPED_FLAGS:
                    continue
                if w == "%s":
                    args.append("{chunk}")
                    continue
                if w.startswith("%") and w != "%s" or re.search(r"%\{|%[a-zA-Z_]{2,}", w):
                    return f"RUN line uses a lit substitution ({w})"
                if w in (">", "2>&1", "<", "&", ">&", "-o", "--o") or re.match(r"--?o=", w):
                    return f"RUN line redirects ({w})"
                args.append(w)
            resolved.append(args)
        unregistered = any("allow-unregistered-dialect" in w for c in resolved for w in c)
        return RunLine(resolved, split, unregistered)
    return "no RUN line starts with mlir-opt"


def chunks(text: str, split: bool) -> list[tuple[int, str]]:
    """(first line, text padded to keep line numbers) of each chunk."""
    if not split:
        return [(1, text)]
    out, start = [], 0
    while True:
        at = text.find(SPLIT_MARKER, start)
        end = len(text) if at < 0 else at
        body = text[start:end]
        if body.strip():
            line = text.count("\n", 0, start) + 1
            out.append((line, "\n" * (line - 1) + " " * (start - text.rfind("\n", 0, start) - 1) + body))
        if at < 0:
            return out
        start = at + len(SPLIT_MARKER)


# --- pairs --------------------------------------------------------------------------

@dataclass
class Pair:
    test: str            # test file, relative to mlir/test
    line: int            # first line of the chunk
    src: Path
    tgt: Path
    options: list[str]
    exit_code: int = -1
    functions: int = 1
    """Functions with a body in the source chunk (the watchdog's budget is
    per function)."""
    lines: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def name(self) -> str:
        return f"{self.test}:{self.line}"


@dataclass
class Extraction:
    pairs: list[Pair]
    rejected: list[tuple[str, int, Path, str]]  # chunks mlir-opt-19 rejects: test, line, src, first error
    skipped: dict[str, str]                     # test file -> why it has no pairs
    mlir_opt_cpu: float


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_mlir_opt(commands: list[list[str]], src: Path, timeout: float) -> tuple[int, str, str]:
    """The output of the RUN line's mlir-opt commands on `src`.  Each writes
    its module with `-o` (what transform scripts print, `transform.print`,
    goes to stdout, which FileCheck reads and the pair does not)."""
    data = src.read_text()
    out = src.with_suffix(".stage.mlir")
    for k, args in enumerate(commands):
        # The first command reads the chunk's file (as `%s`), so that
        # locations name it; the next ones read the previous output.
        args = [str(src) if a == "{chunk}" else a for a in args]
        if k > 0 or str(src) not in args:
            args = [a for a in args if a != str(src)] + ["-"]
        try:
            run = subprocess.run([MLIR_OPT, *args, "-o", str(out)], input=data, capture_output=True, text=True,
                                 timeout=timeout)
        except subprocess.TimeoutExpired:
            return 124, "", "mlir-opt-19 timed out"
        except UnicodeDecodeError:
            return 1, "", "mlir-opt-19 printed non-UTF-8 output"
        if run.returncode != 0:
            return run.returncode, "", run.stderr
        data = out.read_text(errors="replace")
    out.unlink(missing_ok=True)
    return 0, data, ""


def rereads(path: Path, unregistered: bool, timeout: float) -> str | None:
    """None if mlir-opt-19 reads `path` back, else its first error (some
    passes print what MLIR 19 cannot parse again: such a pair's bad input
    is not tvmlir's)."""
    cmd = [MLIR_OPT, *(["--allow-unregistered-dialect"] if unregistered else []), str(path), "-o", os.devnull]
    try:
        run = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "mlir-opt-19 timed out reading it"
    return None if run.returncode == 0 else first_error(run.stderr)


def first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if ": error:" in line:
            return line.split(": error:", 1)[1].strip()
    return (stderr.strip().splitlines() or ["(no message)"])[0]


def extract(tests: Path, dirs: list[str], only: str | None, out: Path, timeout: float) -> Extraction:
    pairs, rejected, skipped = [], [], {}
    pipeline_cpu = 0.0  # mlir-opt-19 running the RUN lines (not the re-read checks)
    for d in dirs:
        for path in sorted((tests / d).rglob("*.mlir")):
            rel = str(path.relative_to(tests))
            if only and only not in rel:
                continue
            text = path.read_text(errors="replace")
            run = first_mlir_opt_run(text)
            if isinstance(run, str):
                skipped[rel] = run
                continue
            for line, body in chunks(text, run.split):
                stem = out / rel.replace("/", "__").removesuffix(".mlir") / f"L{line}"
                stem.parent.mkdir(parents=True, exist_ok=True)
                # Named for the test file, so that locations in reports name it.
                src = stem.with_name(f"L{line}.{path.name}")
                src.write_text(body)
                cpu0 = _children_cpu()
                code, output, err = run_mlir_opt(run.commands, src, timeout)
                pipeline_cpu += _children_cpu() - cpu0
                if code != 0:
                    rejected.append((rel, line, src, first_error(err)))
                    continue
                tgt = stem.with_name(f"L{line}.out.{path.name}")
                tgt.write_text(output)
                unreadable = rereads(tgt, run.unregistered, timeout)
                if unreadable is not None:
                    rejected.append((rel, line, tgt, f"mlir-opt-19 cannot read its own output: {unreadable}"))
                    continue
                options = ["--allow-unregistered-dialect"] if run.unregistered else []
                pairs.append(Pair(rel, line, src, tgt, options))
    return Extraction(pairs, rejected, skipped, pipeline_cpu)


def save(ex: Extraction, out: Path) -> None:
    doc = {
        "pairs": [[p.test, p.line, str(p.src), str(p.tgt), p.options] for p in ex.pairs],
        "rejected": [[t, line, str(s), e] for t, line, s, e in ex.rejected],
        "skipped": ex.skipped,
        "mlir_opt_cpu": ex.mlir_opt_cpu,
    }
    (out / "extraction.json").write_text(json.dumps(doc, indent=1))


def load(out: Path) -> Extraction:
    doc = json.loads((out / "extraction.json").read_text())
    return Extraction(
        [Pair(t, line, Path(s), Path(g), o) for t, line, s, g, o in doc["pairs"]],
        [(t, line, Path(s), e) for t, line, s, e in doc["rejected"]],
        doc["skipped"],
        doc["mlir_opt_cpu"],
    )


# --- tv-check -----------------------------------------------------------------------

def _proc_cpu(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


FUNC_DEF = re.compile(r"^\s*func\.func\b", re.MULTILINE)


def count_functions(src: Path) -> int:
    """Functions with a body in a chunk (a declaration, `func.func private
    @f(index)`, has no `{` before the next function), at least 1."""
    text = src.read_text(errors="replace")
    starts = [m.start() for m in FUNC_DEF.finditer(text)]
    ends = [*starts[1:], len(text)]
    return max(1, sum(1 for a, b in zip(starts, ends) if "{" in text[a:b]))


def solver_env(rlimit: int) -> dict[str, str]:
    """tv-check's environment: work mode with `rlimit` z3 units per query
    (`TVMLIR_RLIMIT`, no wall-clock limit), or, for 0, the wall-clock
    `--smt-to` (an inherited TVMLIR_RLIMIT removed)."""
    env = dict(os.environ)
    if rlimit:
        env["TVMLIR_RLIMIT"] = str(rlimit)
    else:
        env.pop("TVMLIR_RLIMIT", None)
    return env


def check_pairs(pairs: list[Pair], tv_check: str, shared: list[str], pair_cpu: float, work: Path,
                env: dict[str, str] | None = None) -> float:
    """Runs every pair in as few `tv-check --pairs` processes as the
    watchdog allows (`pair_cpu` CPU seconds per function of a pair);
    fills in each pair's exit code and report lines.  Returns tv-check's
    CPU seconds."""
    for p in pairs:
        p.functions = count_functions(p.src)
    by_name = {f"{p.src} {p.tgt}": p for p in pairs}
    todo = list(pairs)
    cpu = 0.0
    while todo:
        listing = work / f"pairs.{os.getpid()}.list"
        listing.write_text("".join(
            " ".join(shlex.quote(x) for x in (str(p.src), str(p.tgt), *p.options)) + "\n" for p in todo
        ))
        cpu0 = _children_cpu()
        proc = subprocess.Popen([tv_check, "--pairs", str(listing), *shared], stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, bufsize=1, env=env)
        done: set[str] = set()
        current: Pair | None = None
        pair_start = _proc_cpu(proc.pid)
        killed = None
        assert proc.stdout is not None
        while True:
            ready, _, _ = select.select([proc.stdout], [], [], 1.0)
            if ready:
                line = proc.stdout.readline()
                if not line:
                    break
                m = re.match(r"^(\S.*): exit (\d) \(([\d.]+) s\)$", line.rstrip("\n"))
                if m and m.group(1) in by_name:
                    current = by_name[m.group(1)]
                    current.exit_code, current.seconds = int(m.group(2)), float(m.group(3))
                    current.lines = []
                    done.add(m.group(1))
                    pair_start = _proc_cpu(proc.pid)
                elif line.startswith("  ") and current is not None:
                    current.lines.append(line.strip())
                continue
            if proc.poll() is not None:
                continue
            running = next((p for p in todo if f"{p.src} {p.tgt}" not in done), None)
            if running is None:  # every pair reported; the process is exiting
                continue
            if _proc_cpu(proc.pid) - pair_start > pair_cpu * running.functions:
                killed = running
                proc.kill()
        proc.wait()
        cpu += _children_cpu() - cpu0
        if killed is not None:
            budget = pair_cpu * killed.functions
            killed.exit_code, killed.seconds, killed.lines = 2, budget, [
                f"timeout (watchdog: over {budget:g} s CPU, {pair_cpu:g} s per function)"]
            done.add(f"{killed.src} {killed.tgt}")
        remaining = [p for p in todo if f"{p.src} {p.tgt}" not in done]
        if killed is None and remaining:
            # The process ended without reporting them: a crash of the batch itself.
            for p in remaining:
                p.exit_code, p.lines = 4, [f"tv-check --pairs ended (exit {proc.returncode}) before this pair"]
            remaining = []
        todo = remaining
    return cpu


def parse_pairs(pairs: list[Pair], pair_cpu: float, reader: str | None) -> float:
    """`--parse-only`: each side read as tv-check reads it (in this process,
    no solving): exit 0 when both read, else the first side's error as
    tv-check would report it (3) or an internal error (4)."""
    import signal

    from tvmlir.ir.diagnostics import BadInput
    from tvmlir.ir.mlir_opt_reader import reader_mode
    from tvmlir.refinement.module import load

    mode = reader_mode(reader)

    def alarm(signum, frame):
        raise TimeoutError

    signal.signal(signal.SIGALRM, alarm)
    cpu0 = time.process_time()
    for p in pairs:
        t0 = time.process_time()
        p.exit_code, p.lines = 0, []
        for path in (p.src, p.tgt):
            signal.alarm(max(1, int(pair_cpu)))
            try:
                load(str(path), None, "--allow-unregistered-dialect" in p.options, mode)
            except BadInput as e:
                p.exit_code, p.lines = getattr(e, "exit_code", 3), [str(e)]
            except TimeoutError:
                p.exit_code, p.lines = 2, ["timeout (reading)"]
            except Exception as e:  # noqa: BLE001 - a reader crash is what this counts
                p.exit_code, p.lines = 4, [f"internal error: {type(e).__name__}: {e}"]
            finally:
                signal.alarm(0)
            if p.exit_code:
                break
        p.seconds = time.process_time() - t0
    return time.process_time() - cpu0


# --- classification -----------------------------------------------------------------

def outcome(p: Pair) -> str:
    if p.exit_code == 0:
        return "read" if p.lines == ["(read only)"] else "verified"
    if p.exit_code == 1:
        return "FAILED"
    if p.exit_code == 2:
        return "unsupported" if any("unsupported (" in x for x in p.lines) else "timeout"
    if p.exit_code == 3:
        return "nothing to check" if any("no function with a body to check" in x for x in p.lines) else "bad input"
    return "crash"


def unsupported_reason(p: Pair) -> str:
    """The first unsupported line's op (or reason), for the histogram."""
    for x in p.lines:
        m = re.search(r"unsupported \((.*)\)$", x)
        if m:
            reason = re.sub(r" at \S+:\d+:\d+", "", m.group(1))
            if reason.startswith("tvmlir cannot read this valid MLIR: "):  # say what it could not read
                return re.sub(r"\d+", "N", reason)[:100]
            return reason.split(":")[0].strip()[:70]
    return "?"


def error_message(p: Pair) -> str:
    """The bad-input error, without its location (for grouping)."""
    for x in p.lines:
        m = re.search(r"(?:error|internal error): (.*)$", x)
        if m:
            return re.sub(r"\d+", "N", m.group(1))[:110]
    return (p.lines or ["?"])[0][:110]


def error_location(p: Pair) -> str:
    for x in p.lines:
        m = re.match(r"(\S+?):(\d+):(\d+): error", x)
        if m:
            side = "out" if ".out." in m.group(1) else "src"
            return f"{p.test}:{m.group(2)}:{m.group(3)} ({side})"
    return f"{p.test}:{p.line}"


def table(pairs: list[Pair]) -> str:
    rows = defaultdict(Counter)
    for p in pairs:
        rows[p.test][outcome(p)] += 1
        rows["all"][outcome(p)] += 1
    width = max(len(k) for k in rows) if rows else 10
    cols = [o for o in OUTCOMES if o != "read" or rows["all"][o]]
    head = f"{'test file':{width}} | pairs | " + " | ".join(cols)
    lines = [head, "-" * len(head)]
    for key in sorted(k for k in rows if k != "all") + ["all"]:
        c = rows[key]
        total = sum(c.values())
        lines.append(f"{key:{width}} | {total:5} | " + " | ".join(f"{c[o]:{len(o)}}" for o in cols))
    return "\n".join(lines)


def report(ex: Extraction, cpu: float, args) -> str:
    pairs = ex.pairs
    out = [table(pairs), ""]
    c = Counter(outcome(p) for p in pairs)
    n = len(pairs) or 1
    out.append("totals: " + ", ".join(f"{c[o]} {o} ({100 * c[o] / n:.0f}%)" for o in OUTCOMES if o != "read" or c[o]))
    out.append(f"chunks mlir-opt-19 rejects (no pair): {len(ex.rejected)}; "
               f"test files without a runnable mlir-opt RUN line: {len(ex.skipped)}")
    ratio = cpu / ex.mlir_opt_cpu if ex.mlir_opt_cpu else float("nan")
    out.append(f"CPU time: tv-check {cpu:.1f} s on {len(pairs)} pairs, mlir-opt-19 {ex.mlir_opt_cpu:.1f} s "
               f"on the chunks (ratio {ratio:.1f})")
    reasons = Counter(unsupported_reason(p) for p in pairs if outcome(p) == "unsupported")
    out.append(f"\nunsupported, by reason ({sum(reasons.values())}):")
    out += [f"  {k:5} {r}" for r, k in reasons.most_common(args.top)]
    for kind in ("bad input", "crash"):
        errors = defaultdict(list)
        for p in pairs:
            if outcome(p) == kind:
                errors[error_message(p)].append(p)
        total = sum(len(v) for v in errors.values())
        title = "bad input on MLIR that mlir-opt-19 accepts (reader bugs)" if kind == "bad input" else "crashes (exit 4)"
        out.append(f"\n{title}: {total}, by first error:")
        for msg, ps in sorted(errors.items(), key=lambda kv: -len(kv[1]))[: args.top]:
            out.append(f"  {len(ps):5} {msg}")
            out.append(f"        e.g. {error_location(ps[0])}")
    failed = [p for p in pairs if outcome(p) == "FAILED"]
    out.append(f"\nFAILED: {len(failed)}")
    for p in failed:
        first = next((x for x in p.lines if "FAILED" in x), "")
        out.append(f"  {p.name}: {first}")
    return "\n".join(out)


def sample_spec(text: str) -> tuple[int, int]:
    """`K/N` (0 <= K < N) for `--sample`."""
    m = re.fullmatch(r"(\d+)/(\d+)", text)
    if not m or not 0 <= int(m.group(1)) < int(m.group(2)):
        raise argparse.ArgumentTypeError(f"expected K/N with 0 <= K < N, got {text!r}")
    return int(m.group(1)), int(m.group(2))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mlir-test", metavar="DIR", help="mlir/test of LLVM 19.1.7 (default: $MLIR_TEST_DIR)")
    ap.add_argument("--download", metavar="DEST", help="fetch the tests with apt-get source into DEST")
    ap.add_argument("--dirs", default=",".join(DIRS), help="comma-separated directories under mlir/test")
    ap.add_argument("--only", metavar="SUBSTRING", help="only test files whose path contains SUBSTRING")
    ap.add_argument("--smt-to", type=int, default=2000, metavar="MS", help="tv-check's solver timeout per query")
    ap.add_argument("--rlimit", type=int, default=5_000_000, metavar="N",
                    help="z3 resource units per solver query (tv-check's work mode, TVMLIR_RLIMIT; about 2.5 "
                         "million per CPU second); 0: --smt-to ms of wall clock per query instead")
    ap.add_argument("--pair-cpu", type=float, default=30.0, metavar="S",
                    help="CPU seconds per function of a pair before the pair counts as a timeout")
    ap.add_argument("--mlir-opt-timeout", type=float, default=60.0, metavar="S")
    ap.add_argument("--tv-check", default=TV_CHECK, help="the tv-check to run (e.g. another checkout's)")
    ap.add_argument("--tv-check-option", action="append", default=[], metavar="OPT",
                    help="more options for every pair (repeatable)")
    ap.add_argument("--keep", metavar="DIR", help="write the pairs into DIR (kept)")
    ap.add_argument("--reuse", metavar="DIR", help="reuse the pairs a --keep run wrote into DIR")
    ap.add_argument("--reader", choices=("auto", "native", "mlir-opt"),
                    help="tv-check's --reader (default: tv-check's default)")
    ap.add_argument("--parse-only", action="store_true",
                    help="only read both sides of each pair (in this process, as tv-check reads them)")
    ap.add_argument("--extract-only", action="store_true", help="only build the pairs (with --keep)")
    ap.add_argument("--sample", metavar="K/N", type=sample_spec,
                    help="only the pairs whose index in the extraction is K modulo N (a deterministic sample; "
                         "different K give disjoint samples, e.g. a held-out one)")
    ap.add_argument("--json", metavar="FILE", help="also write every pair's outcome as JSON")
    ap.add_argument("--top", type=int, default=40, help="lines per histogram")
    args = ap.parse_args(argv)

    tmp = None
    if args.reuse:
        work = Path(args.reuse).resolve()
        ex = load(work)
    else:
        tests = find_tests(args)
        if args.keep:
            work = Path(args.keep).resolve()
            work.mkdir(parents=True, exist_ok=True)
        else:
            tmp = tempfile.TemporaryDirectory(prefix="mlir-upstream-")
            work = Path(tmp.name)
        ex = extract(tests, [d for d in args.dirs.split(",") if d], args.only, work / "pairs", args.mlir_opt_timeout)
        save(ex, work)
        if args.extract_only:
            print(f"{len(ex.pairs)} pairs, {len(ex.rejected)} chunks rejected by mlir-opt-19, "
                  f"{len(ex.skipped)} files skipped; mlir-opt-19 CPU {ex.mlir_opt_cpu:.1f} s")
            return 0
    if args.sample:
        k, n = args.sample
        ex.pairs = [p for i, p in enumerate(ex.pairs) if i % n == k]
    if args.only and args.reuse:
        ex.pairs = [p for p in ex.pairs if args.only in p.test]
    shared = ["--smt-to", str(args.smt_to), *args.tv_check_option]
    if args.reader:
        shared += ["--reader", args.reader]
    start = time.perf_counter()
    if args.parse_only:
        cpu = parse_pairs(ex.pairs, args.pair_cpu, args.reader)
        for p in ex.pairs:
            if p.exit_code == 0:
                p.lines = ["(read only)"]
    else:
        cpu = check_pairs(ex.pairs, args.tv_check, shared, args.pair_cpu, work, solver_env(args.rlimit))
    wall = time.perf_counter() - start
    print(report(ex, cpu, args))
    budget = f"TVMLIR_RLIMIT={args.rlimit} (work mode)" if args.rlimit else "wall-clock --smt-to"
    print(f"\n(tv-check wall {wall:.0f} s; {budget}; {args.tv_check} {' '.join(shared)}; "
          f"--pair-cpu {args.pair_cpu:g} per function)")
    if args.json:
        Path(args.json).write_text(json.dumps([
            {"pair": p.name, "outcome": outcome(p), "exit_code": p.exit_code, "seconds": p.seconds, "lines": p.lines}
            for p in ex.pairs
        ], indent=1))
    if tmp is not None:
        tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
