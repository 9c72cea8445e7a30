"""`python -I -S fork_client.py TOOL_PATH ARGS...`: run a tvmlir tool
through the fork server (`tvmlir.tools.fork_server`), or directly.

Why: a lit suite runs about a thousand tool commands, and each pays for
importing xDSL, z3 and tvmlir (0.3-0.5 s of CPU) before doing a few
milliseconds of work.  The server has imported them once; this client
(standard library only, started without `site`) hands it the command, its
working directory, its environment and its stdin/stdout/stderr file
descriptors (SCM_RIGHTS over a Unix socket), and exits with the tool's
exit code.  The tool itself runs in a process the server forks for this
command alone, so no state passes from one command to the next.

Robustness: without `TVMLIR_FORK_SERVER` (the socket's path), or if the
server cannot be reached or does not take the command, the client runs
TOOL_PATH itself (`exec`), exactly as without a server.  Once the server
has taken the command it is never run a second time: a tool process that
dies is reported (exit 4, one line on stderr), not retried.
"""

import json
import os
import signal
import socket
import struct
import sys

SOCKET_ENV = "TVMLIR_FORK_SERVER"


def _run_directly(argv: list[str]) -> None:
    os.execv(argv[0], argv)


def _read_exactly(sock: socket.socket, n: int) -> bytes:
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            return data
        data += chunk
    return data


def main() -> None:
    argv = sys.argv[1:]
    path = os.environ.get(SOCKET_ENV)
    if not argv:
        sys.stderr.write("fork_client: usage: fork_client.py TOOL_PATH ARGS...\n")
        sys.exit(2)
    if not path:
        _run_directly(argv)
    try:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.connect(path)
        request = json.dumps({"argv": argv, "cwd": os.getcwd(), "env": dict(os.environ)}).encode()
        socket.send_fds(sock, [struct.pack("!I", len(request)) + request], [0, 1, 2])
        started = _read_exactly(sock, 9)
    except OSError:
        started = b""
    if len(started) != 9 or started[:1] != b"P":
        _run_directly(argv)  # the server did not take it: nothing ran yet
    pid = struct.unpack("!q", started[1:])[0]

    def forward(signum, frame):
        try:
            os.kill(pid, signum)
        except ProcessLookupError:
            pass

    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(s, forward)
    status = _read_exactly(sock, 4)
    if len(status) != 4:
        sys.stderr.write(f"fork_client: {os.path.basename(argv[0])}'s process died without an exit code\n")
        sys.exit(4)
    sys.exit(struct.unpack("!i", status)[0])


if __name__ == "__main__":
    main()
