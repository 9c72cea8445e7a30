// Reversing 8 elements through a workgroup attribution: each thread
// stages a[t] in the shared tile, a barrier, then each thread copies the
// cell another thread staged (w[7 - t]) to o[t].  Both stores copy loaded
// cells (no tv.prophesy); the second reads another thread's write, which
// the barrier orders.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s --check-prefix=OK
//
// Mutant: the barrier removed: a thread reads a cell another thread of the
// same phase writes.
// RUN: %mutate --nth -1 '^\s*"gpu.barrier"\(\) : \(\) -> \(\)\n' '' < %s > %t.race.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.race.mlir | filecheck %s --check-prefix=RACE
//
// Mutant: each thread reads back its own cell: o = a, not its reverse.
// RUN: %mutate --nth -1 '"memref.load"\(%arg14, %5\)' '"memref.load"(%arg14, %3)' < %s > %t.own.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.own.mlir | filecheck %s --check-prefix=OWN
//
// Mutant: the kernel frees the output after a last barrier: it is the
// caller's (an argument), so undefined behaviour (verify/lifetime.py).
// RUN: %mutate --nth -1 '"gpu.terminator"\(\) : \(\) -> \(\)' '"gpu.barrier"() : () -> ()\n    "memref.dealloc"(%arg1) : (memref<8xf32>) -> ()\n    "gpu.terminator"() : () -> ()' < %s > %t.free.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.free.mlir | filecheck %s --check-prefix=FREE

tv.spec @rev_spec source "func.func @rev(%a: tensor<8xf32> {tv.name = \22a\22}, %o: tensor<8xf32> {tv.name = \22o\22}) -> tensor<8xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (((d0 * -1) + 7))>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%x: f32, %y: f32):\0A    linalg.yield %x : f32\0A  } -> tensor<8xf32>\0A  func.return %r : tensor<8xf32>\0A}" {
  tv.spec_tensor @a : tensor<8xf32>
  tv.spec_tensor @o : tensor<8xf32>
  tv.spec_tensor @r : tensor<8xf32>
}

// The function in generic form (tv-opt reads gpu.launch only so).
"func.func"() <{function_type = (memref<8xf32>, memref<8xf32>) -> memref<8xf32>, sym_name = "rev"}> ({
^bb0(%arg0: memref<8xf32>, %arg1: memref<8xf32>):
  %0 = "arith.constant"() <{value = 1 : index}> : () -> index
  %1 = "arith.constant"() <{value = 7 : index}> : () -> index
  %2 = "arith.constant"() <{value = 8 : index}> : () -> index
  "gpu.launch"(%0, %0, %0, %2, %0, %0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: memref<8xf32, #gpu.address_space<workgroup>>):
    %3 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
    %4 = "memref.load"(%arg0, %3) : (memref<8xf32>, index) -> f32
    "memref.store"(%4, %arg14, %3) : (f32, memref<8xf32, #gpu.address_space<workgroup>>, index) -> ()
    "gpu.barrier"() : () -> ()
    %5 = "arith.subi"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6 = "memref.load"(%arg14, %5) : (memref<8xf32, #gpu.address_space<workgroup>>, index) -> f32
    "memref.store"(%6, %arg1, %3) : (f32, memref<8xf32>, index) -> ()
    "gpu.terminator"() : () -> ()
  }) {workgroup_attributions = 1 : i64} : (index, index, index, index, index, index) -> ()
  "func.return"(%arg1) : (memref<8xf32>) -> ()
}) : () -> ()

// OK-NOT: FAILED
// OK: ok      read defined: memref.load at {{.*}}workgroup-attribution-copy.mlir:41:10
// OK: ok      no read-write race: gpu.launch at {{.*}}workgroup-attribution-copy.mlir:34:3: threads of a block
// OK: ok      final value: result 0
// OK: @rev: verified

// RACE: FAILED  no read-write race: gpu.launch at {{.*}}.mlir:34:3: threads of a block {{.*}}: one writes a cell another reads
// RACE: @rev: FAILED (no read-write race)

// OWN: FAILED  final value: result 0
// OWN: @rev: FAILED (final value)

// FREE: FAILED  dealloc of own alloc: memref.dealloc at {{.*}}: frees argument %arg1: the caller owns its memory
// FREE: @rev: FAILED (dealloc of own alloc)
