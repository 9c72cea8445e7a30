"""A spec reduction read as a chain of reductions over a split of its index (issue 26).

IREE's CUDA row reductions over more elements than a subgroup has lanes
(a 64x4096 softmax) split the reduced index `c` of a row by the thread
mapping, `c = (w * S + l) * V + j` for warp `w`, lane `l` (of `S`) and
element `j` (of the `V` a thread loads as one vector): each thread folds
its `V` elements, an xor-shuffle tree per warp folds the lanes, lane 0
stores the warp's partial to workgroup memory, and after a barrier a
second tree folds the warps.  No value of that code but the last is a
stage of the spec's sequential fold: they are partial reductions over
index *sets*.  The same reduction written as the chain

    T1[p, w, l] = fold_j  f(x[p, (w S + l) V + j])   from c
    T2[p, w]    = fold_l  T1[p, w, l]                 from c
    T3[p]       = fold_w  T2[p, w]                    from c

(`p` the parallel indices, `c` the init) makes each of them an ordinary
spec element, so every existing rule applies: the per-thread fold is
`T1`'s stages, each tree's root is proved as a reordered reduction whose
leaves are the level below (`verify.shuffles.prove_tree`), the workgroup
cell holds `T2`.  `split_source` rewrites the source so (tensor.expand_shape
of the inputs, three linalg.generic ops), and `verify{spec=}` verifies the
code against the rewritten source (`against_source`).

**Why the chain is the reduction** (the conditions are checked here; what
is assumed is printed): the combiner is associative and commutative
(integer add/mul/bitwise/max/min and IEEE maximumf/minimumf exactly;
`maxnumf`/`minnumf` up to the sign of a zero result, and float add/mul up
to rounding, under `verify{assume-reassoc}` or the spec's
`fastmath<reassoc>`), the body is `out (+) f(ins)` with the accumulator
used once and no `linalg.index`, the split is a bijection of `[0, N)` by
construction (`tensor.expand_shape`), and the init `c` is idempotent
(`c (+) c = c`), so starting each of the `W S + W + 1` folds from `c`
adds nothing.

**NaN init** (`maxnumf`/`minnumf`).  torch-mlir starts a row max from
NaN (`0xFFC00000`), maxNum's identity; IREE's CUDA code starts every
partial from -inf (`vector.reduction <maxnumf>, v, -inf`, `maxnumf(p,
-inf)` after each load).  The two differ exactly on a row that is all
NaN: the spec's max is NaN, the code's -inf.  Read with the code's
init, `T3 = maxnumf(-inf, T)`, which equals `T` but where `T` is NaN,
that is where every element of its row is NaN.  The rewrite uses the
code's init only when that cannot show: `T`'s body is `maxnumf(x, out)`
of an input `x` read directly; `T` is no result of the function and
every use of it is a `linalg.generic` with `T`'s loop sizes that reads
`x` and `T` through `T`'s own maps (so it reads `T[p]` together with an
element of row `p`), and whose body uses `T`'s value only as an operand
of `addf`/`subf`/`mulf`/`divf` whose other operand is that element of
`x`: NaN when the row is all NaN, whatever `T` is.
"""

from __future__ import annotations

import io
import math
import re
import struct
from dataclasses import dataclass

from xdsl.ir import Operation, OpResult
from xdsl.ir.affine import AffineDimExpr
from xdsl.printer import Printer

from tvmlir.ir.attrs import op_attr

_EXACT = {"arith.maximumf", "arith.minimumf", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui",
          "arith.addi", "arith.muli", "arith.andi", "arith.ori", "arith.xori"}
_NUMF = {"arith.maxnumf", "arith.minnumf"}
_LICENSED = {"arith.addf", "arith.mulf"}
_BOTTOM = {"arith.maxnumf": "0xFF800000", "arith.minnumf": "0x7F800000"}
"""The init IREE's CUDA code starts a NaN-initialized maxnumf/minnumf from."""
_NAN_SAFE = {"arith.addf", "arith.subf", "arith.mulf", "arith.divf"}
"""Ops whose result is NaN when one operand is NaN, whatever the other."""


@dataclass(frozen=True)
class Split:
    """`V` elements per thread, `S` lanes per subgroup, `W` subgroups."""

    warps: int
    lanes: int
    vector: int

    @property
    def extent(self) -> int:
        return self.warps * self.lanes * self.vector


def _float_bits(text: str) -> float | None:
    try:
        if text.lower().startswith("0x"):
            return struct.unpack(">f", int(text, 16).to_bytes(4, "big"))[0]
        return float(text)
    except (ValueError, OverflowError):
        return None


def _bits(text: str) -> int | None:
    """The f32 bit pattern of a float constant's text (hex or decimal)."""
    try:
        if text.lower().startswith("0x"):
            return int(text, 16)
        return struct.unpack(">I", struct.pack(">f", float(text)))[0]
    except (ValueError, OverflowError, struct.error):
        return None


def _idempotent(comb: str, value: float | int) -> bool:
    """`c (+) c = c` (exactly, IEEE for floats)."""
    if comb in _EXACT - {"arith.addi", "arith.muli", "arith.xori"} or comb in _NUMF:
        return True
    if isinstance(value, float) and math.isnan(value):
        return comb in _LICENSED
    if comb in ("arith.addi", "arith.xori"):
        return value == 0
    if comb == "arith.muli":
        return value in (0, 1)
    if comb == "arith.addf":
        return value == 0.0 or math.isinf(value)  # +0 + +0 = +0, -0 + -0 = -0
    if comb == "arith.mulf":
        return value == 1.0 or (math.isinf(value) and value > 0) or (value == 0.0 and math.copysign(1, value) > 0)
    return False


def _maps(op: Operation) -> list:
    return [m.data for m in op.indexing_maps.data]  # type: ignore[attr-defined]


def _iterators(op: Operation) -> list[str]:
    return [str(it.data) for it in op.iterator_types.data]  # type: ignore[attr-defined]


def _combiner(op: Operation) -> Operation | None:
    """The op the body yields, when one operand is the accumulator, used once."""
    block = op.regions[0].block
    n_in = len(op.inputs)  # type: ignore[attr-defined]
    if len(block.args) != n_in + 1 or len(op.results) != 1:
        return None
    out = block.args[n_in]
    ret = block.last_op
    if ret is None or len(ret.operands) != 1 or not isinstance(ret.operands[0], OpResult):
        return None
    comb = ret.operands[0].op
    if len(comb.operands) != 2 or out not in comb.operands or len(list(out.uses)) != 1:
        return None
    if any(o.name == "linalg.index" for o in op.regions[0].walk()):
        return None
    return comb


def _fill_constant(value) -> tuple[str, float | int] | None:
    """The constant text and value a spec tensor is filled with (a
    `linalg.fill` or a generic yielding its scalar input), if it is one."""
    if not isinstance(value, OpResult):
        return None
    op = value.op
    scalar = None
    if op.name == "linalg.fill":
        scalar = op.operands[0]
    elif op.name == "linalg.generic" and len(op.inputs) == 1 and not _maps(op)[0].results:  # type: ignore[attr-defined]
        block = op.regions[0].block
        ret = block.last_op
        if ret is not None and ret.operands and ret.operands[0] is block.args[0]:
            scalar = op.operands[0]
    if not isinstance(scalar, OpResult) or scalar.op.name != "arith.constant":
        return None
    attr = op_attr(scalar.op, "value")
    number = getattr(attr, "value", None)
    data = getattr(number, "data", None)
    if not isinstance(data, (int, float)):
        return None
    text = str(attr).split(":")[0].strip()
    return text, data


@dataclass
class Candidate:
    op: Operation
    dim: int
    comb: Operation
    init_text: str
    init: float | int
    inner: str
    """The init text every fold of the chain starts from."""
    note: str
    license: str = "verify{assume-reassoc}"
    """What allows the reordering: assume-reassoc, or the spec's reassoc."""


def _consumers_blind_to_nan_row(op: Operation, x_pos: int, comb: Operation) -> str | None:
    """Why replacing a NaN row max by -inf could show (module doc), or None."""
    value = op.results[0]
    x = op.operands[x_pos]
    maps = _maps(op)
    n_in = len(op.inputs)  # type: ignore[attr-defined]
    sizes = op_static_loop_sizes(op)
    for use in value.uses:
        g = use.operation
        if g.name != "linalg.generic" or use.index >= len(g.inputs):  # type: ignore[attr-defined]
            return f"@{value.name_hint} is used by {g.name}"
        if op_static_loop_sizes(g) != sizes:
            return "a use iterates another domain"
        gmaps = _maps(g)
        if gmaps[use.index] != maps[n_in]:
            return "a use reads it through another map"
        xs = [k for k, v in enumerate(g.inputs) if v is x and gmaps[k] == maps[x_pos]]  # type: ignore[attr-defined]
        if not xs:
            return "a use does not read its row's elements"
        block = g.regions[0].block
        t_arg = block.args[use.index]
        x_args = {block.args[k] for k in xs}
        for u in t_arg.uses:
            user = u.operation
            if user.name not in _NAN_SAFE or len(user.operands) != 2 or user.operands[1 - u.index] not in x_args:
                return f"a use's body reads it in {user.name}, not only against an element of its row"
    if any(isinstance(u.operation, Operation) and u.operation.name == "func.return" for u in value.uses):
        return "it is a result"
    return None


def op_static_loop_sizes(op: Operation) -> list[int] | None:
    """The loop extents of a linalg.generic from its static operand shapes."""
    sizes: dict[int, int] = {}
    for v, m in zip(op.operands, _maps(op)):
        shape = list(v.type.get_shape()) if hasattr(v.type, "get_shape") else []
        for r, e in zip(m.results, shape):
            if isinstance(r, AffineDimExpr):
                if e < 0:
                    return None
                sizes[r.position] = e
    n = len(_iterators(op))
    return [sizes.get(d, -1) for d in range(n)] if all(d in sizes for d in range(n)) else None


def candidates(fn: Operation, split_of, assume_reassoc: bool, code_init) -> list[Candidate]:
    """The reductions of `fn` (a source function) the rewrite may split:
    `split_of(comb name, extent)` gives the split or None;
    `code_init(comb name)` the float constant the code starts such a
    reduction from, if any."""
    found = []
    for op in fn.walk():
        if op.name != "linalg.generic":
            continue
        its = _iterators(op)
        red = [d for d, it in enumerate(its) if it == "reduction"]
        comb = _combiner(op)
        if len(red) != 1 or comb is None:
            continue
        name = comb.name
        flags = str(op_attr(comb, "fastmath") or "")
        if not (name in _EXACT or ((name in _LICENSED or name in _NUMF) and (assume_reassoc or "reassoc" in flags))):
            continue
        sizes = op_static_loop_sizes(op)
        if sizes is None:
            continue
        d = red[0]
        split = split_of(name, sizes[d])
        if split is None:
            continue
        n_in = len(op.inputs)  # type: ignore[attr-defined]
        maps = _maps(op)
        if any(d in _dims_of(r) for r in maps[n_in].results):
            continue
        ok = True
        for m in maps[:n_in]:
            uses = [r for r in m.results if d in _dims_of(r)]
            if uses and (len(uses) != 1 or not isinstance(uses[0], AffineDimExpr)):
                ok = False
        if not ok:
            continue
        init = _fill_constant(op.outputs[0])  # type: ignore[attr-defined]
        if init is None:
            continue
        text, value = init
        inner, note = text, ""
        if name in _NUMF and isinstance(value, float) and math.isnan(value) and code_init(name) is not None:
            # the code's init (module doc, "NaN init")
            block = op.regions[0].block
            x_arg = comb.operands[1 - comb.operands.index(block.args[n_in])]
            x_pos = next((k for k in range(n_in) if block.args[k] is x_arg), None)
            why = "its body folds no input element" if x_pos is None else _consumers_blind_to_nan_row(op, x_pos, comb)
            if why is None:
                inner = _BOTTOM[name]
                note = (f"starts from {'-inf' if name.endswith('maxnumf') else '+inf'} instead of NaN, as the code "
                        "does: the two differ only on a row that is all NaN, where every use of it reads a NaN "
                        "element of that row in an op whose result is then NaN")
        if inner == text and not _idempotent(name, value):
            continue
        license = "the spec's fastmath<reassoc>" if "reassoc" in flags else "verify{assume-reassoc}"
        found.append(Candidate(op, d, comb, text, value, inner, note, license))
    return found


def _dims_of(expr) -> set[int]:
    found: set[int] = set()
    todo = [expr]
    while todo:
        e = todo.pop()
        if isinstance(e, AffineDimExpr):
            found.add(e.position)
        for attr in ("lhs", "rhs"):
            if hasattr(e, attr):
                todo.append(getattr(e, attr))
    return found


# ---------------------------------------------------------------------------
# The rewrite (text: the printer's names are the values' name hints)


def _name_values(fn: Operation) -> None:
    """Name every value for the printer: a spec tensor by its tv.name (so
    the rewritten source's tensors keep the source's names), others `sK`."""
    k = 0
    for op in fn.walk():
        for reg in op.regions:
            for b in reg.blocks:
                for a in b.args:
                    a.name_hint = f"s{k}"
                    k += 1
        for r in op.results:
            r.name_hint = f"s{k}"
            k += 1
    for op in fn.walk():
        named = op.attributes.get("tv.name")
        if named is not None and len(op.results) == 1:
            op.results[0].name_hint = str(named.data)
    for a, attrs in zip(fn.body.block.args, fn.arg_attrs.data if fn.arg_attrs else []):
        named = attrs.data.get("tv.name")
        if named is not None:
            a.name_hint = str(named.data)


def _print(op: Operation) -> str:
    out = io.StringIO()
    Printer(stream=out).print_op(op)
    return out.getvalue()


def _shape(t) -> list[int]:
    return list(t.get_shape())


def _tensor(shape: list[int], elem) -> str:
    return f"tensor<{'x'.join(map(str, shape))}x{elem}>" if shape else f"tensor<{elem}>"


def _map(n: int, results: list[str]) -> str:
    return f"affine_map<({', '.join(f'd{i}' for i in range(n))}) -> ({', '.join(results)})>"


def _expr(e, renum) -> str:
    """An affine expression with its dims renumbered (`renum(position)`)."""
    return re.sub(r"d(\d+)", lambda m: f"d{renum(int(m.group(1)))}", str(e))


def _chain(c: Candidate, split: Split, body_text: str) -> list[str]:
    """The lines replacing `c.op` (its result name kept for the last fold,
    `T_threads` and `T_subgroups` the two partials)."""
    op, d = c.op, c.dim
    tag = op.results[0].name_hint
    n_in = len(op.inputs)  # type: ignore[attr-defined]
    maps = _maps(op)
    its = _iterators(op)
    n = len(its)
    renum = lambda p: p if p < d else p + 2  # noqa: E731  (d -> w, l, j at d, d+1, d+2)
    W, S, V = split.warps, split.lanes, split.vector
    elem = op.results[0].type.element_type
    out_res = [_expr(r, renum) for r in maps[n_in].results]
    out_shape = _shape(op.results[0].type)
    lines = [f"%{tag}_c = arith.constant {c.inner} : {elem}"]
    ins, in_maps, in_types = [], [], []
    for k, (v, m) in enumerate(zip(op.inputs, maps[:n_in])):  # type: ignore[attr-defined]
        results = []
        shape = _shape(v.type) if hasattr(v.type, "get_shape") else None
        name = f"%{v.name_hint}"
        pos = next((i for i, r in enumerate(m.results) if isinstance(r, AffineDimExpr) and r.position == d), None)
        if pos is not None:
            assert shape is not None
            expanded = shape[:pos] + [W, S, V] + shape[pos + 1:]
            groups, i = [], 0
            for q in range(len(shape)):
                width = 3 if q == pos else 1
                groups.append("[" + ", ".join(str(i + t) for t in range(width)) + "]")
                i += width
            lines.append(f"%{tag}_x{k} = tensor.expand_shape {name} [{', '.join(groups)}] output_shape "
                         f"[{', '.join(map(str, expanded))}] : {v.type} into {_tensor(expanded, v.type.element_type)}")
            name = f"%{tag}_x{k}"
            for i, r in enumerate(m.results):
                results += [f"d{d}", f"d{d + 1}", f"d{d + 2}"] if i == pos else [_expr(r, renum)]
            in_types.append(_tensor(expanded, v.type.element_type))
        else:
            results = [_expr(r, renum) for r in m.results]
            in_types.append(str(v.type))
        ins.append(name)
        in_maps.append(_map(n + 2, results))
    t1_shape, t2_shape = out_shape + [W, S], out_shape + [W]
    its1 = its[:d] + ["parallel", "parallel", "reduction"] + its[d + 1:]

    def fill(shape: list[int], k: int) -> str:
        lines.append(f"%{tag}_e{k} = tensor.empty() : {_tensor(shape, elem)}")
        lines.append(f"%{tag}_f{k} = linalg.fill ins(%{tag}_c : {elem}) outs(%{tag}_e{k} : {_tensor(shape, elem)}) "
                     f"-> {_tensor(shape, elem)}")
        return f"%{tag}_f{k}"

    def its_text(xs: list[str]) -> str:
        return "[" + ", ".join(f'"{x}"' for x in xs) + "]"

    f1 = fill(t1_shape, 1)
    lines.append(
        f"%{tag}_threads = linalg.generic {{indexing_maps = [{', '.join(in_maps + [_map(n + 2, out_res + [f'd{d}', f'd{d + 1}'])])}], "
        f"iterator_types = {its_text(its1)}}} ins({', '.join(ins)} : {', '.join(in_types)}) "
        f"outs({f1} : {_tensor(t1_shape, elem)}) {{")
    lines += body_text.splitlines()
    lines.append(f"}} -> {_tensor(t1_shape, elem)}")
    # the two outer levels: the parallel dims of T (renumbered 0..), then w (, l)
    par = [p for p in range(n) if p != d]
    pos_of = {p: i for i, p in enumerate(par)}
    outer = [_expr(r, lambda p: pos_of[p]) for r in maps[n_in].results]
    np_ = len(par)
    acc_first = c.comb.operands[0] is c.op.regions[0].block.args[n_in]
    flags = op_attr(c.comb, "fastmath")
    fm = f" fastmath<{str(flags).split('<', 1)[1]}" if flags is not None and "<" in str(flags) and "none" not in str(flags) else ""

    def level(k: int, src: str, src_shape: list[int], dst_shape: list[int], result: str) -> None:
        dst = fill(dst_shape, k) if k == 2 else None
        init = dst if dst is not None else f"%{op.outputs[0].name_hint}" if c.inner == c.init_text else fill(dst_shape, 3)  # type: ignore[attr-defined]
        extra_in = [f"d{np_}", f"d{np_ + 1}"] if k == 2 else [f"d{np_}"]
        extra_out = [f"d{np_}"] if k == 2 else []
        m_in = _map(np_ + len(extra_in), outer + extra_in)
        m_out = _map(np_ + len(extra_in), outer + extra_out)
        its_k = ["parallel"] * np_ + (["parallel", "reduction"] if k == 2 else ["reduction"])
        operands = f"%{tag}_acc{k}, %{tag}_a{k}" if acc_first else f"%{tag}_a{k}, %{tag}_acc{k}"
        lines.extend([
            f"{result} = linalg.generic {{indexing_maps = [{m_in}, {m_out}], iterator_types = {its_text(its_k)}}} "
            f"ins({src} : {_tensor(src_shape, elem)}) outs({init} : {_tensor(dst_shape, elem)}) {{",
            f"^bb0(%{tag}_a{k}: {elem}, %{tag}_acc{k}: {elem}):",
            f"  %{tag}_v{k} = {c.comb.name} {operands}{fm} : {elem}",
            f"  linalg.yield %{tag}_v{k} : {elem}",
            f"}} -> {_tensor(dst_shape, elem)}",
        ])

    level(2, f"%{tag}_threads", t1_shape, t2_shape, f"%{tag}_subgroups")
    level(3, f"%{tag}_subgroups", t2_shape, out_shape, f"%{op.results[0].name_hint}")
    return lines


_TV_NAME = re.compile(r'( attrs =\s*\{tv\.name = "[^"]*"\})|(, tv\.name = "[^"]*")|( \{tv\.name = "[^"]*"\})')


def split_function(fn: Operation, chosen: list[tuple[Candidate, Split]]) -> str:
    """The text of `fn` with each chosen reduction replaced by its chain."""
    _name_values(fn)
    lines = _print(fn).splitlines()
    for k, (c, split) in enumerate(chosen):
        head = f"%{c.op.results[0].name_hint} = linalg.generic"
        start = next(i for i, line in enumerate(lines) if line.strip().startswith(head))
        indent = lines[start][: len(lines[start]) - len(lines[start].lstrip())]
        end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith(indent + "} -> "))
        body = "\n".join(line[len(indent):] for line in lines[start + 1:end])
        new = [indent + line for line in _chain(c, split, body)]
        lines[start:end + 1] = new
    return _TV_NAME.sub("", "\n".join(lines))


def describe(c: Candidate, split: Split, name: str) -> str:
    d = c.dim
    what = (f"@{name}'s {c.comb.name} over d{d} ({split.extent} elements) read as three reductions over "
            f"d{d} = ({split.lanes} w + l) {split.vector} + j (w < {split.warps} subgroups, l < {split.lanes} lanes, "
            f"j < {split.vector} elements of a thread's vector): @{name}_threads over j, @{name}_subgroups over l, "
            f"@{name} over w, each folded from {c.inner}")
    if c.comb.name in _EXACT:
        return f"{what}: the same value, {c.comb.name} being associative and commutative"
    extra = f"; it {c.note}" if c.note else ""
    if c.comb.name in _NUMF:
        return (f"assumes: {what}: the same value up to the sign of a zero result ({c.comb.name} is associative and "
                f"commutative but for the zero it returns of +0.0 and -0.0; {c.license}){extra}")
    return (f"assumes: {what}: reassociated and reordered ({c.license}; IEEE results may differ in the "
            f"last bits and in the sign of a zero){extra}")


# ---------------------------------------------------------------------------
# What the code says about the split


def _kind(op: Operation) -> str:
    return str(op_attr(op, "kind")).rstrip(">").replace("<", " ").split()[-1]


def _comb_kind(comb: str) -> str:
    base = comb.removeprefix("arith.")
    return {"addf": "add", "addi": "add", "mulf": "mul", "muli": "mul", "andi": "and", "ori": "or", "xori": "xor"}.get(base, base)


def code_splits(module: Operation):
    """(`split_of`, `code_init`) for `candidates`, from a GPU kernel's
    code: the subgroup size of its launch, the width of its per-thread
    `vector.reduction`s of the combiner's kind and their constant
    accumulator; None when the code has no shuffle tree."""
    from tvmlir.verify.shuffles import DEFAULT_SUBGROUP, declared_subgroup_size, is_tree_root

    trees = [op for op in module.walk() if op.results and is_tree_root(op)]
    if not trees:
        return None
    lanes = declared_subgroup_size(trees[0]) or DEFAULT_SUBGROUP
    widths: dict[str, set[int]] = {}
    inits: dict[str, set[str]] = {}
    for op in module.walk():
        if op.name != "vector.reduction" or len(op.operands) != 2:
            continue
        shape = list(op.operands[0].type.get_shape())
        if len(shape) != 1:
            continue
        widths.setdefault(_kind(op), set()).add(shape[0])
        acc = op.operands[1]
        if isinstance(acc, OpResult) and acc.op.name == "arith.constant":
            inits.setdefault(_kind(op), set()).add(str(op_attr(acc.op, "value")).split(":")[0].strip().upper())

    def split_of(comb: str, extent: int) -> Split | None:
        found = widths.get(_comb_kind(comb), set())
        if len(found) != 1:
            return None
        (vector,) = found
        if extent % (lanes * vector) or extent // (lanes * vector) < 1:
            return None
        return Split(extent // (lanes * vector), lanes, vector)

    def code_init(comb: str) -> str | None:
        found = inits.get(_comb_kind(comb), set())
        bottom = _BOTTOM.get(comb)
        return bottom if bottom is not None and {_bits(x) for x in found} == {_bits(bottom)} else None

    return split_of, code_init


def split_specs(specs: dict, code: Operation, assume_reassoc: bool, path: str):
    """The specs of the source rewritten with its reductions split as the
    code's thread mapping splits them (module doc), the AnnotatedSource
    of the rewritten text and the notes per function; None when nothing
    is split."""
    from tvmlir.passes.verify import annotated_source_text
    from tvmlir.verify.spec_model import parse_spec

    found = code_splits(code)
    if found is None:
        return None
    split_of, code_init = found
    texts, notes = [], {}
    for name, spec in specs.items():
        module, fn = parse_spec(spec)
        chosen = [(c, split_of(c.comb.name, op_static_loop_sizes(c.op)[c.dim]))
                  for c in candidates(fn, split_of, assume_reassoc, code_init)]
        fname = fn.sym_name.data
        tv_names = {op.results[0]: str(op_attr(op, "tv.name")).strip('"') for op in fn.walk()
                    if op.name == "linalg.generic" and op.results}
        notes[fname] = [describe(c, s, tv_names.get(c.op.results[0], "?")) for c, s in chosen]
        texts.append(split_function(fn, chosen) if chosen else _TV_NAME.sub("", _print(fn)))
    if not any(notes.values()):
        return None
    text = "builtin.module {\n" + "\n".join(texts) + "\n}\n"
    return annotated_source_text(text, path), notes, text
