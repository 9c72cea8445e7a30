// REQUIRES: mlir-opt-19
// gpu.shuffle in MLIR 19's custom syntax (`gpu.shuffle xor %v, %o, %w :
// f32`, Dialect/GPU/ops.mlir) is read by tvmlir's own reader, printed in
// the same form (which mlir-opt-19 reads back), and read from the generic
// form too; before, only IREE's generic form was readable natively.
// RUN: tv-opt --reader native %s > %t.read.mlir
// RUN: filecheck %s < %t.read.mlir
// RUN: mlir-opt-19 %t.read.mlir | filecheck %s --check-prefix=BACK
// RUN: mlir-opt-19 --mlir-print-op-generic %s | tv-opt --reader native - | filecheck %s --check-prefix=GEN
// CHECK: %r, %ok = gpu.shuffle xor %v, %o, %w : f32
// CHECK-NEXT: %d, %ok2 = gpu.shuffle down %r, %o, %w : f32
// CHECK-NEXT: %x, %ok3 = gpu.shuffle idx %i, %o, %w : i32
// BACK: gpu.shuffle  idx
// GEN: gpu.shuffle xor %{{.*}} : f32
// GEN: gpu.shuffle idx %{{.*}} : i32

// A mode MLIR does not have, and a value used with two types, are bad input.
// RUN: %mutate --nth -1 "shuffle xor" "shuffle sideways" < %s > %t.mode.mlir
// RUN: %bad-input tv-opt --reader native %t.mode.mlir | filecheck %s --check-prefix=MODE
// MODE: mode.mlir:[[# @LINE + 11]]:25: error: Expected `xor`, `down`, `up`, or `idx`.
// RUN: %mutate --nth -1 "%o, %w : i32" "%o, %w : f32" < %s > %t.type.mlir
// RUN: %bad-input tv-opt --reader native %t.type.mlir | filecheck %s --check-prefix=TYPE
// TYPE: type.mlir:[[# @LINE + 10]]:{{[0-9]+}}: error: operand is used with type f32, but has been previously used or defined with type i32
// A mode that is no shuffle mode, in generic form: bad input (printing it
// was an internal error).
// RUN: mlir-opt-19 --mlir-print-op-generic %s | %mutate "mode = #gpu<shuffle_mode xor>" "mode = 3 : i32" > %t.gen.mlir
// RUN: %bad-input tv-opt --reader native %t.gen.mlir | filecheck %s --check-prefix=GENMODE
// GENMODE: gen.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'gpu.shuffle' op 3 : i32 should be of base attribute gpu.shuffle_mode

func.func @f(%v: f32, %i: i32, %o: i32, %w: i32) -> (f32, i32) {
  %r, %ok = gpu.shuffle xor %v, %o, %w : f32
  %d, %ok2 = gpu.shuffle down %r, %o, %w : f32
  %x, %ok3 = gpu.shuffle idx %i, %o, %w : i32
  return %d, %x : f32, i32
}
