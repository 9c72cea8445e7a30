// The store writes element (i, j) of the result into cell (j, i): every
// store is annotated correctly and in bounds (square shapes), but the final
// content of the output is not C.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

tv.spec @add_spec source "func.func @add(%a: tensor<4x4xf32> {tv.name = \"A\"}, %b: tensor<4x4xf32> {tv.name = \"B\"}, %out: tensor<4x4xf32> {tv.name = \"O\"}) -> tensor<4x4xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%out : tensor<4x4xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%x: f32, %y: f32, %o: f32):\n    %s = arith.addf %x, %y : f32\n    linalg.yield %s : f32\n  } -> tensor<4x4xf32>\n  func.return %0 : tensor<4x4xf32>\n}" {
  tv.spec_tensor @A : tensor<4x4xf32>
  tv.spec_tensor @B : tensor<4x4xf32>
  tv.spec_tensor @O : tensor<4x4xf32>
  tv.spec_tensor @C : tensor<4x4xf32>
}

func.func @add(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %out: memref<4x4xf32>) -> memref<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %x = memref.load %a[%i, %j] : memref<4x4xf32>
      %y = memref.load %b[%i, %j] : memref<4x4xf32>
      %s = arith.addf %x, %y : f32
      %p = tv.prophesy %s for @add_spec::@C [%i, %j] : f32
      memref.store %p, %out[%j, %i] : memref<4x4xf32>
    }
  }
  func.return %out : memref<4x4xf32>
}

// CHECK: FAILED  final value: result 0 (%out = @C) of func.return at {{.*}}bad-wrong-element.mlir:26:3: a cell's final value is not the spec's
// CHECK-NEXT: instance: cell %out[[[I:[0-3]]], [[J:[0-3]]]]; expected C([[I]], [[J]]) = {{.*}}; computed C([[J]], [[I]]) = {{.*}}
// CHECK: @add: FAILED (final value)
