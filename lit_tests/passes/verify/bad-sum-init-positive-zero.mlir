// The implementation initializes the sum with +0.0 where the spec starts from
// -0.0: they differ (-0.0 + +0.0 = +0.0), and the init store's prophecy fails.
//
// Both float models reject it: IEEE (fp=ieee) distinguishes the zeros, and
// abstract FP (the default) gives +0.0 and -0.0 fixed, distinct codes, so the
// init store's value obligation fails the same way in both.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{fp=ieee}' %s | filecheck %s

tv.spec @sum_spec source "func.func @sum(%x: tensor<?xf32> {tv.name = \"X\"}) -> tensor<f32> {\n  %nz = arith.constant -0.0 : f32\n  %e = tensor.empty() : tensor<f32>\n  %init = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%nz : f32) outs(%e : tensor<f32>) attrs = {tv.name = \"S0\"} {\n  ^bb0(%z: f32, %o: f32):\n    linalg.yield %z : f32\n  } -> tensor<f32>\n  %0 = linalg.generic {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = [\"reduction\"]} ins(%x : tensor<?xf32>) outs(%init : tensor<f32>) attrs = {tv.name = \"S\"} {\n  ^bb0(%v: f32, %acc: f32):\n    %s = arith.addf %acc, %v : f32\n    linalg.yield %s : f32\n  } -> tensor<f32>\n  func.return %0 : tensor<f32>\n}" {
  tv.spec_tensor @X : tensor<?xf32>
  tv.spec_tensor @S0 : tensor<f32>
  tv.spec_tensor @S : tensor<f32> stages 1
}

func.func @sum(%x: memref<?xf32>) -> memref<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %s = memref.alloc() : memref<f32>
  %zero = arith.constant 0.0 : f32
  %p = tv.prophesy %zero for @sum_spec::@S0 [] : f32
  memref.store %p, %s[] : memref<f32>
  scf.for %k = %c0 to %n step %c1 {
    %v = memref.load %x[%k] : memref<?xf32>
    %acc = memref.load %s[] : memref<f32>
    %r = arith.addf %acc, %v : f32
    %q = tv.prophesy %r for @sum_spec::@S [] stage [%k] : f32
    memref.store %q, %s[] : memref<f32>
  }
  func.return %s : memref<f32>
}

// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}bad-sum-init-positive-zero.mlir:22:8: the stored value is not the prophesied spec element
// CHECK-NEXT: instance: {{.*}}expected S0() = -0.0; computed 0.0
// CHECK: @sum: FAILED (value = prophecy)
