// Row sum, dynamic shapes, accumulated in place into the init argument.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o /dev/null | filecheck %s

tv.spec @row_sum_spec source "func.func @row_sum(%x: tensor<?x?xf32> {tv.name = \"X\"}, %init: tensor<?xf32> {tv.name = \"S0\"}) -> tensor<?xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = [\"parallel\", \"reduction\"]} ins(%x : tensor<?x?xf32>) outs(%init : tensor<?xf32>) attrs = {tv.name = \"S\"} {\n  ^bb0(%v: f32, %acc: f32):\n    %s = arith.addf %acc, %v : f32\n    linalg.yield %s : f32\n  } -> tensor<?xf32>\n  func.return %0 : tensor<?xf32>\n}" {
  tv.spec_tensor @X : tensor<?x?xf32>
  tv.spec_tensor @S0 : tensor<?xf32>
  tv.spec_tensor @S : tensor<?xf32> stages 1
}

func.func @row_sum(%x: memref<?x?xf32>, %s: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?x?xf32>
  %kk = memref.dim %x, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %k = %c0 to %kk step %c1 {
      %v = memref.load %x[%i, %k] : memref<?x?xf32>
      %acc = memref.load %s[%i] : memref<?xf32>
      %r = arith.addf %acc, %v : f32
      %p = tv.prophesy %r for @row_sum_spec::@S [%i] stage [%k] : f32
      memref.store %p, %s[%i] : memref<?xf32>
    }
  }
  func.return %s : memref<?xf32>
}

// CHECK: ok      read defined: memref.load at {{.*}}row-sum.mlir:17:12
// CHECK: ok      read defined: memref.load at {{.*}}row-sum.mlir:18:14
// CHECK: ok      write in bounds: memref.store at {{.*}}row-sum.mlir:21:7
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}row-sum.mlir:20:12
// CHECK: ok      coverage: result 0 (%s = @S)
// CHECK: ok      final value: result 0 (%s = @S)
// CHECK: @row_sum: verified
