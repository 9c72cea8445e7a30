"""`tensor.pack` and `tensor.unpack` (MLIR 19; xDSL 0.74 lacks them).

Why: MLIR's data-layout passes (`linalg-block-pack-matmul`, the pack
propagation and `lower_pack` transforms) emit them; a tool that cannot
read them refuses every such pipeline as bad input.  They are read and
printed in MLIR 19's syntax,

    %p = tensor.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0]
           inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %dest
           : tensor<?x?xf32> -> tensor<?x?x8x?xf32>

and verified with MLIR's rules (`TensorOps.cpp`,
`commonVerifierPackAndUnPackOp`, `PackOp::verify`).  tv-check has no
semantics for them (it reports them unsupported, naming the op).
"""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, IndexType, TensorType, i64
from xdsl.dialects.utils.dynamic_index_list import DynamicIndexList
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


def _invalid_positions(positions: list[int], rank: int) -> bool:
    return len(positions) > rank or len(set(positions)) != len(positions) or any(
        not 0 <= p < rank for p in positions
    )


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


# The result is the destination, filled: the syntax names one type.
DEST_TYPE = VarConstraint("DEST_TYPE", base(TensorType))


class _PackingOp(IRDLOperation):
    """What pack and unpack share: the tiling of the unpacked tensor's
    `inner_dims_pos` by `inner_tiles` (static, or the next dynamic
    operand), its outer dimensions permuted by `outer_dims_perm`."""

    # (The operands are declared by each op, in MLIR's order.)
    outer_dims_perm = opt_prop_def(DenseArrayBase.constr(i64))
    inner_dims_pos = prop_def(DenseArrayBase.constr(i64))
    static_inner_tiles = prop_def(DenseArrayBase.constr(i64))
    result = result_def(DEST_TYPE)

    custom_directives = (DynamicIndexList,)
    traits = traits_def(Pure())

    def unpacked_packed(self) -> tuple[TensorType, TensorType]:
        raise NotImplementedError

    def verify_(self) -> None:
        tiles = self.static_inner_tiles.get_values()
        if sum(1 for t in tiles if t == DYNAMIC_INDEX) != len(self.inner_tiles):
            raise VerifyException("expected as many dynamic inner tiles as '?' in static_inner_tiles")
        if any(t == 0 for t in tiles):
            raise VerifyException("invalid zero tile factor")
        unpacked, packed = self.unpacked_packed()
        rank = len(unpacked.get_shape())
        positions = list(self.inner_dims_pos.get_values())
        perm = list(self.outer_dims_perm.get_values()) if self.outer_dims_perm is not None else []
        if _invalid_positions(positions, rank):
            raise VerifyException("invalid inner_dims_pos vector")
        if _invalid_positions(perm, rank):
            raise VerifyException("invalid outer_dims_perm vector")
        if perm and len(perm) != rank:
            raise VerifyException("outer_dims_perm must be a permutation or empty")
        if len(tiles) > rank:
            raise VerifyException(
                "tiling factors must be less than or equal to the input rank for pack or output rank for unpack"
            )
        if len(tiles) != len(positions):
            raise VerifyException("tiling factors must equal the number of dimensions to tile")
        packed_shape = list(packed.get_shape())
        if rank + len(tiles) != len(packed_shape):
            raise VerifyException("packed rank must equal unpacked rank + tiling factors")
        expected = packed_shape_of(list(unpacked.get_shape()), list(tiles), positions, perm)
        if any(e != DYNAMIC_INDEX and p != DYNAMIC_INDEX and e > p for e, p in zip(expected, packed_shape)):
            raise VerifyException(
                "the shape of output is not large enough to hold the packed data. Expected at least "
                f"{TensorType(unpacked.get_element_type(), expected)}, got {packed}"
            )
        for extent, tile in zip(packed_shape[rank:], tiles):
            if tile == DYNAMIC_INDEX and extent != DYNAMIC_INDEX or (
                tile != DYNAMIC_INDEX and extent not in (DYNAMIC_INDEX, tile)
            ):
                raise VerifyException(
                    "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type"
                )


def packed_shape_of(shape: list[int], tiles: list[int], positions: list[int], perm: list[int]) -> list[int]:
    """MLIR's `getPackOpResultTypeShape`: each tiled extent divided (up)
    by its tile, the outer dimensions permuted, the tiles appended."""
    outer = list(shape)
    for pos, tile in zip(positions, tiles):
        if outer[pos] == DYNAMIC_INDEX:
            continue
        outer[pos] = DYNAMIC_INDEX if tile == DYNAMIC_INDEX else _ceil_div(outer[pos], tile)
    if perm:
        outer = [outer[p] for p in perm]
    return outer + list(tiles)


@irdl_op_definition
class PackOp(_PackingOp):
    name = "tensor.pack"

    source = operand_def(TensorType)
    dest = operand_def(DEST_TYPE)
    padding_value = opt_operand_def(AnyAttr())
    inner_tiles = var_operand_def(IndexType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    assembly_format = (
        "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? "
        "(`outer_dims_perm` `=` $outer_dims_perm^)? "
        "`inner_dims_pos` `=` $inner_dims_pos "
        "`inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) "
        "`into` $dest attr-dict `:` type($source) `->` type($dest)"
    )

    def unpacked_packed(self) -> tuple[TensorType, TensorType]:
        return self.source.type, self.dest.type  # type: ignore[return-value]

    def verify_(self) -> None:
        super().verify_()
        source, dest = self.unpacked_packed()
        pad = self.padding_value
        if pad is not None and pad.type != source.get_element_type():
            raise VerifyException(f"expected padding_value has {source.get_element_type()} but got: {pad.type}")
        if pad is None and self._needs_padding(source, dest):
            raise VerifyException(
                "invalid tile factor or output size provided. Only full tiles are supported when "
                "padding_value is not set"
            )

    def _needs_padding(self, source: TensorType, dest: TensorType) -> bool:
        """MLIR's `requirePaddingValue`: a static extent that its static
        tile (or, with a dynamic tile, its static tile count) does not
        divide."""
        shape = list(source.get_shape())
        outer = list(dest.get_shape())[: len(shape)]
        if self.outer_dims_perm is not None and self.outer_dims_perm.get_values():
            perm = list(self.outer_dims_perm.get_values())
            inverse = [0] * len(perm)
            for k, p in enumerate(perm):
                inverse[p] = k
            outer = [outer[inverse[k]] for k in range(len(perm))]
        for pos, tile in zip(self.inner_dims_pos.get_values(), self.static_inner_tiles.get_values()):
            if shape[pos] == DYNAMIC_INDEX:
                continue
            if tile == DYNAMIC_INDEX:
                if outer[pos] != DYNAMIC_INDEX and outer[pos] != 0 and shape[pos] % outer[pos]:
                    return True
            elif shape[pos] % tile:
                return True
        return False


@irdl_op_definition
class UnPackOp(_PackingOp):
    name = "tensor.unpack"

    source = operand_def(TensorType)
    dest = operand_def(DEST_TYPE)
    inner_tiles = var_operand_def(IndexType)

    assembly_format = (
        "$source (`outer_dims_perm` `=` $outer_dims_perm^)? "
        "`inner_dims_pos` `=` $inner_dims_pos "
        "`inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) "
        "`into` $dest attr-dict `:` type($source) `->` type($dest)"
    )

    def unpacked_packed(self) -> tuple[TensorType, TensorType]:
        return self.dest.type, self.source.type  # type: ignore[return-value]


OPS = [PackOp, UnPackOp]
