// The classic tiled matmul: each thread initializes its C[i, j], then the
// tile loop stages A and B tiles in workgroup memory with a barrier after
// the copies and one at the end of every iteration, and no barrier before
// the loop (kernels.py, ConcurrentPrefix).  The ops before the loop and the
// loop's first phase are one real phase: their races are checked together.
// (The kernel and its prophecies are tv-lift's: lit_tests/lifting/.)  The
// tiles are workgroup allocs read as shared by the block (IREE's reading).
// RUN: %expect-exit 0 -- tv-opt -p 'verify{workgroup-allocs=shared}' %s -o %t.out | filecheck %s
//
// Mutant: the init writes the transposed shared cell As[ty, tx], which
// another thread's first phase writes too, with no barrier in between.
// RUN: %mutate 'memref.store %0, %C\[%i, %j\] : memref<4x4xf32>' 'memref.store %0, %As[%%ty, %%tx] : memref<2x2xf32, 3 : i64>' < %s > %t.ww.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{workgroup-allocs=shared}' %t.ww.mlir | filecheck %s --check-prefix=WW
//
// Mutant: the init reads the B tile's cell of another thread (and stores
// it), while that thread may already write it in the loop's first phase.
// RUN: %mutate '%0 = tv\.prophesy %z for' '%bs = memref.load %Bs[%%ty, %%tx] : memref<2x2xf32, 3 : i64>\n      %0 = tv.prophesy %bs for' < %s > %t.rw.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{workgroup-allocs=shared}' %t.rw.mlir | filecheck %s --check-prefix=RW
//
// Mutant: no barrier at the end of an iteration: the next iteration's
// staging overlaps this one's accumulation (phases.py).
// RUN: %mutate --nth 2 '"gpu.barrier"\(\) : \(\) -> \(\)' '' < %s > %t.nobar.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{workgroup-allocs=shared}' %t.nobar.mlir | filecheck %s --check-prefix=NOBAR
//
// Read as mlir-opt-19 compiles the allocs (per thread, the default), each
// thread reads tile cells of its own copy that it never wrote.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s --check-prefix=PER-THREAD

// CHECK: ok      no read-write race: scf.for at {{.*}}: threads of a block (the ops before scf.for at {{.*}} and its first phase, with no barrier between them)
// CHECK: ok      benign write-write races: scf.for at {{.*}}: threads of a block (the ops before scf.for at {{.*}} and its first phase, with no barrier between them) write distinct cells
// CHECK: @tiled: verified

// WW: FAILED  benign write-write races: scf.for at {{.*}}: threads of a block (the ops before scf.for at {{.*}} and its first phase, with no barrier between them) write different values to the same cell
// WW: @tiled: FAILED (benign write-write races)

// RW: FAILED  no read-write race: scf.for at {{.*}}: threads of a block (the ops before scf.for at {{.*}} and its first phase, with no barrier between them): one writes a cell another reads
// RW: @tiled: FAILED (no read-write race)

// NOBAR: FAILED  no read-write race: scf.for at {{.*}}: threads of a block (the last phase of an iteration of scf.for at {{.*}} and the first phase of the next, with no barrier between them): one writes a cell another reads
// NOBAR: @tiled: FAILED (no read-write race)

// PER-THREAD: FAILED  read defined: memref.load at {{.*}}: reads %As where no input or earlier write defines it
// PER-THREAD: @tiled: FAILED (read defined)

builtin.module {
  tv.spec @tiled_spec source "func.func @tiled(%A: tensor<4x4xf32> {tv.name = \22A\22}, %B: tensor<4x4xf32> {tv.name = \22B\22}, %C: tensor<4x4xf32> {tv.name = \22C\22}) -> tensor<4x4xf32> {\0A  %cst = arith.constant 0.000000e+00 : f32\0A  %C_init = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%cst : f32) outs(%C : tensor<4x4xf32>) attrs =  {tv.name = \22C_init\22} {\0A  ^bb0(%in: f32, %out: f32):\0A    linalg.yield %in : f32\0A  } -> tensor<4x4xf32>\0A  %C_lifted = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%A, %B : tensor<4x4xf32>, tensor<4x4xf32>) outs(%C_init : tensor<4x4xf32>) attrs =  {tv.name = \22C_lifted\22} {\0A  ^bb0(%in_1: f32, %in_2: f32, %out_1: f32):\0A    %0 = arith.mulf %in_1, %in_2 : f32\0A    %1 = arith.addf %out_1, %0 : f32\0A    linalg.yield %1 : f32\0A  } -> tensor<4x4xf32>\0A  func.return %C_lifted : tensor<4x4xf32>\0A}" tensors [@A : tensor<4x4xf32>, @B : tensor<4x4xf32>, @C : tensor<4x4xf32>, @C_init : tensor<4x4xf32>, @C_lifted : tensor<4x4xf32> stages 1]
  func.func @tiled(%A: memref<4x4xf32>, %B: memref<4x4xf32>, %C: memref<4x4xf32>) -> memref<4x4xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0.000000e+00 : f32
    "gpu.launch"(%c2, %c2, %c1, %c2, %c2, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
      %As = memref.alloc() : memref<2x2xf32, 3 : i64>
      %Bs = memref.alloc() : memref<2x2xf32, 3 : i64>
      %bi = arith.muli %bx, %c2 : index
      %i = arith.addi %bi, %tx : index
      %bj = arith.muli %by, %c2 : index
      %j = arith.addi %bj, %ty : index
      %0 = tv.prophesy %z for @tiled_spec::@C_init [%i, %j] : f32
      memref.store %0, %C[%i, %j] : memref<4x4xf32>
      scf.for %t = %c0 to %c2 step %c1 {
        %t2 = arith.muli %t, %c2 : index
        %ka = arith.addi %t2, %ty : index
        %kb = arith.addi %t2, %tx : index
        %a = memref.load %A[%i, %ka] : memref<4x4xf32>
        memref.store %a, %As[%tx, %ty] : memref<2x2xf32, 3 : i64>
        %b = memref.load %B[%kb, %j] : memref<4x4xf32>
        memref.store %b, %Bs[%tx, %ty] : memref<2x2xf32, 3 : i64>
        "gpu.barrier"() : () -> ()
        scf.for %kk = %c0 to %c2 step %c1 {
          %x = memref.load %As[%tx, %kk] : memref<2x2xf32, 3 : i64>
          %y = memref.load %Bs[%kk, %ty] : memref<2x2xf32, 3 : i64>
          %c = memref.load %C[%i, %j] : memref<4x4xf32>
          %p = arith.mulf %x, %y : f32
          %s = arith.addf %c, %p : f32
          %1 = arith.constant 2 : index
          %2 = arith.muli %1, %t : index
          %3 = arith.addi %kk, %2 : index
          %4 = tv.prophesy %s for @tiled_spec::@C_lifted [%i, %j] stage [%3] : f32
          memref.store %4, %C[%i, %j] : memref<4x4xf32>
        }
        "gpu.barrier"() : () -> ()
      }
      "gpu.terminator"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    func.return %C : memref<4x4xf32>
  }
}
