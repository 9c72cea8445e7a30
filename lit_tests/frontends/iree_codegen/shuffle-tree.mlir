// IREE's CUDA codegen for convnet's 3x32 matvec (iree-compile 3.13, sm_80,
// stored as tv-iree-kernels --codegen's launch form: no iree-compile at
// test time): each of 32 threads multiplies one element, an xor butterfly
// of gpu.shuffle (offsets 1, 2, 4, 8, 16; width 32) sums the subgroup, lane
// 0 adds the bias and stores.  The tree root's claim is inferred and
// proved as a reordered reduction under assume-reassoc, with the
// reordering printed.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/convnet_matvec.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/convnet_matvec.codegen.mlir -o %t.out.mlir | filecheck %s
//
// Without the assumption the tree rounds differently from the spec's
// sequential sum, which execution shows: FAILED, located at the tree.
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/convnet_matvec.source.mlir" workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/convnet_matvec.codegen.mlir -o %t.out.mlir | filecheck %s --check-prefix=EXACT

// CHECK: note: assumes: @generic1's arith.addf is associative and commutative with a zero of either sign as its neutral element (verify{assume-reassoc}): the shuffle tree at arith.addf at convnet_dispatch_1_matvec_like_3x32_f32.mlir:48:17 sums the 32 lanes of each aligned group in xor-butterfly order (offsets [16, 8, 4, 2, 1]) instead of the spec's sequential order
// CHECK: note: inferred: arith.addf at convnet_dispatch_1_matvec_like_3x32_f32.mlir:48:17: @generic1 [%arg0]
// CHECK: note: inferred: vector.store at convnet_dispatch_1_matvec_like_3x32_f32.mlir:57:13: @generic2 [idx0]
// CHECK: ok      reduced once: arith.addf at convnet_dispatch_1_matvec_like_3x32_f32.mlir:48:17: xor offsets [16, 8, 4, 2, 1]: each of 32 lanes once
// CHECK: ok      reduction complete: arith.addf at convnet_dispatch_1_matvec_like_3x32_f32.mlir:48:17: 32 lanes, 32 reduced elements
// CHECK: ok      reduction element: arith.addf at convnet_dispatch_1_matvec_like_3x32_f32.mlir:48:17
// CHECK: ok      value = prophecy: tv.prophesy at convnet_dispatch_1_matvec_like_3x32_f32.mlir:57:13
// CHECK: @convnet_dispatch_1_matvec_like_3x32_f32: verified

// EXACT: FAILED  execution matches spec: arith.addf at convnet_dispatch_1_matvec_like_3x32_f32.mlir:48:17: the value {{.*}} is no element of any spec tensor; confirmed by execution
// EXACT: @convnet_dispatch_1_matvec_like_3x32_f32: FAILED (execution matches spec)
