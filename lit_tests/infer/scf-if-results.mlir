// scf.if with scalar results in --verify: the result is the taken
// branch's yield (its UB and poison only), each branch's loads checked on
// the iterations that take it.  The target is a hand-lowered select on a
// quasi-affine condition (the shape tv-vector-gather-to-loads gives a
// masked gather's lanes).  Verified.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%t.src.mlir"}' %t.tgt.mlir -o %t.out.mlir | filecheck %s
//
// The else branch reads x: the stored value is not the spec's for i >= 5.
// RUN: %mutate '%b = memref.load %y\[%i\]' '%b = memref.load %x[%i]' < %t.tgt.mlir > %t.x.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%t.src.mlir"}' %t.x.mlir -o %t.out.mlir | filecheck %s --check-prefix=X
//
// The else branch reads y[i + 3]: out of bounds on the iterations that take it (i >= 5).
// RUN: %mutate '%b = memref.load %y\[%i\]' '%i3 = arith.addi %i, %c3 : index\n      %b = memref.load %y[%i3]' < %t.tgt.mlir > %t.oob.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%t.src.mlir"}' %t.oob.mlir -o %t.out.mlir | filecheck %s --check-prefix=OOB

// CHECK: note: inferred: memref.store at {{.*}}: @r [%i]
// CHECK: ok      read in bounds: memref.load
// CHECK: @where: verified

// X: FAILED  final value: result 0 (%out = @r)
// X: @where: FAILED

// OOB: FAILED  read in bounds: memref.load at {{.*}}
// OOB: @where: FAILED (read in bounds)

#id = affine_map<(d0) -> (d0)>
func.func @where(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %i = linalg.index 0 : index
    %c5 = arith.constant 5 : index
    %c = arith.cmpi ult, %i, %c5 : index
    %s = arith.select %c, %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// ----- target

func.func @where(%x: memref<8xf32>, %y: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %out = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %c = arith.cmpi ult, %i, %c5 : index
    %v = scf.if %c -> (f32) {
      %a = memref.load %x[%i] : memref<8xf32>
      scf.yield %a : f32
    } else {
      %b = memref.load %y[%i] : memref<8xf32>
      scf.yield %b : f32
    }
    memref.store %v, %out[%i] : memref<8xf32>
  }
  return %out : memref<8xf32>
}
