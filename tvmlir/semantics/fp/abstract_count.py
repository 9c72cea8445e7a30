"""How many abstract values one *query* can observe: N for `width_for(N)`.

Why per query and not per function: `count_fp_values` counts the FP values
of a pair of functions, which bounds what a refinement query over them can
observe.  A query of prophetic validation (`--verify`) is built from spec
equations instantiated at symbolic indices and unfolded, so the values it
mentions are not the values of any one function body: the query itself must
be counted.

What is counted: the distinct *uninterpreted applications with a
bit-vector range* in the query's term DAG (0-ary ones included).  Under
`AbstractFP` every term that stands for a float magnitude which is not one
of the fixed codes (0, 1, fmax, inf, NaN) is built from such applications:

* inputs: spec tensor elements, function arguments, fresh or opaque
  values (uninterpreted functions and constants of the float sort);
* constants: each non-special magnitude is an uninterpreted constant (and
  its derived narrower constants and precision bits are more of them);
* arithmetic: every value-creating float op (add, mul, div, rem, fma, pow,
  casts, int-to-float, the `math` functions) applies its own UF.  A
  commutative op applies it twice, `f(x, y) & f(y, x)`; both are counted.
  Sign changes, `abs`, comparisons, min/max and `select` pick or re-sign
  existing magnitudes and create none.

So the number of distinct magnitudes a concrete (IEEE) counterexample
gives the query's float terms is at most N: each value-creating op
contributes at most one magnitude per distinct argument tuple, and owns at
least one application (the commutative pair `{f(x, y), f(y, x)}` belongs to
`x + y` and `y + x`, which are equal in IEEE).  Integer-valued
applications (an `i32` argument) are counted too: an over-approximation,
which only widens.  Boolean-valued UFs (choices, rounding directions) hold
no magnitude.

The count does not depend on the width the query was encoded with (the
encoding's structure is the same at every width, only numerals change), so
a query can be encoded at a provisional width, counted, and re-encoded at
`AbstractFP.width_for(N)` when the provisional one was too small.
"""

from __future__ import annotations

from collections.abc import Iterable

import z3

from tvmlir.smt.dag import APP, QUANTIFIER, Dag


def count_value_sources(assertions: Iterable[z3.ExprRef]) -> int:
    """N: distinct uninterpreted applications of bit-vector range in the DAG
    of `assertions` (see the module doc).  Quantifiers are refused: a bound
    variable of float sort ranges over all values, which no finite N
    covers."""
    dag = Dag()
    count = 0
    for a, _ in dag.walk(assertions):
        kind = dag.kind(a)
        if kind == QUANTIFIER:
            raise ValueError("quantified query: no finite number of abstract values bounds it")
        if kind == APP and dag.is_uninterpreted_bv(a):
            count += 1
    return count
