// A failing run never touches -o FILE; a successful one replaces it whole.
// RUN: echo "user's file" > %t.out
// RUN: %bad-input tv-opt %s -o %t.out | filecheck %s
// CHECK: output-file.mlir:13:3: error: 'func.return' op
// RUN: filecheck %s --input-file=%t.out --check-prefix=KEPT
// KEPT: user's file
// RUN: %bad-input tv-opt %S/../../../tv_dialect/spec.mlir -o %t.no-such-dir/out.mlir | filecheck %s --check-prefix=NODIR
// NODIR: no-such-dir/out.mlir:1:1: error: cannot write output file: No such file or directory
// RUN: tv-opt %S/../../../tv_dialect/spec.mlir -o %t.out
// RUN: filecheck %s --input-file=%t.out --check-prefix=REPLACED
// REPLACED: tv.spec @matmul_spec
func.func @f() -> i32 {
  func.return
}
