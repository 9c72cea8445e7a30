// REQUIRES: mlir-opt-19
// gpu-attributions.mlir outlined by mlir-opt-19's gpu-kernel-outlining: the
// attributions move to the gpu.func (extra entry-block arguments after the
// kernel's inputs, `workgroup_attributions = N`); gpu.launch_func binds
// only the inputs.  Same verdicts, and the bad scratch is still a race.
// RUN: tv-opt --print-op-generic %S/gpu-attributions.mlir | %mlir-opt --allow-unregistered-dialect --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-local-scope > %t.good.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.good.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.good.mlir -o %t.out | filecheck %s
// RUN: tv-opt --print-op-generic %S/bad-gpu-workgroup-scratch-race.mlir | %mlir-opt --allow-unregistered-dialect --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-local-scope > %t.bad.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.bad.mlir | filecheck %s --check-prefix=BAD

// SHAPE:      "gpu.func"()
// SHAPE-NEXT: ^bb0({{.*}}: memref<16xf32>, {{.*}}: memref<16xf32>, {{.*}}: memref<16xf32, #gpu.address_space<workgroup>>):
// SHAPE: workgroup_attributions = 1 : i64

// CHECK-NOT: FAILED
// CHECK:     ok      no read-write race: gpu.launch_func at {{.*}}: threads of a block (phase from
// CHECK:     @exchange: verified
// CHECK:     @private_scratch: verified
// CHECK:     @alloc_scratch: verified
// CHECK:     @alloca_private_scratch: verified

// BAD: FAILED  benign write-write races: gpu.launch_func at {{.*}}: threads of a block (phase from {{.*}}) write different values to the same cell
// BAD: @shared_scratch: FAILED (benign write-write races)
