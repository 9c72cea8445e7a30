// REQUIRES: mlir-opt-19
// scf.forall and scf.parallel run their iterations in order when no two
// iterations may conflict (semantics/races.py, scf.py): a tiled fill in
// scf.forall verifies against linalg.fill; one iteration too many writes
// out of bounds (FAILED); overlapping parallel_insert_slices are unsupported
// (MLIR leaves their order open).  mlir-opt-19's -convert-linalg-to-parallel-loops
// verifies when the input and output memrefs cannot alias, and is
// unsupported, located, when they may (the iterations then race).
// RUN: %split-pair %s %t
// RUN: tv-check %t.src.mlir %t.tgt.mlir | filecheck --check-prefix=OK %s
// RUN: sed 's/(4) shared/(5) shared/' %t.tgt.mlir > %t.trip.mlir
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.trip.mlir | filecheck --check-prefix=TRIP %s
// RUN: %mutate 'arith.constant 2 : index' 'arith.constant 1 : index' < %t.tgt.mlir > %t.overlap.mlir
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.overlap.mlir | filecheck --check-prefix=OVERLAP %s
// RUN: %mlir-opt --convert-linalg-to-parallel-loops %S/Inputs/add_inplace.mlir > %t.par.mlir
// RUN: filecheck --check-prefix=PAR %s < %t.par.mlir
// RUN: tv-check --memref-inputs-simple %S/Inputs/add_inplace.mlir %t.par.mlir | filecheck --check-prefix=SIMPLE %s
// RUN: %expect-exit 2 -- tv-check %S/Inputs/add_inplace.mlir %t.par.mlir | filecheck --check-prefix=RACE %s

// PAR: scf.parallel

func.func @fill(%t: tensor<8xi32>, %x: i32) -> tensor<8xi32> {
  %f = linalg.fill ins(%x : i32) outs(%t : tensor<8xi32>) -> tensor<8xi32>
  return %f : tensor<8xi32>
}

// ----- target

func.func @fill(%t: tensor<8xi32>, %x: i32) -> tensor<8xi32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xi32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<8xi32> to tensor<2xi32>
    %f = linalg.fill ins(%x : i32) outs(%s : tensor<2xi32>) -> tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [2] [1] : tensor<2xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}

// OK: @fill: verified
// TRIP: @fill: FAILED (target is undefined where the source is defined)
// OVERLAP: @fill: unsupported (scf.forall at {{.*}}:{{[0-9]+}}:{{[0-9]+}}: the parallel_insert_slices of two iterations may overlap (their order is unspecified))
// SIMPLE: @add: verified
// RACE: @add: unsupported (scf.parallel at {{.*}}par.mlir:{{[0-9]+}}:{{[0-9]+}}: two iterations may access the same memory element, one writing it (the order of parallel iterations is unspecified))
