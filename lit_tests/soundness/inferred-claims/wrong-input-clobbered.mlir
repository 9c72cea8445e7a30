// SOUNDNESS: wrong inferred-claims: matmul writes C[0,0] into A[0,0] after computing the product (an input must keep its value)
// REQUIRES: mlir-opt-19
// The copy is a loaded value (no site, no claim): --verify follows it.
// RUN: %mlir-affine-cpu-pipeline --mlir-print-debuginfo %S/../../Inputs/programs/matmul_dynamic.mlir > %t.low.mlir
// RUN: %mutate '"func\.return"\(%arg2\) : \(memref<\?x\?xf32, strided<\[\?, \?\], offset: \?>>\) -> \(\)' '%qg1 = "arith.cmpi"(%3, %2) <{predicate = 4 : i64}> : (index, index) -> i1\n%qg2 = "arith.cmpi"(%4, %2) <{predicate = 4 : i64}> : (index, index) -> i1\n%qg3 = "arith.cmpi"(%5, %2) <{predicate = 4 : i64}> : (index, index) -> i1\n%qg4 = "arith.andi"(%qg1, %qg2) : (i1, i1) -> i1\n%qg = "arith.andi"(%qg4, %qg3) : (i1, i1) -> i1\n"scf.if"(%qg) ({\n%qv = "memref.load"(%arg2, %2, %2) <{nontemporal = false}> : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index) -> f32\n"memref.store"(%qv, %arg0, %2, %2) <{nontemporal = false}> : (f32, memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index) -> ()\n"scf.yield"() : () -> ()\n}, {\n}) : (i1) -> ()\n"func.return"(%arg2) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()' < %t.low.mlir > %t.m0.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.m0.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/programs/matmul_dynamic.mlir"}' %t.m0.mlir -o %t.out.mlir | filecheck %s

// MUT: "memref.store"(%qv, %arg0, %2, %2)
// CHECK:      FAILED  input preserved: argument %arg0 (@A) on func.return at {{.*}}matmul_dynamic.mlir:4:3: a cell's final value is not the spec's
// CHECK: @matmul_dynamic: FAILED (execution matches spec)
