// SOUNDNESS: wrong subgroup-reduce: a float sum by gpu.subgroup_reduce add against a spec without reassoc and no verify{assume-reassoc}: its order is not the spec's
// REQUIRES: mlir-opt-19, tv-plugin
// A one-block kernel of 32 threads, each loading x[t]; gpu.subgroup_reduce combines
// the subgroup's values and thread 0 stores them (what a warp reduction lowers to).
// The target sums in its own order; the spec's is sequential: not shown equal without the assumption.
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --mlir-print-debuginfo --mlir-print-op-generic %s > %t.mlir
// RUN: %expect-exit 2 -- tv-opt --allow-unregistered-dialect -p 'verify{source=%S/../Inputs/sum32_f32.mlir}' %t.mlir -o %t.out.mlir | filecheck %s
// CHECK: @rsum: unsupported (gpu.subgroup_reduce at {{.*}})

module {
  tv.spec @rsum_spec source "func.func @rsum(%x: tensor<32xf32> {tv.name = \22x\22}) -> tensor<1xf32> {\0A  %z = arith.constant 0.000000e+00 : f32\0A  %e = tensor.empty() : tensor<1xf32>\0A  %i = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%z : f32) outs(%e : tensor<1xf32>) attrs =  {tv.name = \22i\22} {\0A  ^bb0(%in: f32, %out: f32):\0A    linalg.yield %in : f32\0A  } -> tensor<1xf32>\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [\22parallel\22, \22reduction\22]} ins(%x : tensor<32xf32>) outs(%i : tensor<1xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%a: f32, %b: f32):\0A    %s = arith.addf %a, %b : f32\0A    linalg.yield %s : f32\0A  } -> tensor<1xf32>\0A  func.return %r : tensor<1xf32>\0A}" tensors [@x : tensor<32xf32>, @i : tensor<1xf32>, @r : tensor<1xf32> stages 1]
  func.func @rsum(%x: memref<32xf32>) -> memref<1xf32> {
    %y = memref.alloc() : memref<1xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cn = arith.constant 32 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %cn, %sy = %c1, %sz = %c1) {
      %v = memref.load %x[%tx] : memref<32xf32>
      %s = gpu.subgroup_reduce add %v : (f32) -> f32
      %z = arith.cmpi eq, %tx, %c0 : index
      scf.if %z {
        %p = tv.prophesy %s for @rsum_spec::@r [%c0] : f32
        memref.store %p, %y[%c0] : memref<1xf32>
      }
      gpu.terminator
    }
    return %y : memref<1xf32>
  }
}
