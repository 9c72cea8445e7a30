// A race is not a value: without its barrier, a thread reads t[15 - tid]
// that another thread of the same phase writes.  --verify fails it; the
// oracle cannot confirm a value, and says why (a race, with both accesses).
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --confirm %S/../passes/verify/bad-gpu-no-barrier.mlir | filecheck %s
// RUN: %expect-exit 2 -- tv-opt -p 'confirm{verify=false}' %S/../passes/verify/bad-gpu-no-barrier.mlir -o %t.mlir | filecheck %s --check-prefix=RUN-ONLY

// CHECK:      FAILED  no read-write race
// CHECK:      confirm: could not be confirmed: execution nondeterministic: race: write of {{.*}} and an unordered read of {{.*}} (at memref.load) on memref.alloc@{{.*}}bad-gpu-no-barrier.mlir:16:8 at memref.store at {{.*}}bad-gpu-no-barrier.mlir:22:5
// CHECK-NEXT: @reverse: FAILED (no read-write race)

// RUN-ONLY: @reverse: confirm: nondeterministic (run 1): execution nondeterministic: race
