"""Write the lifting benchmark's kernels (`kernels/*.mlir`).

The operators of "Verified Lifting of Deep Learning Operators" (Triton
tutorials, FlagGems, Liger-Kernel), hand-written as MLIR GPU kernels the
way their Triton versions are: one `gpu.launch`, 4 threads per block, a
`cmpi slt` mask on the last block (Triton's `mask=offs < n`), dynamic
sizes.  Run once; the files are committed.

    python benchmarks/lifting/make_kernels.py
"""

from __future__ import annotations

import os

HERE = os.path.dirname(os.path.abspath(__file__))

ROWS = """\
  "gpu.launch"(%nb, %c1, %c1, %c4, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %base = arith.muli %bx, %c4 : index
    %i = arith.addi %base, %tx : index
    %mask = arith.cmpi slt, %i, %n : index
"""
"""A 1-D grid of 4-thread blocks over `%n` rows, `%i` the row, `%mask` Triton's
`offs < n`; `@ROWS@` in a template stands for it."""

LAUNCH_1D = """\
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = memref.dim %O, %c0 : memref<{otype}>
  %nb = arith.ceildivsi %n, %c4 : index
@ROWS@
    scf.if %mask {{
{body}
    }}
    "gpu.terminator"() : () -> ()
  }}) : (index, index, index, index, index, index) -> ()
  return
}}
"""


MAX_EXP_SUM = """\
    scf.if %mask {
      %mx = scf.for %j = %c0 to %m step %c1 iter_args(%a = %ninf) -> (f32) {
        %x = memref.load %X[%i, %j] : memref<?x?xf32>
        %b = arith.maximumf %a, %x : f32
        scf.yield %b : f32
      }
      %sum = scf.for %j = %c0 to %m step %c1 iter_args(%a = %z) -> (f32) {
        %x = memref.load %X[%i, %j] : memref<?x?xf32>
        %d = arith.subf %x, %mx : f32
        %e = math.exp %d : f32
        %b = arith.addf %a, %e : f32
        scf.yield %b : f32
      }
"""
"""The row max and the sum of exp(x - max) of (log-)softmax, in registers
(iter_args), inside the row's mask; `@MAX_EXP_SUM@` in a template stands
for it (the two kernels differ only in their last loop)."""


def elementwise(name: str, doc: str, inputs: list[str], body: list[str]) -> str:
    params = ", ".join([f"%{x}: memref<?xf32>" for x in inputs] + ["%O: memref<?xf32>"])
    lines = [f"      %{x} = memref.load %{x.upper()}[%i] : memref<?xf32>".replace(f"%{x}", f"%{x.lower()}", 1) for x in inputs]
    lines += [f"      {b}" for b in body]
    lines.append("      memref.store %r, %O[%i] : memref<?xf32>")
    head = f"// {doc}\nfunc.func @{name}({params}) {{\n"
    return head + LAUNCH_1D.format(otype="?xf32", body="\n".join(lines))


UNARY = {
    "neg": ("Neg: O = -X", ["%r = arith.negf %x : f32"]),
    "reciprocal": ("Reciprocal: O = 1 / X", ["%one = arith.constant 1.0 : f32", "%r = arith.divf %one, %x : f32"]),
    "exp": ("Exp", ["%r = math.exp %x : f32"]),
    "sin": ("Sin", ["%r = math.sin %x : f32"]),
    "cos": ("Cos", ["%r = math.cos %x : f32"]),
    "log": ("Log", ["%r = math.log %x : f32"]),
    "abs": ("Abs", ["%r = math.absf %x : f32"]),
    "rsqrt": ("RSqrt: 1 / sqrt(X)", ["%one = arith.constant 1.0 : f32", "%s = math.sqrt %x : f32", "%r = arith.divf %one, %s : f32"]),
    "tanh": ("Tanh", ["%r = math.tanh %x : f32"]),
    "relu": ("Relu: max(X, 0)", ["%z = arith.constant 0.0 : f32", "%r = arith.maximumf %x, %z : f32"]),
    "leaky_relu": (
        "LeakyRelu: X > 0 ? X : 0.01 * X (Triton's tl.where)",
        ["%z = arith.constant 0.0 : f32", "%a = arith.constant 0.01 : f32", "%p = arith.cmpf ogt, %x, %z : f32",
         "%s = arith.mulf %a, %x : f32", "%r = arith.select %p, %x, %s : f32"],
    ),
    "square_relu": ("SquareRelu: relu(X)^2", ["%z = arith.constant 0.0 : f32", "%m = arith.maximumf %x, %z : f32", "%r = arith.mulf %m, %m : f32"]),
    "gelu": (
        "Gelu (tanh form): 0.5 X (1 + tanh(0.79788456 (X + 0.044715 X^3)))",
        ["%h = arith.constant 0.5 : f32", "%one = arith.constant 1.0 : f32", "%c = arith.constant 0.79788456 : f32",
         "%d = arith.constant 0.044715 : f32", "%x2 = arith.mulf %x, %x : f32", "%x3 = arith.mulf %x2, %x : f32",
         "%t1 = arith.mulf %d, %x3 : f32", "%t2 = arith.addf %x, %t1 : f32", "%t3 = arith.mulf %c, %t2 : f32",
         "%t4 = math.tanh %t3 : f32", "%t5 = arith.addf %one, %t4 : f32", "%t6 = arith.mulf %h, %x : f32",
         "%r = arith.mulf %t6, %t5 : f32"],
    ),
    "sigmoid": (
        "Sigmoid: 1 / (1 + exp(-X))",
        ["%one = arith.constant 1.0 : f32", "%nx = arith.negf %x : f32", "%e = math.exp %nx : f32",
         "%d = arith.addf %one, %e : f32", "%r = arith.divf %one, %d : f32"],
    ),
    "silu": (
        "Silu: X / (1 + exp(-X))",
        ["%one = arith.constant 1.0 : f32", "%nx = arith.negf %x : f32", "%e = math.exp %nx : f32",
         "%d = arith.addf %one, %e : f32", "%r = arith.divf %x, %d : f32"],
    ),
}

BINARY = {
    "add": ("Binary +", ["%r = arith.addf %x, %y : f32"]),
    "sub": ("Binary -", ["%r = arith.subf %x, %y : f32"]),
    "mul": ("Binary *", ["%r = arith.mulf %x, %y : f32"]),
    "div": ("Binary /", ["%r = arith.divf %x, %y : f32"]),
    "swiglu": (
        "SwiGLU (Liger): silu(X) * Y",
        ["%one = arith.constant 1.0 : f32", "%nx = arith.negf %x : f32", "%e = math.exp %nx : f32",
         "%d = arith.addf %one, %e : f32", "%s = arith.divf %x, %d : f32", "%r = arith.mulf %s, %y : f32"],
    ),
    "silu_mul": (
        "SiluMul (FlagGems): X * sigmoid(X) * Y",
        ["%one = arith.constant 1.0 : f32", "%nx = arith.negf %x : f32", "%e = math.exp %nx : f32",
         "%d = arith.addf %one, %e : f32", "%sg = arith.divf %one, %d : f32", "%s = arith.mulf %x, %sg : f32",
         "%r = arith.mulf %s, %y : f32"],
    ),
    "gelu_mul": (
        "GeluMul (FlagGems): gelu(X) * Y",
        UNARY["gelu"][1][:-1] + ["%g = arith.mulf %t6, %t5 : f32", "%r = arith.mulf %g, %y : f32"],
    ),
}

ZEROS = """// Zeros: O = 0
func.func @zeros(%O: memref<?xf32>) {
""" + LAUNCH_1D.format(otype="?xf32", body="      %r = arith.constant 0.0 : f32\n      memref.store %r, %O[%i] : memref<?xf32>")

ROW = """// {doc}
func.func @{name}(%X: memref<?x?xf32>, %O: memref<?xf32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = memref.dim %X, %c0 : memref<?x?xf32>
  %m = memref.dim %X, %c1 : memref<?x?xf32>
  %nb = arith.ceildivsi %n, %c4 : index
  %init = arith.constant {init} : f32
@ROWS@
    scf.if %mask {{
      memref.store %init, %O[%i] : memref<?xf32>
      scf.for %j = %c0 to %m step %c1 {{
        %x = memref.load %X[%i, %j] : memref<?x?xf32>
        %o = memref.load %O[%i] : memref<?xf32>
        %r = {op} %o, %x : f32
        memref.store %r, %O[%i] : memref<?xf32>
      }}
    }}
    "gpu.terminator"() : () -> ()
  }}) : (index, index, index, index, index, index) -> ()
  return
}}
"""

MATMUL = """// MatMul: C = A B, one thread per element of C, 2x2 threads per block
func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %A, %c0 : memref<?x?xf32>
  %k = memref.dim %A, %c1 : memref<?x?xf32>
  %m = memref.dim %B, %c1 : memref<?x?xf32>
  %nb = arith.ceildivsi %n, %c2 : index
  %mb = arith.ceildivsi %m, %c2 : index
  "gpu.launch"(%nb, %mb, %c1, %c2, %c2, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %bi = arith.muli %bx, %c2 : index
    %i = arith.addi %bi, %tx : index
    %bj = arith.muli %by, %c2 : index
    %j = arith.addi %bj, %ty : index
    %mi = arith.cmpi slt, %i, %n : index
    %mj = arith.cmpi slt, %j, %m : index
    %mask = arith.andi %mi, %mj : i1
    scf.if %mask {
      memref.store %z, %C[%i, %j] : memref<?x?xf32>
      scf.for %kk = %c0 to %k step %c1 {
        %a = memref.load %A[%i, %kk] : memref<?x?xf32>
        %b = memref.load %B[%kk, %j] : memref<?x?xf32>
        %c = memref.load %C[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<?x?xf32>
      }
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
"""

SOFTMAX = """// Softmax (row-wise, one thread per row; max, exp-sum and normalize loops
// with the running max and sum in registers): a multi-stage formula.
func.func @softmax(%X: memref<?x?xf32>, %O: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %n = memref.dim %X, %c0 : memref<?x?xf32>
  %m = memref.dim %X, %c1 : memref<?x?xf32>
  %nb = arith.ceildivsi %n, %c4 : index
@ROWS@
@MAX_EXP_SUM@
      scf.for %j = %c0 to %m step %c1 {
        %x = memref.load %X[%i, %j] : memref<?x?xf32>
        %d = arith.subf %x, %mx : f32
        %e = math.exp %d : f32
        %r = arith.divf %e, %sum : f32
        memref.store %r, %O[%i, %j] : memref<?x?xf32>
      }
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
"""

LOG_SOFTMAX = """// LogSoftmax (row-wise, one thread per row; the running max and sum in
// registers): O = X - max - log(sum exp(X - max)), a multi-stage formula.
func.func @log_softmax(%X: memref<?x?xf32>, %O: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %n = memref.dim %X, %c0 : memref<?x?xf32>
  %m = memref.dim %X, %c1 : memref<?x?xf32>
  %nb = arith.ceildivsi %n, %c4 : index
@ROWS@
@MAX_EXP_SUM@
      scf.for %j = %c0 to %m step %c1 {
        %x = memref.load %X[%i, %j] : memref<?x?xf32>
        %d = arith.subf %x, %mx : f32
        %l = math.log %sum : f32
        %r = arith.subf %d, %l : f32
        memref.store %r, %O[%i, %j] : memref<?x?xf32>
      }
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
"""

RMSNORM = """// RMSNorm (Liger-Kernel's, row-wise, one thread per row, hidden size 8 fixed
// as Triton fixes a constexpr block): O = X / sqrt(sum(X^2) / 8 + eps) * W,
// the sum of squares in a register: a two-stage formula.
func.func @rmsnorm(%X: memref<?x8xf32>, %W: memref<8xf32>, %O: memref<?x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %cols = arith.constant 8.0 : f32
  %eps = arith.constant 1.0e-06 : f32
  %n = memref.dim %X, %c0 : memref<?x8xf32>
  %nb = arith.ceildivsi %n, %c4 : index
@ROWS@
    scf.if %mask {
      %ss = scf.for %j = %c0 to %c8 step %c1 iter_args(%a = %z) -> (f32) {
        %x = memref.load %X[%i, %j] : memref<?x8xf32>
        %sq = arith.mulf %x, %x : f32
        %b = arith.addf %a, %sq : f32
        scf.yield %b : f32
      }
      %mean = arith.divf %ss, %cols : f32
      %v = arith.addf %mean, %eps : f32
      %rms = math.sqrt %v : f32
      scf.for %j = %c0 to %c8 step %c1 {
        %x = memref.load %X[%i, %j] : memref<?x8xf32>
        %w = memref.load %W[%j] : memref<8xf32>
        %y = arith.divf %x, %rms : f32
        %r = arith.mulf %y, %w : f32
        memref.store %r, %O[%i, %j] : memref<?x8xf32>
      }
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
"""

LAYERNORM = """// LayerNorm (row-wise, one thread per row, hidden size 8 fixed as for
// RMSNorm): mean, then the variance around it, both sums in registers, then
// O = (X - mean) / sqrt(var + eps) * W + B: a three-stage formula.
func.func @layernorm(%X: memref<?x8xf32>, %W: memref<8xf32>, %B: memref<8xf32>, %O: memref<?x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %cols = arith.constant 8.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %n = memref.dim %X, %c0 : memref<?x8xf32>
  %nb = arith.ceildivsi %n, %c4 : index
@ROWS@
    scf.if %mask {
      %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%a = %z) -> (f32) {
        %x = memref.load %X[%i, %j] : memref<?x8xf32>
        %b = arith.addf %a, %x : f32
        scf.yield %b : f32
      }
      %mean = arith.divf %s, %cols : f32
      %ss = scf.for %j = %c0 to %c8 step %c1 iter_args(%a = %z) -> (f32) {
        %x = memref.load %X[%i, %j] : memref<?x8xf32>
        %d = arith.subf %x, %mean : f32
        %sq = arith.mulf %d, %d : f32
        %b = arith.addf %a, %sq : f32
        scf.yield %b : f32
      }
      %var = arith.divf %ss, %cols : f32
      %v = arith.addf %var, %eps : f32
      %sd = math.sqrt %v : f32
      scf.for %j = %c0 to %c8 step %c1 {
        %x = memref.load %X[%i, %j] : memref<?x8xf32>
        %w = memref.load %W[%j] : memref<8xf32>
        %bias = memref.load %B[%j] : memref<8xf32>
        %d = arith.subf %x, %mean : f32
        %y = arith.divf %d, %sd : f32
        %yw = arith.mulf %y, %w : f32
        %r = arith.addf %yw, %bias : f32
        memref.store %r, %O[%i, %j] : memref<?x8xf32>
      }
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
"""

CAT = """// Cat: O = X ++ Y (static, 4 + 4 elements), one thread per element of O
func.func @cat(%X: memref<4xf32>, %Y: memref<4xf32>, %O: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  "gpu.launch"(%c1, %c1, %c1, %c8, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %lo = arith.cmpi slt, %tx, %c4 : index
    scf.if %lo {
      %x = memref.load %X[%tx] : memref<4xf32>
      memref.store %x, %O[%tx] : memref<8xf32>
    } else {
      %t = arith.subi %tx, %c4 : index
      %y = memref.load %Y[%t] : memref<4xf32>
      memref.store %y, %O[%tx] : memref<8xf32>
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
"""


def main() -> None:
    out = os.path.join(HERE, "kernels")
    os.makedirs(out, exist_ok=True)
    files = {}
    for name, (doc, body) in BINARY.items():
        files[name] = elementwise(name, doc, ["X", "Y"], body)
    for name, (doc, body) in UNARY.items():
        files[name] = elementwise(name, doc, ["X"], body)
    files["zeros"] = ZEROS
    files["sum"] = ROW.format(doc="Sum (row-wise): O[i] = sum_j X[i,j]", name="sum", init="0.0", op="arith.addf")
    files["max"] = ROW.format(doc="Max (row-wise): O[i] = max_j X[i,j]", name="max", init="0xFF800000", op="arith.maximumf")
    files["matmul"] = MATMUL
    files["softmax"] = SOFTMAX
    files["log_softmax"] = LOG_SOFTMAX
    files["rmsnorm"] = RMSNORM
    files["layernorm"] = LAYERNORM
    files["cat"] = CAT
    for name, text in files.items():
        text = text.replace("@ROWS@\n", ROWS).replace("@MAX_EXP_SUM@\n", MAX_EXP_SUM)
        with open(os.path.join(out, f"{name}.mlir"), "w", encoding="utf-8") as f:
            f.write(text)
    print(f"wrote {len(files)} kernels to {out}")


if __name__ == "__main__":
    main()
