// REQUIRES: mlir-opt-19
// gpu.shuffle in --verify: a lane reads the value its source lane computed
// (the operand's term with that thread's ids).  Thread t loads x[t xor 1]
// (quasi-affine: t + 1 - 2 (t mod 2)), an xor-1 shuffle hands it back to
// lane t xor 1, which doubles it and stores y[t]: right only if the
// shuffle reads the *other* lane.  mlir-opt-19 reads and prints the kernel
// (real MLIR), no subgroup size is given: 32 is assumed and printed.
// RUN: %mlir-opt --mlir-print-debuginfo --mlir-print-op-generic %s > %t.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/shuffle/double.mlir"}' %t.mlir -o %t.out.mlir | filecheck %s
//
// xor 2: lane t reads x[t xor 3], the wrong element.
// RUN: %mutate 'value = 1 : i32' 'value = 2 : i32' < %t.mlir > %t.xor2.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/shuffle/double.mlir"}' %t.xor2.mlir -o %t.out.mlir | filecheck %s --check-prefix=XOR2
//
// width 1: every source lane but lane 0's own is outside the width, so
// the shuffled value is unspecified (poison) where it is stored.
// RUN: %mutate 'value = 32 : i32' 'value = 1 : i32' < %t.mlir > %t.width.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/shuffle/double.mlir"}' %t.width.mlir -o %t.out.mlir | filecheck %s --check-prefix=WIDTH

func.func @double(%x: memref<64xf32>) -> memref<64xf32> {
  %y = memref.alloc() : memref<64xf32>
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c2 = arith.constant 2 : index
    %one = arith.constant 1 : i32
    %w = arith.constant 32 : i32
    %m = arith.remui %tx, %c2 : index
    %m2 = arith.muli %m, %c2 : index
    %t1 = arith.addi %tx, %c1 : index
    %p = arith.subi %t1, %m2 : index
    %v = memref.load %x[%p] : memref<64xf32>
    %s, %ok = gpu.shuffle xor %v, %one, %w : f32
    %d = arith.addf %s, %s : f32
    memref.store %d, %y[%tx] : memref<64xf32>
    gpu.terminator
  }
  return %y : memref<64xf32>
}

// CHECK: note: assumes: subgroup size 32 (the launch does not say; gpu.shuffle's lanes are 32 consecutive linear thread ids)
// CHECK: note: inferred: memref.store at {{.*}}gpu-shuffle.mlir:36:5: @r [%arg4]
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}gpu-shuffle.mlir:36:5
// CHECK: @double: verified

// XOR2: FAILED  execution matches spec: memref.store at {{.*}}gpu-shuffle.mlir:36:5: its values are elements of @r, but at no element that is one affine function of the index values in scope; confirmed by execution: result 0 [0]
// XOR2: @double: FAILED (execution matches spec)

// WIDTH:      FAILED  value = prophecy: tv.prophesy at {{.*}}gpu-shuffle.mlir:36:5: the stored value is not the prophesied spec element
// WIDTH-NEXT:   instance: thread_id.x={{[0-9]+}}; expected r({{[0-9]+}}) = {{.*}}; computed {{.*}}(poison, which is undefined behaviour where it is stored)
// WIDTH: @double: FAILED (execution matches spec)
