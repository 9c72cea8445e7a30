"""`python -m tvmlir.smt.cvc5_run [--tlimit-per MS] [--rlimit-per N] FILE`: run an SMT-LIB
script through cvc5's Python API, printing what the cvc5 executable would.

Why: the `cvc5` pip package ships the solver as a library, not as an
executable; `InputParser` + `SymbolManager` execute SMT-LIB commands as the
cvc5 CLI does.  Running it as a process of its own (see `solvers.run_cvc5`)
gives a hard timeout and keeps a solver crash out of tvmlir.

Options set on the solver:
* `arrays-exp`: cvc5 needs it for constant arrays (`(as const ...)`); the
  cvc5 CLI user passes `--arrays-exp` for the same queries.
* `fp-exp` when the script uses a float format other than Float32 and
  Float64: cvc5 supports only those two by default (f16 and bf16 need the
  experimental FP solver; the cvc5 CLI user passes `--fp-exp`).  The
  script is run again with it when cvc5 says so.
* `tlimit-per` (ms per check) when `--tlimit-per` is given, `rlimit-per`
  (cvc5's resource units per check) when `--rlimit-per` is.

Exit code 0, or 1 after printing `(error "...")` for bad input.
"""

from __future__ import annotations

import argparse
import sys


def run(text: str, name: str = "<input>", tlimit_per_ms: int | None = None, rlimit_per: int | None = None) -> list[str]:
    """The outputs (one string per command that prints) of executing `text`."""
    outputs = _run(text, name, tlimit_per_ms, rlimit_per, fp_exp=False)
    if any("--fp-exp" in line for line in outputs):
        outputs = _run(text, name, tlimit_per_ms, rlimit_per, fp_exp=True)
    return outputs


def _run(text: str, name: str, tlimit_per_ms: int | None, rlimit_per: int | None, fp_exp: bool) -> list[str]:
    import cvc5

    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    solver.setOption("arrays-exp", "true")
    if fp_exp:
        solver.setOption("fp-exp", "true")
    if tlimit_per_ms is not None:
        solver.setOption("tlimit-per", str(tlimit_per_ms))
    if rlimit_per is not None:
        solver.setOption("rlimit-per", str(rlimit_per))
    symbols = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, symbols)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, name)
    outputs: list[str] = []
    while True:
        command = parser.nextCommand()
        if command.isNull():
            return outputs
        out = command.invoke(solver, symbols).strip()
        if out:
            outputs.append(out)


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(prog="python -m tvmlir.smt.cvc5_run")
    args.add_argument("file", help="SMT-LIB 2.6 script ('-' for stdin)")
    args.add_argument("--tlimit-per", type=int, default=None, metavar="MS")
    args.add_argument("--rlimit-per", type=int, default=None, metavar="N")
    ns = args.parse_args(argv)
    text = sys.stdin.read() if ns.file == "-" else open(ns.file).read()
    try:
        for line in run(text, ns.file, ns.tlimit_per, ns.rlimit_per):
            print(line, flush=True)
    except RuntimeError as e:  # cvc5 reports parse and sort errors so
        message = str(e).replace('"', "'").replace("\n", " ")
        print(f'(error "{message}")', flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
