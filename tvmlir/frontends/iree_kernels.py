"""IREE's dispatches (kernels), each turned into one function over tensors.

`iree-compile --compile-to=executable-sources` (or what
`--iree-hal-preprocess-executables-with=TOOL` feeds TOOL on stdin: one
`hal.executable`) holds each dispatch as a `func.func` with no arguments
inside `hal.executable` -> `hal.executable.variant` -> `builtin.module`.
Its tensors come from `hal.interface.binding.subspan` bindings, read and
written with `iree_tensor_ext.dispatch.tensor.load/store`.  Turned into a
function over tensors, each dispatch can be validated like any other
linalg-on-tensors program (`tv-opt --annotate --lower --verify`).

The rules (the same as for dispatch bodies in `iree_phases`):

* each subspan is a tensor of its binding type: a readonly or readwrite one
  an argument, a writeonly or readwrite one a result (what was last stored
  into it), in subspan order; a readonly one's argument is
  `{bufferization.writable = false}`, so a lowering may not write into it;
* a load is its subspan's tensor or an `extract_slice`; a store sets the
  result or is an `insert_slice` into what was stored before (a readwrite
  binding starts as its argument);
* the byte offsets of subspans are dropped: each subspan is its own tensor.
  Sound for reads (a proof for independent inputs covers aliased ones), so
  two subspans of one binding where either is writable are refused;
* push constants (`hal.interface.constant.load`) feeding only subspan
  offsets disappear with them (with their `index_castui`/`util.assume.int`);
  any other use is refused.

Anything else is an `IreePhaseError` naming the kernel and the op.
"""

from __future__ import annotations

from dataclasses import dataclass

from tvmlir.frontends.iree_phases import IreePhaseError, Unwrapper

_OFFSET_HELPERS = ("hal.interface.constant.load", "arith.index_castui", "arith.index_cast", "util.assume.int", "arith.constant")


@dataclass(frozen=True)
class Kernel:
    executable: str
    name: str
    text: str
    """A module with one func.func over tensors, generic form."""


class _KernelUnwrapper(Unwrapper):
    def kernel(self, f) -> str:
        ir = self.ir
        from iree.compiler.dialects import func

        block = f.regions[0].blocks[0]
        name = ir.StringAttr(f.attributes["sym_name"]).value
        subspans = []
        for op in block.operations:
            op = op.operation
            if op.name == "hal.interface.binding.subspan":
                subspans.append(op)
        bindings = []
        for s in subspans:
            t = self.binding_type(s.results[0].type)
            if t is None or not isinstance(t, ir.RankedTensorType) or not t.has_static_shape:
                raise self.fail(s, f"binding of type {s.results[0].type} is not a static dispatch tensor")
            access = str(s.results[0].type).split("<", 1)[1].split(":", 1)[0]
            binding = ir.IntegerAttr(s.attributes["binding"]).value
            if len(s.operands) > 1:
                raise self.fail(s, "dynamic dims")
            bindings.append((s, t, access, binding))
        for s, _, access, b in bindings:
            same = [x for x in bindings if x[3] == b]
            if len(same) > 1 and any(x[2] != "readonly" for x in same):
                raise self.fail(s, f"binding {b} is used by several subspans and written: they may alias")
        arg_types = [t for _, t, acc, _ in bindings if acc in ("readonly", "readwrite")]
        res_types = [t for _, t, acc, _ in bindings if acc in ("writeonly", "readwrite")]
        new_module = ir.Module.create()
        with ir.InsertionPoint(new_module.body):
            nf = func.FuncOp(name, (arg_types, res_types))
            nb = nf.add_entry_block()
        # A readonly binding must not be written: its argument says so, and
        # tvmlir's lowering then writes a copy (as one-shot-bufferize does).
        nf.arg_attrs = ir.ArrayAttr.get([
            ir.DictAttr.get({"bufferization.writable": ir.BoolAttr.get(False)} if acc == "readonly" else {})
            for _, _, acc, _ in bindings if acc in ("readonly", "readwrite")
        ])  # fmt: skip
        with ir.InsertionPoint(nb):
            anchor = func.ReturnOp([]).operation
        contents: dict = {}
        k = 0
        for s, _, acc, _ in bindings:
            if acc in ("readonly", "readwrite"):
                contents[s.results[0]] = nb.arguments[k]
                k += 1
            else:
                contents[s.results[0]] = None
        for op in list(block.operations):
            op = op.operation
            n = op.name
            if n == "iree_tensor_ext.dispatch.tensor.load":
                src = contents.get(op.operands[0])
                if src is None:
                    raise self.fail(op, f"{name}: load from a binding nothing wrote")
                op.results[0].replace_all_uses_with(self.load(op, src, anchor))
                op.erase()
            elif n == "iree_tensor_ext.dispatch.tensor.store":
                dest = op.operands[1]
                if dest not in contents:
                    raise self.fail(op, f"{name}: store to something that is not a binding")
                contents[dest] = self.store(op, op.operands[0], self.binding_type(dest.type), contents[dest], anchor)
                op.erase()
            elif n in ("func.return",):
                if len(op.operands):
                    raise self.fail(op, f"{name}: a kernel returns nothing")
                op.erase()
            elif n != "hal.interface.binding.subspan":
                op.move_before(anchor)
        results = []
        for s, t, acc, _ in bindings:
            if acc in ("writeonly", "readwrite"):
                v = contents[s.results[0]]
                if v is None:
                    raise self.fail(s, f"{name}: a writeonly binding is never stored")
                results.append(v)
        for s, *_ in reversed(bindings):
            s.erase()
        # push constants and index arithmetic that only fed subspan offsets
        changed = True
        while changed:
            changed = False
            for op in list(nb.operations):
                op = op.operation
                if op.name in _OFFSET_HELPERS and all(len(list(r.uses)) == 0 for r in op.results):
                    op.erase()
                    changed = True
        with ir.InsertionPoint(anchor):
            func.ReturnOp(results)
        anchor.erase()
        for op in nb.operations:
            op = op.operation
            if op.name.split(".")[0] not in ("arith", "math", "linalg", "tensor", "func"):
                raise self.fail(op, f"{name}: not in the dialects tvmlir models")
        return self.finish(new_module, f"{name}: the unwrapped kernel", f"{self.phase}: {name}")

    def kernels(self, text: str) -> list[Kernel]:
        ir = self.ir
        out: list[Kernel] = []
        with ir.Context(), ir.Location.unknown():
            module = ir.Module.parse(text)
            for exe in _ops(module.operation, "hal.executable"):
                exe_name = ir.StringAttr(exe.attributes["sym_name"]).value
                for variant in _ops(exe, "hal.executable.variant"):
                    for inner in _ops(variant, "builtin.module"):
                        for f in _ops(inner, "func.func"):
                            if len(f.regions[0].blocks) == 0:
                                continue
                            name = ir.StringAttr(f.attributes["sym_name"]).value
                            out.append(Kernel(exe_name, name, self.kernel(f)))
        return out


def _ops(parent, name: str) -> list:
    """The ops named `name` directly in `parent`'s single-block regions."""
    found = []
    for region in parent.regions:
        for block in region.blocks:
            for op in block.operations:
                if op.operation.name == name:
                    found.append(op.operation)
    return found


def kernels(text: str) -> list[Kernel]:
    """Every dispatch of an `executable-sources` module (or one
    `hal.executable`) as a function over tensors."""
    try:
        from iree.compiler import ir
    except ImportError as e:  # pragma: no cover - depends on the install
        raise IreePhaseError("iree-base-compiler is needed: pip install 'tvmlir[iree]'") from e
    return _KernelUnwrapper(ir, "executable-sources").kernels(text)


__all__ = ["Kernel", "kernels"]
