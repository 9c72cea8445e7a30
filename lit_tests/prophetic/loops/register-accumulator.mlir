// REQUIRES: mlir-opt-19
// A register accumulator (scalar replacement): each (i, j) of a matmul
// loads C[i, j] once, carries the sum through the k loop as an iter_arg,
// and stores it after the loop.  The carried value is the body's
// prophecy AB(i, j) @ k, so in iteration k the accumulator is AB(i, j) @ k-1
// (C[i, j] at k = 0), and the stored result is AB(i, j) @ 15
// (tvmlir/verify/carried.py).  No mlir-opt-19 pass builds this from
// scalar linalg code (affine-scalrep forwards stores but adds no
// iter_args), so the kernel is written here and printed by mlir-opt-19.
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize --mlir-print-op-generic --mlir-print-debuginfo %s > %t.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mlir -o %t.out | filecheck %s
// Mutant: the accumulator starts at 0.0 instead of C[i, j].
// RUN: %mutate 'iter_args\(%acc = %c0\)' 'iter_args(%acc = %zero)' < %s | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.zero.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.zero.mlir | filecheck %s --check-prefix=ZERO
// Mutant: the body adds to C[i, j] again instead of the accumulator.
// RUN: %mutate 'arith[.]addf %acc, %m' 'arith.addf %c0, %m' < %s | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.noacc.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.noacc.mlir | filecheck %s --check-prefix=NOACC
// Mutant: the loop stops one step early: the stored value is AB(i, j) @ 14.
// RUN: %mutate 'to %c16 (step)' 'to %c15 \1' < %s | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.short.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.short.mlir | filecheck %s --check-prefix=SHORT
// The yield carries the sum, not its prophecy (a reduction chain that
// --annotate left bare): the claim is inferred from the loads of A and B
// (verify/inferred.py) and checked.
// RUN: %mutate 'scf[.]yield %y' 'scf.yield %%s' < %s | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.noprophecy.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.noprophecy.mlir -o %t.noprophecy.out | filecheck %s --check-prefix=NOPROPHECY
// ... and the same with the loop one step short: not verified.
// RUN: %mutate 'value = 16 : index' 'value = 15 : index' < %t.noprophecy.mlir > %t.noprophecy-short.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.noprophecy-short.mlir | filecheck %s --check-prefix=SHORT

// CHECK-NOT: FAILED
// CHECK:     ok      value = prophecy: tv.prophesy at {{.*}}register-accumulator.mlir:71:{{[0-9]+}}
// CHECK:     ok      write in bounds: memref.store at {{.*}}register-accumulator.mlir:74:{{[0-9]+}}
// CHECK:     ok      final value: result 0 (%arg2 = @AB)
// CHECK:     @matmul: verified

// ZERO:      FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// ZERO-NEXT:   instance: %arg3={{[0-9]+}}, %arg4={{[0-9]+}}, %arg5=0; expected AB({{[0-9]+}}, {{[0-9]+}}) stage [0]
// ZERO:      @matmul: FAILED (value = prophecy)

// NOACC:     FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// NOACC:     @matmul: FAILED (value = prophecy)

// SHORT:     FAILED  final value: result 0 (%arg2 = @AB)
// SHORT:     @matmul: FAILED (final value)

// NOPROPHECY: ok      value = prophecy: scf.yield at {{.*}}: inferred @AB's partial reduction (no tv.prophesy here)
// NOPROPHECY: @matmul: verified

module {
  "tv.spec"() ({
    "tv.spec_tensor"() {sym_name = "A", type = tensor<8x16xf32>} : () -> ()
    "tv.spec_tensor"() {sym_name = "B", type = tensor<16x4xf32>} : () -> ()
    "tv.spec_tensor"() {sym_name = "C", type = tensor<8x4xf32>} : () -> ()
    "tv.spec_tensor"() {sym_name = "AB", type = tensor<8x4xf32>, stages = 1 : i64} : () -> ()
  }) {sym_name = "matmul_spec", source = "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \22A\22}, %B: tensor<16x4xf32> {tv.name = \22B\22}, %C: tensor<8x4xf32> {tv.name = \22C\22}) -> tensor<8x4xf32> {\0A  %AB = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) attrs =  {tv.name = \22AB\22} {\0A  ^bb0(%in: f32, %in_1: f32, %out: f32):\0A    %0 = arith.mulf %in, %in_1 : f32\0A    %1 = arith.addf %out, %0 : f32\0A    linalg.yield %1 : f32\0A  } -> tensor<8x4xf32>\0A  func.return %AB : tensor<8x4xf32>\0A}"} : () -> ()
  func.func @matmul(%A: memref<8x16xf32>, %B: memref<16x4xf32>, %C: memref<8x4xf32>) -> memref<8x4xf32> {
    %c0i = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0.0 : f32
    scf.parallel (%i, %j) = (%c0i, %c0i) to (%c8, %c4) step (%c1, %c1) {
      %c0 = memref.load %C[%i, %j] : memref<8x4xf32>
      %r = scf.for %k = %c0i to %c16 step %c1 iter_args(%acc = %c0) -> (f32) {
        %a = memref.load %A[%i, %k] : memref<8x16xf32>
        %b = memref.load %B[%k, %j] : memref<16x4xf32>
        %m = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %m : f32
        %y = "tv.prophesy"(%s, %i, %j, %k) {operandSegmentSizes = array<i32: 1, 2, 1>, spec = @matmul_spec::@AB} : (f32, index, index, index) -> f32
        scf.yield %y : f32
      }
      memref.store %r, %C[%i, %j] : memref<8x4xf32>
      scf.reduce
    }
    return %C : memref<8x4xf32>
  }
}
