// REQUIRES: mlir-opt-19
// `nsz` leaves the sign of a zero result open on each execution of an op
// (LLVM, Alive2).  Lowered code is the target: two identical `nsz` adds may
// choose differently, so their difference can be -0.0 where the spec (no
// nsz) computes +0.0.  --verify called this verified while a choice was a
// function of the operands (identical ops agreed); each execution now has
// its own.  Both lowerings merge the two adds; the mutations split them
// again, without nsz (correct) and with it (wrong), and one nsz add
// subtracted from itself stays correct (+0 - +0 and -0 - -0 are +0).
// RUN: tv-opt --annotate --lower %s -o %t.ours.mlir
// RUN: %mutate '(\n\s+)(%%first = arith.addf %%in, %%zero) : f32(\n\s+)%%diff = arith.subf %%first, %%first : f32' '\1\2 : f32\1%%second = arith.addf %%in, %%zero : f32\3%%diff = arith.subf %%first, %%second : f32' < %t.ours.mlir > %t.split.mlir
// RUN: tv-opt --verify %t.split.mlir -o %t.out 2>&1 | filecheck %s --check-prefix=OK
// RUN: %mutate '(\n\s+)(%%first = arith.addf %%in, %%zero) : f32(\n\s+)%%diff = arith.subf %%first, %%first : f32' '\1\2 fastmath<nsz> : f32\1%%second = arith.addf %%in, %%zero fastmath<nsz> : f32\3%%diff = arith.subf %%first, %%second : f32' < %t.ours.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.bad.mlir | filecheck %s
// RUN: %mutate '(\n\s+)(%%first = arith.addf %%in, %%zero) : f32' '\1\2 fastmath<nsz> : f32' < %t.ours.mlir > %t.one.mlir
// RUN: tv-opt --verify %t.one.mlir -o %t.out 2>&1 | filecheck %s --check-prefix=OK
// RUN: tv-opt --annotate --print-op-generic %s | %mlir-gpu-pipeline -o %t.up.mlir
// RUN: %mutate '(%%\d+) = "arith.addf"\((%%\w+), (%%\w+)\) <\{fastmath = #arith.fastmath<none>\}> : \(f32, f32\) -> f32(\n\s+)(%%\d+) = "arith.subf"\(\1, \1\)' '\1 = "arith.addf"(\2, \3) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32\4%%second = "arith.addf"(\2, \3) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32\4\5 = "arith.subf"(\1, %%second)' < %t.up.mlir > %t.up-bad.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.up-bad.mlir | filecheck %s
func.func @twice(%x: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %first = arith.addf %in, %zero : f32
    %second = arith.addf %in, %zero : f32
    %diff = arith.subf %first, %second : f32
    linalg.yield %diff : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
// OK: @twice: verified
// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// CHECK-NEXT: instance: {{.*}}expected r({{[0-9]+}}) = 0.0; computed -0.0
// CHECK: @twice: FAILED (value = prophecy)
