// The scratch pattern of gpu-attributions.mlir (@private_scratch) with a
// *workgroup* attribution: the buffer is shared by the block, so all threads
// write different values to its cell 0 (and read it back after the barrier).
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

tv.spec @shared_scratch_spec source "func.func @shared_scratch(%a: tensor<16xf32> {tv.name = \"A\"}, %o: tensor<16xf32> {tv.name = \"O\"}) -> tensor<16xf32> {\n  %t = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"T\"} {\n  ^bb0(%x: f32, %y: f32):\n    %n = arith.negf %x : f32\n    linalg.yield %n : f32\n  } -> tensor<16xf32>\n  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%t : tensor<16xf32>) outs(%o : tensor<16xf32>) attrs = {tv.name = \"R\"} {\n  ^bb0(%x: f32, %y: f32):\n    linalg.yield %x : f32\n  } -> tensor<16xf32>\n  func.return %r : tensor<16xf32>\n}" {
  tv.spec_tensor @A : tensor<16xf32>
  tv.spec_tensor @O : tensor<16xf32>
  tv.spec_tensor @T : tensor<16xf32>
  tv.spec_tensor @R : tensor<16xf32>
}

func.func @shared_scratch(%a: memref<16xf32>, %o: memref<16xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  "gpu.launch"(%c1, %c1, %c1, %c16, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index, %t: memref<1xf32, #gpu.address_space<workgroup>>):
    %x = memref.load %a[%tx] : memref<16xf32>
    %n = arith.negf %x : f32
    %p = tv.prophesy %n for @shared_scratch_spec::@T [%tx] : f32
    memref.store %p, %t[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
    "gpu.barrier"() : () -> ()
    %i = arith.subi %c15, %tx : index
    %y = memref.load %t[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
    %q = tv.prophesy %y for @shared_scratch_spec::@R [%tx] : f32
    memref.store %q, %o[%tx] : memref<16xf32>
    "gpu.terminator"() : () -> ()
  }) {workgroup_attributions = 1 : i64} : (index, index, index, index, index, index) -> ()
  func.return %o : memref<16xf32>
}

// CHECK:      FAILED  benign write-write races: gpu.launch at {{.*}}bad-gpu-workgroup-scratch-race.mlir:{{[0-9]+}}:3: threads of a block (phase from memref.load {{.*}}) write different values to the same cell
// CHECK:      @shared_scratch: FAILED (benign write-write races)
