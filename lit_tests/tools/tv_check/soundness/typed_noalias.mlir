// Memrefs of different element types are assumed not to alias (their
// blocks are per type): a verdict relying on it says so, and with
// --no-assume-typed-noalias such arguments are unsupported.  Arguments of
// one element type may alias, and that is modelled.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %expect-exit 1 -- tv-check --fp=ieee %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %expect-exit 1 -- tv-check --no-assume-typed-noalias %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OFF
// RUN: tv-check --memref-inputs-simple %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=SIMPLE

// Store to an i32 memref, then to an f32 one, reload the first.
func.func @i32_f32(%a: memref<1xi32>, %b: memref<1xf32>, %x: i32, %y: f32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<1xi32>
  memref.store %y, %b[%c0] : memref<1xf32>
  %r = memref.load %a[%c0] : memref<1xi32>
  return %r : i32
}

// The same with one element type: the two may alias (modelled).
func.func @i32_i32(%a: memref<1xi32>, %b: memref<1xi32>, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<1xi32>
  memref.store %y, %b[%c0] : memref<1xi32>
  %r = memref.load %a[%c0] : memref<1xi32>
  return %r : i32
}

// ----- target

func.func @i32_f32(%a: memref<1xi32>, %b: memref<1xf32>, %x: i32, %y: f32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<1xi32>
  memref.store %y, %b[%c0] : memref<1xf32>
  return %x : i32
}

func.func @i32_i32(%a: memref<1xi32>, %b: memref<1xi32>, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<1xi32>
  memref.store %y, %b[%c0] : memref<1xi32>
  return %x : i32
}

// CHECK:      @i32_f32: verified{{$}}
// CHECK-NEXT: @i32_i32: FAILED (return value mismatch)
// CHECK:      assumptions of the verified functions:
// CHECK:        @i32_f32: assumes memref arguments of different element types (i32, f32) do not alias (--no-assume-typed-noalias turns this off)

// OFF:      @i32_f32: unsupported (func.func at {{.*}}.src.mlir:12:1: memref arguments of different element types (i32, f32) may alias, which is not modelled (--no-assume-typed-noalias))
// OFF-NEXT: @i32_i32: FAILED (return value mismatch)
// OFF-NOT:  assumptions

// SIMPLE:      @i32_f32: verified
// SIMPLE-NEXT: @i32_i32: verified
// SIMPLE:        @i32_f32, @i32_i32: assumes memref arguments point to distinct blocks at offset 0 (--memref-inputs-simple)
