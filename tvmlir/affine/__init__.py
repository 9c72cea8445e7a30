"""The isl side of prophetic validation (Clement, thesis ch. 3 and 5).

* `space`: named parameters and piecewise quasi-affine values over them
  (`isl.PwAff` on the zero-dimensional domain `{ [] }`).
* `recover`: quasi-affine index expressions recovered from `arith` and
  `affine` ops; anything else is `NotAffine`, naming the op.
* `heap`: symbolic heaps `{ buf[x] -> E[y] : guard }` as `isl.UnionMap`s and
  their operations (update, iterated update by `lexmax`, parallel union,
  substitution of parameters, lookup).
* `checks`: the obligations isl decides (inclusion with a counterexample,
  read-write and write-write races).

Everything is parameterized: sizes, loop indices and thread ids are isl
parameters, so one proof covers every value of them.
"""

from tvmlir.affine.recover import IndexEnv, NotAffine
from tvmlir.affine.space import const, param, param_id

__all__ = ["IndexEnv", "NotAffine", "const", "param", "param_id"]
