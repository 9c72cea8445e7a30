// SOUNDNESS: wrong workgroup-memory: threads exchange data through a workgroup memref.alloc, which mlir-opt-19 mallocs per thread
// REQUIRES: mlir-opt-19, tv-plugin
// convert-gpu-to-nvvm and -rocdl lower a workgroup-space memref.alloc in a
// kernel to a malloc every thread runs: thread t reads cell 3 - t of its
// own copy, which it never wrote (issue 21 hole 7).
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-debuginfo %S/../Inputs/exchange_alloc.mlir > %t.low.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.low.mlir | filecheck %s
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --confirm %t.low.mlir | filecheck %s --check-prefix=CONFIRM

// CHECK: note: memref.alloc in workgroup memory inside a kernel is one buffer per thread, as mlir-opt-19 compiles it
// CHECK: FAILED  read defined: memref.load at {{.*}}: reads memref.alloc@{{.*}} where no input or earlier write defines it
// CHECK-NEXT: instance: {{.*}}cell memref.alloc@{{.*}}[{{[0-9]}}] of thread ({{[0-9]}}, 0, 0)'s copy
// CHECK: @reverse4: FAILED (read defined)
// CONFIRM: confirm: confirmed by execution: {{.*}}undefined
// CONFIRM: @reverse4: FAILED (read defined)
