// Dead loop nests, by hand (refinement/dead_loops.py): what the target's
// dropped code must satisfy, and what the source's need not.  Each
// function's source here, its target in Inputs/dead_loops.tgt.mlir.
// (--no-dataflow-route: these test dead_loops.py; since session 35 the route
// verifies @uninit_after_call first, the target's lone call being pure.)
// RUN: %expect-exit 1 -- tv-check --no-dataflow-route %s %S/Inputs/dead_loops.tgt.mlir | filecheck %s
//
// A buffer allocated in the loop body is fresh on each iteration: the
// target reads element i floordiv 2, which an earlier iteration's buffer held
// (UB: an uninitialized read); not dropped.
// CHECK: @fresh_per_iteration: unsupported (affine.for at {{.*}}dead_loops{{.*}}.mlir:{{[0-9]+}}:3: loop of 300 iterations exceeds the unroll bound
// The same with one buffer for all iterations: dropped, verified.
// CHECK-NEXT: @one_buffer: verified
// The source's dead code may be undefined (an out-of-bounds store): the
// source is dropped all the same (a source defined in fewer places), the
// target refines it.
// CHECK-NEXT: @source_out_of_bounds: verified
// The target's dead code out of bounds: kept.
// CHECK-NEXT: @target_out_of_bounds: unsupported (affine.for at {{.*}}exceeds the unroll bound
// A store under a condition covers nothing: the read of element 0 may
// see no write.
// CHECK-NEXT: @guarded_store: unsupported (affine.for at {{.*}}exceeds the unroll bound
// A dead nest next to a wrong observable result: FAILED.
// CHECK-NEXT: @dead_and_wrong: FAILED (memory mismatch)
// A buffer copied to the result is not dead (the target fills it with 2.0).
// CHECK: @escapes_by_copy: unsupported (affine.for at {{.*}}exceeds the unroll bound

func.func @fresh_per_iteration() {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to 300 {
    %a = memref.alloc() : memref<300xf32>
    affine.store %cst, %a[%i] : memref<300xf32>
    %v = affine.load %a[%i] : memref<300xf32>
  }
  return
}

func.func @one_buffer() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    affine.store %cst, %a[%i] : memref<300xf32>
    %v = affine.load %a[%i] : memref<300xf32>
  }
  return
}

func.func @source_out_of_bounds() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 301 {
    affine.store %cst, %a[%i] : memref<300xf32>
  }
  return
}

func.func @target_out_of_bounds() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    affine.store %cst, %a[%i] : memref<300xf32>
  }
  return
}

func.func @guarded_store() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    affine.store %cst, %a[%i] : memref<300xf32>
  }
  affine.for %i = 0 to 300 {
    %v = affine.load %a[%i] : memref<300xf32>
    %w = arith.addf %v, %cst : f32
  }
  return
}

func.func @dead_and_wrong(%out: memref<4xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    affine.store %cst, %a[%i] : memref<300xf32>
  }
  affine.for %i = 0 to 4 {
    affine.store %cst, %out[%i] : memref<4xf32>
  }
  return
}

func.func @escapes_by_copy(%out: memref<300xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    affine.store %cst, %a[%i] : memref<300xf32>
  }
  memref.copy %a, %out : memref<300xf32> to memref<300xf32>
  return
}

// Sources that read a local buffer's unwritten element on some inputs or
// runs only: not "always undefined" (their targets do nothing; the dead
// source loops are dropped, so they verify, with no such claim).
// A read that happens only when %n > 0:
// CHECK-LABEL: @uninit_some_inputs: verified{{$}}
// A store under a condition that runs before the read (i == j == 0;
// the condition keeps the loops, and the nest of 400 iterations is
// summarized: it writes only a local buffer, so the target that does
// nothing refines it, loop_pairing.py):
// CHECK-LABEL: @uninit_written_under_if: verified{{$}}
// A call before the read (it may not return: the isl rule does not
// claim it; the encoding, which assumes @ext pure and total, says so,
// the nest's first iteration being undefined, loop_pairing.py):
// CHECK-LABEL: @uninit_after_call: verified (source is always undefined)
// On every input (first iteration), for comparison:
// CHECK-LABEL: @uninit_always: verified (source is always undefined)

func.func @uninit_some_inputs(%n: index) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<400xf32>
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 20)>()[%n] {
    affine.for %j = 0 to 20 {
      %v = affine.load %a[0] : memref<400xf32>
      %w = arith.addf %v, %cst : f32
      affine.store %w, %a[%i * 20 + %j] : memref<400xf32>
    }
  }
  return
}

func.func @uninit_written_under_if() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<400xf32>
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 20 {
      affine.if affine_set<(d0, d1) : (d0 == 0, d1 == 0)>(%i, %j) {
        affine.store %cst, %a[0] : memref<400xf32>
      }
      %v = affine.load %a[0] : memref<400xf32>
      %w = arith.addf %v, %cst : f32
      affine.store %w, %a[%i * 20 + %j] : memref<400xf32>
    }
  }
  return
}

func.func private @ext()

func.func @uninit_after_call() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<400xf32>
  func.call @ext() : () -> ()
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 20 {
      %v = affine.load %a[0] : memref<400xf32>
      %w = arith.addf %v, %cst : f32
      affine.store %w, %a[%i * 20 + %j] : memref<400xf32>
    }
  }
  return
}

func.func @uninit_always() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<400xf32>
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 20 {
      %v = affine.load %a[0] : memref<400xf32>
      %w = arith.addf %v, %cst : f32
      affine.store %w, %a[%i * 20 + %j] : memref<400xf32>
    }
  }
  return
}
