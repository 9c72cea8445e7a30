"""Run one computation in a forked child with a wall-clock and a memory
bound, and get its (picklable) result back, or None.

Why: z3 honours its timeout only at its own checkpoints.  Bit-blasting
exact IEEE f64 division or square root can run past the timeout for a
minute and grow to the whole machine's memory (measured: the exact
re-check of IREE's layernorm demotion, `tv-check` killed by the kernel's
OOM killer at 24 GB).  A child process can be stopped at any moment, and
an address-space limit turns z3's allocation failure into the child's
death instead of the machine's.  Where `fork` does not exist the
computation runs in this process, unbounded, as before.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

MEMORY_LIMIT_BYTES = 8 << 30
"""Address space of the child (z3's allocations past it fail)."""


def _child(compute: Callable[[], T], conn, memory: int) -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    try:
        conn.send(("ok", compute()))
    except MemoryError:
        pass  # reported as the child's death, like z3's own allocation failure
    except BaseException as e:  # a bug: re-raised in the parent
        conn.send(("error", f"{type(e).__name__}: {e}"))
    conn.close()


def run_bounded(compute: Callable[[], T], seconds: float, memory: int = MEMORY_LIMIT_BYTES) -> tuple[T | None, str]:
    """`(result, "")`, or `(None, why)` when the child ran out of time or
    memory ("timeout" / "out of memory")."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return compute(), ""
    ctx = multiprocessing.get_context("fork")
    receive, send = ctx.Pipe(duplex=False)
    child = ctx.Process(target=_child, args=(compute, send, memory), daemon=True)
    child.start()
    send.close()
    try:
        if receive.poll(seconds):
            try:
                kind, value = receive.recv()
            except EOFError:  # the child died: z3 aborts when an allocation fails
                return None, "out of memory"
            if kind == "error":
                raise RuntimeError(f"in the bounded child: {value}")
            return value, ""
        return None, "timeout"
    finally:
        if child.is_alive():
            child.kill()
        child.join()
        receive.close()
