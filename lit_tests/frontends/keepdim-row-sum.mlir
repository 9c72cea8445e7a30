// REQUIRES: mlir-opt-19
// A keepdim reduction (torch's sum(dim=-1, keepdim=True)): the output map
// has the constant 0 over a unit dimension, (d0, d1) -> (d0, 0).  Verified
// through tvmlir's lowering (OURS) and mlir-opt-19's GPU pipeline (UP);
// the mutant reads x[i, i] for every element of the row (MUT), and fails
// for the right reason.
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ours.mlir | filecheck %s --check-prefixes=CHECK
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out.mlir | filecheck %s --check-prefixes=CHECK
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %s | %mutate '"memref.load"\((%x), (%\w+), (%\w+)\)' '"memref.load"(\1, \2, \2)' > %t.mut.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.mut.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mut.mlir | filecheck %s --check-prefix=BAD
// tv-check: the same keepdim sum after canonicalize verifies; summing into
// a max does not.
// RUN: %mlir-opt --canonicalize %s > %t.canon.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.canon.mlir | filecheck %s --check-prefix=TV
// RUN: sed 's/arith.addf %in, %out/arith.maximumf %in, %out/' %s > %t.max.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.max.mlir | filecheck %s --check-prefix=TVBAD

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}keepdim-row-sum.mlir:34:11
// CHECK: ok      final value: result 0 ({{.*}} = @s)
// CHECK: @row_sum_keepdim: verified
// MUT: "memref.load"(%x, %[[I:\w+]], %[[I]])
// BAD: FAILED  value = prophecy
// BAD: @row_sum_keepdim: FAILED (value = prophecy)
// TV: @row_sum_keepdim: verified
// TVBAD: @row_sum_keepdim: FAILED

#id = affine_map<(d0, d1) -> (d0, d1)>
#keep = affine_map<(d0, d1) -> (d0, 0)>
func.func @row_sum_keepdim(%x: tensor<4x6xf32>) -> tensor<4x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x6xf32>) outs(%init : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<4x1xf32>
  return %s : tensor<4x1xf32>
}
