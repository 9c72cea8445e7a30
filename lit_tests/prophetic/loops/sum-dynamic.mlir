// A sum over a dynamic vector accumulated in an iter_arg whose yield is
// the body's prophecy S @ k.  The result, S @ (n - 1) when the loop runs
// and the init -0.0 when n = 0, is claimed to be the final S: both hold
// (the spec's S is its init S0 = -0.0 for an empty vector).
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s
// Mutant: the sum starts at +0.0: -0.0 + -0.0 is -0.0, +0.0 + -0.0 is +0.0.
// RUN: %mutate 'constant -0[.]0 : f32' 'constant 0.0 : f32' < %s > %t.pos.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.pos.mlir | filecheck %s --check-prefix=POS
// Mutant: the result is stored without the prophecy after the loop: for
// n = 0 the cell would hold the init, which no prophecy names.
// RUN: %mutate 'memref[.]store %q' 'memref.store %r' < %s > %t.zero.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.zero.mlir -o %t.zero.out | filecheck %s --check-prefix=ZERO
// Mutant: the prophecy claims stage k + 1 (the last iteration names S @ n,
// outside the spec; each sum is one stage behind its claim).
// RUN: %mutate 'stage \[%k\]' 'stage [%k1]' < %s > %t.stage.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.stage.mlir | filecheck %s --check-prefix=STAGE

// CHECK-NOT: FAILED
// CHECK:     ok      value = prophecy: tv.prophesy at {{.*}}sum-dynamic.mlir{{.*}}:48:10
// CHECK:     ok      value = prophecy: tv.prophesy at {{.*}}sum-dynamic.mlir{{.*}}:51:8
// CHECK:     @sum: verified

// POS:       FAILED  value = prophecy: tv.prophesy at {{.*}}sum-dynamic.mlir{{.*}}:48:10
// POS:       @sum: FAILED (value = prophecy)

// ZERO:      unsupported: memref.store at {{.*}}sum-dynamic.mlir{{.*}}:52:3: stores the result of a loop that may run zero times (its init value)
// ZERO:      @sum: unsupported (memref.store at

// STAGE:     FAILED  prophecy in spec domain: tv.prophesy at {{.*}}sum-dynamic.mlir{{.*}}:48:10: names an element outside @S
// STAGE:     FAILED  value = prophecy: tv.prophesy at {{.*}}sum-dynamic.mlir{{.*}}:48:10
// STAGE:     @sum: FAILED (prophecy in spec domain)
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
    %k1 = arith.addi %k, %c1 : index
    %p = tv.prophesy %t for @sum_spec::@S [] stage [%k] : f32
    scf.yield %p : f32
  }
  %q = tv.prophesy %r for @sum_spec::@S [] : f32
  memref.store %q, %s[] : memref<f32>
  func.return %s : memref<f32>
}

