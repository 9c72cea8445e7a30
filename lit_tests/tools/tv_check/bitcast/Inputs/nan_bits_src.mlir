// The bits of `x * 1.0`: for a NaN x, any NaN the multiplication may
// return (canonicalize_upstream.mlir's NAN check).
func.func @bits(%x: f32) -> i32 {
  %one = arith.constant 1.0 : f32
  %m = arith.mulf %x, %one : f32
  %i = arith.bitcast %m : f32 to i32
  return %i : i32
}
