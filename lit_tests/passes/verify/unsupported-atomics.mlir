// REQUIRES: mlir-opt-19, tv-plugin
// Atomic read-modify-writes in a GPU kernel are unsupported at the op, with
// its location, in every form (design-notes section 8): an atomic update's
// value depends on the order of the threads, which the race and phase
// model does not give it yet.  Never verified, never a crash, never a bad
// input.  The kernel (thread t of block b writes the negation of a[4b + 3 - t],
// through workgroup memory) verifies with a plain store.
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-debuginfo %s > %t.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mlir -o %t.out | filecheck %s
// CHECK: @reverse4: verified
//
// atomic_rmw maximumf whose old value is used:
// RUN: %mutate '^(      memref.store %neg, %o\[%i\] : memref<8xf32>)' '      %old = memref.atomic_rmw maximumf %neg, %o[%i] : (f32, memref<8xf32>) -> f32\n      %q = arith.addf %old, %neg : f32\n      %claim = tv.prophesy %q for @reverse4_spec::@r [%i] : f32\n\1' < %s > %t.max.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-debuginfo %t.max.mlir > %t.max.gen.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.max.gen.mlir -o %t.out | filecheck %s --check-prefix=MAX
// MAX: unsupported: memref.atomic_rmw at {{.*}}max.mlir:{{[0-9]+}}:14: op without semantics in --verify
// MAX: @reverse4: unsupported (memref.atomic_rmw at
//
// atomic_rmw addi into a private buffer, in a loop:
// RUN: %mutate '^(      memref.store %neg, %o\[%i\] : memref<8xf32>)' '      %asint = arith.fptosi %neg : f32 to i32\n      %cnt = memref.alloca() : memref<8xi32>\n      scf.for %k = %c0 to %c2 step %c1 {\n        %oi = memref.atomic_rmw addi %asint, %cnt[%i] : (i32, memref<8xi32>) -> i32\n      }\n\1' < %s > %t.addi.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-debuginfo %t.addi.mlir > %t.addi.gen.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.addi.gen.mlir -o %t.out | filecheck %s --check-prefix=ADDI
// ADDI: @reverse4: unsupported (memref.atomic_rmw at {{.*}}addi.mlir:{{[0-9]+}}:15)
//
// generic_atomic_rmw (what -expand-ops makes of a maxnumf atomic) instead of the store:
// RUN: %mutate '^      memref.store %neg, %o\[%i\] : memref<8xf32>' '      %g = memref.generic_atomic_rmw %o[%i] : memref<8xf32> {\n      ^bb0(%cur: f32):\n        %new = arith.addf %cur, %neg : f32\n        memref.atomic_yield %new : f32\n      }' < %s > %t.generic.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-debuginfo %t.generic.mlir > %t.generic.gen.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.generic.gen.mlir -o %t.out | filecheck %s --check-prefix=GENERIC
// GENERIC: unsupported: memref.generic_atomic_rmw at {{.*}}generic.mlir:{{[0-9]+}}:12: op without semantics in --verify
// GENERIC: @reverse4: unsupported (memref.generic_atomic_rmw at

builtin.module {
  tv.spec @reverse4_spec source "func.func @reverse4(%a: tensor<8xf32> {tv.name = \22a\22}, %o: tensor<8xf32> {tv.name = \22o\22}) -> tensor<8xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (((((d0 floordiv 4) * 4) + 3) + ((d0 mod 4) * -1)))>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%x: f32, %y: f32):\0A    %n = arith.negf %x : f32\0A    linalg.yield %n : f32\0A  } -> tensor<8xf32>\0A  func.return %r : tensor<8xf32>\0A}" tensors [@a : tensor<8xf32>, @o : tensor<8xf32>, @r : tensor<8xf32>]
  func.func @reverse4(%a: memref<8xf32>, %o: memref<8xf32>) -> memref<8xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) workgroup(%sh : memref<4xf32, #gpu.address_space<workgroup>>) {
      %base = arith.muli %bx, %c4 : index
      %i = arith.addi %base, %tx : index
      %x = memref.load %a[%i] : memref<8xf32>
      memref.store %x, %sh[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %j = arith.subi %c3, %tx : index
      %y = memref.load %sh[%j] : memref<4xf32, #gpu.address_space<workgroup>>
      %n = arith.negf %y : f32
      %neg = tv.prophesy %n for @reverse4_spec::@r [%i] : f32
      memref.store %neg, %o[%i] : memref<8xf32>
      gpu.terminator
    }
    func.return %o : memref<8xf32>
  }
}
