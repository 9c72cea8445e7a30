// REQUIRES: tv-plugin
// Linalg vectorization leaves an annotated generic scalar when tv.prophesy
// is an unknown op; with the plugin (ElementwiseMappable) the prophecy is
// widened with the arith op, its indices becoming index vectors, and the
// annotated program vectorizes like the plain one.
// RUN: tv-opt --annotate --print-op-generic %s -o %t.ann.mlir
// RUN: %mlir-opt --allow-unregistered-dialect --transform-preload-library=transform-library-paths=%S/../Inputs/transform/vectorize-children.mlir --transform-interpreter %t.ann.mlir | filecheck %s --check-prefix=NOPLUGIN
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --transform-preload-library=transform-library-paths=%S/../Inputs/transform/vectorize-children.mlir --transform-interpreter %t.ann.mlir | filecheck %s

func.func @add(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %out: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = linalg.add ins(%a, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%out : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// NOPLUGIN-LABEL: {{^}}  func.func @add
// NOPLUGIN:       linalg.generic
// NOPLUGIN-NOT:   vector.transfer_write

// CHECK-LABEL: {{^}}  func.func @add
// CHECK-NOT:   linalg.generic
// CHECK:       %[[V:.*]] = arith.addf %{{.*}}, %{{.*}} : vector<8x16xf32>
// CHECK:       tv.prophesy %[[V]] for @add_spec::@r [%{{.*}}, %{{.*}}] : vector<8x16xf32>
// CHECK:       vector.transfer_write
