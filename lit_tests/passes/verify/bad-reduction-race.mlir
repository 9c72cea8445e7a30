// The reduction dimension k is mapped to parallel iterations: iterations
// (i, j, k) and (i, j, k') both read and write c[i, j].
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

tv.spec @matmul_spec source "func.func @matmul(%A: tensor<?x?xf32> {tv.name = \"A\"}, %B: tensor<?x?xf32> {tv.name = \"B\"}, %C: tensor<?x?xf32> {tv.name = \"C0\"}) -> tensor<?x?xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%a: f32, %b: f32, %c: f32):\n    %m = arith.mulf %a, %b : f32\n    %s = arith.addf %c, %m : f32\n    linalg.yield %s : f32\n  } -> tensor<?x?xf32>\n  func.return %0 : tensor<?x?xf32>\n}" {
  tv.spec_tensor @A : tensor<?x?xf32>
  tv.spec_tensor @B : tensor<?x?xf32>
  tv.spec_tensor @C0 : tensor<?x?xf32>
  tv.spec_tensor @C : tensor<?x?xf32> stages 1
}

func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %kk = memref.dim %a, %c1 : memref<?x?xf32>
  %m = memref.dim %b, %c1 : memref<?x?xf32>
  "scf.parallel"(%c0, %c0, %c0, %n, %m, %kk, %c1, %c1, %c1) <{operandSegmentSizes = array<i32: 3, 3, 3, 0>}> ({
  ^bb0(%i: index, %j: index, %k: index):
    %x = memref.load %a[%i, %k] : memref<?x?xf32>
    %y = memref.load %b[%k, %j] : memref<?x?xf32>
    %z = memref.load %c[%i, %j] : memref<?x?xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %z, %p : f32
    %q = tv.prophesy %s for @matmul_spec::@C [%i, %j] stage [%k] : f32
    memref.store %q, %c[%i, %j] : memref<?x?xf32>
    scf.reduce
  }) : (index, index, index, index, index, index, index, index, index) -> ()
  func.return %c : memref<?x?xf32>
}

// CHECK: FAILED  no read-write race: scf.parallel at {{.*}}bad-reduction-race.mlir:18:3: parallel iterations: one writes a cell another reads
// CHECK-NEXT: instance: dim(A, 0)=1, dim(A, 1)=2, dim(B, 0)=2, dim(B, 1)=1, dim(C0, 0)=1, dim(C0, 1)=1, %i=0, %j=0, %k=0, %i'=0, %j'=0, %k'=1, cell %c[0, 0]
// CHECK: @matmul: FAILED (no read-write race)
