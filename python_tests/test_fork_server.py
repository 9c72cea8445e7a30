"""The lit fork server and its client (tvmlir/tools/fork_server.py,
fork_client.py): a command through the server gives the same stdout,
stderr and exit code as the tool run directly; the command's directory,
environment and stdin are its own; nothing leaks from one command to the
next; without the server the client runs the tool itself."""

import os
import subprocess
import sys
import time
from importlib.util import find_spec
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")

BIN = Path(sys.executable).parent
CLIENT = find_spec("tvmlir.tools.fork_client").origin
PAIR = "func.func @f(%a: f32) -> f32 {\n  return %a : f32\n}\n"
NEGATED = "func.func @f(%a: f32) -> f32 {\n  %n = arith.negf %a : f32\n  return %n : f32\n}\n"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    directory = tmp_path_factory.mktemp("fork")
    path = str(directory / "tools.sock")
    proc = subprocess.Popen([sys.executable, "-m", "tvmlir.tools.fork_server", path],
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    while not os.path.exists(path):
        assert proc.poll() is None, proc.stderr.read()
        assert time.monotonic() < deadline, "the fork server did not start"
        time.sleep(0.1)
    yield path, proc
    proc.terminate()
    proc.wait(10)


def run(argv, socket_path=None, cwd=None, env=None, stdin=""):
    env = dict(os.environ if env is None else env)
    env.pop("TVMLIR_FORK_SERVER", None)
    if socket_path:
        env["TVMLIR_FORK_SERVER"] = socket_path
    cmd = [sys.executable, "-I", "-S", CLIENT, str(BIN / argv[0]), *argv[1:]]
    return subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, env=env, input=stdin, timeout=300)


def test_same_output_and_exit_code_as_directly(server, tmp_path):
    (tmp_path / "src.mlir").write_text(PAIR)
    (tmp_path / "tgt.mlir").write_text(NEGATED)
    for args in (["tv-check", "src.mlir", "src.mlir"], ["tv-check", "src.mlir", "tgt.mlir"],
                 ["tv-opt", "missing.mlir"]):
        served, direct = run(args, server[0], cwd=tmp_path), run(args, None, cwd=tmp_path)
        assert (served.returncode, served.stdout, served.stderr) == (direct.returncode, direct.stdout, direct.stderr)
    assert served.returncode == 3 and "missing.mlir:1:1: error: cannot read input file" in served.stderr
    failed = run(["tv-check", "src.mlir", "tgt.mlir"], server[0], cwd=tmp_path)
    assert failed.returncode == 1 and "@f: FAILED" in failed.stdout


def test_stdin_environment_and_directory_are_the_commands(server, tmp_path):
    (tmp_path / "c.txt").write_text("CHECK: hello\n")
    assert run(["filecheck", "c.txt"], server[0], cwd=tmp_path, stdin="hello\n").returncode == 0
    missed = run(["filecheck", "c.txt"], server[0], cwd=tmp_path, stdin="bye\n")
    assert missed.returncode == 1 and "Couldn't match" in missed.stderr
    bad = run(["tv-check", "x.mlir", "x.mlir"], server[0], cwd=tmp_path, env={**os.environ, "TVMLIR_RLIMIT": "many"})
    assert bad.returncode == 3 and "TVMLIR_RLIMIT must be a positive number" in bad.stderr
    # The next command does not see the previous one's environment.
    (tmp_path / "src.mlir").write_text(PAIR)
    assert run(["tv-check", "src.mlir", "src.mlir"], server[0], cwd=tmp_path).returncode == 0


def test_without_the_server_the_client_runs_the_tool(tmp_path):
    (tmp_path / "src.mlir").write_text(PAIR)
    gone = run(["tv-check", "src.mlir", "src.mlir"], str(tmp_path / "no-server.sock"), cwd=tmp_path)
    assert (gone.returncode, gone.stdout) == (0, "@f: verified\n")


def _import_time_nodes(tree):
    """The AST nodes that run when a module is imported: everything but the
    bodies of functions and lambdas."""
    import ast

    todo = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            todo.extend(node.decorator_list if not isinstance(node, ast.Lambda) else [])
            continue
        yield node
        todo.extend(ast.iter_child_nodes(node))


def test_no_module_reads_the_environment_at_import():
    """The server imports every tvmlir module once (fork_server.warm); a
    module that read an environment variable at import would see the
    server's environment, not the command's."""
    import ast

    import tvmlir

    root = Path(tvmlir.__file__).parent
    offenders = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in _import_time_nodes(tree):
            if isinstance(node, ast.Attribute) and node.attr in ("environ", "getenv") and \
                    isinstance(node.value, ast.Name) and node.value.id == "os":
                offenders.append(f"{path.relative_to(root)}:{node.lineno}")
    assert offenders == []


def test_the_server_warms_every_module_but_the_extras():
    """What warm() leaves out is only what needs an optional extra; the
    extras themselves are never imported by the server."""
    code = ("import sys; from tvmlir.tools import fork_server as s; s.warm(); "
            "import pkgutil, tvmlir; "
            "cold = [m.name for m in pkgutil.walk_packages(tvmlir.__path__, 'tvmlir.') "
            "        if m.name not in sys.modules and not m.name.endswith('__main__')]; "
            "extras = [m for m in sys.modules if m.partition('.')[0] in s.OPTIONAL_EXTRAS]; "
            "print(sorted(cold)); print(extras)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=True).stdout
    cold, extras = out.splitlines()
    assert extras == "[]"
    assert cold == "['tvmlir.frontends.torch_zoo']"
