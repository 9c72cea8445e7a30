// tv-check reads what tv-opt reads: an unknown op or type is bad input
// (exit 3, one located line), not "unsupported" or "signatures differ".
// RUN: %bad-input tv-check %s %s | filecheck %s
// CHECK: unknown.mlir:11:8: error: unknown operation 'arith.frobnicate' (tvmlir does not define it; pass --allow-unregistered-dialect to accept it as an opaque op)
// RUN: %mutate --all '"arith.frobnicate"' 'arith.frobnicate' < %s > %t.custom.mlir
// RUN: %bad-input tv-check %t.custom.mlir %t.custom.mlir | filecheck %s --check-prefix=CUSTOM
// CUSTOM: custom.mlir:11:8: error: unknown operation 'arith.frobnicate'
// RUN: %mutate --all 'i32' '!foo.bar' < %s > %t.type.mlir
// RUN: %bad-input tv-check %t.type.mlir %t.type.mlir | filecheck %s --check-prefix=TYPE
func.func @f(%a: i32) -> i32 {
  %r = "arith.frobnicate"(%a) : (i32) -> i32
  return %r : i32
}
// TYPE: type.mlir:10:{{[0-9]+}}: error: 'foo.bar' is not registered
