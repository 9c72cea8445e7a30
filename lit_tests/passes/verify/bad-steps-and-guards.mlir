// The second loop starts at 3: cell 1 is never written.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

tv.spec @copy_spec source "func.func @copy(%a: tensor<?xf32> {tv.name = \"A\"}, %o: tensor<?xf32> {tv.name = \"O\"}) -> tensor<?xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a : tensor<?xf32>) outs(%o : tensor<?xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%x: f32, %y: f32):\n    linalg.yield %x : f32\n  } -> tensor<?xf32>\n  func.return %0 : tensor<?xf32>\n}" {
  tv.spec_tensor @A : tensor<?xf32>
  tv.spec_tensor @O : tensor<?xf32>
  tv.spec_tensor @C : tensor<?xf32>
}

func.func @copy(%a: memref<?xf32>, %c: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c2 {
    %x = memref.load %a[%i] : memref<?xf32>
    %p = tv.prophesy %x for @copy_spec::@C [%i] : f32
    memref.store %p, %c[%i] : memref<?xf32>
  }
  %c3 = arith.constant 3 : index
  scf.for %i = %c3 to %n step %c2 {
    %small = arith.cmpi slt, %i, %c4 : index
    scf.if %small {
      %x = memref.load %a[%i] : memref<?xf32>
      %p = tv.prophesy %x for @copy_spec::@C [%i] : f32
      memref.store %p, %c[%i] : memref<?xf32>
    } else {
      %h = arith.floordivsi %i, %c2 : index
      %j = arith.addi %h, %h : index
      %k = arith.addi %j, %c1 : index
      %x = memref.load %a[%k] : memref<?xf32>
      %p = tv.prophesy %x for @copy_spec::@C [%k] : f32
      memref.store %p, %c[%k] : memref<?xf32>
    }
  }
  func.return %c : memref<?xf32>
}

// CHECK: FAILED  coverage: result 0 (%c = @C) of func.return at {{.*}}bad-steps-and-guards.mlir:37:3: cells never written keep their initial value, which is not the spec's
// CHECK-NEXT: instance: dim(A, 0)=2, dim(O, 0)=2, cell %c[1]; expected C(1) = {{.*}}; computed O(1) = {{.*}}
// CHECK: @copy: FAILED (coverage)
