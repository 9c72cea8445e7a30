// SOUNDNESS: wrong vector-gather: the gather lowering with the i32 offsets zero-extended (index_castui) instead of sign-extended
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED

func.func @f(%m: memref<16xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>, %b: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %g = vector.gather %m[%b][%idx], %mask, %pass : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %g : vector<4xf32>
}

// ----- target

func.func @f(%arg0: memref<16xf32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: vector<4xf32>, %arg4: index) -> vector<4xf32> {
  %0 = arith.index_castui %arg1 : vector<4xi32> to vector<4xindex>
  %1 = vector.extract %arg2[0] : i1 from vector<4xi1>
  %2 = vector.extract %0[0] : index from vector<4xindex>
  %3 = arith.addi %arg4, %2 : index
  %4 = scf.if %1 -> (vector<4xf32>) {
    %17 = vector.load %arg0[%3] : memref<16xf32>, vector<1xf32>
    %18 = vector.extract %17[0] : f32 from vector<1xf32>
    %19 = vector.insert %18, %arg3 [0] : f32 into vector<4xf32>
    scf.yield %19 : vector<4xf32>
  } else {
    scf.yield %arg3 : vector<4xf32>
  }
  %5 = vector.extract %arg2[1] : i1 from vector<4xi1>
  %6 = vector.extract %0[1] : index from vector<4xindex>
  %7 = arith.addi %arg4, %6 : index
  %8 = scf.if %5 -> (vector<4xf32>) {
    %17 = vector.load %arg0[%7] : memref<16xf32>, vector<1xf32>
    %18 = vector.extract %17[0] : f32 from vector<1xf32>
    %19 = vector.insert %18, %4 [1] : f32 into vector<4xf32>
    scf.yield %19 : vector<4xf32>
  } else {
    scf.yield %4 : vector<4xf32>
  }
  %9 = vector.extract %arg2[2] : i1 from vector<4xi1>
  %10 = vector.extract %0[2] : index from vector<4xindex>
  %11 = arith.addi %arg4, %10 : index
  %12 = scf.if %9 -> (vector<4xf32>) {
    %17 = vector.load %arg0[%11] : memref<16xf32>, vector<1xf32>
    %18 = vector.extract %17[0] : f32 from vector<1xf32>
    %19 = vector.insert %18, %8 [2] : f32 into vector<4xf32>
    scf.yield %19 : vector<4xf32>
  } else {
    scf.yield %8 : vector<4xf32>
  }
  %13 = vector.extract %arg2[3] : i1 from vector<4xi1>
  %14 = vector.extract %0[3] : index from vector<4xindex>
  %15 = arith.addi %arg4, %14 : index
  %16 = scf.if %13 -> (vector<4xf32>) {
    %17 = vector.load %arg0[%15] : memref<16xf32>, vector<1xf32>
    %18 = vector.extract %17[0] : f32 from vector<1xf32>
    %19 = vector.insert %18, %12 [3] : f32 into vector<4xf32>
    scf.yield %19 : vector<4xf32>
  } else {
    scf.yield %12 : vector<4xf32>
  }
  return %16 : vector<4xf32>
}
