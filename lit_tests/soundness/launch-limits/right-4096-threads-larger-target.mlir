// SOUNDNESS: right launch-limits: 4096 threads per block on a target that allows them (verify options)
// The limits are the target's: an option raises them.
// RUN: tv-opt -p 'annotate,lower{tile-sizes=4096}' --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_sum.mlir -o %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{max-threads-per-block=4096 max-block-size=4096,1024,64}' %t.low.mlir -o %t.out | filecheck %s

// CHECK: note: launch limits of the target: at most 4096 threads per block, blocks of at most 4096 x 1024 x 64
// CHECK: @row_sum: verified
