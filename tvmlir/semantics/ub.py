"""`ub.poison`: a poison value of its type (MLIR's `ub` dialect).

Fully poisoned: a scalar whose poison flag is true, or a vector / tensor
every element of which is.  The term under the flag is a constant (any
value would do: a poison value's term is never observed).  The long form
with a `#custom_poison_elements_attr` (partially poisoned) is unsupported.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import ShapedType, TensorType, VectorType

from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.opaque import _default
from tvmlir.semantics.values import Scalar, Tensor


def _poison(interp, op):
    value = op.properties.get("value") or op.attributes.get("value")
    if value is not None and "poison" not in str(value):
        raise Unsupported(op, f"partially poisoned value {value}")
    t = op.results[0].type
    if isinstance(t, VectorType | TensorType):
        if any(d < 0 for d in t.get_shape()):
            raise Unsupported(op, "a poison value of a dynamic shape")
        sort = interp.sort_of(t)
        dims = interp.dims_of(t, [])
        fill = _default(sort)
        return [Tensor(t.get_element_type(), sort, dims, lambda i: fill, lambda i: z3.BoolVal(True))]
    if isinstance(t, ShapedType):
        raise Unsupported(op, f"a poison value of type {t}")
    return [Scalar(_default(interp.sort_of(t)), z3.BoolVal(True))]


UB = {
    "ub.poison": _poison,
}
