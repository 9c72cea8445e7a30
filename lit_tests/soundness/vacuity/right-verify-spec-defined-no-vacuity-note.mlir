// SOUNDNESS: right vacuity: a spec dividing by an input (undefined only where it is zero), lowered by tv-opt --lower: verified with no vacuity note
// RUN: tv-opt --annotate --lower %s > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source=%s}' %t.low.mlir -o %t.out | filecheck %s
// CHECK-NOT: always undefined
// CHECK: @f: verified

func.func @f(%x: tensor<8xi32>, %y: tensor<8xi32>, %o: tensor<8xi32>) -> tensor<8xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %y : tensor<8xi32>, tensor<8xi32>) outs(%o : tensor<8xi32>) {
  ^bb0(%a: i32, %c: i32, %b: i32):
    %d = arith.divsi %a, %c : i32
    linalg.yield %d : i32
  } -> tensor<8xi32>
  return %r : tensor<8xi32>
}
