// verify{source=FILE} ties the spec to the file it claims to come from: the
// pass annotates FILE again and every spec used must be exactly what that
// makes (source text and spec tensors).  A spec and code tampered the same
// way (ReLU's max becomes min in both) verify without source=, and fail with
// it.  Exit codes: 1 for a mismatch (a validation failure), 3 for a FILE
// that cannot be read.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic %S/../../Inputs/programs/fused_elementwise.mlir -o %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source="%S/../../Inputs/programs/fused_elementwise.mlir"}' %t.low.mlir -o %t.out | filecheck %s --check-prefix=SAME
// A path needs no quotes, as with mlir-opt (a value runs to a space, `,` or `}`):
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source=%S/../../Inputs/programs/fused_elementwise.mlir fp=abstract}' %t.low.mlir -o %t.out | filecheck %s --check-prefix=SAME
// RUN: %mutate '"arith.maximumf"' '"arith.minimumf"' < %t.low.mlir | %mutate 'arith.maximumf %x_1' 'arith.minimumf %x_1' > %t.tampered.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.tampered.mlir -o %t.out | filecheck %s --check-prefix=TRUSTED
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{source="%S/../../Inputs/programs/fused_elementwise.mlir"}' %t.tampered.mlir | filecheck %s --check-prefix=TAMPERED
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{source="%S/../../Inputs/programs/row_max.mlir"}' %t.low.mlir | filecheck %s --check-prefix=OTHER
// RUN: %bad-input tv-opt -p 'verify{source="%t.missing.mlir"}' %t.low.mlir | filecheck %s --check-prefix=MISSING

// SAME:      ok      spec matches source: tv.spec @fused_elementwise_spec at {{.*}}: as --annotate makes it of {{.*}}fused_elementwise.mlir
// SAME:      @fused_elementwise: verified

// TRUSTED:   @fused_elementwise: verified

// TAMPERED:      @fused_elementwise: checking against tv.spec @fused_elementwise_spec
// TAMPERED-NEXT:   FAILED  spec matches source: tv.spec @fused_elementwise_spec at {{.*}}: the source text of tv.spec @fused_elementwise_spec differs at its line 12: `%m_1 = arith.minimumf %x_1, %zero : f32` where --annotate makes `%m_1 = arith.maximumf %x_1, %zero : f32`
// TAMPERED-NEXT: @fused_elementwise: FAILED (spec matches source)

// OTHER:     FAILED  spec matches source: tv.spec @fused_elementwise_spec at {{.*}}: --annotate makes no tv.spec @fused_elementwise_spec of {{.*}}row_max.mlir (it makes: @row_max_spec)
// OTHER:     @fused_elementwise: FAILED (spec matches source)

// MISSING:   {{.*}}.missing.mlir:1:1: error: verify{source}: cannot read the source file: No such file or directory
