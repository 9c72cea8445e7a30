// A memref.copy between two row-major views, read back through both: the
// copy writes the target view by indices of the source's flat index, and
// the addresses fold back to the flat index (`index.add` recombines
// `(x / c) * c + x % c`), so the solver sees no divisions.  mlir-opt-19's
// canonical form of the pair; swapping the results verifies (was a solver
// timeout), copying the other way is rejected.
// RUN: %split-pair %s %t
// RUN: %mlir-opt --mlir-print-op-generic %t.src.mlir > %t.src19.mlir
// RUN: %mlir-opt --mlir-print-op-generic %t.tgt.mlir > %t.tgt19.mlir
// RUN: tv-check %t.src19.mlir %t.tgt19.mlir | filecheck %s --check-prefix=OK
// RUN: %mutate '"memref.copy"\(%arg0, %arg1\)' '"memref.copy"(%arg1, %arg0)' < %t.tgt19.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %t.src19.mlir %t.bad.mlir | filecheck %s --check-prefix=BAD
// RUN: tv-check %t.src19.mlir %t.tgt19.mlir --emit-smtlib %t.smt | filecheck %s --check-prefix=OK
// RUN: %python -c "import sys, glob; t = open(glob.glob(sys.argv[1] + '/*.smt2')[0]).read(); print('divisions:', t.count('bvudiv') + t.count('bvurem'))" %t.smt | filecheck %s --check-prefix=SMT

// OK: @copy: verified
// BAD: @copy: FAILED
// SMT: divisions: 0

func.func @copy(%m1: memref<12x10xi32>, %m2: memref<12x10xi32>) -> (tensor<12x10xi32>, tensor<12x10xi32>) {
  memref.copy %m1, %m2 : memref<12x10xi32> to memref<12x10xi32>
  %t1 = bufferization.to_tensor %m1 : memref<12x10xi32>
  %t2 = bufferization.to_tensor %m2 : memref<12x10xi32>
  return %t1, %t2 : tensor<12x10xi32>, tensor<12x10xi32>
}

// ----- target

func.func @copy(%m1: memref<12x10xi32>, %m2: memref<12x10xi32>) -> (tensor<12x10xi32>, tensor<12x10xi32>) {
  memref.copy %m1, %m2 : memref<12x10xi32> to memref<12x10xi32>
  %t1 = bufferization.to_tensor %m1 : memref<12x10xi32>
  %t2 = bufferization.to_tensor %m2 : memref<12x10xi32>
  return %t2, %t1 : tensor<12x10xi32>, tensor<12x10xi32>
}
