"""The values lowered code produces, with the index values in scope there.

A *site* is an op whose value `--verify` needs a claim for: a
`memref.store` or vector write of a computed value (a store of a loaded
value is a copy, which `--verify` follows without a claim), a value an
`scf.for` yields to its next iteration (a register accumulator,
`verify/carried.py`; a vector one at the op combining it,
`_vector_accumulator`), the result of a vector fold (`verify/folds.py`
proves a claim on it step by step), or of an op carrying a fast-math
license (checked against the spec op computing the claimed element).  Each
time a site runs, the oracle records an `Event`: the value, and the value
of every *variable* of the site: the index values in scope there
(`scope_variables`), which is what a claim's indices are fitted on.

Variables come in the order the fit prefers them: the store's own
indices, then loop induction variables (innermost first), GPU ids,
`index` arguments of the kernel or function (sizes and bounds an
outlined kernel receives), then other index values the code computes
(quasi-affine expressions: `%i floordiv 4`).  Constants are left out (the
fit has its own constant term).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects import func, memref, scf
from xdsl.dialects.builtin import IndexType, IntegerType, VectorType
from xdsl.interpreter import PythonValues, ReturnedValues, impl, impl_terminator, register_impls
from xdsl.ir import Block, Operation, SSAValue

from tvmlir.oracle.interpreter import MemrefFunctions, OracleScf
from tvmlir.oracle.values import UNDEF, is_float
from tvmlir.oracle.vectors import Vec, written_cells
from tvmlir.verify.mma_sync import LANE_ARITH
from tvmlir.verify.shuffles import is_tree_root

OWN, LANE, IV, ID, ARG, VALUE = "own", "lane", "iv", "id", "arg", "value"
KIND_ORDER = {OWN: 0, LANE: 1, IV: 2, ID: 3, ARG: 4, VALUE: 5}
VECTOR_WRITES = ("vector.transfer_write", "vector.store", "vector.maskedstore")
FOLDS = ("vector.multi_reduction", "vector.reduction")
LANE_MOVES = ("vector.broadcast", "vector.transpose", "vector.extract", "vector.shape_cast", "vector.splat")
ID_OPS = ("gpu.thread_id", "gpu.block_id", "gpu.block_dim", "gpu.grid_dim", "gpu.lane_id")
LOOPS = ("scf.for", "scf.parallel", "scf.forall")
KERNELS = ("gpu.func", "func.func")
MAX_VARIABLES = 48


@dataclass(frozen=True)
class Variable:
    """An index value in scope at a site, or (`LANE`, value None) the lane
    index along dim `lane` of the vector a vector write writes."""

    value: SSAValue | None
    kind: str
    lane: int = -1


RESULT = -1


@dataclass(frozen=True, eq=False)
class Site:
    """`op`'s operand `operand` needs a claim (`RESULT`: its result, a
    value no store writes: a vector fold's); `variables` are the index
    values in scope at `op`."""

    op: Operation
    operand: int
    variables: tuple[Variable, ...]

    @property
    def is_store(self) -> bool:
        return isinstance(self.op, memref.StoreOp)

    @property
    def lanes(self) -> int:
        return sum(1 for v in self.variables if v.kind == LANE)


@dataclass(frozen=True)
class Event:
    run: int
    value: object
    env: tuple  # one value per site variable (None: not in scope)


@dataclass
class TargetTrace:
    events: dict[Site, list[Event]] = field(default_factory=dict)
    last_writer: dict[tuple[int, int], Operation] = field(default_factory=dict)  # (buffer serial, cell) -> store


def _block_arg_kind(block: Block) -> str:
    parent = block.parent_op()
    name = parent.name if parent is not None else ""
    if name in LOOPS:
        return IV
    if name == "gpu.launch":
        return ID
    return ARG


def scope_variables(op: Operation, own: list[SSAValue], lanes: int = 0) -> tuple[Variable, ...]:
    """The index values in scope at `op`, in the fit's order (module doc):
    `own` first, then every index block argument and non-constant index
    result defined before `op` in its block and the blocks around it, up
    to its kernel or function (a `gpu.launch` body sees its function's)."""
    found: list[Variable] = [Variable(v, OWN) for v in own] + [Variable(None, LANE, k) for k in range(lanes)]
    seen = set(own)
    cur = op
    while True:
        block = cur.parent_block()
        if block is None:
            break
        kind = _block_arg_kind(block)
        ivs = [a for a in block.args if isinstance(a.type, IndexType)]
        for a in ivs:
            if a not in seen:
                seen.add(a)
                found.append(Variable(a, kind))
        for o in block.ops:
            if o is cur:
                break
            if o.name == "arith.constant" or LANE_ARITH in o.attributes:
                continue  # (lane numbers a reading adds: verify/mma_sync.py)
            for r in o.results:
                if isinstance(r.type, IndexType) and r not in seen:
                    seen.add(r)
                    found.append(Variable(r, ID if o.name in ID_OPS else VALUE))
        parent = block.parent_op()
        if parent is None or parent.name in KERNELS or isinstance(parent, func.FuncOp):
            break
        cur = parent
    ordered = sorted(found, key=lambda v: KIND_ORDER[v.kind])  # stable: innermost loops first
    return tuple(ordered[:MAX_VARIABLES])


def _valued_vector(value: SSAValue) -> bool:
    return isinstance(value.type, VectorType) and (is_float(value.type.get_element_type()) or isinstance(value.type.get_element_type(), IntegerType))


def _valued(value: SSAValue) -> bool:
    """A float or integer (not an index: indices are not spec elements)."""
    return is_float(value.type) or isinstance(value.type, IntegerType)


def _is_copy(value: SSAValue) -> bool:
    """A loaded value (lanes moved by broadcasts and transposes
    included): `--verify` follows copies without a claim."""
    owner = getattr(value, "op", None)
    while owner is not None and owner.name in LANE_MOVES and owner.operands:
        owner = getattr(owner.operands[0], "op", None)
    return owner is not None and owner.name in ("memref.load", "tv.prophesy", "vector.transfer_read", "vector.load", "vector.maskedload")


def _licensed(op: Operation) -> bool:
    """An op carrying a fast-math license (`contract`, `reassoc`...): its
    value gets a claim of its own, so that `--verify` checks the license
    against the spec op that computes that element (a fused producer's)."""
    flags = op.properties.get("fastmath") or op.attributes.get("fastmath")
    return flags is not None and str(flags) not in ("#arith.fastmath<none>", "#arith<fastmath none>")


def _vector_accumulator(op: Operation) -> bool:
    """`op` combines an `scf.for`'s vector iter_arg into the vector the loop
    yields for it (`%acc' = arith.addf %acc, %x : vector<2xf32>`, IREE's
    CPU column sums): a register accumulator carried lane by lane
    (`verify/carried.py`), which needs a claim on that vector."""
    if not op.name.startswith("arith.") or len(op.results) != 1 or not _valued_vector(op.results[0]):
        return False
    block = op.parent_block()
    loop = block.parent_op() if block is not None else None
    if not isinstance(loop, scf.ForOp):
        return False
    y = block.last_op
    carried = block.args[1:]
    return any(u.operation is y and any(a is carried[u.index] for a in op.operands)
               for u in op.results[0].uses if u.index < len(carried))


def _nested_accumulator(yield_op: Operation, v: SSAValue) -> bool:
    """A vector register accumulator an `scf.for` yields as the result of
    an inner `scf.for` of its body (IREE's llvm-cpu convolutions: the
    accumulator carried over `kh`, then `kw`): a claim on it carries the
    outer loop (`verify/carried.py` needs a prophecy of the body)."""
    inner = getattr(v, "op", None)
    return _valued_vector(v) and isinstance(inner, scf.ForOp) and inner.parent_block() is yield_op.parent_block()


def written_value(op: Operation) -> int:
    """The operand a vector write writes."""
    return len(op.operands) - 1 if op.name == "vector.maskedstore" else 0


def base_indices(op: Operation) -> list[SSAValue]:
    """A vector write's base indices."""
    if op.name == "vector.maskedstore":
        rank = len(op.operands[0].type.get_shape())
        return list(op.operands[1 : 1 + rank])
    rank = len(op.operands[1].type.get_shape())
    return list(op.operands[2 : 2 + rank])


def sites_of(fn: Operation, kernels: list[Operation]) -> list[Site]:
    """The sites of `fn` and of the kernels it launches (module doc)."""
    found: list[Site] = []
    for body in [fn, *kernels]:
        for op in body.walk():
            if isinstance(op, memref.StoreOp) and _valued(op.value) and not _is_copy(op.value):
                found.append(Site(op, 0, scope_variables(op, list(op.indices))))
            elif op.name in VECTOR_WRITES:
                k = written_value(op)
                v = op.operands[k]
                if _valued_vector(v) and not _is_copy(v):
                    found.append(Site(op, k, scope_variables(op, base_indices(op), len(v.type.get_shape()))))
            elif (op.name in FOLDS or _licensed(op) or is_tree_root(op) or _vector_accumulator(op)) and op.results \
                    and (_valued(op.results[0]) or _valued_vector(op.results[0])):
                t = op.results[0].type
                lanes = len(t.get_shape()) if isinstance(t, VectorType) else 0
                found.append(Site(op, RESULT, scope_variables(op, [], lanes)))
            elif isinstance(op, scf.YieldOp) and isinstance(op.parent_op(), scf.ForOp):
                for k, v in enumerate(op.operands):
                    if _valued(v) and not _is_copy(v):
                        found.append(Site(op, k, scope_variables(op, [])))
                    elif _nested_accumulator(op, v):
                        found.append(Site(op, k, scope_variables(op, [], len(v.type.get_shape()))))
    return found


def _env(interpreter, site: Site, lane: tuple[int, ...] = ()) -> tuple:
    out = []
    for var in site.variables:
        if var.kind == LANE:
            out.append(lane[var.lane])
            continue
        try:
            out.append(interpreter.get_values((var.value,))[0])
        except Exception:  # not in scope in this execution
            out.append(None)
    return tuple(out)


def tracing(trace: TargetTrace, sites: list[Site], run: int):
    """Oracle implementations of `memref.store` and `scf.yield` recording
    the sites' events into `trace` (and, for every store, the last writer
    of each cell: a mismatch is then located at the store that wrote it)."""
    by_op: dict[Operation, list[Site]] = {}
    for s in sites:
        by_op.setdefault(s.op, []).append(s)

    @register_impls
    class TracingMemref(MemrefFunctions):
        @impl(memref.StoreOp)
        def run_store(self, interpreter, op: memref.StoreOp, args: PythonValues):
            value, view, *indices = args
            super().run_store(interpreter, op, args)
            trace.last_writer[(view.buffer.serial, view.flat(tuple(indices), op))] = op
            for site in by_op.get(op, ()):
                if value is not UNDEF:
                    trace.events.setdefault(site, []).append(Event(run, value, _env(interpreter, site)))
            return ()

    def vector_write(interpreter, op: Operation, args: tuple) -> None:
        view = args[0] if op.name == "vector.maskedstore" else args[1]
        vec = args[written_value(op)]
        for lane, idx in written_cells(op, args):
            trace.last_writer[(view.buffer.serial, view.flat(idx, op))] = op
            for site in by_op.get(op, ()):
                value = vec.at(lane)
                if value is not UNDEF:
                    trace.events.setdefault(site, []).append(Event(run, value, _env(interpreter, site, lane)))

    def result(interpreter, op: Operation, results: tuple) -> None:
        for site in by_op.get(op, ()) if results else ():
            value = results[0]
            if isinstance(value, Vec):
                for lane in value.points():
                    if value.at(lane) is not UNDEF:
                        trace.events.setdefault(site, []).append(Event(run, value.at(lane), _env(interpreter, site, lane)))
            elif value is not UNDEF:
                trace.events.setdefault(site, []).append(Event(run, value, _env(interpreter, site)))

    @register_impls
    class TracingScf(OracleScf):
        @impl_terminator(scf.YieldOp)
        def run_br(self, interpreter, op: scf.YieldOp, args: PythonValues):
            for site in by_op.get(op, ()):
                value = args[site.operand]
                if isinstance(value, Vec):  # a nested loop's vector accumulator, lane by lane
                    for lane in value.points():
                        if value.at(lane) is not UNDEF:
                            trace.events.setdefault(site, []).append(
                                Event(run, value.at(lane), _env(interpreter, site, lane)))
                elif value is not UNDEF:
                    trace.events.setdefault(site, []).append(Event(run, value, _env(interpreter, site)))
            return ReturnedValues(args), ()

    return TracingMemref(), TracingScf(), {"vector_write": vector_write, "result": result}
