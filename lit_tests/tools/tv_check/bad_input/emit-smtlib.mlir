// --emit-smtlib DIR follows the output rule of tv-opt -o: nothing is
// created for bad input, and a file of DIR that cannot be written is bad
// input at that file (it was an OSError, exit 4).
// RUN: rm -rf %t.dir %t.bad && mkdir -p %t.dir/f.round1.smt2
// RUN: %bad-input tv-check --emit-smtlib %t.dir %s %s | filecheck %s
// CHECK: f.round1.smt2:1:1: error: cannot write output file: Is a directory
// RUN: %mutate --all 'arith.addi' 'arith.frobnicate' < %s > %t.unknown.mlir
// RUN: %bad-input tv-check --emit-smtlib %t.bad %t.unknown.mlir %t.unknown.mlir
// RUN: %python -c "import os, sys; sys.exit(os.path.exists(r'%t.bad'))"
func.func @f(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
// The same from a --jobs worker process (the error crosses processes).
// RUN: %bad-input tv-check --jobs 2 --emit-smtlib %t.dir %s %s | filecheck %s
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
