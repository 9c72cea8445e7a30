"""What one refinement query shares between the source and the target.

A `QueryContext` owns everything that must be the same on both sides of a
query and different between queries: the float domain (through
`ScalarSemantics`), the uninterpreted functions of external calls and
reductions, fresh names, the options, the abstraction level of this round,
and the preconditions the encoders add (dynamic extents bounded, the
associativity facts of reductions).  Nothing here is global: each query (and
each abstraction round) builds its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import z3

from tvmlir.semantics.scalar import ScalarSemantics
from tvmlir.smt.budget import Budget
from tvmlir.semantics.values import Names


@dataclass(frozen=True)
class Abstraction:
    """How much of a reduction's meaning an encoding keeps (mlir-tv 6.3).

    * `dot`: "uf" (an uninterpreted, commutative function of the operand
      arrays) or "sum_mul" (the sum of the products);
    * `fp_sum`: "uf" (`sum` unrelated to `addf`), "unroll" (constant
      lengths up to `unroll_fp_sum_bound` unrolled into `addf`s, in loop
      order), or "assoc" (`--associative`: `addf` is a two-element `sum`
      and the hash encoding relates sums of permuted and flattened arrays);
    * `constants`: "limited" (`--max-const-tensor-size`: larger constants
      are unknown arrays) or "precise".
    """

    dot: str = "uf"
    fp_sum: str = "uf"
    constants: str = "limited"

    def describe(self) -> dict[str, str]:
        return {"dot": self.dot, "fp_sum": self.fp_sum, "constants": self.constants}


@dataclass(frozen=True)
class Options:
    fp: str = "abstract"  # or "ieee"
    fp_bits: int | None = None
    fp_width: int | None = None  # force the abstract width (benchmarks)
    associative: bool = False
    use_neg_zero: bool = False
    max_unknown_dimsize: int = 50
    max_tensor_size: int = 10000
    memref_inputs_simple: bool = False
    max_const_tensor_size: int = -1
    unroll_fp_sum_bound: int = 10
    unroll_int_sum: bool = False
    fn_argument_dims: tuple[tuple[str, int], ...] = ()
    timeout_ms: int = 30000
    rlimit: int | None = None  # z3 resource units per query (tvmlir.smt.budget)
    index_bitwidth: int = 64
    # Assumptions a user can turn off (then the check refuses what it
    # cannot model honestly): external functions are pure and total;
    # memrefs of different element types never alias.
    pure_external_calls: bool = True
    typed_noalias: bool = True
    # An access through a memref.subview must stay in its source's extents
    # (MLIR 19's subview documentation; semantics/memref.py).
    subview_in_bounds: bool = True
    # An overlapping memref.copy is UB, as its memcpy lowering makes it
    # (semantics/memref.py; printed when a source copy may overlap).
    copy_overlap_ub: bool = True
    # The largest vscale scalable vectors are checked at, and the largest
    # rank unranked values are (refinement/vscale.py, unranked.py): printed
    # among the assumptions, raised by --max-vscale / --max-rank.
    max_vscale: int = 16
    max_rank: int = 4
    # Memory blocks hold fewer than 2^max_block_bits elements: memref
    # arguments' blocks (a precondition) and the source's allocations of
    # dynamic extents (larger ones fail: UB).  Printed; --max-block-bits
    # raises it up to 64, where only an allocation whose extents multiply
    # past 2^64 is taken to fail (semantics/memref.py).
    max_block_bits: int = 48
    # The buffers a bufferized signature passes for tensor arguments and
    # out-parameters, when their type leaves the strides unknown, are
    # checked at row-major strides (refinement/signature.py): unknown
    # strides make every address a product of two unknowns.
    row_major_buffers: bool = True
    # Dynamic extents of arguments fixed to constants (`name.dimK` -> n):
    # a concrete run (refinement/concrete.py) encodes the program at the
    # counterexample's sizes, so that every sum has a constant length.
    fixed_extents: tuple[tuple[str, int], ...] = ()
    # Re-run each failure concretely (refinement/confirm.py): "auto" (a
    # failure no run was possible for stays FAILED, with a note), "always"
    # (`--confirm`: it is unconfirmed), "never" (`--no-confirm`).
    confirm: str = "auto"
    # Loop iterations unrolled per side (semantics/loops.py).
    max_unroll: int = 256
    # Float add/mul vector reductions combine in lane order, accumulator
    # first (semantics/vector_reduce.py): MLIR leaves the order open.
    vector_reduction_order: bool = True
    # A scf.for that is not unrolled may be paired with the target's
    # (semantics/loop_pairing.py), assuming it ends (MLIR's own
    # dead-loop folds assume so): off with --no-assume-loops-end.
    loops_end: bool = True
    # The affine dataflow route (tvmlir/polyhedral, refinement/dataflow.py)
    # for loop nests neither unrolled nor paired.
    dataflow_route: bool = True
    # A search for a counterexample only (refinement/check.py,
    # `_failure_with_few_trips`): every loop whose trip count is not a
    # constant runs at most this many iterations, a precondition on the
    # inputs (semantics/loops.trip_bound); 0: no such restriction.
    loop_trips_at_most: int = 0
    # Ops tvmlir does not know, used by both sides, are uninterpreted
    # functions or events (semantics/opaque.py): off with
    # --no-assume-opaque-ops; those with results and no memref operand are
    # pure: off with --no-assume-pure-opaque-ops (then events).
    opaque_ops: bool = True
    pure_opaque_ops: bool = True

    @property
    def budget(self) -> Budget:
        """Each query's solver budget (`tvmlir.smt.budget`: work only under
        `TVMLIR_RLIMIT`)."""
        return Budget.of(self.timeout_ms, self.rlimit)

    def argument_dims_of(self, callee: str) -> int | None:
        for name, idx in self.fn_argument_dims:
            if name == callee:
                return idx
        return None


@dataclass
class Used:
    """Which abstractions the encoding used (decides whether refining the
    abstraction can change the verdict)."""

    fp_dot: bool = False
    int_dot: bool = False
    fp_sum: bool = False
    int_sum: bool = False
    unrolled: bool = False
    unknown_constant: bool = False


@dataclass
class SumRecord:
    """A `sum` application of constant length, for the hash encoding:
    `elements` are its (masked) element terms, `result` its value."""

    fmt: object
    elements: list[z3.ExprRef]
    result: z3.ExprRef
    raw: list[z3.ExprRef] | None = None  # before NaNs are made canonical
    # A closed sum (reductions.closed_sum) is a fresh constant; `array` is
    # the array UF's argument it stands for, linked to it only when another
    # sum of the query uses that UF.
    array: z3.ExprRef | None = None


@dataclass
class Fold:
    """A window's max or min as a fresh constant (semantics/window_max.py):
    `facts` define it exactly from the window's elements, `term()` is the
    same value as a term (the fold itself), for a formula that binds a
    variable the elements mention (refinement/check.py)."""

    var: z3.ExprRef
    facts: z3.BoolRef
    term: Callable[[], z3.ExprRef]


@dataclass(frozen=True)
class InputVar:
    """An input variable of a query: `size` is the length of an array
    input (a term over earlier inputs; None for a scalar), `elem` the MLIR
    type of its values (None for extents, offsets, block ids, flags)."""

    var: z3.ExprRef
    size: z3.ExprRef | None = None
    elem: object = None


@dataclass
class QueryContext:
    sem: ScalarSemantics
    options: Options
    abstraction: Abstraction
    names: Names = field(default_factory=Names)
    used: Used = field(default_factory=Used)
    preconditions: list[z3.BoolRef] = field(default_factory=list)
    sums: list[SumRecord] = field(default_factory=list)
    folds: list[Fold] = field(default_factory=list)
    functions: dict[tuple, z3.FuncDeclRef] = field(default_factory=dict)
    # The (name, domain) of each function in `functions`: z3 identifies a
    # function by its name and sorts, so two keys must never share both.
    function_names: set[tuple] = field(default_factory=set)
    memo: dict[tuple, tuple] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)
    # The constant ops encoded as unknown arrays (`--max-const-tensor-size`)
    # with their element counts, for `tv-check --verbose` to name them.
    unknown_constants: list[tuple[object, int]] = field(default_factory=list)
    # Bounds on dynamic extents (`--max-unknown-dimsize`, `--max-tensor-size`):
    # kept apart from `preconditions` so that a proof can be retried without
    # them (refinement/check.py).
    extent_bounds: list[z3.BoolRef] = field(default_factory=list)
    unbounded_extents: bool = False
    # Whether the target of the pair computes a fused multiply-add: only then
    # does a source's contracted multiply-add offer its fused result
    # (semantics/contraction.py; without an fma the target can only match
    # the exact one, and the choice would cost the solver a quantifier).
    fma_in_target: bool = False
    # The target's trees of one float op (addf, mulf) by (op, format, leaf
    # terms), with their values: a source tree carrying `reassoc` may
    # compute one of them (semantics/reassociation.py; the target is
    # encoded first for this).
    target_trees: dict[tuple, list] = field(default_factory=dict)
    # Whether the abstract float width was counted from the extent bounds
    # (then a proof holds within them only).
    width_depends_on_extents: bool = False
    # Whether a loop's trip count was bounded with the extent bounds
    # (semantics/loops.py): the unrolled loop is the loop within them only.
    loops_need_extent_bounds: bool = False
    # The variables standing for the inputs (arguments, their extents, the
    # memory behind memref arguments, mutable globals): what a concrete run
    # fixes (refinement/concrete.py).
    inputs: list[InputVar] = field(default_factory=list)
    # The loops summarized instead of unrolled, and their pairing
    # (semantics/loop_pairing.LoopPairing; None: none so far).
    loop_pairing: object | None = None
    # The kinds (name, attributes, types) and the names of the opaque ops
    # both sides of the pair use (semantics/opaque.py); None outside a
    # pair: opaque ops unsupported.
    opaque_shared: frozenset[tuple] | None = None
    opaque_shared_names: frozenset[str] = frozenset()

    def function(self, key: tuple, name: str, *sorts: z3.SortRef) -> z3.FuncDeclRef:
        """An uninterpreted function shared by the source and the target,
        one per `key`.  z3 identifies a function by its name and sorts, not
        by the Python object: two keys given one name (an opaque op's
        result with different attributes, `opaque.test.op.0` both) would
        be *one* function, and a pass that changes what the key tells
        apart would verify.  So a name already taken gets a suffix."""
        f = self.functions.get(key)
        if f is None:
            signature = tuple(s.sexpr() for s in sorts)
            unique, n = name, 1
            while (unique, signature) in self.function_names:
                n += 1
                unique = f"{name}~{n}"
            self.function_names.add((unique, signature))
            f = self.functions[key] = z3.Function(unique, *sorts)
        return f

    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    def assume(self, text: str) -> None:
        """Record an assumption the verdict relies on (printed with it)."""
        if text not in self.assumptions:
            self.assumptions.append(text)

    def bound_extent(self, v: z3.BitVecRef) -> None:
        """A dynamic extent `v` is at most `--max-unknown-dimsize` (a bound
        the check may drop), and a non-negative `index` of the target (a
        fact: with `--index-bitwidth=32`, below 2^31)."""
        from tvmlir.semantics import index as ix

        self.extent_bounds.append(z3.ULE(v, ix.bv(self.options.max_unknown_dimsize)))
        if self.options.index_bitwidth < 64:
            self.preconditions.append(z3.ULT(v, ix.bv(1 << (self.options.index_bitwidth - 1))))
