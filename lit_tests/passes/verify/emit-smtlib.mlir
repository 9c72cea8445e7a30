// The options of the pass: every z3 query can be written as SMT-LIB
// (printed from the smt dialect, tvmlir.smt.emit_smtlib), and a solver
// reading the file gets the same answer (unsat: proved).  Both external
// solvers on matmul: prophetic/emit-smtlib-matmul.mlir.
// RUN: rm -rf %t.smt
// RUN: %expect-exit 0 -- tv-opt -p 'verify{emit-smtlib="%t.smt" timeout=10000 depth=3}' %s -o /dev/null | filecheck %s
// RUN: cat %t.smt/copy-001-value-prophecy.smt2 | filecheck %s --check-prefix=SMT
// RUN: %python -c "import z3, sys; s = z3.Solver(); s.from_file(sys.argv[1]); print(s.check())" %t.smt/copy-001-value-prophecy.smt2 | filecheck %s --check-prefix=Z3

tv.spec @copy_spec source "func.func @copy(%a: tensor<?xf32> {tv.name = \"A\"}, %o: tensor<?xf32> {tv.name = \"O\"}) -> tensor<?xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a : tensor<?xf32>) outs(%o : tensor<?xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%x: f32, %y: f32):\n    %n = arith.negf %x : f32\n    linalg.yield %n : f32\n  } -> tensor<?xf32>\n  func.return %0 : tensor<?xf32>\n}" {
  tv.spec_tensor @C : tensor<?xf32>
}

func.func @copy(%a: memref<?xf32>, %c: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.negf %x : f32
    %p = tv.prophesy %y for @copy_spec::@C [%i] : f32
    memref.store %p, %c[%i] : memref<?xf32>
  }
  func.return %c : memref<?xf32>
}

// CHECK: @copy: verified
// SMT: (set-logic QF_UFBVLIA)
// SMT: (check-sat)
// Z3: unsat
