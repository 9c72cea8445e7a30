"""z3 queries for value obligations, and counterexamples from their models.

Each obligation is one quantifier-free query: the guard (where the
obligation applies, from isl), the spec equations needed (instantiated by
`SpecEncoder.axioms`), and the negated claim `ub \\/ poison \\/ computed !=
expected`.  `unsat` proves it for every size and every iteration at once; a
model is a concrete instance: sizes, loop indices, thread ids, the spec
element that was expected and the value that was computed instead.

Abstract FP (`fp=abstract`): before solving, the query's abstract values
are counted (`semantics.fp.abstract_count`); a query whose width is too
small for its count is not solved but answered `timeout` and recorded in
`needed_width`, and the caller encodes the whole function again at that
width (`function.verify_abstract`).  So every query that is solved was
encoded at a width that holds all its values, and no query is proved by an
abstract domain too small to hold a counterexample.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import z3
from xdsl.ir import Attribute

from tvmlir.semantics.fp import AbstractFP, IEEEFP
from tvmlir.semantics.fp.abstract_count import count_value_sources
from tvmlir.semantics.fp.uninterpret import uninterpret_fp
from tvmlir.semantics.scalar import ScalarSemantics
from tvmlir.smt.budget import Allowance, Budget, check, new_solver
from tvmlir.smt.dag import APP, Dag
from tvmlir.verify.isl_z3 import IslToZ3
from tvmlir.verify.names import Names
from tvmlir.verify.obligations import Outcome
from tvmlir.verify.spec_z3 import SpecEncoder

WIDTH_TOO_SMALL = "abstract FP width too small for this query (re-encoded wider)"

READABLE = Budget(timeout_ms=3000, rlimit=3_000_000)
"""Budget of each try at a more readable counterexample (a bit-blasted IEEE
query can take a minute; the first model is kept if they all run out)."""

SHALLOW = 2
"""Rounds of the spec's equations in a query's first, cheap attempt."""

SHALLOW_RLIMIT = 20_000_000
VACUITY_RLIMIT = 2_000_000
"""The work `Prover._always` may spend: it only decides a note."""
"""z3 resource units for that attempt (work, in either mode: the same on
a loaded machine); charged to the obligation's allowance."""

UNINTERPRETED = Budget(timeout_ms=2000, rlimit=2_000_000)
"""fp=ieee: budget of the first try with uninterpreted arithmetic."""

CORE_RLIMIT = 2_000_000
"""fp=abstract: z3 resource units of the first try with z3's SMT core
alone (`_holds_in_core`), in either mode: work, so that the try is the
same on a loaded machine (under a wall-clock budget it also has what is
left of the time)."""

CAPPED_RLIMIT = 2_000_000
"""z3 resource units for each piece of a query that can no longer change
the verdict (`obligations.failed_before`).  Resource units, not time, so
which queries finish is the same on a loaded machine.  On the transformer
block under forall-gpu-num-threads every failing value query was refuted
within 0.9 million units; the proofs that took 1-8 s used 2.4-7.7
million per piece."""


@dataclass(frozen=True)
class ProverOptions:
    timeout_ms: int = 20000
    smtlib_dir: str | None = None
    rlimit: int | None = None
    """z3 resource units per obligation (`tvmlir.smt.budget`)."""

    @property
    def budget(self) -> Budget:
        """Each obligation's solver budget (work only under `TVMLIR_RLIMIT`)."""
        return Budget.of(self.timeout_ms, self.rlimit)


class Prover:
    def __init__(
        self,
        sem: ScalarSemantics,
        encoder: SpecEncoder,
        conv: IslToZ3,
        names: Names,
        options: ProverOptions,
        tag: str,
    ):
        self.sem = sem
        self.encoder = encoder
        self.conv = conv
        self.names = names
        self.options = options
        self.tag = re.sub(r"[^A-Za-z0-9_.-]", "_", tag)
        self.queries = 0
        self.needed_width = 0
        """Abstract FP: the widest width a query needed (0 for IEEE)."""
        self.max_values = 0
        """Abstract FP: the most abstract values one query could observe."""
        self.proved: set[tuple[int, str, int]] = set()
        """Abstract FP: the queries this attempt proved, as (number,
        obligation, count); see `prove_equal`."""
        self.proved_before: frozenset[tuple[int, str, int]] = frozenset()
        """The `proved` set of an earlier attempt of the same function at a
        narrower width (`function.verify_abstract`)."""
        self.already_failed: Callable[[str], bool] = lambda obligation: False
        """Whether the function has already failed an obligation at least
        as basic as this one (set by the function's verifier)."""
        self.dag = Dag()
        self.heap_ites: set[int] = set()
        """Ids of the `ite` terms that select a heap piece (`heap_value`):
        counterexamples look through them to the spec element read."""
        self.vacuous: list[str] = []
        """Value obligations that held only because the spec element is
        undefined behaviour at every instance (`prove_equal`): the code's
        value was never compared, which the report says (tv-check's
        "source is always undefined")."""
        self.path: list[z3.BoolRef] = []
        """The conditions of the lowered code's `cf.assert`s that dominate
        the op being checked (`verify.asserts`): execution reaches it only
        where they hold, so every query may assume them."""
        self.opaque_decls: set[int] = set()
        """Ids of the functions standing for the values of stores whose
        annotation was lost (`Evaluator.opaque_context`): a counterexample
        through one is `undecided`, not a failure."""

    def prove_equal(
        self,
        obligation: str,
        guard: z3.BoolRef,
        computed: z3.ExprRef,
        expected: z3.ExprRef,
        element_type: Attribute,
        ub: z3.BoolRef | None = None,
        poison: z3.BoolRef | None = None,
        spec_flags: tuple[z3.BoolRef, z3.BoolRef] | None = None,
    ) -> tuple[Outcome, str]:
        """`guard => not ub and not poison and computed = expected`; the
        instance text is empty when it holds.  `poison` is the poison flag
        of `computed` where it is observed (a stored value): poison there
        is undefined behaviour (design-notes section 5.1).

        `spec_flags` are the (undefined behaviour, poison) flags of the
        spec element `expected` stands for (`SpecEncoder.flags`): where the
        spec has undefined behaviour, the code may do anything; where the
        spec element is poison, the code may store any value or poison,
        but not have undefined behaviour itself (refinement, as Alive2
        has it):

            guard => spec_ub or (not ub and (spec_poison or (not poison and computed = expected)))"""
        claim = self.sem.same(computed, expected, element_type)
        wrong = [p for p in (poison,) if p is not None and not z3.is_false(p)]
        bad = z3.Or(*wrong, z3.Not(claim)) if wrong else z3.Not(claim)
        spec_ub, spec_poison = spec_flags if spec_flags is not None else (z3.BoolVal(False), z3.BoolVal(False))
        if not z3.is_false(spec_poison):
            bad = z3.And(z3.Not(spec_poison), bad)
        if ub is not None and not z3.is_false(ub):
            bad = z3.Or(ub, bad)
        if not z3.is_false(spec_ub):
            bad = z3.And(z3.Not(spec_ub), bad)

        def describe(model: z3.ModelRef) -> list[str]:
            shown_expected = self.element(model, expected, element_type)
            shown_computed = self.element(model, computed, element_type)
            parts = [f"expected {shown_expected}", f"computed {shown_computed}"]
            if shown_expected == shown_computed and "abstract value" in shown_expected:
                # Not a mismatch a reader can see: say what differs (issue 22).
                parts.append("(two different abstract values in the same range: the abstraction does not say "
                             "which IEEE values they are, so the failure may be the abstraction's; --fp=ieee or "
                             "--confirm decides)")  # fmt: skip
            if ub is not None and z3.is_true(model.eval(ub, model_completion=True)):
                parts.append("(undefined behaviour)")
            elif poison is not None and z3.is_true(model.eval(poison, model_completion=True)):
                parts.append("(poison, which is undefined behaviour where it is stored)")
            return parts

        # `bad` holds the terms and the spec's flags, whose equations the
        # query needs.
        outcome, text = self._prove(obligation, guard, bad, [bad], describe)
        if outcome is Outcome.OK and not z3.is_false(spec_ub) and self._always(guard, spec_ub):
            self.vacuous.append(obligation)
        return outcome, text

    def _always(self, guard: z3.BoolRef, claim: z3.BoolRef) -> bool:
        """Whether `claim` holds at every instance of `guard` (on the
        current path, with the spec equations it needs), shown within a
        small budget: only a note depends on it."""
        path = list(self.path)
        axioms = self.encoder.axioms([guard, *path, claim])
        solver = new_solver()
        solver.add(*self.sem.side_conditions(), *axioms, *path, guard, z3.Not(claim))
        allowance = self.options.budget.allowance()
        left = allowance.left()
        if left is None:
            return False
        return allowance.check(solver, left.capped_work(VACUITY_RLIMIT)) == z3.unsat

    def prove_holds(
        self, obligation: str, guard: z3.BoolRef, claim: z3.BoolRef,
        describe: Callable[[z3.ModelRef], list[str]] | None = None, preconditions: bool | None = None,
        related: list[z3.ExprRef] = (),
    ) -> tuple[Outcome, str]:
        """`guard => claim` (a gather's index in bounds, a lowered assert's
        condition), with the spec's asserts assumed or not
        (`SpecEncoder.axioms`); `describe(model)` adds to a counterexample.
        `related` are spec elements the claim is about (the element a
        gather computes): their equations and preconditions join the
        query, nothing else of them."""
        return self._prove(obligation, guard, z3.Not(claim), [claim, *related], describe or (lambda model: []),
                           preconditions)

    def _prove(
        self, obligation: str, guard: z3.BoolRef, bad: z3.BoolRef, terms: list[z3.ExprRef],
        describe: Callable[[z3.ModelRef], list[str]], preconditions: bool | None = None,
    ) -> tuple[Outcome, str]:
        """`guard /\\ path /\\ bad` is unsatisfiable, with the spec
        equations the terms need; the instance of a model otherwise."""
        path = list(self.path)
        axioms = self.encoder.axioms([guard, *path, *terms], preconditions)
        body = [*axioms, *path, guard, bad]
        fp = self.sem.fp
        self.queries += 1
        if isinstance(fp, AbstractFP):
            n = count_value_sources([*body, *fp.constant_terms()])
            self.max_values = max(self.max_values, n)
            need = AbstractFP.width_for(n)
            self.needed_width = max(self.needed_width, need)
            if self.needed_width > fp.width:
                # This query, or an earlier one, needs a wider encoding, so
                # the whole function is verified again at the widest width
                # needed and this attempt's results are discarded
                # (`function.verify_abstract`): solving the rest of them
                # here would be wasted.  Counting goes on, so the next
                # width covers every query.
                return Outcome.TIMEOUT, WIDTH_TOO_SMALL
            key = (self.queries, obligation, n)
            if key in self.proved_before:
                # The same query (the encoding is deterministic: the same
                # number, obligation and count, only numerals differ) was
                # proved by the earlier attempt at a width that held its
                # count, which is a proof on its own (the contrapositive in
                # `semantics.fp.abstract_count`): solving it again at a
                # wider width cannot change the answer.
                self.proved.add(key)
                return Outcome.OK, ""
        # One query per piece of the guard: isl gives a union of basic
        # sets, and `(A or B) and Q` is unsatisfiable exactly when both
        # `A and Q` and `B and Q` are.  Each piece fixes which side of a
        # tile edge the indices are on, so z3 no longer splits the heap's
        # `ite`s over the pieces itself (the transformer block's queries:
        # about 4x faster).  The count above is of the whole query, which
        # bounds every piece's.
        # Once the function has failed an obligation at least as basic, this
        # query can only add a failure that changes neither the verdict nor
        # the obligation it names: each piece gets CAPPED_RLIMIT, and one
        # that does not finish is `not checked` (never a proof: an
        # unfinished query proves nothing, and the verdict is FAILED).
        capped = self.already_failed(obligation)
        cases = _disjuncts(guard)
        allowance = self.options.budget.allowance()
        # The spec's equations unfolded SHALLOW rounds only, first: most
        # obligations need one or two (the element and its predecessor
        # stage), and a multi-result reduction's stage mentions every
        # result's previous stage, so each round multiplies the
        # applications.  Unsatisfiable with fewer true facts is
        # unsatisfiable with more; anything else is decided on the full
        # query.
        # Under fp=ieee the first try is with the arithmetic uninterpreted
        # (`_holds_uninterpreted`), at full depth: a bit-blasted shallow
        # query would only spend the budget.
        shallow = None
        if isinstance(fp, AbstractFP):
            shallow = self.encoder.axioms([guard, *path, *terms], preconditions, depth=SHALLOW)
            if len(shallow) == len(axioms):
                shallow = None
        for k, case in enumerate(cases):
            suffix = f"-case{k}" if len(cases) > 1 else ""
            if shallow is not None and self._unsat_within(
                obligation + suffix, [*self.sem.side_conditions(), *shallow, *path, case, bad], allowance
            ):
                continue
            query = [*self.sem.side_conditions(), *axioms, *path, case, bad]
            outcome, text = self._solve(obligation + suffix, query, allowance, describe, capped)
            if outcome is Outcome.FAILED and self._opaque(bad):
                return Outcome.UNDECIDED, (
                    f"{text} (through a value stored without annotation, which may be anything: "
                    "not evidence of a wrong program)"
                )
            if outcome is not Outcome.OK:
                return outcome, text
        if isinstance(fp, AbstractFP):
            self.proved.add((self.queries, obligation, n))
        return Outcome.OK, ""

    def _opaque(self, term: z3.ExprRef) -> bool:
        """`term` mentions the value of a store whose annotation was lost."""
        if not self.opaque_decls:
            return False
        dag = self.dag
        return any(dag.kind(a) == APP and dag.decl_id(a) in self.opaque_decls for a, _ in dag.walk([term]))

    def _solve(
        self, obligation: str, query: list[z3.BoolRef], allowance: Allowance,
        describe: Callable[[z3.ModelRef], list[str]], capped: bool = False,
    ) -> tuple[Outcome, str]:
        """One query of `_prove`, within what is left of the obligation's
        `allowance` (and CAPPED_RLIMIT when `capped`)."""
        left = allowance.left()
        if left is None:
            return (Outcome.NOT_CHECKED, "") if capped else (Outcome.TIMEOUT, "z3: timeout")
        if isinstance(self.sem.fp, IEEEFP) and self._holds_uninterpreted(obligation, query, allowance, left):
            return Outcome.OK, ""
        if not isinstance(self.sem.fp, IEEEFP) and self._holds_in_core(obligation, query, allowance, left):
            return Outcome.OK, ""
        left = allowance.left()
        if left is None:
            return (Outcome.NOT_CHECKED, "") if capped else (Outcome.TIMEOUT, "z3: timeout")
        if capped:
            left = left.capped_work(CAPPED_RLIMIT)
        solver = new_solver()
        solver.add(*query)
        self._emit(obligation, solver)
        result = allowance.check(solver, left)
        if result == z3.unsat:
            return Outcome.OK, ""
        if result == z3.unknown:
            return (Outcome.NOT_CHECKED, "") if capped else (Outcome.TIMEOUT, f"z3: {solver.reason_unknown()}")
        model = self.small_model(solver)
        parts = [self.instance(model, solver.assertions()), *describe(model)]
        return Outcome.FAILED, "; ".join(p for p in parts if p)

    def _unsat_within(self, obligation: str, query: list[z3.BoolRef], allowance: Allowance) -> bool:
        """Whether z3 shows `query` unsatisfiable within SHALLOW_RLIMIT
        resource units (at most half) of what is left of `allowance` (a budget of work:
        the same on a loaded machine); the query is emitted
        (`--emit-smtlib`) when it is."""
        left = allowance.left()
        if left is None:
            return False
        # At most half of what is left, so that the full query keeps the
        # other half under a small `--rlimit`.
        units = SHALLOW_RLIMIT if left.rlimit is None else min(SHALLOW_RLIMIT, left.rlimit // 2)
        solver = new_solver()
        solver.add(*query)
        if allowance.check(solver, left.capped_work(units)) != z3.unsat:
            return False
        self._emit(obligation, solver)
        return True

    def _holds_uninterpreted(self, obligation: str, query: list[z3.BoolRef], allowance: Allowance,
                             left: Budget) -> bool:
        """fp=ieee: does the query hold with the FP arithmetic uninterpreted
        (`semantics.fp.uninterpret`)?  Then it holds for IEEE, and the
        bit-blasted exact query need not be solved."""
        solver = new_solver()
        solver.add(*uninterpret_fp(query))
        if allowance.check(solver, left.at_most(UNINTERPRETED)) != z3.unsat:
            return False
        self._emit(obligation, solver)
        return True

    def _holds_in_core(self, obligation: str, query: list[z3.BoolRef], allowance: Allowance,
                       left: Budget) -> bool:
        """Does z3's SMT core alone (`Tactic('smt')`: congruence closure and
        the theory solvers, none of the preprocessing tactics) show `query`
        unsatisfiable within CORE_RLIMIT units?  `z3.Solver()` first runs the tactic its
        logic probe picks for the query (UF over bit-vectors, integers: the
        abstract FP encoding), whose preprocessing of the ite-heavy
        abstract arithmetic can cost far more than the proof.  IREE's gelu
        dispatch (issue 26): `value = prophecy` compares two copies of
        `x * ((erf(x / c) + 1) * 0.5)` that are one term once the loop's
        index guard is decided; the default solver spent 23.5 million units
        and 7 s of CPU on it, the core 1.0 million and 0.3 s.  Only
        `unsat` is taken (either solver decides the same formula); anything
        else goes on to the default solver.  Not under fp=ieee, where the
        bit-blasting tactics are what solves."""
        solver = new_solver("smt-core")
        solver.add(*query)
        if allowance.check(solver, left.capped_work(CORE_RLIMIT)) != z3.unsat:
            return False
        self._emit(obligation, solver)
        return True

    # --- counterexamples --------------------------------------------------

    def small_model(self, solver: z3.Solver) -> z3.ModelRef:
        """A readable model if there is one: small sizes and indices, and
        finite spec elements (a NaN or infinite input is rarely the point
        of a counterexample); else the solver's own."""
        model = solver.model()
        finite = self._finite_elements(solver.assertions())
        budget = self.options.budget.at_most(READABLE)
        for bound, extra in ((4, finite), (16, finite), (4, []), (16, [])):
            solver.push()
            solver.add(*[z3.And(-bound <= p, p <= bound) for p in self.conv.skolems.values()], *extra)
            found = check(solver, budget) == z3.sat
            if found:
                model = solver.model()
            solver.pop()
            if found:
                break
        return model

    def _finite_elements(self, assertions) -> list[z3.BoolRef]:
        """`not NaN and not inf` for every float spec element in the query."""
        out = []
        for term in self.encoder.applications(assertions):
            tensor, _ = self.encoder.owner(term.decl())
            fmt = self.sem.float_format(tensor.element_type)
            if fmt is not None:
                fp = self.sem.fp
                out.append(z3.Not(z3.Or(fp.is_nan(term, fmt), fp.is_inf(term, fmt))))
        return out

    def instance(self, model: z3.ModelRef, assertions) -> str:
        """The parameters of the query, by their user-facing names."""
        used = {aid for _, aid in self.dag.walk(assertions)}
        values = {}
        for name, const in self.conv.skolems.items():
            if const.get_id() in used:
                value = model.eval(const, model_completion=True)
                if z3.is_int_value(value):
                    values[name] = value.as_long()
        return self.names.describe(values)

    def element(self, model: z3.ModelRef, term: z3.ExprRef, t: Attribute) -> str:
        """`C(2, 3) stage [1] = 1.5` for a spec application (an `ite` over
        heap pieces is resolved to the branch the model takes)."""
        value = self.show(model, term, t)
        while z3.is_app_of(term, z3.Z3_OP_ITE) and term.get_id() in self.heap_ites:
            cond, then, other = term.children()
            term = then if z3.is_true(model.eval(cond, model_completion=True)) else other
        if not z3.is_app(term):
            return value
        owner = self.encoder.owner(term.decl())
        if owner is None:
            return value
        tensor, staged = owner
        ints = [model.eval(a, model_completion=True).as_long() for a in term.children()]
        text = f"{tensor.name}({', '.join(map(str, ints[: tensor.rank]))})"
        if staged:
            text += f" stage [{', '.join(map(str, ints[tensor.rank :]))}]"
        return f"{text} = {value}"

    def show(self, model: z3.ModelRef, term: z3.ExprRef, t: Attribute) -> str:
        """A model value as the semantics describes it: floats as abstract
        or IEEE values, integers and indices as numbers."""
        return self.sem.describe(model, term, t)

    # --- SMT-LIB ----------------------------------------------------------

    def _emit(self, obligation: str, solver: z3.Solver) -> None:
        """`--emit-smtlib DIR`: the query as solved, printed from the SMT
        dialect (`tvmlir.smt.emit_smtlib`), one file per query."""
        directory = self.options.smtlib_dir
        if directory is None:
            return
        from tvmlir.smt.smtlib import emit_smtlib

        kind = re.sub(r"[^A-Za-z0-9]+", "-", obligation).strip("-")
        emit_smtlib(solver, directory, f"{self.tag}-{self.queries:03d}-{kind}")


def _disjuncts(guard: z3.BoolRef) -> list[z3.BoolRef]:
    """The pieces of a guard that is a disjunction, else the guard."""
    return list(guard.children()) if z3.is_or(guard) else [guard]
