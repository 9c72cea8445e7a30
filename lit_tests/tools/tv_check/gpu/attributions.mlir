// REQUIRES: mlir-opt-19
// Memory attributions (semantics/gpu.py): a workgroup buffer per block,
// shared by its threads, a private buffer per thread; outlined into the
// gpu.func's workgroup(...) private(...) by --gpu-kernel-outlining.
// RUN: %mlir-opt --gpu-kernel-outlining %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple %s %t.tgt.mlir | filecheck %s
// CHECK: @reverse: verified
//
// The barrier removed: thread t reads w[3 - t], which thread 3 - t writes.
// RUN: %mutate '^ *gpu.barrier\n' '' < %t.tgt.mlir > %t.nobarrier.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %s %t.nobarrier.mlir | filecheck %s --check-prefix=RACE
// RACE: @reverse: unsupported (gpu.launch_func at {{.*}}: a race between threads: two may access the same memory element, one writing it (threads run concurrently))
//
// The workgroup read at the thread's own index (not reversed): FAILED.
// RUN: %mutate '(%arg3\[%[t]hread_id_x\])((?:.*\n)*?.*)memref.load %arg3\[%1\]' '\1\2memref.load \1' < %t.tgt.mlir > %t.own.mlir
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple %s %t.own.mlir | filecheck %s --check-prefix=OWN
// OWN: @reverse: FAILED (memory mismatch)
//
// The private buffer read before it is written: uninitialized in every
// thread (a fresh buffer per thread), so the target is undefined.
// RUN: %mutate '(memref.store %0, %arg4\[%c0\][^\n]*\n)((?:.*\n)*?)( *%3 = memref.load %arg4[^\n]*\n)' '\3\2      \1' < %t.tgt.mlir > %t.uninit.mlir
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple %s %t.uninit.mlir | filecheck %s --check-prefix=UNINIT
// UNINIT: @reverse: FAILED (target is undefined where the source is defined)

func.func @reverse(%in: memref<4xf32>, %out: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1)
             workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>)
             private(%p : memref<1xf32, #gpu.address_space<private>>) {
    %c0 = arith.constant 0 : index
    %v = memref.load %in[%tx] : memref<4xf32>
    memref.store %v, %w[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %v, %p[%c0] : memref<1xf32, #gpu.address_space<private>>
    gpu.barrier
    %r = arith.subi %c3, %tx : index
    %u = memref.load %w[%r] : memref<4xf32, #gpu.address_space<workgroup>>
    %q = memref.load %p[%c0] : memref<1xf32, #gpu.address_space<private>>
    %s = arith.addf %u, %q : f32
    memref.store %s, %out[%tx] : memref<4xf32>
    gpu.terminator
  }
  return
}
