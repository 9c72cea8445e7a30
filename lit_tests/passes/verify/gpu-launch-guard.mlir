// A gpu.launch (generic form, as mlir-opt prints it) with ceildiv(N, 16)
// blocks of 16 threads, i = 16 * block_id.x + thread_id.x, guarded by
// scf.if i < N.  Blocks and threads are parallel iterations.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o /dev/null | filecheck %s

tv.spec @add_spec source "func.func @add(%a: tensor<?xf32> {tv.name = \"A\"}, %b: tensor<?xf32> {tv.name = \"B\"}, %out: tensor<?xf32> {tv.name = \"O\"}) -> tensor<?xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%out : tensor<?xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%x: f32, %y: f32, %o: f32):\n    %s = arith.addf %x, %y : f32\n    linalg.yield %s : f32\n  } -> tensor<?xf32>\n  func.return %0 : tensor<?xf32>\n}" {
  tv.spec_tensor @A : tensor<?xf32>
  tv.spec_tensor @B : tensor<?xf32>
  tv.spec_tensor @O : tensor<?xf32>
  tv.spec_tensor @C : tensor<?xf32>
}

func.func @add(%a: memref<?xf32>, %b: memref<?xf32>, %out: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %nb = arith.ceildivsi %n, %c16 : index
  "gpu.launch"(%nb, %c1, %c1, %c16, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %base = arith.muli %bx, %c16 : index
    %i = arith.addi %base, %tx : index
    %in = arith.cmpi slt, %i, %n : index
    scf.if %in {
      %x = memref.load %a[%i] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xf32>
      %s = arith.addf %x, %y : f32
      %p = tv.prophesy %s for @add_spec::@C [%i] : f32
      memref.store %p, %out[%i] : memref<?xf32>
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  func.return %out : memref<?xf32>
}

// CHECK: ok      read defined: memref.load at {{.*}}gpu-launch-guard.mlir:25:12
// CHECK: ok      read defined: memref.load at {{.*}}gpu-launch-guard.mlir:26:12
// CHECK: ok      write in bounds: memref.store at {{.*}}gpu-launch-guard.mlir:29:7
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}gpu-launch-guard.mlir:28:12
// CHECK: ok      no read-write race: gpu.launch at {{.*}}gpu-launch-guard.mlir:19:3: threads of a block
// CHECK: ok      benign write-write races: gpu.launch at {{.*}}gpu-launch-guard.mlir:19:3: threads of a block write distinct cells
// CHECK: ok      no read-write race: gpu.launch at {{.*}}gpu-launch-guard.mlir:19:3: blocks
// CHECK: ok      benign write-write races: gpu.launch at {{.*}}gpu-launch-guard.mlir:19:3: blocks write distinct cells
// CHECK: ok      coverage: result 0 (%out = @C)
// CHECK: ok      final value: result 0 (%out = @C) of func.return at {{.*}}gpu-launch-guard.mlir:33:3: holds exactly its spec elements
// CHECK: @add: verified
