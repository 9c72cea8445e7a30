// `--max-block-bits` (attack round 9): a source allocation of %n elements against a target wrong only for %n >= 2^48.  Under the default bound (2^48, printed with the option's name) the pair verifies; at 64 only allocations whose extents multiply past 2^64 fail, and the target is wrong.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=DEFAULT
// RUN: %expect-exit 1 -- tv-check --accept-bounded --max-block-bits 64 %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OFF
// RUN: %expect-exit 0 -- tv-check --accept-bounded --max-block-bits 47 %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=B47
// RUN: %bad-input tv-check --accept-bounded --max-block-bits 65 %t.src.mlir %t.tgt.mlir
// DEFAULT: @f: verified
// DEFAULT: @f: assumes an allocation of the source holds fewer than 2^48 elements {{.*}}--max-block-bits B raises the bound, up to 64)
// OFF: @f: FAILED (return value mismatch)
// B47: @f: verified
// B47: @f: assumes an allocation of the source holds fewer than 2^47 elements

func.func @f(%n: index, %v: f32) -> f32 {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<?xf32>
  %x = memref.load %m[%c0] : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %x : f32
}

// ----- target

func.func @f(%n: index, %v: f32) -> f32 {
  %big = arith.constant 281474976710656 : index
  %huge = arith.cmpi uge, %n, %big : index
  %z = arith.constant 0.0 : f32
  %r = arith.select %huge, %z, %v : f32
  return %r : f32
}
