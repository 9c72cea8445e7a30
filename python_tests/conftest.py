"""Shared fixtures: a tvmlir context and helpers to parse and print."""

from io import StringIO

import pytest
from xdsl.context import Context
from xdsl.ir import Operation
from xdsl.printer import Printer

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module


@pytest.fixture
def ctx() -> Context:
    return make_context()


def parse(ctx: Context, text: str, name: str = "test.mlir"):
    return parse_module(ctx, text, name)


def show(op: Operation, generic: bool = False) -> str:
    out = StringIO()
    Printer(stream=out, print_generic_format=generic).print_op(op)
    return out.getvalue()
