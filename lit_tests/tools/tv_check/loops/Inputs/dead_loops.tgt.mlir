// The targets of ../dead_loops.mlir.
func.func @fresh_per_iteration() {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to 300 {
    %a = memref.alloc() : memref<300xf32>
    affine.store %cst, %a[%i] : memref<300xf32>
    %v = affine.load %a[%i floordiv 2] : memref<300xf32>
    %w = arith.addf %v, %cst : f32
  }
  return
}

func.func @one_buffer() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    affine.store %cst, %a[%i] : memref<300xf32>
    %v = affine.load %a[%i floordiv 2] : memref<300xf32>
    %w = arith.addf %v, %cst : f32
  }
  return
}

func.func @source_out_of_bounds() {
  return
}

func.func @target_out_of_bounds() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 301 {
    affine.store %cst, %a[%i] : memref<300xf32>
  }
  return
}

func.func @guarded_store() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
      affine.store %cst, %a[%i] : memref<300xf32>
    }
  }
  affine.for %i = 0 to 300 {
    %v = affine.load %a[%i] : memref<300xf32>
    %w = arith.addf %v, %cst : f32
  }
  return
}

func.func @dead_and_wrong(%out: memref<4xf32>) {
  %cst = arith.constant 1.0 : f32
  %cst2 = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    affine.store %cst, %a[%i] : memref<300xf32>
  }
  affine.for %i = 0 to 4 {
    affine.store %cst2, %out[%i] : memref<4xf32>
  }
  return
}

func.func @escapes_by_copy(%out: memref<300xf32>) {
  %cst = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    affine.store %cst, %a[%i] : memref<300xf32>
  }
  memref.copy %a, %out : memref<300xf32> to memref<300xf32>
  return
}

func.func @uninit_some_inputs(%n: index) {
  return
}

func.func @uninit_written_under_if() {
  return
}

func.func private @ext()

func.func @uninit_after_call() {
  func.call @ext() : () -> ()
  return
}

func.func @uninit_always() {
  return
}
