// SOUNDNESS: wrong opaque-ops: CSE merging two pure opaque ops that differ only in an attribute
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (test.op at {{.*}}: an op tvmlir does not know, whose attributes or types occur on one side only: the pass may give it a meaning)

func.func @f(%x: i32) -> i32 {
  %r = "test.op"(%x) {mode = "up"} : (i32) -> i32
  %s = "test.op"(%x) {mode = "down"} : (i32) -> i32
  %t = arith.subi %r, %s : i32
  return %t : i32
}

// ----- target

func.func @f(%x: i32) -> i32 {
  %r = "test.op"(%x) {mode = "up"} : (i32) -> i32
  %t = arith.subi %r, %r : i32
  return %t : i32
}
