// RUN: %bad-input tv-check %t.does-not-exist.mlir %s | filecheck %s
// CHECK: does-not-exist.mlir:1:1: error: cannot read input file: No such file or directory
