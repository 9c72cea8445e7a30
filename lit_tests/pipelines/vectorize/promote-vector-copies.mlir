// REQUIRES: mlir-opt-19, tv-plugin
// Vector copies: transform.structured.promote stages the A and B tiles of
// a forall-tiled matmul, and the vectorizer turns each staging copy into
// a vector.transfer_read and a vector.transfer_write that carry no
// tv.prophesy.  Each written lane stores the symbolic content of the cell
// its lane read (design-notes section 8, "Copies"), so the matmul reading
// the staged tiles verifies; masked copies of partial tiles too.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/matmul.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/promote-vectorize-copies.mlir --transform-interpreter --convert-linalg-to-loops --lower-affine --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.vec.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.vec.mlir -o %t.out | filecheck %s --check-prefix=OK
//
// Partial tiles, masked copies:
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/promote-vectorize-copies-masked.mlir --transform-interpreter --lower-vector-mask --convert-linalg-to-loops --lower-affine --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.mask.mlir
// RUN: filecheck %s --check-prefix=MASK-SHAPE < %t.mask.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mask.mlir -o %t.mask.out | filecheck %s --check-prefix=OK
//
// Mutant: the A tile is staged from the first rows of A in every block
// (a wrong copy): the staged values are not the spec's.
// RUN: %mutate '"vector.transfer_read"\(%\d+, (%\d+), (%\d+), (%\d+)\)(.*)\(memref<4x16xf32, strided<\[16, 1\], offset: \?>>,' '"vector.transfer_read"(%arg0, \1, \2, \3)\4(memref<8x16xf32>,' < %t.vec.mlir > %t.rows.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.rows.mlir | filecheck %s --check-prefix=ROWS
//
// Mutant: the copied vector is negated before it is written: a value
// computed from a read is not a copy.
// RUN: %mutate '"vector.transfer_write"\((%\d+), ' '%neg = "arith.negf"(\1) <{fastmath = #arith.fastmath<none>}> : (vector<4x16xf32>) -> vector<4x16xf32>\n      "vector.transfer_write"(%neg, ' < %t.vec.mlir > %t.neg.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.neg.mlir -o %t.neg.out | filecheck %s --check-prefix=NEG
//
// Mutant: the masked copy reads only 2 rows but writes all the tile's
// rows: in a full tile the third row is the read's padding, not A's.
// RUN: %mutate '^(\s*)(%\d+) = "vector.create_mask"' '\1%rows2 = "vector.constant_mask"() <{mask_dim_sizes = [2, 16]}> : () -> vector<3x16xi1>\n\1\2 = "vector.create_mask"' < %t.mask.mlir > %t.pad0.mlir
// RUN: %mutate '("vector.transfer_read"\(%\d+, %\d+, %\d+, %\d+), %\d+\)' '\1, %rows2)' < %t.pad0.mlir > %t.pad.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.pad.mlir -o %t.pad.out | filecheck %s --check-prefix=PAD

// SHAPE: "vector.transfer_read"({{.*}}) -> vector<4x16xf32>
// SHAPE-NEXT: "vector.transfer_write"
// SHAPE: "vector.transfer_read"({{.*}}) -> vector<16x4xf32>
// SHAPE-NEXT: "vector.transfer_write"
// SHAPE-NOT: "tv.prophesy"({{.*}}vector
// MASK-SHAPE: "vector.create_mask"
// MASK-SHAPE-NEXT: "vector.transfer_read"({{.*}}vector<3x16xi1>) -> vector<3x16xf32>
// MASK-SHAPE-NEXT: "vector.transfer_write"({{.*}}vector<3x16xi1>) -> ()

// OK-NOT: missing annotation
// OK: ok      read defined: vector.transfer_read at {{.*}}matmul.mlir:3:9
// OK: ok      value = prophecy: memref.store at {{.*}}matmul.mlir:3:9: inferred @AB's partial reduction
// OK: @matmul: verified

// ROWS: FAILED  value = prophecy: memref.store at {{.*}}matmul.mlir:3:9: the stored value is not the inferred spec element
// ROWS: @matmul: FAILED (value = prophecy)

// NEG: undecided missing annotation: vector.transfer_write at {{.*}}matmul.mlir:3:9: the stored vector has no tv.prophesy: the annotation was lost
// NEG: @matmul: unsupported (annotation lost at {{.*}})

// PAD: undecided missing annotation: vector.transfer_write at {{.*}}matmul.mlir:3:9: the stored vector has no tv.prophesy and is not a copy: some written lanes hold the padding of the vector.transfer_read at {{.*}}matmul.mlir:3:9, not a cell's content
// PAD: @matmul: unsupported (annotation lost at {{.*}})
