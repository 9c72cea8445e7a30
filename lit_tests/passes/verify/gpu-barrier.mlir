// Threads exchange data through a scratch buffer: each writes t[tid], then,
// after gpu.barrier, reads t[15 - tid].  The barrier splits the kernel into
// two phases, each a parallel loop over the threads of a block.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o /dev/null | filecheck %s

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
  %t = memref.alloc() : memref<16xf32>
  "gpu.launch"(%c1, %c1, %c1, %c16, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
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
  memref.dealloc %t : memref<16xf32>
  func.return %o : memref<16xf32>
}

// CHECK: ok      read defined: memref.load at {{.*}}gpu-barrier.mlir:20:10
// CHECK: ok      write in bounds: memref.store at {{.*}}gpu-barrier.mlir:23:5
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}gpu-barrier.mlir:22:10
// CHECK: ok      no read-write race: gpu.launch at {{.*}}gpu-barrier.mlir:18:3: threads of a block (phase from memref.load at {{.*}}gpu-barrier.mlir:20:10)
// CHECK: ok      benign write-write races: gpu.launch at {{.*}}gpu-barrier.mlir:18:3: threads of a block (phase from memref.load at {{.*}}gpu-barrier.mlir:20:10) write distinct cells
// CHECK: ok      read defined: memref.load at {{.*}}gpu-barrier.mlir:26:10
// CHECK: ok      write in bounds: memref.store at {{.*}}gpu-barrier.mlir:28:5
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}gpu-barrier.mlir:27:10
// CHECK: ok      no read-write race: gpu.launch at {{.*}}gpu-barrier.mlir:18:3: threads of a block (phase from arith.subi at {{.*}}gpu-barrier.mlir:25:10)
// CHECK: ok      benign write-write races: gpu.launch at {{.*}}gpu-barrier.mlir:18:3: threads of a block (phase from arith.subi at {{.*}}gpu-barrier.mlir:25:10) write distinct cells
// CHECK: ok      no read-write race: gpu.launch at {{.*}}gpu-barrier.mlir:18:3: blocks
// CHECK: ok      benign write-write races: gpu.launch at {{.*}}gpu-barrier.mlir:18:3: blocks write distinct cells
// CHECK: ok      coverage: result 0 (%o = @R)
// CHECK: ok      final value: result 0 (%o = @R) of func.return at {{.*}}gpu-barrier.mlir:32:3: holds exactly its spec elements
// CHECK: @reverse: verified
