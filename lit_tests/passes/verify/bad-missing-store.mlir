// The inner loop stops at M - 1: the last column is never written, so it
// keeps its initial content (the init tensor O), not C.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

tv.spec @add_spec source "func.func @add(%a: tensor<?x?xf32> {tv.name = \"A\"}, %b: tensor<?x?xf32> {tv.name = \"B\"}, %out: tensor<?x?xf32> {tv.name = \"O\"}) -> tensor<?x?xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%out : tensor<?x?xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%x: f32, %y: f32, %o: f32):\n    %s = arith.addf %x, %y : f32\n    linalg.yield %s : f32\n  } -> tensor<?x?xf32>\n  func.return %0 : tensor<?x?xf32>\n}" {
  tv.spec_tensor @A : tensor<?x?xf32>
  tv.spec_tensor @B : tensor<?x?xf32>
  tv.spec_tensor @O : tensor<?x?xf32>
  tv.spec_tensor @C : tensor<?x?xf32>
}

func.func @add(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %out: memref<?x?xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %m1 = memref.dim %a, %c1 : memref<?x?xf32>
  %m = arith.subi %m1, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %y = memref.load %b[%i, %j] : memref<?x?xf32>
      %s = arith.addf %x, %y : f32
      %p = tv.prophesy %s for @add_spec::@C [%i, %j] : f32
      memref.store %p, %out[%i, %j] : memref<?x?xf32>
    }
  }
  func.return %out : memref<?x?xf32>
}

// CHECK: FAILED  coverage: result 0 (%out = @C) of func.return at {{.*}}bad-missing-store.mlir:27:3: cells never written keep their initial value, which is not the spec's
// An instance whose cell no store writes (which one depends on the model
// the solver returns; the answer is a function of the query since session
// 35's deterministic solving).
// CHECK-NEXT: instance: {{.*}}cell %out[{{[0-9]+}}, {{[0-9]+}}]; expected C([[I:[0-9]+]], [[J:[0-9]+]]) = {{.*}}; computed O([[I]], [[J]]) = {{.*}}
// CHECK: @add: FAILED (coverage)
