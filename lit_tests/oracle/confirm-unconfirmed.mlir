// A right program that abstract FP cannot prove: the lowered code computes
// x + x where the spec computes 2.0 * x (equal in IEEE; add and mul are
// uninterpreted in the abstract domain).  --verify says FAILED; --confirm
// runs it, execution agrees with the spec, and the counterexample holds
// abstract floats: the verdict is unconfirmed (exit 2), never a plain
// FAILED.  (fp=ieee proves it, but with an exact FP query: a long solve,
// not for a test.)
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %s | %mutate '"arith.mulf"\(%x, %c2\)' '"arith.addf"(%%x, %%x)' > %t.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mlir | filecheck %s --check-prefix=VERIFY
// RUN: %expect-exit 2 -- tv-opt --confirm %t.mlir -o %t.out | filecheck %s

// VERIFY: FAILED  value = prophecy: {{.*}}: the stored value is not the prophesied spec element
// VERIFY-NEXT: instance: {{.*}}computed an abstract value between
// VERIFY: @dbl: FAILED (value = prophecy)

// CHECK: confirm: could not be confirmed: no mismatch in 16 runs (the instance's floats are abstract values (fp=abstract), which no IEEE input may reach)
// CHECK: @dbl: unconfirmed (value = prophecy, not reproduced by execution)

func.func @dbl(%a: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c2 = arith.constant 2.0 : f32
    %m = arith.mulf %x, %c2 : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  func.return %r : tensor<8xf32>
}
