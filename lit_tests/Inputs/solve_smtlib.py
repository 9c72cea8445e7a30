"""Solve every .smt2 file of a directory with the z3 executable and cvc5
(through tvmlir.smt.solvers) and print `name: z3 V, cvc5 V` per file."""

import sys
from pathlib import Path

from tvmlir.smt.solvers import run_cvc5, run_z3_cli


def main() -> int:
    for path in sorted(Path(sys.argv[1]).glob("*.smt2")):
        text = path.read_text()
        z3v = run_z3_cli(text, 20000)[0].verdict
        cvc5v = run_cvc5(text, 20000)[0].verdict
        print(f"{path.name}: z3 {z3v}, cvc5 {cvc5v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
