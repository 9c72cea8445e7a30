// --index-bitwidth=N (MLIR's lowering option name): index values are N bits
// wide (default 64, printed among the assumptions); extents of a narrower
// target are below 2^(N-1).
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=W64
// RUN: %expect-exit 1 -- tv-check --accept-bounded --index-bitwidth=32 %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=W32
// RUN: %expect-exit 1 -- tv-check --accept-bounded --index-bitwidth=32 --fp=ieee %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=W32
// RUN: %bad-input tv-check --accept-bounded --index-bitwidth=4 %t.src.mlir %t.tgt.mlir

// i + (2^32 - 1) + 1 wraps around to i on 32 bits only.
func.func @wrap(%i: index) -> index {
  %c1 = arith.constant 1 : index
  %big = arith.constant 4294967295 : index
  %a = arith.addi %i, %big : index
  %b = arith.addi %a, %c1 : index
  return %b : index
}

// index_cast sign-extends: masking to 32 bits is wrong on both widths.
func.func @cast(%i: index) -> i64 {
  %r = arith.index_cast %i : index to i64
  return %r : i64
}

// The last element, through an extent read as an index.
func.func @last(%t: tensor<?xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %j = arith.subi %d, %c1 : index
  %r = tensor.extract %t[%j] : tensor<?xf32>
  return %r : f32
}

// ----- target

func.func @wrap(%i: index) -> index {
  return %i : index
}

func.func @cast(%i: index) -> i64 {
  %r = arith.index_cast %i : index to i64
  %c = arith.constant 4294967295 : i64
  %m = arith.andi %r, %c : i64
  return %m : i64
}

func.func @last(%t: tensor<?xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %j = arith.subi %d, %c1 : index
  %r = tensor.extract %t[%j] : tensor<?xf32>
  return %r : f32
}

// W64:      @wrap: FAILED (return value mismatch)
// W64:          source: 4294967{{[0-9]+}}
// W64:      @cast: FAILED (return value mismatch)
// W64:      @last: verified
// W64:      assumptions of the verified functions:
// W64-NEXT:   @last: assumes index is 64 bits wide (--index-bitwidth=64)

// W32:      @wrap: verified
// W32-NEXT: @cast: FAILED (return value mismatch)
// W32-NEXT:   %i = -{{[0-9]+}}
// W32:      @last: verified
// W32:      assumptions of the verified functions:
// W32-NEXT:   @wrap, @last: assumes index is 32 bits wide (--index-bitwidth=32)
