// A correct lowering that keeps a value the spec never computes: -2x in a
// temporary, negated into the result (x + x exactly).  No claim fits the
// temporary's store, execution shows no difference: unsupported, with
// the store and the reason, never FAILED and never verified.
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-opt -p 'verify{spec="%t.src.mlir"}' %t.tgt.mlir -o %t.out.mlir | filecheck %s
// An output written by a store the spec does not explain (x * 3): the
// runs show the difference, located at that store.
// RUN: %mutate "arith.negf %loaded" "arith.mulf %loaded, %c3f" < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%t.src.mlir"}' %t.bad.mlir -o %t.out.mlir | filecheck %s --check-prefix=BAD

func.func @double(%x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.add ins(%x, %x : tensor<?xf32>, tensor<?xf32>) outs(%y : tensor<?xf32>) -> tensor<?xf32>
  func.return %r : tensor<?xf32>
}
// ----- target
func.func @double(%x: memref<?xf32>, %y: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m2 = arith.constant -2.0 : f32
  %c3f = arith.constant 3.0 : f32
  %n = memref.dim %x, %c0 : memref<?xf32>
  %tmp = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xf32>
    %w = arith.mulf %v, %m2 : f32
    memref.store %w, %tmp[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %loaded = memref.load %tmp[%i] : memref<?xf32>
    %u = arith.negf %loaded : f32
    memref.store %u, %y[%i] : memref<?xf32>
  }
  memref.dealloc %tmp : memref<?xf32>
  func.return %y : memref<?xf32>
}

// CHECK: note: inferred: memref.store at {{.*}}tgt.mlir:32:5: @r [%i]
// CHECK: unsupported: no claim inferred for memref.store at {{.*}}tgt.mlir:27:5: the value {{.*}} it produced in run 0 is no element of any spec tensor
// CHECK: @double: unsupported (no claim inferred for memref.store at {{.*}}tgt.mlir:27:5: the value {{.*}} it produced in run 0 is no element of any spec tensor)

// BAD: FAILED  execution matches spec: memref.store at {{.*}}bad.mlir:27:5: the value {{.*}} it produced in run 0 is no element of any spec tensor; confirmed by execution: result 0 [0]: spec {{.*}}, execution {{.*}}
// BAD: @double: FAILED (execution matches spec)
