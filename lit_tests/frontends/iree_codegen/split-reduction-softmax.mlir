// IREE's CUDA codegen for a 1x256 softmax (iree-compile 3.13, sm_80; the
// same code as the 64x4096 softmax's on a smaller grid): 64 threads, each
// folds 4 elements of the row (`vector.reduction <maxnumf>` from -inf), an
// xor-shuffle tree per subgroup folds its 32 lanes, lane 0 stores the
// subgroup's partial to workgroup memory, and after a barrier a second
// tree folds the two subgroups; the same for the sum of exponentials.
// Verified against the source with each row reduction split as the code's
// thread mapping splits it (infer/splits.py, printed): the per-thread fold,
// each tree's root and the workgroup cells are elements of the split
// reductions.  The source starts the row max from NaN, the code from -inf:
// the rewrite reads the code's init, printed, because every use of the max
// subtracts it from an element of its row (an all-NaN row gives NaN
// either way).
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/softmax_1x256.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/softmax_1x256.codegen.mlir -o %t.out.mlir | filecheck %s

// CHECK: note: assumes: @generic1's arith.maxnumf over d1 (256 elements) read as three reductions over d1 = (32 w + l) 4 + j (w < 2 subgroups, l < 32 lanes, j < 4 elements of a thread's vector): @generic1_threads over j, @generic1_subgroups over l, @generic1 over w, each folded from 0xFF800000: the same value up to the sign of a zero result {{.*}}; it starts from -inf instead of NaN, as the code does: the two differ only on a row that is all NaN, where every use of it reads a NaN element of that row in an op whose result is then NaN
// CHECK: note: assumes: @generic3's arith.addf over d1 (256 elements) read as three reductions {{.*}} each folded from 0.000000e+00: reassociated and reordered (verify{assume-reassoc}; IEEE results may differ in the last bits and in the sign of a zero)
// CHECK: note: inferred: vector.reduction at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:42:17: @generic1_threads [%arg0, %index_castui, %arg3 - 32*%index_castui]
// CHECK: note: inferred: arith.maxnumf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:55:17: @generic1_subgroups [%arg0, %index_castui]
// CHECK: note: inferred: vector.store at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:60:13: @generic1_subgroups [idx0, idx1]
// CHECK: note: inferred: arith.maxnumf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:69:17: @generic1 [%arg0]
// CHECK: note: inferred: arith.addf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:98:17: @generic3 [%arg0]
// CHECK: ok      spec matches source: tv.spec @softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store_spec at <{{.*}}softmax_1x256.source.mlir, row reductions split>:2:1
// CHECK: ok      reduced once: arith.maxnumf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:55:17: xor offsets [16, 8, 4, 2, 1]: each of 32 lanes once
// CHECK: ok      reduction element: arith.maxnumf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:55:17
// CHECK: ok      reduction complete: arith.maxnumf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:55:17: @generic1_subgroups starts from @generic1_f2, not arith.maxnumf's neutral element but idempotent (arith.maxnumf(c, c) = c): each lane's leaf holds it, and the 32 copies combine to one
// CHECK: ok      value = prophecy: tv.prophesy at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:60:13
// CHECK: ok      reduction complete: arith.maxnumf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:69:17: @generic1 starts from @generic1_f3, not arith.maxnumf's neutral element but idempotent
// CHECK: ok      final value: result 0 {{.*}} holds exactly its spec elements
// CHECK: @softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store: verified
