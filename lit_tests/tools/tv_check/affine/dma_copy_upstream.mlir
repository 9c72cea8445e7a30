// REQUIRES: mlir-opt-19
// affine.dma_start directly followed by its affine.dma_wait is a copy of
// num_elements consecutive elements (semantics/affine_dma.py); MLIR 19's
// -affine-data-copy-generate with DMAs (the RUN line of its
// Dialect/Affine/dma-generate.mlir) verifies on memref arguments that do not
// alias (the affine analyses assume distinct memrefs are distinct buffers:
// --memref-inputs-simple).  Mutants of the real output fail; a wait that does
// not follow its start, and a tag read by a load, are unsupported (what an
// asynchronous transfer leaves is not defined).
// RUN: %mlir-opt -affine-data-copy-generate="generate-dma fast-mem-space=2 skip-non-unit-stride-loops" %s > %t.mlir
// RUN: filecheck --check-prefix=OUT %s < %t.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %s %t.mlir | filecheck --check-prefix=OK %s
// Aliasing arguments: the copies read B's old contents where the source reads what it wrote.
// RUN: %expect-exit 1 -- tv-check --function scale %s %t.mlir | filecheck --check-prefix=ALIAS %s
// The first transfer copies 4 of the 8 elements (the loop reads uninitialized ones):
// RUN: %mutate '%c8_0 = arith.constant 8 : index' '%c8_0 = arith.constant 4 : index' < %t.mlir > %t.short.mlir
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple --function scale %s %t.short.mlir | filecheck --check-prefix=SHORT %s
// The write-back from element 1 of the fast buffer (past its end):
// RUN: %mutate 'affine.dma_start %alloc_4\[%c0\]' 'affine.dma_start %alloc_4[%c1]' < %t.mlir | sed 's/%c0 = arith.constant 0 : index/%c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index/' > %t.off.mlir
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple --function scale %s %t.off.mlir | filecheck --check-prefix=OFF %s
// The 2-d copy-in starting one row late:
// RUN: %mutate 'affine.dma_start %arg0\[%c0_1, %c0_1\]' 'affine.dma_start %arg0[%c1_x, %c0_1]' < %t.mlir | sed 's/^\(    %c0_1 = arith.constant 0 : index\)$/\1\n    %c1_x = arith.constant 1 : index/' > %t.row.mlir
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple --function transpose %s %t.row.mlir | filecheck --check-prefix=ROW %s
// The copy-in reads B, not A:
// RUN: %mutate 'affine.dma_start %arg0\[%c0_1\], %alloc' 'affine.dma_start %arg1[%c0_1], %alloc' < %t.mlir > %t.src.mlir
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple --function scale %s %t.src.mlir | filecheck --check-prefix=SRC %s
// The wait after the loop (an asynchronous transfer the loop overlaps):
// RUN: %mutate '^(    affine.dma_wait %alloc_3\[%c0_1\], %c8_0 : memref<1xi32>\n)((?:.*\n)*?)(    affine.dma_start %alloc_4)' '\2\1\3' < %t.mlir > %t.async.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --function scale %s %t.async.mlir | filecheck --check-prefix=ASYNC %s
// The tag loaded after the transfer:
// RUN: %mutate '^(    memref.dealloc %alloc_5 : memref<1xi32>)' '    %%t = memref.load %alloc_5[%c0] : memref<1xi32>\n\1' < %t.mlir > %t.tag.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --function scale %s %t.tag.mlir | filecheck --check-prefix=TAG %s

// OUT-LABEL: func.func @scale
// OUT: affine.dma_start %arg0[%c0_1], %alloc[%c0_1], %alloc_3[%c0_1], %c8_0
// OUT-NEXT: affine.dma_wait %alloc_3[%c0_1], %c8_0
// OUT: affine.dma_start %alloc_4[%c0], %arg1[%c0], %alloc_5[%c0], %c8
// OUT-NEXT: affine.dma_wait %alloc_5[%c0], %c8
// OUT-LABEL: func.func @transpose
// OUT: affine.dma_start %arg0[%c0_1, %c0_1], %alloc[%c0_1, %c0_1], %alloc_3[%c0_1], %c12_0
// OK: @scale: verified
// OK: @transpose: verified
// OK: @overlapping: unsupported (affine.dma_start at {{.*}}dma_copy_upstream.mlir:78:3: a DMA whose source and destination runs may overlap)
// OK: @disjoint: verified
// ALIAS: @scale: FAILED (memory mismatch)
// SHORT: @scale: FAILED (target is undefined where the source is defined)
// OFF: @scale: FAILED (target is undefined where the source is defined)
// ROW: @transpose: FAILED (target is undefined where the source is defined)
// SRC: @scale: FAILED (memory mismatch)
// ASYNC: @scale: unsupported (affine.dma_start at {{.*}}async.mlir:{{[0-9]+}}:5: a DMA whose dma_wait does not follow it at once (what runs during an asynchronous transfer sees either buffer in an undefined state))
// TAG: @scale: unsupported (affine.dma_start at {{.*}}tag.mlir:{{[0-9]+}}:5: a DMA tag that memref.load uses (its value after a transfer is not defined))

func.func @scale(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32) {
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i] : memref<8xf32>
    %s = arith.mulf %v, %x : f32
    affine.store %s, %B[%i] : memref<8xf32>
  }
  return
}

func.func @transpose(%A: memref<4x3xf32>, %B: memref<3x4xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 3 {
      %v = affine.load %A[%i, %j] : memref<4x3xf32>
      affine.store %v, %B[%j, %i] : memref<3x4xf32>
    }
  }
  return
}

// Runs of one buffer: a DMA engine's result on overlapping ones is not defined.
func.func @overlapping(%A: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %tag = memref.alloc() : memref<1xi32>
  affine.dma_start %A[%c0], %A[%c2], %tag[%c0], %c4 : memref<8xf32>, memref<8xf32>, memref<1xi32>
  affine.dma_wait %tag[%c0], %c4 : memref<1xi32>
  memref.dealloc %tag : memref<1xi32>
  return
}

func.func @disjoint(%A: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %tag = memref.alloc() : memref<1xi32>
  affine.dma_start %A[%c0], %A[%c4], %tag[%c0], %c4 : memref<8xf32>, memref<8xf32>, memref<1xi32>
  affine.dma_wait %tag[%c0], %c4 : memref<1xi32>
  memref.dealloc %tag : memref<1xi32>
  return
}
