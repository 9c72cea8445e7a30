// floordiv / ceildiv / mod by a symbolic expression are valid MLIR
// (semi-affine); xDSL 0.74 raised NotImplementedError (exit 4).  tvmlir
// reads them; tv-check, which has no meaning for a division by a
// non-constant, says unsupported at the op.  A division by a dimension is
// not MLIR: its error, at the operator.
// RUN: tv-opt --reader native %s | filecheck %s
// RUN: %expect-exit 2 -- tv-check --reader native %s %s | filecheck %s --check-prefix=CHECKER
// RUN: %mutate --nth 2 'd0 floordiv s0' 'd0 floordiv d0' < %s > %t.bad.mlir
// RUN: %bad-input tv-opt --reader native %t.bad.mlir | filecheck %s --check-prefix=BAD
func.func @f(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%b]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv (s0 * 2))>(%a)[%b]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%b]
  return %0, %1, %2 : index, index, index
}
// CHECK: affine_map<(d0)[s0] -> ((d0 floordiv s0))>
// CHECK: affine_map<(d0)[s0] -> ((d0 ceildiv (s0 * 2)))>
// CHECK: affine_map<(d0)[s0] -> ((d0 mod s0))>
// CHECKER: @f: unsupported (affine.apply at {{.*}}semi-affine-div.mlir:11:8: division or modulo by a non-constant or non-positive value in (d0 floordiv s0))
// BAD: bad.mlir:11:48: error: non-affine expression: right operand of floordiv has to be either a constant or symbolic
