// Matmul with shared-memory tiles, the classic GPU schedule: each 4x4 block
// stages a tile of A and one of B into workgroup buffers, synchronizes, then
// accumulates; a barrier ends every iteration of the k-tile loop.  The loop
// runs at the level of the block (uniform bounds), its body as phases.  The
// staging stores are annotated with the *input* tensors A and B.  The
// tiles are workgroup allocs shared by the block, as IREE compiles them
// (workgroup-allocs=shared; mlir-opt-19 would malloc them per thread).
// RUN: %expect-exit 0 -- tv-opt -p 'verify{workgroup-allocs=shared}' %s -o /dev/null | filecheck %s

tv.spec @matmul_spec source "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \"A\"}, %B: tensor<16x8xf32> {tv.name = \"B\"}, %C: tensor<8x8xf32> {tv.name = \"C0\"}) -> tensor<8x8xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%A, %B : tensor<8x16xf32>, tensor<16x8xf32>) outs(%C : tensor<8x8xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%a: f32, %b: f32, %c: f32):\n    %m = arith.mulf %a, %b : f32\n    %s = arith.addf %c, %m : f32\n    linalg.yield %s : f32\n  } -> tensor<8x8xf32>\n  func.return %0 : tensor<8x8xf32>\n}" {
  tv.spec_tensor @A : tensor<8x16xf32>
  tv.spec_tensor @B : tensor<16x8xf32>
  tv.spec_tensor @C0 : tensor<8x8xf32>
  tv.spec_tensor @C : tensor<8x8xf32> stages 1
}

func.func @matmul(%a: memref<8x16xf32>, %b: memref<16x8xf32>, %c: memref<8x8xf32>) -> memref<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  "gpu.launch"(%c2, %c2, %c1, %c4, %c4, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %as = memref.alloc() : memref<4x4xf32, 3 : i64>
    %bs = memref.alloc() : memref<4x4xf32, 3 : i64>
    %i0 = arith.muli %bx, %c4 : index
    %i = arith.addi %i0, %ty : index
    %j0 = arith.muli %by, %c4 : index
    %j = arith.addi %j0, %tx : index
    "gpu.barrier"() : () -> ()
    scf.for %kt = %c0 to %c16 step %c4 {
      %ka = arith.addi %kt, %tx : index
      %x = memref.load %a[%i, %ka] : memref<8x16xf32>
      %px = tv.prophesy %x for @matmul_spec::@A [%i, %ka] : f32
      memref.store %px, %as[%ty, %tx] : memref<4x4xf32, 3 : i64>
      %kb = arith.addi %kt, %ty : index
      %y = memref.load %b[%kb, %j] : memref<16x8xf32>
      %py = tv.prophesy %y for @matmul_spec::@B [%kb, %j] : f32
      memref.store %py, %bs[%ty, %tx] : memref<4x4xf32, 3 : i64>
      "gpu.barrier"() : () -> ()
      scf.for %kk = %c0 to %c4 step %c1 {
        %u = memref.load %as[%ty, %kk] : memref<4x4xf32, 3 : i64>
        %v = memref.load %bs[%kk, %tx] : memref<4x4xf32, 3 : i64>
        %z = memref.load %c[%i, %j] : memref<8x8xf32>
        %m = arith.mulf %u, %v : f32
        %s = arith.addf %z, %m : f32
        %k = arith.addi %kt, %kk : index
        %q = tv.prophesy %s for @matmul_spec::@C [%i, %j] stage [%k] : f32
        memref.store %q, %c[%i, %j] : memref<8x8xf32>
      }
      "gpu.barrier"() : () -> ()
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  func.return %c : memref<8x8xf32>
}

// CHECK: ok      no read-write race: gpu.launch at {{.*}}gpu-shared-tiles.mlir:23:3: threads of a block (phase from memref.alloc at {{.*}}gpu-shared-tiles.mlir:25:11)
// CHECK: ok      benign write-write races: gpu.launch at {{.*}}gpu-shared-tiles.mlir:23:3: threads of a block (phase from memref.alloc at {{.*}}gpu-shared-tiles.mlir:25:11) write distinct cells
// CHECK: ok      read defined: memref.load at {{.*}}gpu-shared-tiles.mlir:34:12
// CHECK: ok      write in bounds: memref.store at {{.*}}gpu-shared-tiles.mlir:36:7
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}gpu-shared-tiles.mlir:35:13
// CHECK: ok      read defined: memref.load at {{.*}}gpu-shared-tiles.mlir:38:12
// CHECK: ok      write in bounds: memref.store at {{.*}}gpu-shared-tiles.mlir:40:7
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}gpu-shared-tiles.mlir:39:13
// CHECK: ok      no read-write race: gpu.launch at {{.*}}gpu-shared-tiles.mlir:23:3: threads of a block (phase from arith.addi at {{.*}}gpu-shared-tiles.mlir:33:13)
// CHECK: ok      benign write-write races: gpu.launch at {{.*}}gpu-shared-tiles.mlir:23:3: threads of a block (phase from arith.addi at {{.*}}gpu-shared-tiles.mlir:33:13) write distinct cells
// CHECK: ok      read defined: memref.load at {{.*}}gpu-shared-tiles.mlir:43:14
// CHECK: ok      read defined: memref.load at {{.*}}gpu-shared-tiles.mlir:44:14
// CHECK: ok      read defined: memref.load at {{.*}}gpu-shared-tiles.mlir:45:14
// CHECK: ok      write in bounds: memref.store at {{.*}}gpu-shared-tiles.mlir:50:9
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}gpu-shared-tiles.mlir:49:14
// CHECK: ok      no read-write race: gpu.launch at {{.*}}gpu-shared-tiles.mlir:23:3: threads of a block (phase from scf.for at {{.*}}gpu-shared-tiles.mlir:42:7)
// CHECK: ok      benign write-write races: gpu.launch at {{.*}}gpu-shared-tiles.mlir:23:3: threads of a block (phase from scf.for at {{.*}}gpu-shared-tiles.mlir:42:7) write distinct cells
// CHECK: ok      no read-write race: gpu.launch at {{.*}}gpu-shared-tiles.mlir:23:3: blocks
// CHECK: ok      benign write-write races: gpu.launch at {{.*}}gpu-shared-tiles.mlir:23:3: blocks write distinct cells
// CHECK: ok      coverage: result 0 (%c = @C)
// CHECK: ok      final value: result 0 (%c = @C)
// CHECK: @matmul: verified
