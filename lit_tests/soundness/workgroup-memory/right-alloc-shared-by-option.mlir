// SOUNDNESS: right workgroup-memory: the same exchange, read as IREE compiles the alloc (workgroup-allocs=shared)
// REQUIRES: mlir-opt-19, tv-plugin
// One buffer per block by the option, an assumption the report prints.
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-debuginfo %S/../Inputs/exchange_alloc.mlir > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{workgroup-allocs=shared}' %t.low.mlir -o %t.out | filecheck %s

// CHECK: note: assumes: memref.alloc in workgroup memory inside a kernel is one buffer per block, shared by its threads
// CHECK: @reverse4: verified
