// REQUIRES: mlir-opt-19
// Host-side atomics (semantics/memref_atomic.py): `memref.atomic_rmw` and
// `memref.generic_atomic_rmw` are a load, the update and a store, returning
// the old value.  Real rewrites of MLIR 19: `-memref-expand` (the float
// min/max kinds into generic_atomic_rmw) and
// `-test-emulate-narrow-int` (i4 stores as an `andi` clearing the nibble
// and an `ori` setting it, on bytes nothing initialized: the byte's other
// bits are an arbitrary value, not UB), each with a mutant that must fail.
// RUN: %split-pair %s %t
// RUN: %mlir-opt -memref-expand %t.src.mlir > %t.expand.mlir
// RUN: %expect-exit 0 -- tv-check --function rmw_to_generic %t.src.mlir %t.expand.mlir | filecheck --check-prefix=EXPAND %s
// EXPAND: @rmw_to_generic: verified
// RUN: %mutate --nth 1 'arith.maximumf' 'arith.minimumf' < %t.expand.mlir > %t.expand-bad.mlir
// RUN: %expect-exit 1 -- tv-check --function rmw_to_generic %t.src.mlir %t.expand-bad.mlir | filecheck --check-prefix=EXPAND-BAD %s
// EXPAND-BAD: @rmw_to_generic: FAILED (memory mismatch)
// RUN: %mlir-opt --test-emulate-narrow-int="memref-load-bitwidth=8" --cse %t.src.mlir > %t.narrow.mlir
// RUN: %expect-exit 0 -- tv-check --function store_load_i4 %t.src.mlir %t.narrow.mlir | filecheck --check-prefix=NARROW %s
// NARROW: @store_load_i4: verified
// RUN: %mutate --nth 1 'memref.atomic_rmw andi' 'memref.atomic_rmw ori' < %t.narrow.mlir > %t.narrow-bad.mlir
// RUN: %expect-exit 1 -- tv-check --function store_load_i4 %t.src.mlir %t.narrow-bad.mlir | filecheck --check-prefix=NARROW-BAD %s
// NARROW-BAD: @store_load_i4: FAILED (return value mismatch)
// Inside a GPU kernel an atomic is unsupported (concurrent updates):
// RUN: %expect-exit 2 -- tv-check --function in_kernel %t.src.mlir %t.tgt.mlir | filecheck --check-prefix=KERNEL %s
// KERNEL: @in_kernel: unsupported (memref.atomic_rmw at {{.*}}: an atomic update inside a GPU kernel

func.func @rmw_to_generic(%F: memref<10xf32>, %f: f32, %i: index) -> f32 {
  %a = memref.atomic_rmw maximumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %b = memref.atomic_rmw minimumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %c = memref.atomic_rmw maxnumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  return %a : f32
}

func.func @store_load_i4(%i: index, %j: index, %v: i4, %w: i4) -> i4 {
  %0 = memref.alloc() : memref<5xi4>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  memref.store %w, %0[%c0] : memref<5xi4>
  memref.store %w, %0[%c1] : memref<5xi4>
  memref.store %w, %0[%c2] : memref<5xi4>
  memref.store %w, %0[%c3] : memref<5xi4>
  memref.store %w, %0[%c4] : memref<5xi4>
  memref.store %v, %0[%i] : memref<5xi4>
  %r = memref.load %0[%j] : memref<5xi4>
  return %r : i4
}

func.func @in_kernel(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %old = memref.atomic_rmw addi %v, %m[%tx] : (i32, memref<4xi32>) -> i32
    gpu.terminator
  }
  return
}
// ----- target
func.func @in_kernel(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %old = memref.atomic_rmw addi %v, %m[%tx] : (i32, memref<4xi32>) -> i32
    gpu.terminator
  }
  return
}
