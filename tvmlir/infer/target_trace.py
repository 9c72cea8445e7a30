"""The values lowered code produces, with the index values in scope there.

A *site* is an op whose value `--verify` needs a claim for: a
`memref.store` of a computed float (a store of a loaded value is a copy,
which `--verify` follows without a claim), or a float an `scf.for` yields
to its next iteration (a register accumulator, `verify/carried.py`).  Each
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
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.interpreter import PythonValues, ReturnedValues, impl, impl_terminator, register_impls
from xdsl.ir import Block, Operation, SSAValue

from tvmlir.oracle.interpreter import MemrefFunctions, OracleScf
from tvmlir.oracle.values import UNDEF, is_float

OWN, IV, ID, ARG, VALUE = "own", "iv", "id", "arg", "value"
KIND_ORDER = {OWN: 0, IV: 1, ID: 2, ARG: 3, VALUE: 4}
ID_OPS = ("gpu.thread_id", "gpu.block_id", "gpu.block_dim", "gpu.grid_dim", "gpu.lane_id")
LOOPS = ("scf.for", "scf.parallel", "scf.forall")
KERNELS = ("gpu.func", "func.func")
MAX_VARIABLES = 48


@dataclass(frozen=True)
class Variable:
    value: SSAValue
    kind: str


@dataclass(frozen=True, eq=False)
class Site:
    """`op`'s operand `operand` needs a claim; `variables` are the index
    values in scope at `op`."""

    op: Operation
    operand: int
    variables: tuple[Variable, ...]

    @property
    def is_store(self) -> bool:
        return isinstance(self.op, memref.StoreOp)


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


def scope_variables(op: Operation, own: list[SSAValue]) -> tuple[Variable, ...]:
    """The index values in scope at `op`, in the fit's order (module doc):
    `own` first, then every index block argument and non-constant index
    result defined before `op` in its block and the blocks around it, up
    to its kernel or function (a `gpu.launch` body sees its function's)."""
    found: list[Variable] = [Variable(v, OWN) for v in own]
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
            if o.name == "arith.constant":
                continue
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


def _valued(value: SSAValue) -> bool:
    """A float or integer (not an index: indices are not spec elements)."""
    return is_float(value.type) or isinstance(value.type, IntegerType)


def _is_copy(value: SSAValue) -> bool:
    owner = getattr(value, "op", None)
    return owner is not None and owner.name in ("memref.load", "tv.prophesy")


def sites_of(fn: Operation, kernels: list[Operation]) -> list[Site]:
    """The sites of `fn` and of the kernels it launches (module doc)."""
    found: list[Site] = []
    for body in [fn, *kernels]:
        for op in body.walk():
            if isinstance(op, memref.StoreOp) and _valued(op.value) and not _is_copy(op.value):
                found.append(Site(op, 0, scope_variables(op, list(op.indices))))
            elif isinstance(op, scf.YieldOp) and isinstance(op.parent_op(), scf.ForOp):
                for k, v in enumerate(op.operands):
                    if _valued(v) and not _is_copy(v):
                        found.append(Site(op, k, scope_variables(op, [])))
    return found


def _env(interpreter, site: Site) -> tuple:
    out = []
    for var in site.variables:
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

    @register_impls
    class TracingScf(OracleScf):
        @impl_terminator(scf.YieldOp)
        def run_br(self, interpreter, op: scf.YieldOp, args: PythonValues):
            for site in by_op.get(op, ()):
                value = args[site.operand]
                if value is not UNDEF:
                    trace.events.setdefault(site, []).append(Event(run, value, _env(interpreter, site)))
            return ReturnedValues(args), ()

    return TracingMemref(), TracingScf()
