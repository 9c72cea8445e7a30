// DIGEST F.10: every iteration i writes a[i] into c[0], claiming C(0).  The
// write-write race is "benign" by its annotations, but the value obligation
// A(i) = C(0) fails for i != 0.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

tv.spec @copy_spec source "func.func @copy(%a: tensor<?xf32> {tv.name = \"A\"}, %o: tensor<?xf32> {tv.name = \"O\"}) -> tensor<?xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a : tensor<?xf32>) outs(%o : tensor<?xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%x: f32, %y: f32):\n    linalg.yield %x : f32\n  } -> tensor<?xf32>\n  func.return %0 : tensor<?xf32>\n}" {
  tv.spec_tensor @A : tensor<?xf32>
  tv.spec_tensor @O : tensor<?xf32>
  tv.spec_tensor @C : tensor<?xf32>
}

func.func @copy(%a: memref<?xf32>, %c: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  "scf.parallel"(%c0, %n, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    %x = memref.load %a[%i] : memref<?xf32>
    %p = tv.prophesy %x for @copy_spec::@C [%i] : f32
    memref.store %p, %c[%i] : memref<?xf32>
    %x0 = memref.load %a[%c0] : memref<?xf32>
    %p0 = tv.prophesy %x for @copy_spec::@C [%c0] : f32
    memref.store %p0, %c[%c0] : memref<?xf32>
    scf.reduce
  }) : (index, index, index) -> ()
  func.return %c : memref<?xf32>
}

// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}bad-parallel-stray-write.mlir:22:11: the stored value is not the prophesied spec element
// CHECK-NEXT: instance: dim(A, 0)=[[N:[0-9]+]], dim(O, 0)=[[N]], %i=[[I:[0-9]+]]; expected C(0) = {{.*}}; computed A([[I]]) = {{.*}}
// CHECK: @copy: FAILED (value = prophecy)
