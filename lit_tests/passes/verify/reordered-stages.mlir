// A reduction folded in another order of its reduction dims (design notes,
// "Reductions in another order"): the spec sums a 3x4 matrix row by row
// (`@generic1`, stages over (d0, d1)); the code sums it column by column,
// its accumulator claimed as stages of `@generic1.order.1.0`, the same
// reduction with d1 outside.  --verify reads @generic1 as that order
// everywhere: exact for integer addi (associative and commutative), printed.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s
//
// The inner loop skips row 0: the column partials are not the claimed stages.
// RUN: %mutate 'scf.for %%i = %%c0' 'scf.for %%i = %%c1' < %s > %t.row.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.row.mlir | filecheck %s --check-prefix=ROW
// The column's claim says its last row is 1: one row short of the column.
// RUN: %mutate 'stage \[%%j, %%c2\]' 'stage [%%j, %%c1]' < %s > %t.short.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.short.mlir | filecheck %s --check-prefix=SHORT
// Column 0 read for every column.
// RUN: %mutate 'memref.load %%x\[%%i, %%j\]' 'memref.load %%x[%%i, %%c0]' < %s > %t.col.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.col.mlir | filecheck %s --check-prefix=COL
// A combiner that may not be reordered (subi: `acc - x`): unsupported, never
// verified (the same code subtracting column by column computes another value).
// RUN: %mutate --all 'arith.addi' 'arith.subi' < %s > %t.sub.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.sub.mlir | filecheck %s --check-prefix=SUB
// addi with nsw in the spec: a partial of another order may overflow (poison)
// where the spec's does not: unsupported.
// RUN: %mutate 'arith.addi %%acc, %%v : i32' 'arith.addi %%acc, %%v overflow<nsw> : i32' < %s > %t.nsw.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.nsw.mlir | filecheck %s --check-prefix=NSW
// The same sum on f32: unsupported without the reassociation license, verified
// with verify{assume-reassoc}, which is printed.
// RUN: %mutate --all 'i32' 'f32' < %s | %mutate --all 'arith.addi' 'arith.addf' | %mutate --all 'arith.constant 0 : f32' 'arith.constant 0.0 : f32' > %t.f32.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.f32.mlir | filecheck %s --check-prefix=F32
// RUN: %expect-exit 0 -- tv-opt -p 'verify{assume-reassoc=true}' %t.f32.mlir -o %t.f32.out | filecheck %s --check-prefix=REASSOC

  tv.spec @colsum_spec source "func.func @colsum(%x: tensor<3x4xi32> {tv.name = \22x\22}) -> tensor<i32> {\0A  %z = arith.constant 0 : i32\0A  %e = tensor.empty() : tensor<i32>\0A  %init = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%z : i32) outs(%e : tensor<i32>) attrs =  {tv.name = \22init\22} {\0A  ^bb0(%a: i32, %o: i32):\0A    linalg.yield %a : i32\0A  } -> tensor<i32>\0A  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [\22reduction\22, \22reduction\22]} ins(%x : tensor<3x4xi32>) outs(%init : tensor<i32>) attrs =  {tv.name = \22generic1\22} {\0A  ^bb0(%v: i32, %acc: i32):\0A    %s = arith.addi %acc, %v : i32\0A    linalg.yield %s : i32\0A  } -> tensor<i32>\0A  func.return %0 : tensor<i32>\0A}" tensors [@x : tensor<3x4xi32>, @init : tensor<i32>, @generic1 : tensor<i32> stages 2]

func.func @colsum(%x: memref<3x4xi32>) -> memref<i32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %s = memref.alloc() : memref<i32>
  %zero = arith.constant 0 : i32
  %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (i32) {
    %q = scf.for %i = %c0 to %c3 step %c1 iter_args(%b = %a) -> (i32) {
      %v = memref.load %x[%i, %j] : memref<3x4xi32>
      %t = arith.addi %b, %v : i32
      %p = tv.prophesy %t for @colsum_spec::@generic1.order.1.0 [] stage [%j, %i] : i32
      scf.yield %p : i32
    }
    %pq = tv.prophesy %q for @colsum_spec::@generic1.order.1.0 [] stage [%j, %c2] : i32
    scf.yield %pq : i32
  }
  %f = tv.prophesy %r for @colsum_spec::@generic1 [] : i32
  memref.store %f, %s[] : memref<i32>
  func.return %s : memref<i32>
}

// CHECK: note: @generic1.order.1.0: @generic1 folded in the order (d1, d0) instead of (d0, d1), read as @generic1 everywhere: the same value, arith.addi being associative and commutative
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}reordered-stages.mlir:46:12
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}reordered-stages.mlir:49:11
// CHECK: ok      final value: result 0 (%s = @generic1)
// CHECK: @colsum: verified

// ROW: FAILED  value = prophecy: tv.prophesy at {{.*}}.mlir:46:12
// ROW: @colsum: FAILED (value = prophecy)

// SHORT: FAILED  value = prophecy: tv.prophesy at {{.*}}.mlir:49:11
// SHORT: @colsum: FAILED (value = prophecy)

// COL: FAILED  value = prophecy: tv.prophesy at {{.*}}.mlir:46:12
// COL: @colsum: FAILED (value = prophecy)

// SUB: unsupported: tv.prophesy at {{.*}}: @generic1.order.1.0: @generic1 folded in the order (d1, d0) instead of (d0, d1), but its combiner arith.subi may not be reordered
// SUB: @colsum: unsupported

// NSW: unsupported: tv.prophesy at {{.*}}: @generic1.order.1.0: @generic1 may be undefined (undefined behaviour or poison in its body)
// NSW: @colsum: unsupported

// F32: unsupported: tv.prophesy at {{.*}}: @generic1.order.1.0: @generic1 folded in the order (d1, d0) instead of (d0, d1), but its combiner arith.addf may not be reordered (not associative and commutative, or float without reassoc)
// F32: @colsum: unsupported

// REASSOC: note: assumes: @generic1's arith.addf may be reassociated and reordered: its reduction is folded in the order (d1, d0) instead of (d0, d1), and read so everywhere (@generic1.order.1.0; verify{assume-reassoc}
// REASSOC: @colsum: verified
