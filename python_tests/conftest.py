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
