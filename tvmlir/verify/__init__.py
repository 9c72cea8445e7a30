"""`--verify`: prophetic validation of lowered code (Clement, thesis ch. 5).

Modules, in the order data flows through them:

* `spec_model`  the `tv.spec` source read back as a SARE (tensor definitions)
* `spec_z3`     spec tensors as z3 functions, equations instantiated on demand
                (scalar ops: `tvmlir.semantics.scalar`, the semantics core)
* `frame`       SSA scopes (function body, kernel launch): buffers, values
* `state`       the running state of a sequence (heap, writes, reads)
* `evaluator`   prophetic + symbolic evaluation, obligations on the way
* `kernels`     GPU launches: blocks, threads, phases between barriers
* `races`       read-write and write-write race obligations
* `prover`      z3 queries and counterexamples; `isl_z3` converts isl to z3
* `function`    pairing with the spec, arguments, coverage of the outputs
* `obligations` obligation names, outcomes, verdicts; `report` the text
* `names`       parameter names and how instances show them
"""

import sys
import types


class _CallableModule(types.ModuleType):
    """`tvmlir.verify(path)` is the Python API (`tvmlir/api.py`) although
    `tvmlir.verify` is also this package: once any of its modules is
    imported, Python binds the name to the package, so the package itself
    is made callable (a module's `__class__` may be a ModuleType subclass)
    instead of the API changing name with import order."""

    def __call__(self, *args, **kwargs):
        from tvmlir.api import verify

        return verify(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
