// `tv-lift --json`: one tvmlir-lift/1 document on stdout for every function
// (verdict, formula, lifted spec, candidates tried, exit code), the same
// verdicts as the text report: proved for the elementwise kernel, not
// lifted for the kernel whose mask is off by one.
// RUN: tv-lift --json %S/Inputs/relu-add-scf.mlir > %t.good.json
// RUN: %python -c "import json, sys; json.load(open(sys.argv[1]))" %t.good.json
// RUN: filecheck %s --check-prefix=GOOD --input-file=%t.good.json
// RUN: %expect-exit 1 -- tv-lift --json %S/Inputs/bad-relu-mask.mlir | filecheck %s --check-prefix=BAD

// GOOD:      "schema": "tvmlir-lift/1",
// GOOD:      "exit_code": 0,
// GOOD:      "verdict": "proved",
// GOOD-NEXT: "formula": "{{.+}}",
// GOOD-NEXT: "spec": "{{.*}}linalg.generic{{.*}}",

// BAD:      "exit_code": 1,
// BAD:      "function": "relu",
// BAD-NEXT: "verdict": "no formula found (the kernel fails when run: undefined behaviour: index [3] out of bounds of X [3] at memref.load at {{.*}}bad-relu-mask.mlir:14:12)",
