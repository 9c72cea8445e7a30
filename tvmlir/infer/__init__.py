"""Annotation-free verification: claims inferred from runs, proved by `--verify`.

`verify{spec=SOURCE.mlir}` checks lowered code that carries no `tv` ops
against the linalg source it came from (issue 26, design-notes section 15):

1. the spec is what `--annotate` makes of SOURCE (`against_source.py`);
2. the spec and the lowered function run on the execution oracle on a few
   random inputs with small, pairwise unequal extents (`runs.py`); the
   spec's run records every element of every spec tensor, reduction stages
   `R(i, k)` included (`spec_trace.py`), the lowered run every value a
   store, an `scf.for` yield or a vector write produces, with the index
   values in scope there (`target_trace.py`);
3. for each such op, the spec tensor whose elements the values are, and
   the element's indices (and stage) as one affine function of the index
   values in scope, fitted on every event of every run (`fit.py`);
4. the claims become `tv.prophesy` ops on a copy of the module
   (`claims.py`), and `--verify` proves them for all sizes.

Soundness does not rest on the inference: an inferred claim is checked by
exactly the obligations of a written prophecy, so a wrong guess can only
fail, never prove.  Imports go downward (ir, oracle, passes.annotate,
verify, lifting.prophecy); only the `verify` pass imports this package.
"""
