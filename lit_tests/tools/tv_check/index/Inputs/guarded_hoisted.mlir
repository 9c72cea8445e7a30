// The division of division_mutants.mlir's @guarded hoisted out of its
// guard: UB where %d = 0.
func.func @guarded(%n: index, %d: index) -> index {
  %c0 = index.constant 0
  %q = index.divu %n, %d
  %nz = index.cmp ne(%d, %c0)
  %r = arith.select %nz, %q, %c0 : index
  return %r : index
}
