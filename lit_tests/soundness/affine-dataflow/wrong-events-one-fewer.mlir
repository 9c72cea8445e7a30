// SOUNDNESS: wrong affine-dataflow: the target's loop of events runs one iteration fewer; the events' operand is a constant, so only the length of the trace tells the two sides apart: the route must decline
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect --verbose --no-confirm %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (
// CHECK: note: affine dataflow route: the events of the two sides are not proved to occur in the same order (the pairing of the k-th events: the traces may differ in length)

func.func @f(%A: memref<1024xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 1024 {
    "test.tick"(%c) : (f32) -> ()
  }
  return
}

// ----- target

func.func @f(%A: memref<1024xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 1023 {
    "test.tick"(%c) : (f32) -> ()
  }
  return
}
