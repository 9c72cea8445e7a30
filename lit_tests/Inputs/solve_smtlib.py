"""Solve every SMT-LIB file of a directory with the z3 executable and cvc5.

usage: solve_smtlib.py DIR [TIMEOUT_MS]

Prints one line per file, in name order: `NAME: z3 VERDICT, cvc5 VERDICT`,
so a test can pin that both solvers agree with tvmlir's in-process verdict
on the queries `--emit-smtlib` wrote.
"""

import os
import sys

from tvmlir.smt.solvers import run_cvc5, run_z3_cli


def main() -> None:
    directory = sys.argv[1]
    timeout = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    names = sorted(n for n in os.listdir(directory) if n.endswith(".smt2"))
    if not names:
        sys.exit(f"solve_smtlib.py: no .smt2 file in {directory}")
    for name in names:
        with open(os.path.join(directory, name)) as f:
            text = f.read()
        z3 = " ".join(r.verdict for r in run_z3_cli(text, timeout))
        cvc5 = " ".join(r.verdict for r in run_cvc5(text, timeout))
        print(f"{name}: z3 {z3}, cvc5 {cvc5}")


if __name__ == "__main__":
    main()
