// Wrong index: B is read as b[j, k] instead of b[k, j].  The shapes are
// square, so every access is in bounds and the error shows as a value:
// C@(i, j, k) = C@(i, j, k-1) + A(i, k) * B(k, j) fails with B(j, k).
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

tv.spec @matmul_spec source "func.func @matmul(%A: tensor<8x8xf32> {tv.name = \"A\"}, %B: tensor<8x8xf32> {tv.name = \"B\"}, %C: tensor<8x8xf32> {tv.name = \"C0\"}) -> tensor<8x8xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%A, %B : tensor<8x8xf32>, tensor<8x8xf32>) outs(%C : tensor<8x8xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%a: f32, %b: f32, %c: f32):\n    %m = arith.mulf %a, %b : f32\n    %s = arith.addf %c, %m : f32\n    linalg.yield %s : f32\n  } -> tensor<8x8xf32>\n  func.return %0 : tensor<8x8xf32>\n}" {
  tv.spec_tensor @A : tensor<8x8xf32>
  tv.spec_tensor @B : tensor<8x8xf32>
  tv.spec_tensor @C0 : tensor<8x8xf32>
  tv.spec_tensor @C : tensor<8x8xf32> stages 1
}

func.func @matmul(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) -> memref<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      scf.for %k = %c0 to %c8 step %c1 {
        %x = memref.load %a[%i, %k] : memref<8x8xf32>
        %y = memref.load %b[%j, %k] : memref<8x8xf32>
        %z = memref.load %c[%i, %j] : memref<8x8xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        %q = tv.prophesy %s for @matmul_spec::@C [%i, %j] stage [%k] : f32
        memref.store %q, %c[%i, %j] : memref<8x8xf32>
      }
    }
  }
  func.return %c : memref<8x8xf32>
}

// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}bad-transposed-read.mlir:25:14: the stored value is not the prophesied spec element
// CHECK-NEXT: instance: %i=[[I:[0-7]]], %j=[[J:[0-7]]], %k=[[K:[0-7]]]; expected C([[I]], [[J]]) stage [[[K]]] = {{.*}}; computed {{.*}}
// CHECK: @matmul: FAILED (value = prophecy)
