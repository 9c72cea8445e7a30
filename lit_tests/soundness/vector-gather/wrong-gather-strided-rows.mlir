// SOUNDNESS: wrong vector-gather: a gather from a view whose rows are not contiguous (a column block of a wider buffer): a lane offset past the row addresses memory between the view's rows, which tvmlir does not model: unsupported, never "always undefined"
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (vector.gather at {{.*}}: a gather from a view whose rows are not contiguous

func.func @f(%base: memref<6x4xf32, strided<[8, 1]>>) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<true> : vector<2xi1>
  %p = arith.constant dense<0.0> : vector<2xf32>
  %i = arith.constant dense<[5, 6]> : vector<2xindex>
  %g = vector.gather %base[%c0, %c0][%i], %t, %p : memref<6x4xf32, strided<[8, 1]>>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}

// ----- target

func.func @f(%base: memref<6x4xf32, strided<[8, 1]>>) -> vector<2xf32> {
  %p = arith.constant dense<7.0> : vector<2xf32>
  return %p : vector<2xf32>
}
