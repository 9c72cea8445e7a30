// Matmul 8x16x4 into a fresh buffer: the init store is annotated with the
// fill tensor Z, each update with the reduction stage C@(i, j, k) (the
// extended-index SARE of the contract).
// RUN: %expect-exit 0 -- tv-opt --verify %s -o /dev/null | filecheck %s

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
    scf.for %j = %c0 to %c4 step %c1 {
      %z = tv.prophesy %zero for @matmul_spec::@Z [%i, %j] : f32
      memref.store %z, %c[%i, %j] : memref<8x4xf32>
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

// CHECK: ok      write in bounds: memref.store at {{.*}}matmul-static.mlir:24:7
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}matmul-static.mlir:23:12
// CHECK: ok      read defined: memref.load at {{.*}}matmul-static.mlir:26:14
// CHECK: ok      read defined: memref.load at {{.*}}matmul-static.mlir:27:14
// CHECK: ok      read defined: memref.load at {{.*}}matmul-static.mlir:28:16
// CHECK: ok      write in bounds: memref.store at {{.*}}matmul-static.mlir:32:9
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}matmul-static.mlir:31:14
// CHECK: ok      coverage: result 0 (%c = @C)
// CHECK: ok      final value: result 0 (%c = @C)
// CHECK: @matmul: verified
