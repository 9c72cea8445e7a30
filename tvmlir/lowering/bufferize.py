"""`tv-bufferize`: destination-passing linalg on tensors -> linalg on memrefs.

Matches what mlir-opt-19 does with
`one-shot-bufferize{bufferize-function-boundaries
function-boundary-type-conversion=identity-layout-map}` on the programs
tvmlir handles (checked on matmul, chains of elementwise ops, fill +
reduce, dynamic shapes):

* tensor arguments become memref arguments in the same order, results are
  returned as memrefs, all with the identity layout (upstream's default
  layout is fully dynamic `strided<[?, ...], offset: ?>`; identity keeps
  every index affine for `--verify`);
* `tensor.empty` becomes `memref.alloc {alignment = 64}`;
* a `linalg.generic` writes into the buffer of its `outs` operand when that
  is safe, function arguments included (they are writable, as upstream,
  unless marked `{bufferization.writable = false}`);
  otherwise into a new `memref.alloc`, with a `memref.copy` of the old
  content first if the body reads its output argument.

"Safe" is upstream's read-after-write rule on the buffer: the value the
buffer currently holds must not be read later (as an input, as an output
the body reads, or by `func.return`), and the op itself may read it only
where it writes (same indexing map, all loops parallel).  Reads of a
tensor's shape (`tensor.dim`) do not count.  Ops are decided in program
order, so when several could write into one buffer the first one does;
upstream's analysis may choose a later one (both are correct).

* a tensor `arith.constant` (a model's weights) becomes a private constant
  `memref.global` (one per distinct value, named `__constant_<shape><type>`
  as upstream names them) read through `memref.get_global`; the buffer is
  never written (an op that would write into it gets a new buffer, as
  upstream's read-after-write rule gives for a read-only buffer);
* a statically shaped `tensor.collapse_shape` / `expand_shape` /
  `extract_slice` is first rewritten as a copy generic (`passes.copy_generic`),
  a static constant-valued `tensor.pad` as a fill and an `insert_slice`
  (`passes.pad_as_insert`), and a static `tensor.concat` as `insert_slice`s
  into an empty tensor (`passes.concat_as_inserts`, upstream's
  decomposition);
* a `tensor.extract` in a generic's body from a tensor of the function (a
  gather) becomes a `memref.load` of that tensor's buffer; the generic
  never writes in place into a buffer it gathers from;
* a static `tensor.insert_slice` becomes a `memref.subview` of its dest's
  buffer and a `memref.copy` of the source into it, as upstream; in place
  when the dest's current content is not read later (the read-after-write
  rule of generics), otherwise into a new buffer holding a copy of the dest.

Only flat function bodies are supported; any other op on tensors is an
error ("unsupported") at that op.  The prophecies inside generic bodies
are carried over untouched.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import arith, memref, tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    FunctionType,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    StridedLayoutAttr,
    StringAttr,
    TensorType,
    UnitAttr,
)
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from tvmlir.ir.diagnostics import OpUnsupported
from tvmlir.ir.locations import inherit
from tvmlir.passes.copy_generic import copies_as_generics
from tvmlir.passes.concat_as_inserts import concats_as_inserts
from tvmlir.passes.pad_as_insert import pads_as_inserts

ALIGNMENT = 64
"""Upstream's `memref.alloc` alignment."""


def buffer_type(t: TensorType) -> MemRefType:
    """The identity-layout memref type holding a tensor of type `t`."""
    return MemRefType(t.get_element_type(), t.get_shape())


def _has_tensors(op: Operation) -> bool:
    return any(isinstance(v.type, TensorType) for v in (*op.operands, *op.results))


def _reads_output(generic: GenericOp, k: int) -> bool:
    """Does the body read output `k`'s current element?"""
    return bool(generic.body.block.args[len(generic.inputs) + k].uses)


@dataclass
class _Buffers:
    """Which buffer holds each tensor value, and what each buffer holds now."""

    of: dict[SSAValue, SSAValue] = field(default_factory=dict)
    holds: dict[SSAValue, SSAValue] = field(default_factory=dict)

    def bind(self, value: SSAValue, buffer: SSAValue) -> None:
        self.of[value] = buffer
        self.holds[buffer] = value

    def get(self, value: SSAValue) -> SSAValue:
        return self.of.get(value, value)


class _Order:
    """Position of each top-level op of the tensor program, to tell 'later'
    uses.  Ops created while bufferizing are not in it: they replace ops
    already bufferized, so their uses are never later."""

    def __init__(self, block: Block):
        self.index = {op: i for i, op in enumerate(block.ops)}

    def top(self, op: Operation) -> Operation | None:
        current: Operation | None = op
        while current is not None and current not in self.index:
            current = current.parent_op()
        return current

    def read_later(self, value: SSAValue, after: Operation) -> bool:
        """Is `value`'s content read by an op after `after`?"""
        for use in value.uses:
            user = self.top(use.operation)
            if user is None or self.index[user] <= self.index[after]:
                continue
            if isinstance(user, tensor.DimOp):
                continue
            if isinstance(user, GenericOp):
                k = use.index - len(user.inputs)
                if k >= 0 and not _reads_output(user, k):
                    continue
            return True
        return False


def _own_reads_ok(generic: GenericOp, k: int, current: SSAValue) -> bool:
    """May `generic` overwrite `current` through output `k` while reading
    it?  Only where each read is of the element being written."""
    maps = generic.indexing_maps.data
    out_map = maps[len(generic.inputs) + k]
    parallel = all(it.data == IteratorType.PARALLEL for it in generic.iterator_types)
    for i, value in enumerate(generic.inputs):
        if value is current and not (parallel and maps[i] == out_map):
            return False
    for j, value in enumerate(generic.outputs):
        if j != k and value is current:
            return False
    return not any(op.operands[0] is current for op in _gathers(generic))


def _gathers(generic: GenericOp) -> list[tensor.ExtractOp]:
    """The `tensor.extract`s of `generic`'s body from tensors of the
    function (gathers: an embedding lookup reads the table at loaded
    indices)."""
    return [op for op in generic.body.walk() if isinstance(op, tensor.ExtractOp)]


def _alloc_like(source: SSAValue, t: MemRefType, before: Operation) -> memref.AllocOp:
    """A new buffer of type `t`, sized like the buffer `source`."""
    block = before.parent_block()
    assert block is not None
    sizes: list[SSAValue] = []
    for d, size in enumerate(t.get_shape()):
        if size == DYNAMIC_INDEX:
            index = arith.ConstantOp(IntegerAttr(d, IndexType()))
            dim = memref.DimOp(source, index)
            inherit([index, dim], before.location)
            block.insert_ops_before([index, dim], before)
            sizes.append(dim.result)
    alloc = memref.AllocOp(sizes, (), t, IntegerAttr(ALIGNMENT, 64))
    alloc.location = before.location
    block.insert_op_before(alloc, before)
    return alloc


def _bufferize_generic(
    generic: GenericOp, buffers: _Buffers, order: _Order, chosen: set[SSAValue]
) -> None:
    block = generic.parent_block()
    assert block is not None
    outs: list[SSAValue] = []
    for k, out in enumerate(generic.outputs):
        buffer = buffers.get(out)
        current = buffers.holds.get(buffer, out)
        in_place = (
            buffer not in chosen
            and not order.read_later(current, generic)
            and _own_reads_ok(generic, k, current)
        )
        if not in_place:
            t = buffer.type
            assert isinstance(t, MemRefType)
            new = _alloc_like(buffer, t, generic).memref
            if _reads_output(generic, k) and not isinstance(
                out.owner, tensor.EmptyOp
            ):
                copy = memref.CopyOp(buffer, new)
                copy.location = generic.location
                block.insert_op_before(copy, generic)
            buffer = new
        chosen.add(buffer)
        outs.append(buffer)
    for extract in _gathers(generic):
        load = memref.LoadOp.get(buffers.get(extract.tensor), list(extract.indices))
        load.location = extract.location
        Rewriter.replace_op(extract, load)
    new_generic = GenericOp(
        [buffers.get(v) for v in generic.inputs],
        outs,
        generic.detach_region(generic.body),
        generic.indexing_maps,
        generic.iterator_types,
        (),
        generic.doc,
        generic.library_call,
    )
    new_generic.attributes.update(generic.attributes)
    new_generic.location = generic.location
    block.insert_op_before(new_generic, generic)
    for result, buffer in zip(generic.results, outs, strict=True):
        buffers.bind(result, buffer)


def _row_major(shape: Sequence[int]) -> list[int]:
    strides, n = [], 1
    for size in reversed(shape):
        strides.append(n)
        n *= size
    return strides[::-1]


def _bufferize_insert(op: tensor.InsertSliceOp, buffers: _Buffers, order: _Order, chosen: set[SSAValue]) -> None:
    """`insert_slice %src into %dest[offsets][sizes][strides]` -> a subview
    of the dest's buffer (or of a copy of it) and a copy of the source's
    buffer into it (see module doc)."""
    block = op.parent_block()
    assert block is not None
    buffer = buffers.get(op.dest)
    current = buffers.holds.get(buffer, op.dest)
    if buffer in chosen or order.read_later(current, op):
        t = buffer.type
        assert isinstance(t, MemRefType)
        new = _alloc_like(buffer, t, op).memref
        if not isinstance(op.dest.owner, tensor.EmptyOp):
            copy = memref.CopyOp(buffer, new)
            copy.location = op.location
            block.insert_op_before(copy, op)
        buffer = new
    dest_t = buffer.type
    assert isinstance(dest_t, MemRefType)
    offsets = list(op.static_offsets.get_values())
    sizes = list(op.static_sizes.get_values())
    strides = list(op.static_strides.get_values())
    base = _row_major(dest_t.get_shape())
    layout = StridedLayoutAttr([s * b for s, b in zip(strides, base)], sum(o * b for o, b in zip(offsets, base)))
    view_t = MemRefType(dest_t.element_type, sizes, layout)
    view = memref.SubviewOp.get(buffer, offsets, sizes, strides, view_t)
    copy = memref.CopyOp(buffers.get(op.source), view.result)
    inherit([view, copy], op.location)
    block.insert_ops_before([view, copy], op)
    chosen.add(buffer)
    buffers.bind(op.result, buffer)


def _writable(func: FuncOp, i: int) -> bool:
    """May argument `i`'s buffer be written in place?  Yes unless it carries
    `{bufferization.writable = false}`, as upstream's one-shot-bufferize
    decides (IREE's readonly bindings are such arguments: `tv-iree-kernels`)."""
    if func.arg_attrs is None or i >= len(func.arg_attrs.data):
        return True
    flag = func.arg_attrs.data[i].data.get("bufferization.writable")
    return not (isinstance(flag, IntegerAttr) and flag.value.data == 0)


def _check_supported(func: FuncOp, block: Block) -> None:
    for op in func.walk():
        if op is func or not _has_tensors(op):
            continue
        if isinstance(op, tensor.ExtractOp) and isinstance(op.parent_op(), GenericOp) and op.parent_op().parent_block() is block:
            continue  # a gather in a generic's body: a load of the tensor's buffer
        if op.parent_block() is not block:
            raise OpUnsupported(op, "tv-bufferize handles tensors in flat function bodies only")
        if isinstance(op, GenericOp | tensor.EmptyOp | tensor.DimOp | ReturnOp):
            continue
        if isinstance(op, tensor.InsertSliceOp) and not (op.offsets or op.sizes or op.strides) and all(
            n >= 0 for v in (op.source, op.dest) for n in v.type.get_shape()  # type: ignore[attr-defined]
        ) and op.source.type.get_num_dims() == op.dest.type.get_num_dims():  # type: ignore[attr-defined]
            continue
        if isinstance(op, arith.ConstantOp) and isinstance(op.result.type, TensorType):
            continue
        if isinstance(op, LinalgStructuredOperation):
            raise OpUnsupported(
                op,
                "named linalg op; generalize it first "
                "(tv-generalize-named-ops or annotate)",
            )
        raise OpUnsupported(op, f"tv-bufferize cannot bufferize {op.name}")


class _Globals:
    """The module's constant globals, one per distinct (value, type)."""

    def __init__(self, module: ModuleOp):
        self.module = module
        self.by_value: dict[tuple[Attribute, Attribute], str] = {}
        self.names = {op.sym_name.data for op in module.ops if isinstance(op, memref.GlobalOp | FuncOp)}

    def get(self, constant: arith.ConstantOp, before: Operation) -> memref.GetGlobalOp:
        t = constant.result.type
        assert isinstance(t, TensorType)
        mtype = buffer_type(t)
        key = (constant.value, mtype)
        name = self.by_value.get(key)
        if name is None:
            base = "__constant_" + "x".join(map(str, t.get_shape())) + ("x" if t.get_shape() else "") + str(t.element_type)
            name, k = base, 0
            while name in self.names:
                name, k = f"{base}_{k}", k + 1
            self.names.add(name)
            self.by_value[key] = name
            glob = memref.GlobalOp.get(
                StringAttr(name), mtype, constant.value, StringAttr("private"), UnitAttr(), IntegerAttr(ALIGNMENT, 64)
            )
            glob.location = constant.location
            first = next(op for op in self.module.ops if isinstance(op, FuncOp))
            self.module.body.block.insert_op_before(glob, first)
        get = memref.GetGlobalOp(name, mtype)
        get.location = constant.location
        block = before.parent_block()
        assert block is not None
        block.insert_op_before(get, before)
        return get


def bufferize_function(func: FuncOp, globals_: _Globals | None = None) -> None:
    if func.is_declaration:
        return
    signature = func.function_type
    if not any(
        isinstance(t, TensorType) for t in (*signature.inputs, *signature.outputs)
    ) and not any(_has_tensors(op) for op in func.walk() if op is not func):
        return
    if len(func.body.blocks) != 1:
        raise OpUnsupported(func, "tv-bufferize handles single-block functions only")
    block = func.body.block
    pads_as_inserts(list(block.ops))
    concats_as_inserts(list(block.ops))
    copies_as_generics(list(block.ops))
    _check_supported(func, block)

    buffers = _Buffers()
    chosen: set[SSAValue] = set()  # read-only buffers: never written in place
    for i, arg in enumerate(list(block.args)):
        if isinstance(arg.type, TensorType):
            new = Rewriter.replace_value_with_new_type(arg, buffer_type(arg.type))
            buffers.bind(new, new)
            if not _writable(func, i):
                chosen.add(new)
    order = _Order(block)
    replaced: list[Operation] = []
    for op in list(block.ops):
        if isinstance(op, arith.ConstantOp) and isinstance(op.result.type, TensorType):
            if globals_ is None:
                module = func.parent_op()
                assert isinstance(module, ModuleOp)
                globals_ = _Globals(module)
            get = globals_.get(op, op)
            buffers.bind(op.result, get.memref)
            chosen.add(get.memref)
            replaced.append(op)
        elif isinstance(op, tensor.EmptyOp):
            alloc = memref.AllocOp(
                list(op.dynamic_sizes),
                (),
                buffer_type(op.tensor.type),  # type: ignore[arg-type]
                IntegerAttr(ALIGNMENT, 64),
            )
            alloc.location = op.location
            block.insert_op_before(alloc, op)
            buffers.bind(op.tensor, alloc.memref)
            replaced.append(op)
        elif isinstance(op, tensor.DimOp):
            dim = memref.DimOp(buffers.get(op.source), op.index)
            dim.location = op.location
            block.insert_op_before(dim, op)
            op.result.replace_all_uses_with(dim.result)
            replaced.append(op)
        elif isinstance(op, GenericOp) and op.results:
            _bufferize_generic(op, buffers, order, set(chosen))
            replaced.append(op)
        elif isinstance(op, tensor.InsertSliceOp):
            _bufferize_insert(op, buffers, order, set(chosen))
            replaced.append(op)

    # Rewire every use of a tensor to its buffer, then drop the tensor ops.
    ret = func.get_return_op()
    if ret is not None:
        ret.operands = [buffers.get(v) for v in ret.operands]
    for op in reversed(replaced):
        block.erase_op(op)
    outputs: Sequence[Attribute] = [
        buffer_type(t) if isinstance(t, TensorType) else t
        for t in func.function_type.outputs
    ]
    func.properties["function_type"] = FunctionType.from_lists(
        [a.type for a in block.args], outputs
    )


@dataclass(frozen=True)
class BufferizePass(ModulePass):
    """Bufferize every function of the module (see module doc)."""

    name = "tv-bufferize"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        globals_ = _Globals(op)
        for func in [f for f in op.ops if isinstance(f, FuncOp)]:
            bufferize_function(func, globals_)
