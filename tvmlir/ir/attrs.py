"""Reading an op's data whether it is a property or an attribute.

Why: the generic form printed by mlir-opt puts some op data in properties
(`<{value = 0 : index}>`) and unregistered or older printers in attributes;
the verifier must read both the same way.  (An attribute can be falsy, e.g.
`IntegerAttr(0)`, so `a or b` is not a safe fallback.)
"""

from __future__ import annotations

from xdsl.ir import Attribute, Operation, OpResult, SSAValue


def op_attr(op: Operation, name: str) -> Attribute | None:
    found = op.properties.get(name)
    if found is None:
        found = op.attributes.get(name)
    return found


def int_list(attr: Attribute) -> list[int]:
    """The integers of an `array<i64: ...>` (a dense array) or of an
    `[1, 2]` array attribute: mlir-opt prints one where xDSL expects the
    other (`reduction_dims`, `mask_dim_sizes`)."""
    if hasattr(attr, "get_values"):
        return list(attr.get_values())  # type: ignore[attr-defined]
    return [a.value.data if hasattr(a, "value") else a.data for a in attr.data]  # type: ignore[attr-defined]


def is_float_zero_constant(v: SSAValue) -> bool:
    """`v` is an `arith.constant` float zero of either sign (a splat
    vector's included): the neutral element a reduction tree or an fma
    chain starts from."""
    if not (isinstance(v, OpResult) and v.op.name == "arith.constant"):
        return False
    attr = op_attr(v.op, "value")
    if attr is not None and hasattr(attr, "get_values"):
        values = attr.get_values()  # type: ignore[attr-defined]
        return len(set(values)) == 1 and isinstance(values[0], float) and values[0] == 0.0
    data = getattr(getattr(attr, "value", None), "data", None)
    return isinstance(data, float) and data == 0.0
