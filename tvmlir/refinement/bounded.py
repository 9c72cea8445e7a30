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

import os
import pickle
import select
import signal
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

MEMORY_LIMIT_BYTES = 8 << 30
"""Address space of the child (z3's allocations past it fail)."""


def _child(compute: Callable[[], T], fd: int, memory: int) -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    try:
        out = pickle.dumps(("ok", compute()))
    except MemoryError:
        return  # reported as the child's death, like z3's own allocation failure
    except BaseException as e:  # a bug: re-raised in the parent
        out = pickle.dumps(("error", f"{type(e).__name__}: {e}"))
    with os.fdopen(fd, "wb") as f:
        f.write(out)


def run_bounded(compute: Callable[[], T], seconds: float, memory: int = MEMORY_LIMIT_BYTES) -> tuple[T | None, str]:
    """`(result, "")`, or `(None, why)` when the child ran out of time or
    memory ("timeout" / "out of memory").

    A plain `os.fork`, not `multiprocessing.Process`: multiprocessing
    refuses children to a daemonic process, and callers run `tv-check`'s
    checks in `multiprocessing.Pool` workers (which are daemonic)."""
    if not hasattr(os, "fork"):
        return compute(), ""
    receive, send = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into the caller's stack
        code = 0
        try:
            os.close(receive)
            _child(compute, send, memory)
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    os.close(send)
    try:
        data = _read_all(receive, seconds)
        if data is None:
            return None, "timeout"
        if not data:  # the child died: z3 aborts when an allocation fails
            return None, "out of memory"
        kind, value = pickle.loads(data)
        if kind == "error":
            raise RuntimeError(f"in the bounded child: {value}")
        return value, ""
    finally:
        os.close(receive)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)


def _read_all(fd: int, seconds: float) -> bytes | None:
    """Everything written to `fd` until the writer closes it, or None if
    that takes longer than `seconds`."""
    import time

    deadline = time.monotonic() + seconds
    chunks = []
    while True:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            return None
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
