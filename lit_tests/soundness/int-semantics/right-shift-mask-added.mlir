// SOUNDNESS: right int-semantics: an unmasked shift (poison for amounts >= 32) emitted with the hardware's mask
// REQUIRES: mlir-opt-19
// Where the source is poison the target may return anything: a refinement.
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.shli %arg0, %arg1 : i32' 'arith.andi %arg1, %%c31 : i32\n    %%0 = arith.shli %arg0, %%m : i32' | %mutate '(%\d+) = arith.andi' '%%m = arith.andi' | %mutate 'func.func @shl\((.*)\{' 'func.func @shl(\1{\n    %%c31 = arith.constant 31 : i32' > %t.mlir
// RUN: filecheck %s --check-prefix=MASK < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// MASK: %m = arith.andi %arg1, %c31 : i32
// MASK: arith.shli %arg0, %m : i32
// CHECK: @shl: verified

func.func @shl(%x: i32, %s: i32) -> i32 {
  %r = arith.shli %x, %s : i32
  return %r : i32
}
