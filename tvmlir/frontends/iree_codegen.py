"""IREE's own codegen, per dispatch, as a function tvmlir verifies (issue 26).

**Dumping** (`dump`).  `iree-compile MODEL --iree-hal-dump-executable-
sources-to=DIR` writes each dispatch's executable source (linalg on
tensors behind `hal.interface` bindings: the spec, via
`frontends.iree_kernels`); then, per source, `iree-compile
--compile-mode=hal-executable --mlir-print-ir-before=<level>` prints the
dispatch's code at the last structured level: before
`iree-codegen-math-transform` on GPUs (`math.exp` still intact, one pass
later it is a polynomial).  Each compile is timed: the report compares the
validation time of a dispatch with IREE's own time for it.

**Reading.**  IREE's MLIR is newer than MLIR 19, so its own bindings
(`iree.compiler.ir`) parse the dump and print the inner module's globals
and dispatch function in generic form with local scope; tvmlir's reader
knows IREE's spellings (`tvmlir/ir/compat/iree.py`).  The dispatch's
`iree_codegen.dispatch_config` gives the workgroup size and count.

**The launch form** (`launch_form`).  A dispatch function has no
arguments: its buffers are `hal.interface.binding.subspan`s, its grid the
workgroup count.  It becomes the function tvmlir's `--verify` reads:

* each binding is an argument (in binding order) when the source reads it
  (readonly, readwrite), else a `memref.alloc` of its type that the
  function returns (a writeonly result, as bufferization leaves a
  `tensor.empty` result); readwrite bindings are returned too.  A subspan
  must be at offset 0 of its binding (IREE's own splitting of one buffer
  into several is not modelled: refused with the reason), and several
  subspans of one binding are the same argument;
* the body runs in `gpu.launch` with the workgroup count as grid and the
  workgroup size as block: `hal.interface.workgroup.id/count/size[d]` are
  the launch's block id, grid size and block size of `d`, `gpu.thread_id`
  is the launch's; an `upper_bound` below the launch's extent would make
  the id poison, and is refused;
* `memref.assume_alignment` is its operand (alignment only makes a
  misaligned access undefined: an assumption the report prints);
* `memref.get_global` (pure) moves before the launch, where bufferization
  leaves it in host code;
* the global and constant memory spaces are dropped (plain memory);
  workgroup memory stays (shared by the block);
* `scf.for` iter_args of type `vector<1xT>` become `T` (a one-lane vector
  is its element; `--verify` carries scalars, not vectors);
* a `linalg.generic` on buffers (left in CPU code) becomes its loop nest
  (`_generics_as_loops`).

A dispatch too large to run on the oracle gets its claims guessed on a
copy with smaller extents (`scaled_copy`, CPU code only; design-notes 17).

Anything else IREE-specific (an unregistered op such as `nvgpu.mma.sync`)
is left in place, and `--verify` says `unsupported` at it.
"""

from __future__ import annotations

import os
import re
import resource
import subprocess
import tempfile
import time
from dataclasses import dataclass, field

from tvmlir.frontends.iree_phases import IreePhaseError, iree_compile_path

TARGETS = {
    "cuda": ("--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80"),
    "rocm": ("--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"),
    "llvm-cpu": (
        "--iree-hal-target-device=local",
        "--iree-hal-local-target-device-backends=llvm-cpu",
        "--iree-llvmcpu-target-cpu=generic",
    ),
}
LEVEL = {
    "cuda": "iree-codegen-math-transform",
    "rocm": "iree-codegen-math-transform",
    "llvm-cpu": "iree-llvmcpu-virtual-vector-lowering",
}
"""The pass before which a dispatch's code is read, per target."""


@dataclass
class Dispatch:
    name: str  # the dispatch function
    source: str  # its executable source (a hal.executable)
    module: str = ""  # globals + the dispatch function, generic, local scope
    workgroup_size: tuple[int, int, int] | None = (1, 1, 1)  # None: no launch (CPU code)
    workgroup_count: tuple[int, int, int] | None = (1, 1, 1)
    subgroup_size: int = 32
    compile_seconds: float = 0.0  # iree-compile's time for this dispatch (the level's dump)
    compile_cpu_seconds: float = 0.0  # its CPU time (user + system)
    dump_text: str = ""  # the module IREE printed at the level (locations point into it)
    file: str = ""  # the name locations use for it
    error: str = ""  # why it could not be dumped or read
    access: dict = field(default_factory=dict)  # (binding, byte offset) -> readonly|writeonly|readwrite
    offsets: dict = field(default_factory=dict)  # binding -> where the source's dynamic offset of it comes from


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _cpu() -> float:
    """CPU seconds of this process and its finished children: on a loaded
    machine the only time that compares two tools."""
    return time.process_time() + _children_cpu()


def _run(cmd: list[str]) -> tuple[subprocess.CompletedProcess, float, float]:
    """The command's result, wall-clock seconds and CPU seconds."""
    start, cpu = time.perf_counter(), _children_cpu()
    r = subprocess.run(cmd, capture_output=True, text=True)
    return r, time.perf_counter() - start, _children_cpu() - cpu


def dump(model: str, target: str) -> list[Dispatch]:
    """Every dispatch of the MLIR text `model` compiled for `target`."""
    exe = iree_compile_path()
    if exe is None:
        raise IreePhaseError("iree-compile not found: pip install 'tvmlir[iree]'")
    flags = TARGETS[target]
    out: list[Dispatch] = []
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "model.mlir")
        with open(src, "w") as f:
            f.write(model)
        sources = os.path.join(d, "sources")
        r, _, _ = _run([exe, src, *flags, f"--iree-hal-dump-executable-sources-to={sources}", "-o", os.path.join(d, "m.vmfb")])
        if r.returncode != 0:
            first = next((l for l in r.stderr.splitlines() if "error" in l), r.stderr.strip()[:300])
            raise IreePhaseError(f"iree-compile failed for {target}: {first}")
        for name in sorted(os.listdir(sources)):
            with open(os.path.join(sources, name)) as f:
                out += dump_executable(f.read(), target)
    return out


def dump_executable(text: str, target: str) -> list[Dispatch]:
    """The dispatches of one executable source (a `hal.executable`, as
    `--iree-hal-dump-executable-sources-to` writes it) compiled alone for
    `target`, at the codegen level, timed."""
    exe = iree_compile_path()
    if exe is None:
        raise IreePhaseError("iree-compile not found: pip install 'tvmlir[iree]'")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "executable.mlir")
        with open(path, "w") as f:
            f.write(_public(text))
        r, seconds, cpu = _run([exe, "--compile-mode=hal-executable", path, *TARGETS[target], "--mlir-disable-threading",
                           "--mlir-print-ir-module-scope", f"--mlir-print-ir-before={LEVEL[target]}",
                           "-o", os.path.join(d, "executable.o")])
    out = []
    for dispatch in read_dump(r.stderr, text):
        dispatch.compile_seconds = seconds
        dispatch.compile_cpu_seconds = cpu
        if r.returncode != 0 and not dispatch.error:
            dispatch.error = "iree-compile failed on the executable"
        out.append(dispatch)
    return out


_PRIVATE_EXECUTABLE = re.compile(r"^(\s*hal\.executable\s+)private(\s+@)", re.M)


def _public(text: str) -> str:
    """`text` with its `hal.executable private @X` made public.  What
    `--iree-hal-preprocess-executables-with` hands a tool is the private
    executable of the model, and `iree-compile --compile-mode=hal-executable`
    (3.13) crashes on a private one (the dumped sources are public)."""
    return _PRIVATE_EXECUTABLE.sub(r"\1public\2", text)


_VARIANT_BACKEND = re.compile(r'hal\.executable\.variant\b[^\n]*?target\(\s*(?:#hal\.executable\.target)?<\s*"([\w-]+)"')


def backends(text: str) -> list[str]:
    """The backends of the executable's variants, in order, read from their
    `target(<"NAME", ...>)` attributes: IREE's backend names are the keys
    of `TARGETS` (`cuda`, `rocm`, `llvm-cpu`) for the targets tvmlir reads."""
    return _VARIANT_BACKEND.findall(text)


def _access(source: str) -> dict[tuple[int, int | None], str]:
    """(binding, byte offset) -> access of each subspan of the executable
    source, in its order (the spec's argument order); the offset is None
    when it is not a constant."""
    consts = {m.group(1): int(m.group(2)) for m in re.finditer(r"(%[\w]+) = arith.constant (\d+) : index", source)}
    found = {}
    pattern = r"binding\((\d+)\)[^\n]*?offset\((%[\w]+)\)[^\n]*dispatch\.tensor<(readonly|writeonly|readwrite):"
    for m in re.finditer(pattern, source):
        found[(int(m.group(1)), consts.get(m.group(2)))] = m.group(3)
    return found


_OFFSET_CASTS = ("arith.index_cast", "arith.index_castui", "arith.extui", "arith.extsi", "util.assume.int")
"""Ops a dynamic subspan offset passes through from its push constant.
The casts are compared by name, so both sides must use the same ones in
the same order; `util.assume.int` returns its operand (it only states
facts about it), so it is passed through and not compared: IREE's codegen
moves it across the cast (the source's `index_castui` then `assume.int`
is the code's `assume.int` then `index_castui`, groupnorm's offsets)."""


def offset_origin(value, name_of, ordinal_of, result_index, operand) -> tuple | None:
    """Where a dynamic subspan offset comes from: (push constant ordinal,
    the casts it went through, innermost first), or None when it is
    computed otherwise (arithmetic, a constant).  Written against accessor
    functions, so that the source (IREE's bindings) and the code (xDSL)
    are read by one rule."""
    chain = []
    while True:
        op = getattr(value, "owner", None)
        if op is None:
            return None
        name = name_of(op)
        if name == "hal.interface.constant.load":
            return ordinal_of(op), tuple(reversed(chain))
        if name not in _OFFSET_CASTS:
            return None
        if name == "util.assume.int":
            value = operand(op, result_index(value))
            continue
        chain.append(name)
        value = operand(op, 0)


def _source_offsets(ir, source: str) -> dict[int, tuple | None]:
    """binding -> `offset_origin` of each subspan of the executable source
    whose offset is not a constant (IREE's bindings read it)."""
    found: dict[int, tuple | None] = {}
    try:
        with ir.Context() as ctx:
            ctx.allow_unregistered_dialects = True
            module = ir.Module.parse(source)
            for op in _walk(module.operation):
                if op.name != "hal.interface.binding.subspan" or len(op.operands) == 0:
                    continue
                offset = op.operands[0]
                owner = getattr(offset, "owner", None)
                if owner is not None and getattr(owner, "name", None) == "arith.constant":
                    continue
                binding = ir.IntegerAttr(op.attributes["binding"]).value
                found[binding] = offset_origin(
                    offset, lambda o: o.name, lambda o: ir.IntegerAttr(o.attributes["ordinal"]).value,
                    lambda v: v.result_number, lambda o, k: o.operands[k])
    except Exception:  # noqa: BLE001 (an unreadable source: no dynamic offset is matched)
        return {}
    return found


def _source_shapes(source: str) -> dict[tuple[int, int | None], tuple[int, ...]]:
    """(binding, byte offset) -> the static shape of the tensor the source's
    subspan declares (the spec's argument or result shape)."""
    consts = {m.group(1): int(m.group(2)) for m in re.finditer(r"(%[\w]+) = arith.constant (\d+) : index", source)}
    found = {}
    pattern = r"binding\((\d+)\)[^\n]*?offset\((%[\w]+)\)[^\n]*dispatch\.tensor<\w+:tensor<((?:\d+x)*)[a-z]"
    for m in re.finditer(pattern, source):
        found[(int(m.group(1)), consts.get(m.group(2)))] = tuple(int(n) for n in m.group(3).split("x") if n)
    return found


def _unit_groups(shape: tuple[int, ...]) -> list[list[int]] | None:
    """The reassociation that collapses `shape` onto its non-unit dims: each
    unit dim joins the group of the next non-unit dim (trailing ones the
    last group); None when every dim is a unit."""
    big = [d for d, n in enumerate(shape) if n != 1]
    if not big:
        return None
    groups: list[list[int]] = [[] for _ in big]
    g = 0
    for d in range(len(shape)):
        groups[g].append(d)
        if shape[d] != 1 and g < len(big) - 1:
            g += 1
    return groups


def read_dump(stderr: str, source: str) -> list[Dispatch]:
    """The dispatches of one `--mlir-print-ir-before` dump (IREE's bindings)."""
    from iree.compiler import ir

    marker = "// -----// IR Dump Before"
    if marker not in stderr:
        first = next((l for l in stderr.splitlines() if "error" in l), stderr.strip()[:300])
        return [Dispatch("?", source, error=f"no dump at the codegen level: {first}")]
    text = stderr[stderr.index(marker):]
    text = text[text.index("\n") + 1:]
    end = text.find(marker)
    if end >= 0:
        text = text[:end]
    text = text[: text.rindex("\n}") + 2]
    out = []
    access, offsets = _access(source), _source_offsets(ir, source)  # the source's, shared by its dispatches
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse(text)
        for inner in _walk(module.operation):
            if inner.name != "builtin.module" or inner.parent is None or inner.parent.name != "hal.executable.variant":
                continue
            ops = [o.operation for o in inner.regions[0].blocks[0].operations]
            globals_ = [o for o in ops if o.name == "memref.global"]
            configs = {_symbol(o, "function_ref"): o for o in ops if o.name == "iree_codegen.dispatch_config"}
            for f in ops:
                if f.name != "func.func" or len(f.regions[0].blocks) == 0:
                    continue
                name = ir.StringAttr(f.attributes["sym_name"]).value
                d = Dispatch(name, source, access=dict(access), offsets=dict(offsets), dump_text=text,
                             file=f"{name}.mlir")
                printed = [g.get_asm(print_generic_op_form=True, use_local_scope=True, enable_debug_info=True)
                           for g in [*globals_, f]]
                d.module = '"builtin.module"() ({\n' + "\n".join(printed) + "\n}) : () -> ()\n"
                d.module = d.module.replace('loc("-":', f'loc("{d.file}":')
                config = configs.get(name)
                if config is None:
                    d.error = "no iree_codegen.dispatch_config (workgroup size and count)"
                else:
                    d.workgroup_size, d.workgroup_count = _config(ir, config)
                    if "subgroup_size" in config.attributes:
                        d.subgroup_size = ir.IntegerAttr(config.attributes["subgroup_size"]).value
                out.append(d)
    return out


def _walk(op):
    for region in op.regions:
        for block in region.blocks:
            for o in block.operations:
                o = o.operation
                yield o
                yield from _walk(o)


def _symbol(op, name: str) -> str:
    text = str(op.attributes[name]) if name in op.attributes else ""
    return text.lstrip("@")


def _config(ir, op):
    """(workgroup size, workgroup count), or (None, None) for a dispatch
    whose workgroups are an `scf.forall` (IREE's CPU code)."""
    if "workgroup_size" not in op.attributes:
        return None, None
    size = tuple(int(x) for x in ir.DenseI64ArrayAttr(op.attributes["workgroup_size"]))
    size = (size + (1, 1, 1))[:3]
    block = op.regions[0].blocks[0]
    consts = {}
    count = (1, 1, 1)
    for o in block.operations:
        o = o.operation
        if o.name == "arith.constant":
            consts[o.results[0].get_name()] = ir.IntegerAttr(o.attributes["value"]).value
        elif o.name == "iree_codegen.yield":
            vals = []
            for v in o.operands:
                key = v.get_name()
                if key not in consts:
                    raise IreePhaseError("a workgroup count that is not a constant")
                vals.append(consts[key])
            count = tuple((vals + [1, 1, 1])[:3])
    return size, count  # type: ignore[return-value]




# ---------------------------------------------------------------------------
# The launch form (xDSL)

_SPACES_DROPPED = ("global", "constant")


def _plain(t):
    """`t` without a global or constant memory space (plain memory)."""
    from xdsl.dialects.builtin import MemRefType, NoneAttr

    from tvmlir.ir.compat.gpu import AddressSpaceAttr
    from tvmlir.ir.compat.iree import DescriptorTypeAttr

    if not isinstance(t, MemRefType):
        return t
    space = t.memory_space
    dropped = isinstance(space, DescriptorTypeAttr) or (
        isinstance(space, AddressSpaceAttr) and space.data.value in _SPACES_DROPPED
    )
    if not dropped:
        return t
    return MemRefType(t.element_type, t.get_shape(), t.layout, NoneAttr())


def _op_name(op) -> str:
    from xdsl.dialects.builtin import UnregisteredOp

    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def _prop(op, name: str):
    found = op.properties.get(name)
    return found if found is not None else op.attributes.get(name)


def _int(attr) -> int:
    return int(attr.value.data)


class NotTranslated(Exception):
    """The dispatch is outside the launch form (the reason, at an op)."""


def launch_form(d: Dispatch):
    """The dispatch as a function `--verify` reads (module doc): an xDSL
    module with the globals and one `func.func` holding a `gpu.launch`."""
    from xdsl.dialects import arith, func, memref, scf
    from xdsl.dialects.builtin import IndexType, IntegerAttr, MemRefType
    from xdsl.ir import Block, Region
    from xdsl.rewriter import Rewriter

    from tvmlir.ir.compat.gpu import LaunchOp
    from tvmlir.ir.context import make_context
    from tvmlir.ir.diagnostics import format_op_location
    from tvmlir.ir.parser import parse_module

    from xdsl.utils.exceptions import ParseError, VerifyException

    try:
        module = parse_module(make_context(allow_unregistered=True), d.module, f"<{d.name}>")
    except ParseError as e:
        raise NotTranslated(f"tvmlir does not read the dispatch's code: {str(e).splitlines()[-1].strip()}") from None
    old = next(op for op in module.ops if isinstance(op, func.FuncOp))
    where = lambda op: f"{_op_name(op)} at {format_op_location(op)}"  # noqa: E731

    # bindings: one unit per (binding, byte offset), in the source's
    # subspan order; each is its own buffer, as the spec makes each
    # subspan its own tensor (frontends.iree_kernels)
    subspans: dict[tuple[int, int | None], list] = {}
    dynamic: dict[int, object] = {}  # binding -> its one dynamic offset value
    for op in old.walk():
        if _op_name(op) == "hal.interface.binding.subspan":
            b, offset = _subspan_key(op)
            if offset is None:
                # a push-constant offset: the subspan is its binding's only
                # one (checked below), so where it starts is the runtime's
                # layout, which no value in the dispatch depends on, as long
                # as it is the source's offset (the same push constant
                # through the same casts)
                value = op.operands[0] if op.operands else None
                if dynamic.setdefault(b, value) is not value:
                    raise NotTranslated(f"{where(op)}: two dynamic offsets into binding {b}")
                origin = offset_origin(value, _op_name, lambda o: _int(_prop(o, "ordinal")),
                                       lambda v: v.index, lambda o, k: o.operands[k]) if value is not None else None
                if origin is None or d.offsets.get(b) != origin:
                    raise NotTranslated(f"{where(op)}: binding {b} at a dynamic offset that is not the source's "
                                        "(another push constant, other casts, or arithmetic on it)")
            elif (b, offset) not in d.access:
                raise NotTranslated(f"{where(op)}: binding {b} at byte offset {offset}, where the dispatch's source "
                                    "has no subspan")
            t = op.results[0].type
            if not isinstance(t, MemRefType) or any(n < 0 for n in t.get_shape()):
                raise NotTranslated(f"{where(op)}: a binding that is not a static memref")
            subspans.setdefault((b, offset), []).append(op)
    for b in dynamic:
        if any(k[0] == b and k[1] is not None for k in subspans):
            raise NotTranslated(f"{where(subspans[(b, None)][0])}: a subspan at a dynamic offset of a binding "
                                "with other subspans (they may overlap)")
    order = [k for k in d.access if k in subspans] + sorted(k for k in subspans if k not in d.access)
    for b in {k[0] for k in order}:
        same = [k for k in order if k[0] == b]
        if len(same) > 1 and any(d.access.get(k, "readonly") != "readonly" for k in same):
            raise NotTranslated(f"{where(subspans[same[0]][0])}: binding {b} is written through several subspans (they may overlap)")
    types = {k: _plain(subspans[k][0].results[0].type) for k in order}
    for k in order:
        for o in subspans[k]:
            if _plain(o.results[0].type) != types[k]:
                raise NotTranslated(f"{where(o)}: two subspans of one binding at one offset with different types")
    access = {k: d.access.get(k, "readonly" if _int(_prop(subspans[k][0], "descriptor_flags")) & 1 else "writeonly")
              for k in order}
    inputs = [k for k in order if access[k] in ("readonly", "readwrite")]
    outputs = [k for k in order if access[k] in ("writeonly", "readwrite")]

    # the function's buffers have the source tensors' shapes (the spec's);
    # where IREE's code sees one with unit dims added or dropped
    # (memref<1x4x8> for tensor<4x8>), it sees it through a reshape
    shapes = _source_shapes(d.source)
    outer = {k: _outer_type(types[k], shapes.get(k)) for k in order}
    block = Block(arg_types=[outer[k] for k in inputs])
    values = {}
    returned = {k: block.args[n] for n, k in enumerate(inputs)}
    for k in outputs:
        if k in returned:
            continue
        alloc = memref.AllocOp([], [], outer[k])  # a result: a fresh buffer, seen through the subspan's layout
        block.add_op(alloc)
        returned[k] = alloc.results[0]
    for k in order:
        if k not in returned:
            continue
        values[k] = returned[k]
        for op in _seen_as(returned[k], types[k]):
            block.add_op(op)
            values[k] = op.results[0]
    consts = {}

    def const(n: int):
        if n not in consts:
            c = arith.ConstantOp(IntegerAttr(n, IndexType()))
            block.add_op(c)
            consts[n] = c.result
        return consts[n]

    if d.workgroup_size is not None:
        grid = [const(n) for n in d.workgroup_count]
        threads = [const(n) for n in d.workgroup_size]
        body = Block(arg_types=[IndexType()] * 12)
        launch = LaunchOp.create(
            operands=[*grid, *threads],
            properties={"operandSegmentSizes": _segments([0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0])},
            regions=[Region(body)],
        )
        launch.location = old.location
        launch.attributes["subgroup_size"] = IntegerAttr(d.subgroup_size, 64)  # the lanes gpu.shuffle exchanges among
        block.add_op(launch)
    else:  # CPU code: workgroups are an scf.forall in the body, no launch
        body = block
    ret = func.ReturnOp(*[returned[k] for k in outputs])
    ret.location = old.location
    block.add_op(ret)
    fn = func.FuncOp(old.sym_name.data, ([outer[k] for k in inputs], [returned[k].type for k in outputs]), Region(block))
    fn.location = old.location
    ids = ({"block": body.args[0:3], "thread": body.args[3:6], "grid": body.args[6:9], "size": body.args[9:12]}
           if d.workgroup_size is not None else {})

    # move the old body into the launch (CPU: before the return)
    for op in list(old.body.block.ops):
        op.detach()
        if op.name == "func.return" and d.workgroup_size is None:
            continue
        if d.workgroup_size is None:
            block.insert_op_before(op, ret)
            continue
        if op.name == "func.return":
            from xdsl.dialects import gpu

            term = gpu.TerminatorOp()
            term.location = op.location
            body.add_op(term)
            continue
        body.add_op(op)
    old.detach()
    module.body.block.add_op(fn)

    for op in list((body if d.workgroup_size is not None else fn.body.block).walk()):
        name = _op_name(op)
        if name == "hal.interface.binding.subspan":
            _replace(op, values[_subspan_key(op)])
        elif name == "memref.assume_alignment":
            _replace(op, op.operands[0])
        elif name == "amdgpu.fat_raw_buffer_cast":
            _fat_raw_buffer(op, where)
        elif name in ("hal.interface.workgroup.id", "hal.interface.workgroup.count", "hal.interface.workgroup.size"):
            if not ids:
                raise NotTranslated(f"{where(op)}: a workgroup id in code with no workgroup size")
            dim = _int(_prop(op, "dimension"))
            kind = {"id": "block", "count": "grid", "size": "size"}[name.rsplit(".", 1)[1]]
            _check_bound(op, dim, d.workgroup_count if kind == "block" else None, where)
            _replace(op, ids[kind][dim])
        elif name == "scf.forall" and "workgroup_mapping" in str(_prop(op, "mapping")):
            # IREE's workgroups: the iterations are parallel, as any forall's
            op.properties.pop("mapping", None)
            op.attributes.pop("mapping", None)
        elif name == "gpu.thread_id":
            if not ids:
                raise NotTranslated(f"{where(op)}: a thread id in code with no workgroup size")
            dim = "xyz".index(str(op.properties["dimension"].data))
            _check_bound(op, dim, d.workgroup_size, where)
            _replace(op, ids["thread"][dim])
    _erase_dead_offsets(fn)
    # plain memory for global and constant memrefs
    for op in module.walk():
        if op.name == "memref.global":
            op.properties["type"] = _plain(op.properties["type"])
        for r in list(op.results):
            if _plain(r.type) != r.type:
                Rewriter.replace_value_with_new_type(r, _plain(r.type))
        for region in op.regions:
            for blk in region.blocks:
                for a in list(blk.args):
                    if _plain(a.type) != a.type:
                        Rewriter.replace_value_with_new_type(a, _plain(a.type))
    if d.workgroup_size is not None:
        # `memref.get_global` is pure: read before the launch, as bufferization
        # leaves it in host code (--verify binds a global's content where it
        # is first read, which inside a kernel would be every thread's write)
        for op in [op for op in body.walk() if op.name == "memref.get_global"]:
            op.detach()
            block.insert_op_before(op, launch)
    if d.workgroup_size is None:
        _privatize(fn)
    for loop in [op for op in fn.walk() if isinstance(op, scf.ForOp)]:
        _scalar_iter_args(loop)
    for op in [op for op in fn.walk() if op.name == "ub.poison"]:
        _unread_padding(op)
    for op in [op for op in fn.walk() if op.name == "vector.mask"]:
        _unmask_reduction(op)
    for op in [op for op in fn.walk() if op.name in ("bufferization.to_buffer", "bufferization.to_memref")]:
        _constant_buffer(module, op)
    _generics_as_loops(fn)
    try:
        module.verify()
    except VerifyException as e:
        raise NotTranslated(f"the launch form does not verify: {str(e).splitlines()[0]}") from None
    return module


def _outer_type(t, shape: tuple[int, ...] | None):
    """The function's type for a binding the code sees as memref `t`: an
    input keeps `t` (its layout is the caller's), an output a fresh
    identity buffer; both with the source tensor's `shape` when it differs
    from `t`'s only by unit dims (`_seen_as` reshapes it back)."""
    from xdsl.dialects.builtin import MemRefType

    code = tuple(t.get_shape())
    if shape is not None and shape != code and _unit_groups(shape) is not None \
            and [n for n in shape if n != 1] == [n for n in code if n != 1]:
        return MemRefType(t.element_type, shape)
    return t


def _seen_as(value, t) -> list:
    """Ops that give the buffer `value` the code's type `t`: a collapse of
    its unit dims and an expand to `t`'s (the same cells in the same
    row-major order), then a cast to `t`'s layout.  None when it has it."""
    from xdsl.dialects import memref
    from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, MemRefType, i64

    ops = []
    have = value.type
    if tuple(have.get_shape()) != tuple(t.get_shape()):
        def groups_attr(groups):
            return ArrayAttr([ArrayAttr([IntegerAttr(d, i64) for d in g]) for g in groups])

        shape = tuple(have.get_shape())
        big = tuple(n for n in shape if n != 1)
        if big != shape:
            ops.append(memref.CollapseShapeOp.create(operands=[value], result_types=[MemRefType(have.element_type, big)],
                                                      properties={"reassociation": groups_attr(_unit_groups(shape))}))
            value = ops[-1].results[0]
        code = tuple(t.get_shape())
        if code != big:
            ops.append(memref.ExpandShapeOp.create(
                operands=[value], result_types=[MemRefType(have.element_type, code)],
                properties={"reassociation": groups_attr(_unit_groups(code)),
                            "static_output_shape": DenseArrayBase.from_list(i64, code)}))
            value = ops[-1].results[0]
    if value.type != t:
        ops.append(memref.CastOp.get(value, t))
    return ops


def _generics_as_loops(fn) -> None:
    """A `linalg.generic` on buffers left in IREE's CPU code (a conv's
    inner tile) becomes its loop nest: on buffers, a generic *is* that loop
    nest, its dimensions in order, each reduction dimension sequential (MLIR's
    `convert-linalg-to-loops`; tvmlir's `tv-linalg-to-loops` reproduces its
    shape).  So the reduction order read is the generic's own, no
    assumption; parallel dimensions become `scf.parallel`, whose iterations
    `--verify` checks for races (a generic whose output map repeats an
    element over its parallel dimensions is a race there, conservatively)."""
    from xdsl.dialects.linalg.ops import GenericOp
    from xdsl.pattern_rewriter import PatternRewriteWalker

    from tvmlir.ir.diagnostics import OpUnsupported
    from tvmlir.lowering.linalg_to_loops import LowerGeneric

    generics = [op for op in fn.walk() if isinstance(op, GenericOp)]
    if not generics or any(op.results for op in generics):
        return  # on tensors: left in place, --verify says unsupported at it
    try:
        PatternRewriteWalker(LowerGeneric(), apply_recursively=False).rewrite_region(fn.body)
    except OpUnsupported as e:
        raise NotTranslated(str(e)) from None


def _subspan_key(op) -> tuple[int, int | None]:
    """(binding, byte offset) of a subspan; the offset None when it is not
    a constant (a push constant)."""
    offset = op.operands[0] if op.operands else None
    owner = getattr(offset, "owner", None)
    if owner is None or getattr(owner, "name", None) != "arith.constant":
        return _int(_prop(op, "binding")), None
    return _int(_prop(op, "binding")), _int(_prop(owner, "value"))


_DEAD_IF_UNUSED = ("hal.interface.constant.load", "util.assume.int", "arith.constant", "arith.index_cast",
                   "arith.index_castui", "arith.addi", "arith.subi", "arith.muli", "arith.extui", "arith.extsi",
                   "arith.trunci")
"""Ops without undefined behaviour (a division by zero is, even unused)."""


def _erase_dead_offsets(fn) -> None:
    """The computation of a dynamic subspan offset (a push constant read,
    IREE's `util.assume.int`, casts), unused once the subspans are
    arguments: erased, so that no op without semantics is left for it."""
    changed = True
    while changed:
        changed = False
        for op in list(fn.walk()):
            name = _op_name(op)
            if op.regions or not op.results or any(r.uses for r in op.results):
                continue
            if name in _DEAD_IF_UNUSED:
                op.detach()
                op.erase()
                changed = True


def _privatize(fn) -> None:
    """CPU code: the function body runs once per workgroup, and the
    workgroups are the iterations of the `scf.forall` it holds.  An
    allocation made before that forall is therefore one per workgroup: it
    moves to the start of the forall's body (shared by its iterations, it
    would be a race that no workgroup has)."""
    from tvmlir.ir.compat.scf import ForallOp

    block = fn.body.block
    loops = [op for op in block.ops if isinstance(op, ForallOp) or op.name == "scf.forall"]
    if len(loops) != 1:
        return
    loop = loops[0]
    body = loop.regions[0].block
    for op in [op for op in block.ops if op.name in ("memref.alloca", "memref.alloc")]:
        users = [u.operation for r in op.results for u in r.uses]
        if users and all(loop.is_ancestor(u) for u in users):
            op.detach()
            body.insert_op_before(op, body.first_op)


def _all_true(v) -> bool:
    """`v` is a constant mask with every bit set (`dense<true>`)."""
    from xdsl.dialects.builtin import DenseIntOrFPElementsAttr

    from tvmlir.ir.attrs import op_attr

    owner = getattr(v, "owner", None)
    if getattr(owner, "name", None) != "arith.constant":
        return False
    attr = op_attr(owner, "value")
    if not isinstance(attr, DenseIntOrFPElementsAttr):
        return False
    values = attr.get_values()
    return len(values) > 0 and all(int(x) != 0 for x in values)


def _pass_through_unread(load) -> bool:
    """The pass-through lanes of `vector.maskedload` `load` are never read:
    its mask is all true, or every use of the load is an `arith.select` on
    that same mask value that takes the load where the mask is set (so a
    masked-off lane of the load is never chosen)."""
    mask = load.operands[-2]
    if _all_true(mask):
        return True
    uses = list(load.results[0].uses)
    return bool(uses) and all(u.operation.name == "arith.select" and u.index == 1 and u.operation.operands[0] is mask
                              for u in uses)


def _unread_padding(op) -> None:
    """A `ub.poison` used only where it is never read becomes a zero of its
    type (any value gives the same program): the padding of transfers that
    are in bounds on every dim, and the pass-through of masked loads whose
    masked-off lanes are never read (`_pass_through_unread`: IREE's CUDA
    tail tiles load with a poison pass-through, then select zeros in
    under the same mask).  Poison that may be read stays (unsupported)."""
    from xdsl.dialects import arith
    from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr, IntegerType, VectorType
    from xdsl.rewriter import InsertPoint, Rewriter

    from tvmlir.ir.attrs import op_attr

    r = op.results[0]
    for use in r.uses:
        user = use.operation
        if user.name == "vector.maskedload" and use.index == len(user.operands) - 1:
            if not _pass_through_unread(user):
                return  # a lane may read the pass-through
            continue
        if user.name != "vector.transfer_read" or use.index != 1 + len(user.operands[0].type.get_shape()):
            return  # not the padding of a transfer read
        bounds = op_attr(user, "in_bounds")
        if bounds is None or not all(bool(b.value.data) for b in bounds.data):
            return  # a lane may read the padding
    t = r.type
    if isinstance(t, VectorType):
        element = t.get_element_type()
        zero = 0 if isinstance(element, IntegerType) else 0.0
        value = DenseIntOrFPElementsAttr.from_list(t, [zero])
    else:
        value = IntegerAttr(0, t) if isinstance(t, IntegerType) else FloatAttr(0.0, t)
    zero = arith.ConstantOp(value, t)
    zero.location = op.location
    Rewriter.insert_op(zero, InsertPoint.before(op))
    r.replace_all_uses_with(zero.result)
    op.detach()
    op.erase()


_NEUTRAL = {
    "add": (-0.0, 0), "mul": (1.0, 1), "maximumf": (float("-inf"), None), "minimumf": (float("inf"), None),
    "maxnumf": (float("nan"), None), "minnumf": (float("nan"), None), "and": (None, -1), "or": (None, 0),
    "xor": (None, 0), "maxui": (None, 0), "minui": (None, -1),
}
"""Each combining kind's neutral element `n` (float, integer): `x (+) n`
is `x` for every `x`, signed zeros and NaN included (-0.0, not +0.0, for
a float sum; NaN for maxnum/minnum, which return the other operand;
-inf for maximumf, which propagates NaN and orders -0 < +0).  maxsi/minsi
take the width's extremes (`_unmask_reduction`)."""


def _unmask_reduction(op) -> None:
    """`vector.mask %m { vector.multi_reduction <k>, %src, %acc }` (IREE's
    CPU code for a tail tile; no pass-through) becomes the reduction of
    `select(%m, %src, n)`, `n` the kind's neutral element: a masked-off
    lane takes no part in the fold (MLIR's masking of a reduction), and a
    neutral lane changes no fold step, so the two are the same value for
    every input.  Exact, hence no assumption; the oracle and `--verify`
    then read an op they know."""
    from xdsl.dialects import arith
    from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerType
    from xdsl.rewriter import InsertPoint, Rewriter

    from tvmlir.ir.compat.arith import SelectOp
    from tvmlir.verify.folds import kind_of

    inner = [o for o in op.regions[0].block.ops if o.name != "vector.yield"]
    if len(inner) != 1 or len(op.operands) != 1 or inner[0].name not in ("vector.multi_reduction", "vector.reduction"):
        return
    red = inner[0]
    src = red.operands[0]
    if src.type.get_shape() != op.operands[0].type.get_shape():
        return
    et = src.type.get_element_type()
    kind = kind_of(red)
    if isinstance(et, IntegerType):
        width = et.width.data
        value = {"maxsi": -(1 << (width - 1)), "minsi": (1 << (width - 1)) - 1}.get(kind, _NEUTRAL.get(kind, (None, None))[1])
        if value is not None and value < 0 and kind not in ("maxsi",):
            value &= (1 << width) - 1  # all ones
            value = value - (1 << width) if et.signedness.data.name != "UNSIGNED" and value >= 1 << (width - 1) else value
    else:
        value = _NEUTRAL.get(kind, (None, None))[0]
    if value is None:
        return
    neutral = arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(src.type, [value]))
    select = SelectOp(op.operands[0], src, neutral.result)
    for new in (neutral, select):
        new.location = op.location
        Rewriter.insert_op(new, InsertPoint.before(op))
    red.detach()
    Rewriter.insert_op(red, InsertPoint.before(op))
    red.operands[0] = select.result
    for old, r in zip(op.results, red.results):
        old.replace_all_uses_with(r)
    op.detach()
    op.erase()


def contracts_as_folds(module, bias_added: bool = False) -> tuple[list[str], bool]:
    """Under assume-reassoc: each float `vector.contract <add>` (projected
    permutation maps, one element type, a mask only over the iteration space, the accumulator's dims
    the parallel ones in order, or a scalar) becomes MLIR's `parallelarith` lowering of
    it: the operands broadcast and transposed onto the iteration space,
    multiplied lane by lane (`arith.mulf`), and folded over the reduction
    dims from the accumulator (`vector.multi_reduction <add>`, in order:
    `verify/folds.py`).  The LangRef leaves the order of the sum open, and
    IREE's own lowering (outer products contracted into `fma`) rounds
    differently: one order stands for all of them only up to
    reassociation, so this is an assumption, printed per contraction.
    Returns the notes, and whether an accumulator could be read the other
    way (not a constant: `bias_added` decides)."""
    from xdsl.dialects import arith
    from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr, VectorType, i64
    from xdsl.dialects.vector import BroadcastOp
    from xdsl.ir.affine import AffineDimExpr
    from xdsl.rewriter import InsertPoint, Rewriter

    from tvmlir.ir.compat.arith import SelectOp
    from tvmlir.ir.compat.vector import MultiReductionOp, TransposeOp
    from tvmlir.ir.diagnostics import format_op_location
    from tvmlir.semantics.arith import fastmath_flags
    from tvmlir.semantics.scalar import ScalarSemantics
    from tvmlir.verify.folds import kind_of

    notes = []
    ambiguous = False
    for op in [o for o in module.walk() if o.name == "vector.contract"]:
        lhs, rhs, acc = op.operands[0], op.operands[1], op.operands[2]
        if len(op.operands) != 3 or kind_of(op) not in ("", "add"):
            continue
        et = acc.type.get_element_type() if isinstance(acc.type, VectorType) else acc.type
        if ScalarSemantics.float_format(et) is None or any(v.type.get_element_type() != et for v in (lhs, rhs)):
            continue
        if fastmath_flags(op):
            continue  # flags would have to ride on the products and the fold: not done
        maps = [m.data for m in op.indexing_maps.data]
        iters = [str(getattr(t, "data", t)).split(".")[-1].lower() for t in op.iterator_types.data]
        n = len(iters)
        if not all(all(isinstance(e, AffineDimExpr) for e in m.results) for m in maps):
            continue
        dims = [[e.position for e in m.results] for m in maps]
        par = [d for d in range(n) if "parallel" in iters[d]]
        red = [d for d in range(n) if "reduction" in iters[d]]
        if dims[2] != par or len(par) + len(red) != n or any(len(set(x)) != len(x) for x in dims):
            continue
        sizes: dict[int, int] = {}
        for v, ds in zip((lhs, rhs, acc), dims):
            for d, size in zip(ds, v.type.get_shape() if isinstance(v.type, VectorType) else ()):
                sizes.setdefault(d, size)
        if len(sizes) != n:
            continue
        # A masked contraction (`vector.mask %m { vector.contract }`, a CPU
        # tail tile): its mask covers the iteration space, and a masked-off
        # iteration adds nothing (MLIR's masking), as a product of -0.0
        # (addf's neutral element for every value) does: exact.
        masker = op.parent_op()
        if masker is not None and masker.name == "vector.mask":
            inner = [o for o in masker.regions[0].block.ops if o.name != "vector.yield"]
            mask = masker.operands[0]
            if inner != [op] or len(masker.operands) != 1 or \
                    list(mask.type.get_shape()) != [sizes[d] for d in range(n)]:
                continue
        else:
            masker = None
        point = InsertPoint.before(masker or op)
        made = []

        def insert(new):
            new.location = op.location
            Rewriter.insert_op(new, point)
            made.append(new)
            return new.results[0]

        def onto_space(v, ds):
            missing = [d for d in range(n) if d not in ds]
            order = missing + ds  # dim of the broadcast vector at each position
            if missing:
                v = insert(BroadcastOp(v, VectorType(et, [sizes[d] for d in order])))
            perm = [order.index(d) for d in range(n)]
            if perm != list(range(n)):
                v = insert(TransposeOp.create(operands=[v], result_types=[VectorType(et, [sizes[d] for d in range(n)])],
                                              properties={"permutation": DenseArrayBase.from_list(i64, perm)}))
            return v

        a, b = onto_space(lhs, dims[0]), onto_space(rhs, dims[1])
        product = insert(arith.MulfOp(a, b))
        if masker is not None:
            neutral = insert(arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(product.type, [-0.0])))
            product = insert(SelectOp(masker.operands[0], product, neutral))
        # A constant accumulator (a matmul's zero init) starts the fold.  Any
        # other is either the reduction's own init (read from its buffer)
        # or an addend IREE's canonicalizer folded in (a bias, a residual):
        # with `bias_added` it is added to the sum of the products, as the
        # LangRef words it ("adds this intermediate result to the
        # accumulator"), the sum from +0.0 as the spec's matmul starts;
        # else it starts the fold.  Either is one order of the same sum.
        is_constant = getattr(acc, "op", None) is not None and acc.op.name == "arith.constant"
        ambiguous = ambiguous or not is_constant
        constant = is_constant or not bias_added
        start = acc if constant else insert(arith.ConstantOp(
            DenseIntOrFPElementsAttr.from_list(acc.type, [0.0]) if isinstance(acc.type, VectorType) else FloatAttr(0.0, et)))
        fold = MultiReductionOp.create(
            operands=[product, start], result_types=[acc.type],
            properties={"kind": op.kind,
                        "reduction_dims": ArrayAttr([IntegerAttr(d, i64) for d in red])})
        result = insert(fold)
        if not constant:
            result = insert(arith.AddfOp(result, acc))
        where = format_op_location(op)
        if masker is not None:
            masker.results[0].replace_all_uses_with(result)
            masker.detach()
            masker.erase()
        else:
            op.results[0].replace_all_uses_with(result)
            op.detach()
            op.erase()
        order = ("from the accumulator" if constant else
                 "from +0.0, the accumulator added to the sum (an addend IREE folded into it: a bias, a residual)")
        notes.append(f"assumes: vector.contract at {where} sums its products in order along the reduction dims, "
                     f"{order}, each product rounded (MLIR's parallelarith lowering); the LangRef leaves "
                     "the order open and IREE's lowering contracts into fma: equal only up to reassociation "
                     "(assume-reassoc)")
    return notes, ambiguous


def _constant_buffer(module, op) -> None:
    """`bufferization.to_buffer` of a dense tensor constant (IREE's CPU code
    keeps weights so) becomes the constant global it stands for: a
    read-only buffer of that value, which is how `--verify` and the oracle
    read weights (`memref.global` + `memref.get_global`)."""
    from xdsl.dialects import memref
    from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, StringAttr, UnitAttr
    from xdsl.rewriter import InsertPoint, Rewriter

    from tvmlir.ir.attrs import op_attr

    src = getattr(op.operands[0], "op", None)
    value = None if src is None or src.name != "arith.constant" else op_attr(src, "value")
    if not isinstance(value, DenseIntOrFPElementsAttr):
        return
    t = op.results[0].type
    name = f"__tv_constant_{len([o for o in module.ops if o.name == 'memref.global'])}"
    glob = memref.GlobalOp.get(StringAttr(name), t, value, StringAttr("private"), UnitAttr())
    module.body.block.insert_op_before(glob, module.body.block.first_op)
    get = memref.GetGlobalOp(name, t)
    get.location = op.location
    Rewriter.insert_op(get, InsertPoint.before(op))
    op.results[0].replace_all_uses_with(get.results[0])
    op.detach()
    op.erase()


def _segments(sizes: list[int]):
    from xdsl.dialects.builtin import DenseArrayBase, i32

    return DenseArrayBase.from_list(i32, sizes)


def _replace(op, value) -> None:
    for r in op.results:
        r.replace_all_uses_with(value)
    op.detach()
    op.erase()


def _fat_raw_buffer(op, where) -> None:
    """`amdgpu.fat_raw_buffer_cast %m` (ROCm: the view AMD's buffer
    instructions access `%m` through) is `%m` itself: the same elements at
    the same indices, when both have the same shape, element type and
    strides (`resetOffset` moves the view's offset into the buffer's base,
    which moves no element) and neither `validBytes` (a shorter bound) nor
    `cacheSwizzleStride` is given.  Its bounds check (`boundsCheck`, on by
    default) makes an access out of the memref defined on the device (a
    read gives 0, a write is dropped) where `--verify` reads it as
    undefined: stricter, so a verified dispatch has no such access and the
    two readings agree; a failed bounds obligation through it is not a
    miscompilation (`validate_dispatch` says unsupported)."""
    from xdsl.dialects.builtin import MemRefType

    src, res = op.operands[0].type, op.results[0].type
    if len(op.operands) != 1:
        raise NotTranslated(f"{where(op)}: a fat raw buffer with validBytes or cacheSwizzleStride")
    if not isinstance(src, MemRefType) or not isinstance(res, MemRefType) or \
            src.get_shape() != res.get_shape() or src.element_type != res.element_type:
        raise NotTranslated(f"{where(op)}: a fat raw buffer cast that changes the shape or element type")
    if src.get_strides() != res.get_strides() or None in src.get_strides():
        raise NotTranslated(f"{where(op)}: a fat raw buffer cast that changes the strides")
    _replace(op, op.operands[0])


_BOUNDS_CHECKED = re.compile(r'"amdgpu\.fat_raw_buffer_cast"[^\n]*boundsCheck = true')


def _check_bound(op, dim: int, extents, where) -> None:
    """An id's `upper_bound` below the launch's extent makes it poison."""
    bound = _prop(op, "upper_bound")
    if bound is not None and extents is not None and _int(bound) < extents[dim]:
        raise NotTranslated(f"{where(op)}: upper_bound {_int(bound)} is below the launch's extent {extents[dim]}")


def _scalar_iter_args(loop) -> None:
    """`vector<1xT>` iter_args of `loop` become `T`: inside, a broadcast
    gives the old value back; the yield and the results extract lane 0."""
    from xdsl.dialects import vector
    from xdsl.dialects.builtin import VectorType
    from xdsl.rewriter import InsertPoint, Rewriter

    body = loop.body.block
    for k, arg in enumerate(list(body.args[1:])):
        t = arg.type
        if not (isinstance(t, VectorType) and list(t.get_shape()) == [1]):
            continue
        el = t.get_element_type()
        init = loop.operands[3 + k]
        ext = _extract0(init)
        Rewriter.insert_op(ext, InsertPoint.before(loop))
        loop.operands[3 + k] = ext.results[0]
        new_arg = Rewriter.replace_value_with_new_type(arg, el)
        users = list(new_arg.uses)
        bc = vector.BroadcastOp(new_arg, t)
        Rewriter.insert_op(bc, InsertPoint.at_start(body))
        for u in users:
            u.operation.operands[u.index] = bc.results[0]
        y = body.last_op
        yielded = y.operands[k]
        ye = _extract0(yielded)
        Rewriter.insert_op(ye, InsertPoint.before(y))
        y.operands[k] = ye.results[0]
        res = loop.results[k]
        new_res = Rewriter.replace_value_with_new_type(res, el)
        res_users = list(new_res.uses)
        if res_users:
            rb = vector.BroadcastOp(new_res, t)
            Rewriter.insert_op(rb, InsertPoint.after(loop))
            for u in res_users:
                u.operation.operands[u.index] = rb.results[0]


def _extract0(v):
    from xdsl.dialects import vector
    from xdsl.dialects.builtin import DenseArrayBase, i64

    return vector.ExtractOp.create(
        operands=[v], result_types=[v.type.get_element_type()],
        properties={"static_position": DenseArrayBase.from_list(i64, [0])},
    )


# ---------------------------------------------------------------------------
# Validation of each dispatch against its source


@dataclass
class DispatchResult:
    name: str
    verdict: str  # one line: verified, FAILED (...), unsupported (...), timeout
    seconds: float  # validation (translation, runs, proof)
    compile_seconds: float  # iree-compile's own time for the dispatch's level
    assumptions: list[str] = field(default_factory=list)
    report: str = ""  # --verify's report
    cpu_seconds: float = 0.0  # validation's CPU time
    compile_cpu_seconds: float = 0.0  # iree-compile's CPU time for the level

    @property
    def ratio(self) -> float:
        return self.seconds / self.compile_seconds if self.compile_seconds else 0.0

    @property
    def cpu_ratio(self) -> float:
        """CPU time over iree-compile's CPU time: independent of the load
        (both wall times stretch with it, but not by the same factor)."""
        return self.cpu_seconds / self.compile_cpu_seconds if self.compile_cpu_seconds else 0.0

    def to_json(self) -> dict:
        return {"dispatch": self.name, "verdict": self.verdict, "seconds": round(self.seconds, 3),
                "iree_compile_seconds": round(self.compile_seconds, 3), "ratio": round(self.ratio, 2),
                "cpu_seconds": round(self.cpu_seconds, 3), "iree_compile_cpu_seconds": round(self.compile_cpu_seconds, 3),
                "cpu_ratio": round(self.cpu_ratio, 2), "assumptions": self.assumptions}


def translation_assumptions(d: Dispatch) -> list[str]:
    """What the launch form takes for granted about the dispatch, printed
    in its report."""
    notes = []
    if "memref.assume_alignment" in d.module:
        notes.append("assumes: each binding is aligned as memref.assume_alignment declares "
                     "(a misaligned binding would be undefined behaviour)")
    if re.search(r'"arith\.(addi|muli|subi)"\([^)]*\)[^\n]*\(i32, i32\) -> i32', d.module):
        notes.append("assumes: i32 index arithmetic does not wrap (IREE narrows index math to i32, "
                     "marking it nsw: a wrap would be poison)")
    for b, offset in d.access:
        if offset is None:
            notes.append(f"assumes: binding {b}'s subspan at a push-constant offset lies within the binding "
                         "(the runtime's layout; it is the binding's only subspan)")
    if d.workgroup_size is not None:
        notes.append(f"launch: workgroup count {list(d.workgroup_count or ())}, workgroup size "
                     f"{list(d.workgroup_size)}, subgroup size {d.subgroup_size} (iree_codegen.dispatch_config)")
    return notes


MAX_THREADS = 4096
"""The oracle runs a dispatch only up to this many threads (or, for CPU
code, this many times 64 binding elements): a 64x4096 softmax's 65536
threads would take hours in Python.  Past it no claim is inferred, and
the verdict says so (or names --verify's first unsupported op)."""


MAX_WORK = 1 << 16
"""Nor past this many iterations of the spec's largest linalg op: a
512x384x256 matmul is only 3584 threads' worth of binding elements on
CPU, but 50 million multiply-adds, days of the Python oracle's time."""


def _work(specs: dict) -> int:
    """The largest static iteration space of the spec's linalg ops."""
    from math import prod

    from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation

    from tvmlir.oracle.run import spec_function

    largest = 0
    for spec in specs.values():
        _, fn = spec_function(spec)
        for op in fn.walk():
            if isinstance(op, LinalgStructuredOperation):
                try:
                    largest = max(largest, prod(op.get_static_loop_ranges()))
                except Exception:  # noqa: BLE001 (a dynamic or unusual op: no bound from it)
                    continue
    return largest


def _size(d: Dispatch, module) -> int:
    from math import prod

    from xdsl.dialects.builtin import MemRefType

    if d.workgroup_size is not None:
        return prod(d.workgroup_size) * prod(d.workgroup_count or (1,))
    fn = next(op for op in module.ops if op.name == "func.func")
    cells = sum(prod(a.type.get_shape()) for a in fn.body.block.args if isinstance(a.type, MemRefType))
    return cells // 64


SCALED_WORK = 1 << 17
"""A scaled copy (`scaled_copy`) is run when its spec's largest op has at
most this many iterations."""


def _extent_pattern(n: int) -> str:
    """`n` as a number of its own in MLIR text: an extent (`64x4096xf32`,
    `[4096, 1]`), a constant (`4096 : index`); not part of another number,
    a hex literal or a name."""
    return rf"(?<![0-9A-Za-wyz_.%#@-])(?<!0x){n}(?![0-9A-Za-wyz_.])"


def scaling(source_text: str, work: int) -> dict[int, int]:
    """Smaller values for the source's static extents, so that the spec's
    largest op has at most `SCALED_WORK` iterations: each extent over 128
    that 128 divides becomes 128 (two workgroup tiles of up to 64, so that
    a fitted claim still sees the tile index vary), largest first; then, if
    still too large, the smallest extents become 8 (two trips of a step of
    up to 4).  A heuristic: the copy it makes only guesses claims."""
    extents = sorted({int(n) for shape in re.findall(r"tensor<([0-9x]+)x[a-z]", source_text)
                      for n in shape.split("x")}, reverse=True)
    mapping: dict[int, int] = {}

    def scaled_work() -> float:
        out = float(work)
        for e, n in mapping.items():
            out *= n / e
        return out

    for e in extents:
        if scaled_work() <= SCALED_WORK:
            break
        if e > 128 and e % 128 == 0:
            mapping[e] = 128
    for e in reversed(extents):
        if scaled_work() <= SCALED_WORK:
            break
        if e > 8 and e % 8 == 0:
            mapping[e] = 8
    return mapping if mapping and scaled_work() <= SCALED_WORK else {}


def gpu_scaling(d: Dispatch, source_text: str, work: int) -> dict[int, int]:
    """For a GPU dispatch too large to run: each workgroup count over 2
    that is also an extent of the source (the grid gives each workgroup
    one of its rows: a 64x4096 softmax's 64) becomes 2, when then the
    threads and the spec's work fit the oracle (`MAX_THREADS`,
    `MAX_WORK`).  A heuristic, like `scaling`: the copy only guesses
    claims, which are proved on the real code."""
    from math import prod

    extents = {int(n) for shape in re.findall(r"tensor<([0-9x]+)x[a-z]", source_text) for n in shape.split("x")}
    counts = list(d.workgroup_count or ())
    mapping = {g: 2 for g in counts if g > 2 and g in extents}
    if not mapping or d.workgroup_size is None:
        return {}
    threads = prod(d.workgroup_size) * prod(mapping.get(g, g) for g in counts)
    scaled_work = float(work)
    for e, n in mapping.items():
        scaled_work *= n / e
    return mapping if threads <= MAX_THREADS and scaled_work <= MAX_WORK else {}


def scale_text(text: str, mapping: dict[int, int], name: str) -> str:
    """`text` (MLIR) with each number of `mapping` that stands alone
    (`_extent_pattern`) replaced by its image; the symbol `name` kept (IREE's
    dispatch names spell extents)."""
    def numbers(t: str) -> str:
        return re.sub("|".join(_extent_pattern(e) for e in mapping), lambda m: str(mapping[int(m.group(0))]), t)

    return numbers(text).replace(numbers(name), name)


def scaled_copy(d: Dispatch, source_text: str, work: int):
    """The dispatch and its source with smaller extents (`scaling`), as
    `infer.against_source.Scaled` parts: (launch form, annotated source,
    how), or None when no scaling fits.  GPU code: only the extents the
    grid distributes one per workgroup (`gpu_scaling`), the workgroup
    count with them, the block's thread mapping untouched."""
    from tvmlir.ir.diagnostics import BadInput
    from tvmlir.passes.verify import annotated_source

    count = d.workgroup_count
    if d.workgroup_size is not None:
        mapping = gpu_scaling(d, source_text, work)
        count = tuple(mapping.get(g, g) for g in (d.workgroup_count or ()))
    else:
        mapping = scaling(source_text, work)
    if not mapping:
        return None

    def rewrite(text: str) -> str:
        return scale_text(text, mapping, d.name)

    small = Dispatch(**{**d.__dict__, "module": rewrite(d.module), "access": dict(d.access), "workgroup_count": count})
    try:
        module = launch_form(small)
    except NotTranslated:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, f"{d.name}.mlir")
        with open(path, "w") as f:
            f.write(rewrite(source_text))
        try:
            annotated = annotated_source(path, "spec")
        except BadInput:
            return None
    how = "extents " + ", ".join(f"{e} -> {n}" for e, n in mapping.items())
    return module, annotated, how


def validate_dispatch(d: Dispatch, assume_reassoc: bool = False, timeout_ms: int = 20000) -> DispatchResult:
    """`d`'s codegen against its source: the launch form, claims inferred
    from runs, `--verify` (`tvmlir.infer`)."""
    from tvmlir.frontends.iree_kernels import kernels
    from tvmlir.infer.against_source import Scaled, verify_against_source
    from tvmlir.ir.diagnostics import BadInput
    from tvmlir.passes.verify import annotated_source
    from tvmlir.verify.function import VerifyOptions
    from tvmlir.verify.prover import ProverOptions
    from tvmlir.verify.report import format_report

    start, cpu = time.perf_counter(), _cpu()

    def result(verdict: str, report: str = "", assumptions=()) -> DispatchResult:
        return DispatchResult(d.name, verdict, time.perf_counter() - start, d.compile_seconds, list(assumptions), report,
                              _cpu() - cpu, d.compile_cpu_seconds)

    if d.error:
        return result(f"unsupported ({d.error})")
    try:
        source = next((k for k in kernels(d.source) if k.name == d.name), None)
    except IreePhaseError as e:
        return result(f"unsupported (the dispatch's source: {e})")
    if source is None:
        return result("unsupported (no source function for the dispatch)")
    try:
        launch_form(d)
    except NotTranslated as e:
        return result(f"unsupported ({e})")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, f"{d.name}.mlir")
        with open(path, "w") as f:
            f.write(source.text)
        try:
            annotated = annotated_source(path, "spec")
        except BadInput as e:
            return result(f"unsupported (the dispatch's source does not annotate: {e})")
    # IREE allocates workgroup memory once per workgroup (shared by its
    # threads), unlike mlir-opt-19's per-thread malloc.
    options = VerifyOptions(source=annotated.fingerprints(), assume_reassoc=assume_reassoc,
                            prover=ProverOptions(timeout_ms=timeout_ms), workgroup_allocs="shared")
    # Under assume-reassoc a contraction's accumulator that is not a
    # constant is read either way (contracts_as_folds): the first reading
    # that verifies is reported, each with its own printed assumption.
    found = None
    small = None
    for bias_added in (False, True) if assume_reassoc else (False,):
        module = launch_form(d)
        notes, ambiguous = contracts_as_folds(module, bias_added) if assume_reassoc else ([], False)
        work = _work(annotated.specs)
        runs = 3 if _size(d, module) <= MAX_THREADS and work <= MAX_WORK else 0
        scaled = None
        if runs == 0:
            # too large to run: claims guessed on a scaled copy (proved on this code)
            small = small if small is not None else (scaled_copy(d, source.text, work) or ())
            if small:
                copy = small[0].clone()
                if assume_reassoc:
                    contracts_as_folds(copy, bias_added)
                scaled = Scaled(copy, small[1].specs, small[2])
        report = verify_against_source(module, annotated, options, runs=runs, scaled=scaled)
        mine = [r for r in report.functions if r.function == d.name]
        if not mine:
            return result("unsupported (no report for the dispatch)")
        r = mine[0]
        r.notes[:0] = translation_assumptions(d) + notes
        if runs == 0 and scaled is None:
            r.notes.append(f"not run on the oracle ({_size(d, module)} threads or 64-element CPU units, limit "
                           f"{MAX_THREADS}; {work} iterations of the spec's largest op, limit {MAX_WORK}) and no "
                           "scaled copy (no extents to scale: for GPU code, no workgroup count that is a source "
                           "extent, or a copy still too large to run): no claims inferred")
        if found is None or r.verdict_text() == "verified":
            found = r
        if not ambiguous or found.verdict_text() == "verified" or found.verdict_text().startswith("FAILED"):
            break
    r = found
    assumptions = [n[len("assumes: "):] if n.startswith("assumes: ") else n for n in r.notes if "assume" in n]
    unrun = next((n for n in r.notes if n.startswith("not run on the oracle")), None)
    if unrun is not None and r.verdict_text().startswith("unsupported"):
        # the first cause of a dispatch too large to run is that no claim
        # could be inferred: say so on the table's line
        return result(f"{r.first_cause()}; {unrun}", format_report(r), assumptions)
    if _BOUNDS_CHECKED.search(d.module) and _only_out_of_bounds(r):
        # through AMD's bounds-checked buffers such an access is defined (_fat_raw_buffer)
        return result(f"unsupported (an access out of bounds of a bounds-checked amdgpu fat raw buffer, defined on "
                      f"the device, not modelled: {r.first_cause()})", format_report(r), assumptions)
    return result(r.first_cause(), format_report(r), assumptions)


def _only_out_of_bounds(r) -> bool:
    """Every failed obligation of report `r` is an access out of bounds or
    follows from one: a read of an undefined cell at an op whose read is out
    of bounds, or a concrete run stopped by an index out of bounds (what
    ROCm code does through its bounds-checked buffers; saying unsupported
    for such a failure elsewhere only loses precision)."""
    from tvmlir.verify.obligations import EXECUTION, READ_DEFINED, READ_IN_BOUNDS, WRITE_IN_BOUNDS, Outcome

    failed = [c for c in r.checks if c.outcome == Outcome.FAILED]
    out = {c.where for c in failed if c.obligation == READ_IN_BOUNDS}
    return bool(failed) and all(c.obligation in (READ_IN_BOUNDS, WRITE_IN_BOUNDS)
               or (c.obligation == READ_DEFINED and c.where in out)
               or (c.obligation == EXECUTION and "out of bounds" in c.detail)
               for c in failed)


def validate(model: str, target: str, assume_reassoc: bool = False) -> list[DispatchResult]:
    return [validate_dispatch(d, assume_reassoc) for d in dump(model, target)]
