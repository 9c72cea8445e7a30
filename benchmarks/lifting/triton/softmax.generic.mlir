"builtin.module"() ({
  "tt.func"() <{function_type = (!tt.ptr<f32>, !tt.ptr<f32>, i32, i32, i32) -> (), sym_name = "softmax", sym_visibility = "public"}> ({
  ^bb0(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32, %arg4: i32):
    %0 = "arith.constant"() <{value = dense<0xFF800000> : tensor<16xf32>}> : () -> tensor<16xf32>
    %1 = "tt.get_program_id"() <{axis = 0 : i32}> : () -> i32
    %2 = "tt.make_range"() <{end = 16 : i32, start = 0 : i32}> : () -> tensor<16xi32>
    %3 = "tt.splat"(%arg4) : (i32) -> tensor<16xi32>
    %4 = "arith.cmpi"(%2, %3) <{predicate = 2 : i64}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %5 = "arith.muli"(%1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "tt.addptr"(%arg1, %5) : (!tt.ptr<f32>, i32) -> !tt.ptr<f32>
    %7 = "tt.splat"(%6) : (!tt.ptr<f32>) -> tensor<16x!tt.ptr<f32>>
    %8 = "tt.addptr"(%7, %2) : (tensor<16x!tt.ptr<f32>>, tensor<16xi32>) -> tensor<16x!tt.ptr<f32>>
    %9 = "tt.load"(%8, %4, %0) <{isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<16x!tt.ptr<f32>>, tensor<16xi1>, tensor<16xf32>) -> tensor<16xf32>
    %10 = "tt.reduce"(%9) <{axis = 0 : i32}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      %22 = "arith.maxnumf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tt.reduce.return"(%22) : (f32) -> ()
    }) : (tensor<16xf32>) -> f32
    %11 = "tt.splat"(%10) : (f32) -> tensor<16xf32>
    %12 = "arith.subf"(%9, %11) <{fastmath = #arith.fastmath<none>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %13 = "math.exp"(%12) <{fastmath = #arith.fastmath<none>}> : (tensor<16xf32>) -> tensor<16xf32>
    %14 = "tt.reduce"(%13) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %21 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tt.reduce.return"(%21) : (f32) -> ()
    }) : (tensor<16xf32>) -> f32
    %15 = "arith.muli"(%1, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "tt.addptr"(%arg0, %15) : (!tt.ptr<f32>, i32) -> !tt.ptr<f32>
    %17 = "tt.splat"(%16) : (!tt.ptr<f32>) -> tensor<16x!tt.ptr<f32>>
    %18 = "tt.addptr"(%17, %2) : (tensor<16x!tt.ptr<f32>>, tensor<16xi32>) -> tensor<16x!tt.ptr<f32>>
    %19 = "tt.splat"(%14) : (f32) -> tensor<16xf32>
    %20 = "arith.divf"(%13, %19) <{fastmath = #arith.fastmath<none>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "tt.store"(%18, %20, %4) : (tensor<16x!tt.ptr<f32>>, tensor<16xf32>, tensor<16xi1>) -> ()
    "tt.return"() : () -> ()
  }) {noinline = false} : () -> ()
}) : () -> ()
