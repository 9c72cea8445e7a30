// REQUIRES: mlir-opt-19, heavy
// `memref.reshape` requires the identity layout of its source
// (MemRefOps.td); an unranked source (checked at each rank, with every
// stride and the offset unknown: refinement/unranked.py) can only have it
// at run time, so a source whose layout offset is not 0, or whose strides
// are not row-major, is undefined.  `-memref-expand` relies on it: its
// `reinterpret_cast ... offset: [0]` (MLIR 19's Dialect/MemRef/expand-ops.mlir
// @memref_reshape) was a false alarm when the offset was left free.  The
// premise does not make the source vacuous: a target whose view has one
// element whatever the shape says must still fail.
// RUN: %mlir-opt -memref-expand %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @reshape: verified for extents <= 50
// RUN: %mutate 'sizes: \[%0\]' 'sizes: [%c1]' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.bad.mlir | filecheck --check-prefix=BAD %s
// BAD: @reshape: FAILED (return value mismatch

func.func @reshape(%m: memref<*xf32>, %s: memref<1xindex>) -> memref<?xf32> {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
  return %r : memref<?xf32>
}
