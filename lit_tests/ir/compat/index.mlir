// REQUIRES: mlir-opt-19
// The `index` dialect's syntax (ir/compat/index.py, IndexOps.td of LLVM
// 19): tvmlir reads the custom form and the generic form mlir-opt-19
// prints (`#index<cmp_predicate slt>`), prints the custom form, and
// mlir-opt-19 reads what tvmlir prints.
// RUN: tv-opt %s | filecheck %s
// RUN: %mlir-opt --mlir-print-op-generic %s | tv-opt | filecheck %s
// RUN: tv-opt %s | %mlir-opt | filecheck --check-prefix=UPSTREAM %s
// RUN: %expect-exit 3 -- tv-opt %S/Inputs/index-bad-predicate.mlir 2>&1 | filecheck --check-prefix=BAD %s

// CHECK: index.constant 42
// CHECK: index.bool.constant true
// CHECK: index.add %{{.*}}, %{{.*}}
// CHECK: index.ceildivu %{{.*}}, %{{.*}}
// CHECK: index.cmp slt(%{{.*}}, %{{.*}})
// CHECK: index.casts %{{.*}} : i32 to index
// CHECK: index.castu %{{.*}} : index to i64
// CHECK: index.sizeof
// CHECK: index.shl %{{.*}}, %{{.*}} {foo}
// UPSTREAM-DAG: index.cmp slt
// BAD: index-bad-predicate.mlir:2:18: error: Expected `eq`, `ne`, `slt`
// UPSTREAM-DAG: index.bool.constant true
func.func @f(%a: index, %b: index, %x: i32) -> (index, i1, i1, i64, index) {
  %c = index.constant 42
  %t = index.bool.constant true
  %s = index.add %a, %c
  %d = index.ceildivu %s, %b
  %e = index.cmp slt(%d, %a)
  %f = index.casts %x : i32 to index
  %g = index.castu %d : index to i64
  %z = index.sizeof
  %r = index.shl %f, %z {foo}
  return %r, %e, %t, %g, %z : index, i1, i1, i64, index
}
