builtin.module {
  func.func @gelu_dispatch_0_elementwise_8_f32(%0: memref<8xf32> loc(unknown)) -> memref<8xf32> {
    %1 = memref.alloc() : memref<8xf32> loc(unknown)
    %2 = arith.constant 1 : index loc(unknown)
    %3 = arith.constant 32 : index loc(unknown)
    "gpu.launch"(%2, %2, %2, %3, %2, %2) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%4: index loc(unknown), %5: index loc(unknown), %6: index loc(unknown), %7: index loc(unknown), %8: index loc(unknown), %9: index loc(unknown), %10: index loc(unknown), %11: index loc(unknown), %12: index loc(unknown), %13: index loc(unknown), %14: index loc(unknown), %15: index loc(unknown)):
      %16 = arith.constant 32 : i32 loc("gelu_dispatch_0_elementwise_8_f32.mlir":14:22)
      %17 = arith.constant 8 : i32 loc("gelu_dispatch_0_elementwise_8_f32.mlir":15:21)
      %18 = arith.constant dense<1.41421354> : vector<1xf32> loc("gelu_dispatch_0_elementwise_8_f32.mlir":17:18)
      %19 = arith.constant dense<1.000000e+00> : vector<1xf32> loc("gelu_dispatch_0_elementwise_8_f32.mlir":18:20)
      %20 = arith.constant dense<5.000000e-01> : vector<1xf32> loc("gelu_dispatch_0_elementwise_8_f32.mlir":19:20)
      %21 = arith.index_castui %7 : index to i32 loc("gelu_dispatch_0_elementwise_8_f32.mlir":25:16)
      scf.for %arg0 = %21 to %17 step %16 : i32 {
        %22 = arith.index_castui %arg0 : i32 to index loc("gelu_dispatch_0_elementwise_8_f32.mlir":27:18)
        %23 = vector.load %0[%22] : memref<8xf32>, vector<1xf32> loc("gelu_dispatch_0_elementwise_8_f32.mlir":28:18)
        %24 = arith.divf %23, %18 : vector<1xf32> loc("gelu_dispatch_0_elementwise_8_f32.mlir":29:18)
        %25 = math.erf %24 : vector<1xf32> loc("gelu_dispatch_0_elementwise_8_f32.mlir":30:18)
        %26 = arith.addf %25, %19 : vector<1xf32> loc("gelu_dispatch_0_elementwise_8_f32.mlir":31:18)
        %27 = arith.mulf %26, %20 : vector<1xf32> loc("gelu_dispatch_0_elementwise_8_f32.mlir":32:18)
        %28 = arith.mulf %23, %27 : vector<1xf32> loc("gelu_dispatch_0_elementwise_8_f32.mlir":33:18)
        vector.store %28, %1[%22] : memref<8xf32>, vector<1xf32> loc("gelu_dispatch_0_elementwise_8_f32.mlir":34:13)
      } loc("gelu_dispatch_0_elementwise_8_f32.mlir":26:11)
      "gpu.terminator"() : () -> () loc("gelu_dispatch_0_elementwise_8_f32.mlir":36:11)
    }) {subgroup_size = 32 : i64} : (index, index, index, index, index, index) -> () loc("gelu_dispatch_0_elementwise_8_f32.mlir":13:9)
    func.return %1 : memref<8xf32> loc("gelu_dispatch_0_elementwise_8_f32.mlir":13:9)
  } loc("gelu_dispatch_0_elementwise_8_f32.mlir":13:9)
} loc("<gelu_dispatch_0_elementwise_8_f32>":1:1)
