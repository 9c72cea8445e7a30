// fast-math flags that license later rewrites (contract, afn, reassoc,
// arcp) are not modelled: a target that adds one the source lacks is
// refused, at the op; a source that has it may drop it (the exact result is
// one the flag permits); kept on both sides, flags are matched by op name
// (an assumption of the verdict).
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %expect-exit 1 -- tv-check --fp=ieee %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @adds_contract(%x: f32, %y: f32, %z: f32) -> f32 {
  %m = arith.mulf %x, %y : f32
  %a = arith.addf %m, %z : f32
  return %a : f32
}

func.func @adds_afn(%x: f32) -> f32 {
  %r = math.exp %x : f32
  return %r : f32
}

func.func @adds_reassoc(%x: f32, %y: f32, %z: f32) -> f32 {
  %a = arith.addf %x, %y : f32
  %b = arith.addf %a, %z : f32
  return %b : f32
}

func.func @drops_contract(%x: f32, %y: f32, %z: f32) -> f32 {
  %m = arith.mulf %x, %y fastmath<contract> : f32
  %a = arith.addf %m, %z fastmath<contract> : f32
  return %a : f32
}

func.func @keeps_contract(%x: f32, %y: f32, %z: f32) -> f32 {
  %m = arith.mulf %x, %y fastmath<contract> : f32
  %a = arith.addf %m, %z fastmath<contract> : f32
  return %a : f32
}

// ----- target

func.func @adds_contract(%x: f32, %y: f32, %z: f32) -> f32 {
  %m = arith.mulf %x, %y fastmath<contract> : f32
  %a = arith.addf %m, %z fastmath<contract> : f32
  return %a : f32
}

func.func @adds_afn(%x: f32) -> f32 {
  %r = math.exp %x fastmath<afn> : f32
  return %r : f32
}

func.func @adds_reassoc(%x: f32, %y: f32, %z: f32) -> f32 {
  %a = arith.addf %x, %y : f32
  %b = arith.addf %a, %z fastmath<reassoc> : f32
  return %b : f32
}

func.func @drops_contract(%x: f32, %y: f32, %z: f32) -> f32 {
  %m = arith.mulf %x, %y : f32
  %a = arith.addf %m, %z : f32
  return %a : f32
}

func.func @keeps_contract(%x: f32, %y: f32, %z: f32) -> f32 {
  %m = arith.mulf %x, %y fastmath<contract> : f32
  %a = arith.addf %m, %z fastmath<contract> : f32
  return %a : f32
}

// CHECK:      @adds_contract: FAILED (target adds fastmath<contract> at {{.*}}.tgt.mlir:42:8, not present in the source)
// CHECK-NEXT: @adds_afn: FAILED (target adds fastmath<afn> at {{.*}}.tgt.mlir:48:8, not present in the source)
// CHECK-NEXT: @adds_reassoc: FAILED (target adds fastmath<reassoc> at {{.*}}.tgt.mlir:54:8, not present in the source)
// CHECK-NEXT: @drops_contract: verified
// CHECK-NEXT: @keeps_contract: verified
// CHECK-NEXT: assumptions of the verified functions:
// CHECK-NEXT:   @keeps_contract: assumes fastmath<contract> in the target license only what the same flag on the source's ops of the same name (for an fma: the adds it fuses) does
// CHECK-NOT:  @drops_contract
