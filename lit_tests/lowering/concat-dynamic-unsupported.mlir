// A `tensor.concat` with a dynamic extent: its slices' offsets would be
// computed values, so --annotate and tv-bufferize leave it as it is
// (passes/concat_as_inserts.py) and it stays unsupported (exit 2), one
// line naming the op (the static case: lit_tests/frontends/concat-inserts.mlir).
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt --annotate --lower --verify %s 2>&1 | filecheck %s
// CHECK: unsupported (tensor.concat at {{.*}}concat-dynamic-unsupported.mlir:9:8): tv-bufferize cannot bufferize tensor.concat

func.func @dyn(%a: tensor<?x2xf32>, %b: tensor<1x2xf32>) -> tensor<?x2xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<?x2xf32>, tensor<1x2xf32>) -> tensor<?x2xf32>
  return %c : tensor<?x2xf32>
}
