"""The `gpu` ops in MLIR 19's custom syntax, which xDSL 0.74 reads only in
generic form.

Why: mlir-opt-19 prints `gpu.barrier`, `gpu.thread_id x`, `gpu.launch
blocks(...) in (...) threads(...) in (...) { ... }` (`convert-parallel-loops-
to-gpu`, the linalg promotion tests), and LLVM 19 added an optional
`upper_bound` to the id and dimension ops (`gpu.thread_id x upper_bound
128`) and the subgroup queries (`gpu.subgroup_size upper_bound 32 : index`; a property in generic form, which xDSL's definitions lacked).  The
classes subclass xDSL's (passes and the oracle match them by class or
name); syntax as in `GPUOps.td` / `GPUDialect.cpp`.  `upper_bound` is a
promise about the launch (exceeding it is undefined behaviour); the
validators that read the ids do not use it, so ignoring it loses nothing.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import gpu
from xdsl.dialects.builtin import IndexType, IntegerAttr, i32, i64
from xdsl.ir import Attribute, Operation
from xdsl.irdl import irdl_op_definition, opt_prop_def, prop_def, result_def
from xdsl.parser import Parser
from xdsl.printer import Printer

from tvmlir.ir.compat.gpu import LaunchOp as AttributedLaunchOp
from tvmlir.ir.compat.iree import GpuDimAttr
from tvmlir.ir.compat.syntax import take_inherent


def _parse_dimension(parser: Parser) -> gpu.DimensionAttr:
    pos = parser.pos
    word = parser.parse_identifier(" (a dimension: x, y or z)")
    if word not in ("x", "y", "z"):
        parser.raise_error(f"expected a dimension x, y or z, got '{word}'", pos, parser.pos)
    return gpu.DimensionAttr(gpu.DimensionEnum(word))


class _DimensionOp:
    """`$dimension (upper_bound $upper_bound)? attr-dict` (LLVM 19)."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        props = {"dimension": _parse_dimension(parser)}
        if parser.parse_optional_keyword("upper_bound"):
            props["upper_bound"] = IntegerAttr(parser.parse_integer(allow_boolean=False), IndexType())
        attrs = parser.parse_optional_attr_dict()
        props |= take_inherent(attrs, ("upper_bound",))
        op = cls.create(result_types=[IndexType()], properties=props)  # type: ignore[attr-defined]
        op.attributes |= attrs
        return op

    def verify_(self) -> None:
        # Defined here: the inherited one would check xDSL's definition,
        # which lacks `upper_bound`.
        pass

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.dimension.data.value}")  # type: ignore[attr-defined]
        bound = self.properties.get("upper_bound")  # type: ignore[attr-defined]
        if bound is not None:
            printer.print_string(f" upper_bound {bound.value.data}")
        printer.print_op_attributes(self.attributes)  # type: ignore[attr-defined]


def _dimension_op(base: type[Operation]) -> type[Operation]:
    cls = type(
        base.__name__,
        (_DimensionOp, base),
        {
            # MLIR 19's `#gpu<dim x>` or IREE's `#gpu.dim<x>` (compat.iree)
            "dimension": prop_def(gpu.DimensionAttr | GpuDimAttr),
            "upper_bound": opt_prop_def(IntegerAttr),
            "result": result_def(IndexType),
            "__doc__": f"xDSL's `{base.name}` with LLVM 19's `upper_bound` and MLIR's syntax.",
        },
    )
    return irdl_op_definition(cls)


class _SubgroupQueryOp:
    """`(upper_bound $upper_bound)? attr-dict (: type($result))?` (LLVM 19):
    `gpu.lane_id` prints no type, the other three print `: index`."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        props = {}
        if parser.parse_optional_keyword("upper_bound"):
            props["upper_bound"] = IntegerAttr(parser.parse_integer(allow_boolean=False), IndexType())
        attrs = parser.parse_optional_attr_dict()
        props |= take_inherent(attrs, ("upper_bound",))
        if cls.name != "gpu.lane_id":  # type: ignore[attr-defined]
            parser.parse_punctuation(":")
            pos = parser.pos
            if not isinstance(parser.parse_type(), IndexType):
                parser.raise_error(f"'{cls.name}' op result must be index", pos, parser.pos)  # type: ignore[attr-defined]
        op = cls.create(result_types=[IndexType()], properties=props)  # type: ignore[attr-defined]
        op.attributes |= attrs
        return op

    def verify_(self) -> None:
        pass  # xDSL's definition lacks `upper_bound` (as for _DimensionOp)

    def print(self, printer: Printer) -> None:
        bound = self.properties.get("upper_bound")  # type: ignore[attr-defined]
        if bound is not None:
            printer.print_string(f" upper_bound {bound.value.data}")
        printer.print_op_attributes(self.attributes)  # type: ignore[attr-defined]
        if self.name != "gpu.lane_id":  # type: ignore[attr-defined]
            printer.print_string(" : index")


def _subgroup_query_op(base: type[Operation]) -> type[Operation]:
    cls = type(
        base.__name__,
        (_SubgroupQueryOp, base),
        {
            "upper_bound": opt_prop_def(IntegerAttr),
            "result": result_def(IndexType),
            "__doc__": f"xDSL's `{base.name}` with LLVM 19's `upper_bound` and MLIR's syntax.",
        },
    )
    return irdl_op_definition(cls)


SubgroupSizeOp = _subgroup_query_op(gpu.SubgroupSizeOp)
NumSubgroupsOp = _subgroup_query_op(gpu.NumSubgroupsOp)
SubgroupIdOp = _subgroup_query_op(gpu.SubgroupIdOp)
LaneIdOp = _subgroup_query_op(gpu.LaneIdOp)
ThreadIdOp = _dimension_op(gpu.ThreadIdOp)
BlockIdOp = _dimension_op(gpu.BlockIdOp)
BlockDimOp = _dimension_op(gpu.BlockDimOp)
GridDimOp = _dimension_op(gpu.GridDimOp)
GlobalIdOp = _dimension_op(gpu.GlobalIdOp)


class _NoOperandsOp:
    """`attr-dict`: barrier and terminator."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        attrs = parser.parse_optional_attr_dict()
        op = cls.create()  # type: ignore[attr-defined]
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)  # type: ignore[attr-defined]


BarrierOp = irdl_op_definition(
    type(
        "BarrierOp",
        (_NoOperandsOp, gpu.BarrierOp),
        {
            # IREE's barrier names the memory it orders and its scope
            # (compat.iree); absent, it orders all memory of the block.
            "address_spaces": opt_prop_def(Attribute),
            "scope": opt_prop_def(Attribute),
            # The inherited verify_ checks xDSL's definition, which lacks
            # these properties (as for the id ops above).
            "verify_": lambda self: None,
            "__doc__": "`gpu.barrier`.",
        },
    )
)
TerminatorOp = type("TerminatorOp", (_NoOperandsOp, gpu.TerminatorOp), {"__doc__": "`gpu.terminator`."})


class _IdsInSizes:
    """`(%i, %j, %k) in (%si = %a, %sj = %b, %sk = %c)` of `gpu.launch`."""

    def __init__(self, parser: Parser):
        ids = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False))
        parser.parse_keyword("in")
        sizes, values = [], []

        def assignment() -> None:
            sizes.append(parser.parse_argument(expect_type=False))
            parser.parse_punctuation("=")
            values.append(parser.parse_unresolved_operand())

        parser.parse_comma_separated_list(Parser.Delimiter.PAREN, assignment)
        if len(ids) != 3 or len(sizes) != 3:
            parser.raise_error("expected three identifiers and three sizes")
        self.ids, self.sizes, self.values = ids, sizes, values


def _print_ids_in_sizes(printer: Printer, ids, sizes, values) -> None:
    printer.print_string("(")
    printer.print_list(ids, printer.print_ssa_value)
    printer.print_string(") in (")
    printer.print_list(
        zip(sizes, values),
        lambda p: (printer.print_ssa_value(p[0]), printer.print_string(" = "), printer.print_operand(p[1])),
    )
    printer.print_string(")")


def _parse_attributions(parser: Parser, keyword: str) -> list:
    if not parser.parse_optional_keyword(keyword):
        return []
    return parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=True))


class LaunchOp(AttributedLaunchOp):
    """`gpu.launch` in MLIR's syntax (`GPUDialect.cpp`, `LaunchOp::parse`):
    `async [deps]? clusters(...) in (...)? blocks(...) in (...) threads(...)
    in (...) dynamic_shared_memory_size %s? workgroup(...)? private(...)?
    { body } attr-dict`.  The body's arguments are the block ids, thread
    ids, grid sizes, block sizes, cluster ids and sizes, then the
    attributions; `workgroup_attributions` counts the workgroup ones.
    (Not re-decorated: the IRDL definition is `compat.gpu.LaunchOp`'s.)"""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        token = gpu.AsyncTokenType()
        is_async = bool(parser.parse_optional_keyword("async"))
        deps = []
        if parser.parse_optional_punctuation("[") is not None:
            deps = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation("]")
        deps = parser.resolve_operands(deps, [token] * len(deps), parser.pos)
        cluster = _IdsInSizes(parser) if parser.parse_optional_keyword("clusters") else None
        parser.parse_keyword("blocks")
        blocks = _IdsInSizes(parser)
        parser.parse_keyword("threads")
        threads = _IdsInSizes(parser)
        index = IndexType()
        shared = []
        if parser.parse_optional_keyword("dynamic_shared_memory_size"):
            shared = [parser.resolve_operand(parser.parse_unresolved_operand(), i32)]
        args = [*blocks.ids, *threads.ids, *blocks.sizes, *threads.sizes]
        if cluster is not None:
            args += [*cluster.ids, *cluster.sizes]
        resolved = [a.resolve(index) for a in args]
        workgroup = _parse_attributions(parser, "workgroup")
        private = _parse_attributions(parser, "private")
        body = parser.parse_region([*resolved, *workgroup, *private])
        attrs = parser.parse_optional_attr_dict()
        attrs.setdefault("workgroup_attributions", IntegerAttr(len(workgroup), i64))

        def sizes(group):
            return [parser.resolve_operand(v, index) for v in group.values]

        grid, block = sizes(blocks), sizes(threads)
        clusters = [[v] for v in sizes(cluster)] if cluster is not None else [[], [], []]
        op = cls.build(
            operands=[deps, *grid, *block, *clusters, shared],
            result_types=[[token] if is_async else []],
            regions=[body],
        )
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        if self.asyncToken is not None:
            printer.print_string(" async")
            if self.asyncDependencies:
                printer.print_string(" [")
                printer.print_list(self.asyncDependencies, printer.print_operand)
                printer.print_string("]")
        args = self.body.blocks[0].args
        has_cluster = self.clusterSizeX is not None
        if has_cluster:
            printer.print_string(" clusters")
            _print_ids_in_sizes(printer, args[12:15], args[15:18],
                                [self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ])
        printer.print_string(" blocks")
        _print_ids_in_sizes(printer, args[0:3], args[6:9], [self.gridSizeX, self.gridSizeY, self.gridSizeZ])
        printer.print_string(" threads")
        _print_ids_in_sizes(printer, args[3:6], args[9:12], [self.blockSizeX, self.blockSizeY, self.blockSizeZ])
        if self.dynamicSharedMemorySize is not None:
            printer.print_string(" dynamic_shared_memory_size ")
            printer.print_operand(self.dynamicSharedMemorySize)
        first = 18 if has_cluster else 12
        count = self.attributes.get("workgroup_attributions")
        n_workgroup = count.value.data if isinstance(count, IntegerAttr) else 0
        for keyword, values in (
            ("workgroup", args[first : first + n_workgroup]),
            ("private", args[first + n_workgroup :]),
        ):
            if values:
                printer.print_string(f" {keyword}(")
                printer.print_list(values, printer.print_block_argument)
                printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        printer.print_op_attributes({k: v for k, v in self.attributes.items() if k != "workgroup_attributions"})


OPS: list[type[Operation]] = [
    ThreadIdOp, BlockIdOp, BlockDimOp, GridDimOp, GlobalIdOp, BarrierOp, TerminatorOp, LaunchOp,
    SubgroupSizeOp, NumSubgroupsOp, SubgroupIdOp, LaneIdOp,
]
