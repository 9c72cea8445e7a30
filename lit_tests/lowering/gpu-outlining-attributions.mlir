// A gpu.launch the input already has, with a workgroup attribution, sent
// through --lower (whose outlining moves every launch into a kernel):
// unsupported at the launch, one line.  Before, outlining indexed the
// attribution as a thread id: an internal error (exit 4), found by the
// fuzz test on a soundness case.
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt -p 'annotate,lower' %s 2>&1 | filecheck %s
// CHECK: unsupported (gpu.launch at {{.*}}gpu-outlining-attributions.mlir:[[# @LINE + 6]]:3): outlining a gpu.launch with workgroup or private attributions

func.func @f(%x: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) workgroup(%sh : memref<4xf32, #gpu.address_space<workgroup>>) {
    %v = memref.load %x[%tx] : memref<8xf32>
    memref.store %v, %sh[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}
