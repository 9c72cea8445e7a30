// `func.func @f() {}` is not a declaration: mlir-opt-19 says "expected
// non-empty function body".  A declaration must be private ("symbol
// declaration cannot have public visibility").  Neither is "verified".
// RUN: %bad-input tv-opt %s | filecheck %s --check-prefix=EMPTY
// RUN: %bad-input tv-check %s %s | filecheck %s --check-prefix=EMPTY
// EMPTY: function-body.mlir:13:28: error: expected non-empty function body
// RUN: %mutate 'func.func private @empty\(\) \{\n\}' 'func.func @decl(i32) -> i32' < %s > %t.public.mlir
// RUN: %bad-input tv-opt %t.public.mlir | filecheck %s --check-prefix=PUBLIC
// PUBLIC: public.mlir:13:1: error: 'func.func' op symbol declaration cannot have public visibility
// RUN: %mutate 'func.func private @empty\(\) \{\n\}' 'func.func private @decl(i32) -> i32' < %s > %t.private.mlir
// RUN: tv-opt %t.private.mlir | filecheck %s --check-prefix=PRIVATE
// PRIVATE: func.func private @decl(i32) -> i32
func.func private @empty() {
}
