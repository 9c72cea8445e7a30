// The cf form of an scf.if with a result (made by mlir-opt-19 in
// cf_branches.mlir), and a store on one path only.
func.func @clamp_or_double(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %d = arith.addi %x, %x : i32
    scf.yield %d : i32
  } else {
    %z = arith.constant 7 : i32
    %m = arith.minsi %x, %z : i32
    scf.yield %m : i32
  }
  return %r : i32
}

func.func @store_if_positive(%m: memref<4xi32>, %x: i32) {
  %c0 = arith.constant 0 : i32
  %p = arith.cmpi sgt, %x, %c0 : i32
  scf.if %p {
    %i = arith.constant 2 : index
    memref.store %x, %m[%i] : memref<4xi32>
  }
  return
}
