"""`python -m tvmlir.frontends.triton FILE [--generic | --kernel]`.

Prints a TTIR file (custom or generic form) back in Triton's custom form,
in MLIR's generic form with `--generic`, or its translation to the kernel
form `tv-lift` reads with `--kernel` (assumptions on stderr).  Used by the
round-trip lit tests; exit 3 on bad input.
"""

from __future__ import annotations

import argparse
import sys

from xdsl.printer import Printer


def run(argv=None) -> int:
    from tvmlir.frontends.triton.context import triton_context
    from tvmlir.ir.parser import parse_verified
    from tvmlir.refinement.module import read_text

    p = argparse.ArgumentParser(prog="python -m tvmlir.frontends.triton")
    p.add_argument("file")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--generic", action="store_true")
    g.add_argument("--kernel", action="store_true")
    args = p.parse_args(argv)
    text = read_text(args.file)
    module = parse_verified(triton_context(), text, args.file)
    if args.kernel:
        from tvmlir.frontends.triton.to_kernel import NotTranslatable, to_kernel

        try:
            kernel = to_kernel(module)
        except NotTranslatable as e:
            sys.stderr.write(f"unsupported: {e}\n")
            return 2
        for line in kernel.assumptions:
            sys.stderr.write(f"assumption: {line}\n")
        sys.stdout.write(kernel.text)
        return 0
    Printer(stream=sys.stdout, print_generic_format=args.generic).print_op(module)
    sys.stdout.write("\n")
    return 0


def main() -> None:
    from tvmlir.tools.tv_opt import run_tool

    run_tool(lambda: run())


if __name__ == "__main__":
    main()
