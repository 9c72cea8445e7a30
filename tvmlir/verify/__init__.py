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
