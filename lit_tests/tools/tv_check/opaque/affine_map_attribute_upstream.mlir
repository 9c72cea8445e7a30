// REQUIRES: mlir-opt-19
// Events compare an affine-map attribute as MLIR builds it (opaque.py,
// `_attr_text`): MLIR simplifies `d0 + 1 + s1` to `d0 + s1 + 1`, so any
// pass's output respells the map of an op it does not touch.  MLIR's own
// Dialect/Affine/SuperVectorize/compose_maps.mlir @multi_symbols was a
// false FAILED ("events").
// RUN: %mlir-opt -allow-unregistered-dialect %s > %t.tgt.mlir
// RUN: tv-check --allow-unregistered-dialect %s %t.tgt.mlir | filecheck %s
// CHECK: @multi_symbols: verified
//
// A map whose constant changed: another op, of unknown meaning (an
// attribute on one side only), so unsupported, never verified.
// RUN: %mutate 'd0 \+ s1 \+ 1' 'd0 + s1 + 2' < %t.tgt.mlir > %t.const.mlir
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect %s %t.const.mlir | filecheck %s --check-prefix=CONST
// CONST: @multi_symbols: unsupported (test_affine_map at {{.*}}: an op tvmlir does not know, whose attributes or types occur on one side only
//
// A symbol for a dimension: the same.
// RUN: %mutate 'd1 - s0 - 1' 'd1 - s1 - 1' < %t.tgt.mlir > %t.sym.mlir
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect %s %t.sym.mlir | filecheck %s --check-prefix=SYM
// SYM: @multi_symbols: unsupported (test_affine_map at {{.*}}: an op tvmlir does not know, whose attributes or types occur on one side only

func.func @multi_symbols() {
  "test_affine_map"() { affine_map = affine_map<(d0)[s0] -> (d0 + s0, d0 - s0)> } : () -> ()
  "test_affine_map"() { affine_map = affine_map<(d0, d1)[s0, s1] -> (d0 + 1 + s1, d1 - 1 - s0)> } : () -> ()
  return
}
