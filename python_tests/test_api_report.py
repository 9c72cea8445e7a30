"""The Python API (`tvmlir.verify`), the module report and its JSON schema,
`verify{jobs=N}` and `verify{json=FILE}`."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import tvmlir
from tvmlir.ir.diagnostics import BadInput
from tvmlir.verify.module_report import SCHEMA

PROGRAMS = Path(__file__).parent.parent / "lit_tests" / "Inputs" / "programs"

TWO = """
func.func @add(%a: tensor<8xf32>, %b: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.add ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @mm(%A: tensor<4x8xf32>, %B: tensor<8x4xf32>, %C: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x4xf32>) outs(%C : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
"""


def _shape(report):
    return [
        (f.function, f.verdict_text(), [(c.obligation, c.outcome.value, c.where) for c in f.checks])
        for f in report.functions
    ]


def test_verify_a_file_returns_verdicts_as_data():
    report = tvmlir.verify(PROGRAMS / "matmul.mlir")
    assert report.exit_code == 0
    assert [(f.function, f.verdict_text()) for f in report.functions] == [("matmul", "verified")]
    assert report.summary_line().startswith("summary: 1 function: 1 verified in ")


def test_jobs_give_the_same_reports_in_module_order():
    one = tvmlir.verify_text(TWO, "two.mlir")
    two = tvmlir.verify_text(TWO, "two.mlir", jobs=2)
    assert _shape(one) == _shape(two)
    assert [f.function for f in two.functions] == ["add", "mm"]
    assert len(two.seconds) == 2 and all(s > 0 for s in two.seconds)


def test_a_wrong_lowering_is_failed_in_the_report_and_its_json(tmp_path):
    # Lowered and annotated code, then a mutated store index.
    lowered = subprocess.run(
        [sys.executable, "-m", "tvmlir.tools.tv_opt", "--annotate", "--lower", str(PROGRAMS / "transpose.mlir")],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    assert "memref.store" in lowered
    report = tvmlir.verify_text(lowered, "t.mlir", passes="")
    assert report.exit_code == 0
    # The prophecy indices live in the kernels: swap the two thread ids.
    wrong = lowered.replace('"gpu.thread_id"() <{dimension = #gpu<dim x>}>', "TMP").replace(
        '"gpu.thread_id"() <{dimension = #gpu<dim y>}>', '"gpu.thread_id"() <{dimension = #gpu<dim x>}>'
    ).replace("TMP", '"gpu.thread_id"() <{dimension = #gpu<dim y>}>')
    assert wrong != lowered
    bad = tvmlir.verify_text(wrong, "t.mlir", passes="")
    assert bad.exit_code == 1
    doc = bad.to_json()
    assert doc["schema"] == SCHEMA and doc["exit_code"] == 1
    (fn,) = doc["functions"]
    assert fn["verdict"] == "failed" and fn["verdict_text"].startswith("FAILED (")
    assert any(o["outcome"] == "FAILED" for o in fn["obligations"])
    json.dumps(doc)  # plain data


def test_bad_input_raises_one_located_error():
    with pytest.raises(BadInput, match=r"^x\.mlir:1:\d+: error: "):
        tvmlir.verify_text("func.func @f(", "x.mlir")
    with pytest.raises(BadInput, match="cannot read the input"):
        tvmlir.verify("/nonexistent/model.mlir")


def test_a_module_without_spec_is_unsupported():
    report = tvmlir.verify_text("func.func @f() { return }", "e.mlir", passes="")
    assert report.exit_code == 2
    assert report.functions[-1].unsupported == "no function has a tv.spec"


def test_tv_opt_writes_the_json_report_and_a_summary(tmp_path):
    src = tmp_path / "two.mlir"
    src.write_text(TWO)
    out = tmp_path / "r.json"
    run = subprocess.run(
        [sys.executable, "-m", "tvmlir.tools.tv_opt", "-p", f'annotate,lower,verify{{jobs=2 json="{out}"}}', str(src)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert "summary: 2 functions: 2 verified in " in run.stderr
    doc = json.loads(out.read_text())
    assert doc["schema"] == SCHEMA and doc["summary"]["verified"] == 2
    assert [f["function"] for f in doc["functions"]] == ["add", "mm"]
    assert all(f["obligations"] for f in doc["functions"])


def test_tvmlir_verify_is_the_same_callable_whatever_was_imported():
    import tvmlir.verify.evaluator  # noqa: F401  binds tvmlir.verify to the package

    assert callable(tvmlir.verify)
    assert tvmlir.verify(PROGRAMS / "add_broadcast.mlir").exit_code == 0


@pytest.mark.ray
def test_a_zoo_on_a_local_ray_cluster(tmp_path):
    pytest.importorskip("ray", reason="the [ray] extra is not installed")
    from tvmlir.distributed.ray_zoo import verify_zoo

    paths = [str(PROGRAMS / "matmul.mlir"), str(PROGRAMS / "row_sum.mlir"), str(tmp_path / "missing.mlir")]
    results = verify_zoo(paths, num_cpus=2)
    assert [r.exit_code for r in results] == [0, 0, 3]
    assert results[0].report.functions[0].verdict_text() == "verified"
    assert "cannot read the input" in results[2].error
