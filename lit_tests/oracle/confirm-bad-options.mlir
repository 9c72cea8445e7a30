// Bad pass options are bad input: one line, exit 3, no output.
// RUN: %bad-input tv-opt -p 'confirm{runs=0}' %S/../passes/verify/gpu-barrier.mlir | filecheck %s
// RUN: %bad-input tv-opt -p 'confirm{fp=exact}' %S/../passes/verify/gpu-barrier.mlir | filecheck %s --check-prefix=FP

// CHECK: tv-opt: error: bad pass pipeline 'confirm{runs=0}': {{.*}}runs must be positive
// FP: tv-opt: error: bad pass pipeline 'confirm{fp=exact}': {{.*}}fp must be one of abstract, ieee
