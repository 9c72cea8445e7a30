"builtin.module"() ({
  "tt.func"() <{function_type = (!tt.ptr<f32>, !tt.ptr<f32>, i32) -> (), sym_name = "relu", sym_visibility = "public"}> ({
  ^bb0(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32):
    %0 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<16xf32>}> : () -> tensor<16xf32>
    %1 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %2 = "tt.get_program_id"() <{axis = 0 : i32}> : () -> i32
    %3 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "tt.make_range"() <{end = 16 : i32, start = 0 : i32}> : () -> tensor<16xi32>
    %5 = "tt.splat"(%3) : (i32) -> tensor<16xi32>
    %6 = "arith.addi"(%5, %4) <{overflowFlags = #arith.overflow<none>}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %7 = "tt.splat"(%arg2) : (i32) -> tensor<16xi32>
    %8 = "arith.cmpi"(%6, %7) <{predicate = 2 : i64}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %9 = "tt.splat"(%arg0) : (!tt.ptr<f32>) -> tensor<16x!tt.ptr<f32>>
    %10 = "tt.addptr"(%9, %6) : (tensor<16x!tt.ptr<f32>>, tensor<16xi32>) -> tensor<16x!tt.ptr<f32>>
    %11 = "tt.load"(%10, %8) <{isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<16x!tt.ptr<f32>>, tensor<16xi1>) -> tensor<16xf32>
    %12 = "tt.splat"(%arg1) : (!tt.ptr<f32>) -> tensor<16x!tt.ptr<f32>>
    %13 = "tt.addptr"(%12, %6) : (tensor<16x!tt.ptr<f32>>, tensor<16xi32>) -> tensor<16x!tt.ptr<f32>>
    %14 = "arith.maxnumf"(%11, %0) <{fastmath = #arith.fastmath<none>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "tt.store"(%13, %14, %8) : (tensor<16x!tt.ptr<f32>>, tensor<16xf32>, tensor<16xi1>) -> ()
    "tt.return"() : () -> ()
  }) {noinline = false} : () -> ()
}) : () -> ()
