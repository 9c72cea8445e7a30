// SOUNDNESS: wrong memory-lifetime: the returned clone of the destination taken before the result is written into it
// Made from lit_tests/Inputs/programs/fused_elementwise.mlir by `tv-opt
// --annotate`, then mlir-opt-19 --load-dialect-plugin=TvPlugin.so
// --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline,func.func(convert-linalg-to-loops),canonicalize,cse)';
// then the bufferization.clone of the output argument hoisted above the loop
// nest that writes the result into it: the caller receives the old content.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

// CHECK: FAILED  final value: result 0 ({{.*}} = @relu) of func.return at {{.*}}: a cell's final value is not the spec's
// CHECK: @fused_elementwise: FAILED (final value)

module {
  tv.spec @fused_elementwise_spec source "func.func @fused_elementwise(%a: tensor<8x16xf32> {tv.name = \22a\22}, %b: tensor<8x16xf32> {tv.name = \22b\22}, %c: tensor<8x16xf32> {tv.name = \22c\22}, %r: tensor<8x16xf32> {tv.name = \22r\22}) -> tensor<8x16xf32> {\0A  %zero = arith.constant 0.000000e+00 : f32\0A  %t = tensor.empty() : tensor<8x16xf32>\0A  %fma = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%a, %b, %c : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%t : tensor<8x16xf32>) attrs =  {tv.name = \22fma\22} {\0A  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):\0A    %m = arith.mulf %x, %y : f32\0A    %s = arith.addf %m, %z : f32\0A    linalg.yield %s : f32\0A  } -> tensor<8x16xf32>\0A  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%fma : tensor<8x16xf32>) outs(%r : tensor<8x16xf32>) attrs =  {tv.name = \22relu\22} {\0A  ^bb0(%x_1: f32, %o_1: f32):\0A    %m_1 = arith.maximumf %x_1, %zero : f32\0A    linalg.yield %m_1 : f32\0A  } -> tensor<8x16xf32>\0A  func.return %relu : tensor<8x16xf32>\0A}" tensors [@a : tensor<8x16xf32>, @b : tensor<8x16xf32>, @c : tensor<8x16xf32>, @r : tensor<8x16xf32>, @fma : tensor<8x16xf32>, @relu : tensor<8x16xf32>]
  func.func @fused_elementwise(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg2: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg3: memref<8x16xf32, strided<[?, ?], offset: ?>>) -> memref<8x16xf32, strided<[?, ?], offset: ?>> {
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
    scf.for %arg4 = %c0 to %c8 step %c1 {
      scf.for %arg5 = %c0 to %c16 step %c1 {
        %1 = memref.load %arg0[%arg4, %arg5] : memref<8x16xf32, strided<[?, ?], offset: ?>>
        %2 = memref.load %arg1[%arg4, %arg5] : memref<8x16xf32, strided<[?, ?], offset: ?>>
        %3 = memref.load %arg2[%arg4, %arg5] : memref<8x16xf32, strided<[?, ?], offset: ?>>
        %4 = arith.mulf %1, %2 : f32
        %5 = arith.addf %4, %3 : f32
        %6 = tv.prophesy %5 for @fused_elementwise_spec::@fma [%arg4, %arg5] : f32
        memref.store %6, %alloc[%arg4, %arg5] : memref<8x16xf32>
      }
    }
    %0 = bufferization.clone %arg3 : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<8x16xf32, strided<[?, ?], offset: ?>>
    scf.for %arg4 = %c0 to %c8 step %c1 {
      scf.for %arg5 = %c0 to %c16 step %c1 {
        %1 = memref.load %alloc[%arg4, %arg5] : memref<8x16xf32>
        %2 = arith.maximumf %1, %cst : f32
        %3 = tv.prophesy %2 for @fused_elementwise_spec::@relu [%arg4, %arg5] : f32
        memref.store %3, %arg3[%arg4, %arg5] : memref<8x16xf32, strided<[?, ?], offset: ?>>
      }
    }
    memref.dealloc %alloc : memref<8x16xf32>
    return %0 : memref<8x16xf32, strided<[?, ?], offset: ?>>
  }
}
