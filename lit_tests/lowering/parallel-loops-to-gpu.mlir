// tv-parallel-loops-to-gpu maps as mlir-opt-19's gpu-map-parallel-loops +
// convert-parallel-loops-to-gpu: the outermost scf.parallel's dims 0, 1, 2
// to block x, y, z, the scf.parallel directly inside it to threads, the
// rest sequential; launch sizes ceildiv(ub - lb, step); iv = id * step + lb;
// a partial tile's affine.min bound becomes the constant tile extent plus
// an scf.if guard.  The prophecies move with their stores.
// (cse merges the constants, so that each has one name.)
// RUN: tv-opt -p 'tv-parallel-loop-tiling{tile-sizes=3,4},tv-parallel-loops-to-gpu,cse' %s | filecheck %s --check-prefix=TILED
// RUN: tv-opt -p 'tv-parallel-loops-to-gpu,cse' %s | filecheck %s --check-prefix=FLAT

tv.spec @s source "" {
  tv.spec_tensor @C : tensor<8x4xf32> stages 1
  tv.spec_tensor @R : tensor<16xf32> stages 1
}

// 8 rows in tiles of 3: 3 blocks of 3 threads, the last one guarded; 4
// columns in one tile of 4.
// TILED-LABEL: func.func @matmul
// TILED:         %[[C3:.*]] = arith.constant 3 : index
// TILED-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// TILED-NEXT:    "gpu.launch"(%[[C3]], %c1, %c1, %[[C3]], %[[C4]], %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
// TILED-NEXT:    ^bb0(%[[BX:[^:]*]]: index, %[[BY:[^:]*]]: index, %{{.*}}: index, %[[TX:[^:]*]]: index, %[[TY:[^:]*]]: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index):
// TILED-NEXT:      %[[I0:.*]] = arith.muli %[[BX]], %[[C3]] : index
// TILED-NEXT:      %[[J0:.*]] = arith.muli %[[BY]], %[[C4]] : index
// TILED-NEXT:      %[[M:.*]] = affine.min affine_map<(d0, d1, d2) -> (d0, (d1 + (d2 * -1)))> (%[[C3]], %c8, %[[I0]])
// TILED-NEXT:      %[[G:.*]] = arith.cmpi slt, %[[TX]], %[[M]] : index
// TILED-NEXT:      scf.if %[[G]] {
// TILED-NEXT:        %[[I:.*]] = arith.addi %[[TX]], %[[I0]] : index
// TILED-NEXT:        %[[J:.*]] = arith.addi %[[TY]], %[[J0]] : index
// TILED-NEXT:        scf.for %[[K:.*]] = %c0 to %c16 step %c1 {
// TILED:               %[[P:.*]] = tv.prophesy %{{.*}} for @s::@C [%[[I]], %[[J]]] stage [%[[K]]] : f32
// TILED-NEXT:          memref.store %[[P]], %C[%[[I]], %[[J]]] : memref<8x4xf32>
// TILED-NEXT:        }
// TILED-NEXT:      }
// TILED-NEXT:      "gpu.terminator"() : () -> ()
// TILED-NEXT:    }) : (index, index, index, index, index, index) -> ()

// Untiled: one level, blocks only, one thread per block.
// FLAT-LABEL: func.func @matmul
// FLAT:         %[[C8:.*]] = arith.constant 8 : index
// FLAT-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// FLAT-NEXT:    "gpu.launch"(%[[C8]], %[[C4]], %c1, %c1, %c1, %c1)
// FLAT-NEXT:    ^bb0(%[[BX:[^:]*]]: index, %[[BY:[^:]*]]: index,
// FLAT-NEXT:      scf.for %[[K:.*]] = %c0 to %c16 step %c1 {
// FLAT:             tv.prophesy %{{.*}} for @s::@C [%[[BX]], %[[BY]]] stage [%[[K]]] : f32
func.func @matmul(%A: memref<8x16xf32>, %B: memref<16x4xf32>, %C: memref<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  "scf.parallel"(%c0, %c0, %c8, %c4, %c1, %c1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.for %k = %c0 to %c16 step %c1 {
      %a = memref.load %A[%i, %k] : memref<8x16xf32>
      %b = memref.load %B[%k, %j] : memref<16x4xf32>
      %c = memref.load %C[%i, %j] : memref<8x4xf32>
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %c, %m : f32
      %p = tv.prophesy %s for @s::@C [%i, %j] stage [%k] : f32
      memref.store %p, %C[%i, %j] : memref<8x4xf32>
    }
    scf.reduce
  }) : (index, index, index, index, index, index) -> ()
  func.return
}

// A parallel loop inside a sequential one: the launch is inside the loop.
// FLAT-LABEL: func.func @col_sum
// FLAT:         scf.for %[[K:.*]] = %c0 to %c8 step %c1 {
// FLAT-NEXT:      %[[C16:.*]] = arith.constant 16 : index
// FLAT-NEXT:      "gpu.launch"(%[[C16]], %c1, %c1, %c1, %c1, %c1)
// FLAT-NEXT:      ^bb0(%[[BX:[^:]*]]: index,
// FLAT:             tv.prophesy %{{.*}} for @s::@R [%[[BX]]] stage [%[[K]]] : f32
// FLAT:           "gpu.terminator"() : () -> ()
// FLAT-NEXT:    }) : (index, index, index, index, index, index) -> ()
// FLAT-NEXT:  }
func.func @col_sum(%x: memref<8x16xf32>, %r: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %k = %c0 to %c8 step %c1 {
    "scf.parallel"(%c0, %c16, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%j: index):
      %v = memref.load %x[%k, %j] : memref<8x16xf32>
      %a = memref.load %r[%j] : memref<16xf32>
      %s = arith.addf %a, %v : f32
      %p = tv.prophesy %s for @s::@R [%j] stage [%k] : f32
      memref.store %p, %r[%j] : memref<16xf32>
      scf.reduce
    }) : (index, index, index) -> ()
  }
  func.return
}

// A fourth dim has no hardware id: it stays a sequential loop; a lower
// bound and a step show in the iv.
// FLAT-LABEL: func.func @four_dims
// FLAT:         "gpu.launch"(%c2, %c2, %c2, %c1, %c1, %c1)
// FLAT-NEXT:    ^bb0(%[[BX:[^:]*]]: index, %[[BY:[^:]*]]: index, %[[BZ:[^:]*]]: index,
// FLAT-NEXT:      %[[X2:.*]] = arith.muli %[[BX]], %c2 : index
// FLAT-NEXT:      %[[X:.*]] = arith.addi %[[X2]], %c1 : index
// FLAT-NEXT:      scf.for %[[W:.*]] = %c0 to %c2 step %c1 {
// FLAT-NEXT:        memref.store %f, %o[%[[X]], %[[BY]], %[[BZ]], %[[W]]] : memref<5x2x2x2xf32>
func.func @four_dims(%o: memref<5x2x2x2xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  "scf.parallel"(%c1, %c0, %c0, %c0, %c5, %c2, %c2, %c2, %c2, %c1, %c1, %c1) <{operandSegmentSizes = array<i32: 4, 4, 4, 0>}> ({
  ^bb0(%x: index, %y: index, %z: index, %w: index):
    memref.store %f, %o[%x, %y, %z, %w] : memref<5x2x2x2xf32>
    scf.reduce
  }) : (index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  func.return
}
