// SOUNDNESS: wrong affine-dataflow: the target also divides by a loaded value it never uses (UB on a zero divisor, where the source is defined); the dataflow route compares only stored values and must decline
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (
// CHECK: note: affine dataflow route: arith.divsi at {{.*}}: a division by a value that is not a nonzero constant (may be UB)

func.func @f(%a: memref<1024xi32>, %b: memref<1024xi32>) {
  affine.for %i = 0 to 1024 {
    %x = affine.load %a[%i] : memref<1024xi32>
    affine.store %x, %b[%i] : memref<1024xi32>
  }
  return
}

// ----- target

func.func @f(%a: memref<1024xi32>, %b: memref<1024xi32>) {
  affine.for %i = 0 to 1024 {
    %x = affine.load %a[%i] : memref<1024xi32>
    %y = affine.load %b[%i] : memref<1024xi32>
    %q = arith.divsi %x, %y : i32
    affine.store %x, %b[%i] : memref<1024xi32>
  }
  return
}
