// The real upstream pipeline's output for the matmul of
// interop/verify-matmul.mlir with tile sizes 3,5 (the loops stay scf.parallel,
// bounds min(8 - i0, 3)), then mutated by hand: the tile extent uses 4
// instead of 3, so consecutive row tiles overlap and two outer iterations
// accumulate into the same rows.  Kept as text so the test needs no mlir-opt.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --allow-unregistered-dialect --verify %s | filecheck %s

"builtin.module"() ({
  "tv.spec"() ({
    "tv.spec_tensor"() {sym_name = "A", type = tensor<8x16xf32>} : () -> ()
    "tv.spec_tensor"() {sym_name = "B", type = tensor<16x4xf32>} : () -> ()
    "tv.spec_tensor"() {sym_name = "C0", type = tensor<8x4xf32>} : () -> ()
    "tv.spec_tensor"() {stages = 1 : i64, sym_name = "C", type = tensor<8x4xf32>} : () -> ()
  }) {source = "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \22A\22}, %B: tensor<16x4xf32> {tv.name = \22B\22}, %C: tensor<8x4xf32> {tv.name = \22C0\22}) -> tensor<8x4xf32> {\0A  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) attrs = {tv.name = \22C\22} {\0A  ^bb0(%a: f32, %b: f32, %c: f32):\0A    %m = arith.mulf %a, %b : f32\0A    %s = arith.addf %c, %m : f32\0A    linalg.yield %s : f32\0A  } -> tensor<8x4xf32>\0A  func.return %0 : tensor<8x4xf32>\0A}", sym_name = "matmul_spec"} : () -> ()
  "func.func"() <{function_type = (memref<8x16xf32, strided<[?, ?], offset: ?>>, memref<16x4xf32, strided<[?, ?], offset: ?>>, memref<8x4xf32, strided<[?, ?], offset: ?>>) -> memref<8x4xf32, strided<[?, ?], offset: ?>>, sym_name = "matmul"}> ({
  ^bb0(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x4xf32, strided<[?, ?], offset: ?>>, %arg2: memref<8x4xf32, strided<[?, ?], offset: ?>>):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.parallel"(%1, %2, %5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg3: index):
      %6 = "arith.subi"(%2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %7 = "arith.minsi"(%6, %0) : (index, index) -> index
      "scf.parallel"(%1, %1, %7, %0, %3, %3) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
      ^bb0(%arg4: index, %arg5: index):
        %8 = "arith.addi"(%arg4, %arg3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "scf.for"(%1, %4, %3) ({
        ^bb0(%arg6: index):
          %9 = "memref.load"(%arg0, %8, %arg6) <{nontemporal = false}> : (memref<8x16xf32, strided<[?, ?], offset: ?>>, index, index) -> f32
          %10 = "memref.load"(%arg1, %arg6, %arg5) <{nontemporal = false}> : (memref<16x4xf32, strided<[?, ?], offset: ?>>, index, index) -> f32
          %11 = "memref.load"(%arg2, %8, %arg5) <{nontemporal = false}> : (memref<8x4xf32, strided<[?, ?], offset: ?>>, index, index) -> f32
          %12 = "arith.mulf"(%9, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %13 = "arith.addf"(%11, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %14 = "tv.prophesy"(%13, %8, %arg5, %arg6) {operandSegmentSizes = array<i32: 1, 2, 1>, spec = @matmul_spec::@C} : (f32, index, index, index) -> f32
          "memref.store"(%14, %arg2, %8, %arg5) <{nontemporal = false}> : (f32, memref<8x4xf32, strided<[?, ?], offset: ?>>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.reduce"() : () -> ()
      }) {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]} : (index, index, index, index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"(%arg2) : (memref<8x4xf32, strided<[?, ?], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: FAILED  no read-write race: scf.parallel at {{.*}}upstream-overlapping-tiles.mlir:23:5: parallel iterations: one writes a cell another reads
// CHECK-NEXT: instance: %arg3=6, %arg3'=3, cell %arg2[6, 0]
// CHECK: @matmul: FAILED (no read-write race)
