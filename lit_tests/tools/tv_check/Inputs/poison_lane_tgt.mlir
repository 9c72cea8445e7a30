func.func @lane(%a: f32) -> f32 {
  %v = ub.poison : vector<4xf32>
  %r = vector.extract %v[2] : f32 from vector<4xf32>
  return %r : f32
}
