// REQUIRES: mlir-opt-19
// `torch.cat`/`torch.stack` (an `nn.LSTM`'s outputs over time steps) as
// Torch-MLIR exports it: `tensor.concat`, which neither tv-bufferize nor
// mlir-opt-19's one-shot-bufferize takes.  --annotate writes it as
// insert_slices into an empty tensor (passes/concat_as_inserts.py,
// upstream's decomposition); both lowerings bufferize each insert_slice to
// a subview and a copy, which --verify follows.
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ours.mlir | filecheck %s
// RUN: filecheck %s --check-prefix=LOW < %t.ours.mlir
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out.mlir | filecheck %s
//
// The rewrite keeps the program: tv-check of the concat against its
// decomposition (the annotated module with the annotations stripped).
// RUN: tv-opt -p 'annotate,strip-tv' %s -o %t.inserts.mlir
// RUN: filecheck %s --check-prefix=INSERTS < %t.inserts.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.inserts.mlir | filecheck %s --check-prefix=TV
//
// Mutants of mlir-opt-19's lowering.  The first two operands' copies swap
// sources: the second slice holds h0, not h1.
// RUN: %mutate '"memref.copy"\(%4, %6\)' '"memref.copy"(%3, %6)' < %t.up.mlir > %t.swap.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.swap.mlir | filecheck %s --check-prefix=SWAP
// The last operand's copy dropped: its slice is never written.
// RUN: %mutate '    "memref.copy"\(%arg0.*\n' '' < %t.up.mlir > %t.drop.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.drop.mlir | filecheck %s --check-prefix=DROP
// tvmlir's own lowering with the second slice one column off ([0, 3]
// instead of [0, 2]): it overlaps the third, and column 2 is never written.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic %s | %mutate 'static_offsets = array<i64: 0, 2>' 'static_offsets = array<i64: 0, 3>' | %mutate --all 'strided<\[6, 1\], offset: 2>' 'strided<[6, 1], offset: 3>' > %t.offset.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.offset.mlir | filecheck %s --check-prefix=OFFSET

// CHECK: ok      coverage: result 0
// CHECK: ok      final value: result 0
// CHECK: @stack: verified
// LOW-NOT: tensor.concat
// LOW: memref.subview %{{.*}}[0, 0] [1, 2] [1, 1] : memref<1x6xf32> to memref<1x2xf32, strided<[6, 1]>>
// LOW: "memref.copy"
// LOW: memref.subview %{{.*}}[0, 2] [1, 2] [1, 1] : memref<1x6xf32> to memref<1x2xf32, strided<[6, 1], offset: 2>>
// LOW: "memref.copy"
// LOW: memref.subview %{{.*}}[0, 4] [1, 2] [1, 1] : memref<1x6xf32> to memref<1x2xf32, strided<[6, 1], offset: 4>>
// LOW: "memref.copy"
// INSERTS-NOT: tensor.concat
// INSERTS: tensor.empty() : tensor<1x6xf32>
// INSERTS: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0] [1, 2] [1, 1]
// INSERTS: tensor.insert_slice %{{.*}} into %{{.*}}[0, 2] [1, 2] [1, 1]
// INSERTS: tensor.insert_slice %{{.*}} into %{{.*}}[0, 4] [1, 2] [1, 1]
// TV: @stack: verified
// SWAP: FAILED  final value: result 0 {{.*}}: a cell's final value is not the spec's
// SWAP: @stack: FAILED (final value)
// DROP: FAILED  coverage: result 0 {{.*}}: cells never written
// DROP-NEXT: instance: cell memref.alloc@{{.*}}[0, {{[45]}}]
// DROP: @stack: FAILED (coverage)
// OFFSET: FAILED  coverage: result 0 {{.*}}: cells never written
// OFFSET-NEXT: instance: cell memref.alloc@{{.*}}[0, 2]
// OFFSET: @stack: FAILED (coverage)

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @stack(%a: tensor<1x2xf32>, %b: tensor<1x2xf32>) -> tensor<1x6xf32> {
  %e = tensor.empty() : tensor<1x2xf32>
  %h0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<1x2xf32>) outs(%e : tensor<1x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = math.tanh %x : f32
    linalg.yield %t : f32
  } -> tensor<1x2xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h0, %b : tensor<1x2xf32>, tensor<1x2xf32>) outs(%e : tensor<1x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x2xf32>
  %c = tensor.concat dim(1) %h0, %h1, %a : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x6xf32>
  return %c : tensor<1x6xf32>
}
