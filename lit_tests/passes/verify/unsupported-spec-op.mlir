// An op of the spec that --verify cannot turn into equations makes the
// verdict unsupported, located in the spec's source text.
// RUN: %expect-exit 2 -- tv-opt --verify %s -o /dev/null | filecheck %s

tv.spec @slice_spec source "func.func @slice(%a: tensor<8xf32> {tv.name = \"A\"}) -> tensor<4xf32> {\n  %0 = tensor.extract_slice %a[0] [4] [1] : tensor<8xf32> to tensor<4xf32>\n  func.return %0 : tensor<4xf32>\n}" {
  tv.spec_tensor @A : tensor<8xf32>
}

func.func @slice(%a: memref<8xf32>) -> memref<8xf32> {
  func.return %a : memref<8xf32>
}

// CHECK: unsupported: tensor.extract_slice at <tv.spec @slice_spec>:2:8: spec op without tensor semantics here
// CHECK: @slice: unsupported (tensor.extract_slice at <tv.spec @slice_spec>:2:8)
