"""The lifted route: a loop nest the ordinary check cannot relate, per element.

Tiling, fusion, unroll-jam and normalization change a loop nest's
structure, so neither unrolling nor one-to-one loop pairing relates the
source with its target.  This route lifts the source function to a linalg
formula F (`tvmlir.lifting`, proved for all inputs), proves the target
against F (`verify{spec=F}`, `tvmlir.infer`), and concludes that the
target refines the source.  The soundness argument is design-notes
section 19 ("the lifted route"); in short:

* the lift's proof must hold wherever the source is defined: static
  shapes with the identity layout (so it assumes no dim equality), no
  results, and no assumption beyond the 64-bit index and no aliasing
  between memref arguments, the latter only where tv-check assumes it too;
* the target is proved against the same F, with its bounds, undefined
  reads, coverage, final value and preserved inputs;
* the verdict is `verified` only if both proofs succeed; FAILED only if
  execution showed the target differ from F (or be undefined) on an input
  where the source is proved equal to F; anything else is `unsupported`.

Both sides are read through mlir-opt-19's `-lower-affine`, which is what
tvmlir's affine semantics are defined as (`semantics/affine_ops.py`).
"""

from __future__ import annotations

import functools
import re

from xdsl.dialects import func
from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType, NoneAttr

from tvmlir.refinement.verdict import FAILED, TIMEOUT, UNSUPPORTED, VERIFIED, Verdict

ROUTE = "lifted route"

LOOP_REASONS = ("exceeds the unroll bound", "not paired", "trip count is not constant")
"""Unsupported reasons of the ordinary check that the route may answer:
a loop it could neither unroll nor pair."""

ALIASING = ("the output argument does not alias the other memref arguments (--memref-inputs-simple, or another "
            "element type); arguments only read may alias each other")

LIFT_ASSUMPTIONS = {
    "64-bit index": "64-bit index",
    "index arithmetic does not overflow 64 bits": "index arithmetic does not overflow 64 bits",
    "memref arguments do not alias": ALIASING,
}
"""The only assumptions the source's lift may print (the route's reading
of each, as a tv-check assumption); any other (a dim equality) means the
lift does not cover every input where the source is defined."""

SEARCH_BUDGET = 20_000
"""Candidates the lift may try (tv-lift's default is 200,000): the route
runs before the ordinary check on large nests, so a search that finds
nothing must end soon.  Loop nests from affine code are read off their
dataflow (`lifting/guided.py`) within a few candidates: a matmul in 1, a
fused producer and consumer in 3."""

LOWERING = ("affine ops mean what mlir-opt-19 -lower-affine makes of them "
            "(the lifted route reads both sides through it)")


def applies(verdict: Verdict) -> bool:
    """After the ordinary check: a loop it could not relate, or a timeout."""
    if verdict.status == TIMEOUT:
        return True
    return verdict.status == UNSUPPORTED and any(r in verdict.reason for r in LOOP_REASONS)


def _constant(v) -> int | None:
    from xdsl.dialects.builtin import IntegerAttr
    from xdsl.ir import OpResult

    if isinstance(v, OpResult) and v.op.name == "arith.constant":
        value = v.op.properties.get("value", v.op.attributes.get("value"))
        if isinstance(value, IntegerAttr):
            return value.value.data
    return None


def _iterations(op) -> int | None:
    """Static trip count of an affine.for or scf.for with constant bounds
    (None when it is not constant, or the form is not the usual one)."""
    try:
        if op.name == "affine.for":
            get = lambda k: op.properties.get(k, op.attributes.get(k))  # noqa: E731
            lb, ub, step = get("lowerBoundMap"), get("upperBoundMap"), get("step")
            if lb is None or ub is None or step is None:
                return None
            lbr, ubr = lb.data.results, ub.data.results
            if len(lbr) != 1 or len(ubr) != 1:
                return None
            lo, hi, st = int(str(lbr[0])), int(str(ubr[0])), step.value.data
        else:
            lo, hi, st = (_constant(v) for v in op.operands[:3])
            if lo is None or hi is None or st is None:
                return None
    except (ValueError, AttributeError, TypeError):
        return None
    return max(0, -(-(hi - lo) // st)) if st > 0 else None


def worth_first(fn: func.FuncOp, max_unroll: int) -> bool:
    """Whether the route should run before the ordinary check: the source
    has a loop nest of more iterations than the ordinary check unrolls, or
    a loop whose trip count is not constant (it would spend its budget on
    an unsupported answer)."""
    def walk(region, outer: int) -> bool:
        for block in region.blocks:
            for op in block.ops:
                n = outer
                if op.name in ("affine.for", "scf.for"):
                    trips = _iterations(op)
                    if trips is None or outer * trips > max_unroll:
                        return True
                    n = outer * trips
                if any(walk(r, n) for r in op.regions):
                    return True
        return False

    return walk(fn.body, 1)


def _lower(path: str, unregistered: bool) -> tuple[str | None, str]:
    """`path` through `-lower-affine` (once per file version in a run: a
    file of many functions is lowered once, not once per function)."""
    import os

    try:
        st = os.stat(path)
    except OSError as e:
        return None, f"cannot read {path}: {e}"
    return _lower_version(path, unregistered, st.st_mtime_ns, st.st_size)


@functools.lru_cache(maxsize=8)
def _lower_version(path: str, unregistered: bool, _mtime_ns: int, _size: int) -> tuple[str | None, str]:
    from tvmlir.interop.mlir_tools import find_mlir_opt, run

    mlir_opt = find_mlir_opt()
    if mlir_opt is None:
        return None, "mlir-opt-19 is not on PATH (the route reads affine ops through its -lower-affine)"
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        return None, f"cannot read {path}: {e}"
    # generic form: every op mlir-opt-19 prints is readable (tvmlir lacks
    # some custom forms, memref.dma_start's)
    cmd = [mlir_opt, "-lower-affine", "--mlir-print-op-generic"] + (["--allow-unregistered-dialect"] if unregistered else [])
    r = run(cmd, text)
    if not r.ok:
        return None, f"mlir-opt-19 -lower-affine rejects {path}: {r.error}"
    return r.stdout, ""


def _function(text: str, label: str, name: str, unregistered: bool):
    from tvmlir.ir.context import make_context
    from tvmlir.ir.parser import parse_verified

    module = parse_verified(make_context(allow_unregistered=unregistered), text, label)
    fn = next((op for op in module.ops if isinstance(op, func.FuncOp) and op.sym_name.data == name and op.body.blocks),
              None)
    return module, fn


READ_ONLY_USES = {"memref.load", "memref.dim", "affine.load", "affine.vector_load", "vector.load",
                  "vector.transfer_read", "memref.prefetch", "affine.prefetch"}
"""Ops that only read the memref they are given (the lowered code's)."""


MAX_RUN = 2**12
"""The most loop iterations, and memref elements, the source may have: the
lift and the target's proof run both sides concretely on the execution
oracle (about twenty runs), and a 1024^3 memref of MLIR's tests would not
end.  A bound on sizes, not on time, so the verdict does not depend on
the machine."""


def _size_refusal(fn: func.FuncOp) -> str | None:
    """Why the source is too large to run concretely, or None."""
    elements = sum(_elements(t) for t in fn.function_type.inputs.data if isinstance(t, MemRefType))
    for op in fn.walk():
        if op.name in ("memref.alloc", "memref.alloca") and isinstance(op.results[0].type, MemRefType):
            elements += _elements(op.results[0].type)
    if elements > MAX_RUN:
        return f"its memrefs hold {elements} elements, more than the {MAX_RUN} the lift runs concretely"

    def total(region, outer: int) -> int | None:
        n = 0
        for block in region.blocks:
            for op in block.ops:
                inner = outer
                if op.name in ("affine.for", "scf.for", "scf.parallel", "scf.while", "affine.parallel"):
                    trips = _iterations(op)
                    if trips is None:
                        return None
                    inner = outer * trips
                    n += inner
                for r in op.regions:
                    m = total(r, inner)
                    if m is None:
                        return None
                    n += m
        return n

    n = total(fn.body, 1)
    if n is None:
        return "a loop whose trip count is not constant (the lift runs the source concretely)"
    if n > MAX_RUN:
        return f"{n} loop iterations, more than the {MAX_RUN} the lift runs concretely"
    return None


def _elements(t: MemRefType) -> int:
    n = 1
    for d in t.get_shape():
        n *= max(d, 0)
    return n


WRITES = {"memref.store": 1, "vector.transfer_write": 1, "vector.store": 1, "vector.maskedstore": 1,
          "memref.copy": 1, "affine.store": 1, "affine.vector_store": 1}
"""Ops writing the memref operand at the given position."""

VIEWS = {"memref.subview", "memref.cast", "memref.reinterpret_cast", "memref.expand_shape",
         "memref.collapse_shape", "memref.view", "memref.transpose"}


def _output_refusal(fn: func.FuncOp) -> str | None:
    """A cheap look before the lift's runs: the lift takes one argument the
    function writes (a gate only; the lift finds the output itself)."""
    args = fn.body.blocks[0].args

    def root(v):
        while hasattr(v, "op") and v.op.name in VIEWS:
            v = v.op.operands[0]
        return v

    written = {root(op.operands[k]) for op in fn.walk() for name, k in WRITES.items()
               if op.name == name and len(op.operands) > k}
    count = sum(1 for a in args if a in written)
    if count == 0:
        return "the function writes no argument: no output for a formula to describe"
    if count > 1:
        return f"the function writes {count} arguments (the lift takes one output)"
    return None


def _alone(fn: func.FuncOp, label: str):
    """(text, module, function) of a module holding only `fn`, read back."""
    from io import StringIO

    from xdsl.dialects.builtin import ModuleOp
    from xdsl.printer import Printer

    from tvmlir.ir.context import make_context
    from tvmlir.ir.parser import parse_verified

    out = StringIO()
    Printer(stream=out).print_op(ModuleOp([fn.clone()]))
    text = out.getvalue() + "\n"
    module = parse_verified(make_context(), text, label)
    return text, module, next(op for op in module.ops if isinstance(op, func.FuncOp))


def _signature_refusal(fn: func.FuncOp, options) -> str | None:
    """Why the source's lift would not cover every input where the source
    is defined, from the signature alone (module doc), or None."""
    ftype = fn.function_type
    if ftype.outputs.data:
        return "the function returns values (the route lifts one output argument)"
    if not ftype.inputs.data:
        return "the function has no argument: no output for a formula to describe (what it does is only defined or not)"
    for k, t in enumerate(ftype.inputs.data):
        if not isinstance(t, MemRefType):
            return f"argument {k} is not a memref"
        if any(d == DYNAMIC_INDEX for d in t.get_shape()):
            return (f"argument {k} has a dynamic shape (the lifted formula would assume dim equalities the source "
                    "does not require)")
        if not isinstance(t.layout, NoneAttr):
            return f"argument {k} has a layout other than the identity"
    if options.index_bitwidth != 64:
        return f"the lift assumes a 64-bit index (--index-bitwidth {options.index_bitwidth})"
    return None


EFFECTS = {"memref.get_global", "func.call", "func.call_indirect", "vector.print", "gpu.printf", "cf.assert",
           "llvm.call"}
"""Ops whose effects (on globals, through callees, printed, an abort) a
formula of the output argument does not describe: refused in either side."""


def _effect_refusal(fn: func.FuncOp) -> str | None:
    from xdsl.dialects.builtin import UnregisteredOp

    for op in fn.walk():
        if op.name in EFFECTS or isinstance(op, UnregisteredOp):
            name = op.op_name.data if isinstance(op, UnregisteredOp) else op.name
            return f"{name} has effects beyond the output argument, which the lifted formula does not describe"
    return None


def _alias_precheck(fn: func.FuncOp, options) -> str | None:
    """Before the lift: every choice of output would be refused by
    `_alias_refusal`."""
    if options.memref_inputs_simple:
        return None
    types = [t.element_type for t in fn.function_type.inputs.data]
    if all(types.count(t) > 1 or not options.typed_noalias and len(types) > 1 for t in types):
        return ("every memref argument may alias another (one element type), which the lifted formula does not "
                "model (--memref-inputs-simple assumes they do not)")
    return None


def _alias_refusal(fns: list[func.FuncOp], out: int, options) -> str | None:
    """The lift's proof, and the target's, take memref arguments as
    disjoint arrays.  Arguments that both sides only read may alias each
    other (their contents are then related, which "any contents" covers);
    the written output must be disjoint from every other argument, which
    tv-check assumes only under --memref-inputs-simple, or for arguments of
    another element type (its typed no-alias assumption)."""
    if options.memref_inputs_simple:
        return None
    types = fns[0].function_type.inputs.data
    for k, t in enumerate(types):
        if k == out:
            continue
        if t.element_type == types[out].element_type or not options.typed_noalias:
            return (f"the output argument {out} and argument {k} may alias (one element type), which the lifted "
                    "formula does not model (--memref-inputs-simple assumes memref arguments do not alias)")
        for fn in fns:
            arg = fn.body.blocks[0].args[k]
            if any(use.operation.name not in READ_ONLY_USES for use in arg.uses):
                use = next(u.operation for u in arg.uses if u.operation.name not in READ_ONLY_USES)
                return (f"argument {k} is used by {use.name}, not only read, and may alias another argument "
                        "(--memref-inputs-simple assumes memref arguments do not alias)")
    return None


def _assumptions(report: str) -> list[str]:
    out = []
    for line in report.splitlines():
        line = line.strip()
        if line.startswith("note: assumes: "):
            out.extend(a.strip() for a in line.removeprefix("note: assumes: ").split(";") if a.strip())
        elif line.startswith("note: assumes "):
            out.append(line.removeprefix("note: "))
    return out


def _unsupported(name: str, why: str, notes: list[str] | None = None) -> Verdict:
    return Verdict(name, UNSUPPORTED, f"{ROUTE}: {why}", notes=list(notes or []))


def check_lifted_guarded(src_path: str, tgt_path: str, name: str, options, unregistered: bool = False,
                         source: func.FuncOp | None = None) -> Verdict:
    """`check_lifted`; an unexpected exception in the route (a tvmlir bug)
    is its unsupported reason, naming the exception, so that the ordinary
    verdict stands (`TVMLIR_DEBUG=1` lets it through)."""
    import os
    import time

    start = time.perf_counter()
    try:
        verdict = check_lifted(src_path, tgt_path, name, options, unregistered, source)
    except Exception as e:  # noqa: BLE001 (see the docstring)
        if os.environ.get("TVMLIR_DEBUG"):
            raise
        verdict = _unsupported(name, f"internal error ({type(e).__name__}: {e}); a tvmlir bug")
    verdict.seconds = time.perf_counter() - start
    return verdict


def check_lifted(src_path: str, tgt_path: str, name: str, options, unregistered: bool = False,
                 source: func.FuncOp | None = None) -> Verdict:
    """The route's verdict for function `name` (module doc); `source`, the
    function as tv-check read it, lets the signature's gates run before
    the lowering."""
    from tvmlir.infer.against_source import verify_against_source
    from tvmlir.ir.diagnostics import BadInput
    from tvmlir.lifting.lift import PROVED, lift
    from tvmlir.lifting.prove import return_outputs
    from tvmlir.passes.verify import annotated_source_text
    from tvmlir.verify.function import VerifyOptions
    from tvmlir.verify.obligations import EXECUTION, Outcome
    from tvmlir.verify.prover import ProverOptions

    if source is not None:  # the signature's gates before running mlir-opt-19 (-lower-affine keeps it)
        refusal = _signature_refusal(source, options) or _alias_precheck(source, options)
        if refusal is not None:
            return _unsupported(name, refusal)
    src_text, why = _lower(src_path, unregistered)
    if src_text is None:
        return _unsupported(name, why)
    tgt_text, why = _lower(tgt_path, unregistered)
    if tgt_text is None:
        return _unsupported(name, why)
    src_label, tgt_label = f"{src_path} (lowered)", f"{tgt_path} (lowered)"
    try:
        src_module, src_fn = _function(src_text, src_label, name, unregistered)
        tgt_module, tgt_fn = _function(tgt_text, tgt_label, name, unregistered)
    except BadInput as e:
        return _unsupported(name, f"the lowered code cannot be read: {e}")
    if src_fn is None or tgt_fn is None:
        return _unsupported(name, "the function is missing after -lower-affine")
    if len(src_fn.body.blocks) != 1 or len(tgt_fn.body.blocks) != 1:
        return _unsupported(name, "a function of several blocks (the route lifts structured loops)")
    if src_fn.function_type != tgt_fn.function_type:
        return _unsupported(name, "the source and target signatures differ")
    refusal = (_signature_refusal(src_fn, options) or _effect_refusal(src_fn) or _effect_refusal(tgt_fn)
               or _size_refusal(src_fn) or _output_refusal(src_fn))
    if refusal is not None:
        return _unsupported(name, refusal)
    refusal = _alias_precheck(src_fn, options)
    if refusal is not None:
        return _unsupported(name, refusal)
    # Each side alone in a module of its own (it calls nothing and reads no
    # global, above): the lift and the proofs re-read the text, and the
    # file's other functions (opaque ops, forms they do not read) are none
    # of their business.
    src_text, src_module, src_fn = _alone(src_fn, src_label)
    tgt_text, tgt_module, tgt_fn = _alone(tgt_fn, tgt_label)
    timeout_ms = options.timeout_ms or 20000
    lifted = lift(src_text, src_label, src_module, src_fn, budget=SEARCH_BUDGET, timeout_ms=timeout_ms,
                  rlimit=options.rlimit)
    if lifted.verdict != PROVED or lifted.proof is None or lifted.output is None:
        return _unsupported(name, f"source not lifted: {lifted.verdict}")
    notes = [f"{ROUTE}: the source is proved to compute {lifted.formula}"]
    refusal = _alias_refusal([src_fn, tgt_fn], lifted.output, options)
    if refusal is not None:
        return _unsupported(name, refusal, notes)
    assumptions = [LOWERING]
    for a in _assumptions(lifted.proof.report):
        if a not in LIFT_ASSUMPTIONS:
            return _unsupported(name, f"the source's lift assumes {a}, which the source does not require", notes)
        assumptions.append(LIFT_ASSUMPTIONS[a])
    # (b): the target against the same formula, its output returned as
    # the source's was for the lift's proof
    return_outputs(tgt_fn, [lifted.output])
    tgt_module.verify()
    spec_label = f"{src_path} (@{name} lifted)"
    try:
        annotated = annotated_source_text(lifted.spec, spec_label)
    except BadInput as e:  # a lifted spec --annotate cannot read: a lifter bug, never verified
        return _unsupported(name, f"the lifted formula cannot be annotated: {e}", notes)
    vopts = VerifyOptions(prover=ProverOptions(timeout_ms=timeout_ms, rlimit=options.rlimit),
                          source=annotated.fingerprints(), assume_reassoc=options.associative)
    report = verify_against_source(tgt_module, annotated, vopts)
    mine = next((r for r in report.functions if r.function == name), None)
    if mine is None:
        return _unsupported(name, "the target's proof has no report for the function", notes)
    text = mine.verdict_text()
    if text == "verified":
        for a in _assumptions("\n".join(f"note: {n}" for n in mine.notes)):
            mapped = LIFT_ASSUMPTIONS.get(a, a)
            if mapped not in assumptions:
                assumptions.append(mapped)
        notes.append(f"{ROUTE}: the target is proved to compute the same formula")
        return Verdict(name, VERIFIED, notes=notes, assumptions=assumptions)
    shown = [c for c in mine.checks if c.obligation == EXECUTION and c.outcome is Outcome.FAILED]
    if shown and not options.associative:  # (under --associative a run differs within rounding, by licence)
        c = shown[0]
        return Verdict(name, FAILED, f"{ROUTE}: the target differs from the source's proved formula: {c.where}: "
                       f"{c.detail}", confirmed=True, notes=notes)
    detail = mine.first_cause()
    return _unsupported(name, f"target not proved against the source's formula: {_flat(detail)}", notes)


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()
