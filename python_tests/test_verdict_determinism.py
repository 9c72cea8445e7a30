"""A verdict is a function of the input and the budget, never of the
process (`tvmlir.smt.budget.check_counted`, design-notes section 15).

The same inferred-claims verification (IREE's stored CUDA codegen of a
3x4x3 reduction, `verify{spec=...}`) runs in two subprocesses that differ
in what a process can differ in: the hash seed (set and dict iteration
over strings), and the z3 context's history (the second process verifies
the same program once before, so every z3 term of the second run has
other numbers and every fresh constant another name).  The reports must
be the same text, and every query must use the same z3 resource units:
units are what decides `timeout` at the edge of a budget, so equal units
are what makes that verdict reproducible (session 35: IREE's argmax
dispatch was verified after another dispatch and `timeout` alone)."""

import os
import re
import subprocess
import sys
from pathlib import Path

INPUTS = Path(__file__).parent.parent / "lit_tests" / "Inputs" / "iree_codegen"
STEM = "residual_reduction"

PROBE = r"""
import os, sys, tempfile
from tvmlir.tools.tv_opt import TvOptMain

inputs, stem, before = sys.argv[1], sys.argv[2], int(sys.argv[3])
sys.stderr = sys.stdout  # the report


def verify():
    with tempfile.TemporaryDirectory() as tmp:
        code = TvOptMain(["-p", f'verify{{spec="{inputs}/{stem}.source.mlir" assume-reassoc=true '
                                'workgroup-allocs=shared}', f"{inputs}/{stem}.codegen.mlir",
                          "-o", os.path.join(tmp, "out.mlir")]).run()
        print("exit", code)
    sys.stdout.flush()


for _ in range(before):
    verify()
log = os.environ["TVMLIR_RLIMIT_LOG"]
open(log, "w").close()
print("MEASURED", flush=True)
verify()
print([line.split("\t")[:2] for line in open(log)])
"""


def _run(tmp_path: Path, hash_seed: str, before: int) -> str:
    log = tmp_path / f"rlimit-{hash_seed}.log"
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "TVMLIR_RLIMIT_LOG": str(log)}
    done = subprocess.run([sys.executable, "-c", PROBE, str(INPUTS), STEM, str(before)], env=env,
                          capture_output=True, text=True, check=True)
    measured = done.stdout.split("MEASURED\n", 1)[1]
    return re.sub(r"\d+(\.\d+)?\s*s\b", "<time>", measured)  # times are allowed to differ


def test_report_and_units_do_not_depend_on_the_process(tmp_path):
    cold = _run(tmp_path, "1", before=0)
    warm = _run(tmp_path, "2", before=1)
    assert "exit 0" in cold and ": verified" in cold
    assert cold == warm
