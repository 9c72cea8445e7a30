// REQUIRES: mlir-opt-19
// gpu.all_reduce with MLIR 19's reduction kinds (ir/compat/gpu_reduce.py):
// read in custom syntax, and in mlir-opt-19's output.  tv-check gives it
// no meaning: unsupported at the op, never skipped.
// RUN: tv-opt %s | filecheck %s
// RUN: %mlir-opt %s | tv-opt | filecheck %s
// RUN: %expect-exit 2 -- tv-check %s %s | filecheck %s --check-prefix=TV
// CHECK: gpu.all_reduce maxnumf %{{.*}} uniform
// CHECK: gpu.all_reduce minimumf
// CHECK: gpu.all_reduce maxsi
// CHECK: gpu.all_reduce %{{.*}} {
// TV: @kinds: unsupported (gpu.all_reduce at {{.*}}all_reduce_read.mlir:15:8)

func.func @kinds(%a: f32, %i: i32) -> (f32, f32, i32, f32) {
  %0 = gpu.all_reduce maxnumf %a uniform {} : (f32) -> (f32)
  %1 = gpu.all_reduce minimumf %a {} : (f32) -> (f32)
  %2 = gpu.all_reduce maxsi %i {} : (i32) -> (i32)
  %3 = gpu.all_reduce %a {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    gpu.yield %s : f32
  } : (f32) -> (f32)
  return %0, %1, %2, %3 : f32, f32, i32, f32
}
