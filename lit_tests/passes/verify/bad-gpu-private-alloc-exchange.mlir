// The exchange of gpu-barrier.mlir with its buffer allocated *inside* the
// kernel, the shape upstream tile-and-fuse leaves (lit_tests/prophetic/
// tile-fuse-per-thread-alloc.mlir has the real one): a plain memref.alloc in
// a kernel is private to each thread (mlir-opt-19's convert-gpu-to-nvvm
// turns it into a malloc per thread), so thread tid reads t[15 - tid] of its
// own copy, which it never wrote.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

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
    %t = memref.alloc() : memref<16xf32>
    %x = memref.load %a[%tx] : memref<16xf32>
    %n = arith.negf %x : f32
    %p = tv.prophesy %n for @reverse_spec::@T [%tx] : f32
    memref.store %p, %t[%tx] : memref<16xf32>
    "gpu.barrier"() : () -> ()
    %i = arith.subi %c15, %tx : index
    %y = memref.load %t[%i] : memref<16xf32>
    %q = tv.prophesy %y for @reverse_spec::@R [%tx] : f32
    memref.store %q, %o[%tx] : memref<16xf32>
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  func.return %o : memref<16xf32>
}

// CHECK:      ok      no read-write race: gpu.launch at {{.*}}: threads of a block (phase from memref.alloc
// CHECK:      FAILED  read defined: memref.load at {{.*}}bad-gpu-private-alloc-exchange.mlir:29:10: reads %t where no input or earlier write defines it
// CHECK-NEXT:   instance: thread_id.x=[[T:[0-9]+]], cell %t[{{[0-9]+}}] of thread ([[T]], 0, 0)'s copy
// CHECK:      @reverse: FAILED (read defined)
