// A tiled matmul through workgroup memory, with barriers inside the tile
// loop: the lifter finds C = A * B and infers the reduction step of the
// in-place update as 2 * t + kk.  There is no barrier before the tile loop:
// --verify checks the ops before it and its first phase as one phase (no
// race between threads), and proves the formula for all sizes.
// The kernel means its workgroup allocs as CUDA's __shared__ (one buffer per
// block), which mlir-opt-19 does not compile it to (a malloc per thread): the
// reading is asked for and printed as an assumption.
// RUN: %expect-exit 0 -- tv-lift --workgroup-allocs=shared --show-annotated %S/Inputs/tiled-matmul-shared.mlir > %t.out
// RUN: filecheck %s < %t.out
//
// Read as mlir-opt-19 compiles it (the default), each thread stages into
// its own copy and reads cells of it no thread wrote: the kernel fails
// when run, and no formula is lifted.
// RUN: %expect-exit 1 -- tv-lift %S/Inputs/tiled-matmul-shared.mlir | filecheck %s --check-prefix=PER-THREAD

// CHECK: %C_lifted = linalg.matmul
// CHECK: tv.prophesy %z for @tiled_spec::@C_init [%i, %j] : f32
// CHECK: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[T2:.*]] = arith.muli %[[TWO]], %t : index
// CHECK-NEXT: %[[K:.*]] = arith.addi %kk, %[[T2]] : index
// CHECK-NEXT: tv.prophesy %s for @tiled_spec::@C_lifted [%i, %j] stage [%[[K]]] : f32
// CHECK: note: assumes: memref.alloc in workgroup memory inside a kernel is one buffer per block
// CHECK: ok      no read-write race: scf.for at {{.*}}tiled-matmul-shared.mlir:18:5: threads of a block (the ops before scf.for at {{.*}} and its first phase, with no barrier between them)
// CHECK: @tiled: verified
// CHECK: confirm: execution agrees with the spec
// CHECK: @tiled: proved: C[i,j] = sum_k(0.0; A[i,k] * B[k,j])

// PER-THREAD: @tiled: {{.*}}undefined
// REQUIRES: heavy
