// affine.if in MLIR's custom syntax (as MLIR's own Affine, Bufferization
// and MemRef tests write it): `#set(dims)[syms]`, `-> (T)`, `else`, and the
// implicit affine.yield of a region without results.  xDSL read it only in
// generic form.
// RUN: %split-pair %s %t
// RUN: tv-opt --reader native %t.src.mlir > %t.read.mlir
// RUN: filecheck %s --check-prefix=READ < %t.read.mlir
// RUN: mlir-opt-19 %t.read.mlir > %t.back.mlir
// READ: affine.if affine_set<(d0)[s0] : ((d0 + -10) >= 0, ((s0 + (d0 * -1)) + -9) >= 0)>(%i)[%n] {
// READ-NEXT: affine.store %a, %m[0] : memref<10xf32>
// READ-NEXT: affine.yield
// READ: %r = affine.if affine_set<(d0) : ((d0 + -1) >= 0)>(%i) -> (f32) {

// Against mlir-opt-19 --lower-affine (the target part): verified; with the
// lowered bound off by one, FAILED.
// RUN: %expect-exit 0 -- tv-check --reader native %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// RUN: %mutate "%c-1_1 = arith.constant -1 : index" "%c-1_1 = arith.constant -2 : index" < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --reader native %t.src.mlir %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: @f: FAILED

// An operand count the set does not take stays an error (as in mlir-opt-19).
// RUN: %mutate --nth -1 "\(%i\)\[%n\] \{" "(%i)[%n, %n] {" < %t.src.mlir > %t.count.mlir
// RUN: %bad-input tv-opt %t.count.mlir | filecheck %s --check-prefix=COUNT
// COUNT: count.mlir:[[# @LINE + 12]]:3: error: 'affine.if' op operand count and condition integer set dimension and symbol count must match

#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 9 >= 0)>
func.func @f(%i: index, %n: index, %a: f32, %b: f32, %m: memref<10xf32>) -> f32 {
  affine.if #set(%i)[%n] {
    affine.store %a, %m[0] : memref<10xf32>
  }
  %r = affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  affine.if #set(%i)[%n] {
  } else {
    affine.store %b, %m[1] : memref<10xf32>
  }
  return %r : f32
}

// ----- target

module {
  func.func @f(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32, %arg4: memref<10xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c-10 = arith.constant -10 : index
    %0 = arith.addi %arg0, %c-10 : index
    %1 = arith.cmpi sge, %0, %c0 : index
    %c-1 = arith.constant -1 : index
    %2 = arith.muli %arg0, %c-1 : index
    %3 = arith.addi %2, %arg1 : index
    %c-9 = arith.constant -9 : index
    %4 = arith.addi %3, %c-9 : index
    %5 = arith.cmpi sge, %4, %c0 : index
    %6 = arith.andi %1, %5 : i1
    scf.if %6 {
      %c0_6 = arith.constant 0 : index
      memref.store %arg2, %arg4[%c0_6] : memref<10xf32>
    }
    %c0_0 = arith.constant 0 : index
    %c-1_1 = arith.constant -1 : index
    %7 = arith.addi %arg0, %c-1_1 : index
    %8 = arith.cmpi sge, %7, %c0_0 : index
    %9 = scf.if %8 -> (f32) {
      scf.yield %arg2 : f32
    } else {
      scf.yield %arg3 : f32
    }
    %c0_2 = arith.constant 0 : index
    %c-10_3 = arith.constant -10 : index
    %10 = arith.addi %arg0, %c-10_3 : index
    %11 = arith.cmpi sge, %10, %c0_2 : index
    %c-1_4 = arith.constant -1 : index
    %12 = arith.muli %arg0, %c-1_4 : index
    %13 = arith.addi %12, %arg1 : index
    %c-9_5 = arith.constant -9 : index
    %14 = arith.addi %13, %c-9_5 : index
    %15 = arith.cmpi sge, %14, %c0_2 : index
    %16 = arith.andi %11, %15 : i1
    scf.if %16 {
    } else {
      %c1 = arith.constant 1 : index
      memref.store %arg3, %arg4[%c1] : memref<10xf32>
    }
    return %9 : f32
  }
}
