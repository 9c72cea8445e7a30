// SOUNDNESS: wrong launch-limits: tv-check, each thread stages its value through a 4 MiB memref.alloca (beyond the 512 KiB of local memory a thread may have: the kernel does not launch; attack16: verified, exit 0)
// The target is a hand-edited launch printed by mlir-opt-19.
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @s: unsupported (gpu.launch at {{.*}}: a launch beyond the target's limits: 4194304 bytes of private memory per thread, beyond the 524288 NVIDIA allows (local memory per thread): the kernel does not launch)

module {
  func.func @s(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c4, %arg12 = %c1, %arg13 = %c1) {
      %0 = memref.load %arg0[%arg5] : memref<4xf32>
      %1 = arith.addf %0, %0 : f32
      memref.store %1, %arg1[%arg5] : memref<4xf32>
      gpu.terminator
    }
    return
  }
}



// ----- target

module {
  func.func @s(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c4, %arg12 = %c1, %arg13 = %c1) {
      %0 = memref.load %arg0[%arg5] : memref<4xf32>
      %alloca = memref.alloca() : memref<1048576xf32>
      memref.store %0, %alloca[%c0] : memref<1048576xf32>
      %1 = memref.load %alloca[%c0] : memref<1048576xf32>
      %2 = arith.addf %1, %1 : f32
      memref.store %2, %arg1[%arg5] : memref<4xf32>
      gpu.terminator
    }
    return
  }
}

