// Off by one: the init loop runs j <= 4 and writes past the end of %c.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

tv.spec @matmul_spec source "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \"A\"}, %B: tensor<16x4xf32> {tv.name = \"B\"}) -> tensor<8x4xf32> {\n  %zero = arith.constant 0.0 : f32\n  %e = tensor.empty() : tensor<8x4xf32>\n  %init = linalg.generic {indexing_maps = [affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%zero : f32) outs(%e : tensor<8x4xf32>) attrs = {tv.name = \"Z\"} {\n  ^bb0(%z: f32, %o: f32):\n    linalg.yield %z : f32\n  } -> tensor<8x4xf32>\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%init : tensor<8x4xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%a: f32, %b: f32, %c: f32):\n    %m = arith.mulf %a, %b : f32\n    %s = arith.addf %c, %m : f32\n    linalg.yield %s : f32\n  } -> tensor<8x4xf32>\n  func.return %0 : tensor<8x4xf32>\n}" {
  tv.spec_tensor @A : tensor<8x16xf32>
  tv.spec_tensor @B : tensor<16x4xf32>
  tv.spec_tensor @Z : tensor<8x4xf32>
  tv.spec_tensor @C : tensor<8x4xf32> stages 1
}

func.func @matmul(%a: memref<8x16xf32>, %b: memref<16x4xf32>) -> memref<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<8x4xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %c5 = arith.constant 5 : index
    scf.for %j = %c0 to %c5 step %c1 {
      %z = tv.prophesy %zero for @matmul_spec::@Z [%i, %j] : f32
      memref.store %z, %c[%i, %j] : memref<8x4xf32>
    }
    scf.for %j = %c0 to %c4 step %c1 {
      scf.for %k = %c0 to %c16 step %c1 {
        %x = memref.load %a[%i, %k] : memref<8x16xf32>
        %y = memref.load %b[%k, %j] : memref<16x4xf32>
        %acc = memref.load %c[%i, %j] : memref<8x4xf32>
        %m = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %m : f32
        %p = tv.prophesy %s for @matmul_spec::@C [%i, %j] stage [%k] : f32
        memref.store %p, %c[%i, %j] : memref<8x4xf32>
      }
    }
  }
  func.return %c : memref<8x4xf32>
}

// CHECK: FAILED  write in bounds: memref.store at {{.*}}bad-loop-bound.mlir:23:7: writes %c outside memref<8x4xf32>
// CHECK-NEXT: instance: %i=0, %j=4, cell %c[0, 4]
// CHECK: @matmul: FAILED (write in bounds)
