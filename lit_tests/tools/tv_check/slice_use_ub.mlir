// An out-of-bounds tensor.extract_slice is UB where its result is used
// (semantics/tensor.py, Interp.defer_ub), by any op or terminator, and by a
// tensor.parallel_insert_slice, which scf.forall runs itself: @forall_insert
// is UB for %o >= 7 in the source, so the target may return %out there (it
// returned the slice's elements, some of them read past %t's end, and was
// FAILED).  @inverted_guard: a target using the slice exactly where it is out
// of bounds is FAILED.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --succinct %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @forall_insert: verified
// CHECK: @inverted_guard: FAILED (target is undefined where the source is defined)

func.func @forall_insert(%t: tensor<8xf32>, %o: index, %out: tensor<2xf32>) -> tensor<2xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%acc = %out) -> (tensor<2xf32>) {
    %s = tensor.extract_slice %t[%o] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %acc[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
    }
  }
  return %r : tensor<2xf32>
}

func.func @inverted_guard(%t: tensor<8xf32>, %o: index, %out: tensor<2xf32>) -> tensor<2xf32> {
  %c7 = arith.constant 7 : index
  %ok = arith.cmpi ult, %o, %c7 : index
  %r = scf.if %ok -> tensor<2xf32> {
    %s = tensor.extract_slice %t[%o] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  } else {
    scf.yield %out : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// ----- target

func.func @forall_insert(%t: tensor<8xf32>, %o: index, %out: tensor<2xf32>) -> tensor<2xf32> {
  %c7 = arith.constant 7 : index
  %ok = arith.cmpi ult, %o, %c7 : index
  %r = scf.if %ok -> tensor<2xf32> {
    %s = tensor.extract_slice %t[%o] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  } else {
    scf.yield %out : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

func.func @inverted_guard(%t: tensor<8xf32>, %o: index, %out: tensor<2xf32>) -> tensor<2xf32> {
  %c7 = arith.constant 7 : index
  %s = tensor.extract_slice %t[%o] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %ok = arith.cmpi ult, %o, %c7 : index
  %r = scf.if %ok -> tensor<2xf32> {
    scf.yield %out : tensor<2xf32>
  } else {
    scf.yield %s : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
