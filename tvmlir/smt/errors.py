"""The SMT layer's one error: a term, sort or op it cannot represent."""

from __future__ import annotations

from typing import Any


class Unsupported(Exception):
    """A z3 term (or IR op) has no faithful SMT-level IR (or SMT-LIB) form.

    `what` names the z3 declaration or sort (`fp.to_ieee_bv`,
    `Array(BV, BV, Bool)`), or the op.  Raised instead of ever producing an
    approximate query: callers report the query as unsupported.
    """

    def __init__(self, what: str, detail: str = "", op: Any = None):
        self.what = what
        self.detail = detail
        self.op = op
        """The IR op refused by the printer, if any (to locate the error)."""
        super().__init__(f"unsupported: {what}" + (f" ({detail})" if detail else ""))
