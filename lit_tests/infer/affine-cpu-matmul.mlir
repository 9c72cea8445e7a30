// REQUIRES: mlir-opt-19, heavy
// A matmul through mlir-opt-19's affine CPU pipeline (tiled, unrolled,
// unroll-jammed, scalar-replaced, lowered: no annotation survives it),
// verified against its linalg source.  The unrolled copy's stage is the
// loop index plus one, an index value the code computes.
// RUN: %mlir-affine-cpu-pipeline --mlir-print-debuginfo %S/../Inputs/programs/matmul.mlir > %t.cpu.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../Inputs/programs/matmul.mlir"}' %t.cpu.mlir -o %t.out.mlir | filecheck %s
//
// The unrolled second step adds its product to the cell's old value
// instead of the first step's sum (a dropped term): FAILED at that store.
// RUN: %mutate --nth 2 '"arith.addf"\((%\w+), (%\w+)\)' '"arith.addf"(%10, \2)' < %t.cpu.mlir > %t.drop.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.drop.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../Inputs/programs/matmul.mlir"}' %t.drop.mlir -o %t.out.mlir | filecheck %s --check-prefix=DROP
//
// B read at the row index instead of the column (8 rows, 4 columns): the
// read is out of bounds for some rows, whatever the claims.
// RUN: %mutate '"memref.load"\(%arg1, (%\w+), (%\w+)\)' '"memref.load"(%arg1, \1, %arg5)' < %t.cpu.mlir > %t.col.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../Inputs/programs/matmul.mlir"}' %t.col.mlir -o %t.out.mlir | filecheck %s --check-prefix=COL

// CHECK: note: inferred: memref.store at {{.*}}matmul.mlir:3:9: @AB [%arg5, %arg6] stage [%arg7]
// CHECK: note: inferred: memref.store at {{.*}}matmul.mlir:3:9: @AB [%arg5, %arg6] stage [(%arg7 + 1)]
// CHECK: @matmul: verified

// MUT: %10 = "memref.load"(%arg2, %arg5, %arg6)
// MUT: "arith.addf"(%10, %11)
// MUT: "arith.addf"(%10, %16)

// DROP:      FAILED  value = prophecy: memref.store at {{.*}}matmul.mlir:3:9: the stored value is not the inferred spec element
// DROP-NEXT:   instance: {{.*}}expected AB({{[0-9]}}, {{[0-9]}}) stage [{{[0-9]+}}] = {{.*}}; computed {{.*}}
// DROP: FAILED  execution matches spec: {{.*}}confirmed by execution
// DROP: @matmul: FAILED (execution matches spec)

// COL: FAILED  read in bounds: memref.load at {{.*}}matmul.mlir:3:9: reads %arg1 outside memref<16x4xf32
// COL: @matmul: FAILED (read in bounds)
