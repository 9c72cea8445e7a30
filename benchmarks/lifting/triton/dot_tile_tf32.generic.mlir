"builtin.module"() ({
  "tt.func"() <{function_type = (!tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, i32, i32, i32, i32) -> (), sym_name = "dot_tile", sym_visibility = "public"}> ({
  ^bb0(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32):
    %0 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<16x16xf32>}> : () -> tensor<16x16xf32>
    %1 = "tt.make_range"() <{end = 16 : i32, start = 0 : i32}> : () -> tensor<16xi32>
    %2 = "tt.expand_dims"(%1) <{axis = 1 : i32}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %3 = "tt.splat"(%arg6) : (i32) -> tensor<16x1xi32>
    %4 = "arith.cmpi"(%2, %3) <{predicate = 2 : i64}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %5 = "tt.expand_dims"(%1) <{axis = 0 : i32}> : (tensor<16xi32>) -> tensor<1x16xi32>
    %6 = "tt.splat"(%arg6) : (i32) -> tensor<1x16xi32>
    %7 = "arith.cmpi"(%5, %6) <{predicate = 2 : i64}> : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %8 = "tt.broadcast"(%4) : (tensor<16x1xi1>) -> tensor<16x16xi1>
    %9 = "tt.broadcast"(%7) : (tensor<1x16xi1>) -> tensor<16x16xi1>
    %10 = "arith.andi"(%8, %9) : (tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
    %11 = "tt.splat"(%arg3) : (i32) -> tensor<16x1xi32>
    %12 = "arith.muli"(%2, %11) <{overflowFlags = #arith.overflow<none>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %13 = "tt.splat"(%arg0) : (!tt.ptr<f32>) -> tensor<16x1x!tt.ptr<f32>>
    %14 = "tt.addptr"(%13, %12) : (tensor<16x1x!tt.ptr<f32>>, tensor<16x1xi32>) -> tensor<16x1x!tt.ptr<f32>>
    %15 = "tt.broadcast"(%14) : (tensor<16x1x!tt.ptr<f32>>) -> tensor<16x16x!tt.ptr<f32>>
    %16 = "tt.broadcast"(%5) : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %17 = "tt.addptr"(%15, %16) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi32>) -> tensor<16x16x!tt.ptr<f32>>
    %18 = "tt.load"(%17, %10, %0) <{isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi1>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %19 = "tt.splat"(%arg4) : (i32) -> tensor<16x1xi32>
    %20 = "arith.muli"(%2, %19) <{overflowFlags = #arith.overflow<none>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %21 = "tt.splat"(%arg1) : (!tt.ptr<f32>) -> tensor<16x1x!tt.ptr<f32>>
    %22 = "tt.addptr"(%21, %20) : (tensor<16x1x!tt.ptr<f32>>, tensor<16x1xi32>) -> tensor<16x1x!tt.ptr<f32>>
    %23 = "tt.broadcast"(%22) : (tensor<16x1x!tt.ptr<f32>>) -> tensor<16x16x!tt.ptr<f32>>
    %24 = "tt.addptr"(%23, %16) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi32>) -> tensor<16x16x!tt.ptr<f32>>
    %25 = "tt.load"(%24, %10, %0) <{isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi1>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %26 = "tt.dot"(%18, %25, %0) <{inputPrecision = 0 : i32, maxNumImpreciseAcc = 0 : i32}> : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %27 = "tt.splat"(%arg5) : (i32) -> tensor<16x1xi32>
    %28 = "arith.muli"(%2, %27) <{overflowFlags = #arith.overflow<none>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %29 = "tt.splat"(%arg2) : (!tt.ptr<f32>) -> tensor<16x1x!tt.ptr<f32>>
    %30 = "tt.addptr"(%29, %28) : (tensor<16x1x!tt.ptr<f32>>, tensor<16x1xi32>) -> tensor<16x1x!tt.ptr<f32>>
    %31 = "tt.broadcast"(%30) : (tensor<16x1x!tt.ptr<f32>>) -> tensor<16x16x!tt.ptr<f32>>
    %32 = "tt.addptr"(%31, %16) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi32>) -> tensor<16x16x!tt.ptr<f32>>
    "tt.store"(%32, %26, %10) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xf32>, tensor<16x16xi1>) -> ()
    "tt.return"() : () -> ()
  }) {noinline = false} : () -> ()
}) : () -> ()
