// The same launch without the guard: when N is not a multiple of 16 the
// last block's extra threads write past the end of %out.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

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
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %s = arith.addf %x, %y : f32
    %p = tv.prophesy %s for @add_spec::@C [%i] : f32
    memref.store %p, %out[%i] : memref<?xf32>
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  func.return %out : memref<?xf32>
}

// CHECK: FAILED  write in bounds: memref.store at {{.*}}gpu-launch-noguard.mlir:26:5: writes %out outside memref<?xf32>
// CHECK-NEXT: instance: dim(A, 0)=1, dim(B, 0)=1, dim(O, 0)=1, block_id.x=0, thread_id.x=1, cell %out[1]
// CHECK: @add: FAILED (write in bounds)
