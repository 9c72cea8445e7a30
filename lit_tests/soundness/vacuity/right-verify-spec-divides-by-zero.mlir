// SOUNDNESS: right vacuity: a spec dividing every element by the constant zero (always undefined), its kernel storing x + x instead: any code refines it, and --verify's report now says the value obligation held only vacuously
// RUN: tv-opt --annotate --lower %s > %t.low.mlir
// RUN: %mutate '(%\d+) = tv.prophesy %d' '%%n = arith.addi %a, %a : i32\n      \1 = tv.prophesy %%n' < %t.low.mlir > %t.mut.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source=%s}' %t.mut.mlir -o %t.out | filecheck %s
// CHECK: note: source is always undefined where checked: value = prophecy held only because the spec element is undefined behaviour at every instance
// CHECK: @f: verified

func.func @f(%x: tensor<8xi32>, %o: tensor<8xi32>) -> tensor<8xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<8xi32>) outs(%o : tensor<8xi32>) {
  ^bb0(%a: i32, %b: i32):
    %z = arith.constant 0 : i32
    %d = arith.divsi %a, %z : i32
    linalg.yield %d : i32
  } -> tensor<8xi32>
  return %r : tensor<8xi32>
}
