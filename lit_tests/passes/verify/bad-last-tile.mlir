// The tiled matmul without the affine.min guard: when N or M is not a
// multiple of 4 the last tile runs past the end of the buffers.
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
  %c4 = arith.constant 4 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %kk = memref.dim %a, %c1 : memref<?x?xf32>
  %m = memref.dim %b, %c1 : memref<?x?xf32>
  scf.for %i0 = %c0 to %n step %c4 {
    scf.for %j0 = %c0 to %m step %c4 {
      %ie = arith.addi %i0, %c4 : index
      %je = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%j0)[%m]
      scf.for %k = %c0 to %kk step %c1 {
        scf.for %i = %i0 to %ie step %c1 {
          scf.for %j = %j0 to %je step %c1 {
            %x = memref.load %a[%i, %k] : memref<?x?xf32>
            %y = memref.load %b[%k, %j] : memref<?x?xf32>
            %z = memref.load %c[%i, %j] : memref<?x?xf32>
            %p = arith.mulf %x, %y : f32
            %s = arith.addf %z, %p : f32
            %q = tv.prophesy %s for @matmul_spec::@C [%i, %j] stage [%k] : f32
            memref.store %q, %c[%i, %j] : memref<?x?xf32>
          }
        }
      }
    }
  }
  func.return %c : memref<?x?xf32>
}

// CHECK: FAILED  write in bounds: memref.store at {{.*}}bad-last-tile.mlir:32:13: writes %c outside memref<?x?xf32>
// CHECK-NEXT: instance: dim(A, 0)=1, dim(A, 1)=1, dim(B, 0)=1, dim(B, 1)=3, dim(C0, 0)=1, dim(C0, 1)=3, %i0=0, %j0=0, %k=0, %i=1, %j=2, cell %c[1, 2]
// CHECK: @matmul: FAILED (write in bounds)
