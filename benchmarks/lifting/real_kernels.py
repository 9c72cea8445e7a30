"""Lift the real operators of the paper's Table 1 (FlagGems, Liger-Kernel, Triton's tutorials).

Why: issue 25. The paper ("Verified Lifting of Deep Learning Operators")
lifted 33 operators collected from FlagGems, Liger-Kernel and Triton's
tutorials, compiled to TTIR. This script does the same with the kernels
*as installed*: the table below names each operator's `@triton.jit`
function by module path and attribute (no kernel source is copied into
the repo), the script compiles it to TTIR with small constexprs (block
size 4, as the paper), writes the TTIR, runs `tv-lift` on it and prints
a table against the paper's Table 1.

It installs nothing. It runs in a venv that has triton 3.9, torch (CPU),
liger-kernel and flag-gems (see docs/tv-lift.md), and calls the
project's `tv-lift` given by `--tv-lift`:

    /work/triton-venv/bin/python benchmarks/lifting/real_kernels.py \
        --tv-lift .venv/bin/tv-lift [--out-dir DIR] [--only NAME,...] [--ttir-only]

FlagGems needs `GEMS_VENDOR=nvidia` and `FLAGGEMS_DB_URL` to import with
no GPU; the script sets both (a temporary sqlite file) unless they are
set. Its pointwise operators are generated code (`pointwise_dynamic`):
`instantiate(1)` writes the rank-1 kernel, compiled here on its
non-block-pointer path (Triton 3.9 has no block pointers) with one tile
per program.

Tutorial kernels (Triton's tutorials ship as scripts, not as an
importable package) are written in `triton_tutorials.py`, our own code
in the tutorials' form.
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Real:
    """One operator: where its kernel lives and how to compile it.

    `where` is `module:attribute`; `pointwise` marks a FlagGems
    `pointwise_dynamic` function (its rank-1 kernel is generated). `types`
    gives the non-pointer, non-i32 arguments (`fp32` scalars); pointers
    are the arguments named in `ptrs` (or, for pointwise kernels, those
    ending in `_ptr`); every other argument is i32. `paper` is the
    paper's time (None: not verified there)."""

    op: str
    source: str
    where: str
    constexprs: dict = field(default_factory=dict)
    ptrs: tuple[str, ...] = ()
    types: dict = field(default_factory=dict)
    pointwise: bool = False
    formula: str = ""
    paper: str | None = None
    output: int | None = None  # the pointer argument lifted (position), when a kernel stores through several


def _pw(op, module, attr, formula, paper="0.8s", **types):
    return Real(op, "FlagGems", f"{module}:{attr}", {"tile_size0": 4, "one_tile_per_cta": True},
                types={k: v for k, v in types.items()}, pointwise=True, formula=formula, paper=paper)


# The paper's 33 operators (Table 1: Binary is four).
TABLE: list[Real] = [
    _pw("Add", "flag_gems.ops.add", "add_func", "y = x1 + x2", val0="fp32"),
    _pw("Sub", "flag_gems.ops.sub", "sub_func", "y = x1 - x2", val0="fp32"),
    _pw("Mul", "flag_gems.ops.mul", "mul_func", "y = x1 * x2"),
    _pw("Div", "flag_gems.ops.div", "true_div_func", "y = x1 / x2"),
    Real("Cat", "FlagGems", "flag_gems.ops.cat:cat_copy_func_kernel_4", {"BLOCK_X": 4},
         ptrs=("out_ptr", "in_ptr_a", "in_ptr_b", "in_ptr_c", "in_ptr_d"), formula="y = x", paper="0.8s"),
    _pw("Neg", "flag_gems.ops.neg", "neg_func", "y = -x"),
    _pw("Reciprocal", "flag_gems.ops.reciprocal", "reciprocal_func", "y = 1/x", paper="1s"),
    Real("Zeros", "FlagGems", "flag_gems.ops.zeros:zeros_kernel", {"BLOCK_SIZE": 4}, ptrs=("output_ptr",),
         formula="y = 0", paper="0.8s"),
    _pw("Exp", "flag_gems.ops.exp", "exp_func", "y = exp x", paper="0.9s"),
    _pw("Sin", "flag_gems.ops.sin", "sin_func", "y = sin x"),
    _pw("Cos", "flag_gems.ops.cos", "cos_func", "y = cos x"),
    _pw("Log", "flag_gems.ops.log", "log_func", "y = log x", paper="0.9s"),
    _pw("Abs", "flag_gems.ops.abs", "abs_func", "y = |x|"),
    _pw("RSqrt", "flag_gems.ops.rsqrt", "rsqrt_func", "y = 1/sqrt x", paper="0.9s"),
    _pw("Tanh", "flag_gems.ops.tanh", "tanh_kernel", "y = tanh x", paper="0.9s"),
    Real("Sum", "FlagGems", "flag_gems.ops.sum:sum_dim_kernel_inner", {"TILE_N": 4, "ONE_TILE_PER_CTA": True},
         ptrs=("output_ptr", "input_ptr"), formula="y = sum x", paper="1s"),
    Real("Max", "tutorial", "triton_tutorials:row_max", {"BLOCK": 4}, ptrs=("x_ptr", "out_ptr"),
         formula="y = max x", paper="1s"),
    Real("MatMul", "tutorial", "triton_tutorials:matmul", {"BLOCK_M": 4, "BLOCK_N": 4, "BLOCK_K": 8},
         ptrs=("a_ptr", "b_ptr", "c_ptr"), formula="y = x1 x2", paper="3s"),
    _pw("Relu", "flag_gems.ops.relu", "relu_forward", "y = max(x, 0)", paper="0.9s"),
    Real("LeakyRelu", "FlagGems", "flag_gems.experimental_ops.leaky_relu:_leaky_relu_kernel", {"BLOCK_SIZE": 4},
         ptrs=("x_ptr", "y_ptr"), types={"negative_slope": "fp32"}, formula="y = x > 0 ? x : 0.01x", paper="0.9s"),
    Real("SquareRelu", "Liger", "liger_kernel.ops.relu_squared:_relu_squared_forward_kernel",
         {"n_cols": 4, "BLOCK_SIZE": 4}, ptrs=("Y_ptr", "X_ptr"), formula="y = max(x, 0)^2", paper="0.9s"),
    _pw("Gelu", "flag_gems.ops.gelu", "gelu_tanh", "y = x/2 (1 + tanh(sqrt(2/pi) x (1 + A x^2)))", paper="1s"),
    Real("SwiGLU", "Liger", "liger_kernel.ops.swiglu:_swiglu_forward_kernel", {"n_cols": 4, "BLOCK_SIZE": 4},
         ptrs=("a_ptr", "b_ptr", "c_ptr"), types={"gate_multiplier": "fp32"}, formula="y = x1 x2 / (1 + e^-x1)",
         paper="1s"),
    _pw("Sigmoid", "flag_gems.ops.sigmoid", "sigmoid_forward", "y = 1/(1 + e^-x)"),
    _pw("Silu", "flag_gems.ops.silu", "silu_forward", "y = x/(1 + e^-x)", paper="1s"),
    Real("Softmax1", "tutorial", "triton_tutorials:softmax", {"BLOCK": 4}, ptrs=("out_ptr", "in_ptr"),
         formula="y = e^x / sum e^x", paper="3s"),
    Real("Softmax2", "FlagGems", "flag_gems.ops.softmax:softmax_kernel_inner", {"TILE_N": 4, "ONE_TILE_PER_CTA": True},
         ptrs=("output_ptr", "input_ptr"), formula="y = e^x / sum e^x", paper="3s"),
    Real("LogSoftmax", "tutorial", "triton_tutorials:log_softmax", {"BLOCK": 4}, ptrs=("out_ptr", "in_ptr"),
         formula="y = log(e^x / sum e^x)", paper="2s"),
    Real("LayerNorm", "Liger", "liger_kernel.ops.layer_norm:_layer_norm_forward_kernel", {"BLOCK_SIZE": 4},
         ptrs=("Y_ptr", "X_ptr", "W_ptr", "B_ptr", "Mean_ptr", "RSTD_ptr"), types={"eps": "fp32"},
         formula="y = (x - mu)/sqrt(var + eps) * g + b", paper=None, output=0),
    Real("RMSNorm", "Liger", "liger_kernel.ops.rms_norm:_rms_norm_forward_kernel",
         {"BLOCK_SIZE": 4, "casting_mode": 0, "elementwise_affine": True},
         ptrs=("Y_ptr", "X_ptr", "W_ptr", "RSTD_ptr"), types={"eps": "fp32", "offset": "fp32"},
         formula="y = x / sqrt(mean x^2 + eps) * g", paper="14m", output=0),
    Real("GeluMul", "FlagGems", "flag_gems.fused.gelu_and_mul:gelu_tanh_and_mul_kernel",
         {"tile_size0": 4, "one_tile_per_cta": True}, pointwise=True,
         formula="y = x1/2 x2 (1 + tanh(sqrt(2/pi) x1 (1 + A x1^2)))", paper="1s"),
    Real("SiluMul", "FlagGems", "flag_gems.fused.silu_and_mul:silu_and_mul_kernel",
         {"tile_size0": 4, "one_tile_per_cta": True}, pointwise=True, formula="y = x1 x2 / (1 + e^-x1)",
         paper="0.9s"),
    Real("Attention", "tutorial", "triton_tutorials:attention", {"BLOCK_M": 4, "BLOCK_N": 8, "HEAD_DIM": 8},
         ptrs=("q_ptr", "k_ptr", "v_ptr", "o_ptr"), types={"sm_scale": "fp32"}, formula="y = softmax(Q K^T) V",
         paper="5s"),
]


HELDOUT: list[Real] = [
    Real("ScaleShift", "held-out", "heldout_kernels:scale_shift", {"BLOCK": 4}, ptrs=("x_ptr", "y_ptr"),
         types={"a": "fp32", "b": "fp32"}, formula="y = a x + b"),
    Real("RowL2Norm", "held-out", "heldout_kernels:row_l2norm", {"BLOCK": 4}, ptrs=("x_ptr", "y_ptr"),
         formula="y = x / sqrt(sum x^2)"),
    Real("BiasAdd2D", "held-out", "heldout_kernels:bias_add_2d", {"BLOCK_M": 4, "BLOCK_N": 4},
         ptrs=("x_ptr", "bias_ptr", "y_ptr"), formula="y = x + b[None, :]"),
    Real("MatMulRelu", "held-out", "heldout_kernels:matmul_relu", {"BLOCK_M": 4, "BLOCK_N": 4, "BLOCK_K": 8},
         ptrs=("a_ptr", "b_ptr", "c_ptr"), formula="y = max(x1 x2, 0)"),
    Real("RowMean", "held-out", "heldout_kernels:row_mean", {"BLOCK": 4}, ptrs=("x_ptr", "y_ptr"),
         formula="y = sum x / n"),
    Real("Exp2Sub", "held-out", "heldout_kernels:exp2_sub", {"BLOCK": 4}, ptrs=("x_ptr", "y_ptr", "z_ptr"),
         formula="z = 2^(x - y)"),
]


# -- compiling ---------------------------------------------------------------


def _setup_flaggems_env() -> None:
    os.environ.setdefault("GEMS_VENDOR", "nvidia")
    if "FLAGGEMS_DB_URL" not in os.environ:
        os.environ["FLAGGEMS_DB_URL"] = "sqlite:///" + tempfile.mkstemp(suffix=".db")[1]


def _jit_function(obj):
    """The `triton.JITFunction` behind a FlagGems `LibEntry`, autotuner or heuristics wrapper."""
    from triton.runtime.jit import JITFunction

    while not isinstance(obj, JITFunction):
        obj = obj.fn
    return obj


def locate(real: Real):
    """The `@triton.jit` function the table names (FlagGems pointwise:
    its generated rank-1 kernel)."""
    module_name, attr = real.where.split(":")
    if module_name in ("triton_tutorials", "heldout_kernels"):
        sys.path.insert(0, str(HERE))
    module = importlib.import_module(module_name)
    obj = getattr(module, attr)
    if real.pointwise:
        obj.config.prefer_block_pointer = False
        obj.instantiate(1)
        info = obj.get_kernel_info(1)
        spec = importlib.util.spec_from_file_location(f"_tvmlir_{attr}", info.file_path)
        gen = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(gen)
        gen.__dict__.update(obj._scalar_fn.__globals__)
        gen.__dict__[obj._scalar_fn.__name__] = obj._scalar_fn
        return _jit_function(getattr(gen, info.kernel_name))
    return _jit_function(obj)


def signature(real: Real, fn) -> tuple[dict, dict]:
    sig, consts = {}, {}
    for p in fn.params:
        if p.is_constexpr:
            if p.name not in real.constexprs:
                if p.default is not None and p.default is not p.default.__class__:  # a default value
                    consts[p.name] = p.default
                    sig[p.name] = "constexpr"
                    continue
                raise SystemExit(f"{real.op}: constexpr {p.name} has no value in the table")
            consts[p.name] = real.constexprs[p.name]
            sig[p.name] = "constexpr"
        elif p.name in real.types:
            sig[p.name] = real.types[p.name]
        elif p.name in real.ptrs or (real.pointwise and p.name.endswith("_ptr")):
            sig[p.name] = "*fp32"
        elif real.pointwise and p.name.startswith("val"):
            sig[p.name] = "fp32"
        else:
            sig[p.name] = "i32"
    return sig, consts


def compile_ttir(real: Real) -> str:
    from triton.compiler.compiler import ASTSource

    sys.path.insert(0, str(HERE))
    from triton_ttir import make_ttir

    fn = locate(real)
    sig, consts = signature(real, fn)
    _, module = make_ttir(ASTSource(fn=fn, signature=sig, constexprs=consts))
    return module.str_nodebug()


# -- lifting -----------------------------------------------------------------

_VERDICT = re.compile(r"^@\S+: (proved|lifted \(unproved|no formula found|unsupported)(.*)$")


@dataclass
class Outcome:
    op: str
    verdict: str
    formula: str
    cpu: float


def lift(tv_lift: str, path: Path, real: Real, timeout: int, z3_ms: int) -> Outcome:
    cmd = [tv_lift, str(path), "--timeout", str(z3_ms)]
    if real.output is not None:
        cmd += ["--output", str(real.output)]
    t0 = os.times()
    try:
        p = subprocess.run(["nice", *cmd], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Outcome(real.op, f"timeout ({timeout} s wall)", "", float(timeout))
    t1 = os.times()
    cpu = (t1.children_user - t0.children_user) + (t1.children_system - t0.children_system)
    verdict, formula = f"exit {p.returncode}: {p.stderr.strip().splitlines()[-1:] or ''}", ""
    for line in p.stderr.splitlines():
        m = _VERDICT.match(line)
        if m:
            head = line.split(": ", 1)[1]
            if head.startswith("proved: "):
                verdict, formula = "proved", head[len("proved: "):]
            elif head.startswith("lifted (unproved"):
                verdict, _, formula = head.rpartition("): ")
                verdict += ")"
            else:
                verdict = head
    return Outcome(real.op, verdict, formula, cpu)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tv-lift", default=str(HERE.parents[1] / ".venv" / "bin" / "tv-lift"))
    parser.add_argument("--out-dir", type=Path, default=Path(tempfile.gettempdir()) / "tvmlir-real-ttir")
    parser.add_argument("--only", default="", help="comma-separated operator names")
    parser.add_argument("--ttir-only", action="store_true", help="write the TTIR, do not lift")
    parser.add_argument("--heldout", action="store_true", help="the held-out kernels (heldout_kernels.py) instead")
    parser.add_argument("--timeout", type=int, default=600, help="wall seconds per lift")
    parser.add_argument("--z3-timeout", type=int, default=120000,
                        help="tv-lift --timeout (ms per z3 query; wall-clock, so generous on a loaded machine)")
    args = parser.parse_args()
    _setup_flaggems_env()
    import warnings

    warnings.filterwarnings("ignore")
    only = {s.strip().lower() for s in args.only.split(",") if s.strip()}
    args.out_dir.mkdir(parents=True, exist_ok=True)
    rows: list[tuple[Real, Outcome]] = []
    for real in HELDOUT if args.heldout else TABLE:
        if only and real.op.lower() not in only:
            continue
        path = args.out_dir / f"{real.op.lower()}.ttir"
        try:
            path.write_text(compile_ttir(real))
        except Exception as e:  # a kernel that does not compile: reported, not fatal
            rows.append((real, Outcome(real.op, f"does not compile: {type(e).__name__}: {str(e)[:120]}", "", 0.0)))
            print(f"{real.op}: does not compile: {e}", file=sys.stderr)
            continue
        if args.ttir_only:
            print(f"wrote {path}")
            continue
        out = lift(args.tv_lift, path, real, args.timeout, args.z3_timeout)
        rows.append((real, out))
        print(f"{real.op}: {out.verdict} ({out.cpu:.1f} s CPU)", file=sys.stderr, flush=True)
    if args.ttir_only:
        return 0
    print("| operator | source | lifted formula | synthesized | verified | CPU time (s) | paper's time |")
    print("|---|---|---|---|---|---|---|")
    for real, out in rows:
        synth = "yes" if out.formula else "no"
        ver = "yes" if out.verdict == "proved" else out.verdict if out.verdict != "proved" and not out.formula else "no: " + out.verdict
        paper = real.paper if real.paper is not None else "- (not verified)"
        formula = f"`{out.formula}`" if out.formula else "-"
        print(f"| {real.op} | {real.source} | {formula} | {synth} | {ver} | {out.cpu:.1f} | {paper} |")
    proved = sum(out.verdict == "proved" for _, out in rows)
    lifted = sum(bool(out.formula) for _, out in rows)
    print(f"\n{len(rows)} operators: {lifted} lifted, {proved} proved for all sizes "
          f"({sum(out.verdict == 'proved' and out.cpu < 10 for _, out in rows)} in < 10 s CPU)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
