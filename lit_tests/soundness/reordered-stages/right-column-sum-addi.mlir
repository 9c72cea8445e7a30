// SOUNDNESS: right reordered-stages: a 3x4 integer sum folded column by column, claimed as stages of the row-major spec reduction in the order (d1, d0)
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s
// CHECK: @colsum: verified

  tv.spec @colsum_spec source "func.func @colsum(%x: tensor<3x4xi32> {tv.name = \22x\22}) -> tensor<i32> {\0A  %z = arith.constant 0 : i32\0A  %e = tensor.empty() : tensor<i32>\0A  %init = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%z : i32) outs(%e : tensor<i32>) attrs =  {tv.name = \22init\22} {\0A  ^bb0(%a: i32, %o: i32):\0A    linalg.yield %a : i32\0A  } -> tensor<i32>\0A  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [\22reduction\22, \22reduction\22]} ins(%x : tensor<3x4xi32>) outs(%init : tensor<i32>) attrs =  {tv.name = \22generic1\22} {\0A  ^bb0(%v: i32, %acc: i32):\0A    %s = arith.addi %acc, %v : i32\0A    linalg.yield %s : i32\0A  } -> tensor<i32>\0A  func.return %0 : tensor<i32>\0A}" tensors [@x : tensor<3x4xi32>, @init : tensor<i32>, @generic1 : tensor<i32> stages 2]

func.func @colsum(%x: memref<3x4xi32>) -> memref<i32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %s = memref.alloc() : memref<i32>
  %zero = arith.constant 0 : i32
  %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (i32) {
    %q = scf.for %i = %c0 to %c3 step %c1 iter_args(%b = %a) -> (i32) {
      %v = memref.load %x[%i, %j] : memref<3x4xi32>
      %t = arith.addi %b, %v : i32
      %p = tv.prophesy %t for @colsum_spec::@generic1.order.1.0 [] stage [%j, %i] : i32
      scf.yield %p : i32
    }
    %pq = tv.prophesy %q for @colsum_spec::@generic1.order.1.0 [] stage [%j, %c2] : i32
    scf.yield %pq : i32
  }
  %f = tv.prophesy %r for @colsum_spec::@generic1 [] : i32
  memref.store %f, %s[] : memref<i32>
  func.return %s : memref<i32>
}
