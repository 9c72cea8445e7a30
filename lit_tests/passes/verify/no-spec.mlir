// A module without any tv.spec: nothing can be verified, and saying
// "verified" would be a lie, so the verdict is unsupported (exit 2); the IR
// still passes through.
// RUN: %expect-exit 2 -- tv-opt --verify %s | filecheck %s

func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  func.return %a : memref<4xf32>
}

// expect-exit prints the command's stdout (the IR), then its stderr.
// CHECK: func.func @f
// CHECK: @f: skipped (no tv.spec)
// CHECK: @module: unsupported (no function has a tv.spec)
