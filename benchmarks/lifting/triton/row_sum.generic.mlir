"builtin.module"() ({
  "tt.func"() <{function_type = (!tt.ptr<f32>, !tt.ptr<f32>, i32, i32) -> (), sym_name = "row_sum", sym_visibility = "public"}> ({
  ^bb0(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32):
    %0 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<16xf32>}> : () -> tensor<16xf32>
    %1 = "tt.get_program_id"() <{axis = 0 : i32}> : () -> i32
    %2 = "tt.make_range"() <{end = 16 : i32, start = 0 : i32}> : () -> tensor<16xi32>
    %3 = "tt.splat"(%arg3) : (i32) -> tensor<16xi32>
    %4 = "arith.cmpi"(%2, %3) <{predicate = 2 : i64}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %5 = "arith.muli"(%1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "tt.addptr"(%arg0, %5) : (!tt.ptr<f32>, i32) -> !tt.ptr<f32>
    %7 = "tt.splat"(%6) : (!tt.ptr<f32>) -> tensor<16x!tt.ptr<f32>>
    %8 = "tt.addptr"(%7, %2) : (tensor<16x!tt.ptr<f32>>, tensor<16xi32>) -> tensor<16x!tt.ptr<f32>>
    %9 = "tt.load"(%8, %4, %0) <{isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<16x!tt.ptr<f32>>, tensor<16xi1>, tensor<16xf32>) -> tensor<16xf32>
    %10 = "tt.addptr"(%arg1, %1) : (!tt.ptr<f32>, i32) -> !tt.ptr<f32>
    %11 = "tt.reduce"(%9) <{axis = 0 : i32}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      %12 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tt.reduce.return"(%12) : (f32) -> ()
    }) : (tensor<16xf32>) -> f32
    "tt.store"(%10, %11) : (!tt.ptr<f32>, f32) -> ()
    "tt.return"() : () -> ()
  }) {noinline = false} : () -> ()
}) : () -> ()
