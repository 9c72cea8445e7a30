"""IREE's tensor-level phases, each turned back into one `func.func`.

`iree-compile --compile-to=PHASE` stops after a phase of IREE's pipeline
and prints the program there.  Until `dispatch-creation` that program is
still linalg on tensors, but wrapped in IREE's own dialects: a `util.func`
whose arguments are `!hal.buffer_view`s, `hal.tensor.import/export` at the
boundary, `util.global` constants, and, after dispatch creation, every
fused group of ops inside a `flow.dispatch.workgroups` whose body reads and
writes `!iree_tensor_ext.dispatch.tensor` bindings.  tv-check reads none of
this, so each phase is unwrapped into the one function over tensors it
stands for, and tv-check then compares *consecutive* phases: IREE is
validated at its own boundaries (carrying annotations through IREE is not
practical: it inlines, and annotations change how dispatches form).

The unwrapping must not change what the program computes, or a verdict
would be about our rewrite instead of IREE's:

* `hal.tensor.import` of argument k becomes argument k (its tensor type);
  `hal.tensor.export` becomes the tensor it exports;
  `iree_tensor_ext.compute_barrier.start/end` pass their operand through;
* `util.global.load` of an immutable global with an initial value becomes
  an `arith.constant` of that value (a global written by an initializer or
  a store is refused);
* `flow.dispatch.region` and `flow.dispatch.workgroups` bodies are inlined
  where the op stood: a `dispatch.tensor.load` becomes its operand, or a
  `tensor.extract_slice` with the same static offsets/sizes/strides; a
  `dispatch.tensor.store` sets the result (whole) or becomes a
  `tensor.insert_slice` into what was written before (a tied operand);
  the `count` region only schedules work and is dropped;
* `flow.tensor.reshape` becomes `tensor.collapse_shape`/`expand_shape`
  when it is one (static shapes);
* named linalg ops are generalized with IREE's own
  `linalg-generalize-named-ops`, and the module is printed in the generic
  form, so that mlir-opt-19 and xDSL read it (as for `frontends.torch`).

Anything else is an `IreePhaseError` naming the op and the phase, never
dropped: an op outside the dialects tvmlir models, a dynamic shape or
offset, a partial store into a result nothing wrote before, a call.

Needs `iree-base-compiler` (`pip install 'tvmlir[iree]'`) for its `ir`
bindings; imported only when a phase is converted.
"""

from __future__ import annotations

import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence

from tvmlir.frontends.torch import SUPPORTED_DIALECTS

PHASES = ("input", "global-optimization", "dispatch-creation")
"""IREE's tensor-level phases, in pipeline order (`--compile-to=`)."""

LOCAL_CPU_FLAGS = (
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=generic",
)
"""The target: a local llvm-cpu device, generic CPU (reproducible)."""

_PASSTHROUGH = ("iree_tensor_ext.compute_barrier.start", "iree_tensor_ext.compute_barrier.end")
_OP_NAME = re.compile(r"^\s*(?:%[^=]*=\s*)?\"([A-Za-z_][\w$.]*)\"", re.M)


class IreePhaseError(Exception):
    """A phase's output cannot be turned back into a function over tensors
    (names the op and the phase)."""


def iree_compile_path() -> str | None:
    """`iree-compile` next to this interpreter (the venv's) or on PATH."""
    here = os.path.join(os.path.dirname(sys.executable), "iree-compile")
    if os.path.isfile(here) and os.access(here, os.X_OK):
        return here
    return shutil.which("iree-compile")


def compile_to(source: str, phase: str, extra_flags: Sequence[str] = ()) -> str:
    """`iree-compile --compile-to=PHASE` of the MLIR text `source`."""
    exe = iree_compile_path()
    if exe is None:
        raise IreePhaseError("iree-compile not found: pip install 'tvmlir[iree]'")
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "in.mlir")
        out = os.path.join(d, f"{phase}.mlir")
        with open(src, "w") as f:
            f.write(source)
        cmd = [exe, *LOCAL_CPU_FLAGS, *extra_flags, f"--compile-to={phase}", src, "-o", out]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            first = next((l for l in r.stderr.splitlines() if "error" in l), r.stderr.strip()[:300])
            raise IreePhaseError(f"iree-compile --compile-to={phase} failed: {first}")
        with open(out) as f:
            return f.read()


# ---------------------------------------------------------------------------
# Unwrapping (IREE's `ir` bindings)


class Unwrapper:
    """One phase's module -> one func.func over tensors (see module doc)."""

    def __init__(self, ir, phase: str):
        self.ir = ir
        self.phase = phase

    def fail(self, op, why: str) -> IreePhaseError:
        return IreePhaseError(f"{self.phase}: {op.name}: {why}")

    # -- module level ------------------------------------------------------

    def globals(self, module) -> dict[str, object]:
        """Symbol -> initial value of each immutable `util.global` that has one."""
        out: dict[str, object] = {}
        for op in module.body.operations:
            op = op.operation
            if op.name != "util.global":
                continue
            attrs = op.attributes
            name = self.ir.StringAttr(attrs["sym_name"]).value
            if "is_mutable" in attrs or "initial_value" not in attrs:
                continue
            value = attrs["initial_value"]
            if isinstance(value, (self.ir.DenseElementsAttr, self.ir.DenseResourceElementsAttr)):
                out[name] = value
        return out

    def entry(self, module):
        """The one public function: a `util.func`/`func.func` that is not a declaration."""
        funcs = []
        for op in module.body.operations:
            op = op.operation
            if op.name in ("util.initializer",):
                raise self.fail(op, "an initializer computes globals at load time; not modelled")
            if op.name in ("util.func", "func.func") and len(op.regions[0].blocks) > 0:
                vis = op.attributes["sym_visibility"] if "sym_visibility" in op.attributes else None
                if vis is None or self.ir.StringAttr(vis).value == "public":
                    funcs.append(op)
        if len(funcs) != 1:
            raise IreePhaseError(f"{self.phase}: expected one public function, found {len(funcs)}")
        f = funcs[0]
        if len(f.regions[0].blocks) != 1:
            raise self.fail(f, "more than one block")
        return f

    # -- ops ---------------------------------------------------------------

    def static_ints(self, attr) -> list[int]:
        vals = list(self.ir.DenseI64ArrayAttr(attr))
        if any(v < -(2**62) for v in vals):  # ShapedType::kDynamic
            raise IreePhaseError("dynamic offsets/sizes/strides")
        return vals

    def slice_params(self, op) -> tuple[list[int], list[int], list[int]]:
        """The static offsets, sizes and strides of a dispatch tensor load
        or store (dynamic ones are an error at `op`)."""
        a = op.attributes
        try:
            return tuple(self.static_ints(a[k]) for k in ("static_offsets", "static_sizes", "static_strides"))
        except IreePhaseError as e:
            raise self.fail(op, str(e)) from None

    def load(self, op, source, at):
        """`dispatch.tensor.load` of `source` -> `source` or an extract_slice."""
        ir = self.ir
        offs, sizes, strides = self.slice_params(op)
        rtype = op.results[0].type
        stype = ir.RankedTensorType(source.type)
        if (
            all(o == 0 for o in offs)
            and all(s == 1 for s in strides)
            and sizes == list(stype.shape)
            and rtype == source.type
        ):
            return source
        from iree.compiler.dialects import tensor

        with ir.InsertionPoint(at), op.location:
            return tensor.ExtractSliceOp(rtype, source, [], [], [], offs, sizes, strides).result

    def store(self, op, value, dest_type, current, at):
        """`dispatch.tensor.store` -> the new contents of the result."""
        ir = self.ir
        offs, sizes, strides = self.slice_params(op)
        dtype = ir.RankedTensorType(dest_type)
        if (
            all(o == 0 for o in offs)
            and all(s == 1 for s in strides)
            and sizes == list(dtype.shape)
            and value.type == dest_type
        ):
            return value
        if current is None:
            raise self.fail(op, "a partial store into a result nothing wrote before (its other elements are undefined)")
        from iree.compiler.dialects import tensor

        with ir.InsertionPoint(at), op.location:
            return tensor.InsertSliceOp(value, current, [], [], [], offs, sizes, strides).result

    def binding_type(self, t):
        """`!iree_tensor_ext.dispatch.tensor<access:tensor<...>>` -> tensor<...>."""
        text = str(t)
        m = re.match(r"!iree_tensor_ext\.dispatch\.tensor<\w+:(.*)>$", text)
        if m is None:
            return None
        return self.ir.Type.parse(m.group(1))

    def inline_dispatch(self, op) -> None:
        """Inline a `flow.dispatch.workgroups` body where the op stands."""
        ir = self.ir
        view = op.opview
        if len(view.workload) or len(view.argument_dims) or len(view.result_dims):
            raise self.fail(op, "dynamic workload or shapes")
        args = list(view.arguments)
        body = view.workgroup_body.blocks[0]
        bargs = list(body.arguments)
        tied = [ir.IntegerAttr(x).value for x in view.tied_operands] if view.tied_operands is not None else []
        n_res = len(op.results)
        arg_of_binding: dict = {}  # binding (block arg) -> index into args
        for i, b in enumerate(bargs[: len(args)]):
            if self.binding_type(b.type) is None:
                b.replace_all_uses_with(args[i])  # a scalar operand
            else:
                arg_of_binding[i] = i
        # result bindings: untied results get fresh bindings after the args
        result_binding: list[int] = []
        nxt = len(args)
        for r in range(n_res):
            t = tied[r] if r < len(tied) else -1
            if t >= 0:
                result_binding.append(t)
            else:
                result_binding.append(nxt)
                nxt += 1
        if nxt != len(bargs):
            raise self.fail(op, "unexpected bindings (dynamic dims?)")
        contents: dict[int, object] = {i: args[i] for i in arg_of_binding}
        binding_index = {bargs[i]: i for i in range(len(bargs))}
        for inner in list(body.operations):
            inner = inner.operation
            name = inner.name
            if name == "iree_tensor_ext.dispatch.tensor.load":
                b = binding_index.get(inner.operands[0])
                if b is None or contents.get(b) is None:
                    raise self.fail(inner, "load from a binding nothing wrote")
                inner.results[0].replace_all_uses_with(self.load(inner, contents[b], op))
                inner.erase()
            elif name == "iree_tensor_ext.dispatch.tensor.store":
                b = binding_index.get(inner.operands[1])
                if b is None:
                    raise self.fail(inner, "store to something that is not a binding")
                dest = self.binding_type(bargs[b].type)
                contents[b] = self.store(inner, inner.operands[0], dest, contents.get(b), op)
                inner.erase()
            elif name == "flow.return":
                inner.erase()
            else:
                for v in inner.operands:
                    if v in binding_index:
                        raise self.fail(inner, f"uses a dispatch binding directly (in {op.name})")
                inner.move_before(op)
        for r, b in enumerate(result_binding):
            val = contents.get(b)
            if val is None or (b < len(args) and val == args[b]):
                raise self.fail(op, f"result {r} is never stored")
            op.results[r].replace_all_uses_with(val)
        op.erase()

    def inline_region(self, op) -> None:
        """Inline a `flow.dispatch.region` body; its results are what it returns."""
        if len(op.opview.workload) or len(op.opview.result_dims):
            raise self.fail(op, "dynamic workload or shapes")
        body = op.regions[0].blocks[0]
        returned = None
        for inner in list(body.operations):
            inner = inner.operation
            if inner.name == "flow.return":
                returned = list(inner.operands)
                inner.erase()
            else:
                inner.move_before(op)
        assert returned is not None and len(returned) == len(op.results)
        for r, v in zip(op.results, returned):
            r.replace_all_uses_with(v)
        op.erase()

    def reshape(self, op):
        """`flow.tensor.reshape` (static) -> tensor.collapse_shape/expand_shape."""
        ir = self.ir
        from iree.compiler.dialects import tensor

        src = op.operands[0]
        st = ir.RankedTensorType(src.type)
        rt = ir.RankedTensorType(op.results[0].type)
        if not (st.has_static_shape and rt.has_static_shape):
            raise self.fail(op, "dynamic shape")
        s, r = list(st.shape), list(rt.shape)
        if s == r:
            return src
        collapse = len(r) < len(s)
        big, small = (s, r) if collapse else (r, s)
        groups = _reassociation(big, small)

        def attr(gs):
            i64 = ir.IntegerType.get_signless(64)
            return ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(i64, i) for i in g]) for g in gs])

        with ir.InsertionPoint(op), op.location:
            if groups is None:
                # Neither a collapse nor an expansion (`[2, 1, 2] -> [1, 2,
                # 2]`: a unit dim moved): the same row-major reshape through
                # the flat tensor, collapse to [N] then expand.
                if not s or not r:
                    raise self.fail(op, f"reshape {s} -> {r} is neither a collapse nor an expansion")
                flat = ir.RankedTensorType.get([math.prod(s)], st.element_type)
                mid = tensor.CollapseShapeOp(flat, src, attr([range(len(s))])).result
                return tensor.ExpandShapeOp(op.results[0].type, mid, attr([range(len(r))]), [], r).result
            if collapse:
                return tensor.CollapseShapeOp(op.results[0].type, src, attr(groups)).result
            return tensor.ExpandShapeOp(op.results[0].type, src, attr(groups), [], r).result

    def run(self, text: str) -> str:
        ir = self.ir
        from iree.compiler.dialects import arith, func

        with ir.Context() as ctx, ir.Location.unknown():
            ctx.allow_unregistered_dialects = False
            module = ir.Module.parse(text)
            globals_ = self.globals(module)
            f = self.entry(module)
            name = ir.StringAttr(f.attributes["sym_name"]).value
            block = f.regions[0].blocks[0]
            # Arguments: a tensor argument stays; a buffer view is what its import makes.
            arg_types = []
            imports: dict[int, object] = {}
            for i, a in enumerate(block.arguments):
                if isinstance(a.type, ir.RankedTensorType):
                    arg_types.append(a.type)
                    continue
                users = [u.owner.operation for u in a.uses]
                if len(users) != 1 or users[0].name != "hal.tensor.import":
                    raise IreePhaseError(f"{self.phase}: argument {i} of type {a.type} is not one hal.tensor.import")
                imp = users[0]
                arg_types.append(imp.results[0].type)
                imports[i] = imp
            # Walk the top level; dispatch bodies are inlined in place, so iterate to a fixpoint.
            changed = True
            while changed:
                changed = False
                for op in list(block.operations):
                    op = op.operation
                    n = op.name
                    if n == "flow.dispatch.workgroups":
                        self.inline_dispatch(op)
                        changed = True
                    elif n == "flow.dispatch.region":
                        self.inline_region(op)
                        changed = True
                    elif n in _PASSTHROUGH or n == "hal.tensor.export":
                        op.results[0].replace_all_uses_with(op.operands[0])
                        op.erase()
                    elif n == "flow.tensor.reshape":
                        new = self.reshape(op)
                        op.results[0].replace_all_uses_with(new)
                        op.erase()
                    elif n == "util.global.load":
                        sym = ir.FlatSymbolRefAttr(op.attributes["global"]).value
                        if sym not in globals_:
                            raise self.fail(op, f"@{sym} is mutable or has no initial value")
                        with ir.InsertionPoint(op), op.location:
                            c = arith.ConstantOp(op.results[0].type, globals_[sym]).result
                        op.results[0].replace_all_uses_with(c)
                        op.erase()
            ret = block.operations[len(block.operations) - 1].operation
            if ret.name not in ("util.return", "func.return"):
                raise self.fail(ret, "the function does not end in a return")
            results = list(ret.operands)
            for v in results:
                if not isinstance(v.type, ir.RankedTensorType):
                    raise IreePhaseError(f"{self.phase}: a result of type {v.type} is not a tensor")
            new_module = ir.Module.create()
            with ir.InsertionPoint(new_module.body):
                nf = func.FuncOp(name, (arg_types, [v.type for v in results]))
                nb = nf.add_entry_block()
            with ir.InsertionPoint(nb):
                func.ReturnOp(results)
            new_ret = nb.operations[0].operation
            for i, a in enumerate(block.arguments):
                if i in imports:
                    imports[i].results[0].replace_all_uses_with(nb.arguments[i])
                    imports[i].erase()
                else:
                    a.replace_all_uses_with(nb.arguments[i])
            for op in list(block.operations):
                op = op.operation
                if op is ret or op == ret:
                    continue
                op.move_before(new_ret)
            ret.erase()
            for op in nb.operations:
                op = op.operation
                d = op.name.split(".")[0]
                if d not in SUPPORTED_DIALECTS:
                    raise self.fail(op, f"not in the dialects tvmlir models ({', '.join(SUPPORTED_DIALECTS)})")
            return self.finish(new_module, "the unwrapped function", self.phase)

    def finish(self, new_module, what: str, where: str) -> str:
        """Verify an unwrapped module, generalize its named ops as
        tvmlir reads them, and print it generic (checked op by op)."""
        from iree.compiler.passmanager import PassManager

        try:
            new_module.operation.verify()
        except self.ir.MLIRError as e:
            raise IreePhaseError(f"{self.phase}: {what} does not verify: {e}") from None
        # linalg.softmax has no generic form: IREE's own decomposition (max,
        # sub, exp, sum, div: the op's definition in MLIR) comes first.
        PassManager.parse(
            "builtin.module(func.func(iree-codegen-decompose-softmax,linalg-generalize-named-ops))"
        ).run(new_module.operation)
        printed = new_module.operation.get_asm(print_generic_op_form=True)
        _check_ops(printed, where)
        return printed


def _reassociation(big: list[int], small: list[int]) -> list[list[int]] | None:
    """Groups of `big`'s dims whose products are `small`'s dims, in order
    (unit dims attach to the group on their left), or None."""
    groups: list[list[int]] = []
    i = 0
    for d in small:
        g: list[int] = []
        prod = 1
        while i < len(big) and (prod != d or not g):
            prod *= big[i]
            g.append(i)
            i += 1
            if prod > d and d != 0:
                return None
        if prod != d:
            return None
        groups.append(g)
    while i < len(big):
        if big[i] != 1 or not groups:
            return None
        groups[-1].append(i)
        i += 1
    return groups


def _check_ops(text: str, phase: str) -> None:
    for m in _OP_NAME.finditer(text):
        if m.group(1).split(".")[0] not in SUPPORTED_DIALECTS:
            raise IreePhaseError(f"{phase}: {m.group(1)}: not in the dialects tvmlir models")


def unwrap(text: str, phase: str) -> str:
    """The output of `iree-compile --compile-to=PHASE` -> one func.func over
    tensors, in the generic form (see the module doc)."""
    try:
        from iree.compiler import ir
    except ImportError as e:  # pragma: no cover - depends on the install
        raise IreePhaseError("iree-base-compiler is needed: pip install 'tvmlir[iree]'") from e
    return Unwrapper(ir, phase).run(text)


def phases(source: str, extra_flags: Sequence[str] = ()) -> dict[str, str]:
    """Phase name -> unwrapped function, for `source` and each of `PHASES`."""
    out = {"source": source}
    for p in PHASES:
        out[p] = unwrap(compile_to(source, p, extra_flags), p)
    return out


__all__ = ["LOCAL_CPU_FLAGS", "PHASES", "IreePhaseError", "compile_to", "iree_compile_path", "phases", "unwrap"]
