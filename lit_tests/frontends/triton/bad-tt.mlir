// Bad `tt` input is reported as bad input (exit 3) with its location, not
// half-understood: a load whose mask has the wrong shape, and an unknown tt op.
// RUN: %expect-exit 3 -- %python -m tvmlir.frontends.triton %s 2>&1 | filecheck %s
// RUN: sed 's/tt.load %addr, %m : tensor<4x!tt.ptr<f32>>/"tt.atomic_rmw"() : () -> ()/' %s > %t.mlir
// RUN: %expect-exit 3 -- %python -m tvmlir.frontends.triton %t.mlir 2>&1 | filecheck %s --check-prefix=UNKNOWN

// CHECK: bad-tt.mlir:{{[0-9]+}}:{{[0-9]+}}: error: operand is used with type tensor<4xi1>, but has been previously used or defined with type tensor<8xi1>
// UNKNOWN: error: {{.*}}tt.atomic_rmw

tt.func @f(%a: !tt.ptr<f32>, %m: tensor<8xi1>) {
  %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
  %s = tt.splat %a : !tt.ptr<f32> -> tensor<4x!tt.ptr<f32>>
  %addr = tt.addptr %s, %r : tensor<4x!tt.ptr<f32>>, tensor<4xi32>
  %v = tt.load %addr, %m : tensor<4x!tt.ptr<f32>>
  tt.return
}
