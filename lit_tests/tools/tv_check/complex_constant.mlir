// A constant of complex elements has no semantics in tv-check: the
// function is unsupported, located at the constant (counting the float
// constants raised a TypeError on its (re, im) pairs: exit 4).
// RUN: %expect-exit 2 -- tv-check %s %s | filecheck %s

func.func @f(%x: f32) -> f32 {
  %c = arith.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
  %e = tensor.extract %c[] : tensor<complex<f32>>
  %s = arith.addf %x, %x : f32
  return %s : f32
}

// CHECK: @f: unsupported (arith.constant at {{.*}}complex_constant.mlir:7:8: type complex<f32> has no scalar semantics)
