// REQUIRES: mlir-opt-19
// Opaque ops in loop nests (semantics/opaque.py): events, whose instances
// the affine dataflow route pairs in trace order and whose operands it
// compares (polyhedral/events.py), and pure opaque ops, compared as
// functions of their operands.  Real outputs of -affine-loop-normalize,
// -affine-loop-tile and -affine-loop-fusion are verified; tiling a 2-D
// nest of events reorders them and is not.
// RUN: %mlir-opt --allow-unregistered-dialect -affine-loop-normalize %s > %t.norm.mlir
// RUN: tv-check --allow-unregistered-dialect %s %t.norm.mlir | filecheck %s
// RUN: %mlir-opt --allow-unregistered-dialect -affine-loop-fusion %s > %t.fuse.mlir
// RUN: tv-check --allow-unregistered-dialect %s %t.fuse.mlir | filecheck %s
// RUN: %mlir-opt --allow-unregistered-dialect -affine-loop-tile="tile-size=32" %s > %t.tile.mlir
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect --verbose %s %t.tile.mlir | filecheck %s --check-prefix=TILE
// An event's operand changed (the normalized loop's counter, not the
// induction variable it stands for).
// RUN: %mutate '"test.foo"\(%0, %1\)' '"test.foo"(%arg1, %1)' < %t.norm.mlir > %t.arg.mlir
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect --verbose %s %t.arg.mlir | filecheck %s --check-prefix=ARG
// An event dropped (the first iteration of the normalized loop).
// RUN: %mutate 'affine.for %arg1 = 0 to 1024 \{\n      %0 = affine.apply' 'affine.for %arg1 = 1 to 1024 {\n      %0 = affine.apply' < %t.norm.mlir > %t.drop.mlir
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect --verbose %s %t.drop.mlir | filecheck %s --check-prefix=DROP
// An event duplicated in the fused loop.
// RUN: %mutate '"foo"\(%2\) : \(f32\) -> \(\)' '"foo"(%2) : (f32) -> ()\n      "foo"(%2) : (f32) -> ()' < %t.fuse.mlir > %t.dup.mlir
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect --verbose %s %t.dup.mlir | filecheck %s --check-prefix=DUP
// The fused event passed the producer's input instead of its result.
// RUN: %mutate '"foo"\(%2\)' '"foo"(%0)' < %t.fuse.mlir > %t.op.mlir
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect --verbose %s %t.op.mlir | filecheck %s --check-prefix=OP
// The pure op's operands swapped in the fused nest.
// RUN: %mutate '"foo"\(%arg1, %arg2\)' '"foo"(%arg2, %arg1)' < %t.fuse.mlir > %t.pure.mlir
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect --verbose %s %t.pure.mlir | filecheck %s --check-prefix=PURE
// Two loops of different events fused into one: the events interleave.
// RUN: %mutate '"foo"\(%0\) : \(f32\) -> \(\)\n    \}\n    affine.for %arg1 = 0 to 1024 \{\n      %0 = affine.load %arg0\[%arg1\] : memref<1024xf32>\n' '"foo"(%0) : (f32) -> ()\n' < %t.fuse.mlir > %t.order.mlir
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect --verbose %s %t.order.mlir | filecheck %s --check-prefix=ORDER

// CHECK: @normalize: verified
// CHECK: @tile_events: verified
// CHECK: @fuse_into_event: verified
// CHECK: @pure_result_stored: verified
// CHECK: @tile_2d_events: verified
// CHECK: @two_event_loops: verified
// CHECK-DAG: @normalize, @tile_events, @tile_2d_events: assumes opaque ops (test.foo) are events: deterministic given the events before them
// CHECK-DAG: @pure_result_stored: assumes opaque ops with results and no memref operand are pure functions of their operands
// CHECK-DAG: @two_event_loops: assumes opaque ops (bar, foo) are events

// TILE: @normalize: verified
// TILE: @tile_2d_events: unsupported (
// TILE: note: affine dataflow route: the operands of the events are not proved equal (different cells of the initial argument 0)

// ARG: @normalize: unsupported (
// ARG: note: affine dataflow route: the operands of the events are not proved equal (affine values (2 + 4 * i0) and i0)

// DROP: @normalize: unsupported (
// DROP: note: affine dataflow route: the events of the two sides are not proved to occur in the same order (the pairing of the k-th events: the traces may differ in length)

// DUP: @fuse_into_event: unsupported (
// DUP: note: affine dataflow route: the events of the two sides are not proved to occur in the same order

// OP: @fuse_into_event: unsupported (
// OP: note: affine dataflow route: the operands of the events are not proved equal (arith.mulf in the source against the initial value of argument 0 in the target)

// PURE: @pure_result_stored: unsupported (
// PURE: note: affine dataflow route: the final contents of argument 0 are not proved equal (affine values

// ORDER: @two_event_loops: unsupported (
// ORDER: note: affine dataflow route: the source's event foo at {{.*}} meets the target's bar at {{.*}} at the same position of the trace (events reordered, dropped or added)

func.func @normalize(%A: memref<4096xf32>) {
  affine.for %i = 2 to 4096 step 4 {
    %v = affine.load %A[%i] : memref<4096xf32>
    "test.foo"(%i, %v) : (index, f32) -> ()
  }
  return
}

func.func @tile_events(%A: memref<1024xf32>) {
  affine.for %i = 0 to 1024 {
    %v = affine.load %A[%i] : memref<1024xf32>
    "test.foo"(%i, %v) : (index, f32) -> ()
  }
  return
}

func.func @fuse_into_event(%A: memref<1024xf32>) {
  %B = memref.alloc() : memref<1024xf32>
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 1024 {
    %a = affine.load %A[%i] : memref<1024xf32>
    %b = arith.mulf %a, %two : f32
    affine.store %b, %B[%i] : memref<1024xf32>
  }
  affine.for %i = 0 to 1024 {
    %v = affine.load %B[%i] : memref<1024xf32>
    "foo"(%v) : (f32) -> ()
  }
  memref.dealloc %B : memref<1024xf32>
  return
}

func.func @pure_result_stored(%A: memref<64x64xi32>) {
  %B = memref.alloc() : memref<64x64xi32>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = "foo"(%i, %j) : (index, index) -> i32
      affine.store %v, %B[%i, %j] : memref<64x64xi32>
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %B[%i, %j] : memref<64x64xi32>
      affine.store %v, %A[%j, %i] : memref<64x64xi32>
    }
  }
  return
}

func.func @tile_2d_events(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %A[%i, %j] : memref<64x64xf32>
      "test.foo"(%v) : (f32) -> ()
    }
  }
  return
}

func.func @two_event_loops(%A: memref<1024xf32>) {
  affine.for %i = 0 to 1024 {
    %v = affine.load %A[%i] : memref<1024xf32>
    "foo"(%v) : (f32) -> ()
  }
  affine.for %i = 0 to 1024 {
    %v = affine.load %A[%i] : memref<1024xf32>
    "bar"(%v) : (f32) -> ()
  }
  return
}
