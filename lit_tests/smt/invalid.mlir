// Every verifier rule of the SMT-level IR that tvmlir adds (types, redefined
// core ops, upstream ops, smtx extensions): one line per error, pinned.
// RUN: tv-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics | filecheck %s

%x = "test.x"() : () -> !smt.array<[i32 -> !smt.bool]>
// CHECK: invalid.mlir:5:35: error: !smt.array domain must be an SMT value sort, got i32

// -----
%f = smt.declare_fun : !smt.func<(!smt.func<() !smt.bool>) !smt.bool>
// CHECK: invalid.mlir:9:33: error: !smt.func domain and range must be SMT value sorts, got !smt.func<() !smt.bool>

// -----
%s = smt.declare_fun : !smt.sort<"">
// CHECK: invalid.mlir:13:33: error: !smt.sort needs a non-empty name

// -----
%y = smt.declare_fun : !smtx.fp<1, 24>
// CHECK: invalid.mlir:17:32: error: !smtx.fp needs at least 2 exponent and 2 significand bits, got <1, 24>

// -----
%x = smt.declare_fun : i32
// CHECK: invalid.mlir:21:1: error: Unexpected attribute i32

// -----
%a = smt.declare_fun : !smt.bv<4>
%b = smt.declare_fun : !smt.int
%e = "smt.eq"(%a, %b) : (!smt.bv<4>, !smt.int) -> !smt.bool
// CHECK: invalid.mlir:27:6: error: 'smt.eq' op operand 'inputs' at positions 0 to 1 does not verify: attribute !smt.bv<4> expected from variable 'T', but got !smt.int

// -----
%a = smt.declare_fun : !smt.bv<4>
%e = "smt.distinct"(%a) : (!smt.bv<4>) -> !smt.bool
// CHECK: invalid.mlir:32:6: error: 'smt.distinct' op operand 'inputs' at position 0 does not verify: incorrect length for range variable: expected integer >= 2, got 1

// -----
%c = smt.declare_fun : !smt.bool
%a = smt.declare_fun : !smt.bv<4>
%b = smt.declare_fun : !smtx.fp<8, 24>
%e = "smt.ite"(%c, %a, %b) : (!smt.bool, !smt.bv<4>, !smtx.fp<8, 24>) -> !smt.bv<4>
// CHECK: invalid.mlir:39:6: error: 'smt.ite' op operand 'else_value' at position 2 does not verify: attribute !smt.bv<4> expected from variable 'T', but got !smtx.fp<8, 24>

// -----
%f = smt.declare_fun : !smt.func<(!smt.bv<4>) !smt.bool>
%a = smt.declare_fun : !smt.bv<8>
%e = "smt.apply_func"(%f, %a) : (!smt.func<(!smt.bv<4>) !smt.bool>, !smt.bv<8>) -> !smt.bool
// CHECK: invalid.mlir:45:6: error: 'smt.apply_func' op operand 'args' at position 1 does not verify: attributes ('!smt.bv<4>',) expected from range variable 'DOMAIN', but got ('!smt.bv<8>',)

// -----
func.func @yield_outside() {
  %c = smt.constant true
  smt.yield %c : !smt.bool
}
// CHECK: invalid.mlir:51:3: error: 'smt.yield' op expects parent op to be one of 'smt.solver', 'smt.check', 'smt.forall', 'smt.exists', 'smtx.lambda'

// -----
%q = smt.forall {
^bb0(%u: !smt.bv<8>):
  smt.yield %u : !smt.bv<8>
}
// CHECK: invalid.mlir:56:6: error: 'smt.forall' op the body must yield one !smt.bool, got !smt.bv<8>

// -----
%q = smt.forall ["u", "v"] {
^bb0(%u: !smt.bv<8>):
  %c = smt.constant true
  smt.yield %c : !smt.bool
}
// CHECK: invalid.mlir:63:6: error: 'smt.forall' op 2 bound variable names for 1 bound variables

// -----
%q = smt.exists no_pattern {
^bb0(%u: !smt.bv<8>):
  %c = smt.constant true
  smt.yield %c : !smt.bool
} patterns {
^bb0(%u: !smt.bv<8>):
  smt.yield %u : !smt.bv<8>
}
// CHECK: invalid.mlir:71:6: error: 'smt.exists' op no_pattern and patterns exclude each other

// -----
%q = smt.forall {
^bb0(%u: !smt.bv<8>):
  %c = smt.constant true
  smt.yield %c : !smt.bool
} patterns {
^bb0(%u: !smt.bv<4>):
  smt.yield %u : !smt.bv<4>
}
// CHECK: invalid.mlir:82:6: error: 'smt.forall' op pattern regions must bind the same variables as the body

// -----
%q = smt.forall {
^bb0(%u: !smt.bv<8>):
  %c = smt.constant true
  smt.yield %c : !smt.bool
} patterns {
^bb0(%u: !smt.bv<8>):
  smt.yield
}
// CHECK: invalid.mlir:93:6: error: 'smt.forall' op a pattern region must end in `smt.yield` of its terms

// -----
%q = smt.forall {
^bb0(%u: i32):
  %c = smt.constant true
  smt.yield %c : !smt.bool
}
// CHECK: invalid.mlir:104:6: error: 'smt.forall' op bound variables must have SMT value sorts, got i32

// -----
smt.solver () : () -> () {
  %c = smt.constant true
  smt.yield %c : !smt.bool
}
// CHECK: invalid.mlir:112:1: error: 'smt.solver' op the body must end in `smt.yield` without values

// -----
smt.set_logic "QF_BV"
// CHECK: invalid.mlir:119:1: error: 'smt.set_logic' op expects parent op 'smt.solver'

// -----
smt.solver () : () -> () {
  smt.check sat {
    %c = smt.constant true
    smt.yield %c : !smt.bool
  } unknown {} unsat {}
}
// CHECK: invalid.mlir:124:3: error: 'smt.check' op check regions must end in `smt.yield` without values

// -----
%a = smt.declare_fun : !smt.bv<4>
%c = "smt.bv.concat"(%a, %a) : (!smt.bv<4>, !smt.bv<4>) -> !smt.bv<9>
// CHECK: invalid.mlir:133:6: error: 'smt.bv.concat' op result must be !smt.bv<8>, got !smt.bv<9>

// -----
%a = smt.declare_fun : !smt.bv<4>
%c = smt.bv.extract %a from 2 : (!smt.bv<4>) -> !smt.bv<3>
// CHECK: invalid.mlir:138:6: error: 'smt.bv.extract' op bits [2, 5) are out of range of !smt.bv<4>

// -----
%a = smt.declare_fun : !smt.bv<4>
%c = smt.bv.repeat 0 times %a : !smt.bv<4>
// CHECK: invalid.mlir:143:20: error: smt.bv.repeat count must be at least 1

// -----
%a = smt.declare_fun : !smt.bv<4>
%c = "smt.bv.repeat"(%a) : (!smt.bv<4>) -> !smt.bv<10>
// CHECK: invalid.mlir:148:6: error: 'smt.bv.repeat' op result width 10 is not a multiple of the input width 4

// -----
%a = smt.declare_fun : !smt.bv<4>
%c = smt.bv.cmp slt %a, %a : !smt.int
// CHECK: invalid.mlir:153:1: error: !smt.int should be of base attribute smt.bv

// -----
%n = smt.declare_fun : !smt.int
%s = smt.int.add %n
// CHECK: invalid.mlir:158:6: error: 'smt.int.add' op smt.int.add needs at least two operands

// -----
%a = smt.declare_fun : !smt.array<[!smt.bv<4> -> !smt.bool]>
%i = smt.declare_fun : !smt.bv<8>
%s = "smt.array.select"(%a, %i) : (!smt.array<[!smt.bv<4> -> !smt.bool]>, !smt.bv<8>) -> !smt.bool
// CHECK: invalid.mlir:164:6: error: 'smt.array.select' op operand 'index' at position 1 does not verify: attribute !smt.bv<4> expected from variable 'D', but got !smt.bv<8>

// -----
%a = smt.declare_fun : !smt.array<[!smt.bv<4> -> !smt.bool]>
%i = smt.declare_fun : !smt.bv<4>
%s = "smt.array.store"(%a, %i, %i) : (!smt.array<[!smt.bv<4> -> !smt.bool]>, !smt.bv<4>, !smt.bv<4>) -> !smt.array<[!smt.bv<4> -> !smt.bool]>
// CHECK: invalid.mlir:170:6: error: 'smt.array.store' op operand 'value' at position 2 does not verify: attribute !smt.bool expected from variable 'R', but got !smt.bv<4>

// -----
%i = smt.declare_fun : !smt.bv<4>
%s = smt.array.broadcast %i : !smt.array<[!smt.bv<4> -> !smt.bool]>
// CHECK: invalid.mlir:175:26: error: operand is used with type !smt.bool, but has been previously used or defined with type !smt.bv<4>

// -----
%l = smtx.lambda : !smt.array<[!smt.bv<4> -> !smt.bv<4>]> {
^bb0(%j: !smt.bv<4>, %k: !smt.bv<4>):
  smt.yield %j : !smt.bv<4>
}
// CHECK: invalid.mlir:179:6: error: 'smtx.lambda' op expects one bound variable of the domain sort !smt.bv<4>, got (!smt.bv<4>, !smt.bv<4>)

// -----
%l = smtx.lambda : !smt.array<[!smt.bv<4> -> !smt.bv<4>]> {
^bb0(%j: !smt.bv<8>):
  %e = smt.bv.extract %j from 0 : (!smt.bv<8>) -> !smt.bv<4>
  smt.yield %e : !smt.bv<4>
}
// CHECK: invalid.mlir:186:6: error: 'smtx.lambda' op expects one bound variable of the domain sort !smt.bv<4>, got (!smt.bv<8>)

// -----
%l = smtx.lambda : !smt.array<[!smt.bv<4> -> !smt.bv<8>]> {
^bb0(%j: !smt.bv<4>):
  smt.yield %j : !smt.bv<4>
}
// CHECK: invalid.mlir:194:6: error: 'smtx.lambda' op the body yields !smt.bv<4>, the array's range is !smt.bv<8>

// -----
%l = smtx.lambda : !smt.array<[!smt.bv<4> -> !smt.bv<4>]> {
^bb0(%j: !smt.bv<4>):
  smt.yield
}
// CHECK: invalid.mlir:201:6: error: 'smtx.lambda' op the body must end in `smt.yield` of one value

// -----
%s = smt.bv.constant #smt.bv<0> : !smt.bv<1>
%e = smt.bv.constant #smt.bv<0> : !smt.bv<5>
%m = smt.bv.constant #smt.bv<0> : !smt.bv<10>
%f = smtx.fp.make %s, %e, %m : !smt.bv<1>, !smt.bv<5>, !smt.bv<10> -> !smtx.fp<8, 24>
// CHECK: invalid.mlir:211:6: error: 'smtx.fp.make' op !smtx.fp<8, 24> is built from bit-vectors of widths (1, 8, 23), got (1, 5, 10)

// -----
%b = smt.declare_fun : !smt.bv<16>
%f = smtx.fp.from_bits %b : !smt.bv<16> to !smtx.fp<8, 24>
// CHECK: invalid.mlir:216:6: error: 'smtx.fp.from_bits' op !smtx.fp<8, 24> has 32 bits, the input has 16

// -----
%b = smt.declare_fun : !smt.bv<16>
%z = smtx.bv.zero_extend %b : !smt.bv<16> to !smt.bv<8>
// CHECK: invalid.mlir:221:6: error: 'smtx.bv.zero_extend' op cannot extend !smt.bv<16> to the narrower !smt.bv<8>

// -----
%b = smt.declare_fun : !smt.bv<16>
%z = smtx.bv.rotate_left %b by -1 : !smt.bv<16>
// CHECK: invalid.mlir:226:6: error: 'smtx.bv.rotate_left' op rotation amount must be non-negative, got -1

// -----
%r = smtx.fp.rm rne
%x = smt.declare_fun : !smtx.fp<8, 24>
%y = smt.declare_fun : !smtx.fp<11, 53>
%z = "smtx.fp.add"(%r, %x, %y) : (!smtx.rm, !smtx.fp<8, 24>, !smtx.fp<11, 53>) -> !smtx.fp<8, 24>
// CHECK: invalid.mlir:233:6: error: 'smtx.fp.add' op operand 'rhs' at position 2 does not verify: attribute !smtx.fp<8, 24> expected from variable 'T', but got !smtx.fp<11, 53>

// -----
%x = smt.declare_fun : !smt.bv<4>
%z = smtx.fp.cmp lt %x, %x : !smt.bv<4>
// CHECK: invalid.mlir:238:1: error: !smt.bv<4> should be of base attribute smtx.fp

// -----
%x = smt.declare_fun : !smtx.fp<8, 24>
%z = smtx.fp.is tiny %x : !smtx.fp<8, 24>
// CHECK: invalid.mlir:243:17: error: Expected `nan`, `infinite`, `zero`, `normal`, `subnormal`, `negative`, or `positive`.

// -----
%r = smtx.fp.rm rnd
// CHECK: invalid.mlir:247:17: error: Expected `rne`, `rna`, `rtp`, `rtn`, or `rtz`.

// -----
%x = smt.declare_fun : !smtx.fp<8, 24>
%z = smtx.fp.sqrt %x, %x : !smtx.fp<8, 24>
// CHECK: invalid.mlir:252:19: error: operand is used with type !smtx.rm, but has been previously used or defined with type !smtx.fp<8, 24>
