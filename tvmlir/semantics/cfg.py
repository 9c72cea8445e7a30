"""Function bodies of several blocks: `cf.br` and `cf.cond_br` between them.

MLIR's canonicalizer turns an `scf.if` whose branches return early into
blocks and `cf.cond_br` (MLIR 19's tests have such bodies), so a function
is not always one block.  An acyclic control-flow graph is executed
symbolically path by path: at a `cf.cond_br` both successors run from a
copy of the state, and their results, memory and UB are merged under the
branch condition (an `ite` per value, per block field).  That is exact:
every run takes exactly one path, and the merged state is that path's.

Not modelled (unsupported, naming the op): a branch back to a block on the
current path (a loop; its iteration count is unbounded), `cf.switch`, more
than `MAX_PATH_BLOCKS` block executions in all (paths multiply at each
diamond), and paths that return memrefs or allocate different numbers of
blocks (their merge is not a single value).  A branch on a poison
condition is UB, as in `scf.if`.
"""

from __future__ import annotations

import z3

from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import and_, ite, not_, or_
from tvmlir.semantics.interp import _Frame
from tvmlir.semantics.memory import Block, Memory
from tvmlir.semantics.values import Scalar, Tensor

MAX_PATH_BLOCKS = 64
"""Block executions over all paths of one function body."""


def run_blocks(interp, func, args) -> list:
    """Run the body of `func` (several blocks) on `args`; its results."""
    budget = [MAX_PATH_BLOCKS]
    return _run(interp, func, func.body.blocks[0], list(args), (), budget)


def _run(interp, func, block, args, path, budget, via=None) -> list:
    """Run `block` (reached by the branch `via`) and its successors."""
    if block in path:
        raise Unsupported(via or func, "a loop through cf branches is not modelled")
    budget[0] -= 1
    if budget[0] < 0:
        raise Unsupported(func, f"more than {MAX_PATH_BLOCKS} block executions over the paths of the body")
    path = (*path, block)
    term, values = interp.run_block(block, args)
    name = op_name(term)
    if name == "func.return":
        return values
    if name == "cf.br":
        return _run(interp, func, term.successor, values, path, budget, term)
    if name == "cf.cond_br":
        n_then = len(term.then_arguments)
        cond = values[0]
        then_args, else_args = values[1 : 1 + n_then], values[1 + n_then :]
        if not isinstance(cond, Scalar):
            raise Unsupported(term, "a branch condition that is not a scalar")
        interp.observe(cond)
        c = cond.term == z3.BitVecVal(1, 1) if z3.is_bv(cond.term) else cond.term
        return _branch(interp, func, term, c, (term.then_block, then_args), (term.else_block, else_args), path, budget)
    raise Unsupported(term, "this terminator is not modelled in a function body")


def _branch(interp, func, term, c, then, other, path, budget) -> list:
    """Both successors from copies of the state, merged under `c`."""
    start = interp.memory
    outcomes = []
    for (block, args) in (then, other):
        interp.memory = start.clone()
        frame = _Frame([])
        interp._frames.append(frame)  # noqa: SLF001 (UB of this path only)
        try:
            results = _run(interp, func, block, args, path, budget, term)
        finally:
            interp._frames.pop()  # noqa: SLF001
        outcomes.append((results, interp.memory, or_(*frame.ub) if frame.ub else z3.BoolVal(False)))
    (r1, m1, u1), (r2, m2, u2) = outcomes
    interp.memory = merge_memory(term, c, m1, m2)
    interp.ub(z3.simplify(or_(and_(c, u1), and_(not_(c), u2))))
    return [merge_value(term, c, a, b) for a, b in zip(r1, r2)]


def merge_value(op, c, a, b):
    """The value that is `a` where `c` holds and `b` elsewhere."""
    if a is b:
        return a
    if isinstance(a, Scalar) and isinstance(b, Scalar):
        poison = None
        if a.poison is not None or b.poison is not None:
            poison = ite(c, a.poison_or_false(), b.poison_or_false())
        return Scalar(ite(c, a.term, b.term), poison)
    if isinstance(a, Tensor) and isinstance(b, Tensor) and a.rank == b.rank:
        dims = [ite(c, x, y) for x, y in zip(a.dims, b.dims)]
        poison = None
        if a.has_poison or b.has_poison:
            def poison(J, a=a, b=b):
                return ite(c, a.poison_get(J), b.poison_get(J))
        uninit = None
        if a.has_uninit or b.has_uninit:
            def uninit(J, a=a, b=b):
                return ite(c, a.uninit_get(J), b.uninit_get(J))
        return Tensor(a.elem_type, a.sort, dims, index_fn=lambda J: ite(c, a.elem_get(J), b.elem_get(J)),
                      index_poison_fn=poison, uninit_fn=uninit)  # fmt: skip
    raise Unsupported(op, "paths that return different memrefs are not modelled")


def merge_memory(op, c, m1: Memory, m2: Memory) -> Memory:
    """Blockwise `ite` of two memories with the same blocks."""
    out = Memory()
    for key in {*m1.blocks, *m2.blocks}:
        b1, b2 = m1.blocks.get(key, []), m2.blocks.get(key, [])
        if len(b1) != len(b2):
            raise Unsupported(op, "paths that allocate different memory are not modelled")
        out.blocks[key] = [x if x is y else _merge_block(c, x, y) for x, y in zip(b1, b2)]
    return out


def _merge_block(c, x: Block, y: Block) -> Block:
    return Block(
        x.elem_type, x.sort, ite(c, x.size, y.size), ite(c, x.elems, y.elems), ite(c, x.poison, y.poison),
        ite(c, x.writable, y.writable), ite(c, x.live, y.live), x.local, x.name,
    )  # fmt: skip
