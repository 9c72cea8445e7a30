// REQUIRES: mlir-opt-19
// A mutable memref.global is memory both sides share: unknown on entry,
// compared at the end like the memory behind memref arguments.  The real
// store-to-load forwarding of -affine-scalrep verifies; dropping a store to
// the global, or storing another value, is a memory mismatch.
// RUN: %mlir-opt -lower-affine %s --mlir-print-op-generic > %t.src.mlir
// RUN: %mlir-opt -affine-scalrep -lower-affine %s --mlir-print-op-generic > %t.tgt.mlir
// RUN: tv-check %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OK
// RUN: %mutate --nth 2 '^ *"memref.store".*\n' '' < %t.tgt.mlir > %t.bad1.mlir
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.bad1.mlir --function bump | filecheck %s --check-prefix=BAD
// RUN: %mutate --nth 2 '"memref.store"\(%\w+' '"memref.store"(%arg2' < %t.tgt.mlir > %t.bad2.mlir
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.bad2.mlir --function bump | filecheck %s --check-prefix=BAD
// A memref argument may not point into the global: that is an assumption,
// printed with the verdict.
// RUN: tv-check %t.src.mlir %t.tgt.mlir --function with_arg | filecheck %s --check-prefix=ARG

// OK: @bump: verified
// OK-NEXT: @with_arg: verified
// BAD: @bump: FAILED (memory mismatch)
// BAD: memory of a global (block @counter)
// ARG: @with_arg: verified
// ARG: assumes memref arguments of element type i32 do not point into the mutable global @counter

memref.global "private" @counter : memref<4xi32> = dense<0>

func.func @bump(%v: i32) -> i32 {
  %g = memref.get_global @counter : memref<4xi32>
  affine.store %v, %g[1] : memref<4xi32>
  %x = affine.load %g[1] : memref<4xi32>
  %y = arith.addi %x, %v : i32
  affine.store %y, %g[2] : memref<4xi32>
  return %y : i32
}

func.func @with_arg(%m: memref<4xi32>, %v: i32) -> i32 {
  %g = memref.get_global @counter : memref<4xi32>
  affine.store %v, %g[0] : memref<4xi32>
  affine.store %v, %m[0] : memref<4xi32>
  %x = affine.load %g[0] : memref<4xi32>
  return %x : i32
}
