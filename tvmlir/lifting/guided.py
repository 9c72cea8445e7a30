"""Candidates read off the kernel's own dataflow (the top-down half).

The value a kernel stores into its output is an expression over loads,
constants and arith/math ops.  Reading it as a term, with each load of an
input a leaf whose map is still open, gives the formula's *shape* at once,
where bottom-up enumeration would need a term of that size: `silu`'s
`x / (1 + exp(-x))` is one candidate here and tens of thousands there.

* A store of `f(loads)` with no load of the output gives an elementwise
  candidate per choice of the loads' maps.
* A store of `combine(load O[idx], e)` (or `combine(e, load O[idx])`),
  combine in add/max/min, gives a reduction over one new dim with body `e`;
  its initial value is the constant another store writes, or the output's
  initial content.

* A store of an expression that reads the result of an `scf.for`
  reduction (an iter_arg) or a load of a temporary buffer gives
  multi-stage candidates (`stages.py`).

Every candidate is still checked against the runs by `search.py` and
proved by `--verify`: reading the IR proposes, it never decides.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from xdsl.dialects import memref, scf
from xdsl.ir import BlockArgument, Operation, SSAValue

from tvmlir.lifting import stages, terms
from tvmlir.lifting.kernel import Kernel, Run
from tvmlir.lifting import dims as dm
from tvmlir.lifting.search import Budget, Candidate, Space, fold, matches, reduction_spaces, target_of, term_values
from tvmlir.oracle.scalar import constant_value

_OPS = {v[0]: k for k, v in terms.UNARY.items()} | {v[0]: k for k, v in terms.BINARY.items()}
COMBINE = ("addf", "maximumf", "minimumf", "maxnumf", "minnumf")


class _Opaque(Exception):
    pass


def _arg_position(kernel_args: list[SSAValue], v: SSAValue) -> int | None:
    """The function argument a memref value is; a `gpu.func` argument is
    followed back through the `gpu.launch_func` that binds it."""
    if v in kernel_args:
        return kernel_args.index(v)
    if isinstance(v, BlockArgument):
        parent = v.block.parent_op()
        if parent is not None and parent.name == "gpu.func" and v.block is parent.regions[0].blocks[0]:
            return _gpu_arg(kernel_args, parent, v.index)
    return None


def _gpu_arg(kernel_args: list[SSAValue], gfunc: Operation, index: int) -> int | None:
    operand = _launch_operand(gfunc, index)
    return kernel_args.index(operand) if operand is not None and operand in kernel_args else None


def _launch_operand(gfunc: Operation, index: int) -> SSAValue | None:
    """The operand a `gpu.launch_func` of `gfunc` passes as its argument
    `index` (the launch names the module and the function: outlining
    gives every kernel of a function the same function name)."""
    name = gfunc.attributes.get("sym_name") or gfunc.properties.get("sym_name")
    module = gfunc.parent_op()
    root = module.parent_op() if module is not None else None
    mod_name = module.attributes.get("sym_name") or module.properties.get("sym_name") if module is not None else None
    if root is None or name is None:
        return None
    for op in root.walk():
        if op.name != "gpu.launch_func":
            continue
        ref = op.properties.get("kernel") or op.attributes.get("kernel")
        if ref is None or ref.nested_references.data[-1].data != name.data:
            continue
        if mod_name is not None and ref.root_reference.data != mod_name.data:
            continue
        segments = op.properties["operandSegmentSizes"].get_values()
        start = sum(segments[:-2])
        if start + index < len(op.operands):
            return op.operands[start + index]
    return None


def _term(v: SSAValue, args: list[SSAValue], out: int, consts: set, acc=None, within: tuple = (), writers=None) -> tuple:
    """`acc`: the iter_arg (or the load of a temporary) a reduction
    accumulates in, read as `("acc",)`; `within`: the stores into
    temporaries whose expression is being read (a store read inside its
    own definition is opaque); `writers`: per load of a temporary, the
    stores whose values it read in the traced runs (`Run.writers`)."""
    if acc is not None and v is acc:
        return ("acc",)
    host = _host_value(v)
    if host is not v:  # a scalar an outlined kernel gets from its launch (mlir-opt-19 passes constants so)
        return _term(host, args, out, consts, acc, within, writers)
    owner = v.owner
    if not isinstance(owner, Operation):
        raise _Opaque()
    if isinstance(owner, scf.ForOp):
        return _stage(owner, v.index, args, out, consts, within, writers)
    if isinstance(owner, memref.LoadOp):
        pos = _arg_position(args, owner.memref)
        if owner is acc:
            return ("acc",)  # the cell a reduction in memory accumulates in
        if pos is None:
            return _memory_stage(owner, args, out, consts, within, writers)
        return ("out",) if pos == out else ("load", pos, owner)
    if owner.name == "arith.constant":
        c = constant_value(owner)
        if not isinstance(c, float):
            raise _Opaque()
        consts.add(c)
        return ("const", c)
    if owner.name == "arith.select":
        cond = owner.operands[0].owner
        pred = _predicate(cond)
        if pred is None:
            raise _Opaque()
        return (f"select_{pred}", *(_term(o, args, out, consts, acc, within, writers) for o in (*cond.operands, *owner.operands[1:])))
    op = _OPS.get(owner.name)
    if op is None or len(owner.results) != 1:
        raise _Opaque()
    return (op, *(_term(o, args, out, consts, acc, within, writers) for o in owner.operands))


def _accumulated(t: tuple) -> tuple:
    """The `e` of a term `combine(acc, e)` (either operand order), which
    reads neither the accumulator nor the output; anything else is
    opaque."""
    if t[0] not in COMBINE or t[1] == t[2]:
        raise _Opaque()
    body = t[2] if t[1] == ("acc",) else t[1] if t[2] == ("acc",) else None
    if body is None or _has_acc(body) or _has_out(body):
        raise _Opaque()
    return body


def _stage(loop: scf.ForOp, k: int, args: list[SSAValue], out: int, consts: set, within: tuple = (), writers=None) -> tuple:
    """A loop result as `("stage", loop, k, combine, init, body, loads)`:
    the loop yields `combine(acc, body)` from a float constant
    (`stages.py`); any other carried value is opaque."""
    init_op = loop.iter_args[k].owner
    init = constant_value(init_op) if isinstance(init_op, Operation) and init_op.name == "arith.constant" else None
    if not isinstance(init, float):
        raise _Opaque()
    acc = loop.body.block.args[1 + k]
    t = _term(loop.body.block.last_op.operands[k], args, out, consts, acc, within, writers)
    body = _accumulated(t)
    consts.add(init)
    return ("stage", loop, k, t[0], init, body, tuple(_load_ops(body)), str(loop.results[k].type), None)


def _host_value(v: SSAValue) -> SSAValue:
    """A `gpu.func` argument followed back to the operand its
    `gpu.launch_func` passes; any other value itself."""
    if isinstance(v, BlockArgument):
        parent = v.block.parent_op()
        if parent is not None and parent.name == "gpu.func" and v.block is parent.regions[0].blocks[0]:
            operand = _launch_operand(parent, v.index)
            if operand is not None:
                return operand
    return v


def _allocation(v: SSAValue) -> Operation | None:
    owner = _host_value(v).owner
    return owner if isinstance(owner, Operation) and owner.name in ("memref.alloc", "memref.alloca") else None


def _memory_stage(load: memref.LoadOp, args: list[SSAValue], out: int, consts: set, within: tuple, writers) -> tuple:
    """A load of a temporary the kernel allocates, whose cells were all
    last written by one store in the traced runs (`stages.py`):
    * a store of an expression that does not read its own cells: an
      elementwise stage `("stage", alloc, store, None, None, body, (),
      element, None)`;
    * a store of `combine(load, e)` whose load reads what this store or
      one store of a float constant wrote (a reduction accumulating in
      memory, as in a per-thread cell): `("stage", alloc, store, combine,
      init, e, loads, element, init_store)`."""
    alloc = _allocation(load.memref)
    found = (writers or {}).get(load, set())
    if alloc is None or len(found) != 1 or None in found:
        raise _Opaque()
    (store,) = found
    if any(w is store for w in within):
        raise _Opaque()
    element = str(alloc.results[0].type.element_type)
    acc_load, init_store = _accumulating(store, writers)
    if acc_load is None:
        body = _term(store.value, args, out, consts, None, (*within, store), writers)
        if _has_out(body):
            raise _Opaque()
        return ("stage", alloc, store, None, None, body, (), element, None)
    init = constant_value(_host_value(init_store.value).owner)
    if not isinstance(init, float):
        raise _Opaque()
    t = _term(store.value, args, out, consts, acc_load, (*within, store), writers)
    body = _accumulated(t)
    consts.add(init)
    return ("stage", alloc, store, t[0], init, body, tuple(_load_ops(body)), element, init_store)


def _accumulating(store: Operation, writers) -> tuple[Operation | None, Operation | None]:
    """The load in `store`'s expression that reads what `store` itself
    wrote, and the store of a float constant that is its only other
    writer; (None, None) if there is none."""
    seen, todo = set(), [store.operands[0]]
    while todo:
        v = todo.pop()
        owner = v.owner
        if not isinstance(owner, Operation) or id(owner) in seen:
            continue
        seen.add(id(owner))
        if isinstance(owner, memref.LoadOp):
            found = (writers or {}).get(owner, set())
            if store in found:
                others = [w for w in found if w is not store]
                if len(others) == 1 and others[0] is not None:
                    src = _host_value(others[0].operands[0]).owner
                    if isinstance(src, Operation) and src.name == "arith.constant":
                        return owner, others[0]
            continue
        if owner.name.startswith(("arith.", "math.")):
            todo += list(owner.operands)
    return None, None


def _has_acc(t: tuple) -> bool:
    return t == ("acc",) or (t[0] not in ("load", "const", "out", "stage") and any(_has_acc(c) for c in t[1:]))


def _load_ops(t: tuple) -> list[Operation]:
    """The load op of each `arg` leaf the stage's body becomes (stage
    reads are not loads)."""
    if t[0] == "load":
        return [t[2]]
    if t[0] in ("out", "const", "acc", "stage"):
        return []
    return [x for c in t[1:] for x in _load_ops(c)]


def _has_stage(t: tuple) -> bool:
    return t[0] == "stage" or (t[0] not in ("load", "const", "out", "acc") and any(_has_stage(c) for c in t[1:]))



def _predicate(cond: object) -> str | None:
    """The name of an ordered `arith.cmpf` predicate the lifter models."""
    if not isinstance(cond, Operation) or cond.name != "arith.cmpf":
        return None
    from tvmlir.oracle.scalar import FLOAT_PREDICATES, predicate_name

    name = predicate_name(cond, FLOAT_PREDICATES)
    return name if name in terms.PREDICATES else None


def _loads(t: tuple) -> list[int]:
    if t[0] == "load":
        return [t[1]]
    if t[0] in ("out", "const"):
        return []
    return [x for c in t[1:] for x in _loads(c)]


def _instantiate(t: tuple, maps: Iterator) -> tuple:
    if t[0] == "load":
        return next(maps)
    if t[0] in ("out", "const"):
        return t
    return (t[0], *(_instantiate(c, maps) for c in t[1:]))


def _has_out(t: tuple) -> bool:
    if t[0] == "stage":
        return _has_out(t[5])
    return t[0] == "out" or (t[0] not in ("load", "const", "acc") and any(_has_out(c) for c in t[1:]))


def store_terms(kernel: Kernel, out: int, writers=None) -> tuple[list[tuple], set]:
    """The terms of the values stored into the output, and the constants
    (`writers`: `merged_writers` of the runs, for the temporaries)."""
    args = kernel.slot_values()
    found, consts = [], set()
    root = kernel.fn.parent_op()
    for op in (root or kernel.fn).walk():
        if isinstance(op, memref.StoreOp) and _arg_position(args, op.memref) == out:
            try:
                found.append(_term(op.value, args, out, consts, writers=writers))
            except _Opaque:
                continue
    return found, consts


def merged_writers(runs: list[Run]) -> dict:
    """Per load of a temporary, the stores it read in any run."""
    merged: dict = {}
    for run in runs:
        for load, stores in run.writers.items():
            merged.setdefault(load, set()).update(stores)
    return merged


def guided(kernel: Kernel, runs: list[Run], out: int, budget: Budget) -> Iterator[Candidate]:
    """Candidates shaped like the stored expressions that match every run."""
    shapes, consts = store_terms(kernel, out, merged_writers(runs))
    inits = [t[1] for t in shapes if t[0] == "const"] + ([] if kernel.is_fresh(out) else [None])
    rank = len(runs[0].sizes[out])
    target = target_of(runs, out)
    for shape in shapes:
        if shape[0] == "const":
            continue
        if _has_stage(shape):
            yield from stages.candidates(runs, out, shape, kernel.is_fresh(out), budget, tuple(inits))
            continue
        reduction = (
            shape[0] in COMBINE
            and shape[1] != shape[2]
            and ((shape[1] == ("out",) and not _has_out(shape[2])) or (shape[2] == ("out",) and not _has_out(shape[1])))
        )
        if reduction:
            body = shape[2] if shape[1] == ("out",) else shape[1]
            loads = _loads(body)
            for ext in reduction_spaces(runs, sorted(set(loads)), out):
                space = Space(runs, out, ext)
                yield from _try(space, body, loads, budget, rank, lambda b, v: [
                    Candidate(out, rank, True, b, shape[0], init, nred=space.nred)
                    for init in inits
                    if matches(fold(space, v, shape[0], init), target)
                ], needs_reduction_dim=True)
        if kernel.is_fresh(out) and _has_out(shape):
            continue  # reads a fresh output before writing it
        space = Space(runs, out, None)
        yield from _try(space, shape, _loads(shape), budget, rank, lambda b, v: [
            Candidate(out, rank, False, b)
        ] if matches(v, target) else [])


def _try(space: Space, shape: tuple, loads: list[int], budget: Budget, rank: int, accept, needs_reduction_dim=False):
    """`accept(body, values)` for each choice of maps for the loads (one
    candidate each from the budget)."""
    options = []
    for pos in loads:
        options.append([leaf for leaf in space.leaves([pos], False) if leaf[0] == "arg"])
    for choice in itertools.product(*options):
        if needs_reduction_dim and not all(
            any(dm.mentions(leaf[2], d) for leaf in choice) for d in range(rank, rank + space.nred)
        ):
            continue
        if not budget.spend():
            return
        body = _instantiate(shape, iter(choice))
        yield from accept(body, term_values(space, body))
