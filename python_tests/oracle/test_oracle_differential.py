"""The differential soundness test (default suite, a subset; the full sweep
is benchmarks/oracle_sweep.py).

Programs of the prophetic test matrix, through tvmlir's `--lower` and the
real mlir-opt-19 GPU pipeline, and seeded mutants of each lowered output,
are verified (`--verify`, in process) and run (the oracle) on random and
edge-case inputs.  A program `--verify` calls verified whose execution
differs from its spec is a SOUNDNESS FAILURE: the test fails and prints
the program.  The unmutated programs must verify and match.
"""

import os
import sys

import pytest

from tvmlir.oracle.differential import EQUIVALENT, OURS, SOUNDNESS, UPSTREAM, Table, mlir_opt, sweep_program

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROGRAMS = os.path.join(ROOT, "lit_tests", "Inputs", "programs")
VERIFY = os.path.join(ROOT, "lit_tests", "passes", "verify")

SUBSET = ["matmul_dynamic", "row_max", "col_sum", "softmax"]  # dynamic sizes, fill, host reduction loop, temporaries
MUTANTS = 3  # per program and lowering, sampled across operators (seeded)

def _upstream() -> list[str] | None:
    tool = mlir_opt()
    if tool is None:
        return None
    sys.path.insert(0, os.path.join(ROOT, "lit_tests", "Inputs"))
    from mlir_gpu_pipeline import command

    return command(tool, "2,4")


def _report(table: Table) -> str:
    lines = [table.render()]
    for r in table.failures():
        lines.append(r.describe())
        if r.text:
            lines.append(r.text)
    return "\n".join(lines)


@pytest.mark.parametrize("lowering", [OURS, UPSTREAM])
@pytest.mark.parametrize("program", SUBSET)
def test_program_and_its_mutants(program, lowering):
    upstream = None
    if lowering == UPSTREAM:
        upstream = _upstream()
        if upstream is None:
            pytest.skip("mlir-opt-19 is not installed (Debian's mlir-19-tools)")
    table = Table()
    sweep_program(table, os.path.join(PROGRAMS, f"{program}.mlir"), lowering, MUTANTS, upstream=upstream)
    assert [r.category for r in table.baselines] == [EQUIVALENT], _report(table)
    assert len(table.results) == MUTANTS
    assert not table.failures(), _report(table)


@pytest.mark.parametrize("name", ["gpu-shared-tiles.mlir", "gpu-barrier.mlir"])
def test_hand_written_kernels_and_their_mutants(name):
    """Barriers and workgroup memory (which the lowerings never produce);
    the private <-> workgroup mutants are tested below.  The kernels'
    workgroup allocs are read as shared by the block (IREE's reading, by
    both --verify and the oracle)."""
    with open(os.path.join(VERIFY, name)) as f:
        text = f.read()
    table = Table()
    sweep_program(table, name, "hand-written", 5, runs=4, text=text, workgroup_allocs="shared")
    assert [r.category for r in table.baselines] == [EQUIVALENT], _report(table)
    assert not table.failures(), _report(table)


def test_private_alloc_mutant_is_not_verified():
    """The shared tiles moved to private memory: each thread then reads
    tile cells only other threads' copies hold (undefined).  --verify
    called these verified while it treated a plain alloc in a kernel with
    barriers as shared by the block (the oracle found it)."""
    with open(os.path.join(VERIFY, "gpu-shared-tiles.mlir")) as f:
        text = f.read()
    from tvmlir.oracle.differential import classify, parse
    from tvmlir.oracle.mutants import apply, mutants

    table = Table()
    module = parse(text, "gpu-shared-tiles.mlir")
    space = [m for m in mutants(module) if m.operator == "space"]
    assert space
    for m in space:
        table.add(classify(apply(module, m), "gpu-shared-tiles.mlir", "hand-written", m, runs=2, workgroup_allocs="shared"))
    assert not [r for r in table.results if r.category == SOUNDNESS], _report(table)


def test_every_mutant_is_well_typed():
    """A mutant that adds to an i32 operand adds an i32 constant: the
    `maxsi` of row_max_index's argmax (i32) got an `index` one, and the
    sweep raised on the ill-typed module (issue 21)."""
    from tvmlir.oracle.differential import lower, parse
    from tvmlir.oracle.mutants import apply, mutants

    upstream = _upstream()
    if upstream is None:
        pytest.skip("mlir-opt-19 is not installed (Debian's mlir-19-tools)")
    module = parse(lower(os.path.join(PROGRAMS, "row_max_index.mlir"), UPSTREAM, upstream), "row_max_index.mlir")
    sites = mutants(module)
    assert any(m.description.startswith("first operand + 1: arith.maxsi") for m in sites)
    for m in sites:
        apply(module, m).verify()
