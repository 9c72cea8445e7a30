// `memref.reinterpret_cast` whose result type is static where its operand
// is dynamic: `offset: [%o] ... to memref<f32>` is what MLIR 19's GPU
// `decompose-memrefs` emits (Dialect/GPU/decompose-memrefs.mlir), and its
// verifier accepts it (it compares the two only when both are static).
// Its meaning is the consumer's: a load of `memref<f32>` adds the type's
// offset 0, not the operand's.  tvmlir reads it, and decides it only where
// the operand provably equals the type (here a constant 0, folded or not);
// elsewhere it is unsupported with that reason, never a guess.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --function equal %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=EQUAL
// RUN: %expect-exit 2 -- tv-check --function dynamic %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=DYNAMIC
// RUN: %expect-exit 1 -- tv-check --function wrong %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=WRONG
// EQUAL: @equal: verified
// DYNAMIC: @dynamic: unsupported (memref.reinterpret_cast at {{.*}}: a static offset 0 in the result type over a dynamic operand: MLIR 19 accepts it, and its consumers read the type's value, not the operand's)
// WRONG: @wrong: FAILED (memory mismatch)

func.func @equal(%m: memref<8xf32>, %v: f32) {
  %c3 = arith.constant 3 : index
  memref.store %v, %m[%c3] : memref<8xf32>
  return
}

func.func @dynamic(%m: memref<8xf32>, %v: f32, %o: index) {
  memref.store %v, %m[%o] : memref<8xf32>
  return
}

func.func @wrong(%m: memref<8xf32>, %v: f32) {
  %c3 = arith.constant 3 : index
  memref.store %v, %m[%c3] : memref<8xf32>
  return
}

// ----- target

func.func @equal(%m: memref<8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<8xf32> -> memref<f32>, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%c0], sizes: [8], strides: [1] : memref<f32> to memref<8xf32>
  %c3 = arith.constant 3 : index
  memref.store %v, %r[%c3] : memref<8xf32>
  return
}

func.func @dynamic(%m: memref<8xf32>, %v: f32, %o: index) {
  %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<8xf32> -> memref<f32>, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%o], sizes: [], strides: [] : memref<f32> to memref<f32>
  memref.store %v, %r[] : memref<f32>
  return
}

func.func @wrong(%m: memref<8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<8xf32> -> memref<f32>, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%c0], sizes: [8], strides: [1] : memref<f32> to memref<8xf32>
  %c4 = arith.constant 4 : index
  memref.store %v, %r[%c4] : memref<8xf32>
  return
}
