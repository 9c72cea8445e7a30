// REQUIRES: mlir-opt-19, heavy
// Dead loop nests (refinement/dead_loops.py): loops whose only effect is
// writing local buffers nothing observable reads are dropped from both
// sides once the pair is unsupported because of the unroll bound; the
// target's are proved with isl to end without UB (accesses in bounds over
// the whole iteration domain, no read of an element no earlier store
// wrote, no division).  The first two functions are MLIR 19's own
// (Dialect/Affine/loop-fusion.mlir); 300 and 1,300 iterations of the
// source are past the unroll bound.
// RUN: %mlir-opt -pass-pipeline='builtin.module(func.func(affine-loop-fusion))' %s > %t.tgt.mlir
// (The affine dataflow route is off here: it verifies @scratch_copied_out
// by its dataflow, below.)
// RUN: %expect-exit 2 -- tv-check --no-dataflow-route %s %t.tgt.mlir | filecheck %s
// RUN: tv-check --function scratch_copied_out %s %t.tgt.mlir | filecheck %s --check-prefix=ROUTE
// ROUTE: @scratch_copied_out: verified
// CHECK: @should_fuse_loop_nest: verified
// CHECK-NEXT: @should_fuse_at_depth1_with_trip_count_20: verified
// CHECK-NEXT: @scratch_and_result: verified
// A local buffer whose contents reach the result is not dead (its fill
// loop stays, and the source is past the unroll bound):
// CHECK-NEXT: @scratch_copied_out: unsupported (affine.for at {{.*}}dead_loops_upstream.mlir{{.*}}:{{[0-9]+}}:5: loop {{(nest )?}}of 20 iterations {{.*}}exceeds the unroll bound
// (@should_fuse_loop_nest verifies without dropping since session 31: the
// source's last nest, past the budget left, is summarized, and exact.)
// CHECK: assumes loops end, and an uninitialized read is undefined: dead loop nests dropped (2 loop nest(s) of the source dropped; 1 loop nest(s) of the target dropped
//
// Mutants of the real output.  The fused store dropped: the target reads
// (and copies on) an uninitialized element, the source does not: not
// dropped, not verified.
// RUN: %mutate '        affine.store %cst, %alloc\[0, 0\] : memref<1x1xf32>\n' '' < %t.tgt.mlir > %t.uninit.mlir
// RUN: %expect-exit 2 -- tv-check --function should_fuse_loop_nest %s %t.uninit.mlir | filecheck %s --check-prefix=UNINIT
// UNINIT: @should_fuse_loop_nest: unsupported (affine.for at {{.*}}: loop {{(nest )?}}of 10 iterations {{.*}}exceeds the unroll bound
//
// A read one past the end of the shrunk buffer (out of bounds):
// RUN: %mutate 'affine.for %arg2 = 0 to 20 \{' 'affine.for %arg2 = 0 to 21 {' < %t.tgt.mlir > %t.oob.mlir
// RUN: %expect-exit 2 -- tv-check --function should_fuse_at_depth1_with_trip_count_20 %s %t.oob.mlir | filecheck %s --check-prefix=OOB
// OOB: @should_fuse_at_depth1_with_trip_count_20: unsupported (affine.for at {{.*}}exceeds the unroll bound
//
// The first iteration of the fused fill loop dropped: element 0 is read
// before any store wrote it.
// RUN: %mutate --nth 1 'affine.for %arg1 = 0 to 20 \{' 'affine.for %arg1 = 1 to 20 {' < %t.tgt.mlir > %t.first.mlir
// RUN: %expect-exit 2 -- tv-check --function should_fuse_at_depth1_with_trip_count_20 %s %t.first.mlir | filecheck %s --check-prefix=FIRST
// FIRST: @should_fuse_at_depth1_with_trip_count_20: unsupported (affine.for at {{.*}}exceeds the unroll bound
//
// A division by the induction variable (zero on the first iteration) in
// the dead nest: target UB the source does not have.
// RUN: %mutate '%1 = arith.addf %0, %cst_1 : f32' '%d = arith.divui %arg1, %arg2 : index\n        %1 = arith.addf %0, %cst_1 : f32' < %t.tgt.mlir > %t.div.mlir
// RUN: %expect-exit 2 -- tv-check --function scratch_and_result %s %t.div.mlir | filecheck %s --check-prefix=DIV
// DIV: @scratch_and_result: unsupported (affine.for at {{.*}}exceeds the unroll bound
//
// The live result wrong (7 stored instead of 1): the dead nests dropped,
// the failure stands (the source's dropped code is proved free of UB too).
// RUN: %mutate 'affine.store %cst_1, %arg0\[%arg1\]' 'affine.store %cst, %arg0[%arg1]' < %t.tgt.mlir > %t.value.mlir
// RUN: %expect-exit 1 -- tv-check --function scratch_and_result %s %t.value.mlir | filecheck %s --check-prefix=VALUE
// VALUE: @scratch_and_result: FAILED (memory mismatch)
//
// The scratch nest's store redirected into the result: not dead any more.
// RUN: %mutate 'affine.store %1, %alloc_0\[%arg1, %arg2\] : memref<20x20xf32>' 'affine.store %1, %arg0[%arg2] : memref<20xf32>' < %t.tgt.mlir > %t.escape.mlir
// (The result's later stores overwrite what the redirected store wrote:
// the affine dataflow route verifies this target, rightly; it is off here.)
// RUN: %expect-exit 2 -- tv-check --no-dataflow-route --function scratch_and_result %s %t.escape.mlir | filecheck %s --check-prefix=ESCAPE
// ESCAPE: @scratch_and_result: unsupported (affine.for at {{.*}}exceeds the unroll bound

func.func @should_fuse_loop_nest() {
  %a = memref.alloc() : memref<10x10xf32>
  %b = memref.alloc() : memref<10x10xf32>
  %cf7 = arith.constant 7.0 : f32
  affine.for %i0 = 0 to 10 {
    affine.for %i1 = 0 to 10 {
      affine.store %cf7, %a[%i0, %i1] : memref<10x10xf32>
    }
  }
  affine.for %i2 = 0 to 10 {
    affine.for %i3 = 0 to 10 {
      %v0 = affine.load %a[%i3, %i2] : memref<10x10xf32>
      affine.store %v0, %b[%i2, %i3] : memref<10x10xf32>
    }
  }
  affine.for %i4 = 0 to 10 {
    affine.for %i5 = 0 to 10 {
      %v1 = affine.load %b[%i4, %i5] : memref<10x10xf32>
    }
  }
  return
}

func.func @should_fuse_at_depth1_with_trip_count_20() {
  %a = memref.alloc() : memref<100xf32>
  %c0 = arith.constant 0 : index
  %cf0 = arith.constant 0.0 : f32
  affine.for %i0 = 0 to 100 {
    affine.store %cf0, %a[%i0]: memref<100xf32>
  }
  affine.for %i1 = 0 to 5 {
    affine.for %i2 = 0 to 10 {
      %v0 = affine.load %a[%i2]: memref<100xf32>
    }
    affine.for %i3 = 0 to 10 {
      affine.for %i4 = 0 to 20 {
        %v1 = affine.load %a[%i4]: memref<100xf32>
      }
    }
  }
  return
}

func.func @scratch_and_result(%out: memref<20xf32>) {
  %a = memref.alloc() : memref<20x20xf32>
  %b = memref.alloc() : memref<20x20xf32>
  %cf7 = arith.constant 7.0 : f32
  %cf1 = arith.constant 1.0 : f32
  affine.for %i0 = 0 to 20 {
    affine.for %i1 = 0 to 20 {
      affine.store %cf7, %a[%i0, %i1] : memref<20x20xf32>
    }
  }
  affine.for %i2 = 0 to 20 {
    affine.for %i3 = 0 to 20 {
      %v0 = affine.load %a[%i3, %i2] : memref<20x20xf32>
      %v1 = arith.addf %v0, %cf1 : f32
      affine.store %v1, %b[%i2, %i3] : memref<20x20xf32>
    }
  }
  affine.for %i4 = 0 to 20 {
    affine.store %cf1, %out[%i4] : memref<20xf32>
  }
  memref.dealloc %b : memref<20x20xf32>
  memref.dealloc %a : memref<20x20xf32>
  return
}

func.func @scratch_copied_out(%out: memref<20xf32>) {
  %a = memref.alloc() : memref<20x20xf32>
  %cf7 = arith.constant 7.0 : f32
  affine.for %i0 = 0 to 20 {
    affine.for %i1 = 0 to 20 {
      affine.store %cf7, %a[%i0, %i1] : memref<20x20xf32>
    }
  }
  affine.for %i2 = 0 to 20 {
    %v0 = affine.load %a[%i2, 0] : memref<20x20xf32>
    affine.store %v0, %out[%i2] : memref<20xf32>
  }
  memref.dealloc %a : memref<20x20xf32>
  return
}
