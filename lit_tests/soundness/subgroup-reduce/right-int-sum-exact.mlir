// SOUNDNESS: right subgroup-reduce: an unsigned max by gpu.subgroup_reduce add over 32 lanes: exact in any order, no assumption needed
// REQUIRES: mlir-opt-19, tv-plugin
// A one-block kernel of 32 threads, each loading x[t]; gpu.subgroup_reduce combines
// the subgroup's values and thread 0 stores them (what a warp reduction lowers to).
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --mlir-print-debuginfo --mlir-print-op-generic %s > %t.mlir
// RUN: %expect-exit 0 -- tv-opt --allow-unregistered-dialect -p 'verify{source=%S/../Inputs/sum32_i32.mlir}' %t.mlir -o %t.out.mlir | filecheck %s
// CHECK: note: assumes: gpu.subgroup_reduce add at {{.*}} (exact: the combiner is associative and commutative)
// CHECK: @isum: verified

module {
  tv.spec @isum_spec source "func.func @isum(%x: tensor<32xi32> {tv.name = \22x\22}) -> tensor<1xi32> {\0A  %z = arith.constant 0 : i32\0A  %e = tensor.empty() : tensor<1xi32>\0A  %i = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%z : i32) outs(%e : tensor<1xi32>) attrs =  {tv.name = \22i\22} {\0A  ^bb0(%in: i32, %out: i32):\0A    linalg.yield %in : i32\0A  } -> tensor<1xi32>\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [\22parallel\22, \22reduction\22]} ins(%x : tensor<32xi32>) outs(%i : tensor<1xi32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%a: i32, %b: i32):\0A    %s = arith.addi %a, %b : i32\0A    linalg.yield %s : i32\0A  } -> tensor<1xi32>\0A  func.return %r : tensor<1xi32>\0A}" tensors [@x : tensor<32xi32>, @i : tensor<1xi32>, @r : tensor<1xi32> stages 1]
  func.func @isum(%x: memref<32xi32>) -> memref<1xi32> {
    %y = memref.alloc() : memref<1xi32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cn = arith.constant 32 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %cn, %sy = %c1, %sz = %c1) {
      %v = memref.load %x[%tx] : memref<32xi32>
      %s = gpu.subgroup_reduce add %v : (i32) -> i32
      %z = arith.cmpi eq, %tx, %c0 : index
      scf.if %z {
        %p = tv.prophesy %s for @isum_spec::@r [%c0] : i32
        memref.store %p, %y[%c0] : memref<1xi32>
      }
      gpu.terminator
    }
    return %y : memref<1xi32>
  }
}
