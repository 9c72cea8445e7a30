// RUN: %bad-input tv-opt %S | filecheck %s
// CHECK: bad_input:1:1: error: cannot read input file: Is a directory
