// REQUIRES: mlir-opt-19
// Tiled variants, through tvmlir's --lower (OURS) and the real mlir-opt-19
// pipeline (UP) with the same tile sizes.
//
// Matmul 8x16x4 with tiles 3,5, which divide neither 8 nor 4: every tile is
// bounded by min(tile, ub - tile origin) (affine.min, lowered to arith.minsi).
// tvmlir launches the full tiles and guards the threads with scf.if;
// upstream's convert-parallel-loops-to-gpu does not map such bounds, so its
// output stays two nested scf.parallel (verified as they are).
// RUN: tv-opt -p 'annotate,lower{tile-sizes=3,5},verify' %S/../Inputs/programs/matmul.mlir 2>%t.ours35.txt > %t.ours35.mlir
// RUN: filecheck %s --check-prefix=OURS35-IR < %t.ours35.mlir
// RUN: filecheck %s --check-prefixes=CHECK,OURS-GPU < %t.ours35.txt
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul.mlir | %mlir-gpu-pipeline-tiles 3,5 --mlir-print-debuginfo > %t.up35.mlir
// RUN: filecheck %s --check-prefix=UP35-IR < %t.up35.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up35.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP-PAR
//
// Tiles 4,2 divide 8x4: no guard, both pipelines launch kernels.
// RUN: tv-opt -p 'annotate,lower{tile-sizes=4,2},verify' %S/../Inputs/programs/matmul.mlir 2>%t.ours42.txt > %t.ours42.mlir
// RUN: filecheck %s --check-prefix=DIV-IR < %t.ours42.mlir
// RUN: filecheck %s --check-prefixes=CHECK,OURS-GPU < %t.ours42.txt
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul.mlir | %mlir-gpu-pipeline-tiles 4,2 --mlir-print-debuginfo > %t.up42.mlir
// RUN: filecheck %s --check-prefix=DIV-IR < %t.up42.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up42.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS-GPU
//
// The broadcast add with tiles 3,3 (8 and 16 are not multiples of 3): two
// guarded kernels in tvmlir, two guarded scf.parallel nests upstream.
// RUN: %expect-exit 0 -- tv-opt -p 'annotate,lower{tile-sizes=3,3},verify' %S/../Inputs/programs/add_broadcast.mlir -o /dev/null | filecheck %s --check-prefix=BCAST
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/add_broadcast.mlir | %mlir-gpu-pipeline-tiles 3,3 --mlir-print-debuginfo > %t.upb.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.upb.mlir -o /dev/null | filecheck %s --check-prefix=BCAST

// OURS35-IR:      "gpu.launch_func"
// OURS35-IR:      "gpu.func"
// OURS35-IR:        arith.minsi
// OURS35-IR:        arith.minsi
// OURS35-IR:        scf.if
// OURS35-IR:          scf.for
// OURS35-IR:            memref.store

// UP35-IR-NOT:    "gpu.launch_func"
// UP35-IR:        "scf.parallel"
// UP35-IR:          "arith.minsi"
// UP35-IR:          "scf.parallel"
// UP35-IR:            "memref.store"
// UP35-IR-NOT:    "gpu.launch_func"

// DIV-IR-NOT:     minsi
// DIV-IR-NOT:     scf.if
// DIV-IR:         gpu.launch_func
// DIV-IR-NOT:     minsi
// DIV-IR-NOT:     scf.if

// CHECK:      ok      write in bounds: memref.store at {{.*}}matmul.mlir:3:9
// CHECK:      ok      value = prophecy: memref.store at {{.*}}matmul.mlir:3:9: inferred @AB's partial reduction
// OURS-GPU:   ok      no read-write race: gpu.launch_func at {{.*}}matmul.mlir:3:9: threads of a block
// OURS-GPU:   ok      benign write-write races: gpu.launch_func at {{.*}}matmul.mlir:3:9: blocks write distinct cells
// UP-PAR:     ok      no read-write race: scf.parallel at {{.*}}matmul.mlir:3:9: parallel iterations
// UP-PAR:     ok      no read-write race: scf.parallel at {{.*}}matmul.mlir:3:9: parallel iterations
// CHECK:      ok      coverage: result 0 ({{.*}} = @AB)
// CHECK:      ok      final value: result 0 ({{.*}} = @AB)
// CHECK:      @matmul: verified

// BCAST:      ok      value = prophecy: tv.prophesy at {{.*}}add_broadcast.mlir:4:9
// BCAST:      ok      value = prophecy: tv.prophesy at {{.*}}add_broadcast.mlir:5:10
// BCAST:      ok      final value: result 0 ({{.*}} = @sum)
// BCAST:      @add_broadcast: verified
