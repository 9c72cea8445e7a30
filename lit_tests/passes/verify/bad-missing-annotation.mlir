// A store whose value has no tv.prophesy (a pass dropped the annotation):
// not evidence of a wrong program, so unsupported, and so is the final
// value, whose counterexample goes through the opaque value it stored.
// RUN: %expect-exit 2 -- tv-opt --verify %s -o %t.out | filecheck %s

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
  %m = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %y = memref.load %b[%i, %j] : memref<?x?xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %out[%i, %j] : memref<?x?xf32>
    }
  }
  func.return %out : memref<?x?xf32>
}

// CHECK: undecided missing annotation: memref.store at {{.*}}bad-missing-annotation.mlir:23:7: the stored value has no tv.prophesy: the annotation was lost (design-notes section 4), so what this store writes is unknown
// CHECK: undecided final value: result 0 {{.*}}: a cell's final value is not the spec's
// CHECK: through a value stored without annotation, which may be anything: not evidence of a wrong program
// CHECK: @add: unsupported (annotation lost at memref.store at {{.*}}bad-missing-annotation.mlir:23:7)
