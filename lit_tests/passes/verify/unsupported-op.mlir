// An op --verify gives no meaning to (here memref.rank) makes the verdict
// unsupported: it is never skipped.
// RUN: %expect-exit 2 -- tv-opt --verify %s -o /dev/null | filecheck %s

tv.spec @add_spec source "func.func @add(%a: tensor<?xf32> {tv.name = \"A\"}, %b: tensor<?xf32> {tv.name = \"B\"}, %out: tensor<?xf32> {tv.name = \"O\"}) -> tensor<?xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%out : tensor<?xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%x: f32, %y: f32, %o: f32):\n    %s = arith.addf %x, %y : f32\n    linalg.yield %s : f32\n  } -> tensor<?xf32>\n  func.return %0 : tensor<?xf32>\n}" {
  tv.spec_tensor @A : tensor<?xf32>
  tv.spec_tensor @B : tensor<?xf32>
  tv.spec_tensor @O : tensor<?xf32>
  tv.spec_tensor @C : tensor<?xf32>
}

func.func @add(%a: memref<?xf32>, %b: memref<?xf32>, %out: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %s = arith.addf %x, %y : f32
    %p = tv.prophesy %s for @add_spec::@C [%i] : f32
    memref.store %p, %out[%i] : memref<?xf32>
  }
  %r = "memref.rank"(%out) : (memref<?xf32>) -> index
  func.return %out : memref<?xf32>
}

// CHECK: unsupported: memref.rank at {{.*}}unsupported-op.mlir:23:8: op without semantics in --verify
// CHECK: @add: unsupported (memref.rank at {{.*}}unsupported-op.mlir:23:8)
