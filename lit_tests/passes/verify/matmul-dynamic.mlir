// Matmul on dynamic shapes, in place on the init argument (C0 = %c), rows in
// parallel (scf.parallel, generic form: xDSL has no custom syntax for it).
// One proof covers every N, K, M, K = 0 included (then C = C0).
// RUN: %expect-exit 0 -- tv-opt --verify %s -o /dev/null | filecheck %s

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
  "scf.parallel"(%c0, %n, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.for %j = %c0 to %m step %c1 {
      scf.for %k = %c0 to %kk step %c1 {
        %x = memref.load %a[%i, %k] : memref<?x?xf32>
        %y = memref.load %b[%k, %j] : memref<?x?xf32>
        %z = memref.load %c[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        %q = tv.prophesy %s for @matmul_spec::@C [%i, %j] stage [%k] : f32
        memref.store %q, %c[%i, %j] : memref<?x?xf32>
      }
    }
    scf.reduce
  }) : (index, index, index) -> ()
  func.return %c : memref<?x?xf32>
}

// CHECK: ok      read defined: memref.load at {{.*}}matmul-dynamic.mlir:23:14
// CHECK: ok      read defined: memref.load at {{.*}}matmul-dynamic.mlir:24:14
// CHECK: ok      read defined: memref.load at {{.*}}matmul-dynamic.mlir:25:14
// CHECK: ok      write in bounds: memref.store at {{.*}}matmul-dynamic.mlir:29:9
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}matmul-dynamic.mlir:28:14
// CHECK: ok      no read-write race: scf.parallel at {{.*}}matmul-dynamic.mlir:19:3: parallel iterations
// CHECK: ok      benign write-write races: scf.parallel at {{.*}}matmul-dynamic.mlir:19:3: parallel iterations write distinct cells
// CHECK: ok      coverage: result 0 (%c = @C)
// CHECK: ok      final value: result 0 (%c = @C)
// CHECK: @matmul: verified
