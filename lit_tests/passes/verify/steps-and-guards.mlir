// Even cells by a loop of step 2 from 0, odd ones by a loop of step 2 from 1
// whose else branch recomputes the index as 2 * floor(i / 2) + 1 (quasi-affine):
// strided domains, floor divisions and both branches of an scf.if.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o /dev/null | filecheck %s

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
  scf.for %i = %c1 to %n step %c2 {
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

// CHECK: ok      read defined: memref.load at {{.*}}steps-and-guards.mlir:19:10
// CHECK: ok      write in bounds: memref.store at {{.*}}steps-and-guards.mlir:21:5
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}steps-and-guards.mlir:20:10
// CHECK: ok      read defined: memref.load at {{.*}}steps-and-guards.mlir:26:12
// CHECK: ok      write in bounds: memref.store at {{.*}}steps-and-guards.mlir:28:7
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}steps-and-guards.mlir:27:12
// CHECK: ok      read defined: memref.load at {{.*}}steps-and-guards.mlir:33:12
// CHECK: ok      write in bounds: memref.store at {{.*}}steps-and-guards.mlir:35:7
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}steps-and-guards.mlir:34:12
// CHECK: ok      coverage: result 0 (%c = @C)
// CHECK: ok      final value: result 0 (%c = @C) of func.return at {{.*}}steps-and-guards.mlir:38:3: holds exactly its spec elements
// CHECK: @copy: verified
