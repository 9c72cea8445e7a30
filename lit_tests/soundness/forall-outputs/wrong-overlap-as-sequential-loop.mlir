// SOUNDNESS: wrong forall-outputs: overlapping parallel_insert_slices read as a sequential scf.for (last iteration wins)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (scf.forall at {{.*}}.mlir:7:8: the parallel_insert_slices of two iterations may overlap (their order is unspecified))

func.func @f(%x: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%s = %o) -> (tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %t = tensor.extract_slice %x[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %s[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// ----- target

func.func @f(%x: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %o) -> (tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %t = tensor.extract_slice %x[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %u = tensor.insert_slice %t into %s[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
