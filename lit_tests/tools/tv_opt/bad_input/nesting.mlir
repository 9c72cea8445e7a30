// Nesting beyond tvmlir's parser (100 brackets: regions, types,
// attributes) is one located error, not a RecursionError (exit 4).
// (tvmlir's reader alone: mlir-opt-19 reads such input, which is then valid
// but unsupported, exit 2.)
// RUN: %python -c "print('func.func @f(%%c: i1) {\n' + 'scf.if %%c {\n' * 150 + '}\n' * 150 + '  func.return\n}')" > %t.regions.mlir
// RUN: %bad-input tv-opt --reader native %t.regions.mlir | filecheck %s --check-prefix=REGIONS
// RUN: %bad-input tv-check --reader native %t.regions.mlir %t.regions.mlir | filecheck %s --check-prefix=REGIONS
// REGIONS: regions.mlir:101:11: error: nesting deeper than 100 levels (brackets, regions, types) is beyond tvmlir's parser
// RUN: %python -c "print('func.func private @f(' + 'tuple<' * 2000 + 'i32' + '>' * 2000 + ')')" > %t.types.mlir
// RUN: %bad-input tv-opt --reader native %t.types.mlir | filecheck %s --check-prefix=TYPES
// TYPES: types.mlir:1:621: error: nesting deeper than 100 levels
// Just below the limit parses (and prints).
// RUN: %python -c "print('func.func @f(%%c: i1) {\n' + 'scf.if %%c {\n' * 98 + '}\n' * 98 + '  func.return\n}')" > %t.ok.mlir
// RUN: tv-opt %t.ok.mlir | filecheck %s --check-prefix=OK
// OK: scf.if
