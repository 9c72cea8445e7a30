"""`--encode-smt`: the semantics, or the refinement query, as SMT-level IR.

Without options, each function with a body becomes one `smt.solver` that
defines its meaning over its arguments (named after them):

    (= |@f.ub| <UB condition>)
    (= |@f.ret0| <returned value>)   (= |@f.ret0.poison| <poison>)
    tensors: (= |@f.ret0| <array>) and one (= |@f.ret0.dim<k>| <extent>) each

With `target=FILE`, each function of the module (the source) and the
same-named function of FILE become the query `tv-check` solves in its first
abstraction round (satisfiable iff the target does not refine the source).

The terms are the semantics' own z3 terms (`tvmlir.semantics`), turned into
IR by the SMT layer (`tvmlir.smt.from_z3`); `-t smtlib` prints the result as
SMT-LIB 2.6.  The pass replaces the module's contents.
"""

from __future__ import annotations

from dataclasses import dataclass

import z3
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp
from xdsl.passes import ModulePass

from tvmlir.ir.diagnostics import OpError
from tvmlir.semantics.context import Options
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.values import Scalar, Tensor


@dataclass(frozen=True)
class EncodeSMTPass(ModulePass):
    name = "encode-smt"

    target: str = ""
    fp: str = "abstract"
    associative: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        from tvmlir.refinement.check import first_round, refinement_query
        from tvmlir.refinement.encode import encode_function, encode_pair
        from tvmlir.refinement.module import Module, load
        from tvmlir.smt.from_z3 import solver_from_z3

        if self.fp not in ("abstract", "ieee"):
            raise ValueError(f"encode-smt: fp must be abstract or ieee, got {self.fp}")
        options = Options(fp=self.fp, associative=self.associative)
        funcs = {f.sym_name.data: f for f in op.ops if isinstance(f, FuncOp)}
        globals_ = {g.sym_name.data: g for g in op.ops if g.name == "memref.global"}
        source = Module(op, "<input>", funcs, globals_)
        target = load(self.target) if self.target else None
        solvers = []
        for name, f in funcs.items():
            if not f.body.blocks:
                continue
            try:
                if target is None:
                    enc = encode_function(source, name, options, first_round(options))
                    assertions = _definitions(name, enc)
                else:
                    if name not in target.functions:
                        raise OpError(f, f"no function @{name} in {self.target}")
                    enc = encode_pair(source, target, name, options, first_round(options))
                    assertions, _ = refinement_query(enc)
            except Unsupported as e:
                raise OpError(e.op or f, f"has no SMT encoding: {e}") from None
            solver = solver_from_z3(assertions)
            solver.attributes["tv.function"] = StringAttr(name)
            solvers.append(solver)
        for old in list(op.ops):
            old.detach()
            old.erase()
        for s in solvers:
            op.body.block.add_op(s)


def _definitions(name: str, enc) -> list[z3.BoolRef]:
    out = [z3.Bool(f"@{name}.ub") == enc.side.ub]
    for k, (v, t) in enumerate(zip(enc.side.returns, enc.result_types)):
        tag = f"@{name}.ret{k}"
        if isinstance(v, Scalar):
            out.append(z3.Const(tag, v.term.sort()) == v.term)
            out.append(z3.Bool(f"{tag}.poison") == v.poison_or_false())
        elif isinstance(v, Tensor):
            arr = v.as_array(enc.ctx.names)
            out.append(z3.Const(tag, arr.sort()) == arr)
            for d, extent in enumerate(v.dims):
                out.append(z3.BitVec(f"{tag}.dim{d}", 64) == extent)
            if v.has_poison:
                i = enc.ctx.names.fresh("i")
                out.append(z3.Array(f"{tag}.poison", i.sort(), z3.BoolSort()) == z3.Lambda([i], v.poison_at(i)))
        else:
            raise Unsupported(None, "returning memrefs has no SMT encoding")
    return [*enc.preconditions(), *out]
