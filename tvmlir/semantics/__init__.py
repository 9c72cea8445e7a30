"""Op-by-op meaning of MLIR ops as z3 terms (docs/design-notes.md section 5).

The entry points are `scalar.ScalarSemantics` and the float encodings in
`fp`; `arith`, `math` and `tv_float` hold one table each, op name ->
encoder.
"""
