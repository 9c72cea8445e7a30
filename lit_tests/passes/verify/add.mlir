// Elementwise add on dynamic shapes, lowered to two scf.for loops: one proof
// for every N x M.  The spec's shape equalities are assumptions on the inputs.
// The report goes to stderr; the IR passes through on stdout unchanged.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o /dev/null | filecheck %s
// RUN: tv-opt --verify %s 2>/dev/null | filecheck %s --check-prefix=IR

tv.spec @add_spec source "func.func @add(%a: tensor<?x?xf32> {tv.name = \"A\"}, %b: tensor<?x?xf32> {tv.name = \"B\"}, %out: tensor<?x?xf32> {tv.name = \"O\"}) -> tensor<?x?xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%out : tensor<?x?xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%x: f32, %y: f32, %o: f32):\n    %s = arith.addf %x, %y : f32\n    linalg.yield %s : f32\n  } -> tensor<?x?xf32>\n  func.return %0 : tensor<?x?xf32>\n}" {
  tv.spec_tensor @A : tensor<?x?xf32>
  tv.spec_tensor @B : tensor<?x?xf32>
  tv.spec_tensor @O : tensor<?x?xf32>
  tv.spec_tensor @C : tensor<?x?xf32>
}

func.func @add(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %out: memref<?x?xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %m = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %y = memref.load %b[%i, %j] : memref<?x?xf32>
      %s = arith.addf %x, %y : f32
      %p = tv.prophesy %s for @add_spec::@C [%i, %j] : f32
      memref.store %p, %out[%i, %j] : memref<?x?xf32>
    }
  }
  func.return %out : memref<?x?xf32>
}

// The index width and the no-overflow assumption are stated in every report.
// CHECK: note: assumes: dim(A, 0) = dim(B, 0); {{.*}}; 64-bit index; index arithmetic does not overflow 64 bits; memref arguments do not alias
// CHECK: ok      read defined: memref.load at {{.*}}add.mlir:21:12
// CHECK: ok      read defined: memref.load at {{.*}}add.mlir:22:12
// CHECK: ok      write in bounds: memref.store at {{.*}}add.mlir:25:7
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}add.mlir:24:12
// CHECK: ok      coverage: result 0 (%out = @C)
// CHECK: ok      final value: result 0 (%out = @C) of func.return at {{.*}}add.mlir:28:3: holds exactly its spec elements
// CHECK: @add: verified

// The IR passes through unchanged on stdout.
// IR: func.func @add
// IR: tv.prophesy %{{.*}} for @add_spec::@C [%i, %j] : f32
// IR-NEXT: memref.store
