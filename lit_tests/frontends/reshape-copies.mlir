// REQUIRES: mlir-opt-19
// tensor.collapse_shape / expand_shape / extract_slice (a flatten before
// a dense layer, a keepdim view, torch's chunk): --annotate and
// tv-bufferize rewrite each statically shaped one as a copy generic whose
// input map says where each element comes from, e.g. for the collapse
// (d0, d1) -> (d0, d1 floordiv 4, d1 mod 4).  Verified through tvmlir's
// lowering and mlir-opt-19's GPU pipeline; the mutant reads the source
// at the wrong column and fails for the right reason.
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ours.mlir | filecheck %s
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out.mlir | filecheck %s
// RUN: tv-opt --annotate %s | filecheck %s --check-prefix=ANN
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %s | %mutate --nth 1 '"memref.load"\((%x), (%\w+), (%\w+), (%\w+)\)' '"memref.load"(\1, \2, \3, \3)' > %t.mut.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.mut.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mut.mlir | filecheck %s --check-prefix=BAD
// tv-check: the reshapes against their own canonicalized form.
// RUN: %mlir-opt --canonicalize %s > %t.canon.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.canon.mlir | filecheck %s --check-prefix=TV

// ANN: affine_map<(d0, d1) -> (d0, (d1 floordiv 4), (d1 mod 4))>
// ANN: affine_map<(d0, d1, d2) -> (d0, ((d1 * 4) + d2))>
// ANN: affine_map<(d0, d1) -> (d0, (d1 + 4))>
// CHECK: @reshapes: verified
// MUT: "memref.load"(%x, %{{\w+}}, %[[J:\w+]], %[[J]])
// BAD: FAILED  value = prophecy: tv.prophesy at {{.*}}reshape-copies.mlir:30:11: the stored value is not the prophesied spec element
// BAD: @reshapes: FAILED (value = prophecy)
// TV: @reshapes: verified

func.func @reshapes(%x: tensor<2x2x4xf32>) -> (tensor<2x2x4xf32>, tensor<2x4xf32>) {
  %flat = tensor.collapse_shape %x [[0], [1, 2]] : tensor<2x2x4xf32> into tensor<2x8xf32>
  %back = tensor.expand_shape %flat [[0], [1, 2]] output_shape [2, 2, 4] : tensor<2x8xf32> into tensor<2x2x4xf32>
  %half = tensor.extract_slice %flat[0, 4] [2, 4] [1, 1] : tensor<2x8xf32> to tensor<2x4xf32>
  return %back, %half : tensor<2x2x4xf32>, tensor<2x4xf32>
}
