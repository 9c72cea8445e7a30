"""Prove a lifted formula for all sizes with tvmlir's own `--verify`.

The annotated module is what `tv-opt --annotate` followed by a lowering
would give: the lifted spec function is annotated by `AnnotatePass` (so
the `tv.spec` is exactly the one `--annotate` makes of it), the kernel's
stores get the inferred `tv.prophesy`s, and the kernel returns its output
buffers (the only change to its body; a kernel that already returns them
is left as it is).  `--verify` then checks it, and a proof is also run on
the execution oracle (`--confirm`'s check) on random inputs: a proof that
execution contradicts is reported as a soundness failure, never as proved.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import func
from xdsl.dialects.builtin import FunctionType, ModuleOp
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue

from tvmlir.ir.context import make_context
from tvmlir.ir.diagnostics import format_op_location
from tvmlir.ir.parser import parse_module
from tvmlir.lifting.kernel import Kernel, Run
from tvmlir.lifting.prophecy import NoProphecy, infer, insert
from tvmlir.lifting.search import Candidate
from tvmlir.lifting.spec import spec_function, stage_name, tensor_names
from tvmlir.oracle.run import MATCH, check_function
from tvmlir.passes.annotate import AnnotatePass
from tvmlir.tv_dialect import SpecOp


@dataclass(frozen=True)
class Proof:
    proved: bool
    reason: str  # why not, when not proved
    report: str  # --verify's report (empty if it did not run)
    oracle: str  # the execution check after a proof
    annotated: str  # the annotated module, as text


def _same_ops(original: Operation, module: Operation) -> dict[Operation, Operation]:
    """Each op of the traced module and its copy in the re-parsed one (the
    same text, so the same walk)."""
    return dict(zip(original.walk(), module.walk(), strict=True))


def _same_value(same: dict[Operation, Operation], v: SSAValue) -> SSAValue:
    if isinstance(v, OpResult):
        return same[v.op].results[v.index]
    assert isinstance(v, BlockArgument)
    parent = v.block.parent_op()
    region = v.block.parent
    r = parent.regions.index(region)
    b = list(region.blocks).index(v.block)
    return list(same[parent].regions[r].blocks)[b].args[v.index]


def annotated_spec(kernel: Kernel, cand: Candidate, fn_name: str) -> SpecOp:
    text = spec_function(kernel, cand, fn_name)
    spec_module = parse_module(make_context(), text, "<lifted spec>")
    AnnotatePass().apply(make_context(), spec_module)
    spec = next(op for op in spec_module.ops if isinstance(op, SpecOp))
    spec.detach()
    return spec


def return_outputs(fn: func.FuncOp, outputs: list[int]) -> None:
    ret = fn.body.block.last_op
    assert isinstance(ret, func.ReturnOp)
    if ret.arguments:
        return
    args = [fn.body.block.args[p] for p in outputs]
    new = func.ReturnOp(*args)
    new.location = ret.location
    fn.body.block.insert_op_before(new, ret)
    fn.body.block.erase_op(ret)
    fn.function_type = FunctionType.from_lists(list(fn.function_type.inputs.data), [a.type for a in args])


def prove(text: str, path: str, fn_name: str, original: ModuleOp, runs: list[Run], cand: Candidate, timeout_ms: int,
          rlimit: int | None = None) -> Proof:
    from tvmlir.verify.function import VerifyOptions, verify_module_reports
    from tvmlir.verify.obligations import Verdict
    from tvmlir.verify.prover import ProverOptions
    from tvmlir.verify.report import format_report

    module = parse_module(make_context(), text, path)
    fn = next(op for op in module.ops if isinstance(op, func.FuncOp) and op.sym_name.data == fn_name)
    kernel = Kernel.of(fn)
    spec = annotated_spec(kernel, cand, fn_name)
    names = tensor_names(kernel, cand)
    try:
        prophecies = infer(runs, cand, format_op_location, [stage_name(kernel, cand, s) for s in range(len(cand.stages))])
    except NoProphecy as e:
        return Proof(False, str(e), "", "", "")
    same = _same_ops(original, module)
    for p in prophecies:
        object.__setattr__(p, "store", same[p.store])
        if p.indices is not None:
            object.__setattr__(p, "indices", tuple(_same_value(same, v) for v in p.indices))
    insert(prophecies, spec.sym_name.data, names)
    return_outputs(fn, [cand.out])
    module.body.block.insert_op_before(spec, fn)
    for op in list(module.ops):
        if op.name == "gpu.module":
            block = op.regions[0].block
            block.insert_op_before(spec.clone(), block.first_op)
    module.verify()
    from io import StringIO

    from xdsl.printer import Printer

    out = StringIO()
    Printer(stream=out).print_op(module)
    annotated = out.getvalue()
    options = VerifyOptions(prover=ProverOptions(timeout_ms=timeout_ms, rlimit=rlimit))
    reports = [r for r in verify_module_reports(module, options, path) if r.function == fn_name]
    report = "".join(format_report(r) for r in reports)
    if not reports or reports[0].verdict() != Verdict.VERIFIED:
        why = reports[0].verdict_text() if reports else "no report"
        return Proof(False, f"--verify: {why}", report, "", annotated)
    outcome = check_function(module, fn, runs=8, seed=0)
    if outcome.kind != MATCH:
        return Proof(False, f"SOUNDNESS FAILURE: verified, but execution differs: {outcome.describe()}", report, outcome.describe(), annotated)
    return Proof(True, "", report, f"execution agrees with the spec in {outcome.runs} runs", annotated)
