func.func @tanh(%x: f32) -> f32 {
  %r = math.tanh %x : f32
  return %r : f32
}
func.func @tan(%x: f32) -> f32 {
  %r = math.tan %x : f32
  return %r : f32
}
func.func @exp2(%x: f32) -> f32 {
  %r = math.exp2 %x : f32
  return %r : f32
}
func.func @powf(%x: f32, %y: f32) -> f32 {
  %r = math.powf %x, %y : f32
  return %r : f32
}
func.func @rsqrt(%x: f32) -> f32 {
  %r = math.rsqrt %x : f32
  return %r : f32
}
