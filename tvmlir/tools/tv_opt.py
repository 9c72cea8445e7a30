"""`tv-opt`: xDSL's optimizer driver with the dialects tvmlir reads, the
`tv` dialect and tvmlir's passes.

Differences from `xdsl-opt`, each for a user running it in a pipeline:

* every op keeps its `file:line:col`, and every input error (missing file,
  bad syntax, unknown op, failed verifier, bad pass option) is one line
  `file:line:col: error: ...` on stderr with exit code 3, never a traceback;
* output is produced only when the whole input succeeded: stdout gets
  nothing and `-o FILE` is left alone, so a user's file is never left
  half-written (`tvmlir.tools.output` says how FILE is written: what it is,
  a device, a FIFO, a symlink, a read-only file, keeps being that);
* tvmlir's passes are also flags in `mlir-opt` style (`--strip-tv`), run in
  command-line order after the `-p` pipeline.

Exit codes (DESIGN.md section 7): 0 success / all verified, 1 a validation
failed, 2 only unsupported or timeout, 3 bad input, 4 internal error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from io import StringIO
from typing import NoReturn

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from tvmlir.ir.context import register_dialects
from tvmlir.ir.diagnostics import (
    BadInput,
    OpError,
    OpUnsupported,
    unsupported_at_op,
    bad_input_at_op,
    bad_input_from_parse_error,
    one_line,
    verify_module,
)
from tvmlir.ir.parser import LocatingParser
from tvmlir.passes import TVMLIR_PASSES
from tvmlir.tools.output import write_output
from tvmlir.tools.pipeline_spec import quote_bare_values
from tvmlir.tools.run_tool import run_tool
from tvmlir.smt.errors import Unsupported

EXIT_VALIDATION_FAILED = 1
EXIT_BAD_INPUT = 3
EXIT_INTERNAL_ERROR = 4  # see tvmlir.tools.run_tool


def _xdsl_pass(module: str, cls: str) -> Callable[[], type[ModulePass]]:
    def factory() -> type[ModulePass]:
        import importlib

        return getattr(importlib.import_module(module), cls)

    return factory


UPSTREAM_PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "canonicalize": _xdsl_pass("xdsl.transforms.canonicalize", "CanonicalizePass"),
    "cse": _xdsl_pass(
        "xdsl.transforms.common_subexpression_elimination",
        "CommonSubexpressionElimination",
    ),
    "dce": _xdsl_pass("xdsl.transforms.dead_code_elimination", "DeadCodeElimination"),
    "lower-affine": _xdsl_pass("xdsl.transforms.lower_affine", "LowerAffinePass"),
    "linalg-generalize-named-ops": _xdsl_pass(
        "xdsl.transforms.linalg_generalize_named_ops", "LinalgGeneralizeNamedOpsPass"
    ),
}
"""xDSL's own passes that are useful around tvmlir's (same names as MLIR)."""


_SPEC_PASSES = frozenset({"annotate", "encode-smt"})
"""Passes whose output states what the input means (a `tv.spec`, SMT)."""


def _claims_about_input(p: ModulePass) -> bool:
    """Does `p` give a verdict (`validation_exit_code`) or state the input's
    meaning?  Such passes never run on unverified IR: `--disable-verify`
    with them is refused, so that shape-inconsistent IR cannot be
    "verified" (the verifier is what makes the IR mean something)."""
    return hasattr(p, "validation_exit_code") or p.name in _SPEC_PASSES


class _ArgumentParser(argparse.ArgumentParser):
    """Bad command lines are bad input: one line, exit 3 (argparse's own
    exit code 2 means "unsupported" in tvmlir)."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


class _PassFlag(argparse.Action):
    """`--<pass-name>` appends the pass to the flag pipeline, in order."""

    def __call__(self, parser, namespace, values, option_string=None):
        flags = list(getattr(namespace, "pass_flags", None) or [])
        flags.append(self.const)
        namespace.pass_flags = flags


class TvOptMain(xDSLOptMain):
    version_format = "tv-opt (tvmlir) built on xdsl {xdsl_version}"

    def __init__(self, args: Sequence[str] | None = None):
        # xDSLOptMain.__init__, with tvmlir's argument parser (exit code 3).
        from xdsl.context import Context

        self.available_frontends = {}
        self.available_passes = {}
        self.available_targets = {}
        self.ctx = Context()
        self.register_all_dialects()
        self.register_all_frontends()
        self.register_all_passes()
        self.register_all_targets()

        from tvmlir.tools.help_text import VALIDATION_CODES, HelpFormatter, epilog

        arg_parser = _ArgumentParser(
            prog="tv-opt",
            description="tvmlir optimizer driver: MLIR in, MLIR out, with the "
            "tv dialect and tvmlir's validation passes",
            formatter_class=HelpFormatter,
            epilog=epilog(
                {**VALIDATION_CODES, 0: "success (every function verified, with --verify)",
                 1: "--verify: a function FAILED (the IR is withheld)"},
                [
                    "tv-opt --annotate m.mlir -o annotated.mlir",
                    "tv-opt --annotate --lower --verify m.mlir -o lowered.mlir",
                    "tv-opt -p 'verify{fp=ieee timeout=5000}' lowered.mlir -o checked.mlir",
                    "tv-opt --verify --json lowered.mlir > report.json",
                    "tv-opt -p encode-smt -t smtlib lowered.mlir     (the queries as SMT-LIB)",
                ],
            ),
        )
        self.register_all_arguments(arg_parser)
        self.args = arg_parser.parse_args(args=args)
        if self.args.target not in self.available_targets:
            arg_parser.error(
                f"argument -t/--target: invalid choice: '{self.args.target}' "
                f"(choose from {', '.join(self.available_targets)})"
            )
        self.ctx.allow_unregistered = self.args.allow_unregistered_dialect
        self.setup_pipeline()

    # --- registration -----------------------------------------------------

    def register_all_dialects(self) -> None:
        register_dialects(self.ctx)

    def register_all_passes(self) -> None:
        for name, factory in {**UPSTREAM_PASSES, **TVMLIR_PASSES}.items():
            self.register_pass(name, factory)

    def register_all_targets(self) -> None:
        def mlir_target():
            from tvmlir.ir.printing import mlir_target

            return mlir_target(getattr(self.args, "print_tv_generic", False))

        def smtlib_target():
            from tvmlir.smt.smtlib import SMTLibTarget

            return SMTLibTarget

        self.available_targets["mlir"] = mlir_target
        self.available_targets["smtlib"] = smtlib_target

    def register_all_frontends(self) -> None:
        # Parsing goes through `parse_text`, which knows the chunk's offset.
        self.available_frontends["mlir"] = lambda io: self.parse_text(
            io.read().decode(), 0
        )

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        # xDSL leaves these without help; every option of a tvmlir tool has one.
        missing = {
            "disable_verify": "do not run the IR verifier on the input and after each pass "
            "(refused with passes that give a verdict or a spec)",
            "version": "print tv-opt's and xDSL's version and exit",
        }
        for action in arg_parser._actions:
            if action.dest in missing and not action.help:
                action.help = missing[action.dest]
        arg_parser.add_argument(
            "--json",
            action="store_true",
            help="print the report of --verify as one JSON document (schema tvmlir-verify/1, "
            "tvmlir/verify/module_report.py) on stdout instead of the IR; -o FILE still gets the IR",
        )
        arg_parser.add_argument(
            "--reader",
            choices=("auto", "native", "mlir-opt"),
            default=None,
            help="how to read the input: tvmlir's reader, with mlir-opt-19 as a second reader when it fails "
            "(auto, the default; or $TVMLIR_READER), never mlir-opt-19 (native), or always through "
            "mlir-opt-19's generic form (mlir-opt); ops that MLIR 19 defines and tvmlir does not are then "
            "opaque ops",
        )
        arg_parser.add_argument(
            "--print-tv-generic",
            action="store_true",
            help="print the tv ops in generic form and the rest as usual, for "
            "mlir-opt without the tv dialect plugin (--allow-unregistered-dialect)",
        )
        group = arg_parser.add_argument_group(
            "tvmlir passes (run in command-line order, after -p)"
        )
        for name, factory in TVMLIR_PASSES.items():
            group.add_argument(
                f"--{name}",
                action=_PassFlag,
                nargs=0,
                const=name,
                help=factory.__doc__ or f"run the {name} pass",
            )

    # --- pipeline ---------------------------------------------------------

    def setup_pipeline(self) -> None:
        spec = ",".join(
            p for p in [self.args.passes, *(getattr(self.args, "pass_flags", None) or [])] if p
        )

        def verify_after_each(previous, module: ModuleOp, next_pass) -> None:
            if not self.args.disable_verify:
                verify_module(module, self.input_name)

        try:
            self.pipeline = PassPipeline.parse_spec(
                self.available_passes, quote_bare_values(spec), verify_after_each
            )
        # Unknown pass, malformed options.  xDSL's ArgSpecParseError derives
        # from BaseException: without naming it, a syntax error in the
        # pipeline would exit 1, the code of a failed validation.
        except (Exception, ArgSpecParseError) as e:
            sys.stderr.write(f"tv-opt: error: bad pass pipeline '{spec}': {one_line(str(e))}\n")
            sys.exit(EXIT_BAD_INPUT)
        if self.args.json and not self._reporting_passes():
            sys.stderr.write("tv-opt: error: --json reports what --verify found: add --verify (or -p verify{...})\n")
            sys.exit(EXIT_BAD_INPUT)
        if self.args.disable_verify:
            claims = [p.name for p in self.pipeline.passes if _claims_about_input(p)]
            if claims:
                sys.stderr.write(
                    f"tv-opt: error: --disable-verify cannot be combined with {', '.join(claims)}: "
                    "a verdict or spec about IR that fails its verifier means nothing\n"
                )
                sys.exit(EXIT_BAD_INPUT)

    # --- input / output ---------------------------------------------------

    @property
    def input_name(self) -> str:
        return self.args.input_file or "<stdin>"

    def parse_text(self, text: str, line_offset: int) -> ModuleOp:
        parser = LocatingParser(self.ctx, text, self.input_name, line_offset)
        return parser.parse_module(not self.args.no_implicit_module)

    def read_input(self) -> str:
        name = self.input_name
        try:
            if self.args.input_file in (None, "-"):
                data = sys.stdin.buffer.read()
            else:
                with open(self.args.input_file, "rb") as f:
                    data = f.read()
        except OSError as e:
            raise BadInput(name, 1, 1, f"cannot read input file: {e.strerror}")
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as e:
            line = data.count(b"\n", 0, e.start) + 1
            col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
            raise BadInput(name, line, col, "input is not UTF-8 text")

    def chunks(self, text: str) -> list[tuple[str, int]]:
        if not self.args.split_input_file:
            return [(text, 0)]
        pieces = text.split("// -----")
        result, offset = [], 0
        for piece in pieces:
            result.append((piece, offset))
            offset += piece.count("\n")
        return result

    def process(self, text: str, line_offset: int) -> str:
        """Parse, verify, run the pipeline and print one chunk."""
        from tvmlir.ir.mlir_opt_reader import reader_mode
        from tvmlir.ir.parser import read_with_fallback

        verify = not self.args.disable_verify

        def native() -> ModuleOp:
            try:
                module = self.parse_text(text, line_offset)
            except ParseError as e:
                raise bad_input_from_parse_error(e, self.input_name, line_offset) from None
            if verify:
                verify_module(module, self.input_name)
            return module

        module = read_with_fallback(
            native, text, self.input_name, reader_mode(self.args.reader),
            self.args.allow_unregistered_dialect, line_offset, verify,
        )
        try:
            self.apply_passes(module)
        except OpUnsupported as e:
            raise unsupported_at_op(e.op, e.message, self.input_name) from None
        except OpError as e:
            raise bad_input_at_op(e.op, e.message, self.input_name) from None
        except DiagnosticException as e:
            raise BadInput(self.input_name, 1, 1, str(e)) from None
        try:
            return self.output_resulting_program(module)
        except Unsupported as e:  # a target (-t smtlib) that cannot print an op
            if e.op is None:
                raise BadInput(self.input_name, 1, 1, f"-t {self.args.target}: {e}") from None
            raise bad_input_at_op(
                e.op, f"cannot be printed by -t {self.args.target}: {e.detail}", self.input_name
            ) from None

    def run(self) -> int:  # type: ignore[override]
        text = self.read_input()
        out = StringIO()
        for i, (chunk, offset) in enumerate(self.chunks(text)):
            if i > 0:
                out.write("// -----\n")
            try:
                out.write(self.process(chunk, offset))
            except BadInput as e:
                if not self.args.verify_diagnostics:
                    raise
                out.write(f"{e}\n")
        code = self.validation_exit_code()
        if self.args.json:
            if self.args.output_file not in (None, "-") and code != EXIT_VALIDATION_FAILED:
                write_output(self.args.output_file, out.getvalue())
            write_output(None, self.json_report())
        elif code != EXIT_VALIDATION_FAILED:
            write_output(self.args.output_file, out.getvalue())
        return code

    def _reporting_passes(self) -> list[ModulePass]:
        return [p for p in self.pipeline.passes if hasattr(p, "reports")]

    def json_report(self) -> str:
        """`--json`: the module reports of the verify passes (every input
        chunk), as one `tvmlir-verify/1` document."""
        import json

        from tvmlir.verify.module_report import ModuleReport

        reports = [r for p in self._reporting_passes() for r in p.reports]
        combined = ModuleReport(
            self.input_name,
            [f for r in reports for f in r.functions],
            [t for r in reports for t in r.seconds],
            sum(r.total_seconds for r in reports),
        )
        return json.dumps(combined.to_json(), indent=2) + "\n"

    def validation_exit_code(self) -> int:
        """The worst verdict of the validation passes that ran (those with
        `validation_exit_code()`, e.g. `verify`): 1 beats 2 beats 0.  On 1
        the IR is withheld: code known to be wrong does not flow on."""
        codes = [
            p.validation_exit_code()
            for p in self.pipeline.passes
            if hasattr(p, "validation_exit_code")
        ]
        if EXIT_VALIDATION_FAILED in codes:
            return EXIT_VALIDATION_FAILED
        return max(codes, default=0)


def main(argv: Sequence[str] | None = None) -> NoReturn:
    run_tool(lambda: TvOptMain(argv).run())


if __name__ == "__main__":
    main()
