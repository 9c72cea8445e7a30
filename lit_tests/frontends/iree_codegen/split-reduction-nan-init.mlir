// split-reduction-softmax.mlir's code with its -inf constants replaced by
// NaN, the source's own init of the row max (an equivalent program):
// verified against the split source with no init read from the code (the
// split folds start from NaN, maxNum's neutral element).
// RUN: %mutate '0xff800000 : f32' '0x7fc00000 : f32' < %S/../../Inputs/iree_codegen/softmax_1x256.codegen.mlir > %t.a.mlir
// RUN: %mutate 'dense<0xff800000>' 'dense<0x7fc00000>' < %t.a.mlir > %t.nan.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/softmax_1x256.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.nan.mlir -o %t.out.mlir | filecheck %s

// CHECK: note: assumes: @generic1's arith.maxnumf over d1 (256 elements) read as three reductions {{.*}} each folded from 0xffc00000: the same value up to the sign of a zero result (arith.maxnumf is associative and commutative but for the zero it returns of +0.0 and -0.0; verify{assume-reassoc}){{$}}
// CHECK-NOT: instead of NaN
// CHECK: ok      reduction complete: arith.maxnumf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:55:17: 32 lanes, 32 reduced elements
// CHECK-NEXT: ok      reduction element: arith.maxnumf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:55:17
// CHECK-NEXT: ok      reduction complete: arith.maxnumf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:55:17{{$}}
// CHECK: @softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store: verified
