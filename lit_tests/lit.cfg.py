# lit configuration for tvmlir's FileCheck tests (run: `lit -v lit_tests`).
#
# Tools resolve to the Python environment lit runs in (where
# `pip install -e .[test]` put tv-opt, tv-check and filecheck), so a stale
# copy elsewhere on PATH is never the one tested.

import os
import shutil
import sys

import lit.formats

config.name = "tvmlir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs", "lit.cfg.py"]

bindir = os.path.dirname(sys.executable)
config.environment["PATH"] = os.pathsep.join([bindir, os.environ.get("PATH", "")])
for var in ("HOME", "TMPDIR", "TVMLIR_DEBUG", "TVMLIR_RLIMIT_LOG"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

# Solver budgets in work units, never wall-clock time: no verdict depends on
# how loaded the machine is (tvmlir/smt/budget.py).  TVMLIR_RLIMIT= (empty)
# in lit's environment runs the tests with the tools' wall-clock defaults.
# Python's string hashing is pinned too, so that a term is built the same way
# in every run.
from tvmlir.smt.budget import TEST_RLIMIT

config.environment["TVMLIR_RLIMIT"] = os.environ.get("TVMLIR_RLIMIT", str(TEST_RLIMIT))
config.environment["PYTHONHASHSEED"] = os.environ.get("PYTHONHASHSEED", "0")


def tool(name):
    path = os.path.join(bindir, name)
    return path if os.path.exists(path) else shutil.which(name) or name


def client_script(directory, name, client):
    """An executable `name` in `directory` that runs the fork client for
    the tool: one word on a RUN line, as the tool's own path is (CMake's
    -DTV_OPT=... takes it whole).  `-IS`: no site, no environment
    options: the client needs only the standard library."""
    path = os.path.join(directory, name)
    with open(path, "w") as f:
        f.write(
            f"#!{sys.executable} -IS\n"
            "import sys\n"
            f"sys.argv[1:1] = [{tool(name)!r}]\n"
            f"exec(compile(open({client!r}).read(), {client!r}, 'exec'))\n"
        )
    os.chmod(path, 0o755)
    return path


def start_fork_server():
    """One process that has imported xDSL, z3 and tvmlir, forked for each
    tool command (tvmlir/tools/fork_server.py): a RUN line's tool no longer
    pays the imports.  Stopped when lit exits (and by itself if lit dies).
    TVMLIR_LIT_FORK_SERVER=0 runs every tool directly; so does the client
    whenever the server is not there."""
    import atexit
    import subprocess
    import tempfile

    directory = tempfile.mkdtemp(prefix="tvmlir-lit-")
    socket_path = os.path.join(directory, "tools.sock")
    env = dict(config.environment)
    server = subprocess.Popen(
        [sys.executable, "-m", "tvmlir.tools.fork_server", socket_path],
        env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=open(os.path.join(directory, "server.log"), "w"),
    )  # fmt: skip

    def stop():
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(directory, ignore_errors=True)

    atexit.register(stop)
    config.environment["TVMLIR_FORK_SERVER"] = socket_path
    from importlib.util import find_spec

    client = find_spec("tvmlir.tools.fork_client").origin
    return lambda name: client_script(directory, name, client)


served = tool
if os.environ.get("TVMLIR_LIT_FORK_SERVER", "1") != "0" and hasattr(os, "fork"):
    served = start_fork_server()

# Substitutions are regular expressions in lit: match whole tool names only.
for name in ("tv-opt", "tv-check", "tv-lift", "tv-pipeline-check", "filecheck"):
    config.substitutions.append((rf"(?<![\w/.-]){name}(?![\w.-])", served(name)))
config.substitutions.append(("%python", sys.executable))
# `%expect-exit CODE [--one-line-stderr] [--empty-stdout] -- CMD...`
config.substitutions.append(
    (
        "%expect-exit",
        f"{sys.executable} {os.path.join(config.test_source_root, 'Inputs', 'expect_exit.py')}",
    )
)
# `%split-pair FILE PREFIX`: FILE's source part (before `// ----- target`)
# and target part as PREFIX.src.mlir / PREFIX.tgt.mlir, line numbers kept.
config.substitutions.append(
    (
        "%split-pair",
        f"{sys.executable} {os.path.join(config.test_source_root, 'Inputs', 'split_pair.py')}",
    )
)
# `%mutate [--nth N] REGEX REPLACEMENT`: stdin -> stdout with one match of
# REGEX replaced (Python syntax, \\1 for groups); fails if nothing matches,
# so a mutation test cannot silently test the unmutated program.
config.substitutions.append(
    ("%mutate", f"{sys.executable} {os.path.join(config.test_source_root, 'Inputs', 'mutate.py')}")
)
# Every error-contract check at once: exit 3, one stderr line, no stdout.
config.substitutions.append(
    (
        "%bad-input",
        f"{sys.executable} {os.path.join(config.test_source_root, 'Inputs', 'expect_exit.py')}"
        " 3 --one-line-stderr --empty-stdout --",
    )
)

# mlir-tv's test pairs (../shared/corpus/mlir-tv): the corpus runner's
# quick subset runs when they are there.
corpus = None
for up in range(1, 6):
    candidate = os.path.abspath(os.path.join(config.test_source_root, *[".."] * up, "shared", "corpus", "mlir-tv"))
    if os.path.isfile(os.path.join(candidate, "anchor-results.csv")):
        corpus = candidate
        break
if corpus:
    config.available_features.add("mlir-tv-corpus")
    config.substitutions.append(("%mlir-tv-corpus", corpus))
else:
    lit_config.note("../shared/corpus/mlir-tv not found: the corpus runner's quick test is UNSUPPORTED")
config.substitutions.append(("%benchmarks", os.path.join(os.path.dirname(config.test_source_root), "benchmarks")))

# Tests marked `REQUIRES: heavy` are the slowest (a convolution against its
# img2col form, every named op generalized, lifting's multi-stage norms:
# 7.5 s or more on a fresh clone, outside the adversarial suite, which
# always runs): `scripts/check
# --heavy` (what CI runs) sets TVMLIR_HEAVY=1 and runs them; the default run
# reports them UNSUPPORTED, so that it stays under ten minutes on two cores.
if os.environ.get("TVMLIR_HEAVY", "") not in ("", "0"):
    config.available_features.add("heavy")
else:
    lit_config.note("TVMLIR_HEAVY is not set: the tests marked `REQUIRES: heavy` are UNSUPPORTED (scripts/check --heavy runs them)")

if shutil.which("cmake"):
    config.available_features.add("cmake")
else:
    lit_config.note("cmake not found: lit_tests/cmake will be UNSUPPORTED")
for generator in ("make", "ninja"):
    if shutil.which(generator):
        config.available_features.add(generator)
# Debian's llvm-19-dev and libmlir-19-dev (what the plugin's CMake build
# needs) and a C++ compiler.
if shutil.which("c++") and all(
    os.path.isfile(f"/usr/lib/llvm-19/lib/cmake/{d}/{d.upper()}Config.cmake") for d in ("llvm", "mlir")
):
    config.available_features.add("mlir-dev")
else:
    lit_config.note("llvm-19-dev, libmlir-19-dev or a C++ compiler missing: the plugin build tests are UNSUPPORTED")

# The real upstream pipeline (DESIGN.md section 8).  Without Debian's
# mlir-19-tools these tests are UNSUPPORTED, and lit says why.
# Running lowered code on the CPU (evidence that an upstream lowering is
# wrong, not only tvmlir's verdict): mlir-cpu-runner-19 with the runner
# libraries, entry @main returning nothing.
cpu_runner = shutil.which("mlir-cpu-runner-19")
runner_libs = [os.path.join("/usr/lib/llvm-19/lib", f"libmlir_{n}runner_utils.so") for n in ("", "c_")]
if cpu_runner and all(os.path.exists(lib) for lib in runner_libs):
    config.available_features.add("mlir-cpu-runner-19")
    config.substitutions.append(
        ("%mlir-cpu-runner", f"{cpu_runner} -e main -entry-point-result=void -shared-libs={','.join(runner_libs)}")
    )

mlir_opt = shutil.which("mlir-opt-19")
if mlir_opt:
    config.available_features.add("mlir-opt-19")
    # The linalg-on-tensors -> gpu.launch_func pipeline, verbatim, with the
    # tile sizes of DESIGN.md (2,4); `%mlir-gpu-pipeline-tiles 3,5 [ARGS]`
    # runs it with other tile sizes (listed first: lit substitutes in order
    # and the shorter name is a prefix).
    config.substitutions.append(
        (
            "%mlir-gpu-pipeline-tiles",
            f"{sys.executable} {os.path.join(config.test_source_root, 'Inputs', 'mlir_gpu_pipeline.py')}",
        )
    )
    sys.path.insert(0, os.path.join(config.test_source_root, "Inputs"))
    from mlir_gpu_pipeline import command

    config.substitutions.append(
        ("%mlir-gpu-pipeline", " ".join(command(mlir_opt, "2,4", shell_quote=True)))
    )
    # The affine CPU pipeline of issue 21, which drops annotations
    # (unroll-jam, scalrep): generic output, for `verify{spec=...}`.
    from mlir_affine_pipeline import command as affine_command

    config.substitutions.append(("%mlir-affine-cpu-pipeline", " ".join(affine_command(mlir_opt, shell_quote=True))))
    config.substitutions.append(("%mlir-opt", mlir_opt))
else:
    lit_config.note(
        "mlir-opt-19 not found on PATH: the interop tests (lit_tests/interop) "
        "will be UNSUPPORTED; install Debian's mlir-19-tools "
        "(`apt-get install mlir-19-tools`) to run them"
    )

# The tv dialect plugin for mlir-opt-19 (plugin/, built by the top-level
# CMakeLists.txt into build/; scripts/check builds it).  TVMLIR_PLUGIN names
# another build.  Without it the plugin tests are UNSUPPORTED, and lit says
# why.
plugin = os.environ.get("TVMLIR_PLUGIN") or os.path.join(
    os.path.dirname(config.test_source_root), "build", "plugin", "TvPlugin.so"
)
if os.environ.get("TVMLIR_NO_PLUGIN"):
    # scripts/check could not build it, and says why.
    lit_config.note(f"lit_tests/plugin will be UNSUPPORTED: tv dialect plugin {os.environ['TVMLIR_NO_PLUGIN']}")
elif mlir_opt and os.path.isfile(plugin):
    config.available_features.add("tv-plugin")
    config.substitutions.append(("%tv-plugin", plugin))
else:
    lit_config.note(
        f"tv dialect plugin not found at {plugin}: lit_tests/plugin will be "
        "UNSUPPORTED; build it with `cmake -S . -B build && cmake --build build` "
        "(needs libmlir-19-dev, llvm-19-dev, cmake and a C++ compiler)"
    )
