// REQUIRES: tv-plugin
// mlir-opt-19 --inline segfaulted on a module-level unregistered op with a
// region, which tv.spec was; tv.spec has no region now, so it does not
// crash without the plugin either, but it keeps the call: the inliner does
// not move unregistered ops (tv.prophesy).  With the plugin it inlines, the
// inlined prophecies keep naming @relu_spec, and the code is what the
// plain program inlines to.
// RUN: tv-opt --annotate --print-op-generic %s -o %t.ann.mlir
// RUN: %mlir-opt --allow-unregistered-dialect --inline %t.ann.mlir -o %t.noplugin.mlir
// RUN: filecheck %s --check-prefix=NOPLUGIN < %t.noplugin.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --inline %t.ann.mlir -o %t.inl.mlir
// RUN: filecheck %s < %t.inl.mlir
// RUN: tv-opt --strip-tv %t.inl.mlir -o %t.stripped.mlir
// RUN: %mlir-opt --mlir-print-op-generic %t.stripped.mlir -o %t.n1.mlir
// RUN: %mlir-opt --linalg-generalize-named-ops --inline --mlir-print-op-generic %s -o %t.n2.mlir
// Both sides pass through tv-opt once (it elides default properties such
// as nontemporal = false) and are compared in mlir-opt's generic form.
// RUN: diff %t.n1.mlir %t.n2.mlir
// @main has no spec of its own (no linalg) and carries @relu's prophecies:
// --verify pairs a function with its own spec only, so inlined code is
// unsupported, never checked against the callee's spec.
// RUN: %expect-exit 2 -- tv-opt --verify %t.inl.mlir -o %t.out | filecheck %s --check-prefix=VERIFY

func.func private @relu(%x: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %z = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @main(%x: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %r = func.call @relu(%x, %o) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: tv.spec @relu_spec
// CHECK-LABEL: {{^}}  func.func @main
// CHECK-NOT:   func.call
// CHECK:       tv.prophesy %{{.*}} for @relu_spec::@r [%{{.*}}] : f32

// NOPLUGIN: "tv.spec"() {source = {{.*}}, sym_name = "relu_spec", tensors = [
// NOPLUGIN: call @relu
// VERIFY: unsupported: func.func at {{.*}}: its prophecies name tv.spec @relu_spec (made of @relu): code of another function inlined into @main (@main has no spec of its own); calls are not supported
// VERIFY: @main: unsupported (func.func at {{.*}})
