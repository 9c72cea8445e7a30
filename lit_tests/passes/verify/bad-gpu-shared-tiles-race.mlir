// The barrier between staging and accumulation is missing: a thread reads
// tile cells that other threads of its block write in the same phase (the
// tiles shared by the block, workgroup-allocs=shared).
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{workgroup-allocs=shared}' %s | filecheck %s

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

// CHECK: FAILED  no read-write race: gpu.launch at {{.*}}bad-gpu-shared-tiles-race.mlir:19:3: threads of a block (phase from arith.addi at {{.*}}bad-gpu-shared-tiles-race.mlir:29:13): one writes a cell another reads
// CHECK-NEXT: instance: block_id.x=0, block_id.y=0, thread_id.x=1, thread_id.y=0, thread_id.x'=0, thread_id.y'=0, %kt=0, cell %as[0, 1]
// CHECK: @matmul: FAILED (no read-write race)
