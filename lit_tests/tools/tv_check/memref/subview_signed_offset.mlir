// A memref.subview's offset is an index value, signed as MLIR reads it:
// `%n + %c-1` at %n = 0 is -1, and the view's element 1 is the source's
// element 0 (in bounds).  The bound check read the offset unsigned, on 128
// bits (2^64 - 1, so element 1 was at 2^64): a correct target was "undefined"
// (@at_minus_one) and a source UB, which accepted a target wrong only there
// (@wrong_at_zero, which used to verify).  A whole view must be in bounds at
// its first element too, not only at its last (@copy_from_minus_one: the
// source copies a view from -1 of a view at 4 of %big, UB at %n = 0 although
// %big[3] is in its block, so the target may write anything there).
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @at_minus_one: verified
// CHECK: @wrong_at_zero: FAILED (return value mismatch)
// CHECK: @element_minus_one: FAILED (target is undefined where the source is defined)
// CHECK: @copy_from_minus_one: verified

func.func @at_minus_one(%m: memref<?xf32>, %n: index) -> f32 {
  %x = memref.load %m[%n] : memref<?xf32>
  return %x : f32
}

func.func @wrong_at_zero(%m: memref<?xf32>, %n: index) -> f32 {
  %cm1 = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %a = arith.addi %n, %cm1 : index
  %v = memref.subview %m[%a] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
  %x = memref.load %v[%c1] : memref<2xf32, strided<[1], offset: ?>>
  return %x : f32
}

func.func @element_minus_one(%m: memref<?xf32>, %n: index) -> f32 {
  %x = memref.load %m[%n] : memref<?xf32>
  return %x : f32
}

func.func @copy_from_minus_one(%big: memref<16xf32>, %n: index, %out: memref<2xf32>) {
  %cm1 = arith.constant -1 : index
  %m = memref.subview %big[4] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 4>>
  %a = arith.addi %n, %cm1 : index
  %v = memref.subview %m[%a] [2] [1] : memref<8xf32, strided<[1], offset: 4>> to memref<2xf32, strided<[1], offset: ?>>
  memref.copy %v, %out : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32>
  return
}

// ----- target

func.func @at_minus_one(%m: memref<?xf32>, %n: index) -> f32 {
  %cm1 = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %a = arith.addi %n, %cm1 : index
  %v = memref.subview %m[%a] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
  %x = memref.load %v[%c1] : memref<2xf32, strided<[1], offset: ?>>
  return %x : f32
}

func.func @wrong_at_zero(%m: memref<?xf32>, %n: index) -> f32 {
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

func.func @element_minus_one(%m: memref<?xf32>, %n: index) -> f32 {
  %cm1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.addi %n, %cm1 : index
  %v = memref.subview %m[%a] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
  %x = memref.load %v[%c0] : memref<2xf32, strided<[1], offset: ?>>
  return %x : f32
}

func.func @copy_from_minus_one(%big: memref<16xf32>, %n: index, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %z = arith.cmpi eq, %n, %c0 : index
  scf.if %z {
    linalg.fill ins(%zero : f32) outs(%out : memref<2xf32>)
  } else {
    %i = arith.addi %n, %c3 : index
    %w = memref.subview %big[%i] [2] [1] : memref<16xf32> to memref<2xf32, strided<[1], offset: ?>>
    memref.copy %w, %out : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32>
  }
  return
}
