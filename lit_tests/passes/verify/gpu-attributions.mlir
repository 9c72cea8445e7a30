// Memory attributions of gpu.launch (design-notes section 8, "GPU"):
// * @exchange: a workgroup attribution is one buffer per block, shared by its
//   threads: after the barrier, t[15 - tid] holds what thread 15 - tid wrote.
// * @private_scratch: a private attribution is per thread: every thread
//   writes cell 0 of its own copy, reads it back after the barrier.
// * @alloc_scratch: the same with a plain memref.alloc in the kernel, which
//   is per thread too (not a write-write race on one shared buffer);
//   @alloca_private_scratch with a memref.alloca in private memory.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s
// RUN: tv-opt --print-op-generic %s -o %t.generic.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.generic.mlir -o %t.out2 | filecheck %s --check-prefix=ROUNDTRIP

// One spec per function: --verify checks @f against @f_spec only (pairing.py).
tv.spec @exchange_spec source "func.func @exchange(%a: tensor<16xf32> {tv.name = \"A\"}, %o: tensor<16xf32> {tv.name = \"O\"}) -> tensor<16xf32> {\n  %t = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"T\"} {\n  ^bb0(%x: f32, %y: f32):\n    %n = arith.negf %x : f32\n    linalg.yield %n : f32\n  } -> tensor<16xf32>\n  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (15 - i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%t : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"R\"} {\n  ^bb0(%x: f32, %y: f32):\n    linalg.yield %x : f32\n  } -> tensor<16xf32>\n  func.return %r : tensor<16xf32>\n}" tensors [@A : tensor<16xf32>, @O : tensor<16xf32>, @T : tensor<16xf32>, @R : tensor<16xf32>]
tv.spec @private_scratch_spec source "func.func @private_scratch(%a: tensor<16xf32> {tv.name = \"A\"}, %o: tensor<16xf32> {tv.name = \"O\"}) -> tensor<16xf32> {\n  %t = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"T\"} {\n  ^bb0(%x: f32, %y: f32):\n    %n = arith.negf %x : f32\n    linalg.yield %n : f32\n  } -> tensor<16xf32>\n  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%t : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"R\"} {\n  ^bb0(%x: f32, %y: f32):\n    linalg.yield %x : f32\n  } -> tensor<16xf32>\n  func.return %r : tensor<16xf32>\n}" tensors [@A : tensor<16xf32>, @O : tensor<16xf32>, @T : tensor<16xf32>, @R : tensor<16xf32>]
tv.spec @alloc_scratch_spec source "func.func @alloc_scratch(%a: tensor<16xf32> {tv.name = \"A\"}, %o: tensor<16xf32> {tv.name = \"O\"}) -> tensor<16xf32> {\n  %t = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"T\"} {\n  ^bb0(%x: f32, %y: f32):\n    %n = arith.negf %x : f32\n    linalg.yield %n : f32\n  } -> tensor<16xf32>\n  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%t : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"R\"} {\n  ^bb0(%x: f32, %y: f32):\n    linalg.yield %x : f32\n  } -> tensor<16xf32>\n  func.return %r : tensor<16xf32>\n}" tensors [@A : tensor<16xf32>, @O : tensor<16xf32>, @T : tensor<16xf32>, @R : tensor<16xf32>]
tv.spec @alloca_private_scratch_spec source "func.func @alloca_private_scratch(%a: tensor<16xf32> {tv.name = \"A\"}, %o: tensor<16xf32> {tv.name = \"O\"}) -> tensor<16xf32> {\n  %t = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"T\"} {\n  ^bb0(%x: f32, %y: f32):\n    %n = arith.negf %x : f32\n    linalg.yield %n : f32\n  } -> tensor<16xf32>\n  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%t : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"R\"} {\n  ^bb0(%x: f32, %y: f32):\n    linalg.yield %x : f32\n  } -> tensor<16xf32>\n  func.return %r : tensor<16xf32>\n}" tensors [@A : tensor<16xf32>, @O : tensor<16xf32>, @T : tensor<16xf32>, @R : tensor<16xf32>]

func.func @exchange(%a: memref<16xf32>, %o: memref<16xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  "gpu.launch"(%c1, %c1, %c1, %c16, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index, %t: memref<16xf32, #gpu.address_space<workgroup>>):
    %x = memref.load %a[%tx] : memref<16xf32>
    %n = arith.negf %x : f32
    %p = tv.prophesy %n for @exchange_spec::@T [%tx] : f32
    memref.store %p, %t[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
    "gpu.barrier"() : () -> ()
    %i = arith.subi %c15, %tx : index
    %y = memref.load %t[%i] : memref<16xf32, #gpu.address_space<workgroup>>
    %q = tv.prophesy %y for @exchange_spec::@R [%tx] : f32
    memref.store %q, %o[%tx] : memref<16xf32>
    "gpu.terminator"() : () -> ()
  }) {workgroup_attributions = 1 : i64} : (index, index, index, index, index, index) -> ()
  func.return %o : memref<16xf32>
}

func.func @private_scratch(%a: memref<16xf32>, %o: memref<16xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  "gpu.launch"(%c1, %c1, %c1, %c16, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index, %t: memref<1xf32, #gpu.address_space<private>>):
    %x = memref.load %a[%tx] : memref<16xf32>
    %n = arith.negf %x : f32
    %p = tv.prophesy %n for @private_scratch_spec::@T [%tx] : f32
    memref.store %p, %t[%c0] : memref<1xf32, #gpu.address_space<private>>
    "gpu.barrier"() : () -> ()
    %i = arith.subi %c15, %tx : index
    %y = memref.load %t[%c0] : memref<1xf32, #gpu.address_space<private>>
    %q = tv.prophesy %y for @private_scratch_spec::@R [%tx] : f32
    memref.store %q, %o[%tx] : memref<16xf32>
    "gpu.terminator"() : () -> ()
  }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
  func.return %o : memref<16xf32>
}

func.func @alloc_scratch(%a: memref<16xf32>, %o: memref<16xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  "gpu.launch"(%c1, %c1, %c1, %c16, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %t = memref.alloc() : memref<1xf32>
    %x = memref.load %a[%tx] : memref<16xf32>
    %n = arith.negf %x : f32
    %p = tv.prophesy %n for @alloc_scratch_spec::@T [%tx] : f32
    memref.store %p, %t[%c0] : memref<1xf32>
    "gpu.barrier"() : () -> ()
    %i = arith.subi %c15, %tx : index
    %y = memref.load %t[%c0] : memref<1xf32>
    %q = tv.prophesy %y for @alloc_scratch_spec::@R [%tx] : f32
    memref.store %q, %o[%tx] : memref<16xf32>
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  func.return %o : memref<16xf32>
}

func.func @alloca_private_scratch(%a: memref<16xf32>, %o: memref<16xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  "gpu.launch"(%c1, %c1, %c1, %c16, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %t = memref.alloca() : memref<1xf32, #gpu.address_space<private>>
    %x = memref.load %a[%tx] : memref<16xf32>
    %n = arith.negf %x : f32
    %p = tv.prophesy %n for @alloca_private_scratch_spec::@T [%tx] : f32
    memref.store %p, %t[%c0] : memref<1xf32, #gpu.address_space<private>>
    "gpu.barrier"() : () -> ()
    %i = arith.subi %c15, %tx : index
    %y = memref.load %t[%c0] : memref<1xf32, #gpu.address_space<private>>
    %q = tv.prophesy %y for @alloca_private_scratch_spec::@R [%tx] : f32
    memref.store %q, %o[%tx] : memref<16xf32>
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  func.return %o : memref<16xf32>
}

// CHECK-NOT:  memref.alloc in workgroup memory
// CHECK-NOT:  FAILED
// CHECK:      ok      benign write-write races: gpu.launch at {{.*}}: threads of a block (phase from memref.load {{.*}}) write distinct cells
// CHECK:      ok      read defined: memref.load at {{.*}}gpu-attributions.mlir:32:10
// CHECK:      @exchange: verified
// CHECK:      ok      benign write-write races: gpu.launch at {{.*}}: threads of a block (phase from memref.load {{.*}}) write distinct cells
// CHECK:      ok      read defined: memref.load at {{.*}}gpu-attributions.mlir:53:10
// CHECK:      @private_scratch: verified
// CHECK:      ok      benign write-write races: gpu.launch at {{.*}}: threads of a block (phase from memref.alloc {{.*}}) write distinct cells
// CHECK:      ok      read defined: memref.load at {{.*}}gpu-attributions.mlir:75:10
// CHECK:      @alloc_scratch: verified
// CHECK:      ok      benign write-write races: gpu.launch at {{.*}}: threads of a block (phase from memref.alloca {{.*}}) write distinct cells
// CHECK:      @alloca_private_scratch: verified

// ROUNDTRIP: @exchange: verified
// ROUNDTRIP: @private_scratch: verified
// ROUNDTRIP: @alloc_scratch: verified
// ROUNDTRIP: @alloca_private_scratch: verified
