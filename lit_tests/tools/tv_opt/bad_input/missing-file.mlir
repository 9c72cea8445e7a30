// RUN: %bad-input tv-opt %t.does-not-exist.mlir | filecheck %s
// CHECK: does-not-exist.mlir:1:1: error: cannot read input file: No such file or directory
