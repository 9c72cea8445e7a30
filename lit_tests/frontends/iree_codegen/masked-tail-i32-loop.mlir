// REQUIRES: heavy
// IREE's CUDA codegen for a held-out baddbmm's 2x3x4x5 dispatch (iree-compile
// 3.13, sm_80; stored launch form): 12 threads, each a grid-stride i32 loop
// over output cells, and inside an i32 k loop of step 4 over k < 5 whose
// tail masks its loads: `vector.maskedload` with a `ub.poison` pass-through
// (never read: the launch form makes it zero, `_unread_padding`), then
// `arith.select` under the same mask; the mask bits of B's one-lane loads
// are `cmpi` on the i32 induction variable (read as its index), and the
// row of B is built by `from_elements` of extracted lanes (the fold's lanes
// are followed through it to the cells they read).  Verified under
// assume-reassoc (the dot product is a `vector.reduction`).
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/baddbmm_masked_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/baddbmm_masked_tail.codegen.mlir -o %t.out.mlir | filecheck %s
//
// An off-by-one tail: lane 1 of B's tail load is live when one k remains.
// RUN: %mutate '%61 = arith.cmpi sgt, %57, %20' '%61 = arith.cmpi sge, %57, %20' < %S/../../Inputs/iree_codegen/baddbmm_masked_tail.codegen.mlir > %t.tail.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/baddbmm_masked_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.tail.mlir -o %t.out.mlir | filecheck %s --check-prefix=TAIL

// CHECK: note: inferred: vector.reduction at baddbmm_dispatch_0_matmul_like_2x3x4x5_f32.mlir:94:21: @generic1
// CHECK: ok      value = prophecy: tv.prophesy at baddbmm_dispatch_0_matmul_like_2x3x4x5_f32.mlir:94:21
// CHECK: @baddbmm_dispatch_0_matmul_like_2x3x4x5_f32: verified

// TAIL: FAILED  execution matches spec: a run of the lowered code: undefined behaviour: index [{{[0-9]+}}, 5, {{[0-9]+}}] out of bounds of argument 1 [2, 5, 4] {{.*}} at vector.maskedload at baddbmm_dispatch_0_matmul_like_2x3x4x5_f32.mlir:76:21
// TAIL: @baddbmm_dispatch_0_matmul_like_2x3x4x5_f32: FAILED


