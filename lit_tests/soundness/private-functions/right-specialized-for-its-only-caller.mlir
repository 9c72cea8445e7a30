// SOUNDNESS: right private-functions: a private function specialized to the constant its only caller passes (what -sccp does)
// RUN: %split-pair %s %t
// RUN: tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @p: verified
// CHECK: @f: verified
// CHECK: @p: assumes private @p runs only through calls from @f (verified with it inlined)

func.func private @p(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func @f() -> i32 {
  %c41 = arith.constant 41 : i32
  %r = call @p(%c41) : (i32) -> i32
  return %r : i32
}

// ----- target

func.func private @p(%x: i32) -> i32 {
  %c42 = arith.constant 42 : i32
  return %c42 : i32
}

func.func @f() -> i32 {
  %c41 = arith.constant 41 : i32
  %r = call @p(%c41) : (i32) -> i32
  return %r : i32
}
