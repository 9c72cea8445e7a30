// The result is right, but the function also overwrites its input %a without
// returning it: the caller's tensor A is not preserved.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

tv.spec @add_spec source "func.func @add(%a: tensor<?xf32> {tv.name = \"A\"}, %b: tensor<?xf32> {tv.name = \"B\"}, %out: tensor<?xf32> {tv.name = \"O\"}) -> tensor<?xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%out : tensor<?xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%x: f32, %y: f32, %o: f32):\n    %s = arith.addf %x, %y : f32\n    linalg.yield %s : f32\n  } -> tensor<?xf32>\n  func.return %0 : tensor<?xf32>\n}" {
  tv.spec_tensor @A : tensor<?xf32>
  tv.spec_tensor @B : tensor<?xf32>
  tv.spec_tensor @O : tensor<?xf32>
  tv.spec_tensor @C : tensor<?xf32>
}

func.func @add(%a: memref<?xf32>, %b: memref<?xf32>, %out: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %s = arith.addf %x, %y : f32
    %p = tv.prophesy %s for @add_spec::@C [%i] : f32
    memref.store %p, %out[%i] : memref<?xf32>
    %p2 = tv.prophesy %s for @add_spec::@C [%i] : f32
    memref.store %p2, %a[%i] : memref<?xf32>
  }
  func.return %out : memref<?xf32>
}

// CHECK: FAILED  input preserved: argument %a (@A) on func.return at {{.*}}bad-input-clobbered.mlir:25:3: a cell's final value is not the spec's
// CHECK-NEXT: instance: dim(A, 0)=1, dim(B, 0)=1, dim(O, 0)=1, cell %a[0]; expected A(0) = {{.*}}; computed C(0) = {{.*}}
// CHECK: @add: FAILED (input preserved)
