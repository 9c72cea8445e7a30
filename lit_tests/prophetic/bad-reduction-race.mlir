// REQUIRES: mlir-opt-19
// The reduction dim mapped to parallel threads: the annotated matmul's
// iterator types are mutated before lowering (k becomes "parallel" in the
// implementation; the spec, kept as text in tv.spec, still reduces over k).
// Both lowerings then map k to a parallel dimension of the launch, and the
// iterations (i, j, k) and (i, j, k') all read and write C[i, j].
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul.mlir | %mutate '#linalg.iterator_type<reduction>' '#linalg.iterator_type<parallel>' > %t.annotated.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.annotated.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --lower --verify %t.annotated.mlir | filecheck %s --check-prefixes=CHECK,OURS
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.annotated.mlir > %t.up.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.up.mlir | filecheck %s --check-prefixes=CHECK,UP

// MUT:     source = "func.func @matmul{{.*}}iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]
// MUT:     iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]
// MUT-NOT: #linalg.iterator_type<reduction>

// CHECK:      FAILED  no read-write race: gpu.launch_func at {{.*}}matmul.mlir:3:9: blocks: one writes a cell another reads
// CHECK-NEXT:   instance: {{.*}}block_id.z=[[K:[0-9]+]], {{.*}}block_id.z'=[[K2:[0-9]+]], cell %{{.*}}[{{[0-7]}}, {{[0-3]}}]
// CHECK:      @matmul: FAILED (no read-write race)
