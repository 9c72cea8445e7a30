"""`tv-lift FILE`: lift each kernel of FILE to a tensor formula and prove it.

    tv-lift kernel.mlir [--function NAME] [--budget N] [--timeout MS] [--show-annotated]

A Triton kernel (TTIR, custom or generic form: a module with a
`tt.func`) is first translated to that form
(`tvmlir.frontends.triton.to_kernel`); the translation's assumptions go
to stderr as `assumption:` lines, and `--show-kernel` prints the kernel.

For each function with a body (on memrefs: loops, `gpu.launch`,
`gpu.launch_func`), stdout gets the lifted spec as MLIR (linalg on
tensors, named ops where they fit) and stderr the report: the one-line
math form, `--verify`'s report, the execution check and the verdict

    @f: proved: C[i,j] = sum_k(0.0; A[i,k] * B[k,j])
    @f: lifted (unproved: <reason>): <formula>
    @f: no formula found (searched N candidates)

Exit codes: 0 every function proved, 1 any not proved, 2 unsupported
only, 3 bad input (one `file:line:col: error:` line), 4 internal error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from tvmlir.ir.diagnostics import BadInput


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(3, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    from tvmlir.tools.help_text import HelpFormatter, epilog

    p = _Parser(
        prog="tv-lift",
        description="Lift kernels to proved linalg formulas.",
        formatter_class=HelpFormatter,
        epilog=epilog(CODES, [
            "tv-lift kernel.mlir > spec.mlir",
            "tv-lift --function matmul --show-annotated kernel.mlir",
            "tv-lift --json triton_kernel.ttir.mlir",
        ]),
    )
    p.add_argument("file", metavar="FILE", help="a kernel on memrefs (loops, gpu.launch) or a Triton TTIR module")
    p.add_argument("--function", metavar="NAME", help="lift only this function")
    p.add_argument("--budget", type=int, default=200_000, metavar="N",
                   help="candidates the search may try (default 200000)")
    p.add_argument("--timeout", type=int, default=20000, metavar="MS", help="per z3 query, in ms (default 20000)")
    p.add_argument("--rlimit", type=int, default=0, metavar="N",
                   help="per z3 query, in z3 resource units (deterministic; default 0: none)")
    p.add_argument("--show-annotated", action="store_true", help="print the annotated kernel that was verified")
    p.add_argument("--show-kernel", action="store_true", help="print a Triton kernel's translation")
    p.add_argument("--output", type=int, default=None, metavar="N",
                   help="a Triton kernel's pointer argument to lift (position) when it stores through several")
    p.add_argument("--json", action="store_true",
                   help="print one JSON document on stdout instead of the specs and the text report "
                   "(per function: verdict, formula, spec, candidates tried, exit code)")
    return p


CODES = {
    0: "every function proved",
    1: "a function not proved (no formula found, or the one found failed)",
    2: "unsupported only",
    3: "bad input: one line `file:line:col: error: ...` on stderr",
    4: "internal error (a tvmlir bug; TVMLIR_DEBUG=1 shows the traceback)",
}


def run(argv: Sequence[str] | None = None) -> int:
    from xdsl.dialects import func

    from tvmlir.ir.parser import parse_verified
    from tvmlir.lifting.lift import lift
    from tvmlir.refinement.module import read_text

    from tvmlir.frontends.triton.context import is_triton, triton_context

    args = build_parser().parse_args(argv)
    if args.budget <= 0 or args.timeout <= 0 or args.rlimit < 0:
        raise BadInput(args.file, 1, 1, "--budget and --timeout must be positive, --rlimit not negative")
    text = read_text(args.file)
    module = parse_verified(triton_context(), text, args.file)
    if is_triton(module):
        from tvmlir.frontends.triton.lift import lift_ttir

        translation, result = lift_ttir(module, args.file, args.output, budget=args.budget, timeout_ms=args.timeout,
                                        rlimit=args.rlimit or None)
        assumptions = translation.assumptions if translation is not None else []
        if args.json:
            return _json(args, [result], assumptions)
        for line in assumptions:
            sys.stderr.write(f"assumption: {line}\n")
        if translation is not None and args.show_kernel:
            sys.stdout.write(translation.text)
        return _report(args, result)
    fns = [op for op in module.ops if isinstance(op, func.FuncOp) and op.body.blocks]
    if args.function is not None:
        fns = [f for f in fns if f.sym_name.data == args.function]
        if not fns:
            raise BadInput(args.file, 1, 1, f"no function @{args.function} with a body")
    if not fns:
        raise BadInput(args.file, 1, 1, "no function with a body to lift")
    results = [lift(text, args.file, module, fn, budget=args.budget, timeout_ms=args.timeout,
                    rlimit=args.rlimit or None) for fn in fns]
    if args.json:
        return _json(args, results, [])
    return _exit_code([_report(args, r) for r in results])


def _exit_code(codes: list[int]) -> int:
    return 1 if 1 in codes else max(codes)


def _json(args, results, assumptions: list[str]) -> int:
    """`--json`: one document (schema `tvmlir-lift/1`) for every function."""
    import json

    functions = [
        {
            "function": r.function,
            "verdict": r.verdict,
            "formula": r.formula,
            "spec": r.spec,
            "tried": r.tried,
            "exit_code": r.exit_code,
            "report": r.proof.report if r.proof is not None else "",
            "confirm": r.proof.oracle if r.proof is not None else "",
            "annotated": r.proof.annotated if r.proof is not None and args.show_annotated else "",
        }
        for r in results
    ]
    code = _exit_code([r.exit_code for r in results])
    doc = {"schema": "tvmlir-lift/1", "file": args.file, "exit_code": code, "assumptions": list(assumptions),
           "functions": functions}
    sys.stdout.write(json.dumps(doc, indent=2) + "\n")
    return code


def _report(args, result) -> int:
    """Print one function's lifted spec (stdout) and report (stderr); its exit code."""
    if result.spec:
        sys.stdout.write(result.spec)
    if args.show_annotated and result.proof is not None and result.proof.annotated:
        sys.stdout.write(result.proof.annotated + "\n")
    sys.stdout.flush()
    if result.proof is not None and result.proof.report:
        sys.stderr.write(result.proof.report)
    if result.proof is not None and result.proof.oracle:
        sys.stderr.write(f"  confirm: {result.proof.oracle}\n")
    tail = f": {result.formula}" if result.formula else ""
    sys.stderr.write(f"@{result.function}: {result.verdict}{tail}\n")
    if not result.verdict.startswith("unsupported (Triton"):
        sys.stderr.write(f"  search: {result.tried} candidates tried\n")
    return result.exit_code


def main(argv: Sequence[str] | None = None) -> NoReturn:
    from tvmlir.tools.tv_opt import run_tool

    run_tool(lambda: run(argv))


if __name__ == "__main__":
    main()
