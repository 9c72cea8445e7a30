// REQUIRES: mlir-opt-19
// torch.nn.LayerNorm exported by tv-import-torch (Inputs/torch/layernorm.mlir):
// two keepdim reductions over one zero-filled init, so bufferization
// copies the init (`memref.copy`, issue 10 item 6).  Verified through
// tvmlir's own lowering; the mutant drops the copy, so the second
// reduction reads an accumulator nothing initialized.
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --print-op-generic %S/../Inputs/torch/layernorm.mlir -o %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.low.mlir -o %t.out.mlir 2>&1 | filecheck %s
// RUN: %mutate '^ *"memref.copy"\(.*\n' '' < %t.low.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.bad.mlir -o %t.bad.out.mlir 2>&1 | filecheck %s --check-prefix=BAD

// CHECK: ok {{.*}}memref.copy
// CHECK: @layernorm: verified
// BAD-NOT: memref.copy
// BAD: FAILED  read defined: memref.load at {{.*}}: reads memref.alloc@{{.*}} where no input or earlier write defines it
// BAD: @layernorm: FAILED (read defined)
