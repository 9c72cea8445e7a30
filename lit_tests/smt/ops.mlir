// Every op and type tvmlir adds to `smt` (upstream names and syntax) and
// every `smtx` extension op: pretty form round trip, generic form round trip.
// RUN: tv-opt %s | filecheck %s
// RUN: tv-opt %s --print-op-generic | tv-opt | filecheck %s
// RUN: tv-opt %s | tv-opt | filecheck %s

smt.solver () : () -> () {
  smt.set_logic "ALL"
  %x = smt.declare_fun "x" : !smt.bv<8>
  %i = smt.declare_fun "i" : !smt.bv<4>
  %n = smt.declare_fun : !smt.int
  %a = smt.declare_fun "a" : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>
  %aa = smt.declare_fun "aa" : !smt.array<[!smt.bv<4> -> !smt.array<[!smt.bv<4> -> !smt.bool]>]>
  %s = smt.declare_fun "s" : !smt.sort<"S">
  %sp = smt.declare_fun "sp" : !smt.sort<"P"[!smt.bool, !smt.sort<"S">]>
  %f = smt.declare_fun "f" : !smt.func<(!smt.array<[!smt.bv<4> -> !smt.bv<8>]>, !smtx.fp<8, 24>) !smt.bool>
  %y = smt.declare_fun "y" : !smtx.fp<8, 24>
  %r = smt.declare_fun "r" : !smtx.rm
  // CHECK:      %x = smt.declare_fun "x" : !smt.bv<8>
  // CHECK:      %n = smt.declare_fun : !smt.int
  // CHECK-NEXT: %a = smt.declare_fun "a" : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>
  // CHECK-NEXT: %aa = smt.declare_fun "aa" : !smt.array<[!smt.bv<4> -> !smt.array<[!smt.bv<4> -> !smt.bool]>]>
  // CHECK-NEXT: %s = smt.declare_fun "s" : !smt.sort<"S">
  // CHECK-NEXT: %sp = smt.declare_fun "sp" : !smt.sort<"P"[!smt.bool, !smt.sort<"S">]>
  // CHECK-NEXT: %f = smt.declare_fun "f" : !smt.func<(!smt.array<[!smt.bv<4> -> !smt.bv<8>]>, !smtx.fp<8, 24>) !smt.bool>
  // CHECK-NEXT: %y = smt.declare_fun "y" : !smtx.fp<8, 24>
  // CHECK-NEXT: %r = smt.declare_fun "r" : !smtx.rm

  %app = smt.apply_func %f(%a, %y) : !smt.func<(!smt.array<[!smt.bv<4> -> !smt.bv<8>]>, !smtx.fp<8, 24>) !smt.bool>
  %eq = smt.eq %a, %a, %a : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>
  %ne = smt.distinct %y, %y : !smtx.fp<8, 24>
  %ite = smt.ite %app, %a, %a : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>
  // CHECK-NEXT: %app = smt.apply_func %f(%a, %y) : !smt.func<(!smt.array<[!smt.bv<4> -> !smt.bv<8>]>, !smtx.fp<8, 24>) !smt.bool>
  // CHECK-NEXT: %eq = smt.eq %a, %a, %a : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>
  // CHECK-NEXT: %ne = smt.distinct %y, %y : !smtx.fp<8, 24>
  // CHECK-NEXT: %ite = smt.ite %app, %a, %a : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>

  %cmp = smt.bv.cmp sge %x, %x : !smt.bv<8>
  %cat = smt.bv.concat %x, %i : !smt.bv<8>, !smt.bv<4>
  %ext = smt.bv.extract %cat from 3 : (!smt.bv<12>) -> !smt.bv<9>
  %rep = smt.bv.repeat 3 times %i : !smt.bv<4>
  %b2i = smt.bv2int %x : !smt.bv<8>
  %sb2i = smt.bv2int %x signed : !smt.bv<8>
  %i2b = smt.int2bv %n : !smt.bv<3>
  // CHECK-NEXT: %cmp = smt.bv.cmp sge %x, %x : !smt.bv<8>
  // CHECK-NEXT: %cat = smt.bv.concat %x, %i : !smt.bv<8>, !smt.bv<4>
  // CHECK-NEXT: %ext = smt.bv.extract %cat from 3 : (!smt.bv<12>) -> !smt.bv<9>
  // CHECK-NEXT: %rep = smt.bv.repeat 3 times %i : !smt.bv<4>
  // CHECK-NEXT: %b2i = smt.bv2int %x : !smt.bv<8>
  // CHECK-NEXT: %sb2i = smt.bv2int %x signed : !smt.bv<8>
  // CHECK-NEXT: %i2b = smt.int2bv %n : !smt.bv<3>

  %k = smt.int.constant -42
  %add = smt.int.add %n, %k, %b2i
  %mul = smt.int.mul %n, %k
  %sub = smt.int.sub %n, %k
  %div = smt.int.div %n, %k
  %mod = smt.int.mod %n, %k
  %abs = smt.int.abs %n
  %lt = smt.int.cmp lt %n, %k
  // CHECK-NEXT: %k = smt.int.constant -42
  // CHECK-NEXT: %add = smt.int.add %n, %k, %b2i
  // CHECK-NEXT: %mul = smt.int.mul %n, %k
  // CHECK-NEXT: %sub = smt.int.sub %n, %k
  // CHECK-NEXT: %div = smt.int.div %n, %k
  // CHECK-NEXT: %mod = smt.int.mod %n, %k
  // CHECK-NEXT: %abs = smt.int.abs %n
  // CHECK-NEXT: %lt = smt.int.cmp lt %n, %k

  %sel = smt.array.select %a[%i] : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>
  %st = smt.array.store %a[%i], %x : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>
  %bc = smt.array.broadcast %x : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>
  %row = smt.array.select %aa[%i] : !smt.array<[!smt.bv<4> -> !smt.array<[!smt.bv<4> -> !smt.bool]>]>
  // CHECK-NEXT: %sel = smt.array.select %a[%i] : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>
  // CHECK-NEXT: %st = smt.array.store %a[%i], %x : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>
  // CHECK-NEXT: %bc = smt.array.broadcast %x : !smt.array<[!smt.bv<4> -> !smt.bv<8>]>
  // CHECK-NEXT: %row = smt.array.select %aa[%i] : !smt.array<[!smt.bv<4> -> !smt.array<[!smt.bv<4> -> !smt.bool]>]>

  %q = smt.forall ["u", "v"] no_pattern weight 3 {
  ^bb0(%u: !smt.bv<8>, %v: !smt.array<[!smt.bv<4> -> !smt.bv<8>]>):
    %t = smt.eq %u, %x : !smt.bv<8>
    smt.yield %t : !smt.bool
  }
  // CHECK-NEXT: %q = smt.forall ["u", "v"] no_pattern weight 3 {
  // CHECK-NEXT: ^bb0(%u: !smt.bv<8>, %v: !smt.array<[!smt.bv<4> -> !smt.bv<8>]>):
  // CHECK-NEXT:   %t = smt.eq %u, %x : !smt.bv<8>
  // CHECK-NEXT:   smt.yield %t : !smt.bool
  // CHECK-NEXT: }
  %e = smt.exists {
  ^bb0(%u: !smt.bv<8>):
    %t = smt.eq %u, %x : !smt.bv<8>
    smt.yield %t : !smt.bool
  } patterns {
  ^bb0(%u: !smt.bv<8>):
    %p = smt.bv.add %u, %x : !smt.bv<8>
    smt.yield %p, %u : !smt.bv<8>, !smt.bv<8>
  }, {
  ^bb0(%u: !smt.bv<8>):
    smt.yield %u : !smt.bv<8>
  }
  // CHECK-NEXT: %e = smt.exists {
  // CHECK:      } patterns {
  // CHECK:        smt.yield %{{.*}}, %{{.*}} : !smt.bv<8>, !smt.bv<8>
  // CHECK-NEXT: }, {
  // CHECK:      }

  %lam = smtx.lambda ["j"] : !smt.array<[!smt.bv<4> -> !smt.bv<8>]> {
  ^bb0(%j: !smt.bv<4>):
    %z = smtx.bv.zero_extend %j : !smt.bv<4> to !smt.bv<8>
    smt.yield %z : !smt.bv<8>
  }
  // CHECK-NEXT: %lam = smtx.lambda ["j"] : !smt.array<[!smt.bv<4> -> !smt.bv<8>]> {
  // CHECK-NEXT: ^bb0(%j: !smt.bv<4>):
  // CHECK-NEXT:   %z = smtx.bv.zero_extend %j : !smt.bv<4> to !smt.bv<8>
  // CHECK-NEXT:   smt.yield %z : !smt.bv<8>
  // CHECK-NEXT: }

  %rne = smtx.fp.rm rne
  %rtz = smtx.fp.rm rtz
  %nan = smtx.fp.special nan : !smtx.fp<8, 24>
  %nz = smtx.fp.special neg_zero : !smtx.fp<8, 24>
  %s1 = smt.bv.constant #smt.bv<0> : !smt.bv<1>
  %e8 = smt.bv.constant #smt.bv<127> : !smt.bv<8>
  %m23 = smt.bv.constant #smt.bv<0> : !smt.bv<23>
  %one = smtx.fp.make %s1, %e8, %m23 : !smt.bv<1>, !smt.bv<8>, !smt.bv<23> -> !smtx.fp<8, 24>
  // CHECK-NEXT: %rne = smtx.fp.rm rne
  // CHECK-NEXT: %rtz = smtx.fp.rm rtz
  // CHECK-NEXT: %nan = smtx.fp.special nan : !smtx.fp<8, 24>
  // CHECK-NEXT: %nz = smtx.fp.special neg_zero : !smtx.fp<8, 24>
  // CHECK:      %one = smtx.fp.make %s1, %e8, %m23 : !smt.bv<1>, !smt.bv<8>, !smt.bv<23> -> !smtx.fp<8, 24>

  %fadd = smtx.fp.add %r, %y, %one : !smtx.fp<8, 24>
  %fsub = smtx.fp.sub %rne, %y, %one : !smtx.fp<8, 24>
  %fmul = smtx.fp.mul %rne, %y, %one : !smtx.fp<8, 24>
  %fdiv = smtx.fp.div %rne, %y, %one : !smtx.fp<8, 24>
  %ffma = smtx.fp.fma %rne, %y, %one, %nz : !smtx.fp<8, 24>
  %fsqrt = smtx.fp.sqrt %rne, %y : !smtx.fp<8, 24>
  %frti = smtx.fp.round_to_integral %rtz, %y : !smtx.fp<8, 24>
  %frem = smtx.fp.rem %y, %one : !smtx.fp<8, 24>
  %fmin = smtx.fp.min %y, %one : !smtx.fp<8, 24>
  %fmax = smtx.fp.max %y, %one : !smtx.fp<8, 24>
  %fabs = smtx.fp.abs %y : !smtx.fp<8, 24>
  %fneg = smtx.fp.neg %y : !smtx.fp<8, 24>
  // CHECK-NEXT: %fadd = smtx.fp.add %r, %y, %one : !smtx.fp<8, 24>
  // CHECK-NEXT: %fsub = smtx.fp.sub %rne, %y, %one : !smtx.fp<8, 24>
  // CHECK-NEXT: %fmul = smtx.fp.mul %rne, %y, %one : !smtx.fp<8, 24>
  // CHECK-NEXT: %fdiv = smtx.fp.div %rne, %y, %one : !smtx.fp<8, 24>
  // CHECK-NEXT: %ffma = smtx.fp.fma %rne, %y, %one, %nz : !smtx.fp<8, 24>
  // CHECK-NEXT: %fsqrt = smtx.fp.sqrt %rne, %y : !smtx.fp<8, 24>
  // CHECK-NEXT: %frti = smtx.fp.round_to_integral %rtz, %y : !smtx.fp<8, 24>
  // CHECK-NEXT: %frem = smtx.fp.rem %y, %one : !smtx.fp<8, 24>
  // CHECK-NEXT: %fmin = smtx.fp.min %y, %one : !smtx.fp<8, 24>
  // CHECK-NEXT: %fmax = smtx.fp.max %y, %one : !smtx.fp<8, 24>
  // CHECK-NEXT: %fabs = smtx.fp.abs %y : !smtx.fp<8, 24>
  // CHECK-NEXT: %fneg = smtx.fp.neg %y : !smtx.fp<8, 24>

  %fle = smtx.fp.cmp le %y, %one : !smtx.fp<8, 24>
  %fsub_ = smtx.fp.is subnormal %y : !smtx.fp<8, 24>
  %bits = smt.bv.constant #smt.bv<1065353216> : !smt.bv<32>
  %fbits = smtx.fp.from_bits %bits : !smt.bv<32> to !smtx.fp<8, 24>
  %f64 = smtx.fp.to_fp %rne, %y : !smtx.fp<8, 24> to !smtx.fp<11, 53>
  %fs = smtx.fp.from_sbv %rne, %x : !smt.bv<8> to !smtx.fp<8, 24>
  %fu = smtx.fp.from_ubv %rne, %x : !smt.bv<8> to !smtx.fp<5, 11>
  %tu = smtx.fp.to_ubv %rtz, %y : !smtx.fp<8, 24> to !smt.bv<16>
  %ts = smtx.fp.to_sbv %rtz, %f64 : !smtx.fp<11, 53> to !smt.bv<64>
  // CHECK-NEXT: %fle = smtx.fp.cmp le %y, %one : !smtx.fp<8, 24>
  // CHECK-NEXT: %fsub_ = smtx.fp.is subnormal %y : !smtx.fp<8, 24>
  // CHECK-NEXT: %bits = smt.bv.constant #smt.bv<1065353216> : !smt.bv<32>
  // CHECK-NEXT: %fbits = smtx.fp.from_bits %bits : !smt.bv<32> to !smtx.fp<8, 24>
  // CHECK-NEXT: %f64 = smtx.fp.to_fp %rne, %y : !smtx.fp<8, 24> to !smtx.fp<11, 53>
  // CHECK-NEXT: %fs = smtx.fp.from_sbv %rne, %x : !smt.bv<8> to !smtx.fp<8, 24>
  // CHECK-NEXT: %fu = smtx.fp.from_ubv %rne, %x : !smt.bv<8> to !smtx.fp<5, 11>
  // CHECK-NEXT: %tu = smtx.fp.to_ubv %rtz, %y : !smtx.fp<8, 24> to !smt.bv<16>
  // CHECK-NEXT: %ts = smtx.fp.to_sbv %rtz, %f64 : !smtx.fp<11, 53> to !smt.bv<64>

  %bsub = smtx.bv.sub %x, %x : !smt.bv<8>
  %bnand = smtx.bv.nand %x, %x : !smt.bv<8>
  %bnor = smtx.bv.nor %x, %x : !smt.bv<8>
  %bxnor = smtx.bv.xnor %x, %x : !smt.bv<8>
  %bcomp = smtx.bv.comp %x, %x : !smt.bv<8>
  %sext = smtx.bv.sign_extend %x : !smt.bv<8> to !smt.bv<16>
  %rotl = smtx.bv.rotate_left %x by 3 : !smt.bv<8>
  %rotr = smtx.bv.rotate_right %x by 9 : !smt.bv<8>
  // CHECK-NEXT: %bsub = smtx.bv.sub %x, %x : !smt.bv<8>
  // CHECK-NEXT: %bnand = smtx.bv.nand %x, %x : !smt.bv<8>
  // CHECK-NEXT: %bnor = smtx.bv.nor %x, %x : !smt.bv<8>
  // CHECK-NEXT: %bxnor = smtx.bv.xnor %x, %x : !smt.bv<8>
  // CHECK-NEXT: %bcomp = smtx.bv.comp %x, %x : !smt.bv<8>
  // CHECK-NEXT: %sext = smtx.bv.sign_extend %x : !smt.bv<8> to !smt.bv<16>
  // CHECK-NEXT: %rotl = smtx.bv.rotate_left %x by 3 : !smt.bv<8>
  // CHECK-NEXT: %rotr = smtx.bv.rotate_right %x by 9 : !smt.bv<8>

  smt.assert %q
  smt.check sat {
  } unknown {
  } unsat {
  }
  // CHECK-NEXT: smt.assert %q
  // CHECK-NEXT: smt.check sat {
  // CHECK-NEXT: } unknown {
  // CHECK-NEXT: } unsat {
  // CHECK-NEXT: }
}
// CHECK-NEXT: }
