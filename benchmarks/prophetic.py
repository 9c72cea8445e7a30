"""Cost of `--verify` on a matmul lowered to `gpu.launch`, by problem size.

Why: prophetic validation is parametric.  Sizes are isl parameters and z3
skolem constants, so proving an 8x8 matmul and a 4096x4096 one is the same
work: the time must not grow with the size (mlir-tv's hash encoding, by
contrast, needs constant lengths, and bounded model checking grows with
them).  The dynamic-shape variant is one proof for all sizes.

The kernel is the shape upstream's GPU mapping produces: 16x16 threads per
block, `i = 16 * block_id.x + thread_id.x` (same for j), guarded by
`scf.if i < N and j < M`, a sequential reduction loop over k annotated with
the stage prophecy C@(i, j, k).

usage: python benchmarks/prophetic.py [--runs N]
Prints one table row per variant: median, min and max wall time of the
`verify` pass alone (parsing excluded) and of the whole `tv-opt --verify`.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import redirect_stderr

BIN = os.path.dirname(sys.executable)

SPEC = (
    'func.func @matmul(%A: tensor<{n}x{k}xf32> {{tv.name = \\"A\\"}}, '
    '%B: tensor<{k}x{m}xf32> {{tv.name = \\"B\\"}}, %C: tensor<{n}x{m}xf32> {{tv.name = \\"C0\\"}}) '
    "-> tensor<{n}x{m}xf32> {{ %0 = linalg.generic {{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, "
    "affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], "
    'iterator_types = [\\"parallel\\", \\"parallel\\", \\"reduction\\"]}} '
    "ins(%A, %B : tensor<{n}x{k}xf32>, tensor<{k}x{m}xf32>) outs(%C : tensor<{n}x{m}xf32>) "
    'attrs = {{tv.name = \\"C\\"}} {{ ^bb0(%a: f32, %b: f32, %c: f32): '
    "%p = arith.mulf %a, %b : f32  %s = arith.addf %c, %p : f32  linalg.yield %s : f32 "
    "}} -> tensor<{n}x{m}xf32>  func.return %0 : tensor<{n}x{m}xf32> }}"
)

PROGRAM = """\
tv.spec @matmul_spec source "{spec}" {{
  tv.spec_tensor @C : tensor<{n}x{m}xf32> stages 1
}}

func.func @matmul(%a: memref<{n}x{k}xf32>, %b: memref<{k}x{m}xf32>, %c: memref<{n}x{m}xf32>) -> memref<{n}x{m}xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = memref.dim %a, %c0 : memref<{n}x{k}xf32>
  %kk = memref.dim %a, %c1 : memref<{n}x{k}xf32>
  %m = memref.dim %b, %c1 : memref<{k}x{m}xf32>
  %gx = arith.ceildivsi %n, %c16 : index
  %gy = arith.ceildivsi %m, %c16 : index
  "gpu.launch"(%gx, %gy, %c1, %c16, %c16, %c1) <{{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}}> ({{
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %sx: index, %sy: index, %sz: index, %dx: index, %dy: index, %dz: index):
    %i0 = arith.muli %bx, %c16 : index
    %i = arith.addi %i0, %tx : index
    %j0 = arith.muli %by, %c16 : index
    %j = arith.addi %j0, %ty : index
    %in_i = arith.cmpi slt, %i, %n : index
    %in_j = arith.cmpi slt, %j, %m : index
    %in = arith.andi %in_i, %in_j : i1
    scf.if %in {{
      scf.for %k = %c0 to %kk step %c1 {{
        %x = memref.load %a[%i, %k] : memref<{n}x{k}xf32>
        %y = memref.load %b[%k, %j] : memref<{k}x{m}xf32>
        %z = memref.load %c[%i, %j] : memref<{n}x{m}xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        %q = tv.prophesy %s for @matmul_spec::@C [%i, %j] stage [%k] : f32
        memref.store %q, %c[%i, %j] : memref<{n}x{m}xf32>
      }}
    }}
    "gpu.terminator"() : () -> ()
  }}) : (index, index, index, index, index, index) -> ()
  func.return %c : memref<{n}x{m}xf32>
}}
"""

VARIANTS = {
    "8x8x8": ("8", "8", "8"),
    "4096x4096x4096": ("4096", "4096", "4096"),
    "dynamic ?x?x?": ("?", "?", "?"),
}


def program(n: str, k: str, m: str) -> str:
    return PROGRAM.format(spec=SPEC.format(n=n, k=k, m=m), n=n, k=k, m=m)


def time_pass(text: str, runs: int) -> tuple[list[float], str]:
    """The verify pass alone, in process (parsing excluded)."""
    from tvmlir.ir.context import make_context
    from tvmlir.ir.parser import parse_module
    from tvmlir.passes.verify import VerifyPass

    times, verdict = [], ""
    for _ in range(runs):
        ctx = make_context()
        module = parse_module(ctx, text, "bench.mlir")
        report = io.StringIO()
        start = time.perf_counter()
        with redirect_stderr(report):
            VerifyPass().apply(ctx, module)
        times.append(time.perf_counter() - start)
        verdict = report.getvalue().strip().splitlines()[-1]
    return times, verdict


def time_tool(path: str, runs: int) -> list[float]:
    times = []
    cmd = [os.path.join(BIN, "tv-opt"), "--verify", path, "-o", os.devnull]
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return times


def row(name: str, times: list[float]) -> str:
    return (
        f"| {name:<34} | {statistics.median(times):6.2f} | {min(times):6.2f} | {max(times):6.2f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{args.runs} runs each; seconds")
    print("| variant                            | median |    min |    max |")
    print("|------------------------------------|--------|--------|--------|")
    verdicts = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, sizes in VARIANTS.items():
            text = program(*sizes)
            times, verdicts[name] = time_pass(text, args.runs)
            print(row(f"verify pass, {name}", times))
            path = os.path.join(tmp, "matmul.mlir")
            with open(path, "w") as f:
                f.write(text)
            print(row(f"tv-opt --verify, {name}", time_tool(path, args.runs)))
    for name, verdict in verdicts.items():
        print(f"{name}: {verdict}")


if __name__ == "__main__":
    main()
