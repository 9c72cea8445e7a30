// SOUNDNESS: wrong index-overflow: a source loading through a memref.subview at offset %n + %c-1 (element %n, defined at %n = 0 too) against a target that returns 42 at %n = 0; it verified while the source's bound check read the offset as 2^64 - 1 (UB at %n = 0)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%m: memref<?xf32>, %n: index) -> f32 {
  %cm1 = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %a = arith.addi %n, %cm1 : index
  %v = memref.subview %m[%a] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
  %x = memref.load %v[%c1] : memref<2xf32, strided<[1], offset: ?>>
  return %x : f32
}

// ----- target

func.func @f(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %k = arith.constant 42.0 : f32
  %z = arith.cmpi eq, %n, %c0 : index
  %x = scf.if %z -> f32 {
    scf.yield %k : f32
  } else {
    %y = memref.load %m[%n] : memref<?xf32>
    scf.yield %y : f32
  }
  return %x : f32
}
