"""`tv-import-torch MODEL -o OUT.mlir`: export a PyTorch model as the
normalized linalg on tensors that tv-opt and mlir-opt-19 read
(`tvmlir.frontends.torch`).

MODEL is `FILE.py:FACTORY` or `MODULE:FACTORY` (the working directory is
on the module path), FACTORY a callable returning `(model, [example
inputs])`; `--zoo NAME` exports one of the reference models instead.

Exit codes: 0 written, 3 the model cannot be carried over (one line on
stderr naming the op or blob, or what is missing), 4 internal error.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import sys
import tempfile
from collections.abc import Sequence

from tvmlir.frontends.zoo_index import ZOO

EXIT_BAD_INPUT = 3

INSTALL_HINT = (
    "PyTorch and Torch-MLIR are needed: pip install 'tvmlir[torch]' "
    "(CPU build of torch: pip install torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu, "
    "then pip install torch-mlir==20261001)"
)

ZOO_EPILOG = "reference models (--zoo NAME):\n" + "\n".join(f"  {name:22s}{text}" for name, text in ZOO.items())

SOURCE_LINES = (
    "Each op of the export keeps its PyTorch source line, which tv-opt's and\n"
    "tv-check's reports print beside the MLIR location."
)


class _Unloadable(Exception):
    """MODEL names nothing that gives (model, inputs)."""


def _factory(spec: str):
    target, sep, attr = spec.rpartition(":")
    if not sep or not target or not attr:
        raise _Unloadable(f"'{spec}' is not FILE.py:FACTORY or MODULE:FACTORY")
    if target.endswith(".py") or os.sep in target:
        path = os.path.abspath(target)
        if not os.path.isfile(path):
            raise _Unloadable(f"no such file: {target}")
        directory = os.path.dirname(path)
        if directory not in sys.path:
            sys.path.insert(0, directory)
        name = os.path.splitext(os.path.basename(path))[0]
        module_spec = importlib.util.spec_from_file_location(name, path)
        assert module_spec is not None and module_spec.loader is not None
        module = importlib.util.module_from_spec(module_spec)
        sys.modules.setdefault(name, module)
        module_spec.loader.exec_module(module)
    else:
        if os.getcwd() not in sys.path and "" not in sys.path:
            sys.path.insert(0, os.getcwd())
        try:
            module = importlib.import_module(target)
        except ModuleNotFoundError as e:
            if e.name == target or target.startswith(f"{e.name}."):
                raise _Unloadable(f"no module named '{target}' (from {os.getcwd()} or the module path)") from None
            raise
    factory = getattr(module, attr, None)
    if not callable(factory):
        raise _Unloadable(f"'{target}' has no callable '{attr}'")
    return factory


def _load(spec: str):
    result = _factory(spec)()
    if not (isinstance(result, tuple | list) and len(result) == 2):
        raise _Unloadable(f"'{spec}' must return (model, [example inputs])")
    model, inputs = result
    return model, list(inputs)


def _write(text: str, out: str | None) -> None:
    if out is None or out == "-":
        sys.stdout.write(text)
        return
    directory = os.path.dirname(os.path.abspath(out))
    fd, tmp = tempfile.mkstemp(dir=directory, suffix=".mlir")
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.replace(tmp, out)


def _error(message: str) -> int:
    print(f"tv-import-torch: error: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def main(argv: Sequence[str] | None = None) -> int:
    from tvmlir.tools.help_text import HelpFormatter, epilog

    p = argparse.ArgumentParser(
        prog="tv-import-torch",
        description=" ".join(__doc__.split("\n\n")[0].split()),
        formatter_class=HelpFormatter,
        epilog=ZOO_EPILOG + "\n\n" + epilog(
            {0: "written", 3: "the model cannot be carried over (one line on stderr naming the op or blob, "
             "or what is missing)", 4: "internal error (a tvmlir bug)"},
            ["tv-import-torch --zoo mlp -o mlp.mlir",
             "tv-import-torch model.py:make --func-name net -o net.mlir && tv-opt --annotate --lower --verify "
             "net.mlir -o lowered.mlir",
             "tv-import-torch mymodels:make_model -o net.mlir   (the working directory is on the module path)",
             "tv-import-torch --zoo mlp --json > mlp.json"],
            environment="",
        ) + "\n\n" + SOURCE_LINES,
    )
    p.add_argument("model", nargs="?", metavar="MODEL",
                   help="FILE.py:FACTORY or MODULE:FACTORY; FACTORY() returns (model, [example inputs])")
    p.add_argument("--zoo", metavar="NAME", help="export a reference model (listed below)")
    p.add_argument("--func-name", default=None, help="name of the exported function (default: the zoo name, or main)")
    p.add_argument("-o", "--output", default=None, help="output file (default stdout)")
    p.add_argument("--json", action="store_true",
                   help="print one JSON document on stdout: {function, output, mlir} (mlir: the text, "
                   "when no -o FILE receives it)")
    args = p.parse_args(argv)
    if args.zoo and args.zoo not in ZOO:
        return _error(f"no reference model '{args.zoo}' (have: {', '.join(ZOO)})")
    if not args.zoo and not args.model:
        return _error("give MODEL (FILE.py:FACTORY or MODULE:FACTORY) or --zoo NAME")
    try:
        import torch  # noqa: F401
        import torch_mlir  # noqa: F401
    except ImportError:
        return _error(INSTALL_HINT)
    from tvmlir.frontends.torch import TorchImportError, export

    try:
        if args.zoo:
            from tvmlir.frontends.torch_zoo import models

            model, inputs = models()[args.zoo]
            name = args.func_name or args.zoo
        else:
            try:
                model, inputs = _load(args.model)
            except _Unloadable:
                raise
            except Exception as e:  # the user's module or factory failed
                return _error(f"{args.model} raised {type(e).__name__}: {' '.join(str(e).split())}")
            name = args.func_name or "main"
        text = export(model, inputs, func_name=name)
    except (TorchImportError, _Unloadable) as e:
        return _error(str(e))
    if args.json:
        import json

        to_file = args.output not in (None, "-")
        if to_file:
            _write(text, args.output)
        doc = {"schema": "tvmlir-import-torch/1", "function": name, "output": args.output if to_file else None,
               "mlir": None if to_file else text}
        sys.stdout.write(json.dumps(doc, indent=2) + "\n")
        return 0
    _write(text, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
