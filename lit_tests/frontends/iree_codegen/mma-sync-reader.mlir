// nvgpu.mma.sync is read in MLIR's custom and generic forms, with
// MLIR's verifier rules (verifyMmaSyncOp): a fragment shaped against the
// m16n8k16 tile is bad input (exit 3, one located line), as mlir-opt-19 says.
//
// RUN: tv-opt %s | filecheck %s
// RUN: %mutate --all 'vector<4x2xf16>' 'vector<2x4xf16>' < %s > %t.shape.mlir
// RUN: %bad-input tv-opt %t.shape.mlir | filecheck %s --check-prefix=SHAPE
// RUN: %mutate 'mmaShape = \[16, 8, 16\]\}' 'mmaShape = [16, 8, 8]}' < %s > %t.k.mlir
// RUN: %bad-input tv-opt %t.k.mlir | filecheck %s --check-prefix=K

func.func @f(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  %e = "nvgpu.mma.sync"(%a, %b, %d) <{mmaShape = [16, 8, 16]}> : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return %e : vector<2x2xf32>
}

// CHECK: %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16 : i64, 8 : i64, 16 : i64]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK: %e = nvgpu.mma.sync(%a, %b, %d) {mmaShape = [16 : i64, 8 : i64, 16 : i64]}
// SHAPE: error: 'nvgpu.mma.sync' op expected matrix A to be shaped (4 x 2)
// K: error: 'nvgpu.mma.sync' op expected 128 warp-wide matrix A elements
