// A tiled matmul through workgroup memory, with barriers inside the tile
// loop: the lifter finds C = A * B and infers the reduction step of the
// in-place update as 2 * t + kk.  There is no barrier before the tile loop:
// --verify checks the ops before it and its first phase as one phase (no
// race between threads), and proves the formula for all sizes.
// RUN: %expect-exit 0 -- tv-lift --show-annotated %S/Inputs/tiled-matmul-shared.mlir > %t.out
// RUN: filecheck %s < %t.out

// CHECK: %C_lifted = linalg.matmul
// CHECK: tv.prophesy %z for @tiled_spec::@C_init [%i, %j] : f32
// CHECK: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[T2:.*]] = arith.muli %[[TWO]], %t : index
// CHECK-NEXT: %[[K:.*]] = arith.addi %kk, %[[T2]] : index
// CHECK-NEXT: tv.prophesy %s for @tiled_spec::@C_lifted [%i, %j] stage [%[[K]]] : f32
// CHECK: ok      no read-write race: scf.for at {{.*}}tiled-matmul-shared.mlir:18:5: threads of a block (the ops before scf.for at {{.*}} and its first phase, with no barrier between them)
// CHECK: @tiled: verified
// CHECK: confirm: execution agrees with the spec
// CHECK: @tiled: proved: C[i,j] = sum_k(0.0; A[i,k] * B[k,j])
