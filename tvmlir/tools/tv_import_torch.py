"""`tv-import-torch MODULE:FACTORY -o OUT.mlir`: export a PyTorch model as
the normalized linalg on tensors that tv-opt and mlir-opt-19 read
(`tvmlir.frontends.torch`).

FACTORY is a callable of the Python module MODULE returning
`(model, [example inputs])`; `--zoo NAME` picks one of the eight reference
models of `tvmlir.frontends.torch_zoo` instead.

Exit codes: 0 written, 3 the model cannot be carried over (one line on
stderr naming the op or blob), 4 internal error.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import tempfile
from collections.abc import Sequence

EXIT_BAD_INPUT = 3


def _load(spec: str):
    module_name, _, attr = spec.partition(":")
    if not attr:
        raise ValueError(f"'{spec}' is not MODULE:FACTORY")
    factory = getattr(importlib.import_module(module_name), attr)
    model, inputs = factory()
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


def main(argv: Sequence[str] | None = None) -> int:
    from tvmlir.tools.help_text import HelpFormatter, epilog

    p = argparse.ArgumentParser(
        prog="tv-import-torch",
        description=__doc__.splitlines()[0],
        formatter_class=HelpFormatter,
        epilog=epilog(
            {0: "written", 3: "the model cannot be carried over (one line on stderr naming the op or blob)",
             4: "internal error (a tvmlir bug)"},
            ["tv-import-torch --zoo mlp -o mlp.mlir",
             "tv-import-torch mymodels:make_model --func-name net -o net.mlir && tv-opt --annotate --lower --verify "
             "net.mlir -o lowered.mlir",
             "tv-import-torch --zoo mlp --json > mlp.json"],
            environment="",
        ),
    )
    p.add_argument("model", nargs="?", metavar="MODULE:FACTORY")
    p.add_argument("--zoo", metavar="NAME", help="one of the reference models (tvmlir.frontends.torch_zoo)")
    p.add_argument("--func-name", default=None, help="name of the exported function (default: the model's name or main)")
    p.add_argument("-o", "--output", default=None, help="output file (default stdout)")
    p.add_argument("--json", action="store_true",
                   help="print one JSON document on stdout: {function, output, mlir} (mlir: the text, "
                   "when no -o FILE receives it)")
    args = p.parse_args(argv)
    try:
        from tvmlir.frontends.torch import TorchImportError, export
    except ImportError as e:  # pragma: no cover
        print(f"tv-import-torch: error: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        if args.zoo:
            from tvmlir.frontends.torch_zoo import models

            zoo = models()
            if args.zoo not in zoo:
                print(f"tv-import-torch: error: no reference model '{args.zoo}' (have: {', '.join(zoo)})", file=sys.stderr)
                return EXIT_BAD_INPUT
            model, inputs = zoo[args.zoo]
            name = args.func_name or args.zoo
        elif args.model:
            model, inputs = _load(args.model)
            name = args.func_name or "main"
        else:
            print("tv-import-torch: error: give MODULE:FACTORY or --zoo NAME", file=sys.stderr)
            return EXIT_BAD_INPUT
        text = export(model, inputs, func_name=name)
    except TorchImportError as e:
        print(f"tv-import-torch: error: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except (ImportError, AttributeError, ValueError) as e:
        print(f"tv-import-torch: error: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
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
