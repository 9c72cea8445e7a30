// Input of ../parallel.mlir: an elementwise add into a memref.
func.func @add(%a: memref<2x3xi32>, %b: memref<2x3xi32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<2x3xi32>) outs(%b : memref<2x3xi32>) {
  ^bb0(%x: i32, %y: i32):
    %z = arith.addi %x, %y : i32
    linalg.yield %z : i32
  }
  return
}
