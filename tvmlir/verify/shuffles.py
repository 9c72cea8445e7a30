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

from dataclasses import dataclass

import islpy as isl
import z3
from xdsl.dialects import arith
from xdsl.dialects.builtin import FloatAttr
from xdsl.ir import Operation, OpResult, SSAValue

from tvmlir.affine import space
from tvmlir.affine.recover import NotAffine
from tvmlir.affine.space import const

from tvmlir.ir.attrs import is_float_zero_constant, op_attr
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
            try:
                pa = frame.index.index(bound)
            except NotAffine:
                raise VerifyUnsupported(op, "gpu.shuffle inside a loop whose bounds are not quasi-affine "
                                            "(the lanes of a subgroup may diverge)") from None
            names = {pa.get_dim_name(_PARAM, k) for k in range(pa.dim(_PARAM)) if pa.involves_dims(_PARAM, k, 1)}
            if names & ev.thread_params:
                raise VerifyUnsupported(op, "gpu.shuffle inside a loop whose bounds depend on the thread id "
                                            "(the lanes of a subgroup may diverge)")
        p = p.parent_op()


def launch_of(op: Operation) -> Operation | None:
    """The `gpu.launch` or `gpu.func` whose threads run `op`."""
    return _launch_of(op)


def declared_subgroup_size(op: Operation) -> int | None:
    """The `subgroup_size` attribute of `op`'s launch, if it has one."""
    launch = _launch_of(op)
    attr = launch.attributes.get("subgroup_size") if launch is not None else None
    return int(attr.value.data) if attr is not None else None  # type: ignore[attr-defined]


def subgroup_size(ev, op: Operation) -> int:
    declared = declared_subgroup_size(op)
    if declared is not None:
        return declared
    ev.note(f"assumes: subgroup size {DEFAULT_SUBGROUP} (the launch does not say; gpu.shuffle's lanes are "
            f"{DEFAULT_SUBGROUP} consecutive linear thread ids)")
    return DEFAULT_SUBGROUP


NUMF = ("arith.maxnumf", "arith.minnumf")
"""Combiners a tree may reorder under assume-reassoc only: maxNum/minNum
are associative and commutative on every value but a zero result, whose
sign each operation may choose (LangRef), so another order may return the
other zero (`prove_tree`)."""

MAX_MOVED_NODES = 4000
"""The largest operand term (DAG nodes) copied to its source lane: each
level of a shuffle tree doubles its root's term, and a tree whose root no
claim covers (`prove_tree`) is beyond the solver long before it is beyond
memory (a 64x4096 softmax's trees took 80 s of failing queries)."""


def _consts(term: z3.ExprRef, limit: int | None = None) -> list[z3.ExprRef] | None:
    """The uninterpreted constants of `term` (its DAG walked once); None
    when it has more than `limit` nodes."""
    seen: set[int] = set()
    found: dict[int, z3.ExprRef] = {}
    todo = [term]
    while todo:
        t = todo.pop()
        if t.get_id() in seen:
            continue
        seen.add(t.get_id())
        if limit is not None and len(seen) > limit:
            return None
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
    if tree_of(op.operands[0]) is not None:
        # a level of a tree above its first: read exactly, its root's term
        # doubles per level, past what the solver decides (a tree is read
        # through its root's claim, `prove_tree`)
        raise VerifyUnsupported(op, "a shuffle tree whose root no proved claim covers (a reordered reduction "
                                    "over lanes: verify{assume-reassoc} and a claim on its root, verify/shuffles.py)")
    src_val, off_val, width_val = (ev.term(frame, v) for v in op.operands)
    s = subgroup_size(ev, op)
    t, b = _thread_ids(ev, frame, op)
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

    moved = _move(ev, op, [src_val.term, src_val.poison, src_val.ub], t, coords)
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



def _thread_ids(ev, frame: Frame, op: Operation) -> tuple[list[z3.ArithRef], list[z3.ArithRef]]:
    """The thread ids (z3 constants: the parameters `--verify` evaluates
    the body with) and the block sizes at `op`."""
    tids, dims = [], []
    for d in "xyz":
        pa, size = frame.gpu.get(("gpu.thread_id", d)), frame.gpu.get(("gpu.block_dim", d))
        if pa is None or size is None:
            raise VerifyUnsupported(op, "gpu.shuffle outside a GPU kernel")
        names = [pa.get_dim_name(_PARAM, k) for k in range(pa.dim(_PARAM)) if pa.involves_dims(_PARAM, k, 1)]
        if len(names) != 1:
            raise VerifyUnsupported(op, "gpu.shuffle in a kernel whose thread ids are not parameters")
        tids.append(ev.conv.param(names[0]))
        dims.append(ev.conv.pw_aff(size))
    return tids, dims


def _move(ev, op: Operation, parts: list[z3.ExprRef], t: list[z3.ArithRef], coords: list[z3.ArithRef]) -> list[z3.ExprRef]:
    """`parts` as the thread at `coords` computes them: the thread ids
    replaced, fresh constants renamed (that thread's own, module doc)."""
    subst = list(zip(t, coords))
    names = {str(x) for x in t}
    for part in parts:
        found = _consts(part, MAX_MOVED_NODES)
        if found is None:
            raise VerifyUnsupported(op, "gpu.shuffle of a value too large to copy to its source lane "
                                        "(a shuffle tree no claim covers: verify/shuffles.py)")
        for c in found:
            name = str(c)
            if name in names:
                continue
            if name in ev.gathers.params:
                raise VerifyUnsupported(op, "gpu.shuffle of a value computed from a data-dependent index")
            if name in ev.conv.skolems and ev.conv.skolems[name].eq(c):
                continue  # a parameter every lane shares (block ids, sizes, loop ivs)
            if all(not c.eq(x) for x, _ in subst):
                subst.append((c, z3.FreshConst(c.sort(), f"{name.split('!')[0]}.lane")))
    return [z3.substitute(p, *subst) for p in parts]


# ---------------------------------------------------------------------------
# Reduction trees over the lanes of a subgroup


@dataclass
class Tree:
    """`a_{j+1} = a_j (+) shuffle xor(a_j, o_j)`, root `a_n` first: the
    butterfly IREE (and `gpu.all_reduce`'s lowering) emits."""

    root: Operation
    leaf: SSAValue
    shuffles: list[Operation]  # the root's level first


def _shuffled_self(comb: Operation) -> tuple[SSAValue, Operation] | None:
    """(a, shuffle) when `comb` is `a (+) shuffle(a)` in either order."""
    if len(comb.operands) != 2:
        return None
    for k in (0, 1):
        a, b = comb.operands[k], comb.operands[1 - k]
        sh = b.owner if isinstance(b, OpResult) else None
        if sh is not None and sh.name == "gpu.shuffle" and b is sh.results[0] and sh.operands[0] is a:
            return a, sh
    return None


def tree_of(value: SSAValue) -> Tree | None:
    """The shuffle tree `value` is the root of (at least one level)."""
    if not isinstance(value, OpResult):
        return None
    root = value.op
    shuffles: list[Operation] = []
    v: SSAValue = value
    while isinstance(v, OpResult) and v.op.name == root.name:
        found = _shuffled_self(v.op)
        if found is None:
            break
        v, sh = found
        shuffles.append(sh)
    return Tree(root, v, shuffles) if shuffles else None


def is_tree_root(op: Operation) -> bool:
    """`op` ends a shuffle tree: its result is no level of a larger one
    (a site the inference claims, `infer.target_trace`)."""
    if len(op.results) != 1 or tree_of(op.results[0]) is None:
        return False
    for use in op.results[0].uses:
        user = use.operation
        if user.name == "gpu.shuffle" and use.index == 0:
            if any(_shuffled_self(u.operation) is not None and u.operation.name == op.name
                   for u in user.results[0].uses):
                return False
    return True


def _constant_int(v: SSAValue) -> int | None:
    if isinstance(v, OpResult) and v.op.name == "arith.constant":
        attr = op_attr(v.op, "value")
        data = getattr(getattr(attr, "value", None), "data", None)
        return data if isinstance(data, int) else None
    return None


def _strip_zero_adds(ev, frame: Frame, leaf: SSAValue) -> tuple[Val, int]:
    """The leaf's value with additions of a zero constant dropped (under
    assume-reassoc a zero of either sign is addf's neutral element), and
    how many were; through one-lane vectors (`vector.extract`)."""
    v, point, dropped = leaf, (), 0
    while isinstance(v, OpResult):
        op = v.op
        if op.name == "arith.addf" and is_float_zero_constant(op.operands[1]):
            v, dropped = op.operands[0], dropped + 1
        elif op.name == "arith.addf" and is_float_zero_constant(op.operands[0]):
            v, dropped = op.operands[1], dropped + 1
        elif op.name == "vector.extract" and not point and not list(op.dynamic_position):  # type: ignore[attr-defined]
            point = tuple(const(p) for p in op.static_position.get_values())  # type: ignore[attr-defined]
            v = op.operands[0]
        else:
            break
    if point:
        return ev.vectors.term(v.owner, frame, v, point), dropped
    return ev.term(frame, v), dropped


def prove_tree(ev, op: Operation, frame: Frame, gamma: isl.Set, t, idx: list[isl.PwAff]) -> bool:
    """A claim that a shuffle tree's root is the final element `idx` of
    reduction `@t`, proved as a reordered reduction (design-notes section
    17): the tree combines, in lane `l`, the leaves of the `2^n` lanes of
    `l`'s aligned group once each (the xor offsets are independent bits
    below `2^n`); the leaf of the group's lane `r` is the spec's element
    `(idx, r)` (`c (+) leaf = step(idx, r; c)` for every `c`); `2^n` is the
    reduced extent; and the spec's init is the combiner's neutral element.
    False when the claimed value is no shuffle tree (the exact obligation
    applies)."""
    from tvmlir.verify import accumulate
    from tvmlir.verify.obligations import PROPHECY_IN_DOMAIN, REDUCED_ONCE, REDUCTION_COMPLETE, REDUCTION_ELEMENT, VALUE, Outcome
    from tvmlir.verify.reordered import combiner_of

    tree = tree_of(op.operands[0])
    if tree is None:
        return False
    comb = combiner_of(t)
    if comb is None or comb.name != tree.root.name or len(t.red_dims) != 1:
        return False
    numf = comb.name in NUMF and ev.assume_reassoc and len(list(t.body.args[len(t.inputs)].uses)) == 1
    if not numf and not accumulate.reorderable(t, ev.assume_reassoc):
        if comb.name in accumulate.LICENSED:
            raise VerifyUnsupported(tree.root, f"{comb.name.removeprefix('arith.')} reduction tree over the lanes "
                                    "of a subgroup, reordered without reassoc (the spec's combiner carries no "
                                    "fastmath<reassoc>; verify{assume-reassoc} assumes it)")
        return False
    s = subgroup_size(ev, tree.root)
    offsets = []
    for sh in tree.shuffles:
        o, w = _constant_int(sh.operands[1]), _constant_int(sh.operands[2])
        if mode_of(sh) != "xor" or o is None or w is None or o <= 0:
            raise VerifyUnsupported(sh, "a shuffle tree level that is not an xor by a positive constant")
        if w != s:
            raise VerifyUnsupported(sh, f"a shuffle tree of width {w} in subgroups of {s} lanes")
        offsets.append(o)
    # independence over GF(2): each lane combined once
    basis: list[int] = []
    for o in offsets:
        x = o
        for bvec in basis:
            x = min(x, x ^ bvec)
        if x == 0:
            ev.record(REDUCED_ONCE, tree.root, Outcome.FAILED,
                      f"the xor offsets {offsets} of the shuffle tree are not independent bits: the offset {o} "
                      "combines lanes already combined, so each lane's value is counted twice")
            return True  # later uses see the claimed element, as after any failed obligation
        basis.append(x)
    group = 1 << len(offsets)
    if any(o >= group for o in offsets) or group > s:
        raise VerifyUnsupported(tree.root, f"a shuffle tree whose xor offsets {offsets} do not span an aligned group of lanes")
    ev.record(REDUCED_ONCE, tree.root, Outcome.OK, f"xor offsets {offsets}: each of {group} lanes once")
    if numf:
        ev.note(f"assumes: @{t.name}'s {comb.name} is associative and commutative up to the sign of a zero result "
                f"(verify{{assume-reassoc}}; IEEE maxNum/minNum may return either zero of +0.0 and -0.0): the shuffle "
                f"tree at {ev.where(tree.root)} combines the {group} lanes of each aligned group in xor-butterfly "
                f"order (offsets {offsets}) instead of the spec's sequential order")
    if comb.name in accumulate.LICENSED:
        ev.note(f"assumes: @{t.name}'s {comb.name} is associative and commutative with a zero of either sign as its "
                f"neutral element (verify{{assume-reassoc}}): the shuffle tree at {ev.where(tree.root)} sums the "
                f"{group} lanes of each aligned group in xor-butterfly order (offsets {offsets}) instead of the "
                "spec's sequential order")
    # the claimed element is one the spec defines
    ok = space.universe_params()
    for x, n in zip(idx, t.sizes):
        ok = ok.intersect(space.in_range(x, n))
    from tvmlir.affine import checks

    bad = checks.holds_everywhere(gamma, ok)
    ev.record(PROPHECY_IN_DOMAIN, op, Outcome.OK if bad.is_empty() else Outcome.FAILED,
              "" if bad.is_empty() else f"names an element outside @{t.name}", "" if bad.is_empty() else ev.sample_text(bad))
    # the whole reduction: 2^n reduced elements
    extent = t.loop_sizes[t.red_dims[0]]
    short = checks.holds_everywhere(gamma, space.eq(extent, const(group)))
    if short.is_empty():
        ev.record(REDUCTION_COMPLETE, tree.root, Outcome.OK, f"{group} lanes, {group} reduced elements")
    else:
        ev.record(REDUCTION_COMPLETE, tree.root, Outcome.FAILED,
                  f"the shuffle tree combines {group} lanes, but @{t.name} reduces over another number of elements",
                  ev.sample_text(short))
    conv = ev.conv
    guard = conv.set(gamma)
    # Every level's source lane is valid (an xor below 2^n <= width = S
    # stays in the subgroup), so the tree is undefined only where a
    # subgroup is short of threads; the leaves' own UB and poison are the
    # leaf obligation's.
    et = op.operands[0].type
    tids, dims = _thread_ids(ev, frame, tree.root)
    linear = tids[0] + dims[0] * (tids[1] + dims[1] * tids[2])
    short_group = linear - linear % s + s > dims[0] * dims[1] * dims[2]
    same = z3.FreshConst(ev.sem.sort(et), "v")
    solver_ok, instance = ev.prover.prove_equal(VALUE, guard, same, same, et, ub=short_group)
    if solver_ok == Outcome.OK:
        pass  # no thread lies in a short subgroup
    else:
        ev.record(VALUE, op, solver_ok, f"a subgroup of {s} lanes is short of threads in the block: its shuffles "
                  "are undefined behaviour" if solver_ok != Outcome.TIMEOUT else "solver gave up", instance)
    # the spec's init: the combiner's neutral element, or (a second rule)
    # idempotent, each leaf then holding the init combined with its element
    assert t.init is not None
    init = ev.encoder.app(t.init, [conv.pw_aff(x) for x in idx])
    v = z3.FreshConst(ev.sem.sort(et), "v")
    if comb.name == "arith.addf":
        zero = ev.sem.encode(arith.ConstantOp(FloatAttr(0.0, et)), []).results[0]
        negzero = ev.sem.encode(arith.ConstantOp(FloatAttr(-0.0, et)), []).results[0]
        lhs, rhs = z3.If(init == negzero, zero, init), zero
    else:
        lhs, rhs = ev.sem.encode(comb, [init, v]).results[0], v
    neutral, neutral_instance = ev.prover.prove_equal(REDUCTION_COMPLETE, guard, lhs, rhs, et)
    from_init = False
    if neutral != Outcome.OK and comb.name != "arith.addf":
        twice = ev.sem.encode(comb, [init, init]).results[0]
        idem, _ = ev.prover.prove_equal(REDUCTION_COMPLETE, guard, twice, init, et)
        from_init = idem == Outcome.OK
    # each leaf is the spec's element at its lane
    leaf, dropped = _strip_zero_adds(ev, frame, tree.leaf)
    if dropped and comb.name != "arith.addf":
        return False
    r = z3.FreshInt("lane")
    other = linear - linear % group + r
    coords = [other % dims[0], (other / dims[0]) % dims[1], other / (dims[0] * dims[1])]
    moved_term, moved_ub, moved_poison = _move(ev, tree.root, [leaf.term, leaf.ub, leaf.poison], tids, coords)
    if from_init:
        # leaf(r) = init (+) element(r) for every lane r of the group: the
        # tree combines the init once per lane, which is the init once
        # (idempotent), and the elements once each (the spec's fold)
        computed = moved_term
        expected, undefined = ev.encoder.step(t, [conv.pw_aff(x) for x in idx], [r], init)
        what = f"@{t.init.name}'s value combined with @{t.name}'s element at reduced index r"
    else:
        acc = z3.FreshConst(ev.sem.sort(et), "acc")
        computed = ev.sem.encode(comb, [acc, moved_term]).results[0]
        expected, undefined = ev.encoder.step(t, [conv.pw_aff(x) for x in idx], [r], acc)
        what = f"@{t.name}'s element at reduced index r"
    g = z3.And(guard, 0 <= r, r < group, z3.Not(undefined))
    outcome, instance = ev.prover.prove_equal(REDUCTION_ELEMENT, g, computed, expected, et, moved_ub, moved_poison)
    ev.record(REDUCTION_ELEMENT, tree.root, outcome, "" if outcome == Outcome.OK else
              f"the leaf of lane r of the shuffle tree is not {what}"
              if outcome in (Outcome.FAILED, Outcome.UNDECIDED) else "solver gave up", instance)
    if from_init:
        ev.record(REDUCTION_COMPLETE, tree.root, Outcome.OK,
                  f"@{t.name} starts from @{t.init.name}, not {comb.name}'s neutral element but idempotent "
                  f"({comb.name}(c, c) = c): each lane's leaf holds it, and the {group} copies combine to one")
    else:
        ev.record(REDUCTION_COMPLETE, tree.root, neutral, "" if neutral == Outcome.OK else
                  f"@{t.name} starts from @{t.init.name}, which is not {comb.name}'s neutral element: the shuffle "
                  "tree combines no init", neutral_instance)
    return True
