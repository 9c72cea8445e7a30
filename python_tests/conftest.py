"""Shared fixtures: a tvmlir context and helpers to parse and print.

Solver budgets in the tests are z3 work units, never wall-clock time
(`tvmlir.smt.budget`): TVMLIR_RLIMIT is set here for every test and every
tool a test starts, unless the environment sets it (empty: the tools'
wall-clock defaults, to measure).
"""

import os
from io import StringIO

import pytest
from xdsl.context import Context
from xdsl.ir import Operation
from xdsl.printer import Printer

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.smt.budget import RLIMIT_ENV, TEST_RLIMIT

os.environ.setdefault(RLIMIT_ENV, str(TEST_RLIMIT))


@pytest.fixture
def ctx() -> Context:
    return make_context()


def parse(ctx: Context, text: str, name: str = "test.mlir"):
    return parse_module(ctx, text, name)


def show(op: Operation, generic: bool = False) -> str:
    out = StringIO()
    Printer(stream=out, print_generic_format=generic).print_op(op)
    return out.getvalue()


def pytest_terminal_summary(terminalreporter):
    """Print the adversarial suite's count line (`test_soundness_suite.py`)
    at the end of the run.  It travels as a user property of the test's
    report, so it also reaches the summary from a worker process."""
    seen = set()
    for reports in terminalreporter.stats.values():
        for r in reports:
            if getattr(r, "when", None) != "call":
                continue
            for key, value in getattr(r, "user_properties", ()):
                if key == "adversarial suite" and value not in seen:
                    seen.add(value)
                    terminalreporter.write_line(value)


# No test's outcome may depend on the machine's load: Hypothesis's default
# per-example deadline (200 ms of wall clock) is off for every property
# test (session 35: `test_index_values_round_trip_through_index_terms` took
# 506 ms on a loaded machine and failed the whole suite).
from hypothesis import settings as _hypothesis_settings

_hypothesis_settings.register_profile("tvmlir", deadline=None)
_hypothesis_settings.load_profile("tvmlir")
