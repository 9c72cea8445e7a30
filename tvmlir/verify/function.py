"""Verify one lowered function against its spec (design-notes section 4).

* Pairing: `@f` is checked against `@f_spec`, the spec made of source
  function `@f`, and its prophecies may name only that spec (`pairing.py`).
* Arguments correspond by position.  A memref argument starts out holding
  the spec's input tensor at that position; its sizes are the spec's size
  parameters (a static size on either side fixes the parameter).
* The body is evaluated symbolically (`Evaluator`), then the final heap is
  checked against the spec's results: every returned buffer has the shape
  of the spec result at that position, every cell was written (coverage,
  the thesis' appended `__discard` loop) and holds the final value; an
  argument written but not returned must still hold its input.

Assumptions, stated in the report: the index width (64 bits, the scalar
semantics' `index` sort) and that index arithmetic does not overflow it;
distinct memref arguments do not alias; input shapes satisfy the
equalities the spec relies on.

Floats: `fp=ieee` encodes them exactly (`IEEEFP`).  `fp=abstract` (the
default) uses `AbstractFP`, whose width must hold every value a query can
observe; that number is only known once a query is built, so the function
is verified at a provisional width and, if some query needed more
(`Prover.needed_width`), verified again at the widest width any query
needed (`verify_abstract`).  Only the last run's report is kept.
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl
from xdsl.dialects import func
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, MemRefType, ModuleOp, TensorType

from tvmlir.affine import checks, heap, space
from tvmlir.affine.space import const, param
from tvmlir.ir.diagnostics import OpError, format_op_location
from tvmlir.tv_dialect import SpecOp
from tvmlir.tv_dialect import ProphesyOp
from tvmlir.tv_dialect.spec import module_specs, reordered_name
from tvmlir.verify.evaluator import Evaluator
from tvmlir.verify.frame import Buffer, Frame
from tvmlir.verify.isl_z3 import IslToZ3, as_index_word
from tvmlir.verify.names import Names, value_label
from tvmlir.verify.obligations import (
    COVERAGE,
    FINAL_VALUE,
    MISSING_ANNOTATION,
    REDUCTION_ELEMENT,
    INPUT_PRESERVED,
    NOT_CHECKED_DETAIL,
    QUASI_AFFINE,
    SIGNATURE,
    SPEC_SOURCE,
    Check,
    FunctionReport,
    Outcome,
    VerifyUnsupported,
    failed_before,
)
from tvmlir.semantics.counting import count_fp_values
from tvmlir.semantics.fp import AbstractFP, FPModel, IEEEFP
from tvmlir.semantics.fp.abstract import DEFAULT_CHAIN
from tvmlir.semantics.scalar import ScalarSemantics
from tvmlir.verify.frame import Val
from tvmlir.verify.prover import Prover, ProverOptions
from tvmlir.verify import accumulate, asserts, contracted, fma_chains, inferred, mma_sync, reordered, subgroup_reduce
from tvmlir.verify.launch_limits import LaunchLimits
from tvmlir.verify.pairing import module_level_reports, pair
from tvmlir.verify.spec_source import SourceSpecs
from tvmlir.verify.spec_model import SpecError, SpecFunction, SpecTensor, SpecUnsupported, load_spec
from tvmlir.verify.spec_z3 import DEFAULT_DEPTH, SpecEncoder

def assumptions(index_bits: int) -> str:
    """The assumptions every report states.  Index values are the
    semantics' words (`index` is a `BitVec(index_bits)`), but indices,
    bounds and guards are reasoned about as integers (design-notes section
    8), which is exact only if no index computation wraps around."""
    return (
        f"{index_bits}-bit index; index arithmetic does not overflow {index_bits} bits; "
        "memref arguments do not alias"
    )


INITIAL_VALUES = 124
"""The provisional number of abstract values per query (width 9).  The
value obligations of a matmul observe about 70 values at depth 4 (the
largest program of lit_tests, a 2-D convolution, 127), so most functions
are verified once; a query that needs more makes the function run again
at its width.  A wider guess would only make every query slower, except
for a function whose spec and code hold more FP values than this: it
starts at their count (`verify_abstract`)."""

MAX_ROUNDS = 3


@dataclass(frozen=True)
class VerifyOptions:
    fp: str = "abstract"
    depth: int = DEFAULT_DEPTH
    prover: ProverOptions = ProverOptions()
    launch_limits: LaunchLimits = LaunchLimits()
    """The GPU target's block and grid limits (`launch_limits.py`)."""
    workgroup_allocs: str = "per-thread"
    """A workgroup-memory `memref.alloc` in a kernel: `per-thread` (as
    mlir-opt-19 lowers it), `shared` by the block (as IREE lowers it; an
    assumption in the report) or `unsupported` (`kernels.alloc_owner`)."""
    source: SourceSpecs | None = None
    """`verify{source=FILE}`: the specs --annotate makes of FILE; every
    spec used must be one of them (`spec_source.py`)."""
    assume_reassoc: bool = False
    """`verify{assume-reassoc}`: float add/mul reductions may be reordered
    (accumulate.py), an assumption in the report."""
    assume_asserts: bool = True
    """`verify{assume-asserts}`: the spec's `cf.assert`s hold (a failed one
    is undefined behaviour), an assumption in the report; False: they are
    aborts the lowered code must keep (`verify.asserts`)."""


def verify_module(module: ModuleOp, options: VerifyOptions, default_file: str = "<input>") -> list[FunctionReport]:
    return [verify_function(module, fn, options, default_file) for fn in functions_to_verify(module)]


def functions_to_verify(module: ModuleOp) -> list[func.FuncOp]:
    """The module's function definitions, in order: each gets a report."""
    return [op for op in module.ops if isinstance(op, func.FuncOp) and op.body.blocks]


def verify_function(
    module: ModuleOp, fn: func.FuncOp, options: VerifyOptions, default_file: str = "<input>"
) -> FunctionReport:
    """One function's report (functions are independent: `verify{jobs=N}`
    verifies several at once)."""
    return _verify_function(module, fn, module_specs(module), options, default_file)


def verify_module_reports(
    module: ModuleOp, options: VerifyOptions, default_file: str = "<input>"
) -> list[FunctionReport]:
    """`verify_module`, plus the module-level reports (`pairing.py`): the
    source's functions the module lacks, nested functions, and `unsupported`
    when no function has a spec (nothing was verified, which must not read
    as success, exit 2)."""
    reports = verify_module(module, options, default_file)
    return reports + module_level_reports(module, reports, options.source, default_file)


def _verify_function(
    module: ModuleOp, fn: func.FuncOp, specs: dict[str, SpecOp], options: VerifyOptions, default_file: str
) -> FunctionReport:
    name = fn.sym_name.data
    pairing = pair(module, fn, specs, options.source, default_file)
    spec_name, spec_op = pairing.spec_name, pairing.spec_op
    report = FunctionReport(name, spec_name)
    if pairing.failure is not None:
        report.checks.append(pairing.failure)
        return report
    if pairing.unsupported is not None:
        report.unsupported = f"func.func at {format_op_location(fn, default_file)}"
        report.unsupported_reason = pairing.unsupported
        return report
    if spec_op is None:
        report.skipped = "no tv.spec"
        return report
    if options.source is not None:
        where = f"tv.spec @{spec_name} at {format_op_location(spec_op, default_file)}"
        reason = options.source.mismatch(spec_op)
        if reason is not None:
            report.checks.append(Check(SPEC_SOURCE, where, Outcome.FAILED, reason))
            return report
        report.checks.append(
            Check(SPEC_SOURCE, where, Outcome.OK, f"as --annotate makes it of {options.source.path}")
        )
    try:
        spec = load_spec(spec_op, pairing.parsed)
    except SpecError as e:
        raise OpError(spec_op, str(e)) from None
    except SpecUnsupported as e:
        report.unsupported = f"{e.op.name} at {format_op_location(e.op, default_file)}"
        report.unsupported_reason = e.reason
        return report
    notes: list[str] = []
    if contracted.spec_contracts(spec.func) and any(op.name in ("math.fma", "vector.fma") for op in fn.walk()):
        if options.fp == "ieee":
            # With exact floats, mulf(a', b') equal to the spec's rounded
            # product does not make fma(a', b', c) equal to the spec's
            # fused value (the products may differ below the rounding):
            # the reading is sound only where terms are compared, as
            # abstract floats compare them.
            fma = next(op for op in fn.walk() if op.name in ("math.fma", "vector.fma"))
            report.unsupported = f"{fma.name} at {format_op_location(fma, default_file)}"
            report.unsupported_reason = ("an fma read as the spec's contracted multiply-add needs fp=abstract "
                                         "(with IEEE floats equal rounded products do not make equal fused values)")
            return report
        # fmas read as the spec's contracted multiply-adds, on a copy
        # (contracted.py): the oracle and the caller keep the code
        module = module.clone()
        fn = _named_function(module, name)
        notes += contracted.read_fmas(fn, default_file)
    # subgroup reduces read as xor butterflies of shuffles (subgroup_reduce.py),
    # mma.syncs as their lanes' exchange and k-ordered folds (mma_sync.py)
    for label, find, why, read in (
        (subgroup_reduce.NAME, lambda m, f: subgroup_reduce.subgroup_reduces(m), subgroup_reduce.unsupported_reason,
         subgroup_reduce.read_as_butterfly),
        (mma_sync.NAME, lambda m, f: mma_sync.mma_ops(f), mma_sync.unsupported_reason, mma_sync.read_as_shuffles),
    ):  # fmt: skip
        found = find(module, fn)
        if not found:
            continue
        blocked = next(((o, r) for o in found if (r := why(o, options.assume_reassoc)) is not None), None)
        if blocked is not None:
            report.unsupported = f"{label} at {format_op_location(blocked[0], default_file)}"
            report.unsupported_reason = blocked[1]
            return report
        module = module.clone()  # on a copy: the oracle and the caller keep the code
        fn = _named_function(module, name)
        for o in find(module, fn):
            notes += read(o, default_file)
    chains = [] if fma_chains.spec_has_fma(spec_op) else fma_chains.chains_of(fn)
    if chains and not options.assume_reassoc:
        report.unsupported = f"{chains[0].links[0].name} at {format_op_location(chains[0].links[0], default_file)}"
        report.unsupported_reason = fma_chains.unsupported_reason(chains[0])
        return report
    if chains:
        # read as the spec's sum on a copy (fma_chains.py): the oracle and
        # the caller keep the code as it is
        module = module.clone()
        fn = _named_function(module, name)
        for chain in fma_chains.chains_of(fn):
            notes += fma_chains.read_as_sum(chain, default_file)
    if options.fp == "ieee":
        _FunctionVerifier(module, fn, spec, options, default_file, report, IEEEFP()).run()
        report.notes[:0] = notes
        return report
    report = verify_abstract(module, fn, spec, options, default_file, report)
    report.notes[:0] = notes
    return report


def _named_function(module: ModuleOp, name: str) -> func.FuncOp:
    """The function `name` of `module` (of a clone, after a rewrite)."""
    return next(f for f in module.walk() if isinstance(f, func.FuncOp) and f.sym_name.data == name)


def verify_abstract(
    module: ModuleOp, fn: func.FuncOp, spec: SpecFunction, options: VerifyOptions,
    default_file: str, report: FunctionReport,
) -> FunctionReport:
    """Verify under `AbstractFP`, re-encoding until every query was solved
    at a width that holds all the values it can observe (see the module
    doc and `semantics.fp.abstract_count`)."""
    formats = count_fp_values([spec.func, module]).formats or DEFAULT_CHAIN
    # The first width: room for the FP values of the spec and the function
    # (at least INITIAL_VALUES).  Only a start, which the loop below widens
    # until every query fits, so any start is sound; this one saves a whole
    # narrower attempt on a model (the transformer block: one attempt at 11
    # bits, 7.4 s, instead of 9 then 10 bits, 9.2 s).
    width = AbstractFP.width_for(max(INITIAL_VALUES, count_fp_values([spec.func, fn]).values))
    proved: frozenset[tuple[int, str, int]] = frozenset()
    for _ in range(MAX_ROUNDS):
        attempt = FunctionReport(report.function, report.spec)
        attempt.checks.extend(report.checks)  # checked before (spec matches source)
        verifier = _FunctionVerifier(
            module, fn, spec, options, default_file, attempt, AbstractFP(width, formats=formats), proved
        )
        verifier.run()
        need = verifier.prover.needed_width if verifier.prover else 0
        if need <= width:
            return attempt
        width = need
        proved = frozenset(verifier.prover.proved) if verifier.prover else frozenset()
    # The count of a query does not depend on the width it was encoded at,
    # so this is not reached; if it were, nothing was proved.
    report.unsupported = f"func.func at {format_op_location(fn, default_file)}"
    report.unsupported_reason = "could not size the abstract FP domain"
    return report


class _FunctionVerifier:
    def __init__(
        self, module, fn, spec: SpecFunction, options: VerifyOptions, default_file,
        report: FunctionReport, fp: FPModel, proved_before: frozenset = frozenset(),
    ):
        self.module = module
        self.fn = fn
        self.spec = spec
        self.options = options
        self.default_file = default_file
        self.report = report
        self.sem = ScalarSemantics(fp)
        self.prover: Prover | None = None
        self.conv = IslToZ3()
        self.names = Names()
        self.names.labels.update(spec.size_labels)
        self.frame = Frame()
        self.gamma = spec.context
        self.ev: Evaluator | None = None
        self.proved_before = proved_before
        self.reduction: accumulate.Mode | None = None
        """Set when the function merges partial accumulators (accumulate.py)."""
        self.inputs: dict[str, SpecTensor] = {}
        """Storage of the arguments the function never writes -> the spec
        input each holds."""
        """Queries an earlier, narrower attempt proved (`Prover.proved_before`)."""

    def run(self) -> None:
        report = self.report
        if self.spec.named_ops:
            report.notes.append(
                f"the spec source has named ops ({', '.join(sorted(set(self.spec.named_ops)))}), "
                "not the generalized form of the contract: their bodies are xDSL's, whose "
                "operand order may differ from MLIR's"
            )
        assumed = list(self.spec.assumptions)
        try:
            args = self.signature(assumed)
            if args is None:
                return
            index_bits = self.sem.sort(IndexType()).size()
            spec_asserts = asserts.assumption(self.spec, self.options.assume_asserts)
            if spec_asserts and self.options.assume_asserts:
                assumed.append(spec_asserts)
            report.notes.append("assumes: " + "; ".join([*assumed, assumptions(index_bits)]))
            if spec_asserts and not self.options.assume_asserts:
                report.notes.append(spec_asserts)
            written = reordered.written_roots(self.fn)
            impl_args = self.fn.body.block.args
            self.inputs = {buf.name: tensor for pos, buf, tensor in args if impl_args[pos] not in written}
            merges = reordered.find(self.fn, self.spec)
            if merges:
                self.reduction = accumulate.Mode.of(self.spec, self.options.assume_reassoc)
                for merge in merges:
                    if merge.always or self.reduction is None or merge.combiner.name not in self.reduction.combiners:
                        raise merge.refusal
                merge = merges[0]
            try:
                self.evaluate(args)
            except VerifyUnsupported:
                if not (merges and self.elements_undecided()):
                    raise
            vacuous = sorted(set(self.prover.vacuous)) if self.prover is not None else []
            if vacuous:
                report.notes.append(
                    f"source is always undefined where checked: {', '.join(vacuous)} held only because the spec "
                    "element is undefined behaviour at every instance, so the code's values there were never compared"
                )
            if merges and self.elements_undecided():
                # A partial step is not known to combine the element it is
                # counted as (read off its input cells, else its prophecy):
                # the sets mean nothing, and the program may still be right
                # in a way this rule does not see.  Nothing is decided
                # (`--confirm` runs it).
                report.checks.clear()
                raise VerifyUnsupported(
                    merge.store, merge.refusal.reason + ", and evaluated as sets of reduced elements, "
                    "a partial step does not combine the spec's element at the input cells it loads "
                    "(nor at its prophecy's reduced index)"
                )
            lost = [c for c in report.checks if c.obligation == MISSING_ANNOTATION and c.outcome == Outcome.UNDECIDED]
            if lost:
                # Not evidence of a wrong program (obligations.UNDECIDED):
                # the verdict is FAILED only if something else failed.
                report.unsupported = f"annotation lost at {lost[0].where}"
                report.unsupported_reason = (
                    f"{len(lost)} store(s) without tv.prophesy: what they write is unknown, so nothing about "
                    "the values they write or what is computed from them is decided"
                )
        except VerifyUnsupported as e:
            report.unsupported = e.describe(self.default_file)
            report.unsupported_reason = e.reason
        except SpecUnsupported as e:
            report.unsupported = f"{e.op.name} at {format_op_location(e.op, self.default_file)}"
            report.unsupported_reason = e.reason
        finally:
            report.notes.insert(0, self.fp_note())

    def elements_undecided(self) -> bool:
        """A partial step's element obligation did not hold: the elements
        the steps name are not known to be the ones combined, so nothing
        the set evaluation found (`reduced once`, completeness) means
        anything."""
        return any(c.obligation == REDUCTION_ELEMENT and c.outcome != Outcome.OK for c in self.report.checks)

    def fp_note(self) -> str:
        """What the float model was, for the report."""
        fp = self.sem.fp
        if not isinstance(fp, AbstractFP):
            return "fp=ieee: floats are exact IEEE-754 (z3 FPA), round to nearest even"
        observed = self.prover.max_values if self.prover else 0
        room = (1 << (fp.width - 2)) - 4  # codes on each side of 1.0 (width_for)
        return (
            f"fp=abstract: floats are {fp.width}-bit abstract values, room for {room} "
            f"per query (the largest query can observe {observed}); +-0, +-1, +-inf "
            "and NaN exact, arithmetic uninterpreted (add and mul commutative)"
        )

    def fail(self, obligation: str, where: str, detail: str, instance: str = "") -> None:
        self.report.checks.append(Check(obligation, where, Outcome.FAILED, detail, instance))

    # --- arguments --------------------------------------------------------

    def signature(self, assumed: list[str]) -> list[tuple[int, Buffer, SpecTensor]] | None:
        """Bind the implementation's arguments to the spec's, by position."""
        where = f"func.func @{self.fn.sym_name.data} at {format_op_location(self.fn, self.default_file)}"
        impl_args = self.fn.body.block.args
        if len(impl_args) != len(self.spec.args):
            # Not comparable by position (results as out-parameters, say):
            # no verdict on the code, so unsupported rather than failed.
            raise VerifyUnsupported(
                self.fn, f"{len(impl_args)} arguments, the spec has {len(self.spec.args)}", where
            )
        scalars = {}
        buffers = []
        for pos, (arg, sarg) in enumerate(zip(impl_args, self.spec.args)):
            t = arg.type
            if isinstance(t, MemRefType):
                tensor = sarg.tensor
                if tensor is None or tensor.rank != t.get_num_dims() or tensor.element_type != t.element_type:
                    self.fail(SIGNATURE, where, f"argument {pos} is {t}, the spec's is {sarg.value.type}")
                    return None
                sizes = list(tensor.sizes)
                for d, n in enumerate(t.get_shape()):
                    if n == DYNAMIC_INDEX:
                        continue
                    spec_n = space.constant_value(sizes[d])
                    if spec_n is None:
                        self.gamma = self.gamma.intersect(space.eq(sizes[d], const(n)))
                        assumed.append(f"{self.names.label(self._param_name(sizes[d])) or f'dim({tensor.name}, {d})'} = {n}")
                    elif spec_n != n:
                        self.fail(SIGNATURE, where, f"argument {pos} is {t}, the spec's is {tensor.type}")
                        return None
                buf = Buffer(f"b{pos}", value_label(arg, f"arg{pos}"), t, sizes, arg=pos)
                self.frame.buffers[arg] = buf
                buffers.append((pos, buf, tensor))
            elif isinstance(t, IndexType) and isinstance(sarg.value.type, IndexType):
                pname = f"a{pos}"
                self.names.labels[pname] = value_label(arg, pname)
                self.frame.index.bind(arg, param(pname))
                scalars[sarg.value] = as_index_word(self.conv.param(pname))
            elif not isinstance(t, TensorType) and t == sarg.value.type:
                term = self.sem.fresh(f"arg{pos}", t)
                self.frame.terms[arg] = Val(term)
                scalars[sarg.value] = term
            elif isinstance(t, TensorType):
                # --verify reads lowered code: tensors are in memrefs there.
                # A tensor argument means the code was not lowered (or
                # only partly), whatever its type.
                raise VerifyUnsupported(
                    self.fn,
                    f"argument {pos} is {t}: --verify checks lowered code, whose tensors are memrefs "
                    "(lower it first, e.g. --lower, or compare tensor programs with tv-check)",
                    where,
                )
            else:
                self.fail(SIGNATURE, where, f"argument {pos} is {t}, the spec's is {sarg.value.type}")
                return None
        self.scalars = scalars
        return buffers

    @staticmethod
    def _param_name(pa: isl.PwAff) -> str:
        sp = pa.get_domain_space()
        return sp.get_dim_name(space.D.param, 0) if sp.dim(space.D.param) == 1 else ""

    # --- evaluation and coverage -----------------------------------------

    def evaluate(self, args: list[tuple[int, Buffer, SpecTensor]]) -> None:
        encoder = SpecEncoder(
            self.spec, self.sem, self.conv, self.scalars, self.options.depth, self.options.assume_asserts
        )
        prover = self.prover = Prover(
            self.sem, encoder, self.conv, self.names, self.options.prover, self.fn.sym_name.data
        )
        prover.proved_before = self.proved_before
        prover.already_failed = lambda obligation: failed_before(self.report.checks, obligation)
        ev = self.ev = Evaluator(
            self.module, self.spec, self.sem, encoder, self.conv, self.names, prover, self.default_file,
            self.options.workgroup_allocs, self.options.launch_limits,
        )
        ev.checks = self.report.checks
        self.frame.data_index = ev.gathers.resolver(ev, self.frame)
        self.frame.lane_condition = lambda result: ev.vectors.extracted_condition(self.frame, result)
        ev.reduction = self.reduction
        ev.assume_reassoc = self.options.assume_reassoc
        ev.spec_inputs = self.inputs
        ev.inferable = inferred.reductions_by_combiner(self.spec)
        h0 = heap.empty()
        for _, buf, tensor in args:
            ev.register(buf)
            h0 = h0.union(heap.identity_heap(buf.name, buf.sizes, ev.spec_context(tensor, False), self.gamma))
        try:
            # reductions read in another order (evaluator.reordered_reduction)
            # before any query, so that every query sees one spec
            for op in self.module.walk():
                ref = op.spec if isinstance(op, ProphesyOp) else None
                if ref is not None and ref.root_reference.data == self.spec.name and ref.nested_references.data \
                        and reordered_name(ref.nested_references.data[-1].data) is not None:
                    ev.prophecy_tensor(op)
            delta, _ = ev.run_block(self.fn.body.block, self.frame, self.gamma, h0, True, keep_local=True)
        finally:
            self.report.notes.extend(ev.notes)
        final = heap.update(h0, delta)
        ret = self.fn.body.block.last_op
        assert ret is not None
        fn_where = f"func.return at {format_op_location(ret, self.default_file)}"
        if len(ret.operands) != len(self.spec.results):
            raise VerifyUnsupported(
                ret, f"returns {len(ret.operands)} values, the spec {len(self.spec.results)}", fn_where
            )
        returned = set()
        # argument buffers returned as a result each of whose destinations
        # (outs, transitively) they are: bufferization may update them in place
        updated_in_place = set()
        written = delta.domain()
        for p, (v, tensor) in enumerate(zip(ret.operands, self.spec.results)):
            buf = self.frame.buffer(v)
            if buf is not None and not ev.lifetime.returned(buf, f"result {p} ({buf.label}) of {fn_where}"):
                returned.add(buf.name)
                continue  # freed or on the stack: no content to compare (lifetime.py)
            if buf is None or buf.offsets is not None or buf.owner:
                raise VerifyUnsupported(ret, f"result {p} is not a buffer of the function (or is a subview)")
            returned.add(buf.name)
            if any(b.name == buf.name and t in _destinations(tensor) for _, b, t in args):
                updated_in_place.add(buf.name)
            where = f"result {p} ({buf.label} = @{tensor.name}) of {fn_where}"
            if buf.is_view():
                self.output_view(ev, ret, final, buf, tensor, where)
            else:
                self.output(ev, final, written, buf, tensor, where, COVERAGE, FINAL_VALUE)
        for _, buf, tensor in args:
            # A written argument ends holding its input, or a result it is
            # the destination of.  Returning it does not exempt it: the
            # caller's input would be clobbered (an input returned holding
            # a result it is no destination of, issue 21, soundness/in-place).
            if buf.name not in updated_in_place and not heap.restrict_buffers(written, {buf.name}).is_empty():
                where = f"argument {buf.label} (@{tensor.name}) on {fn_where}"
                if buf.name in returned or not self.destination_updated(ev, final, written, buf, tensor, where):
                    self.output(ev, final, written, buf, tensor, where, INPUT_PRESERVED, INPUT_PRESERVED)
        self.report.checks.append(
            Check(QUASI_AFFINE, f"{ev.affine_ops} indices, bounds and guards", Outcome.OK)
        )

    def destination_updated(self, ev: Evaluator, final, written, buf: Buffer, tensor: SpecTensor, where: str) -> bool:
        """An argument written but not returned may hold, instead of its
        input, the spec result it is the destination (`outs`) of: what
        bufferization does with a writable argument, then returning a copy
        (`buffer-deallocation-pipeline` clones a result it does not own).
        Printed as an assumption when used; False (nothing recorded) if the
        argument is no result's destination or does not hold it."""
        for result in self.spec.results:
            if result.init is not tensor:
                continue
            mark = len(self.report.checks)
            self.output(ev, final, written, buf, result, where, INPUT_PRESERVED, INPUT_PRESERVED)
            if all(c.outcome is Outcome.OK for c in self.report.checks[mark:]):
                self.report.notes.append(
                    f"assumes: argument {buf.label} (@{tensor.name}) may be overwritten with @{result.name}, "
                    "whose destination it is (a writable argument updated in place, as bufferization does)"
                )
                return True
            del self.report.checks[mark:]
        return False

    def output_view(self, ev: Evaluator, ret, final, buf: Buffer, tensor: SpecTensor, where: str) -> None:
        """`output` for a result that is a view of a buffer of the function
        (`expand_shape` of an allocation the code wrote through a
        `collapse_shape`, after `linalg-fold-unit-extent-dims`): view cell
        `x` is the storage cell `s(x)` (views.py), written through any view
        of the storage.  It must cover the whole storage (else the rest of
        it would escape the checks)."""
        root = buf.root()
        if len(buf.sizes) != tensor.rank or any(
            not self.gamma.is_subset(space.eq(a, b)) for a, b in zip(buf.sizes, tensor.sizes)
        ):
            self.fail(COVERAGE, where, f"{buf.type} does not have the shape of @{tensor.name} : {tensor.type}")
            return
        ls = self.names.cell(buf.label, tensor.rank)
        xs = [param(x) for x in ls]
        inside = self.gamma
        for x, n in zip(xs, buf.sizes):
            inside = inside.intersect(space.in_range(x, n))
        loc = heap.location(buf.name, buf.storage(xs), inside)
        image = space.project_params(loc, ls)
        if not checks.not_included(heap.box(root.name, root.sizes, self.gamma), image).is_empty():
            raise VerifyUnsupported(ret, f"a result that views only part of its storage ({buf.label} of {root.label})")
        if ev.reduction is not None and not heap.accumulated(final).intersect_domain(isl.UnionSet(image)).is_empty():
            raise VerifyUnsupported(ret, "a reordered reduction returned through a view")
        undefined = checks.not_included(image, final.domain())
        if not undefined.is_empty():
            self.fail(COVERAGE, where, "cells never written", ev.sample_text(undefined))
            return
        ev.checks.append(Check(COVERAGE, where, Outcome.OK))
        context = ev.spec_context(tensor, False)
        expected_heap = space.project_params(heap.cell(buf.name, buf.storage(xs), context, xs, inside), ls)
        mine = heap.restrict_buffers(final, {buf.name}).intersect_domain(isl.UnionSet(image))
        if mine.is_equal(expected_heap):
            ev.checks.append(Check(FINAL_VALUE, where, Outcome.OK, "holds exactly its spec elements"))
            return
        at = [self.conv.param(x) for x in ls]
        cell = heap.location(buf.name, buf.storage(xs), space.universe_params())
        outcome, instance = ev.prover.prove_equal(
            FINAL_VALUE, self.conv.set(inside), ev.heap_value(final, cell, tensor.element_type),
            ev.encoder.app(tensor, at), tensor.element_type,
            poison=ev.heap_poison(final, cell), spec_flags=ev.encoder.flags(tensor, at),
        )
        detail = "" if outcome == Outcome.OK else (
            "a cell's final value is not the spec's" if outcome in (Outcome.FAILED, Outcome.UNDECIDED) else "solver gave up"
        )
        if outcome is Outcome.NOT_CHECKED:
            detail, instance = NOT_CHECKED_DETAIL, ""
        ev.checks.append(Check(FINAL_VALUE, where, outcome, detail, instance))

    def output(
        self, ev: Evaluator, final, written, buf: Buffer, tensor: SpecTensor, where: str, cover: str, value: str
    ) -> None:
        """Every cell of `buf` is defined in `final` and equals `tensor`.

        Cells the function never wrote keep their initial content; when
        that is not the spec's value the failure is `cover` (nothing wrote
        the cell), otherwise `value` (a write left the wrong value)."""
        if len(buf.sizes) != tensor.rank or any(
            not self.gamma.is_subset(space.eq(a, b)) for a, b in zip(buf.sizes, tensor.sizes)
        ):
            self.fail(cover, where, f"{buf.type} does not have the shape of @{tensor.name} : {tensor.type}")
            return
        if ev.reduction is not None:
            final = accumulate.summarize(ev, final, buf, tensor, self.gamma, where)
        cells = heap.box(buf.name, buf.sizes, self.gamma)
        undefined = checks.not_included(cells, final.domain())
        if not undefined.is_empty():
            self.fail(cover, where, "cells never written", ev.sample_text(undefined))
            return
        expected_heap = heap.identity_heap(buf.name, buf.sizes, ev.spec_context(tensor, False), self.gamma)
        mine = heap.restrict_buffers(final, {buf.name})
        if mine.is_equal(expected_heap):
            ev.checks.append(Check(cover, where, Outcome.OK))
            ev.checks.append(Check(value, where, Outcome.OK, "holds exactly its spec elements"))
            return
        unwritten = checks.not_included(cells, written)
        if not unwritten.is_empty():
            outcome, instance = ev.cells_hold(final, buf, tensor, unwritten, cover)
            if outcome != Outcome.OK:
                detail = "cells never written keep their initial value, which is not the spec's"
                ev.checks.append(Check(cover, where, outcome, detail, instance))
                return
        ev.checks.append(Check(cover, where, Outcome.OK))
        done = checks.not_included(cells, unwritten)
        if done.is_empty():
            ev.checks.append(Check(value, where, Outcome.OK, "no cell written"))
            return
        outcome, instance = ev.cells_hold(final, buf, tensor, done, value)
        detail = "" if outcome == Outcome.OK else (
            "a cell's final value is not the spec's" if outcome in (Outcome.FAILED, Outcome.UNDECIDED) else "solver gave up"
        )
        if outcome is Outcome.NOT_CHECKED:
            detail, instance = NOT_CHECKED_DETAIL, ""
        ev.checks.append(Check(value, where, outcome, detail, instance))


def _destinations(result: SpecTensor) -> list[SpecTensor]:
    """The tensors `result` is written into: its init (outs), the init's
    init, ... (a matmul's destination is the fill of the argument)."""
    out: list[SpecTensor] = []
    t = result.init
    while t is not None and all(t is not u for u in out):
        out.append(t)
        t = t.init
    return out
