// REQUIRES: mlir-opt-19
// Async work runs where it stands only if nothing can tell before it
// completes: until a gpu.wait on its token, no host op may touch memory
// (semantics/gpu.py, check_async).
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %s %t.tgt.mlir | filecheck %s
// CHECK: @copy_then_read: verified
// CHECK-NEXT: @launch_then_read: verified
// CHECK-NEXT: @pending_in_region: unsupported
// CHECK-NEXT: @launch_while_pending: unsupported
// CHECK-NEXT: @concurrent_launches: unsupported
// CHECK-NEXT: @concurrent_pure: verified
//
// The wait moved past the host's read of the copy's result: unsupported.
// RUN: %mutate '^ *gpu.wait \[%1\]\n( *%2 = memref.load[^\n]*\n)' '\1    gpu.wait [%1]\n' < %t.tgt.mlir > %t.late.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --function copy_then_read %s %t.late.mlir | filecheck %s --check-prefix=LATE
// LATE: @copy_then_read: unsupported (gpu.memcpy at {{.*}}: async work may not have completed when memref.load at {{.*}} touches memory (no gpu.wait on its token before it))
//
// The launch's wait dropped, the host reading its output right after.
// RUN: %mutate --nth 2 '^ *gpu.wait \[%[0-9]+\]\n' '' < %t.tgt.mlir > %t.nowait.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --function launch_then_read %s %t.nowait.mlir | filecheck %s --check-prefix=NOWAIT
// NOWAIT: @launch_then_read: unsupported (gpu.launch at {{.*}}: async work may not have completed when memref.load at {{.*}} touches memory

func.func @copy_then_read(%a: memref<4xf32>, %b: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %t0 = gpu.wait async
  %t1 = gpu.memcpy async [%t0] %b, %a : memref<4xf32>, memref<4xf32>
  gpu.wait [%t1]
  %v = memref.load %b[%c0] : memref<4xf32>
  return %v : f32
}

func.func @launch_then_read(%a: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 1.0 : f32
  %t0 = gpu.wait async
  %t1 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
    memref.store %cst, %a[%tx] : memref<2xf32>
    gpu.terminator
  }
  gpu.wait [%t1]
  %v = memref.load %a[%c0] : memref<2xf32>
  return %v : f32
}

// Async work pending at the end of a region: the host's read after the
// scf.if may come before it completes.
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --function pending_in_region %s %s | filecheck %s --check-prefix=REGION
// REGION: @pending_in_region: unsupported (gpu.memcpy at {{.*}}async.mlir:57:{{[0-9]+}}: async work still pending at the end of a region (no gpu.wait on its token in it))
func.func @pending_in_region(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  scf.if %c {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %b, %a : memref<4xf32>, memref<4xf32>
  }
  %v = memref.load %b[%c0] : memref<4xf32>
  return %v : f32
}

// A synchronous kernel launch while a copy is pending (a kernel touches
// memory whatever its operands).
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --function launch_while_pending %s %s | filecheck %s --check-prefix=PENDING
// PENDING: @launch_while_pending: unsupported (gpu.memcpy at {{.*}}: async work may not have completed when gpu.launch at {{.*}} touches memory (no gpu.wait on its token before it))
func.func @launch_while_pending(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %cst = arith.constant 2.0 : f32
  %t0 = gpu.wait async
  %t1 = gpu.memcpy async [%t0] %b, %a : memref<4xf32>, memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.store %cst, %b[%tx] : memref<4xf32>
    gpu.terminator
  }
  gpu.wait [%t1]
  return
}

// Two async launches that do not depend on each other run concurrently:
// harmless when one touches no memory (MLIR's outlining test
// @multiple_launches), unsupported when both write the buffer.
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --function concurrent_launches %s %s | filecheck %s --check-prefix=CONC
// CONC: @concurrent_launches: unsupported (gpu.launch at {{.*}}async.mlir:93:{{[0-9]+}}: async work that may run concurrently with the gpu.launch at {{.*}}async.mlir:98:{{[0-9]+}} (it does not depend on its token))
// RUN: %mlir-opt --gpu-kernel-outlining %s > %t.outlined.mlir
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple --function concurrent_pure %s %t.outlined.mlir | filecheck %s --check-prefix=PURE
// PURE: @concurrent_pure: verified
func.func @concurrent_launches(%a: memref<2xf32>) {
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  %t0 = gpu.wait async
  %t1 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.store %cst, %a[%tx] : memref<2xf32>
    gpu.terminator
  }
  %t2 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.store %cst, %a[%tx] : memref<2xf32>
    gpu.terminator
  }
  gpu.wait [%t1, %t2]
  return
}

func.func @concurrent_pure(%a: memref<2xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 1.0 : f32
  %t0 = gpu.wait async
  %t1 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
    memref.store %cst, %a[%tx] : memref<2xf32>
    gpu.terminator
  }
  %t2 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c2, %gz = %c2)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c2, %sz = %c2) {
    %s = arith.addi %bx, %tx : index
    gpu.terminator
  }
  gpu.wait [%t1, %t2]
  return
}
