// A spec whose source text does not parse is bad input (exit 3, one line,
// at the tv.spec op).
// RUN: %bad-input tv-opt --verify %s | filecheck %s
// CHECK: bad-spec-source.mlir:6:1: error: 'tv.spec' op cannot parse the source of tv.spec @f_spec

tv.spec @f_spec source "func.func @f(" {
}

func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  func.return %a : memref<4xf32>
}
