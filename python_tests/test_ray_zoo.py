"""The `[ray]` path (tvmlir/distributed/ray_zoo.py) on the model zoo: the
PyTorch model exports of lit_tests/Inputs/torch verified as Ray tasks on a
local cluster this test starts give, function by function, the verdicts
of the serial run in this process (the Python API).  Marked `ray`:
`scripts/check --heavy` installs the extra and runs it."""

from pathlib import Path

import pytest

import tvmlir

pytestmark = pytest.mark.ray

# The first eight models of the zoo: enough to show Ray's verdicts are the
# serial ones; all 24 took 18 min on a loaded 2-core machine.
MODELS = [Path(__file__).parent.parent / "lit_tests" / "Inputs" / "torch" / f"{n}.mlir" for n in (
    "attention", "batched_attention", "convnet", "gelu", "layernorm", "mlp", "softmax", "transformer_block")]


def verdicts(report):
    return [(f.function, f.verdict_text()) for f in report.functions]


def test_the_model_zoo_on_a_local_ray_cluster_has_the_serial_verdicts():
    ray = pytest.importorskip("ray", reason="the [ray] extra is not installed")
    from tvmlir.distributed.ray_zoo import verify_zoo

    assert len(MODELS) >= 8
    serial = {str(p): verdicts(tvmlir.verify(p)) for p in MODELS}
    try:
        results = verify_zoo(list(serial), num_cpus=2)
    finally:
        ray.shutdown()
    assert [r.error for r in results] == [None] * len(MODELS)
    assert {r.path: verdicts(r.report) for r in results} == serial
    assert all(v for v in serial.values())  # each model has a verified or failed function, not nothing
