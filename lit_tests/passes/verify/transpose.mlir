// Transpose 4x8 -> 8x4, loops in the output's order.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o /dev/null | filecheck %s

tv.spec @transpose_spec source "func.func @transpose(%a: tensor<4x8xf32> {tv.name = \"A\"}, %out: tensor<8x4xf32> {tv.name = \"O\"}) -> tensor<8x4xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a : tensor<4x8xf32>) outs(%out : tensor<8x4xf32>) attrs = {tv.name = \"T\"} {\n  ^bb0(%x: f32, %o: f32):\n    linalg.yield %x : f32\n  } -> tensor<8x4xf32>\n  func.return %0 : tensor<8x4xf32>\n}" {
  tv.spec_tensor @A : tensor<4x8xf32>
  tv.spec_tensor @O : tensor<8x4xf32>
  tv.spec_tensor @T : tensor<8x4xf32>
}

func.func @transpose(%a: memref<4x8xf32>, %out: memref<8x4xf32>) -> memref<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c4 step %c1 {
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %a[%j, %i] : memref<4x8xf32>
      %p = tv.prophesy %x for @transpose_spec::@T [%i, %j] : f32
      memref.store %p, %out[%i, %j] : memref<8x4xf32>
    }
  }
  func.return %out : memref<8x4xf32>
}

// CHECK: ok      read defined: memref.load at {{.*}}transpose.mlir:17:12
// CHECK: ok      write in bounds: memref.store at {{.*}}transpose.mlir:19:7
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}transpose.mlir:18:12
// CHECK: ok      coverage: result 0 (%out = @T)
// CHECK: ok      final value: result 0 (%out = @T) of func.return at {{.*}}transpose.mlir:22:3: holds exactly its spec elements
// CHECK: @transpose: verified
