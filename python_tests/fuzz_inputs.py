"""Input fuzzing of tv-opt and tv-check: mutated real inputs, and the
contract every run must keep whatever the input.

Shared by `test_fuzz.py` (bounded, deterministic, in the default suite) and
`benchmarks/fuzz.py` (a longer sweep).  The contract (CONTRIBUTING.md):
* exit 3 with exactly one `file:line:col: error: ...` line on stderr, or a
  verdict (0, 1, 2) if the mutated input happens to be valid;
* never a traceback, never exit 4, never a hang;
* no output in the `-o` target unless the run succeeded (exit 0 or 2).
"""

from __future__ import annotations

import contextlib
import io
import random
import re
import signal
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCATED_ERROR = re.compile(r"[^\n]+:\d+:\d+: error: [^\n]+\n")
PRECIOUS = "precious: tv-opt must not touch this on failure\n"

TV_OPT_MODES: tuple[tuple[str, ...], ...] = (
    (),
    ("--annotate",),
    ("-p", "annotate,lower,verify{rlimit=5000000}"),
)
"""tv-opt's runs per input: plain parse, --annotate, and --annotate --lower
--verify (as a pipeline, for a short solver budget: z3 work units, so
that what finishes is the same on a loaded machine)."""

TV_CHECK_OPTIONS: tuple[str, ...] = ("--rlimit", "5000000")


# --- inputs ---------------------------------------------------------------


def seed_files(rng: random.Random, lit_sample: int) -> list[Path]:
    """examples/*.mlir and a sample of small lit inputs.

    The sample is the `lit_sample` files whose hash, salted by one draw of
    `rng`, is smallest: for a fixed seed it stays the same when lit tests
    are added (a new file enters only if its own hash is among the
    smallest), so the default suite's fuzz test does not change inputs,
    and cost, every time the lit suite grows.  `rng.sample` over the
    sorted list picked other files after each addition (session 34: two
    truncated tiled-matmul mutants came to cost 100 s of its 150)."""
    import hashlib

    examples = sorted((ROOT / "examples").glob("*.mlir"))
    lit = [
        p
        for p in (ROOT / "lit_tests").rglob("*.mlir")
        if "Output" not in p.parts and p.stat().st_size < 4000
    ]
    salt = rng.random()

    def key(p: Path) -> str:
        return hashlib.sha256(f"{salt}:{p.relative_to(ROOT).as_posix()}".encode()).hexdigest()

    return examples + sorted(sorted(lit, key=key)[:lit_sample])


def truncate(text: str, rng: random.Random) -> str:
    return text[: rng.randrange(len(text) + 1)]


_FLIP_CHARS = '{}()<>[]%@"#:,=x-0123456789 \n\\?!^.'


def flip(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 3)):
        if not chars:
            break
        i = rng.randrange(len(chars))
        chars[i] = rng.choice(_FLIP_CHARS) if rng.random() < 0.8 else chr(rng.randrange(1, 0x800))
    return "".join(chars)


_DIM = re.compile(r"(?<=[<x])\d+(?=x)")
_HUGE = ("99999999999999999999999", "9223372036854775807", "9223372036854775808", "0", "4294967296")


def huge_size(text: str, rng: random.Random) -> str:
    dims = list(_DIM.finditer(text))
    if not dims:
        return truncate(text, rng)
    m = rng.choice(dims)
    return text[: m.start()] + rng.choice(_HUGE) + text[m.end() :]


def unterminated_string(text: str, rng: random.Random) -> str:
    i = rng.randrange(len(text) + 1)
    return text[:i] + '"' + "a" * rng.randint(20, 60) + text[i:].split("\n", 1)[-1]


def deep_regions(rng: random.Random, n: int | None = None) -> str:
    n = n or rng.choice((99, 150, 400))
    return (
        "func.func @f(%c: i1, %x: i32) -> i32 {\n"
        + "scf.if %c {\n" * n
        + "}\n" * n
        + "  return %x : i32\n}\n"
    )


def deep_type(rng: random.Random) -> str:
    n = rng.choice((150, 2000))
    nest = rng.choice(("tuple<", "memref<2x", "vector<2x", "tensor<2x"))
    return f"func.func private @f({nest * n}i32{'>' * n})\n"


def drop_line(text: str, rng: random.Random) -> str:
    """Lines deleted or duplicated: mostly still parses, so the passes and
    the checkers see inputs that are well-formed but wrong."""
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    if rng.random() < 0.5:
        del lines[i]
    else:
        lines.insert(i, lines[i])
    return "\n".join(lines)


MUTATIONS: tuple[Callable[[str, random.Random], str], ...] = (
    truncate,
    truncate,
    flip,
    flip,
    huge_size,
    unterminated_string,
    drop_line,
)


def mutants(rng: random.Random, files: Sequence[Path], count: int) -> list[tuple[str, str]]:
    """`count` (name, text) pairs: mutations of `files`, and synthesized
    deep nesting."""
    out = []
    for k in range(count):
        if k % 8 == 7:
            make = rng.choice((deep_regions, deep_type))
            out.append((f"{k}-{make.__name__}", make(rng)))
            continue
        path = rng.choice(files)
        mutate = rng.choice(MUTATIONS)
        out.append((f"{k}-{mutate.__name__}-{path.stem}", mutate(path.read_text(), rng)))
    return out


# --- running --------------------------------------------------------------


class Hang(BaseException):
    """Raised by the alarm: a BaseException, so that the tools' catch-all for
    internal errors does not turn it into an exit code."""


@dataclass
class Outcome:
    code: int | None
    out: str
    err: str


def run_in_process(main: Callable[[list[str]], None], argv: list[str], timeout: int) -> Outcome:
    """Run a tool's `main(argv)` here, with stdout/stderr captured and an
    alarm as the hang detector."""

    def alarm(signum, frame):
        raise Hang(f"no answer within {timeout} s")

    out, err = io.StringIO(), io.StringIO()
    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(timeout)
    code: int | None = None
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            main(argv)
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 4
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    return Outcome(code, out.getvalue(), err.getvalue())


def run_subprocess(module: str, argv: list[str], timeout: int) -> Outcome:
    try:
        proc = subprocess.run(
            [sys.executable, "-m", module, *argv], capture_output=True, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        raise Hang(f"no answer within {timeout} s") from None
    return Outcome(proc.returncode, proc.stdout, proc.stderr)


def contract_violations(outcome: Outcome, target: Path | None = None) -> list[str]:
    """What `outcome` breaks of the contract (module docstring)."""
    problems = []
    if "Traceback" in outcome.err:
        problems.append("a traceback on stderr")
    if outcome.code not in (0, 1, 2, 3):
        problems.append(f"exit code {outcome.code}")
    if outcome.code == 3:
        if not LOCATED_ERROR.fullmatch(outcome.err):
            problems.append(f"not one file:line:col error line: {outcome.err[:300]!r}")
        if outcome.out:
            problems.append("output on stdout despite bad input")
    if target is not None and outcome.code in (1, 3) and target.read_text() != PRECIOUS:
        problems.append("the -o target was written on failure")
    return problems


def check_text(
    name: str,
    text: str,
    workdir: Path,
    tv_opt_main: Callable,
    tv_check_main: Callable,
    timeout: int = 300,
    modes: Sequence[Sequence[str]] = TV_OPT_MODES,
) -> list[str]:
    """Every tool run on `text`, in process; the violations, each named."""
    src = workdir / f"{name}.mlir"
    src.write_text(text, encoding="utf-8", errors="surrogatepass")
    target = workdir / f"{name}.out.mlir"
    problems = []
    for mode in modes:
        target.write_text(PRECIOUS)
        argv = [*mode, str(src), "-o", str(target)]
        try:
            outcome = run_in_process(tv_opt_main, argv, timeout)
        except Hang as e:
            problems.append(f"{name}: tv-opt {' '.join(mode)}: {e}")
            continue
        problems += [f"{name}: tv-opt {' '.join(mode)}: {p}" for p in contract_violations(outcome, target)]
    try:
        outcome = run_in_process(tv_check_main, [*TV_CHECK_OPTIONS, str(src), str(src)], timeout)
    except Hang as e:
        return problems + [f"{name}: tv-check: {e}"]
    return problems + [f"{name}: tv-check: {p}" for p in contract_violations(outcome)]
