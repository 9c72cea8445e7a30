// `x * 1.0`'s bits with a NaN's replaced by 0, which is no NaN's bits.
func.func @bits(%x: f32) -> i32 {
  %i = arith.bitcast %x : f32 to i32
  %zero = arith.constant 0 : i32
  %isnan = arith.cmpf uno, %x, %x : f32
  %r = arith.select %isnan, %zero, %i : i32
  return %r : i32
}
