"""Function bodies of several blocks: `cf.br` and `cf.cond_br` between them.

MLIR's canonicalizer turns an `scf.if` whose branches return early into
blocks and `cf.cond_br` (MLIR 19's tests have such bodies), so a function
is not always one block.  An acyclic control-flow graph is executed
symbolically path by path: at a `cf.cond_br` both successors run from a
copy of the state, and their results, memory and UB are merged under the
branch condition (an `ite` per value, per block field).  That is exact:
every run takes exactly one path, and the merged state is that path's.

The merge is `paths.branch`'s (also `scf.if`'s).  The same runner executes
the blocks of an `scf.execute_region`, up to its `scf.yield`.

Not modelled (unsupported, naming the op): a branch back to a block on the
current path (a loop; its iteration count is unbounded), `cf.switch`, and
more than `MAX_PATH_BLOCKS` block executions in all (paths multiply at each
diamond).  A branch on a poison condition is UB, as in `scf.if`.
"""

from __future__ import annotations

import z3

from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.paths import branch
from tvmlir.semantics.values import Scalar

MAX_PATH_BLOCKS = 64
"""Block executions over all paths of one function body."""


def run_blocks(interp, func, args) -> list:
    """Run the body of `func` (several blocks) on `args`; its results."""
    return run_region(interp, func, func.body, args, ("func.return",))


def run_region(interp, owner, region, args, exits) -> list:
    """Run the blocks of `region` (of op `owner`) from its entry block on
    `args`, until a terminator named in `exits`; that terminator's operands."""
    budget = [MAX_PATH_BLOCKS]
    return _run(interp, owner, region.blocks[0], list(args), (), budget, exits)


def _run(interp, func, block, args, path, budget, exits, via=None) -> list:
    """Run `block` (reached by the branch `via`) and its successors."""
    if block in path:
        raise Unsupported(via or func, "a loop through cf branches is not modelled")
    budget[0] -= 1
    if budget[0] < 0:
        raise Unsupported(func, f"more than {MAX_PATH_BLOCKS} block executions over the paths of the body")
    path = (*path, block)
    term, values = interp.run_block(block, args)
    name = op_name(term)
    if name in exits:
        return values
    if name == "cf.br":
        return _run(interp, func, term.successor, values, path, budget, exits, term)
    if name == "cf.cond_br":
        n_then = len(term.then_arguments)
        cond = values[0]
        then_args, else_args = values[1 : 1 + n_then], values[1 + n_then :]
        if not isinstance(cond, Scalar):
            raise Unsupported(term, "a branch condition that is not a scalar")
        interp.observe(cond)
        c = cond.term == z3.BitVecVal(1, 1) if z3.is_bv(cond.term) else cond.term
        return branch(
            interp, term, c,
            lambda: _run(interp, func, term.then_block, then_args, path, budget, exits, term),
            lambda: _run(interp, func, term.else_block, else_args, path, budget, exits, term),
        )  # fmt: skip
    raise Unsupported(term, "this terminator is not modelled in a function body")
