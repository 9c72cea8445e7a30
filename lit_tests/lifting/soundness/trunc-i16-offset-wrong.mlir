// Lifting soundness, a kernel once proved with a wrong formula: a Triton copy kernel whose load offsets are truncated to i16 (reads X[i mod 2^16] past 32767 elements) was proved O[i] = X[i] for all n
// The translation read every integer cast as the identity under its
// printed "offset arithmetic (i32, i64) does not wrap": a truncation below
// 32 bits is no such overflow but a narrowing that wraps at 2^15.
// RUN: %expect-exit 2 -- tv-lift --timeout 600000 %S/Inputs/trunc16.ttir 2>&1 | filecheck %s

// CHECK-NOT: proved
// CHECK: @trunc16: unsupported (Triton kernel: arith.trunci of an offset to i16 (it wraps offsets of 2^15 or more;
