// SOUNDNESS: right gpu-async: the async gpu.memcpy waited on before the return
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @cp: verified

func.func @cp(%a: memref<4xf32>, %o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %o[%i] : memref<4xf32>
  }
  return
}

// ----- target

func.func @cp(%a: memref<4xf32>, %o: memref<4xf32>) {
  %t0 = gpu.wait async
  %t1 = gpu.memcpy async [%t0] %o, %a : memref<4xf32>, memref<4xf32>
  gpu.wait [%t1]
  return
}
