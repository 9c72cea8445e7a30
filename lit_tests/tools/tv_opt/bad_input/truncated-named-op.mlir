// A named linalg op cut before its operands: xDSL's parser raised IndexError
// (exit 4; found by python_tests/test_fuzz.py).  Bad input at the op.
// RUN: %python -c "import sys; t = open(r'%s').read(); sys.stdout.write(t[: t.rindex('linalg.add') + 12])" > %t.mlir
// RUN: %bad-input tv-opt %t.mlir | filecheck %s
// RUN: %bad-input tv-check %t.mlir %t.mlir | filecheck %s
// CHECK: .mlir:8:3: error: malformed custom syntax (the op's parser failed: IndexError: list index out of range)
func.func @add(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) {
  linalg.add ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%c : memref<8xf32>)
  func.return
}
