// SOUNDNESS: right workgroup-memory: the same exchange through a workgroup attribution, shared by the block in every compiler
// REQUIRES: mlir-opt-19, tv-plugin
// gpu.launch workgroup(...) becomes shared memory (an addrspace-3 global).
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-debuginfo %S/../gpu-sync/right-barrier.mlir > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s

// CHECK-NOT: note: {{.*}}memref.alloc in workgroup memory
// CHECK: @reverse4: verified
