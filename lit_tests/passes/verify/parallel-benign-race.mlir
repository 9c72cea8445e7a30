// Every parallel iteration also writes c[0], always with C(0): a write-write
// race, but a benign one (all writers write the same spec element).
// RUN: %expect-exit 0 -- tv-opt --verify %s -o /dev/null | filecheck %s

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
    %p0 = tv.prophesy %x0 for @copy_spec::@C [%c0] : f32
    memref.store %p0, %c[%c0] : memref<?xf32>
    scf.reduce
  }) : (index, index, index) -> ()
  func.return %c : memref<?xf32>
}

// CHECK: ok      read defined: memref.load at {{.*}}parallel-benign-race.mlir:17:10
// CHECK: ok      write in bounds: memref.store at {{.*}}parallel-benign-race.mlir:19:5
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}parallel-benign-race.mlir:18:10
// CHECK: ok      read defined: memref.load at {{.*}}parallel-benign-race.mlir:20:11
// CHECK: ok      write in bounds: memref.store at {{.*}}parallel-benign-race.mlir:22:5
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}parallel-benign-race.mlir:21:11
// CHECK: ok      no read-write race: scf.parallel at {{.*}}parallel-benign-race.mlir:15:3: parallel iterations
// CHECK: ok      benign write-write races: scf.parallel at {{.*}}parallel-benign-race.mlir:15:3: parallel iterations write the same spec elements
// CHECK: ok      coverage: result 0 (%c = @C)
// CHECK: ok      final value: result 0 (%c = @C) of func.return at {{.*}}parallel-benign-race.mlir:25:3: holds exactly its spec elements
// CHECK: @copy: verified
