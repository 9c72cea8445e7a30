// SOUNDNESS: wrong launch-limits: a grid of ceildiv(N, 4) blocks along y exceeds 65535 for large N (grid-limits=check)
// The dynamic matmul launches ceildiv(N, 4) blocks along y: beyond 65535 once
// N > 262140.  Assumed within the limits by default (printed in the
// report); checked with grid-limits=check, it fails with the sizes.
// RUN: tv-opt -p 'annotate,lower{tile-sizes=4,4}' --print-op-generic --print-debuginfo %S/../../Inputs/programs/matmul_dynamic.mlir -o %t.low.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{grid-limits=check}' %t.low.mlir | filecheck %s

// CHECK: FAILED  launch limits: gpu.launch_func at {{.*}}: launches grid {{[0-9]+}} x 65536 x 1, block 4 x 4 x 1
// CHECK-NEXT: instance: {{.*}}dim(B, 1)=262141
// CHECK: @matmul_dynamic: FAILED (launch limits)
