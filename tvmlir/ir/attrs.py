"""Reading an op's data whether it is a property or an attribute.

Why: the generic form printed by mlir-opt puts some op data in properties
(`<{value = 0 : index}>`) and unregistered or older printers in attributes;
the verifier must read both the same way.  (An attribute can be falsy, e.g.
`IntegerAttr(0)`, so `a or b` is not a safe fallback.)
"""

from __future__ import annotations

from xdsl.ir import Attribute, Operation


def op_attr(op: Operation, name: str) -> Attribute | None:
    found = op.properties.get(name)
    if found is None:
        found = op.attributes.get(name)
    return found
