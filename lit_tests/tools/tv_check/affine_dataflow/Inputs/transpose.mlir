// A transpose copy (the source of interchange.mlir's legal interchange
// and of coalescing.mlir).
func.func @transpose(%A: memref<512x256xf32>, %B: memref<256x512xf32>) {
  affine.for %i = 0 to 512 {
    affine.for %j = 0 to 256 {
      %a = affine.load %A[%i, %j] : memref<512x256xf32>
      affine.store %a, %B[%j, %i] : memref<256x512xf32>
    }
  }
  return
}
