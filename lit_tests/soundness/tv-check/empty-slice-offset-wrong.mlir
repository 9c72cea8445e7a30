// SOUNDNESS: wrong tv-check: a one-element tensor.insert_slice at an offset that may be past the end, against mlir-opt-19's canonicalization of the empty one (which removes it)
// REQUIRES: mlir-opt-19
// The non-empty insert is UB past the end, and otherwise changes element
// %o: the canonicalized empty insert (the input returned) is not it.
// RUN: %mlir-opt --canonicalize %s > %t.mlir
// RUN: sed -e 's/\[%o\] \[0\] \[1\] : tensor<0xf32>/[%o] [1] [1] : tensor<1xf32>/' -e 's/%u: tensor<0xf32>/%u: tensor<1xf32>/' %s > %t.one.mlir
// RUN: sed -e 's/%arg1: tensor<0xf32>/%arg1: tensor<1xf32>/' %t.mlir > %t.tgt.mlir
// RUN: %expect-exit 1 -- tv-check --function empty_insert %t.one.mlir %t.tgt.mlir | filecheck %s

func.func @empty_insert(%t: tensor<8xf32>, %u: tensor<0xf32>, %o: index) -> tensor<8xf32> {
  %s = tensor.insert_slice %u into %t[%o] [0] [1] : tensor<0xf32> into tensor<8xf32>
  return %s : tensor<8xf32>
}

// CHECK: @empty_insert: FAILED (return value mismatch)
