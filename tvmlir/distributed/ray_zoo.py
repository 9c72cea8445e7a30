"""Verify a model zoo with Ray: one task per model file, each the Python
API (`tvmlir.api.verify`) in a Ray worker.

Why Ray: a zoo outgrows one machine, and scheduling, retries and data
movement across machines are Ray's job (`ray.init(address=...)` joins a
cluster; without an address it starts a local one).  tvmlir only says what
one task is.  Results come back as data: each model's `ModuleReport`, or
the one-line bad-input error that model gave (a bad model never stops the
others).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tvmlir.api import VerifySettings
from tvmlir.verify.module_report import ModuleReport


@dataclass(frozen=True)
class ZooResult:
    path: str
    report: ModuleReport | None
    error: str | None = None
    """`file:line:col: error: ...` when the model is bad input."""

    @property
    def exit_code(self) -> int:
        return 3 if self.report is None else self.report.exit_code


def verify_zoo(
    paths: Sequence[str],
    settings: VerifySettings = VerifySettings(),
    address: str | None = None,
    num_cpus: int | None = None,
) -> list[ZooResult]:
    """Each model of `paths` verified as a Ray task, results in order."""
    import ray

    if not ray.is_initialized():
        ray.init(
            address=address, num_cpus=num_cpus, include_dashboard=False,
            log_to_driver=False, configure_logging=False,
        )  # fmt: skip
    task = ray.remote(_verify_one)
    return list(ray.get([task.remote(p, settings) for p in paths]))


def _verify_one(path: str, settings: VerifySettings) -> ZooResult:
    from tvmlir.api import verify
    from tvmlir.ir.diagnostics import BadInput

    try:
        return ZooResult(path, verify(path, settings))
    except BadInput as e:
        return ZooResult(path, None, str(e))
