// SOUNDNESS: right constant-memory: y = x + W through the mlir-opt-19 GPU pipeline, W read by the kernel
// Made from Inputs/add_weights.mlir by `tv-opt --annotate --print-op-generic`,
// then lit's %mlir-gpu-pipeline-tiles 4 (mlir-opt-19: bufferize, parallel
// loops, tiling by 4, gpu mapping, kernel outlining, lower-affine,
// canonicalize, cse).
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s

// CHECK: @add_weights: verified

"builtin.module"() ({
  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<8xf32>, sym_name = "__constant_8xf32", sym_visibility = "private", type = memref<8xf32>}> : () -> ()
  "tv.spec"() {source = "func.func @add_weights(%x: tensor<8xf32> {tv.name = \22x\22}, %out: tensor<8xf32> {tv.name = \22out\22}) -> tensor<8xf32> {\0A  %w = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<8xf32>\0A  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%x, %w : tensor<8xf32>, tensor<8xf32>) outs(%out : tensor<8xf32>) attrs =  {tv.name = \22y\22} {\0A  ^bb0(%a: f32, %b: f32, %o: f32):\0A    %s = arith.addf %a, %b : f32\0A    linalg.yield %s : f32\0A  } -> tensor<8xf32>\0A  func.return %y : tensor<8xf32>\0A}", sym_name = "add_weights_spec", tensors = [{name = "x", type = tensor<8xf32>}, {name = "out", type = tensor<8xf32>}, {name = "y", type = tensor<8xf32>}]} : () -> ()
  "func.func"() <{function_type = (memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>>, sym_name = "add_weights"}> ({
  ^bb0(%arg7: memref<8xf32, strided<[?], offset: ?>>, %arg8: memref<8xf32, strided<[?], offset: ?>>):
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "arith.constant"() <{value = 4 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "memref.get_global"() <{name = @__constant_8xf32}> : () -> memref<8xf32>
    "gpu.launch_func"(%11, %13, %13, %12, %13, %13, %12, %14, %13, %14, %arg7, %15, %arg8) <{kernel = @add_weights_kernel::@add_weights_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 7, 0>}> : (index, index, index, index, index, index, index, index, index, index, memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>) -> ()
    "func.return"(%arg8) : (memref<8xf32, strided<[?], offset: ?>>) -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "add_weights_kernel"}> ({
    "gpu.func"() <{function_type = (index, index, index, index, memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>) -> ()}> ({
    ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: memref<8xf32, strided<[?], offset: ?>>, %arg5: memref<8xf32>, %arg6: memref<8xf32, strided<[?], offset: ?>>):
      %0 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %1 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %2 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %3 = "arith.addi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %4 = "arith.muli"(%1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %5 = "arith.addi"(%4, %arg3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %6 = "arith.addi"(%5, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %7 = "memref.load"(%arg4, %6) <{nontemporal = false}> : (memref<8xf32, strided<[?], offset: ?>>, index) -> f32
      %8 = "memref.load"(%arg5, %6) <{nontemporal = false}> : (memref<8xf32>, index) -> f32
      %9 = "arith.addf"(%7, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "tv.prophesy"(%9, %6) {operandSegmentSizes = array<i32: 1, 1, 0>, spec = @add_weights_spec::@y} : (f32, index) -> f32
      "memref.store"(%10, %arg6, %6) <{nontemporal = false}> : (f32, memref<8xf32, strided<[?], offset: ?>>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "add_weights_kernel", workgroup_attributions = 0 : i64} : () -> ()
    "tv.spec"() {source = "func.func @add_weights(%x: tensor<8xf32> {tv.name = \22x\22}, %out: tensor<8xf32> {tv.name = \22out\22}) -> tensor<8xf32> {\0A  %w = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<8xf32>\0A  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%x, %w : tensor<8xf32>, tensor<8xf32>) outs(%out : tensor<8xf32>) attrs =  {tv.name = \22y\22} {\0A  ^bb0(%a: f32, %b: f32, %o: f32):\0A    %s = arith.addf %a, %b : f32\0A    linalg.yield %s : f32\0A  } -> tensor<8xf32>\0A  func.return %y : tensor<8xf32>\0A}", sym_name = "add_weights_spec", tensors = [{name = "x", type = tensor<8xf32>}, {name = "out", type = tensor<8xf32>}, {name = "y", type = tensor<8xf32>}]} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
