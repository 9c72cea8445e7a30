// SOUNDNESS: wrong gpu-async: the gpu.wait of an async gpu.memcpy into the result dropped, its token not returned (attack13: verified under the assumption that the caller waits, which it cannot)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @cp: unsupported (gpu.memcpy at {{.*}}: async work still pending when the function returns, and no token of it is returned

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
  return
}
