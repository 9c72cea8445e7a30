// SOUNDNESS: wrong reordered-stages: an f32 3x4 sum folded column by column without any reassociation license (IEEE sums in another order round differently)
// RUN: %expect-exit 2 -- tv-opt --verify %s -o %t.out | filecheck %s
// CHECK: @colsum: unsupported (tv.prophesy at

  tv.spec @colsum_spec source "func.func @colsum(%x: tensor<3x4xf32> {tv.name = \22x\22}) -> tensor<f32> {\0A  %z = arith.constant 0.0 : f32\0A  %e = tensor.empty() : tensor<f32>\0A  %init = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%z : f32) outs(%e : tensor<f32>) attrs =  {tv.name = \22init\22} {\0A  ^bb0(%a: f32, %o: f32):\0A    linalg.yield %a : f32\0A  } -> tensor<f32>\0A  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [\22reduction\22, \22reduction\22]} ins(%x : tensor<3x4xf32>) outs(%init : tensor<f32>) attrs =  {tv.name = \22generic1\22} {\0A  ^bb0(%v: f32, %acc: f32):\0A    %s = arith.addf %acc, %v : f32\0A    linalg.yield %s : f32\0A  } -> tensor<f32>\0A  func.return %0 : tensor<f32>\0A}" tensors [@x : tensor<3x4xf32>, @init : tensor<f32>, @generic1 : tensor<f32> stages 2]

func.func @colsum(%x: memref<3x4xf32>) -> memref<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %s = memref.alloc() : memref<f32>
  %zero = arith.constant 0.0 : f32
  %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
    %q = scf.for %i = %c0 to %c3 step %c1 iter_args(%b = %a) -> (f32) {
      %v = memref.load %x[%i, %j] : memref<3x4xf32>
      %t = arith.addf %b, %v : f32
      %p = tv.prophesy %t for @colsum_spec::@generic1.order.1.0 [] stage [%j, %i] : f32
      scf.yield %p : f32
    }
    %pq = tv.prophesy %q for @colsum_spec::@generic1.order.1.0 [] stage [%j, %c2] : f32
    scf.yield %pq : f32
  }
  %f = tv.prophesy %r for @colsum_spec::@generic1 [] : f32
  memref.store %f, %s[] : memref<f32>
  func.return %s : memref<f32>
}
