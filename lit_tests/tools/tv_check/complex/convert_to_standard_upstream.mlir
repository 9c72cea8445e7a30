// REQUIRES: mlir-opt-19
// `complex<fN>` values are pairs of floats (semantics/complex.py).  MLIR's
// own Conversion/ComplexToStandard/convert-to-standard.mlir functions
// (@complex_add ... @complex_mul_with_fmf) lowered by mlir-opt-19's
// --convert-complex-to-standard verify; `complex.mul`'s product is exact
// except where it is NaN in both parts (the Annex G recovery: a choice,
// printed); the flags of a complex op license the same flags on its
// expansion's ops (printed).  complex.div is unsupported, never FAILED.
//
// RUN: %mlir-opt --convert-complex-to-standard %s > %t.tgt.mlir
// RUN: %expect-exit 2 -- tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @complex_add: verified
// CHECK: @complex_sub: verified
// CHECK: @complex_mul: verified
// CHECK: @complex_neg: verified
// CHECK: @complex_conj: verified
// CHECK: @complex_eq: verified
// CHECK: @complex_neq: verified
// CHECK: @complex_add_with_fmf: verified
// CHECK: @complex_mul_with_fmf: verified
// CHECK: @complex_div: unsupported (complex.div at {{.*}}: complex.div: its expansion's rounding is the lowering's choice, not a formula tvmlir could state)
// CHECK: @complex_mul, @complex_mul_with_fmf: assumes complex.mul: where the textbook product is NaN in both parts, the result is left open
// CHECK: @complex_add_with_fmf: assumes fastmath<contract> on the source's complex.add license the same flags on the arith/math ops of the target
//
// The real part of the product with addf for subf: FAILED.
// RUN: %mutate '%12 = arith.subf %8, %10 : f32' '%%12 = arith.addf %%8, %%10 : f32' < %t.tgt.mlir > %t.mul.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mul.mlir --function complex_mul | filecheck %s --check-prefix=MUL
// MUL: @complex_mul: FAILED (return value mismatch)
//
// The textbook product without the NaN recovery (ComplexToLLVM's form): verified.
// RUN: %mutate '%89 = complex.create %83, %88 : complex<f32>' '%%89 = complex.create %%12, %%17 : complex<f32>' < %t.tgt.mlir > %t.naive.mlir
// RUN: tv-check %s %t.naive.mlir --function complex_mul | filecheck %s --check-prefix=NAIVE
// NAIVE: @complex_mul: verified
//
// The real part returned as both parts: FAILED.
// RUN: %mutate '%89 = complex.create %83, %88 : complex<f32>' '%%89 = complex.create %%83, %%83 : complex<f32>' < %t.tgt.mlir > %t.rec.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.rec.mlir --function complex_mul | filecheck %s --check-prefix=REC
// REC: @complex_mul: FAILED (return value mismatch)
//
// complex.eq comparing the real parts unordered: FAILED.
// RUN: %mutate 'arith.cmpf oeq, %0, %2 : f32' 'arith.cmpf ueq, %%0, %%2 : f32' < %t.tgt.mlir > %t.eq.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.eq.mlir --function complex_eq | filecheck %s --check-prefix=EQ
// EQ: @complex_eq: FAILED (return value mismatch)
//
// complex.conj negating the wrong part: FAILED.
// RUN: %mutate '%2 = arith.negf %1 : f32' '%%2 = arith.negf %%0 : f32' < %t.tgt.mlir > %t.conj.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.conj.mlir --function complex_conj | filecheck %s --check-prefix=CONJ
// CONJ: @complex_conj: FAILED (return value mismatch)
//
// The source's complex.add without `contract`: the expansion's contract is not licensed.
// RUN: %mutate --nth -1 'complex.add %lhs, %rhs fastmath<nnan,contract>' 'complex.add %%lhs, %%rhs fastmath<nnan>' < %s > %t.nocontract.mlir
// RUN: %expect-exit 1 -- tv-check %t.nocontract.mlir %t.tgt.mlir --function complex_add_with_fmf | filecheck %s --check-prefix=NOCONTRACT
// NOCONTRACT: @complex_add_with_fmf: FAILED (target adds fastmath<contract> at {{.*}}, not present in the source)
//
// The source's complex.mul without `nnan`: the expansion's nnan makes NaNs poison the source does not have.
// RUN: %mutate --nth -1 'complex.mul %lhs, %rhs fastmath<nnan,contract>' 'complex.mul %%lhs, %%rhs fastmath<contract>' < %s > %t.nonnan.mlir
// RUN: %expect-exit 1 -- tv-check %t.nonnan.mlir %t.tgt.mlir --function complex_mul_with_fmf | filecheck %s --check-prefix=NONNAN
// NONNAN: @complex_mul_with_fmf: FAILED (return value mismatch)

func.func @complex_add(%lhs: complex<f32>, %rhs: complex<f32>) -> complex<f32> {
  %add = complex.add %lhs, %rhs: complex<f32>
  return %add : complex<f32>
}
func.func @complex_sub(%lhs: complex<f32>, %rhs: complex<f32>) -> complex<f32> {
  %sub = complex.sub %lhs, %rhs: complex<f32>
  return %sub : complex<f32>
}
func.func @complex_mul(%lhs: complex<f32>, %rhs: complex<f32>) -> complex<f32> {
  %mul = complex.mul %lhs, %rhs : complex<f32>
  return %mul : complex<f32>
}
func.func @complex_neg(%arg: complex<f32>) -> complex<f32> {
  %neg = complex.neg %arg: complex<f32>
  return %neg : complex<f32>
}
func.func @complex_conj(%arg: complex<f32>) -> complex<f32> {
  %conj = complex.conj %arg: complex<f32>
  return %conj : complex<f32>
}
func.func @complex_eq(%lhs: complex<f32>, %rhs: complex<f32>) -> i1 {
  %eq = complex.eq %lhs, %rhs: complex<f32>
  return %eq : i1
}
func.func @complex_neq(%lhs: complex<f32>, %rhs: complex<f32>) -> i1 {
  %neq = complex.neq %lhs, %rhs: complex<f32>
  return %neq : i1
}
func.func @complex_add_with_fmf(%lhs: complex<f32>, %rhs: complex<f32>) -> complex<f32> {
  %add = complex.add %lhs, %rhs fastmath<nnan,contract> : complex<f32>
  return %add : complex<f32>
}
func.func @complex_mul_with_fmf(%lhs: complex<f32>, %rhs: complex<f32>) -> complex<f32> {
  %mul = complex.mul %lhs, %rhs fastmath<nnan,contract> : complex<f32>
  return %mul : complex<f32>
}
func.func @complex_div(%lhs: complex<f32>, %rhs: complex<f32>) -> complex<f32> {
  %div = complex.div %lhs, %rhs : complex<f32>
  return %div : complex<f32>
}
