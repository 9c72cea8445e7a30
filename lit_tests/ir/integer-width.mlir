// Integer widths are limited to 2^24 - 1 bits, as in mlir-opt-19.
// RUN: %bad-input tv-opt %s | filecheck %s
// RUN: %mutate --all 'i16777216' 'i16777215' < %s > %t.max.mlir
// RUN: tv-opt %t.max.mlir | filecheck %s --check-prefix=MAX
func.func private @f(i16777216) -> i1
// CHECK: integer-width.mlir:5:22: error: integer bitwidth is limited to 16777215 bits
// MAX: func.func private @f(i16777215) -> i1
