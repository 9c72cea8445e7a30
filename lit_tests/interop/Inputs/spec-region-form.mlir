// The region form of tv.spec (releases before 0.2), read for one release.
tv.spec @add_spec source "" {
  tv.spec_tensor @A : tensor<4xf32>
  tv.spec_tensor @C : tensor<4x4xf32> stages 1
}
