"builtin.module"() ({
  "tt.func"() <{function_type = (!tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (), sym_name = "matmul", sym_visibility = "public"}> ({
  ^bb0(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32):
    %0 = "arith.constant"() <{value = 15 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<16x16xf32>}> : () -> tensor<16x16xf32>
    %4 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %5 = "tt.get_program_id"() <{axis = 0 : i32}> : () -> i32
    %6 = "tt.get_program_id"() <{axis = 1 : i32}> : () -> i32
    %7 = "arith.muli"(%5, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "tt.make_range"() <{end = 16 : i32, start = 0 : i32}> : () -> tensor<16xi32>
    %9 = "tt.splat"(%7) : (i32) -> tensor<16xi32>
    %10 = "arith.addi"(%9, %8) <{overflowFlags = #arith.overflow<none>}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %11 = "arith.muli"(%6, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "tt.splat"(%11) : (i32) -> tensor<16xi32>
    %13 = "arith.addi"(%12, %8) <{overflowFlags = #arith.overflow<none>}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %14 = "tt.expand_dims"(%10) <{axis = 1 : i32}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %15 = "tt.splat"(%arg6) : (i32) -> tensor<16x1xi32>
    %16 = "arith.muli"(%14, %15) <{overflowFlags = #arith.overflow<none>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %17 = "tt.splat"(%arg0) : (!tt.ptr<f32>) -> tensor<16x1x!tt.ptr<f32>>
    %18 = "tt.addptr"(%17, %16) : (tensor<16x1x!tt.ptr<f32>>, tensor<16x1xi32>) -> tensor<16x1x!tt.ptr<f32>>
    %19 = "tt.expand_dims"(%8) <{axis = 0 : i32}> : (tensor<16xi32>) -> tensor<1x16xi32>
    %20 = "tt.splat"(%arg7) : (i32) -> tensor<1x16xi32>
    %21 = "arith.muli"(%19, %20) <{overflowFlags = #arith.overflow<none>}> : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi32>
    %22 = "tt.broadcast"(%18) : (tensor<16x1x!tt.ptr<f32>>) -> tensor<16x16x!tt.ptr<f32>>
    %23 = "tt.broadcast"(%21) : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %24 = "tt.addptr"(%22, %23) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi32>) -> tensor<16x16x!tt.ptr<f32>>
    %25 = "tt.expand_dims"(%8) <{axis = 1 : i32}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %26 = "tt.splat"(%arg8) : (i32) -> tensor<16x1xi32>
    %27 = "arith.muli"(%25, %26) <{overflowFlags = #arith.overflow<none>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %28 = "tt.splat"(%arg1) : (!tt.ptr<f32>) -> tensor<16x1x!tt.ptr<f32>>
    %29 = "tt.addptr"(%28, %27) : (tensor<16x1x!tt.ptr<f32>>, tensor<16x1xi32>) -> tensor<16x1x!tt.ptr<f32>>
    %30 = "tt.expand_dims"(%13) <{axis = 0 : i32}> : (tensor<16xi32>) -> tensor<1x16xi32>
    %31 = "tt.splat"(%arg9) : (i32) -> tensor<1x16xi32>
    %32 = "arith.muli"(%30, %31) <{overflowFlags = #arith.overflow<none>}> : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi32>
    %33 = "tt.broadcast"(%29) : (tensor<16x1x!tt.ptr<f32>>) -> tensor<16x16x!tt.ptr<f32>>
    %34 = "tt.broadcast"(%32) : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %35 = "tt.addptr"(%33, %34) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi32>) -> tensor<16x16x!tt.ptr<f32>>
    %36 = "arith.addi"(%arg5, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %37 = "arith.divsi"(%36, %4) : (i32, i32) -> i32
    %38:3 = "scf.for"(%2, %37, %1, %24, %35, %3) ({
    ^bb0(%arg12: i32, %arg13: tensor<16x16x!tt.ptr<f32>>, %arg14: tensor<16x16x!tt.ptr<f32>>, %arg15: tensor<16x16xf32>):
      %55 = "arith.muli"(%arg12, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %56 = "arith.subi"(%arg5, %55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %57 = "tt.splat"(%arg3) : (i32) -> tensor<16x1xi32>
      %58 = "arith.cmpi"(%14, %57) <{predicate = 2 : i64}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
      %59 = "tt.splat"(%56) : (i32) -> tensor<1x16xi32>
      %60 = "arith.cmpi"(%19, %59) <{predicate = 2 : i64}> : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
      %61 = "tt.broadcast"(%58) : (tensor<16x1xi1>) -> tensor<16x16xi1>
      %62 = "tt.broadcast"(%60) : (tensor<1x16xi1>) -> tensor<16x16xi1>
      %63 = "arith.andi"(%61, %62) : (tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
      %64 = "tt.load"(%arg13, %63, %3) <{isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi1>, tensor<16x16xf32>) -> tensor<16x16xf32>
      %65 = "tt.splat"(%56) : (i32) -> tensor<16x1xi32>
      %66 = "arith.cmpi"(%25, %65) <{predicate = 2 : i64}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
      %67 = "tt.splat"(%arg4) : (i32) -> tensor<1x16xi32>
      %68 = "arith.cmpi"(%30, %67) <{predicate = 2 : i64}> : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
      %69 = "tt.broadcast"(%66) : (tensor<16x1xi1>) -> tensor<16x16xi1>
      %70 = "tt.broadcast"(%68) : (tensor<1x16xi1>) -> tensor<16x16xi1>
      %71 = "arith.andi"(%69, %70) : (tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
      %72 = "tt.load"(%arg14, %71, %3) <{isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi1>, tensor<16x16xf32>) -> tensor<16x16xf32>
      %73 = "tt.dot"(%64, %72, %arg15) <{inputPrecision = 2 : i32, maxNumImpreciseAcc = 0 : i32}> : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
      %74 = "arith.muli"(%arg7, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %75 = "tt.splat"(%74) : (i32) -> tensor<16x16xi32>
      %76 = "tt.addptr"(%arg13, %75) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi32>) -> tensor<16x16x!tt.ptr<f32>>
      %77 = "arith.muli"(%arg8, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %78 = "tt.splat"(%77) : (i32) -> tensor<16x16xi32>
      %79 = "tt.addptr"(%arg14, %78) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi32>) -> tensor<16x16x!tt.ptr<f32>>
      "scf.yield"(%76, %79, %73) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16x!tt.ptr<f32>>, tensor<16x16xf32>) -> ()
    }) : (i32, i32, i32, tensor<16x16x!tt.ptr<f32>>, tensor<16x16x!tt.ptr<f32>>, tensor<16x16xf32>) -> (tensor<16x16x!tt.ptr<f32>>, tensor<16x16x!tt.ptr<f32>>, tensor<16x16xf32>)
    %39 = "tt.splat"(%arg10) : (i32) -> tensor<16x1xi32>
    %40 = "arith.muli"(%14, %39) <{overflowFlags = #arith.overflow<none>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %41 = "tt.splat"(%arg2) : (!tt.ptr<f32>) -> tensor<16x1x!tt.ptr<f32>>
    %42 = "tt.addptr"(%41, %40) : (tensor<16x1x!tt.ptr<f32>>, tensor<16x1xi32>) -> tensor<16x1x!tt.ptr<f32>>
    %43 = "tt.splat"(%arg11) : (i32) -> tensor<1x16xi32>
    %44 = "arith.muli"(%30, %43) <{overflowFlags = #arith.overflow<none>}> : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi32>
    %45 = "tt.broadcast"(%42) : (tensor<16x1x!tt.ptr<f32>>) -> tensor<16x16x!tt.ptr<f32>>
    %46 = "tt.broadcast"(%44) : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %47 = "tt.addptr"(%45, %46) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xi32>) -> tensor<16x16x!tt.ptr<f32>>
    %48 = "tt.splat"(%arg3) : (i32) -> tensor<16x1xi32>
    %49 = "arith.cmpi"(%14, %48) <{predicate = 2 : i64}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %50 = "tt.splat"(%arg4) : (i32) -> tensor<1x16xi32>
    %51 = "arith.cmpi"(%30, %50) <{predicate = 2 : i64}> : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %52 = "tt.broadcast"(%49) : (tensor<16x1xi1>) -> tensor<16x16xi1>
    %53 = "tt.broadcast"(%51) : (tensor<1x16xi1>) -> tensor<16x16xi1>
    %54 = "arith.andi"(%52, %53) : (tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
    "tt.store"(%47, %38#2, %54) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16xf32>, tensor<16x16xi1>) -> ()
    "tt.return"() : () -> ()
  }) {noinline = false} : () -> ()
}) : () -> ()
