"""The budgets of `benchmarks/mlir_upstream_tests.py`: work-mode solver
budgets and a watchdog per function, so that a timeout does not depend on
the machine's load or on how many functions a test chunk holds."""

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "mlir_upstream_tests.py"


def _bench():
    spec = importlib.util.spec_from_file_location("mlir_upstream_tests", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_functions_with_a_body_are_counted(tmp_path):
    chunk = tmp_path / "chunk.mlir"
    chunk.write_text(
        "\n\nfunc.func private @callee(%i: index, %j: index)\n"
        "func.func @a(%x: i32) -> i32 {\n  return %x : i32\n}\n"
        "  func.func @b(%x: i32,\n      %y: i32) -> i32 {\n  return %y : i32\n}\n"
    )
    assert _bench().count_functions(chunk) == 2
    empty = tmp_path / "empty.mlir"
    empty.write_text("module {}\n")
    assert _bench().count_functions(empty) == 1


def test_work_mode_sets_the_rlimit_and_wall_clock_mode_removes_it(monkeypatch):
    bench = _bench()
    monkeypatch.setenv("TVMLIR_RLIMIT", "7")
    assert bench.solver_env(5_000_000)["TVMLIR_RLIMIT"] == "5000000"
    assert "TVMLIR_RLIMIT" not in bench.solver_env(0)
