// SOUNDNESS: wrong memory-lifetime: the temporary freed between the kernel that writes it and the kernel that reads it
// Made from Inputs/temp_relu.mlir by `tv-opt --annotate --print-op-generic`,
// then lit's %mlir-gpu-pipeline-tiles 4 (mlir-opt-19: bufferize, parallel
// loops, tiling by 4, gpu mapping, kernel outlining, lower-affine,
// canonicalize, cse); then a memref.dealloc of the temporary %42 inserted
// between the two launches: the second kernel's threads read freed memory.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

// CHECK: FAILED  no use after free: memref.load at {{.*}}: accesses {{.*}} after its memref.dealloc at {{.*}}freed-before-kernel-reads.mlir:23:5
// CHECK: @fma_relu: FAILED (no use after free)

"builtin.module"() ({
  "tv.spec"() {source = "func.func @fma_relu(%a: tensor<4x8xf32> {tv.name = \22a\22}, %b: tensor<4x8xf32> {tv.name = \22b\22}, %c: tensor<4x8xf32> {tv.name = \22c\22}) -> tensor<4x8xf32> {\0A  %zero = arith.constant 0.000000e+00 : f32\0A  %t = tensor.empty() : tensor<4x8xf32>\0A  %fma = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%a, %b, %c : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) attrs =  {tv.name = \22fma\22} {\0A  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):\0A    %m = arith.mulf %x, %y : f32\0A    %s = arith.addf %m, %z : f32\0A    linalg.yield %s : f32\0A  } -> tensor<4x8xf32>\0A  %u = tensor.empty() : tensor<4x8xf32>\0A  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%fma : tensor<4x8xf32>) outs(%u : tensor<4x8xf32>) attrs =  {tv.name = \22relu\22} {\0A  ^bb0(%x_1: f32, %o_1: f32):\0A    %m_1 = arith.maximumf %x_1, %zero : f32\0A    linalg.yield %m_1 : f32\0A  } -> tensor<4x8xf32>\0A  func.return %relu : tensor<4x8xf32>\0A}", sym_name = "fma_relu_spec", tensors = [{name = "a", type = tensor<4x8xf32>}, {name = "b", type = tensor<4x8xf32>}, {name = "c", type = tensor<4x8xf32>}, {name = "fma", type = tensor<4x8xf32>}, {name = "relu", type = tensor<4x8xf32>}]} : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>) -> memref<4x8xf32>, sym_name = "fma_relu"}> ({
  ^bb0(%arg17: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg18: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg19: memref<4x8xf32, strided<[?, ?], offset: ?>>):
    %37 = "arith.constant"() <{value = 8 : index}> : () -> index
    %38 = "arith.constant"() <{value = 4 : index}> : () -> index
    %39 = "arith.constant"() <{value = 1 : index}> : () -> index
    %40 = "arith.constant"() <{value = 0 : index}> : () -> index
    %41 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %42 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf32>
    "gpu.launch_func"(%39, %37, %39, %38, %39, %39, %38, %40, %39, %39, %40, %arg17, %arg18, %arg19, %42) <{kernel = @fma_relu_kernel::@fma_relu_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 9, 0>}> : (index, index, index, index, index, index, index, index, index, index, index, memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32>) -> ()
    "memref.dealloc"(%42) : (memref<4x8xf32>) -> ()
    %43 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf32>
    "gpu.launch_func"(%39, %37, %39, %38, %39, %39, %38, %40, %39, %39, %40, %42, %41, %43) <{kernel = @fma_relu_kernel_0::@fma_relu_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 8, 0>}> : (index, index, index, index, index, index, index, index, index, index, index, memref<4x8xf32>, f32, memref<4x8xf32>) -> ()
    "func.return"(%43) : (memref<4x8xf32>) -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "fma_relu_kernel"}> ({
    "gpu.func"() <{function_type = (index, index, index, index, index, memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32>) -> ()}> ({
    ^bb0(%arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg14: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg15: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg16: memref<4x8xf32>):
      %17 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %18 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
      %19 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %20 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %21 = "arith.muli"(%17, %arg8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %22 = "arith.addi"(%21, %arg9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %23 = "arith.muli"(%18, %arg10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %24 = "arith.addi"(%23, %arg9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %25 = "arith.muli"(%19, %arg11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %26 = "arith.addi"(%25, %arg12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %27 = "arith.muli"(%20, %arg11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %28 = "arith.addi"(%27, %arg12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %29 = "arith.addi"(%26, %22) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %30 = "arith.addi"(%28, %24) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %31 = "memref.load"(%arg13, %29, %30) <{nontemporal = false}> : (memref<4x8xf32, strided<[?, ?], offset: ?>>, index, index) -> f32
      %32 = "memref.load"(%arg14, %29, %30) <{nontemporal = false}> : (memref<4x8xf32, strided<[?, ?], offset: ?>>, index, index) -> f32
      %33 = "memref.load"(%arg15, %29, %30) <{nontemporal = false}> : (memref<4x8xf32, strided<[?, ?], offset: ?>>, index, index) -> f32
      %34 = "arith.mulf"(%31, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %35 = "arith.addf"(%34, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %36 = "tv.prophesy"(%35, %29, %30) {operandSegmentSizes = array<i32: 1, 2, 0>, spec = @fma_relu_spec::@fma} : (f32, index, index) -> f32
      "memref.store"(%36, %arg16, %29, %30) <{nontemporal = false}> : (f32, memref<4x8xf32>, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "fma_relu_kernel", workgroup_attributions = 0 : i64} : () -> ()
    "tv.spec"() {source = "func.func @fma_relu(%a: tensor<4x8xf32> {tv.name = \22a\22}, %b: tensor<4x8xf32> {tv.name = \22b\22}, %c: tensor<4x8xf32> {tv.name = \22c\22}) -> tensor<4x8xf32> {\0A  %zero = arith.constant 0.000000e+00 : f32\0A  %t = tensor.empty() : tensor<4x8xf32>\0A  %fma = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%a, %b, %c : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) attrs =  {tv.name = \22fma\22} {\0A  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):\0A    %m = arith.mulf %x, %y : f32\0A    %s = arith.addf %m, %z : f32\0A    linalg.yield %s : f32\0A  } -> tensor<4x8xf32>\0A  %u = tensor.empty() : tensor<4x8xf32>\0A  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%fma : tensor<4x8xf32>) outs(%u : tensor<4x8xf32>) attrs =  {tv.name = \22relu\22} {\0A  ^bb0(%x_1: f32, %o_1: f32):\0A    %m_1 = arith.maximumf %x_1, %zero : f32\0A    linalg.yield %m_1 : f32\0A  } -> tensor<4x8xf32>\0A  func.return %relu : tensor<4x8xf32>\0A}", sym_name = "fma_relu_spec", tensors = [{name = "a", type = tensor<4x8xf32>}, {name = "b", type = tensor<4x8xf32>}, {name = "c", type = tensor<4x8xf32>}, {name = "fma", type = tensor<4x8xf32>}, {name = "relu", type = tensor<4x8xf32>}]} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "fma_relu_kernel_0"}> ({
    "gpu.func"() <{function_type = (index, index, index, index, index, memref<4x8xf32>, f32, memref<4x8xf32>) -> ()}> ({
    ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: memref<4x8xf32>, %arg6: f32, %arg7: memref<4x8xf32>):
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
      %14 = "memref.load"(%arg5, %12, %13) <{nontemporal = false}> : (memref<4x8xf32>, index, index) -> f32
      %15 = "arith.maximumf"(%14, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %16 = "tv.prophesy"(%15, %12, %13) {operandSegmentSizes = array<i32: 1, 2, 0>, spec = @fma_relu_spec::@relu} : (f32, index, index) -> f32
      "memref.store"(%16, %arg7, %12, %13) <{nontemporal = false}> : (f32, memref<4x8xf32>, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "fma_relu_kernel", workgroup_attributions = 0 : i64} : () -> ()
    "tv.spec"() {source = "func.func @fma_relu(%a: tensor<4x8xf32> {tv.name = \22a\22}, %b: tensor<4x8xf32> {tv.name = \22b\22}, %c: tensor<4x8xf32> {tv.name = \22c\22}) -> tensor<4x8xf32> {\0A  %zero = arith.constant 0.000000e+00 : f32\0A  %t = tensor.empty() : tensor<4x8xf32>\0A  %fma = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%a, %b, %c : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) attrs =  {tv.name = \22fma\22} {\0A  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):\0A    %m = arith.mulf %x, %y : f32\0A    %s = arith.addf %m, %z : f32\0A    linalg.yield %s : f32\0A  } -> tensor<4x8xf32>\0A  %u = tensor.empty() : tensor<4x8xf32>\0A  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%fma : tensor<4x8xf32>) outs(%u : tensor<4x8xf32>) attrs =  {tv.name = \22relu\22} {\0A  ^bb0(%x_1: f32, %o_1: f32):\0A    %m_1 = arith.maximumf %x_1, %zero : f32\0A    linalg.yield %m_1 : f32\0A  } -> tensor<4x8xf32>\0A  func.return %relu : tensor<4x8xf32>\0A}", sym_name = "fma_relu_spec", tensors = [{name = "a", type = tensor<4x8xf32>}, {name = "b", type = tensor<4x8xf32>}, {name = "c", type = tensor<4x8xf32>}, {name = "fma", type = tensor<4x8xf32>}, {name = "relu", type = tensor<4x8xf32>}]} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
