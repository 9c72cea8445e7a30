// SOUNDNESS: wrong affine-dataflow: the target first stores a sum with nsw (poison on overflow) and then overwrites it with the source's value (x + x without flags); storing poison is UB, so the target is undefined where the source is not, though every final cell is equal: the route must decline
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose --no-confirm %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (
// CHECK: note: affine dataflow route: affine.store at {{.*}}: the target may store a poison value (UB) where the source stores none

func.func @f(%a: memref<1024xi32>, %b: memref<1024xi32>) {
  affine.for %i = 0 to 1024 {
    %x = affine.load %a[%i] : memref<1024xi32>
    %z = arith.addi %x, %x : i32
    affine.store %z, %b[%i] : memref<1024xi32>
  }
  return
}

// ----- target

func.func @f(%a: memref<1024xi32>, %b: memref<1024xi32>) {
  affine.for %i = 0 to 1024 {
    %x = affine.load %a[%i] : memref<1024xi32>
    %y = arith.addi %x, %x overflow<nsw> : i32
    affine.store %y, %b[%i] : memref<1024xi32>
    %z = arith.addi %x, %x : i32
    affine.store %z, %b[%i] : memref<1024xi32>
  }
  return
}
