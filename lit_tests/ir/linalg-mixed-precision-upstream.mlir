// REQUIRES: mlir-opt-19
// The mixed-precision named ops of linalg-mixed-precision.mlir generalize
// to exactly what mlir-opt-19 writes (both printed by mlir-opt-19, then
// compared line by line), and tvmlir's printed form parses in mlir-opt-19.
// RUN: tv-opt -p tv-generalize-named-ops %S/linalg-mixed-precision.mlir | %mlir-opt --mlir-print-local-scope > %t.ours
// RUN: %mlir-opt --linalg-generalize-named-ops --mlir-print-local-scope %S/linalg-mixed-precision.mlir > %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: tv-opt %S/linalg-mixed-precision.mlir | %mlir-opt --mlir-print-local-scope > %t.printed
// RUN: %mlir-opt --mlir-print-local-scope %S/linalg-mixed-precision.mlir > %t.parsed
// RUN: diff %t.printed %t.parsed
