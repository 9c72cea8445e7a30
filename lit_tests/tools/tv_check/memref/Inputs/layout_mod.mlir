func.func @f(%m: memref<8xf32, affine_map<(d0) -> (d0 mod 4)>>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<8xf32, affine_map<(d0) -> (d0 mod 4)>>
  return %x : f32
}
