"""Scalable vectors (`vector<[4]xf32>`): the pair checked at each vscale.

A scalable extent `[n]` is `n * vscale` lanes, `vscale` a run-time
constant of the machine (`vector.vscale`).  tvmlir's vector semantics read
extents from types, so a scalable type has no meaning there; at a fixed
vscale it is an ordinary vector type.  So the pair is checked once per
vscale, both modules rewritten (`at_vscale`: every scalable extent `[n]`
in a type, in result and block-argument types and in attributes such as
`function_type` and a splat's type, becomes `n * v`, and `vector.vscale`
the constant `v`), the verdict being verified only if every vscale
verifies, else the first other verdict (with the vscale it was met at).

Which vscales: 1 to `VSCALE_MAX` = 16.  SVE's architectural maximum
vector length is 2048 bits, vscale 16 for its 128-bit granule, so for SVE
this is every machine; RISC-V's V extension allows longer vectors, so the
bound is printed as an assumption.
"""

from __future__ import annotations

from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    ModuleOp,
    VectorType,
)
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.rewriter import Rewriter

from tvmlir.refinement.module import Module
from tvmlir.refinement.type_walk import contains, value_types
from tvmlir.semantics.encoding import op_name

VSCALE_MAX = 16
"""The default of `--max-vscale` (Options.max_vscale)."""


def assumption(max_vscale: int) -> str:
    """What a verdict checked at vscale 1..max_vscale takes for granted."""
    why = "SVE's 2048-bit maximum; " if max_vscale == VSCALE_MAX else ""
    return (f"vscale <= {max_vscale} ({why}every vscale 1..{max_vscale} was checked, scalable vectors at each; "
            "--max-vscale N checks up to N)")


def _scalable(attr: Attribute) -> bool:
    return contains(attr, lambda a: isinstance(a, VectorType) and bool(a.get_num_scalable_dims()))


def uses_scalable(funcs) -> bool:
    """Whether `funcs` use a scalable vector type or `vector.vscale`."""
    funcs = list(funcs)
    if any(_scalable(t) for t in value_types(funcs)):
        return True
    return any(op_name(op) == "vector.vscale"
               or any(_scalable(a) for a in (*op.attributes.values(), *op.properties.values()))
               for f in funcs for op in f.walk())  # fmt: skip


def _fix(attr: Attribute, v: int) -> Attribute:
    if isinstance(attr, VectorType):
        if not attr.get_num_scalable_dims():
            return attr
        flags = list(attr.get_scalable_dims())
        shape = [d * v if s else d for d, s in zip(attr.get_shape(), flags)]
        return VectorType(attr.element_type, shape)
    if isinstance(attr, ArrayAttr):
        data = [_fix(x, v) for x in attr.data]
        return attr if all(a is b for a, b in zip(data, attr.data)) else ArrayAttr(data)
    if isinstance(attr, DictionaryAttr):
        data = {k: _fix(x, v) for k, x in attr.data.items()}
        return attr if all(data[k] is x for k, x in attr.data.items()) else DictionaryAttr(data)
    if isinstance(attr, ParametrizedAttribute):
        params = [_fix(p, v) for p in attr.parameters]
        if all(a is b for a, b in zip(params, attr.parameters)):
            return attr
        return type(attr).new(params)
    return attr


def _scale_position(op, v: int) -> None:
    """`vector.scalable.insert` of a scalable source / `extract` of a
    scalable result: MLIR scales `pos` by vscale (LLVM's
    `llvm.vector.insert` / `extract`).  `vector.constant_mask`: a size in
    a scalable dimension counts `[n]`-sized units, as the type does (MLIR
    19 allows only 0 or n there, "none set" or "all set", and canonicalizes
    `create_mask %c8, vscale * 16` to `constant_mask [8, 16]` of
    `vector<8x[16]xi1>`), so it is scaled by vscale too."""
    name = op_name(op)
    if name == "vector.constant_mask":
        t = op.results[0].type
        if isinstance(t, VectorType) and t.get_num_scalable_dims() and "mask_dim_sizes" in op.properties:
            from tvmlir.semantics.vector import ints

            sizes = [n * v if scalable else n for n, scalable in zip(ints(op.properties["mask_dim_sizes"]),
                                                                      t.get_scalable_dims())]  # fmt: skip
            op.properties["mask_dim_sizes"] = ArrayAttr([IntegerAttr(n, 64) for n in sizes])
        return
    if name == "vector.scalable.insert":
        small = op.operands[0].type
    elif name == "vector.scalable.extract":
        small = op.results[0].type
    else:
        return
    if isinstance(small, VectorType) and small.get_num_scalable_dims() and "pos" in op.properties:
        pos = op.properties["pos"]
        op.properties["pos"] = IntegerAttr(pos.value.data * v, pos.type)


def at_vscale(module: Module, v: int) -> Module:
    """A copy of `module` with vscale fixed to `v`."""
    op: ModuleOp = module.op.clone()
    for inner in op.walk():  # first: it reads the scalable types
        _scale_position(inner, v)
    for inner in list(op.walk()):
        for r in inner.results:
            r._type = _fix(r.type, v)  # noqa: SLF001 (xDSL has no type setter)
        for region in inner.regions:
            for block in region.blocks:
                for a in block.args:
                    a._type = _fix(a.type, v)  # noqa: SLF001
        for table in (inner.attributes, inner.properties):
            for k, a in list(table.items()):
                table[k] = _fix(a, v)
        if op_name(inner) == "vector.vscale":
            const = ConstantOp(IntegerAttr(v, IndexType()))
            const.location = inner.location
            Rewriter.replace_op(inner, const)
    return Module.of(op, module.path)
