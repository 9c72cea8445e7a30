// REQUIRES: mlir-opt-19
// Kernels made by mlir-opt-19's GPU pipeline from linalg programs with no
// annotations: a row sum (a reduction loop in each thread) and a transpose
// (lifted back to the named linalg.transpose), and a column max whose
// result is a fresh allocation (tensor.empty in the spec) and whose
// reduction loop is on the host, around the launch: the stage prophecy is
// the kernel's index argument that carries the host loop's index.
// RUN: %mlir-gpu-pipeline %S/../Inputs/programs/row_sum.mlir > %t.rs.mlir
// RUN: %expect-exit 0 -- tv-lift %t.rs.mlir > %t.rs.out
// RUN: filecheck %s --check-prefix=RS < %t.rs.out
// RUN: %mlir-gpu-pipeline %S/../Inputs/programs/transpose.mlir > %t.tr.mlir
// RUN: %expect-exit 0 -- tv-lift %t.tr.mlir > %t.tr.out
// RUN: filecheck %s --check-prefix=TR < %t.tr.out
// RUN: %mlir-gpu-pipeline %S/../Inputs/programs/col_max.mlir > %t.cm.mlir
// RUN: %expect-exit 0 -- tv-lift --show-annotated %t.cm.mlir > %t.cm.out
// RUN: filecheck %s --check-prefix=CM < %t.cm.out

// RS: iterator_types = ["parallel", "reduction"]
// RS: @row_sum: verified
// RS: @row_sum: proved: [[S:arg[0-9]+]][i] = sum_k([[S]]_0[i]; arg{{[0-9]+}}[i,k])

// TR: linalg.transpose {{.*}} permutation = [1, 0]
// TR: @transpose: verified
// TR: @transpose: proved: arg{{[0-9]+}}[i,j] = arg{{[0-9]+}}[j,i]

// CM: %result0 = tensor.empty() : tensor<16xf32>
// CM: ^bb0({{.*}}: memref<8x16xf32, strided<[?, ?], offset: ?>>, %[[K:[0-9a-z]+]]: index, %{{[0-9a-z]+}}: memref<16xf32>):
// CM: tv.prophesy %{{.*}} for @col_max_spec::@result0_lifted [%{{.*}}] stage [%[[K]]] : f32
// CM: @col_max: verified
// CM: @col_max: proved: result0[i] = max_k(-inf; arg{{[0-9]+}}[k,i])
