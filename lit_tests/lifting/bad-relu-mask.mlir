// Negative: a Triton-style kernel whose mask is off by one (i <= n) reads
// past the end of X at the sampled sizes: not lifted, with the access named.
// RUN: %expect-exit 1 -- tv-lift %S/Inputs/bad-relu-mask.mlir > %t.out
// RUN: filecheck %s < %t.out

// CHECK-NOT: proved
// CHECK: @relu: no formula found (the kernel fails when run: undefined behaviour: index [3] out of bounds of X [3] at memref.load at {{.*}}bad-relu-mask.mlir:14:12)
