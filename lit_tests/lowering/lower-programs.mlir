// --annotate --lower on the other programs: every prophecy sits right
// before the store of its value, with the spec tensor of the generic it
// came from; temporaries are memref.allocs; one kernel per generic.
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower' %S/../Inputs/programs/add_broadcast.mlir | filecheck %s --check-prefix=BCAST
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower' %S/../Inputs/programs/transpose.mlir | filecheck %s --check-prefix=TRANS
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower' %S/../Inputs/programs/batch_matmul.mlir | filecheck %s --check-prefix=BATCH
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower' %S/../Inputs/programs/matmul_dynamic.mlir | filecheck %s --check-prefix=DYN
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower{tile-sizes=3}' %S/../Inputs/programs/row_sum.mlir | filecheck %s --check-prefix=ROW
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower{tile-sizes=4}' %S/../Inputs/programs/col_sum.mlir | filecheck %s --check-prefix=COL
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower' %S/../Inputs/programs/row_max.mlir | filecheck %s --check-prefix=MAX
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower' %S/../Inputs/programs/conv1d.mlir | filecheck %s --check-prefix=CONV1
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower{tile-sizes=1,2,2,2 outline=false}' %S/../Inputs/programs/conv2d.mlir | filecheck %s --check-prefix=CONV2
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower' %S/../Inputs/programs/softmax.mlir | filecheck %s --check-prefix=SOFT
// RUN: tv-opt -p 'annotate{bare-reductions=false},lower' %S/../Inputs/programs/fused_elementwise.mlir | filecheck %s --check-prefix=FUSED

// BCAST:      func.func @add_broadcast(%A: memref<8x16xf32>, %b: memref<16xf32>, %C: memref<8x16xf32>) -> memref<8x16xf32> {
// BCAST-NEXT:   %[[E:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
// BCAST:        "gpu.launch_func"({{.*}}, %b, %[[E]]) <{kernel = @add_broadcast_kernel::@add_broadcast_kernel,
// BCAST-NEXT:   "gpu.launch_func"({{.*}}, %A, %[[E]], %C) <{kernel = @add_broadcast_kernel_0::@add_broadcast_kernel,
// BCAST:        %[[P:.*]] = tv.prophesy %in for @add_broadcast_spec::@bb [%[[I:.*]], %[[J:.*]]] : f32
// BCAST-NEXT:   memref.store %[[P]], %{{.*}}[%[[I]], %[[J]]] : memref<8x16xf32>
// BCAST:        %[[Q:.*]] = tv.prophesy %{{.*}} for @add_broadcast_spec::@sum [%[[I2:.*]], %[[J2:.*]]] : f32
// BCAST-NEXT:   memref.store %[[Q]], %C[%[[I2]], %[[J2]]] : memref<8x16xf32>

// TRANS:      %[[A:.*]] = memref.load %A[%[[J:.*]], %[[I:.*]]] : memref<8x16xf32>
// TRANS-NEXT: %[[P:.*]] = tv.prophesy %[[A]] for @transpose_spec::@AT [%[[I]], %[[J]]] : f32
// TRANS-NEXT: memref.store %[[P]], %T[%[[I]], %[[J]]] : memref<16x8xf32>

// The batch, rows and columns go to block x, y, z; tiles of 2 and 4.
// BATCH:      "gpu.block_id"() <{dimension = #gpu<dim z>}>
// BATCH:      "gpu.thread_id"() <{dimension = #gpu<dim z>}>
// BATCH:      scf.for %[[K:.*]] = {{.*}} {
// BATCH:        %[[P:.*]] = tv.prophesy %{{.*}} for @batch_matmul_spec::@AB [%[[B:.*]], %[[I:.*]], %[[J:.*]]] stage [%[[K]]] : f32
// BATCH-NEXT:   memref.store %[[P]], %C[%[[B]], %[[I]], %[[J]]] : memref<2x8x4xf32>

// Dynamic sizes: the grid is ceildiv(size, tile) and every tile is guarded.
// DYN:        %[[N:.*]] = memref.dim %A, %{{.*}} : memref<?x?xf32>
// DYN:        %[[M:.*]] = memref.dim %B, %{{.*}} : memref<?x?xf32>
// DYN:        %[[GX:.*]] = arith.ceildivsi %[[N]], %{{.*}} : index
// DYN-NEXT:   %[[GY:.*]] = arith.ceildivsi %[[M]], %{{.*}} : index
// DYN-NEXT:   "gpu.launch_func"(%[[GX]], %[[GY]],
// DYN:        arith.minsi
// DYN:        arith.minsi
// DYN:        scf.if
// DYN:          tv.prophesy %{{.*}} for @matmul_dynamic_spec::@AB

// ROW:        scf.if
// ROW-NEXT:     %[[I:.*]] = arith.addi
// ROW-NEXT:     scf.for %[[K:.*]] = {{.*}} {
// ROW:            %[[P:.*]] = tv.prophesy %{{.*}} for @row_sum_spec::@s [%[[I]]] stage [%[[K]]] : f32
// ROW-NEXT:       memref.store %[[P]], %init[%[[I]]] : memref<8xf32>

// The reduction loop stays on the host around the launches; its iv
// reaches the kernel as an argument and is the prophecy's stage.
// COL:        scf.for %[[K:.*]] = {{.*}} {
// COL-NEXT:     "gpu.launch_func"({{.*}}, %x, %[[K]], %init) <{kernel = @col_sum_kernel::@col_sum_kernel,
// COL:        ^bb0(%{{.*}}: index, %x: memref<8x16xf32>, %[[KK:[^:]*]]: index, %init: memref<16xf32>):
// COL:          %[[P:.*]] = tv.prophesy %{{.*}} for @col_sum_spec::@s [%[[J:.*]]] stage [%[[KK]]] : f32
// COL-NEXT:     memref.store %[[P]], %init[%[[J]]] : memref<16xf32>

// MAX:        %[[R:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// MAX:        "gpu.launch_func"({{.*}}, %ninf, %[[R]]) <{kernel = @row_max_kernel::@row_max_kernel,
// MAX:        "gpu.launch_func"({{.*}}, %x, %[[R]]) <{kernel = @row_max_kernel_0::@row_max_kernel,
// MAX-NEXT:   func.return %[[R]] : memref<8xf32>
// MAX:        tv.prophesy %ninf for @row_max_spec::@init
// MAX:        tv.prophesy %{{.*}} for @row_max_spec::@m [%{{.*}}] stage [%{{.*}}]

// The input index i + k is an addi of the two ivs after lower-affine.
// CONV1:      scf.for %[[K:.*]] = {{.*}} {
// CONV1-NEXT:   %[[X:.*]] = arith.addi %[[I:.*]], %[[K]] : index
// CONV1-NEXT:   memref.load %in[%[[X]]] : memref<18xf32>
// CONV1:        %[[P:.*]] = tv.prophesy %{{.*}} for @conv1d_spec::@y [%[[I]]] stage [%[[K]]] : f32
// CONV1-NEXT:   memref.store %[[P]], %out[%[[I]]] : memref<16xf32>

// Four parallel dims: n, oh, ow to blocks and threads x, y, z; f, tiled
// by 2, is two sequential loops (over tiles, within a tile).
// CONV2:      "gpu.launch"
// CONV2:        scf.for %[[F0:.*]] = {{.*}} {
// CONV2-NEXT:     scf.for %[[F1:.*]] = {{.*}} {
// CONV2:            %[[F:.*]] = arith.addi %[[F1]], %[[F0]] : index
// CONV2-NEXT:       scf.for %[[KH:.*]] = {{.*}} {
// CONV2-NEXT:       scf.for %[[KW:.*]] = {{.*}} {
// CONV2-NEXT:         scf.for %[[C:.*]] = {{.*}} {
// CONV2:                %[[P:.*]] = tv.prophesy %{{.*}} for @conv2d_spec::@y [%{{.*}}, %{{.*}}, %{{.*}}, %[[F]]] stage [%[[KH]], %[[KW]], %[[C]]] : f32
// CONV2-NEXT:           memref.store %[[P]], %out[%{{.*}}, %{{.*}}, %{{.*}}, %[[F]]] : memref<1x4x4x4xf32>

// SOFT-COUNT-9: "gpu.launch_func"
// SOFT-NOT:     "gpu.launch_func"
// SOFT:         tv.prophesy %ninf for @softmax_spec::@max_init
// SOFT:         tv.prophesy %{{.*}} for @softmax_spec::@max [%{{.*}}] stage
// SOFT:         tv.prophesy %in for @softmax_spec::@max_b
// SOFT:         tv.prophesy %{{.*}} for @softmax_spec::@shifted
// SOFT:         tv.prophesy %{{.*}} for @softmax_spec::@exp
// SOFT:         tv.prophesy %zero for @softmax_spec::@sum_init
// SOFT:         tv.prophesy %{{.*}} for @softmax_spec::@sum [%{{.*}}] stage
// SOFT:         tv.prophesy %in for @softmax_spec::@sum_b
// SOFT:         %[[P:.*]] = tv.prophesy %{{.*}} for @softmax_spec::@soft
// SOFT-NEXT:    memref.store %[[P]], %y

// FUSED:      "gpu.module"() <{sym_name = "fused_elementwise_kernel"}>
// FUSED:      %s = arith.addf %m, %z : f32
// FUSED-NEXT: %[[P:.*]] = tv.prophesy %s for @fused_elementwise_spec::@fma
// FUSED-NEXT: memref.store %[[P]]
// FUSED:      "gpu.module"() <{sym_name = "fused_elementwise_kernel_0"}>
// FUSED:      %[[R:.*]] = arith.maximumf %{{.*}}, %zero : f32
// FUSED-NEXT: %[[Q:.*]] = tv.prophesy %[[R]] for @fused_elementwise_spec::@relu
// FUSED-NEXT: memref.store %[[Q]], %r
