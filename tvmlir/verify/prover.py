"""z3 queries for value obligations, and counterexamples from their models.

Each obligation is one quantifier-free query: the guard (where the
obligation applies, from isl), the spec equations needed (instantiated by
`SpecEncoder.axioms`), and the negated claim `ub \\/ computed != expected`.
`unsat` proves it for every size and every iteration at once; a model is a
concrete instance: sizes, loop indices, thread ids, the spec element that
was expected and the value that was computed instead.
"""

from __future__ import annotations

import os
import re
import struct
from dataclasses import dataclass

import z3
from xdsl.ir import Attribute

from tvmlir.verify.isl_z3 import IslToZ3
from tvmlir.verify.names import Names
from tvmlir.verify.obligations import Outcome
from tvmlir.tv_dialect.abstract_float import ieee_format_of
from tvmlir.verify.scalar_stub import ScalarSemantics
from tvmlir.verify.spec_z3 import SpecEncoder


@dataclass(frozen=True)
class ProverOptions:
    timeout_ms: int = 20000
    smtlib_dir: str | None = None


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

    def prove_equal(
        self,
        obligation: str,
        guard: z3.BoolRef,
        computed: z3.ExprRef,
        expected: z3.ExprRef,
        element_type: Attribute,
        ub: z3.BoolRef | None = None,
    ) -> tuple[Outcome, str]:
        """`guard => not ub and computed = expected`; the instance text
        is empty when it holds."""
        claim = self.sem.same(computed, expected, element_type)
        bad = z3.Not(claim) if ub is None else z3.Or(ub, z3.Not(claim))
        solver = z3.Solver()
        solver.set(timeout=self.options.timeout_ms)
        solver.add(*self.sem.side_conditions())
        solver.add(*self.encoder.axioms([guard, computed, expected]))
        solver.add(guard, bad)
        self._emit(obligation, solver)
        result = solver.check()
        if result == z3.unsat:
            return Outcome.OK, ""
        if result == z3.unknown:
            return Outcome.TIMEOUT, f"z3: {solver.reason_unknown()}"
        model = self.small_model(solver)
        parts = [self.instance(model, solver.assertions())]
        parts.append(f"expected {self.element(model, expected, element_type)}")
        parts.append(f"computed {self.element(model, computed, element_type)}")
        if ub is not None and z3.is_true(model.eval(ub, model_completion=True)):
            parts.append("(undefined behaviour)")
        return Outcome.FAILED, "; ".join(p for p in parts if p)

    # --- counterexamples --------------------------------------------------

    def small_model(self, solver: z3.Solver) -> z3.ModelRef:
        """A model with small sizes and indices if there is one (readable
        instances), else the solver's own."""
        model = solver.model()
        for bound in (4, 16):
            solver.push()
            solver.add(*[z3.And(-bound <= p, p <= bound) for p in self.conv.skolems.values()])
            found = solver.check() == z3.sat
            if found:
                model = solver.model()
            solver.pop()
            if found:
                break
        return model

    def instance(self, model: z3.ModelRef, assertions) -> str:
        """The parameters of the query, by their user-facing names."""
        used = _constant_names(assertions)
        values = {}
        for name, const in self.conv.skolems.items():
            if name in used:
                value = model.eval(const, model_completion=True)
                if z3.is_int_value(value):
                    values[name] = value.as_long()
        return self.names.describe(values)

    def element(self, model: z3.ModelRef, term: z3.ExprRef, t: Attribute) -> str:
        """`C(2, 3) stage [1] = 1.5` for a spec application (an `ite` over
        heap pieces is resolved to the branch the model takes)."""
        value = self.show(model, term, t)
        while z3.is_app_of(term, z3.Z3_OP_ITE):
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
        """A model value for a report.  A semantics may provide
        `show(value, type)` (abstract FP values are not IEEE bits);
        otherwise a float-typed bit-vector of the format's width is read as
        its IEEE bit pattern (the stub's and the IEEE model's encoding)."""
        value = model.eval(term, model_completion=True)
        custom = getattr(self.sem, "show", None)
        if custom is not None:
            return custom(value, t)
        if z3.is_bv_value(value):
            fmt = ieee_format_of(t)
            if fmt is not None and value.size() == fmt.total_bits:
                return repr(_ieee(value.as_long(), fmt.name))
            return str(value.as_signed_long())
        if z3.is_int_value(value):
            return str(value.as_long())
        return str(value)

    # --- SMT-LIB ----------------------------------------------------------

    def _emit(self, obligation: str, solver: z3.Solver) -> None:
        self.queries += 1
        directory = self.options.smtlib_dir
        if directory is None:
            return
        os.makedirs(directory, exist_ok=True)
        kind = re.sub(r"[^A-Za-z0-9]+", "-", obligation).strip("-")
        path = os.path.join(directory, f"{self.tag}-{self.queries:03d}-{kind}.smt2")
        with open(path, "w") as f:
            f.write(solver.to_smt2())


def _constant_names(exprs) -> set[str]:
    """Names of the uninterpreted constants occurring in `exprs`."""
    names: set[str] = set()
    seen: set[int] = set()
    stack = list(exprs)
    while stack:
        e = stack.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_const(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            names.add(e.decl().name())
        elif z3.is_app(e):
            stack.extend(e.children())
    return names


def _ieee(bits: int, name: str) -> float:
    """The IEEE value of a bit pattern of format `name`."""
    if name == "bf16":
        bits, name = bits << 16, "f32"
    code = {"f16": ("<H", "<e"), "f32": ("<I", "<f"), "f64": ("<Q", "<d")}[name]
    return struct.unpack(code[1], struct.pack(code[0], bits))[0]
