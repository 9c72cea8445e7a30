// Row and column reductions (linalg.reduce): the output map picks the kept
// dim, the stage is the reduced one, whatever their order.  A row max
// starting from a fill of a fresh tensor names the fill too.
// The chain prophecies (annotate{bare-reductions=false}):
// RUN: tv-opt -p 'annotate{bare-reductions=false}' %S/../Inputs/programs/row_sum.mlir | filecheck %s --check-prefix=ROW
// RUN: tv-opt -p 'annotate{bare-reductions=false}' %S/../Inputs/programs/col_sum.mlir | filecheck %s --check-prefix=COL
// RUN: tv-opt -p 'annotate{bare-reductions=false}' %S/../Inputs/programs/row_max.mlir | filecheck %s --check-prefix=MAX
// By default the chains stay bare (the inputs fix every loop dim): the
// combiner is yielded as is, and no linalg.index is added for it; the
// fill keeps its prophecy.
// RUN: tv-opt --annotate %S/../Inputs/programs/row_sum.mlir | filecheck %s --check-prefix=BARE
// RUN: tv-opt --annotate %S/../Inputs/programs/row_max.mlir | filecheck %s --check-prefix=BAREMAX
// A sum of an input passed twice (x * x through two ins operands) cannot
// be read off its loads: its chain keeps the prophecy.
// RUN: tv-opt --annotate %S/../Inputs/annotate/sum_squares_twice.mlir | filecheck %s --check-prefix=TWICE

// ROW:      iterator_types = [\22parallel\22, \22reduction\22]
// ROW:        tensors [@x : tensor<8x16xf32>, @init : tensor<8xf32>, @s : tensor<8xf32> stages 1]
// ROW:        %[[S:.*]] = arith.addf %in, %out : f32
// ROW-NEXT:   %[[I:.*]] = linalg.index 0 : index
// ROW-NEXT:   %[[K:.*]] = linalg.index 1 : index
// ROW-NEXT:   tv.prophesy %[[S]] for @row_sum_spec::@s [%[[I]]] stage [%[[K]]] : f32

// COL:      iterator_types = [\22reduction\22, \22parallel\22]
// COL:        tensors [{{.*}}@s : tensor<16xf32> stages 1
// COL:        %[[S:.*]] = arith.addf %in, %out : f32
// COL-NEXT:   %[[K:.*]] = linalg.index 0 : index
// COL-NEXT:   %[[J:.*]] = linalg.index 1 : index
// COL-NEXT:   tv.prophesy %[[S]] for @col_sum_spec::@s [%[[J]]] stage [%[[K]]] : f32

// MAX:        %e = tensor.empty() : tensor<8xf32>\0A  %init = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%ninf : f32) outs(%e : tensor<8xf32>) attrs =  {tv.name = \22init\22}
// MAX:        tensors [@x : tensor<8x16xf32>, @init : tensor<8xf32>, @m : tensor<8xf32> stages 1]
// MAX:        %[[I:.*]] = linalg.index 0 : index
// MAX-NEXT:   tv.prophesy %in for @row_max_spec::@init [%[[I]]] : f32
// MAX:        %[[M:.*]] = arith.maximumf
// MAX-NEXT:   %[[I2:.*]] = linalg.index 0 : index
// MAX-NEXT:   %[[K:.*]] = linalg.index 1 : index
// MAX-NEXT:   tv.prophesy %[[M]] for @row_max_spec::@m [%[[I2]]] stage [%[[K]]] : f32

// BARE:        stages 1]
// BARE:        %[[S:.*]] = arith.addf %in, %out : f32
// BARE-NEXT:   linalg.yield %[[S]] : f32

// BAREMAX:     tv.prophesy %in for @row_max_spec::@init
// BAREMAX:     %[[M:.*]] = arith.maximumf %in
// BAREMAX-NEXT: linalg.yield %[[M]] : f32

// TWICE: tv.prophesy %{{.*}} for @sum_squares_spec::@q [%{{.*}}] stage [%{{.*}}] : f32
