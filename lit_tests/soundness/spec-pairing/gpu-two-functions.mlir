// SOUNDNESS: right spec-pairing: both functions through the mlir-opt-19 GPU pipeline, each with its own kernel, verified
// Made from Inputs/two_functions.mlir by `tv-opt --annotate
// --print-op-generic`, then lit's %mlir-gpu-pipeline (mlir-opt-19: bufferize,
// parallel loops, tiling 2x4, gpu mapping, kernel outlining, lower-affine,
// canonicalize, cse).
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source="%S/../Inputs/two_functions.mlir"}' %s -o %t.out | filecheck %s

// CHECK: @relu: verified
// CHECK: @negpart: verified

"builtin.module"() ({
  "tv.spec"() {source = "func.func @relu(%a: tensor<4x8xf32> {tv.name = \22a\22}, %r: tensor<4x8xf32> {tv.name = \22r\22}) -> tensor<4x8xf32> {\0A  %zero = arith.constant 0.000000e+00 : f32\0A  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%a : tensor<4x8xf32>) outs(%r : tensor<4x8xf32>) attrs =  {tv.name = \22y\22} {\0A  ^bb0(%x: f32, %o: f32):\0A    %m = arith.maximumf %x, %zero : f32\0A    linalg.yield %m : f32\0A  } -> tensor<4x8xf32>\0A  func.return %y : tensor<4x8xf32>\0A}", sym_name = "relu_spec", tensors = [{name = "a", type = tensor<4x8xf32>}, {name = "r", type = tensor<4x8xf32>}, {name = "y", type = tensor<4x8xf32>}]} : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>) -> memref<4x8xf32, strided<[?, ?], offset: ?>>, sym_name = "relu"}> ({
  ^bb0(%arg18: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg19: memref<4x8xf32, strided<[?, ?], offset: ?>>):
    %39 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %40 = "arith.constant"() <{value = 0 : index}> : () -> index
    %41 = "arith.constant"() <{value = 1 : index}> : () -> index
    %42 = "arith.constant"() <{value = 2 : index}> : () -> index
    %43 = "arith.constant"() <{value = 4 : index}> : () -> index
    "gpu.launch_func"(%42, %42, %41, %42, %43, %41, %42, %40, %43, %41, %40, %arg18, %39, %arg19) <{kernel = @relu_kernel::@relu_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 8, 0>}> : (index, index, index, index, index, index, index, index, index, index, index, memref<4x8xf32, strided<[?, ?], offset: ?>>, f32, memref<4x8xf32, strided<[?, ?], offset: ?>>) -> ()
    "func.return"(%arg19) : (memref<4x8xf32, strided<[?, ?], offset: ?>>) -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "relu_kernel"}> ({
    "gpu.func"() <{function_type = (index, index, index, index, index, memref<4x8xf32, strided<[?, ?], offset: ?>>, f32, memref<4x8xf32, strided<[?, ?], offset: ?>>) -> ()}> ({
    ^bb0(%arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg16: f32, %arg17: memref<4x8xf32, strided<[?, ?], offset: ?>>):
      %22 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %23 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
      %24 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %25 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %26 = "arith.muli"(%22, %arg10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %27 = "arith.addi"(%26, %arg11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %28 = "arith.muli"(%23, %arg12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %29 = "arith.addi"(%28, %arg11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %30 = "arith.muli"(%24, %arg13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %31 = "arith.addi"(%30, %arg14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %32 = "arith.muli"(%25, %arg13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %33 = "arith.addi"(%32, %arg14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %34 = "arith.addi"(%31, %27) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %35 = "arith.addi"(%33, %29) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %36 = "memref.load"(%arg15, %34, %35) <{nontemporal = false}> : (memref<4x8xf32, strided<[?, ?], offset: ?>>, index, index) -> f32
      %37 = "arith.maximumf"(%36, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %38 = "tv.prophesy"(%37, %34, %35) {operandSegmentSizes = array<i32: 1, 2, 0>, spec = @relu_spec::@y} : (f32, index, index) -> f32
      "memref.store"(%38, %arg17, %34, %35) <{nontemporal = false}> : (f32, memref<4x8xf32, strided<[?, ?], offset: ?>>, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "relu_kernel", workgroup_attributions = 0 : i64} : () -> ()
    "tv.spec"() {source = "func.func @relu(%a: tensor<4x8xf32> {tv.name = \22a\22}, %r: tensor<4x8xf32> {tv.name = \22r\22}) -> tensor<4x8xf32> {\0A  %zero = arith.constant 0.000000e+00 : f32\0A  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%a : tensor<4x8xf32>) outs(%r : tensor<4x8xf32>) attrs =  {tv.name = \22y\22} {\0A  ^bb0(%x: f32, %o: f32):\0A    %m = arith.maximumf %x, %zero : f32\0A    linalg.yield %m : f32\0A  } -> tensor<4x8xf32>\0A  func.return %y : tensor<4x8xf32>\0A}", sym_name = "relu_spec", tensors = [{name = "a", type = tensor<4x8xf32>}, {name = "r", type = tensor<4x8xf32>}, {name = "y", type = tensor<4x8xf32>}]} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
  "tv.spec"() {source = "func.func @negpart(%a: tensor<4x8xf32> {tv.name = \22a\22}, %r: tensor<4x8xf32> {tv.name = \22r\22}) -> tensor<4x8xf32> {\0A  %zero = arith.constant 0.000000e+00 : f32\0A  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%a : tensor<4x8xf32>) outs(%r : tensor<4x8xf32>) attrs =  {tv.name = \22y\22} {\0A  ^bb0(%x: f32, %o: f32):\0A    %m = arith.minimumf %x, %zero : f32\0A    linalg.yield %m : f32\0A  } -> tensor<4x8xf32>\0A  func.return %y : tensor<4x8xf32>\0A}", sym_name = "negpart_spec", tensors = [{name = "a", type = tensor<4x8xf32>}, {name = "r", type = tensor<4x8xf32>}, {name = "y", type = tensor<4x8xf32>}]} : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>) -> memref<4x8xf32, strided<[?, ?], offset: ?>>, sym_name = "negpart"}> ({
  ^bb0(%arg8: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg9: memref<4x8xf32, strided<[?, ?], offset: ?>>):
    %17 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "arith.constant"() <{value = 2 : index}> : () -> index
    %21 = "arith.constant"() <{value = 4 : index}> : () -> index
    "gpu.launch_func"(%20, %20, %19, %20, %21, %19, %20, %18, %21, %19, %18, %arg8, %17, %arg9) <{kernel = @negpart_kernel::@negpart_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 8, 0>}> : (index, index, index, index, index, index, index, index, index, index, index, memref<4x8xf32, strided<[?, ?], offset: ?>>, f32, memref<4x8xf32, strided<[?, ?], offset: ?>>) -> ()
    "func.return"(%arg9) : (memref<4x8xf32, strided<[?, ?], offset: ?>>) -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "negpart_kernel"}> ({
    "gpu.func"() <{function_type = (index, index, index, index, index, memref<4x8xf32, strided<[?, ?], offset: ?>>, f32, memref<4x8xf32, strided<[?, ?], offset: ?>>) -> ()}> ({
    ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg6: f32, %arg7: memref<4x8xf32, strided<[?, ?], offset: ?>>):
      %0 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %1 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
      %2 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %3 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %4 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %5 = "arith.addi"(%4, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %6 = "arith.muli"(%1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %7 = "arith.addi"(%6, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %8 = "arith.muli"(%2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %9 = "arith.addi"(%8, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %10 = "arith.muli"(%3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %11 = "arith.addi"(%10, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %12 = "arith.addi"(%9, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %13 = "arith.addi"(%11, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %14 = "memref.load"(%arg5, %12, %13) <{nontemporal = false}> : (memref<4x8xf32, strided<[?, ?], offset: ?>>, index, index) -> f32
      %15 = "arith.minimumf"(%14, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %16 = "tv.prophesy"(%15, %12, %13) {operandSegmentSizes = array<i32: 1, 2, 0>, spec = @negpart_spec::@y} : (f32, index, index) -> f32
      "memref.store"(%16, %arg7, %12, %13) <{nontemporal = false}> : (f32, memref<4x8xf32, strided<[?, ?], offset: ?>>, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "negpart_kernel", workgroup_attributions = 0 : i64} : () -> ()
    "tv.spec"() {source = "func.func @negpart(%a: tensor<4x8xf32> {tv.name = \22a\22}, %r: tensor<4x8xf32> {tv.name = \22r\22}) -> tensor<4x8xf32> {\0A  %zero = arith.constant 0.000000e+00 : f32\0A  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%a : tensor<4x8xf32>) outs(%r : tensor<4x8xf32>) attrs =  {tv.name = \22y\22} {\0A  ^bb0(%x: f32, %o: f32):\0A    %m = arith.minimumf %x, %zero : f32\0A    linalg.yield %m : f32\0A  } -> tensor<4x8xf32>\0A  func.return %y : tensor<4x8xf32>\0A}", sym_name = "negpart_spec", tensors = [{name = "a", type = tensor<4x8xf32>}, {name = "r", type = tensor<4x8xf32>}, {name = "y", type = tensor<4x8xf32>}]} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
