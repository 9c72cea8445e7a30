"""`verify{spec=SOURCE}`: lowered code with no annotations, against its source.

For each function `@f` of SOURCE (a tensor-level linalg program), `--annotate`
makes the spec `@f_spec`, exactly as for the prophetic pipeline.  The
lowered module is copied; in the copy, the spec is placed at the top (and
in every `gpu.module`, as outlining leaves a spec), and the lowered `@f`'s
sites (stores, register accumulators; `target_trace`) that carry no
`tv.prophesy` get the claims inferred from runs (`runs`, `fit`, `claims`).
`--verify` then checks the copy with `source=SOURCE`, so a spec the
lowered module carries itself must also be SOURCE's.

What the report says, per function, beyond `--verify`'s obligations:
* a note per inferred claim (`inferred: memref.store at f:l:c: @T [..]`);
* `FAILED (execution matches spec)` when a run already showed the lowered
  code wrong: an output differing from the spec's (located at the store
  that last wrote the cell), undefined behaviour, or a race;
* `unsupported (no claim inferred for <op> at file:line:col: <why>)` when a
  site without claim left `--verify` without a value (its `missing
  annotation`), unless a failure that does not depend on values stands.
* a function SOURCE defines that the lowered module lacks is
  `unsupported`, never silently passed.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from tvmlir.infer.claims import insert_claim
from tvmlir.infer import reorders, splits
from tvmlir.infer.fit import Claim, NoClaim, infer_claim
from tvmlir.infer.runs import RUNS, Evidence, gather
from tvmlir.infer.spec_trace import run_spec
from tvmlir.infer.target_trace import RESULT, Site, sites_of
from tvmlir.ir.compat.vector import GatherOp
from tvmlir.ir.diagnostics import format_op_location
from tvmlir.lowering.vector_gather import unroll_gathers
from tvmlir.oracle.run import spec_function
from tvmlir.tv_dialect import ProphesyOp, SpecOp
from tvmlir.tv_dialect.spec import ORDER
from tvmlir.verify import fma_chains, mma_sync
from tvmlir.verify.obligations import COVERAGE, EXECUTION, MISSING_ANNOTATION, PRIORITY, Check, FunctionReport, Outcome

VALUE_INDEPENDENT = set(PRIORITY[: PRIORITY.index(MISSING_ANNOTATION)]) | {COVERAGE}
"""Failures that stand even where a site has no claim: bounds, races,
launch sizes, coverage do not depend on the values the unclaimed site
wrote; value obligations downstream of it do."""


@dataclass
class Inference:
    """What inference found for one function."""

    function: str
    claims: list[tuple[str, str]] = field(default_factory=list)  # (where, claim)
    missing: list[tuple[str, str]] = field(default_factory=list)  # (where, why no claim)
    evidence: Evidence | None = None
    annotated: bool = False  # the lowered module carried its own spec
    tolerance: float = 0.0  # outputs compared up to this (assume-reassoc)
    workgroup_allocs: str = "per-thread"  # how the runs read workgroup allocations (verify{workgroup-allocs})
    runnable: bool = True  # False: too large to run on the oracle (no confirmation runs either)
    scaled: str = ""  # claims guessed on a scaled copy: how it was scaled (Scaled.how)

    def notes(self) -> list[str]:
        out = []
        ev = self.evidence
        if self.tolerance:
            out.append(f"assumes: outputs of reordered float reductions may differ from the spec's in rounding: "
                       f"runs compare them up to a relative {self.tolerance:g} (assume-reassoc)")
        if ev is not None and ev.spec:
            out.append(
                f"inferred claims from {len(ev.spec)} runs of the spec and the code on the oracle "
                "(a claim is checked as a written prophecy: a wrong guess fails, it never proves)"
            )
        if self.scaled:
            out.append(f"inferred claims from runs of a scaled copy of the code and its source ({self.scaled}; "
                       "the code is too large to run on the oracle): guesses only, each proved on the real code, "
                       "and nothing the copy's runs showed is evidence about the real code")
        out += [f"inferred: {where}: {claim}" for where, claim in self.claims]
        return out


@dataclass(frozen=True)
class Scaled:
    """A copy of the lowered module and of its source with smaller static
    extents (a front end's rewriting, e.g. IREE codegen's 4096 -> 128), op
    for op the same structure.  Too large to run, the real code gets its
    claims guessed from the copy's runs: the copy's sites, in `sites_of`
    order, are the real code's, so a claim fitted on a copy's site is
    inserted at the real site with the same variables.  A claim is only
    a guess, which `--verify` proves on the real code (an extent the
    rewriting missed, or a fitted constant that depends on a scaled extent,
    fails to prove: never verified).  The copy's runs are no evidence about
    the real code: a difference they show is not reported as one."""

    module: ModuleOp
    specs: dict[str, SpecOp]
    how: str  # e.g. "extents 4096 -> 128"


def _where(op: Operation, default_file: str) -> str:
    return f"{op.name} at {format_op_location(op, default_file)}"


def _kernels(module: ModuleOp, fn: func.FuncOp) -> list[Operation]:
    """The `gpu.func`s `fn` launches."""
    found: list[Operation] = []
    for launch in fn.walk():
        if launch.name != "gpu.launch_func":
            continue
        ref = launch.kernel  # type: ignore[attr-defined]
        nested = ref.nested_references.data
        for m in module.ops:
            if m.name == "gpu.module" and m.sym_name.data == ref.root_reference.data:  # type: ignore[attr-defined]
                for f in m.regions[0].block.ops:
                    if f.name == "gpu.func" and nested and f.sym_name.data == nested[0].data and f not in found:  # type: ignore[attr-defined]
                        found.append(f)
    return found


def _place_spec(module: ModuleOp, spec: SpecOp) -> None:
    _prepend(module.body.block, spec.clone())
    for op in module.ops:
        if op.name == "gpu.module":
            _prepend(op.regions[0].block, spec.clone())


def _prepend(block, op) -> None:
    """`op` first in `block`, which may be empty (an empty lowered module)."""
    if block.first_op is None:
        block.add_op(op)
    else:
        block.insert_op_before(op, block.first_op)


def _claimed(site: Site) -> bool:
    if site.operand == RESULT:
        return any(isinstance(u.operation, ProphesyOp) for u in site.op.results[0].uses)
    return isinstance(getattr(site.op.operands[site.operand], "op", None), ProphesyOp)


def infer_function(module: ModuleOp, fn: func.FuncOp, spec: SpecOp, default_file: str, runs: int,
                   tolerance: float = 0.0, workgroup_allocs: str = "per-thread",
                   scaled: Scaled | None = None) -> Inference:
    """Run, fit and insert the claims of `fn`'s unclaimed sites (in place)."""
    name = fn.sym_name.data
    result = Inference(name)
    all_sites = sites_of(fn, _kernels(module, fn))
    sites = [s for s in all_sites if not _claimed(s)]
    result.annotated = len(sites) < len(all_sites) or any(
        isinstance(op, ProphesyOp) for k in [fn, *_kernels(module, fn)] for op in k.walk())
    spec_module, spec_fn = spec_function(spec)
    if runs == 0:
        result.missing = [(_where(s.op, default_file), "not run on the oracle (too large to run)") for s in sites]
        result.runnable = False
        if scaled is not None and sites:
            _infer_scaled(result, sites, fn, spec, scaled, default_file, tolerance, workgroup_allocs)
        return result
    ev = gather(spec_module, spec_fn, module, fn, sites, runs=runs, tolerance=tolerance,
                workgroup_allocs=workgroup_allocs)
    result.evidence = ev
    if ev.cannot_run is not None or ev.failure is not None:
        why = (ev.cannot_run or ev.failure).describe()  # type: ignore[union-attr]
        result.missing = [(_where(s.op, default_file), f"the runs stopped: {why}") for s in sites]
        return result
    kinds: dict[str, str] = {}
    for sv in ev.spec:
        kinds.update(sv.kinds)
    claims: list[Claim] = []
    unclaimed: list[tuple[Site, str]] = []
    for site in sites:
        try:
            claims.append(infer_claim(site, ev.trace.events.get(site, []), ev.spec, kinds, tolerance))
        except NoClaim as e:
            unclaimed.append((site, str(e)))
    if unclaimed:
        claims += _in_another_order(unclaimed, spec_module, spec_fn, ev, tolerance)
    result.missing = [(_where(site.op, default_file), why) for site, why in unclaimed]
    for c in claims:
        result.claims.append((_where(c.site.op, default_file), c.describe()))
        insert_claim(c, spec.sym_name.data)
    return result


def _in_another_order(unclaimed: list[tuple[Site, str]], spec_module, spec_fn, ev: Evidence,
                      tolerance: float) -> list[Claim]:
    """Claims for the `unclaimed` sites (removed from it) as stages of a
    spec reduction folded in another order of its reduction dims
    (`reorders.py`): the first order under which every one of them fits
    (a register accumulator over a set of reduced points that is no
    prefix of the spec's order).  The code's events are `ev`'s; only the
    spec runs again, in that order, on `ev`'s inputs.  Only guesses:
    --verify proves them."""
    for name, order in reorders.candidates(spec_fn):
        r_module, r_fn = reorders.with_order(spec_module, spec_fn, name, order)
        tensor = f"{name}{ORDER}{'.'.join(map(str, order))}"
        spec: list = []
        try:
            for inputs in ev.inputs:
                spec.append(run_spec(r_module, r_fn, inputs))
                if len(spec) == 1 and not _all_staged(unclaimed, ev, spec[0], tensor, tolerance):
                    break  # the first run already shows a value no stage of this order holds
        except Exception:  # noqa: BLE001 (the oracle's errors: no claim from this order)
            continue
        if len(spec) < len(ev.inputs):
            continue
        kinds: dict[str, str] = {}
        for sv in spec:
            kinds.update(sv.kinds)
        try:
            found = [infer_claim(site, ev.trace.events.get(site, []), spec, kinds, tolerance) for site, _ in unclaimed]
        except NoClaim:
            continue
        unclaimed.clear()
        return found
    return []


def _all_staged(unclaimed: list[tuple[Site, str]], ev: Evidence, first, tensor: str, tolerance: float) -> bool:
    """Every value the unclaimed sites took in the first run is an element
    of `tensor` (a stage, or the final value) in the spec's first run
    `first`: else no claim on it can fit (a cheap filter before the other
    runs; `fit` decides)."""
    for site, _ in unclaimed:
        for e in ev.trace.events.get(site, []):
            if e.run != 0:
                continue
            found = first.lookup_near(e.value, tolerance) if tolerance else first.lookup(e.value)
            if not any(name == tensor for name, _, _ in found):
                return False
    return True


def _infer_scaled(result: Inference, sites: list[Site], fn: func.FuncOp, spec: SpecOp, scaled: Scaled,
                  default_file: str, tolerance: float, workgroup_allocs: str) -> None:
    """`result`'s claims for the real `sites`, fitted on the runs of the
    scaled copy (`Scaled`); `result.missing` says why where none is."""
    name = fn.sym_name.data
    copy = scaled.module.clone()
    s_fn = next((op for op in copy.ops if isinstance(op, func.FuncOp) and op.sym_name.data == name), None)
    s_spec = scaled.specs.get(spec.sym_name.data)
    if s_fn is None or s_spec is None:
        return
    s_sites = [s for s in sites_of(s_fn, _kernels(copy, s_fn)) if not _claimed(s)]
    same = len(s_sites) == len(sites) and all(
        a.op.name == b.op.name and a.operand == b.operand
        and [v.kind for v in a.variables] == [v.kind for v in b.variables] for a, b in zip(s_sites, sites))
    if not same:
        result.missing = [(w, f"{why}; the scaled copy's sites differ from the code's") for w, why in result.missing]
        return
    result.scaled = scaled.how
    s_module, s_spec_fn = spec_function(s_spec)
    ev = gather(s_module, s_spec_fn, copy, s_fn, s_sites, runs=RUNS, tolerance=tolerance,
                workgroup_allocs=workgroup_allocs)
    if ev.cannot_run is not None or ev.failure is not None:
        why = (ev.cannot_run or ev.failure).describe()  # type: ignore[union-attr]
        result.missing = [(w, f"too large to run, and the scaled copy's runs stopped: {why}") for w, _ in result.missing]
        return
    # Outputs that differ in the copy still leave events: the sites whose
    # values are spec elements get their claims (guesses either way), so
    # that --verify reaches what does not depend on values (bounds, races,
    # coverage) on the real code.
    kinds: dict[str, str] = {}
    for sv in ev.spec:
        kinds.update(sv.kinds)
    real_of = dict(zip(s_sites, sites))
    claims: list[Claim] = []
    unclaimed: list[tuple[Site, str]] = []
    for real, site in zip(sites, s_sites):
        try:
            claims.append(replace(infer_claim(site, ev.trace.events.get(site, []), ev.spec, kinds, tolerance), site=real))
        except NoClaim as e:
            unclaimed.append((site, str(e)))
    if unclaimed:  # a reduction in another order (reorders.py), on the copy's runs too
        found = _in_another_order(unclaimed, s_module, s_spec_fn, ev, tolerance)
        claims += [replace(c, site=real_of[c.site]) for c in found]
    for claim in claims:
        result.claims.append((_where(claim.site.op, default_file), claim.describe()))
        insert_claim(claim, spec.sym_name.data)
    result.missing = [(_where(real_of[site].op, default_file), f"too large to run, and on the scaled copy: {why}")
                      for site, why in unclaimed]


def prepare(module: ModuleOp, specs: dict[str, SpecOp], default_file: str, runs: int,
            tolerance: float = 0.0, workgroup_allocs: str = "per-thread",
            scaled: Scaled | None = None) -> tuple[ModuleOp, dict[str, Inference]]:
    """A copy of `module` with the specs placed and the claims inserted."""
    copy = module.clone()
    present = {op.sym_name.data for op in copy.walk() if isinstance(op, SpecOp)}
    for spec in specs.values():
        if spec.sym_name.data not in present:
            _place_spec(copy, spec)
    inferences: dict[str, Inference] = {}
    for fn in [op for op in copy.ops if isinstance(op, func.FuncOp) and op.body.blocks]:
        spec = specs.get(f"{fn.sym_name.data}_spec")
        if spec is None:
            continue
        inferences[fn.sym_name.data] = infer_function(copy, fn, spec, default_file, runs, tolerance, workgroup_allocs,
                                                      scaled)
        inferences[fn.sym_name.data].tolerance = tolerance
        inferences[fn.sym_name.data].workgroup_allocs = workgroup_allocs
    copy.verify()
    return copy, inferences


def conclude(report: FunctionReport, inference: Inference | None, module: ModuleOp | None = None) -> None:
    """Add the inference's notes and verdict-relevant findings to `report`
    (module doc); `module` is the prepared copy, run again on the oracle's
    adversarial inputs (edge sizes, all-negative, all -0.0...) when the
    verdict would be FAILED or unsupported for want of a claim, so that
    either is confirmed by execution or says it was not."""
    if inference is None or report.skipped is not None:
        return
    report.notes.extend(inference.notes())
    if (report.unsupported_reason or "").startswith(fma_chains.REASON):
        # a contracted, reordered sum without assume-reassoc: the runs
        # differ from the spec in rounding by construction, which is no
        # failure shown (fma_chains.py)
        return
    ev = inference.evidence
    if ev is not None and ev.failure is not None:
        report.checks.append(Check(EXECUTION, "a run of the lowered code", Outcome.FAILED, ev.failure.describe()))
    elif ev is not None and ev.mismatch is not None:
        where = "the outputs" if ev.mismatch_op is None else f"{ev.mismatch_op.name} at {format_op_location(ev.mismatch_op)}"
        detail = f"confirmed by execution: {ev.mismatch}"
        if inference.missing:  # the first value that is no spec element is where it went wrong
            first, why = inference.missing[0]
            detail = f"{why}; confirmed by execution: {ev.mismatch}, written by {where}"
            where = first
        report.checks.append(Check(EXECUTION, where, Outcome.FAILED, detail))
    missing = [c for c in report.checks if c.obligation == MISSING_ANNOTATION and c.outcome is Outcome.FAILED]
    failed = any(c.outcome is Outcome.FAILED for c in report.checks)
    # A site left without claim because its values are no spec element
    # (the random runs agreed only up to assume-reassoc's rounding) is also
    # tried on the adversarial inputs: an epsilon dropped shows on zeros.
    unexplained = any("no element of any spec tensor" in why for _, why in inference.missing)
    if (failed or unexplained) and not _confirmed(report) and module is not None and inference.runnable \
            and (ev is None or ev.cannot_run is None):
        # a difference shown is located at the first site left without
        # claim, where the values stopped being spec elements
        site = next((w for w, why in inference.missing if "no element of any spec tensor" in why), None)
        _confirm(report, module, inference.function, bool(missing), inference.tolerance, inference.workgroup_allocs,
                 site)
    if _confirmed(report) and missing:
        # A value without claim is unknown to --verify: what it failed
        # downstream of it says nothing; the difference execution showed does.
        report.checks = [c for c in report.checks if c.outcome is not Outcome.FAILED
                         or c.obligation in VALUE_INDEPENDENT or c.obligation == EXECUTION]
    if _confirmed(report) or inference.annotated:
        return  # a difference execution showed; or claims the module made itself
    why = dict(inference.missing)
    if report.unsupported is not None and report.unsupported.startswith("annotation lost at "):
        # No claim was inferred for a store (module doc): say why, rather
        # than that an annotation this module never had was lost.
        where = report.unsupported.removeprefix("annotation lost at ")
        if where in why:
            report.unsupported = f"no claim inferred for {where}: {why[where]}"
            report.unsupported_reason = "the value it writes is unknown to --verify"
        # (and a value failure execution did not show is a guess, below:
        # it stood as FAILED when a store also had no claim)
    # Not confirmed: a failure that depends on values is a claim that was
    # only guessed (or a value --verify was given no claim for), not a bug
    # shown: unsupported, with the first such failure.  Failures that do
    # not depend on values (bounds, races, coverage) stand.
    failures = [c for c in report.checks if c.outcome is Outcome.FAILED]
    standing = [c for c in failures if c.obligation in VALUE_INDEPENDENT]
    guessed = [c for c in failures if c not in standing]
    if not guessed or standing:
        return
    report.checks = [c for c in report.checks if c.outcome is not Outcome.FAILED]
    if report.unsupported is not None:
        return  # --verify's own first cause (an op it has no semantics for) comes first
    if missing:
        first = next((c for c in missing if c.where in why), missing[0])
        reason = why.get(first.where, "no claim is inferred for this op")
        report.unsupported = f"no claim inferred for {first.where}: {reason}"
        report.unsupported_reason = "the value it writes is unknown to --verify"
    else:
        first = min(guessed, key=lambda c: PRIORITY.index(c.obligation))
        report.unsupported = f"inferred claim not proved: {first.obligation}: {first.where}"
        report.unsupported_reason = f"{first.detail}; {first.instance}; execution shows no difference"


def _confirmed(report: FunctionReport) -> bool:
    return any(c.obligation == EXECUTION and c.outcome is Outcome.FAILED for c in report.checks)


CONFIRM_RUNS = 8


def _confirm(report: FunctionReport, module: ModuleOp, name: str, missing: bool, tolerance: float = 0.0,
             workgroup_allocs: str = "per-thread", site: str | None = None) -> None:
    from tvmlir.oracle.run import MISMATCH, NONDETERMINISTIC, check_function

    fn = next(op for op in module.ops if isinstance(op, func.FuncOp) and op.sym_name.data == name)
    outcome = check_function(module, fn, runs=CONFIRM_RUNS, seed=0, tolerance=tolerance, workgroup_allocs=workgroup_allocs)
    if outcome.kind in (MISMATCH, NONDETERMINISTIC):
        detail = f"confirmed by execution: {outcome.detail}"
        if site is not None:
            detail = f"its values are no spec element; {detail}"
        report.checks.append(Check(EXECUTION, site or f"@{name}", Outcome.FAILED, detail))
    elif missing:
        report.notes.append(f"confirm: no claim for some value, and execution shows no difference ({outcome.describe()})")
    else:
        report.notes.append(f"confirm: the failure could not be confirmed by execution ({outcome.describe()})")


def verify_against_source(module: ModuleOp, source, options, jobs: int = 1, progress=None, runs: int = 3,
                          scaled: Scaled | None = None, split: bool = True):
    """The module report of `verify{spec=SOURCE}` (module doc); `source`
    is `passes.verify.annotated_source(SOURCE)`; with `runs` 0, `scaled`
    (if given) is where the claims are guessed (`Scaled`).

    A GPU kernel whose shuffle trees reduce a row split by its thread
    mapping is verified first against the source with those reductions
    split so (`splits.py`, each split printed); a function that does not
    verify so is verified against the source as written."""
    label = f"<{source.path}, row reductions split>"
    found = splits.split_specs(source.specs, module, options.assume_reassoc, label) if split else None
    if found is not None:
        split_source, notes, _ = found
        guide = scaled
        if scaled is not None:
            scaled_found = splits.split_specs(scaled.specs, scaled.module, options.assume_reassoc, label)
            guide = None if scaled_found is None else replace(scaled, specs=scaled_found[0].specs)
        if scaled is None or guide is not None:
            first = verify_against_source(module, split_source, replace(options, source=split_source.fingerprints()),
                                          jobs, progress, runs, guide, split=False)
            for r in first.functions:
                r.notes[:0] = notes.get(r.function, [])
            # verified, or FAILED (a wrong program found, by execution
            # where it depends on values: the split is the same function)
            decided = lambda r: r.verdict_text() == "verified" or r.verdict_text().startswith("FAILED")  # noqa: E731
            if all(decided(r) or r.skipped is not None for r in first.functions):
                return first
            second = verify_against_source(module, source, options, jobs, progress, runs, scaled, split=False)
            better = {r.function: r for r in first.functions if decided(r)}
            second.functions = [better.get(r.function, r) for r in second.functions]
            return second
    return _verify_against_source(module, source, options, jobs, progress, runs, scaled)


def _verify_against_source(module: ModuleOp, source, options, jobs: int = 1, progress=None, runs: int = 3,
                           scaled: Scaled | None = None):
    from tvmlir.verify.run_module import verify_module_report

    from tvmlir.infer.runs import REASSOC_TOLERANCE


    tolerance = REASSOC_TOLERANCE if options.assume_reassoc else 0.0
    reading = options.assume_reassoc and not any(fma_chains.spec_has_fma(s) for s in source.specs.values())
    report = None
    # fma chains (and, second, reductions from an input's value) read as
    # the spec's sum before the runs, so that the inference claims the sum
    # (a fold) and --verify proves it step by step (fma_chains.py); each
    # reading is sound under the assumptions it prints, the first that
    # verifies is reported
    # nvgpu.mma.sync read as its lane exchange and k-ordered folds before
    # the runs (mma_sync.py), so that the oracle runs that reading and the
    # inference claims the folds; unread (no assume-reassoc, an unsupported
    # form), --verify reports it unsupported
    # vector.gather read as its lanes' scalar loads (exact; the oracle and
    # the gathers rule of --verify read those, lowering/vector_gather.py)
    if any(isinstance(op, GatherOp) for op in module.walk()):
        module = module.clone()
        unroll_gathers(module)
        if scaled is not None:
            scaled = replace(scaled, module=scaled.module.clone())
            unroll_gathers(scaled.module)
    mma_notes: dict[str, list[str]] = {}
    if options.assume_reassoc and any(mma_sync.mma_ops(module)):
        read_mma = module.clone()
        mma_notes, why = mma_sync.read_module(read_mma)
        if why is None:
            module = read_mma
            if scaled is not None:
                scaled = replace(scaled, module=scaled.module.clone())
                mma_sync.read_module(scaled.module)
    for addends in (False, True) if reading else (False,):
        lowered, read, guide = module, {}, scaled
        if reading:
            lowered = module.clone()
            read = fma_chains.read_module(lowered, addends=addends)
            if scaled is not None:  # read the same way, so that its sites stay the code's
                guide = replace(scaled, module=scaled.module.clone())
                fma_chains.read_module(guide.module, addends=addends)
        if addends and not any(n for n in read.values()):
            break  # no reduction from an input's value: nothing else to read
        copy, inferences = prepare(lowered, source.specs, "<input>", runs, tolerance, options.workgroup_allocs, guide)
        attempt = verify_module_report(copy, options, jobs=jobs, progress=progress)
        for r in attempt.functions:
            r.notes[:0] = mma_notes.get(r.function, []) + read.get(r.function, [])
            conclude(r, inferences.get(r.function), copy)
        if report is None:
            report = attempt
        else:  # per function, the second reading where it verifies
            better = {r.function: r for r in attempt.functions if r.verdict_text() == "verified"}
            report.functions = [better.get(r.function, r) for r in report.functions]
        if all(r.verdict_text() in ("verified",) or r.skipped is not None or r.verdict_text().startswith("FAILED")
               for r in report.functions):
            break
    assert report is not None
    # A function of the source the module lacks is `FAILED (function
    # missing)`, by verify's pairing (options.source lists the source's
    # functions), as with verify{source=}.
    report.functions = [r for r in report.functions if not (r.function == "module" and r.spec is None and any(
        x.skipped is None for x in report.functions if x is not r))]
    return report
