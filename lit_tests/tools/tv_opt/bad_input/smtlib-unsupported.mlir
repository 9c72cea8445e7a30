// -t smtlib on IR that is not SMT-level is bad input: one located line,
// exit 3, and never a partial SMT-LIB script.
// RUN: %bad-input tv-opt -t smtlib %s 2>&1 | filecheck %s

%x = smt.declare_fun "x" : !smt.bool
smt.assert %x
%c = arith.constant 1 : i32
// CHECK: smtlib-unsupported.mlir:7:6: error: 'arith.constant' op cannot be printed by -t smtlib: not an SMT-level op
