// The same exchange with the buffer in workgroup memory.  mlir-opt-19
// lowers this alloc per thread (a malloc cast to the shared address space),
// so by default each thread reads a cell of its own copy that it never
// wrote: FAILED (read defined).  IREE makes it shared memory, one buffer
// per block: with workgroup-allocs=shared the barrier makes t[15 - tid]
// defined, and the report states the assumption; workgroup-allocs=unsupported
// refuses it.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s --check-prefix=PER-THREAD
// RUN: %expect-exit 0 -- tv-opt -p 'verify{workgroup-allocs=shared}' %s -o %t.out | filecheck %s
// RUN: %expect-exit 2 -- tv-opt -p 'verify{workgroup-allocs=unsupported}' %s -o %t.out | filecheck %s --check-prefix=REFUSED
// RUN: %bad-input tv-opt -p 'verify{workgroup-allocs=private}' %s | filecheck %s --check-prefix=BADOPT

tv.spec @reverse_spec source "func.func @reverse(%a: tensor<16xf32> {tv.name = \"A\"}, %o: tensor<16xf32> {tv.name = \"O\"}) -> tensor<16xf32> {\n  %t = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"T\"} {\n  ^bb0(%x: f32, %y: f32):\n    %n = arith.negf %x : f32\n    linalg.yield %n : f32\n  } -> tensor<16xf32>\n  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (15 - i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%t : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"R\"} {\n  ^bb0(%x: f32, %y: f32):\n    linalg.yield %x : f32\n  } -> tensor<16xf32>\n  func.return %r : tensor<16xf32>\n}" {
  tv.spec_tensor @A : tensor<16xf32>
  tv.spec_tensor @O : tensor<16xf32>
  tv.spec_tensor @T : tensor<16xf32>
  tv.spec_tensor @R : tensor<16xf32>
}

func.func @reverse(%a: memref<16xf32>, %o: memref<16xf32>) -> memref<16xf32> {
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  "gpu.launch"(%c1, %c1, %c1, %c16, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %t = memref.alloc() : memref<16xf32, #gpu.address_space<workgroup>>
    %x = memref.load %a[%tx] : memref<16xf32>
    %n = arith.negf %x : f32
    %p = tv.prophesy %n for @reverse_spec::@T [%tx] : f32
    memref.store %p, %t[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
    "gpu.barrier"() : () -> ()
    %i = arith.subi %c15, %tx : index
    %y = memref.load %t[%i] : memref<16xf32, #gpu.address_space<workgroup>>
    %q = tv.prophesy %y for @reverse_spec::@R [%tx] : f32
    memref.store %q, %o[%tx] : memref<16xf32>
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  func.return %o : memref<16xf32>
}

// PER-THREAD:      note: memref.alloc in workgroup memory inside a kernel is one buffer per thread, as mlir-opt-19 compiles it (convert-gpu-to-nvvm/-rocdl: a malloc every thread runs), so a thread reads only its own writes; verify{workgroup-allocs=shared} reads it as one buffer per block, as IREE compiles it
// PER-THREAD:      FAILED  read defined: memref.load at {{.*}}gpu-workgroup-alloc-exchange.mlir:33:10: reads %t where no input or earlier write defines it
// PER-THREAD-NEXT:   instance: thread_id.x={{[0-9]+}}, cell %t[{{[0-9]+}}] of thread ({{[0-9]+}}, 0, 0)'s copy
// PER-THREAD:      @reverse: FAILED (read defined)

// CHECK:      note: assumes: memref.alloc in workgroup memory inside a kernel is one buffer per block, shared by its threads (verify{workgroup-allocs=shared}, as IREE compiles it; mlir-opt-19's convert-gpu-to-nvvm mallocs it per thread, the default reading)
// CHECK:      ok      read defined: memref.load at {{.*}}gpu-workgroup-alloc-exchange.mlir:33:10
// CHECK:      ok      value = prophecy: tv.prophesy at {{.*}}gpu-workgroup-alloc-exchange.mlir:34:10
// CHECK:      ok      no read-write race: gpu.launch at {{.*}}: blocks
// CHECK:      @reverse: verified

// REFUSED:      unsupported: memref.alloc at {{.*}}gpu-workgroup-alloc-exchange.mlir:26:10: memref.alloc in workgroup memory in a kernel (workgroup-allocs=unsupported: mlir-opt-19 lowers it per thread, IREE per block): use a workgroup attribution
// REFUSED-NEXT: @reverse: unsupported (memref.alloc at {{.*}}gpu-workgroup-alloc-exchange.mlir:26:10)

// BADOPT: error: bad pass pipeline 'verify{workgroup-allocs=private}': workgroup-allocs must be one of per-thread, shared, unsupported, got 'private'
