// Matmul tiled 4x4 through memref.subview tiles (the shape of linalg tiling):
// accesses go through views with constant strides, and the prophecy indices
// are the global ones (tile offset + index in the tile).
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
  %c4 = arith.constant 4 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %kk = memref.dim %a, %c1 : memref<?x?xf32>
  %m = memref.dim %b, %c1 : memref<?x?xf32>
  scf.for %i0 = %c0 to %n step %c4 {
    scf.for %j0 = %c0 to %m step %c4 {
      %ti = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i0)[%n]
      %tj = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%j0)[%m]
      %av = memref.subview %a[%i0, 0] [%ti, %kk] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
      %bv = memref.subview %b[0, %j0] [%kk, %tj] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
      %cv = memref.subview %c[%i0, %j0] [%ti, %tj] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
      scf.for %i = %c0 to %ti step %c1 {
        scf.for %j = %c0 to %tj step %c1 {
          scf.for %k = %c0 to %kk step %c1 {
            %x = memref.load %av[%i, %k] : memref<?x?xf32, strided<[?, 1], offset: ?>>
            %y = memref.load %bv[%k, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
            %z = memref.load %cv[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
            %p = arith.mulf %x, %y : f32
            %s = arith.addf %z, %p : f32
            %gi = arith.addi %i0, %i : index
            %gj = arith.addi %j0, %j : index
            %q = tv.prophesy %s for @matmul_spec::@C [%gi, %gj] stage [%k] : f32
            memref.store %q, %cv[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
          }
        }
      }
    }
  }
  func.return %c : memref<?x?xf32>
}

// CHECK: ok      read defined: memref.load at {{.*}}matmul-subviews.mlir:30:18
// CHECK: ok      read defined: memref.load at {{.*}}matmul-subviews.mlir:31:18
// CHECK: ok      read defined: memref.load at {{.*}}matmul-subviews.mlir:32:18
// CHECK: ok      write in bounds: memref.store at {{.*}}matmul-subviews.mlir:38:13
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}matmul-subviews.mlir:37:18
// CHECK: ok      coverage: result 0 (%c = @C)
// CHECK: ok      final value: result 0 (%c = @C)
// CHECK: @matmul: verified
// REQUIRES: heavy
