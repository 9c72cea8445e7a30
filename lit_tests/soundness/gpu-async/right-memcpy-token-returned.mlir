// SOUNDNESS: right gpu-async: an async gpu.memcpy pending at the return whose token is returned (the caller can wait on it: the assumption is printed)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @cp: verified
// CHECK: assumes async GPU work still pending when the function returns has completed

func.func @cp(%a: memref<4xf32>, %o: memref<4xf32>) -> !gpu.async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %o[%i] : memref<4xf32>
  }
  %t = gpu.wait async
  return %t : !gpu.async.token
}

// ----- target

func.func @cp(%a: memref<4xf32>, %o: memref<4xf32>) -> !gpu.async.token {
  %t0 = gpu.wait async
  %t1 = gpu.memcpy async [%t0] %o, %a : memref<4xf32>, memref<4xf32>
  return %t1 : !gpu.async.token
}
