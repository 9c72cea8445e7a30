// Bad input: one file:line:col error line, exit 3, no output.
// RUN: %bad-input tv-lift %s | filecheck %s
// CHECK: bad-input.mlir:7:20: error: operand is used with type memref<8xf32>
func.func @f(%A: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %A[%c0] : memref<4xf32>
  memref.store %x, %A[%c0] : memref<8xf32>
  return
}
