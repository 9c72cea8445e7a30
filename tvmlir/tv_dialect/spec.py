"""The spec container: `tv.spec` (and, read for one release, `tv.spec_tensor`).

Why the source is kept as *text*: the spec must outlive the compilation it
validates, including the real upstream pipeline, which does not know the
`tv` dialect.  Checked with mlir-opt-19 (DESIGN.md section 3):
`one-shot-bufferize` walks into the regions of unknown ops and would
bufferize a spec kept as IR, and `gpu-kernel-outlining` copies every op a
kernel references into the `gpu.module`, dropping the properties of
unregistered ops.  So the spec is one op whose data are discardable
*attributes* (they survive both passes): the source function as MLIR text
(`source`), parsed back by `--verify`, and the list of tensors a prophecy
may name (`tensors`: name, type, number of reduction stages).

Why `tv.spec` has no region: an op with a region at module level is
something every pass walks into, and mlir-opt-19's inliner *crashes* on an
unregistered one (`--inline`, and every IREE phase from global optimization
on: a segfault in `SymbolTable::lookupNearestSymbolFrom`).  An op with only
attributes is inert: no pass looks inside it, the inliner leaves it alone,
with or without the dialect plugin (`lit_tests/interop/spec-inline.test`).
Until 0.2 the spec tensors were `tv.spec_tensor` ops in a region; that form
is still read (and converted on parsing), for one release.

Naming convention inside `source`: a spec tensor `@T` is the result of the
op carrying the attribute `tv.name = "T"`, or the function argument with
the argument attribute `tv.name = "T"`.

    tv.spec @matmul_spec source "func.func @matmul(...) {...}"
        tensors [@A : tensor<8x16xf32>, @C : tensor<8x4xf32> stages 1]

Generic form (what mlir-opt reads without the plugin):

    "tv.spec"() {sym_name = "matmul_spec", source = "...", tensors = [
        {name = "A", type = tensor<8x16xf32>},
        {name = "C", stages = 1 : i64, type = tensor<8x4xf32>}]} : () -> ()
"""

from __future__ import annotations

import re

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    TensorType,
)
from xdsl.ir import Attribute, Operation, Region
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    attr_def,
    opt_attr_def,
    opt_region_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import HasParent, NoTerminator, SymbolOpInterface, SymbolTable
from xdsl.utils.exceptions import VerifyException


@dataclass(frozen=True)
class SpecTensorDecl:
    """One tensor of a spec: a function argument or the result of a
    (generalized) linalg op in `source`.

    `stages` is the number of reduction dimensions of its defining op: a
    prophecy on an intermediate reduction value gives that many stage
    indices (Clement's extended-index SARE, `R(i, j, k)`), one on a final
    value gives none.
    """

    name: str
    type: TensorType
    stages: int = 0

    def to_attr(self) -> DictionaryAttr:
        # Keys in MLIR's (sorted) order, so the generic form round-trips
        # through mlir-opt unchanged.
        entries: dict[str, Attribute] = {"name": StringAttr(self.name)}
        if self.stages:
            entries["stages"] = IntegerAttr(self.stages, 64)
        entries["type"] = self.type
        return DictionaryAttr(entries)

    @staticmethod
    def from_attr(attr: Attribute) -> SpecTensorDecl:
        """Read one entry of `tensors`; VerifyException says what is wrong."""
        if not isinstance(attr, DictionaryAttr):
            raise VerifyException(f"each entry of tensors must be a dictionary, got {attr}")
        data = attr.data
        extra = sorted(set(data) - {"name", "type", "stages"})
        if extra:
            raise VerifyException(f"unknown key '{extra[0]}' in a tensors entry (expected name, type, stages)")
        name, ttype, stages = data.get("name"), data.get("type"), data.get("stages")
        if not isinstance(name, StringAttr):
            raise VerifyException(f"a tensors entry needs name = \"...\", got {attr}")
        if not isinstance(ttype, TensorType):
            raise VerifyException(f"spec tensor @{name.data} needs a ranked tensor type, got {ttype}")
        count = 0
        if stages is not None:
            if not isinstance(stages, IntegerAttr):
                raise VerifyException(f"stages of spec tensor @{name.data} must be an integer, got {stages}")
            count = stages.value.data
            if count <= 0:
                raise VerifyException(
                    f"stages must be positive (omit it for no reduction), got {count}"
                )
        return SpecTensorDecl(name.data, ttype, count)


@irdl_op_definition
class SpecOp(IRDLOperation):
    """The tensor-level source of one function, kept opaque (see module doc).

    `tensors` lists the spec tensors by name, type and number of reduction
    stages, so prophecies can be checked against it without parsing
    `source`.  `body` exists only for the region form of earlier releases.
    """

    name = "tv.spec"

    sym_name = attr_def(SymbolNameConstraint())
    source = attr_def(StringAttr)
    tensors = opt_attr_def(ArrayAttr)
    body = opt_region_def("single_block")

    # NoTerminator: only for the region form of earlier releases.
    traits = traits_def(SymbolOpInterface(), NoTerminator())

    def __init__(self, sym_name: str, source: str, tensors: Sequence[SpecTensorDecl]):
        super().__init__(
            attributes={
                "sym_name": StringAttr(sym_name),
                "source": StringAttr(source),
                "tensors": ArrayAttr([t.to_attr() for t in tensors]),
            },
            regions=[None],
        )

    def spec_tensors(self) -> list[SpecTensorDecl]:
        """The declared tensors, from `tensors` or (old form) the region."""
        if self.tensors is not None:
            return [SpecTensorDecl.from_attr(a) for a in self.tensors.data]
        if self.body is None:
            return []
        return [
            SpecTensorDecl(op.sym_name.data, op.type, op.num_stages)  # type: ignore[arg-type]
            for op in self.body.block.ops
            if isinstance(op, SpecTensorOp)
        ]

    def verify_(self) -> None:
        if self.body is not None:
            if self.tensors is not None:
                raise VerifyException("has both a tensors attribute and a region of tv.spec_tensor ops")
            for op in self.body.block.ops:
                if not isinstance(op, SpecTensorOp):
                    raise VerifyException(
                        f"may only contain tv.spec_tensor ops, found {op.name}"
                    )
        seen: set[str] = set()
        for t in self.spec_tensors():
            if t.name in seen:
                raise VerifyException(f"declares spec tensor @{t.name} twice")
            seen.add(t.name)

    # Syntax: `tv.spec @name source "text" (tensors [@T : type (stages N)?, ...])?
    # (attributes {...})?`; the region form of earlier releases,
    # `tv.spec @name source "text" attributes {...}? { tv.spec_tensor ... }`,
    # is read and converted.
    @classmethod
    def parse(cls, parser: Parser) -> SpecOp:
        name = parser.parse_symbol_name()
        parser.parse_keyword("source")
        source = parser.parse_str_literal()
        decls: list[SpecTensorDecl] = []
        if parser.parse_optional_keyword("tensors") is not None:
            decls = parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, lambda: _parse_decl(parser)
            )
        attrs = parser.parse_optional_attr_dict_with_keyword()
        body = parser.parse_optional_region()
        attributes: dict[str, Attribute] = {"sym_name": name, "source": StringAttr(source)}
        if attrs is not None:
            attributes.update(attrs.data)
        if body is not None and not _convertible(body):
            # Left as it is: the verifier reports the offending op at its line.
            return cls.create(attributes=attributes, regions=[body])
        if body is not None:
            # The region form: its tv.spec_tensor ops become the attribute.
            decls += [
                SpecTensorDecl(op.sym_name.data, op.type, op.num_stages)  # type: ignore[arg-type, attr-defined]
                for op in (body.blocks[0].ops if body.blocks else ())
            ]
        attributes["tensors"] = ArrayAttr([d.to_attr() for d in decls])
        return cls.create(attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" source ")
        printer.print_string_literal(self.source.data)
        printer.print_string(" tensors [")
        for i, t in enumerate(self.spec_tensors()):
            if i:
                printer.print_string(", ")
            printer.print_symbol_name(t.name)
            printer.print_string(" : ")
            printer.print_attribute(t.type)
            if t.stages:
                printer.print_string(f" stages {t.stages}")
        printer.print_string("]")
        printer.print_op_attributes(
            self.attributes, reserved_attr_names=("sym_name", "source", "tensors"), print_keyword=True
        )

    def tensor(self, name: str) -> SpecTensorDecl | None:
        found = next((t for t in self.spec_tensors() if t.name == name), None)
        if found is None and (parsed := reordered_name(name)) is not None:
            # `@T.order.1.2.0`: reduction `@T` folded in another order of
            # its reduction dims (`verify/spec_model.SpecFunction.tensor`)
            base = next((t for t in self.spec_tensors() if t.name == parsed[0]), None)
            if base is not None and valid_order(parsed[1], base.stages):
                return SpecTensorDecl(name, base.type, base.stages)
        return found


ORDER = ".order."
"""`@T.order.p0.p1...` names spec reduction `@T` with its reduction dims
folded in the order `p0` (outermost) ... (innermost), positions among its
reduction dims: a set-valued partial reduction whose stages are the
prefixes of that order (design notes, "Reductions in another order")."""


def reordered_name(name: str) -> tuple[str, tuple[int, ...]] | None:
    """(`T`, order) of a name `T.order.p0.p1...`, or None."""
    base, sep, rest = name.rpartition(ORDER)
    if not sep or not base or not re.fullmatch(r"[0-9]+(\.[0-9]+)*", rest):
        return None
    return base, tuple(int(x) for x in rest.split("."))


def valid_order(order: tuple[int, ...], stages: int) -> bool:
    """A permutation of the `stages` reduction dims other than the identity."""
    return stages >= 2 and sorted(order) == list(range(stages)) and list(order) != list(range(stages))


def _convertible(body: Region) -> bool:
    """A region of valid tv.spec_tensor ops (the old form) only."""
    for op in body.blocks[0].ops if body.blocks else ():
        if not isinstance(op, SpecTensorOp):
            return False
        try:
            op.verify_()
        except VerifyException:
            return False
    return True


def _parse_decl(parser: Parser) -> SpecTensorDecl:
    name = parser.parse_symbol_name()
    parser.parse_punctuation(":")
    pos = parser.pos
    ttype = parser.parse_type()
    if not isinstance(ttype, TensorType):
        parser.raise_error(f"spec tensor @{name.data} needs a ranked tensor type", pos, parser.pos)
    stages = 0
    if parser.parse_optional_keyword("stages") is not None:
        pos = parser.pos
        stages = parser.parse_integer(allow_boolean=False, allow_negative=False)
        if stages <= 0:
            parser.raise_error("stages must be positive (omit it for no reduction)", pos, parser.pos)
    return SpecTensorDecl(name.data, ttype, stages)


@irdl_op_definition
class SpecTensorOp(IRDLOperation):
    """One spec tensor in the region form of earlier releases (read only:
    `tv.spec`'s parser converts it to an entry of `tensors`)."""

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


def resolve_spec_tensor(op: Operation, ref: SymbolRefAttr) -> SpecTensorDecl | None:
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
            f"tv.spec @{root} has no spec tensor @{nested[0].data}"
        )
    return tensor


def own_spec_name(function: str) -> str:
    """The name of the spec `--annotate` makes of function `@function`,
    and so the only spec `--verify` checks `@function` against."""
    return f"{function}_spec"


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
