// A copy lowered by hand to a sequential loop, without any tv.prophesy:
// each store writes the symbolic content of the cell it loaded (the input
// element a(i)), in the prophetic pass as a reference to a[i], which no
// iteration writes (design-notes section 8, "Copies").  One proof for
// every size.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s --check-prefix=OK
//
// Mutant: the copy reversed (o[i] = a[n-1-i]).
// RUN: %mutate '%v = memref.load %a\[%i\]' '%m1 = arith.subi %n, %c1 : index\n    %r = arith.subi %m1, %i : index\n    %v = memref.load %a[%r]' < %s > %t.rev.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.rev.mlir | filecheck %s --check-prefix=REV
//
// Mutant: the copy reads the output it writes, one cell back (a
// loop-carried copy): its prophetic effect would need the heap of earlier
// iterations, so it is unsupported, precisely.
// RUN: %mutate '%v = memref.load %a\[%i\]' '%ip = arith.addi %i, %c1 : index\n    %v = memref.load %o[%ip]' < %s > %t.carried.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.carried.mlir -o %t.carried.out | filecheck %s --check-prefix=CARRIED
//
// Mutant: a value computed from the load (not a copy) without prophecy is
// still a missing annotation.
// RUN: %mutate 'memref.store %v, %o\[%i\]' '%w = arith.negf %v : f32\n    memref.store %w, %o[%i]' < %s > %t.neg.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.neg.mlir -o %t.neg.out | filecheck %s --check-prefix=NEG

tv.spec @cp_spec source "func.func @cp(%a: tensor<?xf32> {tv.name = \22a\22}, %o: tensor<?xf32> {tv.name = \22o\22}) -> tensor<?xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%a : tensor<?xf32>) outs(%o : tensor<?xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%x: f32, %y: f32):\0A    linalg.yield %x : f32\0A  } -> tensor<?xf32>\0A  func.return %r : tensor<?xf32>\0A}" {
  tv.spec_tensor @a : tensor<?xf32>
  tv.spec_tensor @o : tensor<?xf32>
  tv.spec_tensor @r : tensor<?xf32>
}

func.func @cp(%a: memref<?xf32>, %o: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xf32>
    memref.store %v, %o[%i] : memref<?xf32>
  }
  func.return %o : memref<?xf32>
}

// OK-NOT: missing annotation
// OK: ok      read defined: memref.load at {{.*}}copy-in-loop.mlir:34:10
// OK: ok      write in bounds: memref.store at {{.*}}copy-in-loop.mlir:35:5
// OK: ok      coverage: result 0
// OK: ok      final value: result 0
// OK: @cp: verified

// REV: FAILED  final value: result 0
// REV: @cp: FAILED (final value)

// CARRIED: unsupported: scf.for at {{.*}}.mlir:33:3: a copy reads cells the loop also writes: its prophetic effect would need the heap of earlier iterations
// CARRIED: @cp: unsupported (scf.for at {{.*}}.mlir:33:3)

// NEG: undecided missing annotation: memref.store at {{.*}}.mlir:36:5
// NEG: @cp: unsupported (annotation lost at {{.*}})
