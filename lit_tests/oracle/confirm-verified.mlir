// A verified program (threads exchanging data across gpu.barrier): the
// oracle runs it phase by phase on 16 inputs and agrees; exit 0 as for
// --verify.  Without verification nothing is proved: exit 2.
// RUN: %expect-exit 0 -- tv-opt --confirm %S/../passes/verify/gpu-barrier.mlir -o %t.mlir | filecheck %s
// RUN: %expect-exit 2 -- tv-opt -p 'confirm{verify=false runs=3}' %S/../passes/verify/gpu-barrier.mlir -o %t.mlir | filecheck %s --check-prefix=RUN-ONLY

// CHECK:      ok      no read-write race: gpu.launch
// CHECK:      confirm: execution agrees with the spec in 16 runs
// CHECK-NEXT: @reverse: verified

// RUN-ONLY: @reverse: confirm: no mismatch in 3 runs
