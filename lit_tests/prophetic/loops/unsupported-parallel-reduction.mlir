// REQUIRES: mlir-opt-19
// A sum as an scf.parallel reduction (scf.reduce): the runtime combines
// the values in any order, which the spec's sequential sum does not
// allow without reassociation; unsupported, naming the combiner.
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s > %t.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.mlir -o %t.out | filecheck %s

// CHECK: unsupported: scf.parallel at {{.*}}unsupported-parallel-reduction.mlir:23:10: scf.parallel reduction combined by arith.addf: parallel reductions are not supported yet
// CHECK: @sum: unsupported (scf.parallel at

module {
  "tv.spec"() ({
    "tv.spec_tensor"() {sym_name = "X", type = tensor<?xf32>} : () -> ()
    "tv.spec_tensor"() {sym_name = "S0", type = tensor<f32>} : () -> ()
    "tv.spec_tensor"() {sym_name = "S", type = tensor<f32>, stages = 1 : i64} : () -> ()
  }) {sym_name = "sum_spec", source = "func.func @sum(%x: tensor<?xf32> {tv.name = \22X\22}) -> tensor<f32> {\0A  %nz = arith.constant -0.0 : f32\0A  %e = tensor.empty() : tensor<f32>\0A  %init = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%nz : f32) outs(%e : tensor<f32>) attrs = {tv.name = \22S0\22} {\0A  ^bb0(%z: f32, %o: f32):\0A    linalg.yield %z : f32\0A  } -> tensor<f32>\0A  %0 = linalg.generic {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = [\22reduction\22]} ins(%x : tensor<?xf32>) outs(%init : tensor<f32>) attrs = {tv.name = \22S\22} {\0A  ^bb0(%v: f32, %acc: f32):\0A    %s = arith.addf %acc, %v : f32\0A    linalg.yield %s : f32\0A  } -> tensor<f32>\0A  func.return %0 : tensor<f32>\0A}"} : () -> ()
  func.func @sum(%x: memref<?xf32>) -> memref<f32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %x, %c0 : memref<?xf32>
    %s = memref.alloc() : memref<f32>
    %zero = arith.constant -0.0 : f32
    %r = scf.parallel (%k) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
      %v = memref.load %x[%k] : memref<?xf32>
      scf.reduce(%v : f32) {
      ^bb0(%a: f32, %b: f32):
        %t = arith.addf %a, %b : f32
        scf.reduce.return %t : f32
      }
    }
    memref.store %r, %s[] : memref<f32>
    return %s : memref<f32>
  }
}
