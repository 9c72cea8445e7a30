"""The spec container: `tv.spec` and `tv.spec_tensor`.

Why the source is kept as *text*: the spec must outlive the compilation it
validates, including the real upstream pipeline, which does not know the
`tv` dialect.  Checked with mlir-opt-19 (DESIGN.md section 3):
`one-shot-bufferize` walks into the regions of unknown ops and would
bufferize a spec kept as IR, and `gpu-kernel-outlining` copies every op a
kernel references into the `gpu.module`, dropping the properties of
unregistered ops.  So the spec is one op whose data are discardable
*attributes* (they survive both passes): the source function as MLIR text
(`source`), parsed back by `--verify`, and one `tv.spec_tensor` per tensor a
prophecy may name.  Copies made by outlining are exact duplicates and are
tolerated.

Naming convention inside `source`: a spec tensor `@T` is the result of the
op carrying the attribute `tv.name = "T"`, or the function argument with
the argument attribute `tv.name = "T"`.

    tv.spec @matmul_spec source "func.func @matmul(...) {...}" {
      tv.spec_tensor @A : tensor<8x16xf32>
      tv.spec_tensor @C : tensor<8x4xf32> stages 1
    }
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    I64,
    IntegerAttr,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    TensorType,
)
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    attr_def,
    opt_attr_def,
    region_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    HasParent,
    IsolatedFromAbove,
    NoTerminator,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class SpecOp(IRDLOperation):
    """The tensor-level source of one function, kept opaque (see module doc).

    Its body lists the spec tensors by name, type and number of reduction
    stages, so prophecies can be checked against it without parsing `source`.
    """

    name = "tv.spec"

    sym_name = attr_def(SymbolNameConstraint())
    source = attr_def(StringAttr)
    body = region_def("single_block")

    traits = traits_def(
        SymbolOpInterface(), SymbolTable(), NoTerminator(), IsolatedFromAbove()
    )
    def __init__(self, sym_name: str, source: str, tensors: Sequence[Operation]):
        super().__init__(
            attributes={
                "sym_name": StringAttr(sym_name),
                "source": StringAttr(source),
            },
            regions=[Region(Block(tensors))],
        )

    def verify_(self) -> None:
        for op in self.body.block.ops:
            if not isinstance(op, SpecTensorOp):
                raise VerifyException(
                    f"may only contain tv.spec_tensor ops, found {op.name}"
                )

    # Syntax: `tv.spec @name source "text" attributes {...}? { tensors }`.
    # Hand-written rather than declarative so that an empty `{}` body gets
    # its block, as MLIR does for regions without terminator.
    @classmethod
    def parse(cls, parser: Parser) -> SpecOp:
        name = parser.parse_symbol_name()
        parser.parse_keyword("source")
        source = parser.parse_str_literal()
        attrs = parser.parse_optional_attr_dict_with_keyword()
        body = parser.parse_region()
        if not body.blocks:
            body.add_block(Block())
        attributes: dict[str, Attribute] = {
            "sym_name": name,
            "source": StringAttr(source),
        }
        if attrs is not None:
            attributes.update(attrs.data)
        return cls.create(attributes=attributes, regions=[body])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" source ")
        printer.print_string_literal(self.source.data)
        printer.print_op_attributes(
            self.attributes, reserved_attr_names=("sym_name", "source"), print_keyword=True
        )
        printer.print_string(" ")
        printer.print_region(self.body, print_empty_block=False)

    def tensor(self, name: str) -> SpecTensorOp | None:
        for op in self.body.block.ops:
            if isinstance(op, SpecTensorOp) and op.sym_name.data == name:
                return op
        return None


@irdl_op_definition
class SpecTensorOp(IRDLOperation):
    """Names one tensor of the spec: a function argument or the result of a
    (generalized) linalg op in `source`.

    `stages` is the number of reduction dimensions of its defining op: a
    prophecy on an intermediate reduction value gives that many stage
    indices (Clement's extended-index SARE, `R(i, j, k)`), one on a final
    value gives none.
    """

    name = "tv.spec_tensor"

    sym_name = attr_def(SymbolNameConstraint())
    type = attr_def(TensorType)
    stages = opt_attr_def(IntegerAttr[I64])

    traits = traits_def(SymbolOpInterface(), HasParent(SpecOp))
    assembly_format = "$sym_name `:` $type (`stages` $stages^)? attr-dict"

    def __init__(self, sym_name: str, type: TensorType, stages: int = 0):
        attributes: dict[str, Attribute] = {
            "sym_name": StringAttr(sym_name),
            "type": type,
        }
        if stages:
            attributes["stages"] = IntegerAttr(stages, 64)
        super().__init__(attributes=attributes)

    @property
    def num_stages(self) -> int:
        return self.stages.value.data if self.stages is not None else 0

    def verify_(self) -> None:
        if self.stages is not None and self.stages.value.data <= 0:
            raise VerifyException(
                f"stages must be positive (omit it for no reduction), got "
                f"{self.stages.value.data}"
            )


class SpecLookupError(Exception):
    """A prophecy names a spec that is present but has no such tensor."""


def resolve_spec_tensor(op: Operation, ref: SymbolRefAttr) -> SpecTensorOp | None:
    """Resolve `@spec::@tensor` from `op`, in its nearest symbol table.

    Returns None when no spec is present in that table at all (a fragment
    whose spec was stripped or never attached: nothing to check against).
    Raises SpecLookupError when specs are present but the reference does not
    name one of their tensors.
    """
    table = op.parent_op()
    while table is not None and not table.has_trait(SymbolTable):
        table = table.parent_op()
    if table is None:
        return None
    specs = [o for o in table.regions[0].block.ops if isinstance(o, SpecOp)]
    if not specs:
        return None
    root = ref.root_reference.data
    spec = next((s for s in specs if s.sym_name.data == root), None)
    if spec is None:
        raise SpecLookupError(f"no tv.spec named @{root}")
    nested = ref.nested_references.data
    if len(nested) != 1:
        raise SpecLookupError(
            f"expected a reference of the form @spec::@tensor, got {ref}"
        )
    tensor = spec.tensor(nested[0].data)
    if tensor is None:
        raise SpecLookupError(
            f"tv.spec @{root} has no tv.spec_tensor @{nested[0].data}"
        )
    return tensor


def module_specs(module: Operation) -> dict[str, SpecOp]:
    """The specs of a module by name; the top-level one wins over the copies
    gpu outlining puts into `gpu.module`s."""
    specs: dict[str, SpecOp] = {}
    for op in module.walk():
        if isinstance(op, SpecOp) and (op.parent_op() is module or op.sym_name.data not in specs):
            specs[op.sym_name.data] = op
    return specs


def referenced_specs(module: Operation, fn: Operation) -> set[str]:
    """Names of the specs that prophecies in `fn`, and in the kernels it
    launches (`gpu.launch_func`), refer to: what `fn` is checked against."""
    from tvmlir.tv_dialect.prophecy import ProphesyOp

    kernels = {
        (m.sym_name.data, f.sym_name.data): f  # type: ignore[attr-defined]
        for m in module.regions[0].block.ops if m.name == "gpu.module"
        for f in m.regions[0].block.ops if f.name == "gpu.func"
    }
    names: set[str] = set()
    todo: list[Operation] = [fn]
    seen: set[int] = set()
    while todo:
        root = todo.pop()
        if id(root) in seen:
            continue
        seen.add(id(root))
        for op in root.walk():
            if isinstance(op, ProphesyOp):
                names.add(op.spec.root_reference.data)
            elif op.name == "gpu.launch_func":
                ref = op.kernel  # type: ignore[attr-defined]
                nested = ref.nested_references.data
                k = kernels.get((ref.root_reference.data, nested[0].data if nested else ""))
                if k is not None:
                    todo.append(k)
    return names
