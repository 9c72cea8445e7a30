"""Did validating a pipeline change what it compiles?

`tv-opt --annotate` adds ghost code (prophecies, a spec) that the user's
pipeline must carry without letting it change the program.  This runs the
user's pipeline twice, on the plain program and on the annotated one,
strips the annotations from the second output and compares both, printed
by the same printer (mlir-opt's generic form after the same number of text
round trips: a parsed op and a built op differ in default properties such
as `nontemporal = false`, which is not a difference of code).

With the tv dialect plugin, mlir-opt knows what the annotations are and
strips them itself (the plugin's `strip-tv` pass), whatever dialects the
pipeline ends in.  Without it the annotated run needs
`--allow-unregistered-dialect`, and both outputs go through tv-opt once
(`--strip-tv` for the annotated one), so tv-opt must read what the
pipeline emits.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass, field

from tvmlir.interop.mlir_tools import Run, run, tv_opt_command

SAME, DIFFERENT, BROKEN_BY_ANNOTATIONS, PLAIN_FAILS, CANNOT_COMPARE = (
    "same code",
    "different code",
    "pipeline fails only with annotations",
    "pipeline fails on the plain program",
    "cannot compare",
)


@dataclass
class PipelineCheck:
    verdict: str
    plain: Run | None = None
    annotated: Run | None = None
    detail: str = ""
    diff: list[str] = field(default_factory=list)


def check_pipeline(
    source_text: str,
    source_name: str,
    pipeline: str,
    mlir_opt: str,
    plugin: str | None,
    opt_args: Sequence[str] = (),
    generalize_plain: bool = False,
) -> PipelineCheck:
    tv_opt = tv_opt_command()
    pipe = [mlir_opt, *opt_args, f"--pass-pipeline={pipeline}"]
    if not plugin:
        # tv-opt reads both outputs: generic form, which it reads for every
        # dialect (xDSL lacks some custom syntaxes, e.g. gpu.launch_func).
        pipe.append("--mlir-print-op-generic")
    # tv-opt generalizes named linalg ops when it annotates: the plain
    # program is run as the user wrote it, so a change that generalization
    # causes is reported too.
    annotate = run([*tv_opt, "--annotate", "--print-op-generic", "-"], source_text)
    if not annotate.ok:
        return PipelineCheck(CANNOT_COMPARE, detail=f"tv-opt --annotate: {annotate.error}")
    if generalize_plain:
        # The baseline is the program with named ops generalized, as
        # --annotate leaves it: what remains is the prophecies' effect.
        generalized = run([mlir_opt, "--linalg-generalize-named-ops"], source_text)
        if not generalized.ok:
            return PipelineCheck(PLAIN_FAILS, plain=generalized, detail=generalized.error)
        source_text = generalized.stdout
    plain = run(pipe, source_text)
    if not plain.ok:
        return PipelineCheck(PLAIN_FAILS, plain=plain, detail=plain.error)
    carry = [f"--load-dialect-plugin={plugin}"] if plugin else ["--allow-unregistered-dialect"]
    annotated = run([*pipe, *carry], annotate.stdout)
    if not annotated.ok:
        return PipelineCheck(BROKEN_BY_ANNOTATIONS, plain, annotated, annotated.error)
    generic = [mlir_opt, "--mlir-print-op-generic"]
    if plugin:
        left = run([*generic, *carry, "--pass-pipeline=builtin.module(strip-tv)"], annotated.stdout)
        right = run(generic, plain.stdout)
    else:
        stripped = run([*tv_opt, "--allow-unregistered-dialect", "--strip-tv", "-"], annotated.stdout)
        reprinted = run([*tv_opt, "--allow-unregistered-dialect", "-"], plain.stdout)
        if not stripped.ok or not reprinted.ok:
            why = stripped.error or reprinted.error
            return PipelineCheck(CANNOT_COMPARE, plain, annotated, f"tv-opt cannot read the output ({why}); load the plugin")
        left = run([*generic, "--allow-unregistered-dialect"], stripped.stdout)
        right = run([*generic, "--allow-unregistered-dialect"], reprinted.stdout)
    if not left.ok or not right.ok:
        return PipelineCheck(CANNOT_COMPARE, plain, annotated, left.error or right.error)
    if left.stdout == right.stdout:
        return PipelineCheck(SAME, plain, annotated)
    diff = list(
        difflib.unified_diff(
            right.stdout.splitlines(), left.stdout.splitlines(),
            f"{source_name} (plain)", f"{source_name} (annotated, stripped)", lineterm="", n=1,
        )
    )
    return PipelineCheck(DIFFERENT, plain, annotated, f"{len(diff)} diff lines", diff)
