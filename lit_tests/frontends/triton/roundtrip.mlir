// The `tt` dialect reads the three TTIR files Triton 3.9 wrote
// (benchmarks/lifting/triton_ttir.py), in Triton's custom form and in MLIR's
// generic form, and prints them back.
// Custom -> custom is a fixed point:
// RUN: %python -m tvmlir.frontends.triton %S/../../../benchmarks/lifting/triton/vector_add.ttir > %t.va1
// RUN: %python -m tvmlir.frontends.triton %t.va1 > %t.va2
// RUN: diff %t.va1 %t.va2
// RUN: %python -m tvmlir.frontends.triton %S/../../../benchmarks/lifting/triton/softmax.ttir > %t.sm1
// RUN: %python -m tvmlir.frontends.triton %t.sm1 > %t.sm2
// RUN: diff %t.sm1 %t.sm2
// RUN: %python -m tvmlir.frontends.triton %S/../../../benchmarks/lifting/triton/matmul.ttir > %t.mm1
// RUN: %python -m tvmlir.frontends.triton %t.mm1 > %t.mm2
// RUN: diff %t.mm1 %t.mm2
// Custom -> generic is Triton's own generic output, up to SSA names (both
// renumbered by mlir-opt-19, which reads `tt` as unregistered ops):
// RUN: %python -m tvmlir.frontends.triton --generic %S/../../../benchmarks/lifting/triton/matmul.ttir > %t.mmg
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %t.mmg > %t.mmg.norm
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %S/../../../benchmarks/lifting/triton/matmul.generic.mlir > %t.mm.norm
// RUN: diff %t.mmg.norm %t.mm.norm
// RUN: %python -m tvmlir.frontends.triton --generic %S/../../../benchmarks/lifting/triton/softmax.ttir > %t.smg
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %t.smg > %t.smg.norm
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %S/../../../benchmarks/lifting/triton/softmax.generic.mlir > %t.sm.norm
// RUN: diff %t.smg.norm %t.sm.norm
// Generic -> custom, checked op by op:
// RUN: %python -m tvmlir.frontends.triton %S/../../../benchmarks/lifting/triton/vector_add.generic.mlir | filecheck %s --check-prefix=VA
// RUN: %python -m tvmlir.frontends.triton %S/../../../benchmarks/lifting/triton/softmax.generic.mlir | filecheck %s --check-prefix=SM
// RUN: %python -m tvmlir.frontends.triton %S/../../../benchmarks/lifting/triton/matmul.generic.mlir | filecheck %s --check-prefix=MM
// REQUIRES: mlir-opt-19

// VA: tt.func public @vector_add(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>, %arg3: i32) attributes {noinline = false} {
// VA: tt.get_program_id x : i32
// VA: tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
// VA: tt.splat %{{.*}} : i32 -> tensor<16xi32>
// VA: tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
// VA: tt.addptr %{{.*}}, %{{.*}} : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
// VA: tt.load %{{[0-9]+}}, %{{[0-9]+}} : tensor<16x!tt.ptr<f32>>
// VA: tt.store %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<16x!tt.ptr<f32>>
// VA: tt.return

// SM: tt.load %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<16x!tt.ptr<f32>>
// SM: "tt.reduce"(%{{[0-9]+}}) <{axis = 0 : i32}> ({
// SM: arith.maxnumf
// SM: tt.reduce.return %{{.*}} : f32
// SM: }) : (tensor<16xf32>) -> f32
// SM: math.exp

// MM: tt.get_program_id y : i32
// MM: tt.expand_dims %{{.*}} {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
// MM: tt.broadcast %{{.*}} : tensor<16x1x!tt.ptr<f32>> -> tensor<16x16x!tt.ptr<f32>>
// MM: tt.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
