// verify{spec=FILE}: a missing source file, or one that is not MLIR, is bad
// input at that file (exit 3, one line, no IR).
// RUN: %bad-input tv-opt -p 'verify{spec="%t.missing.mlir"}' %s | filecheck %s --check-prefix=MISSING
// RUN: echo 'func.func @f(' > %t.broken.mlir
// RUN: %bad-input tv-opt -p 'verify{spec="%t.broken.mlir"}' %s | filecheck %s --check-prefix=BROKEN

func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  func.return %a : memref<4xf32>
}

// MISSING: {{.*}}missing.mlir:1:1: error: verify{spec}: cannot read the source file: No such file or directory
// BROKEN: {{.*}}broken.mlir:{{[0-9]+}}:{{[0-9]+}}: error:
