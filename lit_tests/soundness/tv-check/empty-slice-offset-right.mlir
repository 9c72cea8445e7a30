// SOUNDNESS: right tv-check: an empty tensor.insert_slice / extract_slice at any offset (even past the end) is defined; mlir-opt-19's canonicalizer removes the insert
// REQUIRES: mlir-opt-19
// An empty slice has no index to be out of bounds (issue 21: an offset
// past the end was UB, so the source without the slice was "less defined").
// RUN: %mlir-opt --canonicalize %s > %t.mlir
// RUN: tv-check %t.mlir %s | filecheck %s
// RUN: tv-check %s %t.mlir | filecheck %s

func.func @empty_slice(%t: tensor<8xf32>, %o: index) -> tensor<0xf32> {
  %s = tensor.extract_slice %t[%o] [0] [1] : tensor<8xf32> to tensor<0xf32>
  return %s : tensor<0xf32>
}

func.func @empty_insert(%t: tensor<8xf32>, %u: tensor<0xf32>, %o: index) -> tensor<8xf32> {
  %s = tensor.insert_slice %u into %t[%o] [0] [1] : tensor<0xf32> into tensor<8xf32>
  return %s : tensor<8xf32>
}

// CHECK: @empty_slice: verified
// CHECK-NEXT: @empty_insert: verified
