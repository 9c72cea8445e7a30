// tensor.generate without the extent of its dynamic dimension.
func.func @f() -> tensor<?xindex> {
  %g = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  return %g : tensor<?xindex>
}
