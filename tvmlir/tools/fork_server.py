"""`python -m tvmlir.tools.fork_server SOCKET`: run tool commands in forks
of one process that has already imported xDSL, z3 and tvmlir.

Why: see `fork_client` (the other half).  lit's configuration starts one
server for a run (`lit_tests/lit.cfg.py`) and stops it at the end; the
server also stops by itself when the process that started it is gone.

Per command, the server forks a handler that owns the client's
connection; the handler forks the tool's process, which takes the
client's stdin/stdout/stderr, working directory, environment and argv and
calls the tool's entry point (a console script of this environment:
tv-opt, tv-check, filecheck, ...), then reports the exit code.  The
tool's process is a fresh fork of the server each time: nothing one
command does reaches the next, and the server itself never runs a tool.

Module-level state read from the environment at import is the server's,
not the command's: the tools read `TVMLIR_RLIMIT`, `TVMLIR_DEBUG` and
friends when they run, never at import.
"""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import struct
import sys

WARM_MODULES = (
    "tvmlir.tools.tv_opt",
    "tvmlir.tools.tv_check",
    "tvmlir.tools.tv_lift",
    "tvmlir.tools.tv_pipeline_check",
    "tvmlir.refinement.check",
    "tvmlir.refinement.module",
    "tvmlir.passes.annotate",
    "tvmlir.passes.verify",
    "tvmlir.passes.strip_tv",
    "tvmlir.lowering.pipeline",
    "tvmlir.verify.function",
    "tvmlir.verify.run_module",
    "tvmlir.verify.report",
    "tvmlir.ir.printing",
    "filecheck.main",
)
"""What the commands of a lit run import; each fork starts with them."""


OPTIONAL_EXTRAS = ("torch", "torch_mlir", "iree", "ray")
"""Top-level packages of the optional extras: never imported by the server
(importing torch starts threads, which `fork` does not copy), so a module
that needs one at import time is left for the tool's own process."""


class _ExtrasBlocked:
    """A meta path finder that refuses the optional extras while the server
    warms up (`OPTIONAL_EXTRAS`)."""

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in OPTIONAL_EXTRAS:
            raise ImportError(f"{name} is not imported by the fork server")
        return None


def warm() -> None:
    """Import what the tools need: `WARM_MODULES` first, then every other
    module of tvmlir that imports without the optional extras (the oracle,
    inference, lifting and front ends that the tools import lazily: about
    0.5 s a command paid again in every fork before), and every dialect
    tvmlir parses.  Safe because no tvmlir module reads the environment or
    probes for an extra at import (`python_tests/test_fork_server.py`
    checks the first)."""
    import importlib
    import pkgutil

    blocker = _ExtrasBlocked()
    sys.meta_path.insert(0, blocker)
    try:
        for name in WARM_MODULES:
            try:
                importlib.import_module(name)
            except ImportError:
                pass
        import tvmlir

        for info in pkgutil.walk_packages(tvmlir.__path__, "tvmlir."):
            if info.name in sys.modules or info.name.endswith("__main__"):
                continue
            try:
                importlib.import_module(info.name)
            except Exception:  # noqa: BLE001 (an extra it needs, or a tool-only module: imported by the tool)
                continue
    finally:
        sys.meta_path.remove(blocker)
    from tvmlir.ir.context import make_context

    ctx = make_context()
    for name in list(ctx.registered_dialect_names):
        ctx.get_optional_dialect(name)


def entry_points() -> dict[str, object]:
    """Console script name -> entry point, for this environment."""
    from importlib.metadata import entry_points as eps

    return {ep.name: ep for ep in eps(group="console_scripts")}


def serve(path: str) -> None:
    warm()
    scripts = entry_points()
    parent = os.getppid()
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path + ".tmp")
    listener.listen(64)
    os.replace(path + ".tmp", path)  # clients see the socket only when it listens
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    handlers = 0
    try:
        while os.getppid() == parent:
            handlers -= _reap(block=False)
            if not select.select([listener], [], [], 1.0)[0]:
                continue
            conn, _ = listener.accept()
            sys.stdout.flush()
            sys.stderr.flush()
            if os.fork() == 0:
                listener.close()
                _handle(conn, scripts)  # never returns
            handlers += 1
            conn.close()
    finally:
        try:
            os.unlink(path)
        except OSError:
            pass
        while handlers > 0 and _reap(block=True):
            handlers -= 1


def _reap(block: bool) -> int:
    """Wait for finished handlers (so that their CPU time, and their tools',
    counts as the server's children's: `time lit ...` measures it)."""
    reaped = 0
    while True:
        try:
            pid, _ = os.waitpid(-1, 0 if block else os.WNOHANG)
        except ChildProcessError:
            return reaped
        if pid == 0:
            return reaped
        reaped += 1
        if block:
            return reaped


def _handle(conn: socket.socket, scripts) -> None:
    """The handler: read the command, fork the tool's process, report its
    exit code to the client."""
    code = 4
    try:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        data, fds, _, _ = socket.recv_fds(conn, 1 << 16, 3)
        if len(fds) != 3 or len(data) < 4:
            os._exit(4)
        size = struct.unpack("!I", data[:4])[0]
        while len(data) < 4 + size:
            chunk = conn.recv(1 << 16)
            if not chunk:
                os._exit(4)
            data += chunk
        request = json.loads(data[4 : 4 + size])
        pid = os.fork()
        if pid == 0:
            conn.close()
            _run_tool(request, fds, scripts)  # never returns
        for fd in fds:
            os.close(fd)
        conn.sendall(b"P" + struct.pack("!q", pid))
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        if code < 0:
            code = 128 - code  # killed by a signal, as a shell says it
        conn.sendall(struct.pack("!i", code))
        code = 0
    except BaseException:
        pass
    finally:
        os._exit(code)


def _run_tool(request: dict, fds: list[int], scripts) -> None:
    """The tool's process: the client's files, directory, environment and
    argv, then the console script's entry point."""
    code = 4
    try:
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
            os.close(fd)
        _fresh_stdio()
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        argv = request["argv"]
        sys.argv = list(argv)
        name = os.path.basename(argv[0])
        if name not in scripts:
            os.execv(argv[0], argv)
        code = _exit_code(scripts[name].load())
    except SystemExit as e:
        code = _system_exit_code(e)
    except BaseException:
        import traceback

        traceback.print_exc()
        code = 4
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def _fresh_stdio() -> None:
    """sys.stdin/stdout/stderr for the client's descriptors, made as
    Python makes them at start-up (the server's objects know the server's
    files: their position, whether they were a terminal); the encodings
    are the server's, which started in the same environment."""
    import io

    def stream(fd: int, mode: str, like: io.TextIOWrapper, line_buffering: bool) -> io.TextIOWrapper:
        raw = io.open(fd, mode + "b", closefd=False)
        return io.TextIOWrapper(raw, encoding=like.encoding, errors=like.errors, line_buffering=line_buffering)

    sys.stdin = sys.__stdin__ = stream(0, "r", sys.__stdin__, False)
    sys.stdout = sys.__stdout__ = stream(1, "w", sys.__stdout__, os.isatty(1))
    sys.stderr = sys.__stderr__ = stream(2, "w", sys.__stderr__, True)


def _exit_code(main) -> int:
    try:
        result = main()
    except SystemExit as e:
        return _system_exit_code(e)
    return result if isinstance(result, int) else 0


def _system_exit_code(e: SystemExit) -> int:
    if e.code is None:
        return 0
    if isinstance(e.code, int):
        return e.code
    sys.stderr.write(f"{e.code}\n")
    return 1


if __name__ == "__main__":
    serve(sys.argv[1])
