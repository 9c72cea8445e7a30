"""Static affine programs compared by array dataflow (issue 23).

Loop transformations (fusion, tiling, interchange, normalization, data
copies, scalar replacement) change the loop structure, so tv-check's
unrolling and one-to-one loop pairing cannot relate the source with its
target.  What they keep is the *dataflow*: every value stored into an
output cell is computed by the same operations from the same input cells.
This package checks that for all sizes (Verdoolaege, Janssens, Bruynooghe,
TOPLAS 2012; Barthou, Feautrier, Redon 2002):

* `scop.py`: a function as statements (each store with its iteration
  domain, access relation and value as an expression tree of loads,
  constants, affine values and arith/math ops), or `Decline`;
* `flow.py`: isl's exact dataflow: for each read, which statement instance
  wrote the value it sees, or the initial memory;
* `equivalence.py`: the coinductive comparison of the two sides'
  expression trees under relations between statement instances, with
  widening for recurrences;
* `check.py`: the route's soundness conditions (definedness of the target,
  index width, aliasing) and its answer: proved, or a reason to decline.

The route never produces a counterexample: a structural mismatch says
nothing about the values.  Imports: `tvmlir.ir` and `tvmlir.semantics`
helpers only; `tvmlir.refinement` imports this package.
"""
