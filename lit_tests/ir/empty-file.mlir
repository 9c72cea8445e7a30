// An empty file, or one with only comments, is an empty module (as in
// mlir-opt-19); a byte-order mark is rejected, as mlir-opt-19 rejects it.
// RUN: %python -c "" > %t.empty.mlir
// RUN: tv-opt %t.empty.mlir | filecheck %s
// RUN: tv-opt %s | filecheck %s
// CHECK: builtin.module {
// CHECK-NEXT: }
// RUN: %python -c "open(r'%t.bom.mlir', 'wb').write(b'\xef\xbb\xbffunc.func private @f()\n')"
// RUN: %bad-input tv-opt %t.bom.mlir | filecheck %s --check-prefix=BOM
// BOM: bom.mlir:1:1: error: unexpected character U+FEFF (a UTF-8 byte-order mark, which mlir-opt rejects too)
