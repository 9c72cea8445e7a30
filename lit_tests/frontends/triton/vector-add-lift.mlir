// tv-lift reads Triton's TTIR (custom and generic form): the masked vector
// add of Triton's tutorial, as Triton 3.9 emits it, is translated to a
// gpu.launch kernel (one block per program, one thread per lane), lifted to
// O[i] = X[i] + Y[i] and proved for all n, under the translation's printed
// assumptions (the mask bound n is the memrefs' extent); then run on the oracle.
// RUN: tv-lift %S/../../../benchmarks/lifting/triton/vector_add.ttir > %t.spec 2> %t.err
// RUN: filecheck %s --check-prefix=SPEC < %t.spec
// RUN: filecheck %s < %t.err
// RUN: tv-lift %S/../../../benchmarks/lifting/triton/vector_add.generic.mlir 2>&1 | filecheck %s
// The lifted spec is valid MLIR for mlir-opt-19 too.
// RUN: %mlir-opt %t.spec -o %t.reparsed
// The translated kernel, as the lifter reads it:
// RUN: %python -m tvmlir.frontends.triton --kernel %S/../../../benchmarks/lifting/triton/vector_add.ttir 2>/dev/null | filecheck %s --check-prefix=KERNEL
// Translations are valid MLIR for mlir-opt-19 (here vector_add and the
// softmax, whose reductions are unrolled per lane):
// RUN: %python -m tvmlir.frontends.triton --kernel %S/../../../benchmarks/lifting/triton/vector_add.ttir 2>/dev/null > %t.va.mlir
// RUN: %mlir-opt %t.va.mlir -o %t.va.out
// RUN: %python -m tvmlir.frontends.triton --kernel %S/../../../benchmarks/lifting/triton/softmax.ttir 2>/dev/null > %t.sm.mlir
// RUN: %mlir-opt %t.sm.mlir -o %t.sm.out
// REQUIRES: mlir-opt-19

// SPEC: func.func @vector_add(%X: tensor<?xf32>, %Y: tensor<?xf32>, %O: tensor<?xf32>) -> tensor<?xf32>
// SPEC: arith.addf %_in0, %_in1

// CHECK: assumption: argument 3 (an extent) = dim(%O, 0)
// CHECK: assumption: the launch grid has cdiv(dim(%O, 0), 16) programs along x
// CHECK: assumption: the pointer arguments do not alias
// CHECK: assumption: integer offset arithmetic (i32, i64) does not wrap (it is translated to index arithmetic)
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}vector_add.{{ttir|generic.mlir}}.kernel:
// CHECK: @vector_add: verified
// CHECK-NEXT: confirm: execution agrees with the spec in 8 runs
// CHECK-NEXT: @vector_add: proved: O[i] = X[i] + Y[i]

// KERNEL: func.func @vector_add(%X: memref<?xf32>, %Y: memref<?xf32>, %O: memref<?xf32>)
// KERNEL: %a3 = memref.dim %O, %c0 : memref<?xf32>
// KERNEL: %e0 = memref.dim %O, %c0 : memref<?xf32>
// KERNEL: %g0 = arith.ceildivsi %e0, %b0 : index
// KERNEL: "gpu.launch"(%g0, %c1, %c1, %l0, %c1, %c1)
// KERNEL: %[[I:.*]] = arith.addi %{{.*}}, %tx : index
// KERNEL: %[[M:.*]] = arith.cmpi slt, %[[I]], %a3 : index
// KERNEL: scf.if %[[M]] {
// KERNEL: memref.load %X[%[[I]]]
// KERNEL: memref.load %Y[%[[I]]]
// KERNEL: memref.store %{{.*}}, %O[%[[I]]]
