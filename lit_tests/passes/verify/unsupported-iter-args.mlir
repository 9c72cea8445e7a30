// The sum accumulated in a loop-carried value (iter_args) instead of memory:
// scalar loop-carried values have no prophecy, so this is unsupported.
// RUN: %expect-exit 2 -- tv-opt --verify %s -o /dev/null | filecheck %s

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
  %zero = arith.constant -0.0 : f32
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %x[%k] : memref<?xf32>
    %t = arith.addf %acc, %v : f32
    scf.yield %t : f32
  }
  %q = tv.prophesy %r for @sum_spec::@S [] : f32
  memref.store %q, %s[] : memref<f32>
  func.return %s : memref<f32>
}

// CHECK: unsupported: scf.for at {{.*}}unsupported-iter-args.mlir:17:8: loop-carried value without prophecy (iter_arg #0 is yielded without a tv.prophesy of the loop body
// CHECK: @sum: unsupported (scf.for at {{.*}}unsupported-iter-args.mlir:17:8)
