"builtin.module"() ({
  "tt.func"() <{function_type = (!tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, i32) -> (), sym_name = "mul", sym_visibility = "public"}> ({
  ^bb0(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>, %arg3: i32):
    %0 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %1 = "tt.get_program_id"() <{axis = 0 : i32}> : () -> i32
    %2 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "tt.make_range"() <{end = 16 : i32, start = 0 : i32}> : () -> tensor<16xi32>
    %4 = "tt.splat"(%2) : (i32) -> tensor<16xi32>
    %5 = "arith.addi"(%4, %3) <{overflowFlags = #arith.overflow<none>}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %6 = "tt.splat"(%arg3) : (i32) -> tensor<16xi32>
    %7 = "arith.cmpi"(%5, %6) <{predicate = 2 : i64}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %8 = "tt.splat"(%arg0) : (!tt.ptr<f32>) -> tensor<16x!tt.ptr<f32>>
    %9 = "tt.addptr"(%8, %5) : (tensor<16x!tt.ptr<f32>>, tensor<16xi32>) -> tensor<16x!tt.ptr<f32>>
    %10 = "tt.load"(%9, %7) <{isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<16x!tt.ptr<f32>>, tensor<16xi1>) -> tensor<16xf32>
    %11 = "tt.splat"(%arg1) : (!tt.ptr<f32>) -> tensor<16x!tt.ptr<f32>>
    %12 = "tt.addptr"(%11, %5) : (tensor<16x!tt.ptr<f32>>, tensor<16xi32>) -> tensor<16x!tt.ptr<f32>>
    %13 = "tt.load"(%12, %7) <{isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<16x!tt.ptr<f32>>, tensor<16xi1>) -> tensor<16xf32>
    %14 = "tt.splat"(%arg2) : (!tt.ptr<f32>) -> tensor<16x!tt.ptr<f32>>
    %15 = "tt.addptr"(%14, %5) : (tensor<16x!tt.ptr<f32>>, tensor<16xi32>) -> tensor<16x!tt.ptr<f32>>
    %16 = "arith.mulf"(%10, %13) <{fastmath = #arith.fastmath<none>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "tt.store"(%15, %16, %7) : (tensor<16x!tt.ptr<f32>>, tensor<16xf32>, tensor<16xi1>) -> ()
    "tt.return"() : () -> ()
  }) {noinline = false} : () -> ()
}) : () -> ()
