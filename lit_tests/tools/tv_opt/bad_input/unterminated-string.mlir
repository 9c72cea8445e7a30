// An unterminated string on a long line is one located error, at once:
// xDSL 0.74's string regex backtracks exponentially on it (32 characters
// took over a minute); tvmlir's lexer scans it linearly (tvmlir/ir/lexer.py).
// Both tools, and the cut `tv.spec` source of a truncated annotated file.
// RUN: %bad-input tv-opt %s | filecheck %s
// RUN: %bad-input tv-check %s %s | filecheck %s
// RUN: %python -c "import sys; sys.stdout.write(open(r'%s').read().replace('<ESCAPE>', '\\\\q'))" > %t.escape.mlir
// RUN: %bad-input tv-opt %t.escape.mlir | filecheck %s --check-prefix=ESCAPE
// RUN: %python -c "print('tv.spec @f_spec source \"func.func @f(%%a: tensor<4xf32>) -> tensor<4xf32> { %%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [')" > %t.spec.mlir
// RUN: %bad-input tv-opt --verify %t.spec.mlir | filecheck %s --check-prefix=SPEC
func.func @f() attributes {note = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa<ESCAPE>"} {
  func.return
}
func.func @g() attributes {note = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa} {
  func.return
}
// CHECK: unterminated-string.mlir:14:35: error: unterminated string literal (no closing '"' on its line)
// ESCAPE: escape.mlir:11:111: error: unknown escape in string literal
// SPEC: spec.mlir:1:24: error: unterminated string literal
