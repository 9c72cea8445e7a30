"""Verify the functions of one module, timed, in order, possibly several at
once (`verify{jobs=N}`), with progress on a terminal.

Why processes, and why `fork`: z3 and isl objects cannot cross processes,
and re-parsing the module in each worker would cost more than small
functions take to verify.  A forked worker inherits the parsed module and
the options as they are; only the reports (plain data) come back.  Where
`fork` does not exist the functions are verified one after the other,
which gives the same reports.  The scheduling is the standard library's
process pool, one task per function; a model zoo across machines is
`tvmlir.distributed` (Ray).
"""

from __future__ import annotations

import multiprocessing
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

from xdsl.dialects.builtin import ModuleOp

from tvmlir.ir.diagnostics import OpError, bad_input_at_op
from tvmlir.verify.function import VerifyOptions, functions_to_verify, verify_function
from tvmlir.verify.module_report import ModuleReport
from tvmlir.verify.obligations import FunctionReport
from tvmlir.verify.pairing import module_level_reports

Progress = Callable[[int, int, str], None]

_inherited: tuple[ModuleOp, VerifyOptions, str] | None = None
"""The module a forked worker verifies, set by `_adopt` in the worker only
(the parent never sets it)."""


def verify_module_report(
    module: ModuleOp,
    options: VerifyOptions,
    default_file: str = "<input>",
    jobs: int = 1,
    progress: Progress | None = None,
) -> ModuleReport:
    """Every function's report, in module order, with its time, then the
    module-level reports (`pairing.module_level_reports`: functions of the
    source the module lacks, nested functions, and `unsupported` for a
    module with no spec at all)."""
    start = time.perf_counter()
    report = ModuleReport(default_file)
    functions = functions_to_verify(module)
    names = [f.sym_name.data for f in functions]
    if jobs > 1 and len(functions) > 1 and "fork" in multiprocessing.get_all_start_methods():
        results = _in_workers(module, options, default_file, jobs, names, progress)
    else:
        results = []
        for i, fn in enumerate(functions):
            if progress is not None:
                progress(i, len(functions), names[i])
            t = time.perf_counter()
            results.append((verify_function(module, fn, options, default_file), time.perf_counter() - t))
    for r, seconds in results:
        report.functions.append(r)
        report.seconds.append(seconds)
    for extra in module_level_reports(module, report.functions, options.source, default_file):
        report.functions.append(extra)
        report.seconds.append(0.0)
    report.total_seconds = time.perf_counter() - start
    return report


def _in_workers(module, options, default_file, jobs, names, progress):
    ctx = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(
        max_workers=min(jobs, len(names)), mp_context=ctx,
        initializer=_adopt, initargs=(module, options, default_file),
    ) as pool:  # fmt: skip
        futures = [pool.submit(_verify_nth, i) for i in range(len(names))]
        results = []
        for i, f in enumerate(futures):
            if progress is not None:
                progress(i, len(names), names[i])
            results.append(f.result())  # re-raises a worker's BadInput here
    return results


def _adopt(module: ModuleOp, options: VerifyOptions, default_file: str) -> None:
    global _inherited
    _inherited = (module, options, default_file)


def _verify_nth(i: int) -> tuple[FunctionReport, float]:
    assert _inherited is not None
    module, options, default_file = _inherited
    fn = functions_to_verify(module)[i]
    t = time.perf_counter()
    try:
        r = verify_function(module, fn, options, default_file)
    except OpError as e:  # ops do not cross processes; their location does
        raise bad_input_at_op(e.op, e.message, default_file) from None
    return r, time.perf_counter() - t


def terminal_progress(stream=None) -> Progress | None:
    """`[2/5] @f` on one rewritten line, only when `stream` (default: the
    current `sys.stderr`, looked up at the call, not at import) is a
    terminal (logs and CI output stay free of it)."""
    stream = sys.stderr if stream is None else stream
    if not stream.isatty():
        return None

    def show(i: int, n: int, name: str) -> None:
        stream.write(f"\r\x1b[K[{i + 1}/{n}] verifying @{name}")
        stream.flush()

    return show


def clear_progress(stream=None) -> None:
    stream = sys.stderr if stream is None else stream
    if stream.isatty():
        stream.write("\r\x1b[K")
        stream.flush()
