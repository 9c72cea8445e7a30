// REQUIRES: mlir-opt-19
// Each lowering pass alone, and the whole --lower pipeline, prints IR that
// mlir-opt-19 reads and verifies (tv ops printed generic, as unregistered
// ops); the prophecies are still before their stores after mlir-opt-19
// re-prints them.
// RUN: tv-opt -p 'annotate{bare-reductions=false}' --print-op-generic %S/../Inputs/programs/matmul.mlir > %t.ann.mlir
// RUN: %mlir-opt --allow-unregistered-dialect %t.ann.mlir > /dev/null
// RUN: tv-opt -p tv-bufferize --print-op-generic %t.ann.mlir > %t.buf.mlir
// RUN: %mlir-opt --allow-unregistered-dialect %t.buf.mlir > /dev/null
// RUN: tv-opt -p tv-linalg-to-loops --print-op-generic %t.buf.mlir > %t.loops.mlir
// RUN: %mlir-opt --allow-unregistered-dialect %t.loops.mlir > /dev/null
// RUN: tv-opt -p 'tv-parallel-loop-tiling{tile-sizes=3,3}' --print-op-generic %t.loops.mlir > %t.tiled.mlir
// RUN: %mlir-opt --allow-unregistered-dialect %t.tiled.mlir > /dev/null
// RUN: tv-opt -p tv-parallel-loops-to-gpu --print-op-generic %t.tiled.mlir > %t.launch.mlir
// RUN: %mlir-opt --allow-unregistered-dialect %t.launch.mlir | filecheck %s --check-prefix=LAUNCH
// RUN: tv-opt -p 'tv-parallel-loops-to-gpu{outline=true}' --print-op-generic %t.tiled.mlir > %t.kernel.mlir
// RUN: %mlir-opt --allow-unregistered-dialect %t.kernel.mlir | filecheck %s --check-prefix=KERNEL
// RUN: tv-opt -p tv-lower-affine --print-op-generic %t.kernel.mlir | %mlir-opt --allow-unregistered-dialect > /dev/null
// The whole pipeline, outlined with the default tiles and inline with
// guarded tiles, on the programs with the most varied shapes (dynamic
// sizes, >3 parallel dims, a host loop around launches, many kernels);
// without tv ops the custom form parses too.
// RUN: tv-opt --annotate --lower --print-op-generic %S/../Inputs/programs/matmul_dynamic.mlir | %mlir-opt --allow-unregistered-dialect > /dev/null
// RUN: tv-opt -p 'annotate,lower{tile-sizes=3,3 outline=false}' --print-op-generic %S/../Inputs/programs/matmul_dynamic.mlir | %mlir-opt --allow-unregistered-dialect > /dev/null
// RUN: tv-opt --annotate --lower --print-op-generic %S/../Inputs/programs/conv2d.mlir | %mlir-opt --allow-unregistered-dialect > /dev/null
// RUN: tv-opt -p 'annotate,lower{tile-sizes=3,3 outline=false}' --print-op-generic %S/../Inputs/programs/conv2d.mlir | %mlir-opt --allow-unregistered-dialect > /dev/null
// RUN: tv-opt --annotate --lower --print-op-generic %S/../Inputs/programs/col_sum.mlir | %mlir-opt --allow-unregistered-dialect > /dev/null
// RUN: tv-opt -p 'annotate,lower{tile-sizes=3,3 outline=false}' --print-op-generic %S/../Inputs/programs/col_sum.mlir | %mlir-opt --allow-unregistered-dialect > /dev/null
// RUN: tv-opt --annotate --lower --print-op-generic %S/../Inputs/programs/softmax.mlir | %mlir-opt --allow-unregistered-dialect > /dev/null
// RUN: tv-opt -p 'annotate,lower{tile-sizes=3,3 outline=false}' --print-op-generic %S/../Inputs/programs/softmax.mlir | %mlir-opt --allow-unregistered-dialect > /dev/null
// RUN: tv-opt --annotate --lower --strip-tv %S/../Inputs/programs/matmul_dynamic.mlir | %mlir-opt | filecheck %s --check-prefix=STRIPPED

// LAUNCH:      gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in ({{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in ({{.*}}) {
// LAUNCH:        affine.min
// LAUNCH:        scf.if
// LAUNCH:          "tv.prophesy"(%{{.*}}) {operandSegmentSizes = array<i32: 1, 2, 1>, spec = @matmul_spec::@AB} : (f32, index, index, index) -> f32
// LAUNCH-NEXT:     memref.store

// KERNEL:      module attributes {gpu.container_module} {
// KERNEL:        gpu.launch_func  @matmul_kernel::@matmul_kernel blocks in ({{.*}}) threads in ({{.*}})  args(
// KERNEL:        gpu.module @matmul_kernel {
// KERNEL-NEXT:     gpu.func @matmul_kernel({{.*}}) kernel {
// KERNEL:            "tv.prophesy"
// KERNEL-NEXT:       memref.store
// KERNEL:          "tv.spec"()

// STRIPPED:      gpu.module @matmul_dynamic_kernel {
// STRIPPED:        scf.if
// STRIPPED:          scf.for
// STRIPPED:            %[[S:.*]] = arith.addf
// STRIPPED-NEXT:       memref.store %[[S]]
