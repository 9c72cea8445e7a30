"""A candidate as a linalg-on-tensors function (named ops where they fit)
and as a one-line math form.

The function has the kernel's name and arguments, as tensors, in the same
order, and returns the output tensor: that is the shape `--annotate`
gives a function whose result bufferizes into its output argument, so
`--verify` relates the kernel's buffers to it by position.  Results are
named `<out>_init` (the fill) and `<out>_lifted`, the spec tensors the
prophecies refer to.
"""

from __future__ import annotations

import re

from tvmlir.lifting import dims as dm
from tvmlir.lifting import terms
from tvmlir.lifting.kernel import Kernel
from tvmlir.lifting.search import Candidate

DIM_NAMES = ("i", "j", "l", "m", "n")
RED_NAME = "k"
RED_NAMES = ("k", "q", "r")  # several reduction dims (a convolution's kh, kw, ci)
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def arg_names(kernel: Kernel) -> list[str]:
    names = []
    for pos, a in enumerate(kernel.slots):
        ok = _IDENT.match(a.name) and a.name not in names and not a.name.startswith("_")
        names.append(a.name if ok else f"slot{pos}")
    return names


def tensor_names(kernel: Kernel, cand: Candidate) -> tuple[str, str]:
    out = arg_names(kernel)[cand.out]
    return f"{out}_init", f"{out}_lifted"


def _ttype(kernel: Kernel, pos: int) -> str:
    a = kernel.slots[pos]
    dims = "".join(("?" if d < 0 else str(d)) + "x" for d in a.shape)
    return f"tensor<{dims}{a.element}>"


def _dims(rank: int, reduce: bool, nred: int = 1) -> list[str]:
    if not reduce:
        return list(DIM_NAMES[:rank])
    return list(DIM_NAMES[:rank]) + ([RED_NAME] if nred == 1 else list(RED_NAMES[:nred]))


def math_form(kernel: Kernel, cand: Candidate) -> str:
    """`O[i,j] = ...`, after `O_s0[i] = ...; ` for each stage."""
    from dataclasses import replace

    pre = ""
    for s, st in enumerate(cand.stages):
        one = replace(cand, rank=st.rank, reduce=st.reduce, body=st.body, combiner=st.combiner, init=st.init, stages=())
        pre += math_form(kernel, one).replace(f"{arg_names(kernel)[cand.out]}[", f"{stage_name(kernel, cand, s)}[", 1) + "; "
    return pre + _math_form(kernel, cand)


def _math_form(kernel: Kernel, cand: Candidate) -> str:
    names = arg_names(kernel)
    dims = _dims(cand.rank, cand.reduce, cand.nred)
    out = names[cand.out]
    lhs = f"{out}[{','.join(dims[: cand.rank])}]" if cand.rank else out
    body = terms.math_form(cand.body, names, dims, out)
    body = terms.bare(body)
    if not cand.reduce:
        return f"{lhs} = {body}"
    op = {"addf": "sum", "maximumf": "max", "minimumf": "min", "maxnumf": "maxnum", "minnumf": "minnum"}[cand.combiner]
    init = f"{out}_0[{','.join(dims[: cand.rank])}]" if cand.init is None else terms.const_text(cand.init)
    return f"{lhs} = {op}_{''.join(dims[cand.rank:])}({init}; {body})"


def _named(cand: Candidate) -> str | None:
    """The named op the candidate is, if any."""
    b = cand.body
    if any(not dm.plain(leaf[2]) for leaf in terms.leaves(b) if leaf[0] in ("arg", "tmp")) or (cand.reduce and cand.nred != 1):
        return None
    if cand.reduce and cand.combiner == "addf" and b[0] == "mulf" and b[1][0] == b[2][0] == "arg":
        a, bb = b[1][2], b[2][2]
        if cand.rank == 2 and a == (0, 2) and bb == (2, 1):
            return "matmul"
        if cand.rank == 3 and a == (0, 1, 3) and bb == (0, 3, 2):
            return "batch_matmul"
    if not cand.reduce and b[0] == "arg" and sorted(b[2]) == list(range(cand.rank)) and b[2] != tuple(range(cand.rank)):
        return "transpose"
    return None


def _window_extents(kernel: Kernel, cand: Candidate, lone: list[int]) -> list[int]:
    """The static extent of each reduction dim that only windows index:
    `S - P + 1` for an input axis `p + r` of extent S and an output axis p
    of extent P (a dynamic one has no static window: refused)."""
    found = []
    for d in lone:
        hit = None
        for leaf in terms.leaves(cand.body):
            if leaf[0] != "arg":
                continue
            for t, e in enumerate(leaf[2]):
                if isinstance(e, tuple) and e[1] == d:
                    s_, p_ = kernel.slots[leaf[1]].shape[t], kernel.slots[cand.out].shape[e[0]]
                    if s_ >= 0 and p_ >= 0:
                        hit = s_ - p_ + 1
        if hit is None:
            raise ValueError("a window of dynamic extent")
        found.append(hit)
    return found


def stage_name(kernel: Kernel, cand: Candidate, s: int) -> str:
    return f"{arg_names(kernel)[cand.out]}_s{s}"


def _extent(kernel: Kernel, size) -> int:
    """A stage dim's static extent, or -1 (read at run time)."""
    if isinstance(size, int):
        return size
    pos, axis = size
    return kernel.slots[pos].shape[axis]


def _stage_type(kernel: Kernel, st) -> str:
    dims = "".join(("?" if _extent(kernel, z) < 0 else str(_extent(kernel, z))) + "x" for z in st.sizes)
    return f"tensor<{dims}{st.element}>"


def _operand(kernel: Kernel, stages: tuple, out_name: str, leaf) -> tuple[str, str, str]:
    """(SSA name, tensor type, element type) of an `arg` or `tmp` leaf."""
    if leaf[0] == "tmp":
        return f"%{out_name}_s{leaf[1]}", _stage_type(kernel, stages[leaf[1]]), stages[leaf[1]].element
    return f"%{arg_names(kernel)[leaf[1]]}", _ttype(kernel, leaf[1]), kernel.slots[leaf[1]].element


def _generic(kernel, stages, out_name, result, body_term, rank, reduce, combiner, init, otype, ety, nred=1, windows=()) -> list[str]:
    """A `linalg.generic` computing `body_term` over `rank` parallel dims
    (and one reduction dim) into `init`, as `%result`; stage tensors are
    `%<out_name>_s<n>`."""
    leaves = []
    for leaf in terms.leaves(body_term):
        if leaf[0] in ("arg", "tmp") and leaf not in leaves:
            leaves.append(leaf)
    ops = [_operand(kernel, stages, out_name, l) for l in leaves]
    n_iter = rank + (nred if reduce else 0)
    ds = ", ".join(f"d{d}" for d in range(n_iter))
    maps = [f"affine_map<({ds}) -> ({', '.join(dm.affine(d) for d in l[2])})>" for l in leaves]
    for name, ttype, wdims in windows:  # a window's extents, for reduction dims no input holds alone
        leaves.append(("window",))
        ops.append((name, ttype, ety))
        maps.append(f"affine_map<({ds}) -> ({', '.join(f'd{d}' for d in wdims)})>")
    maps.append(f"affine_map<({ds}) -> ({', '.join(f'd{d}' for d in range(rank))})>")
    iters = ", ".join(['"parallel"'] * rank + (['"reduction"'] * nred if reduce else []))
    ins_part = f"ins({', '.join(o[0] for o in ops)} : {', '.join(o[1] for o in ops)}) " if leaves else ""
    lines = [
        f"  %{result} = linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = [{iters}]}} "
        f"{ins_part}outs({init} : {otype}) {{"
    ]
    # block arguments start with `_`, which no argument name of the kernel (`arg_names`) has... unless it does:
    block_args = [f"%_in{n}: {o[2]}" for n, o in enumerate(ops)] + [f"%_out: {ety}"]
    lines.append(f"  ^bb0({', '.join(block_args)}):")
    body: list[str] = []

    def block_arg(leaf) -> str:
        return "%_out" if leaf[0] == "out" else f"%_in{leaves.index(leaf)}"

    v = terms.emit_body(body_term, block_arg, body, ety)
    if reduce:
        body.append(f"%r = {terms.BINARY[combiner][0]} %_out, {v} : {ety}")
        v = "%r"
    lines += [f"    {x}" for x in body]
    lines.append(f"    linalg.yield {v} : {ety}")
    lines.append(f"  }} -> {otype}")
    return lines


def _stage_lines(kernel: Kernel, cand: Candidate) -> list[str]:
    """`tensor.empty`, fill and reduction of each stage tensor."""
    lines = []
    out_name = arg_names(kernel)[cand.out]
    dims_done: dict[tuple[int, int], str] = {}
    for s, st in enumerate(cand.stages):
        ty = _stage_type(kernel, st)
        ety = st.element
        dyn = []
        for z in st.sizes:
            if _extent(kernel, z) >= 0:
                continue
            p, a = z
            if (p, a) not in dims_done:
                name = f"%{out_name}_dim{len(dims_done)}"
                lines.append(f"  {name}_c = arith.constant {a} : index")
                lines.append(f"  {name} = tensor.dim %{arg_names(kernel)[p]}, {name}_c : {_ttype(kernel, p)}")
                dims_done[(p, a)] = name
            dyn.append(dims_done[(p, a)])
        name = stage_name(kernel, cand, s)
        lines.append(f"  %{name}_empty = tensor.empty({', '.join(dyn)}) : {ty}")
        if not st.reduce:
            lines += _generic(kernel, cand.stages, out_name, name, st.body, st.rank, False, None, f"%{name}_empty", ty, ety)
            continue
        lines.append(f"  %{name}_cst = arith.constant {terms.mlir_float(st.init, ety)} : {ety}")
        lines.append(f"  %{name}_init = linalg.fill ins(%{name}_cst : {ety}) outs(%{name}_empty : {ty}) -> {ty}")
        lines += _generic(kernel, cand.stages, out_name, name, st.body, st.rank, True, st.combiner, f"%{name}_init", ty, ety)
    return lines


def spec_function(kernel: Kernel, cand: Candidate, fn_name: str) -> str:
    names = arg_names(kernel)
    params = ", ".join(f"%{n}: {_ttype(kernel, p)}" for p, n in enumerate(names[: len(kernel.args)]))
    otype = _ttype(kernel, cand.out)
    ety = kernel.slots[cand.out].element
    init_name, lifted_name = tensor_names(kernel, cand)
    lines = [f"func.func @{fn_name}({params}) -> {otype} {{"]
    init = f"%{names[cand.out]}"
    if kernel.is_fresh(cand.out):  # a returned allocation: the spec's tensor.empty
        lines.append(f"  {init} = tensor.empty() : {otype}")
    if not cand.reduce and cand.body[0] == "const":
        lines.append(f"  %cst = arith.constant {terms.mlir_float(cand.body[1], ety)} : {ety}")
        lines.append(f"  %{lifted_name} = linalg.fill ins(%cst : {ety}) outs({init} : {otype}) -> {otype}")
        lines.append(f"  func.return %{lifted_name} : {otype}")
        return "\n".join(lines + ["}"]) + "\n"
    lines += _stage_lines(kernel, cand)
    if cand.init is not None:
        lines.append(f"  %cst = arith.constant {terms.mlir_float(cand.init, ety)} : {ety}")
        lines.append(f"  %{init_name} = linalg.fill ins(%cst : {ety}) outs({init} : {otype}) -> {otype}")
        init = f"%{init_name}"
    arg_leaves = []
    for leaf in terms.leaves(cand.body):
        if leaf[0] == "arg" and leaf not in arg_leaves:
            arg_leaves.append(leaf)
    named = _named(cand)
    ins = ", ".join(f"%{names[l[1]]}" for l in arg_leaves)
    in_types = ", ".join(_ttype(kernel, l[1]) for l in arg_leaves)
    if named in ("matmul", "batch_matmul"):
        lines.append(f"  %{lifted_name} = linalg.{named} ins({ins} : {in_types}) outs({init} : {otype}) -> {otype}")
    elif named == "transpose":
        perm = ", ".join(str(cand.body[2].index(d)) for d in range(cand.rank))
        lines.append(
            f"  %{lifted_name} = linalg.transpose ins({ins} : {in_types}) outs({init} : {otype}) permutation = [{perm}]"
        )
    else:
        windows = []
        if cand.reduce:
            lone = [d for d in cand.red_dims
                    if not any(leaf[0] == "arg" and dm.axis(leaf[2], d) is not None for leaf in terms.leaves(cand.body))]
            if lone:
                ext = _window_extents(kernel, cand, lone)
                wtype = f"tensor<{'x'.join(str(e) for e in ext)}x{ety}>"
                lines.append(f"  %{names[cand.out]}_window = tensor.empty() : {wtype}")
                windows.append((f"%{names[cand.out]}_window", wtype, lone))
        lines += _generic(kernel, cand.stages, names[cand.out], lifted_name, cand.body, cand.rank, cand.reduce,
                          cand.combiner, init, otype, ety, cand.nred, windows)
    lines.append(f"  func.return %{lifted_name} : {otype}")
    return "\n".join(lines + ["}"]) + "\n"
