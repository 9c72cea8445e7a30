"""`gpu.shuffle` in `--verify`: a lane reads another lane's value (issue 26).

A shuffle is a *value* op, evaluated lazily like arith: the value a lane
receives is the shuffled operand as the *source* lane computed it.
`--verify` evaluates a kernel's body once, with the thread ids as
parameters, so a value's z3 term is a function of the thread ids: the
source lane's value is that term with the thread ids replaced by the
source thread's.  That is exact when the lanes run the shuffle together
(MLIR: the first `width` lanes of the subgroup must be active; the
operand's computation is the same code in every lane), which is why a
shuffle under control flow that may diverge between the threads of a
block is `unsupported` (only `scf.for` with bounds no thread id changes
is allowed between the shuffle and its launch).

**Lanes** (MLIR's `gpu.shuffle`, the GPU dialect's linear thread id):
the linear thread id `tx + bx * (ty + by * tz)` of the block; subgroup
`linear div S`, lane `linear mod S`, with `S` the launch's `subgroup_size`
attribute (IREE's translation info, `frontends.iree_codegen`) or, when it
has none, 32, printed as an assumption.  The source lane is
`lane xor offset`, `lane + offset` (down), `lane - offset` (up) or
`offset` (idx); `valid` is `0 <= src < width`.  An invalid source's value
is unspecified: the result is poison there (so a store of it fails),
and `valid` says which.  Undefined behaviour of the lowered code (an
obligation, so a wrong program is never verified through it): a width
outside `[1, S]`, or a subgroup whose first `width` lanes are not all
threads of the block (a block size that does not fill them).

**Per-thread unknowns.**  Fresh constants in the operand's term (an
undefined cell's value, a free choice of an `nsz` op) are another lane's
own: they are renamed in the source lane's copy, so lanes never share a
choice.  A value computed from a data-dependent index (a gather's
parameter, `gathers.py`) stands for *this* lane's loaded index, so it is
`unsupported` in a shuffle.
"""

from __future__ import annotations

import islpy as isl
import z3
from xdsl.ir import Operation, SSAValue

from tvmlir.ir.attrs import op_attr
from tvmlir.verify.frame import Frame, Val
from tvmlir.verify.obligations import VerifyUnsupported

DEFAULT_SUBGROUP = 32
"""Lanes per subgroup when the launch does not say (NVIDIA's warp)."""

_MODES = ("xor", "down", "up", "idx")
_PARAM = isl.dim_type.param


def mode_of(op: Operation) -> str:
    """`xor`, `down`, `up` or `idx`, from `#gpu.shuffle_mode<xor>` or
    `#gpu<shuffle_mode xor>`."""
    text = str(op_attr(op, "mode")).rstrip(">").replace("<", " ").split()[-1]
    if text not in _MODES:
        raise VerifyUnsupported(op, f"gpu.shuffle mode {text}")
    return text


def _launch_of(op: Operation) -> Operation | None:
    p = op.parent_op()
    while p is not None and p.name not in ("gpu.launch", "gpu.func"):
        p = p.parent_op()
    return p


def check_convergent(ev, op: Operation, frame: Frame) -> None:
    """The lanes of a subgroup reach `op` together: between it and its
    launch only loops whose bounds no thread id changes."""
    launch = _launch_of(op)
    if launch is None:
        raise VerifyUnsupported(op, "gpu.shuffle outside a GPU kernel")
    p = op.parent_op()
    while p is not launch:
        if p.name != "scf.for":
            raise VerifyUnsupported(op, f"gpu.shuffle inside {p.name} (the lanes of a subgroup may diverge)")
        for bound in p.operands[:3]:
            pa = frame.index.index(bound)
            names = {pa.get_dim_name(_PARAM, k) for k in range(pa.dim(_PARAM)) if pa.involves_dims(_PARAM, k, 1)}
            if names & ev.thread_params:
                raise VerifyUnsupported(op, "gpu.shuffle inside a loop whose bounds depend on the thread id "
                                            "(the lanes of a subgroup may diverge)")
        p = p.parent_op()


def subgroup_size(ev, op: Operation) -> int:
    launch = _launch_of(op)
    attr = launch.attributes.get("subgroup_size") if launch is not None else None
    if attr is not None:
        return int(attr.value.data)  # type: ignore[attr-defined]
    ev.note(f"assumes: subgroup size {DEFAULT_SUBGROUP} (the launch does not say; gpu.shuffle's lanes are "
            f"{DEFAULT_SUBGROUP} consecutive linear thread ids)")
    return DEFAULT_SUBGROUP


def _consts(term: z3.ExprRef) -> list[z3.ExprRef]:
    """The uninterpreted constants of `term` (its DAG walked once)."""
    seen: set[int] = set()
    found: dict[int, z3.ExprRef] = {}
    todo = [term]
    while todo:
        t = todo.pop()
        if t.get_id() in seen:
            continue
        seen.add(t.get_id())
        if z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            found[t.get_id()] = t
        elif z3.is_app(t):
            todo.extend(t.children())
        elif z3.is_quantifier(t):
            todo.append(t.body())
    return list(found.values())


def term(ev, frame: Frame, value: SSAValue) -> Val:
    """Both results of the `gpu.shuffle` that defines `value` (module doc);
    the caller caches them."""
    op = value.owner
    assert isinstance(op, Operation)
    mode = mode_of(op)
    src_val, off_val, width_val = (ev.term(frame, v) for v in op.operands)
    s = subgroup_size(ev, op)
    conv = ev.conv
    tids = [frame.gpu.get(("gpu.thread_id", d)) for d in "xyz"]
    dims = [frame.gpu.get(("gpu.block_dim", d)) for d in "xyz"]
    if any(x is None for x in (*tids, *dims)):
        raise VerifyUnsupported(op, "gpu.shuffle outside a GPU kernel")
    t = [conv.pw_aff(x) for x in tids]
    b = [conv.pw_aff(x) for x in dims]
    linear = t[0] + b[0] * (t[1] + b[1] * t[2])
    lane = linear % s
    offset = z3.BV2Int(off_val.term, is_signed=True)
    width = z3.BV2Int(width_val.term, is_signed=True)
    if mode == "xor":
        src = z3.BV2Int(z3.Int2BV(lane, 32) ^ off_val.term, is_signed=False)
    else:
        src = {"down": lane + offset, "up": lane - offset, "idx": offset}[mode]
    valid = z3.And(0 <= src, src < width)
    other = linear - lane + src
    coords = [other % b[0], (other / b[0]) % b[1], other / (b[0] * b[1])]

    thread_consts = {str(x) for x in t}
    gathered = set(ev.gathers.params)
    subst = [(x, c) for x, c in zip(t, coords) if z3.is_const(x)]
    for part in (src_val.term, src_val.poison, src_val.ub):
        for c in _consts(part):
            name = str(c)
            if name in thread_consts:
                continue
            if name in gathered:
                raise VerifyUnsupported(op, "gpu.shuffle of a value computed from a data-dependent index")
            if name in conv.skolems and conv.skolems[name].eq(c):
                continue  # a parameter every lane shares (block ids, sizes, loop ivs)
            if all(not c.eq(x) for x, _ in subst):
                subst.append((c, z3.FreshConst(c.sort(), f"{name.split('!')[0]}.lane")))
    moved = [z3.substitute(x, *subst) if subst else x for x in (src_val.term, src_val.poison, src_val.ub)]
    threads = b[0] * b[1] * b[2]
    # UB: a width the subgroup cannot have, or lanes below it that are no thread
    ub = z3.Or(width < 1, width > s, linear - lane + width > threads, moved[2])
    ub = z3.Or(ub, src_val.ub, off_val.ub, width_val.ub)
    unspecified = z3.FreshConst(src_val.term.sort(), "shuffle.invalid")
    shuffled = z3.If(valid, moved[0], unspecified)
    poison = z3.Or(z3.Not(valid), moved[1], off_val.poison, width_val.poison)
    flag = z3.If(valid, z3.BitVecVal(1, 1), z3.BitVecVal(0, 1))
    frame.terms[op.results[0]] = Val(shuffled, ub, poison)
    frame.terms[op.results[1]] = Val(flag, z3.Or(src_val.ub, off_val.ub, width_val.ub), z3.Or(off_val.poison, width_val.poison))
    return frame.terms[value]

