"""Write the TTIR (Triton's MLIR, before any GPU backend) of three Triton kernels.

Why: issue 12 asks whether Triton kernels can be a second input of
`tv-lift`. This script answers it on a machine without a GPU: it runs
Triton's frontend (`ASTSource.make_ir`) and the passes the NVIDIA backend
registers for the "ttir" stage, and writes, for each kernel,

    triton/<kernel>.ttir          Triton's own (custom) form, no locations
    triton/<kernel>.generic.mlir  the same module in MLIR's generic form,
                                  which xDSL parses without a `tt` dialect

It needs `triton` and so runs in its own venv, never in the project's
(triton is no dependency of tvmlir, and nothing in the test suite imports
this file):

    python3 -m venv /tmp/triton-venv
    /tmp/triton-venv/bin/pip install --no-deps 'triton==3.9.*'
    /tmp/triton-venv/bin/python benchmarks/lifting/triton_ttir.py [--full]

`--full` also runs `triton.compile` to the end (ttgir, llir, ptx, cubin;
the wheel ships ptxas) and prints the stages it produced: no GPU or CUDA
driver is needed for that, only to launch.

The kernels are the three of Triton's tutorials the issue names, written
here: masked vector add, row softmax (tl.max, tl.exp, tl.sum), and a
blocked matmul (tl.dot, fp32 with input_precision="ieee", so that the dot
is plain f32 arithmetic and not TF32); then small ones for the lifting
benchmark: relu, silu, mul (elementwise, masked), a row sum (tl.sum), and
one masked 16x16 tile product (tl.dot, one program, square n <= 16) with
input_precision "ieee" and "tf32" (the latter must be refused). Block sizes are small so that a
lifter can run them at small sizes.
"""

from __future__ import annotations

import argparse
import ctypes
import difflib
import sys
from pathlib import Path

import triton
import triton.language as tl
from triton._C import libtriton
from triton._C.libtriton import ir
from triton.backends.compiler import GPUTarget
from triton.compiler.compiler import ASTSource, make_backend

TARGET = GPUTarget("cuda", 80, 32)
OUT_DIR = Path(__file__).resolve().parent / "triton"


@triton.jit
def vector_add(x_ptr, y_ptr, out_ptr, n_elements, BLOCK: tl.constexpr):
    pid = tl.program_id(axis=0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def softmax(out_ptr, in_ptr, in_row_stride, out_row_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_row_stride + cols, mask=mask, other=-float("inf"))
    shifted = x - tl.max(x, axis=0)
    num = tl.exp(shifted)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_row_stride + cols, num / den, mask=mask)


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K,
           stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < k_left), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < k_left) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision="ieee")
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + rm[:, None] * stride_cm + rn[None, :] * stride_cn
    tl.store(c_ptrs, acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def relu(x_ptr, out_ptr, n_elements, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)


@triton.jit
def silu(x_ptr, out_ptr, n_elements, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x / (1.0 + tl.exp(-x)), mask=mask)


@triton.jit
def mul(x_ptr, y_ptr, out_ptr, n_elements, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x * y, mask=mask)


@triton.jit
def row_sum(x_ptr, out_ptr, row_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * row_stride + cols, mask=cols < n_cols, other=0.0)
    tl.store(out_ptr + row, tl.sum(x, axis=0))


@triton.jit
def dot_tile(a_ptr, b_ptr, c_ptr, stride_a, stride_b, stride_c, n, BLOCK: tl.constexpr,
             PRECISION: tl.constexpr):
    r = tl.arange(0, BLOCK)
    inside = (r[:, None] < n) & (r[None, :] < n)
    a = tl.load(a_ptr + r[:, None] * stride_a + r[None, :], mask=inside, other=0.0)
    b = tl.load(b_ptr + r[:, None] * stride_b + r[None, :], mask=inside, other=0.0)
    c = tl.dot(a, b, input_precision=PRECISION)
    tl.store(c_ptr + r[:, None] * stride_c + r[None, :], c, mask=inside)


def _sig(fn, types: dict[str, str], constexprs: dict[str, int]) -> ASTSource:
    signature = {name: types.get(name, "constexpr" if name in constexprs else "i32")
                 for name in fn.arg_names}
    return ASTSource(fn=fn, signature=signature, constexprs=constexprs)


# Pointer arguments are `*fp32`; every other non-constexpr argument is i32.
KERNELS = {
    "vector_add": _sig(vector_add, {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32"},
                       {"BLOCK": 16}),
    "softmax": _sig(softmax, {"out_ptr": "*fp32", "in_ptr": "*fp32"}, {"BLOCK": 16}),
    "relu": _sig(relu, {"x_ptr": "*fp32", "out_ptr": "*fp32"}, {"BLOCK": 16}),
    "silu": _sig(silu, {"x_ptr": "*fp32", "out_ptr": "*fp32"}, {"BLOCK": 16}),
    "mul": _sig(mul, {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32"}, {"BLOCK": 16}),
    "row_sum": _sig(row_sum, {"x_ptr": "*fp32", "out_ptr": "*fp32"}, {"BLOCK": 16}),
    "dot_tile": _sig(dot_tile, {"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32"},
                     {"BLOCK": 16, "PRECISION": "ieee"}),
    "dot_tile_tf32": _sig(dot_tile, {"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32"},
                          {"BLOCK": 16, "PRECISION": "tf32"}),
    "matmul": _sig(matmul, {"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32"},
                   {"BLOCK_M": 16, "BLOCK_N": 16, "BLOCK_K": 16}),
}


def make_ttir(src: ASTSource):
    """Frontend plus the backend's "ttir" passes: what `triton.compile` runs first.

    Done by hand rather than through `triton.compile` so that the module
    object is kept (compile only keeps text) and nothing past TTIR runs.
    """
    backend = make_backend(TARGET)
    options = backend.parse_options({"enable_fp_fusion": False})
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    module = src.make_ir(TARGET, options, backend.get_codegen_implementation(options),
                         backend.get_module_map(), context)
    stages: dict = {}
    backend.add_stages(stages, options, src.language)
    metadata: dict = {}
    return context, stages["ttir"](module, metadata)


def enable_generic_printing() -> None:
    """Make every later print of a module use MLIR's generic op form.

    Triton's Python API has no printing options: `module.str()` builds an
    `OpPrintingFlags()`, which reads MLIR's `--mlir-print-op-generic`
    command-line option, but libtriton never registers that option. Its
    shared library exports both `mlir::registerAsmPrinterCLOptions` and
    LLVM's C `LLVMParseCommandLineOptions`, so they are called through
    ctypes. Unknown options are ignored silently by that C entry point, so
    the caller checks the output's first line.
    """
    lib = ctypes.CDLL(libtriton.__file__)
    try:
        register = lib._ZN4mlir27registerAsmPrinterCLOptionsEv
    except AttributeError:  # triton 3.6.0 does not export it; 3.8.0 and 3.9.0 do
        print(f"error: triton {triton.__version__}'s libtriton does not export "
              "mlir::registerAsmPrinterCLOptions; use triton 3.8 or 3.9", file=sys.stderr)
        sys.exit(2)
    register()
    args = [b"triton_ttir", b"--mlir-print-op-generic"]
    argv = (ctypes.c_char_p * len(args))(*args)
    lib.LLVMParseCommandLineOptions.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p),
                                                ctypes.c_char_p]
    lib.LLVMParseCommandLineOptions(len(args), argv, b"")


def full_compile(name: str, src: ASTSource) -> None:
    compiled = triton.compile(src, target=TARGET, options={"enable_fp_fusion": False})
    sizes = ", ".join(f"{k} {len(v)}" for k, v in compiled.asm.items())
    print(f"{name}: triton.compile ok; stages (bytes): {sizes}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR)
    parser.add_argument("--check", action="store_true",
                        help="compare with the files in --out-dir instead of writing them")
    parser.add_argument("--full", action="store_true",
                        help="also run triton.compile to cubin and print the stages")
    args = parser.parse_args()

    print(f"triton {triton.__version__}, target {TARGET}")
    if args.full:
        for name, src in KERNELS.items():
            full_compile(name, src)

    modules = {name: make_ttir(src) for name, src in KERNELS.items()}
    texts = {f"{name}.ttir": mod.str_nodebug() for name, (_, mod) in modules.items()}
    enable_generic_printing()
    for name, (_, mod) in modules.items():
        generic = mod.str_nodebug()
        if not generic.startswith('"builtin.module"'):
            print("error: generic printing did not take effect", file=sys.stderr)
            return 4
        texts[f"{name}.generic.mlir"] = generic

    differ = False
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for filename, text in texts.items():
        path = args.out_dir / filename
        if args.check:
            old = path.read_text() if path.exists() else ""
            if old != text:
                differ = True
                sys.stdout.writelines(difflib.unified_diff(
                    old.splitlines(True), text.splitlines(True), str(path), "new"))
        else:
            path.write_text(text)
            print(f"wrote {path} ({len(text.splitlines())} lines)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
