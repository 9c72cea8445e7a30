builtin.module {
  "memref.global"() <{sym_name = "__tv_constant_1", type = memref<4xi64>, initial_value = dense<[0, 0, 1, 1]> : tensor<4xi64>, sym_visibility = "private", constant}> : () -> ()
  "memref.global"() <{sym_name = "__tv_constant_0", type = memref<4xi64>, initial_value = dense<[0, 1, 0, 1]> : tensor<4xi64>, sym_visibility = "private", constant}> : () -> ()
  func.func @groupnorm_dispatch_2_elementwise_4_i64xi64xf32(%0: memref<2x2xf32, strided<[2, 1], offset: ?>>) -> memref<4xf32, strided<[1], offset: ?>> {
    %1 = memref.alloc() : memref<4xf32, strided<[1], offset: ?>>
    %2 = arith.constant dense<[0, 0, 1, 1]> : tensor<4xi64>
    %3 = arith.constant dense<2> : vector<4xindex>
    %4 = arith.constant dense<0.000000e+00> : vector<4xf32>
    %5 = arith.constant dense<true> : vector<4xi1>
    %6 = arith.constant dense<2> : vector<4xi64>
    %7 = arith.constant dense<0> : vector<4xi64>
    %8 = arith.constant 0 : i64
    %9 = arith.constant 0 : index
    %10 = arith.constant dense<[0, 1, 0, 1]> : tensor<4xi64>
    %11 = memref.get_global @__tv_constant_0 : memref<4xi64>
    %12 = memref.get_global @__tv_constant_1 : memref<4xi64>
    scf.forall (%arg0) = (0) to (4) step (4) {
      %13 = vector.transfer_read %12[%9], %8 {in_bounds = [true]} : memref<4xi64>, vector<4xi64>
      %14 = vector.transfer_read %11[%9], %8 {in_bounds = [true]} : memref<4xi64>, vector<4xi64>
      %15 = arith.cmpi slt, %13, %7 : vector<4xi64>
      %16 = arith.addi %13, %6 : vector<4xi64>
      %17 = arith.select %15, %16, %13 : vector<4xi1>, vector<4xi64>
      %18 = arith.index_cast %17 : vector<4xi64> to vector<4xindex>
      %19 = arith.cmpi slt, %14, %7 : vector<4xi64>
      %20 = arith.addi %14, %6 : vector<4xi64>
      %21 = arith.select %19, %20, %14 : vector<4xi1>, vector<4xi64>
      %22 = arith.index_cast %21 : vector<4xi64> to vector<4xindex>
      %23 = arith.muli %18, %3 : vector<4xindex>
      %24 = arith.addi %22, %23 : vector<4xindex>
      %25 = vector.gather %0[%9, %9] [%24], %5, %4 : memref<2x2xf32, strided<[2, 1], offset: ?>>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
      vector.transfer_write %25, %1[%9] {in_bounds = [true]} : vector<4xf32>, memref<4xf32, strided<[1], offset: ?>>
    }
    func.return %1 : memref<4xf32, strided<[1], offset: ?>>
  }
}