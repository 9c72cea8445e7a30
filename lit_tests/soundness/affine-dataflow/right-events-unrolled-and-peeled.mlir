// SOUNDNESS: right affine-dataflow: a loop of events unrolled by 3 with its last iteration peeled: the same trace, verified for all sizes
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --allow-unregistered-dialect --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK: note: verified by the affine dataflow route

func.func @f(%A: memref<1024xf32>) {
  affine.for %i = 0 to 1024 {
    %v = affine.load %A[%i] : memref<1024xf32>
    "test.use"(%i, %v) : (index, f32) -> ()
  }
  return
}

// ----- target

func.func @f(%A: memref<1024xf32>) {
  affine.for %i = 0 to 1023 step 3 {
    %v = affine.load %A[%i] : memref<1024xf32>
    "test.use"(%i, %v) : (index, f32) -> ()
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %w = affine.load %A[%j] : memref<1024xf32>
    "test.use"(%j, %w) : (index, f32) -> ()
    %k = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
    %x = affine.load %A[%k] : memref<1024xf32>
    "test.use"(%k, %x) : (index, f32) -> ()
  }
  %c = arith.constant 1023 : index
  %y = affine.load %A[1023] : memref<1024xf32>
  "test.use"(%c, %y) : (index, f32) -> ()
  return
}
