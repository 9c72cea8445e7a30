// REQUIRES: mlir-opt-19
// `tv-opt --verify --json`: the report as one tvmlir-verify/1 document on
// stdout (instead of the IR; -o FILE still gets it), the same verdicts as
// the text report.  Real upstream lowering (mlir-opt-19's GPU pipeline) of
// the annotated program, then the same lowering with the add turned into a
// sub: verified, then FAILED with the obligation in the JSON.
// RUN: tv-opt --annotate --print-op-generic %S/../../Inputs/programs/fused_elementwise.mlir -o %t.annotated.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.annotated.mlir > %t.gpu.mlir
// RUN: tv-opt --allow-unregistered-dialect --verify --json %t.gpu.mlir -o %t.ir.mlir > %t.good.json 2> %t.good.txt
// RUN: %python -c "import json, sys; json.load(open(sys.argv[1]))" %t.good.json
// RUN: filecheck %s --check-prefix=GOOD --input-file=%t.good.json
// RUN: filecheck %s --check-prefix=IR --input-file=%t.ir.mlir
// RUN: %mutate '"arith.addf"' '"arith.subf"' < %t.gpu.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-opt --allow-unregistered-dialect --verify --json %t.bad.mlir | filecheck %s --check-prefix=TEXT
// RUN: not tv-opt --allow-unregistered-dialect --verify --json %t.bad.mlir > %t.bad.json 2> %t.bad.txt
// RUN: %python -c "import json, sys; json.load(open(sys.argv[1]))" %t.bad.json
// RUN: filecheck %s --check-prefix=BAD --input-file=%t.bad.json
// The text report on stderr is unchanged by --json.
// RUN: filecheck %s --check-prefix=TEXT --input-file=%t.bad.txt
// --json without a pass that reports is bad input.
// RUN: %bad-input tv-opt --json %t.gpu.mlir | filecheck %s --check-prefix=NOVERIFY

// GOOD:      "schema": "tvmlir-verify/1",
// GOOD:      "exit_code": 0,
// GOOD:      "function": "fused_elementwise",
// GOOD-NEXT: "spec": "fused_elementwise_spec",
// GOOD-NEXT: "verdict": "verified",

// IR: gpu.launch_func

// BAD:      "exit_code": 1,
// BAD:      "function": "fused_elementwise",
// BAD-NEXT: "spec": "fused_elementwise_spec",
// BAD-NEXT: "verdict": "failed",
// BAD-NEXT: "verdict_text": "FAILED (value = prophecy)",

// TEXT: @fused_elementwise: FAILED (value = prophecy)

// NOVERIFY: tv-opt: error: --json reports what --verify found: add --verify (or -p verify{...})
