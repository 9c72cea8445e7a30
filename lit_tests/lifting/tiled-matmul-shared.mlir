// A tiled matmul through workgroup memory, with barriers inside the tile
// loop: the lifter finds C = A * B and infers the reduction step of the
// in-place update as 2 * t + kk.  --verify does not handle a barrier inside
// scf.for yet, so the formula is reported unproved, with that reason.
// RUN: %expect-exit 1 -- tv-lift --show-annotated %S/Inputs/tiled-matmul-shared.mlir > %t.out
// RUN: filecheck %s < %t.out

// CHECK: %C_lifted = linalg.matmul
// CHECK: tv.prophesy %z for @tiled_spec::@C_init [%i, %j] : f32
// CHECK: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[T2:.*]] = arith.muli %[[TWO]], %t : index
// CHECK-NEXT: %[[K:.*]] = arith.addi %kk, %[[T2]] : index
// CHECK-NEXT: tv.prophesy %s for @tiled_spec::@C_lifted [%i, %j] stage [%[[K]]] : f32
// CHECK: @tiled: unsupported (scf.for at {{.*}}tiled-matmul-shared.mlir:18:5)
// CHECK-NOT: @tiled: proved
// CHECK: @tiled: lifted (unproved: --verify: unsupported (scf.for at {{.*}}tiled-matmul-shared.mlir:18:5)): C[i,j] = sum_k(0.0; A[i,k] * B[k,j])
