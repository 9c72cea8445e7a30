// Vector reductions combine lanes in another order than the spec's
// sequential one.  That rule is not built yet: an addf reduction without
// fastmath<reassoc> says precisely that the reordering is not licensed,
// other kinds that reordering is not modelled; never a proof, never a
// false failure (exit 2).
// RUN: %expect-exit 2 -- tv-opt --verify %s -o %t.o1 | filecheck %s
// RUN: %mutate --nth -1 '<add>, %v :' '<add>, %v fastmath<reassoc> :' < %s > %t.reassoc.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.reassoc.mlir -o %t.o2 | filecheck %s --check-prefix=REASSOC
// RUN: %mutate --nth -1 '<add>, %v :' '<maximumf>, %v :' < %s > %t.max.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.max.mlir -o %t.o3 | filecheck %s --check-prefix=MAX

builtin.module {
  tv.spec @sum8_spec source "func.func @sum8(%x: tensor<8xf32> {tv.name = \22x\22}, %out: tensor<f32> {tv.name = \22out\22}) -> tensor<f32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [\22reduction\22]} ins(%x : tensor<8xf32>) outs(%out : tensor<f32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%a: f32, %o: f32):\0A    %s = arith.addf %a, %o : f32\0A    linalg.yield %s : f32\0A  } -> tensor<f32>\0A  func.return %r : tensor<f32>\0A}" {
    tv.spec_tensor @x : tensor<8xf32>
    tv.spec_tensor @out : tensor<f32>
    tv.spec_tensor @r : tensor<f32> stages 1
  }
  func.func @sum8(%x: memref<8xf32>, %out: memref<f32>) -> memref<f32> {
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %z = arith.constant 0.0 : f32
    %v = vector.transfer_read %x[%c0], %z {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
    %init = memref.load %out[] : memref<f32>
    %s = vector.reduction <add>, %v : vector<8xf32> into f32
    %t = arith.addf %s, %init : f32
    %p = tv.prophesy %t for @sum8_spec::@r [] stage [%c7] : f32
    memref.store %p, %out[] : memref<f32>
    func.return %out : memref<f32>
  }
}

// CHECK: unsupported: vector.reduction at {{.*}}reductions-unsupported.mlir:24:10: addf reduction reordered without reassoc
// CHECK: @sum8: unsupported (vector.reduction at {{.*}}reductions-unsupported.mlir:24:10)
// REASSOC: unsupported: vector.reduction at {{.*}}:24:10: add reduction reordered (reordered reductions are not modelled yet)
// MAX: unsupported: vector.reduction at {{.*}}:24:10: maximumf reduction reordered (reordered reductions are not modelled yet)
